#if canImport(UIKit)
    import Foundation

    /// Runs `body` on the main actor, in place, from a synchronous callback UIKit delivers on the
    /// main thread without saying so in its type (KVO on a UIKit property), and returns its result.
    ///
    /// This is `MainActor.assumeIsolated`, written as the standard library writes it (the closure is
    /// not escaped, so nothing is allocated per call). `assumeIsolated` itself is back-deployed to
    /// iOS 13 (`@_alwaysEmitIntoClient`), but only declared from Swift 5.9's `_Concurrency`
    /// interface (the iOS 17 SDK): the iOS 16 SDK MatchCut is checked against does not have it.
    /// Replace this with `MainActor.assumeIsolated` once the minimum SDK has it. The main actor's
    /// executor is the main thread, so checking the thread is checking isolation.
    nonisolated func assumeMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
        precondition(Thread.isMainThread, "MatchCut: expected a callback on the main thread")
        typealias YesActor = @MainActor () throws -> T
        typealias NoActor = () throws -> T
        return try withoutActuallyEscaping(body) { (isolated: @escaping YesActor) throws -> T in
            try unsafeBitCast(isolated, to: NoActor.self)()
        }
    }

    /// Runs `work` once on the main run loop right after the current turn's Core Animation commit
    /// (and the layout pass inside it): a one-shot `.beforeWaiting` observer ordered after Core
    /// Animation's commit observer (order 2,000,000; undocumented, observed in `CFRunLoop` dumps).
    /// `DispatchQueue.main.async` would not do: the main queue is drained before the commit.
    @MainActor
    func afterCommit(_ work: @escaping @MainActor () -> Void) {
        let observer = CFRunLoopObserverCreateWithHandler(
            kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, false, 2_000_001
        ) { _, _ in
            assumeMainActor { work() }
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
    }
#endif
