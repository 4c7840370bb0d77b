import Foundation

/// Runs the clean-up of an object freed in flight (a `deinit`, which is nonisolated) on the main
/// actor, as every view change: at once when the last release is on the main thread (where UIKit
/// releases it), else as the main actor's next job.
///
/// The main actor's work runs in place on the main thread: what `MainActor.assumeIsolated` does,
/// which is not declared in the iOS 15 SDK's concurrency module.
nonisolated func runAbandonCleanup(_ cleanup: @escaping @MainActor () -> Void) {
    if Thread.isMainThread {
        typealias Plain = () -> Void
        unsafeBitCast(cleanup, to: Plain.self)()
    } else {
        Task { @MainActor in cleanup() }
    }
}
