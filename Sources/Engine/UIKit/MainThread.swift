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
#endif
