import Foundation

/// Where a motion is compiled into Core Animation animations (``AnimationCompiler``): at once, or
/// off the main thread. Compiling takes from about 0.4 ms (a preset) to 9 ms (a card with its
/// content on springs) of work on one core (`Benchmarks --start-only` on a 2-core Linux machine),
/// its stand-ins side by side on all the cores but one (``AnimationCompiler/concurrency``), which
/// on the main thread at the start of a transition would drop frames — the very thing
/// render-server playback is for.
/// While a compile is under way the display link draws every stand-in exactly; when it is done the
/// stand-ins are handed over, from where they are, as any hand-over (no jump).
@MainActor
package protocol AnimationCompiling: AnyObject {
    /// Runs `job`, then `done` with its result on the main actor. `done` may run before this
    /// returns (compiling at once) or later; it is not called when the job is superseded, which
    /// the caller checks itself.
    func compile(
        _ job: @escaping @Sendable () -> CompiledTransition, then done: @escaping @MainActor (CompiledTransition) -> Void)
}

/// Compiles at once, on the main thread: deterministic (tests, the lab, the headless backend).
@MainActor
package final class ImmediateCompiling: AnimationCompiling {
    /// Creates the scheduler.
    package init() {}

    /// Runs `job` and `done` before returning.
    package func compile(
        _ job: @escaping @Sendable () -> CompiledTransition, then done: @escaping @MainActor (CompiledTransition) -> Void
    ) {
        done(job())
    }
}

/// Compiles on a background task and delivers the result on the main actor (a device).
@MainActor
package final class BackgroundCompiling: AnimationCompiling {
    /// Creates the scheduler.
    package init() {}

    /// Runs `job` on a detached task at user-initiated priority, then `done` on the main actor.
    package func compile(
        _ job: @escaping @Sendable () -> CompiledTransition, then done: @escaping @MainActor (CompiledTransition) -> Void
    ) {
        Task.detached(priority: .userInitiated) {
            let compiled = job()
            await MainActor.run { done(compiled) }
        }
    }
}
