#if canImport(UIKit)
    import Foundation

    /// Runs `body` on the main actor from a synchronous callback that UIKit delivers on the main
    /// thread without saying so in its type (KVO on a UIKit property). `MainActor.assumeIsolated`
    /// needs iOS 17; this checks the thread and runs the body in place.
    nonisolated func onMainActor(_ body: @escaping @MainActor () -> Void) {
        precondition(Thread.isMainThread, "MatchCut: expected a callback on the main thread")
        typealias Plain = () -> Void
        let plain = unsafeBitCast(body, to: Plain.self)
        plain()
    }
#endif
