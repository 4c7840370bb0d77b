import Foundation

/// How a transition's progress moves from now on, for whatever plays alongside it on its own
/// clock: UIKit's interruptible animator, which carries the navigation bar and the
/// `animate(alongsideTransition:)` animations. While the render server plays the stand-ins,
/// nothing scrubs that animator every frame; it is told this at every change of motion and plays
/// it itself: the progress is linear in time along the plan, and a spring in progress after a
/// release or a turn-around. The motion is exact; how closely UIKit follows it is UIKit's (it
/// computes a spring's duration itself, and may blend from the previous timing when continuing).
package enum ProgressMotion: Equatable, Sendable {
    /// Held at a progress (paused, or under a finger).
    case paused(Double)
    /// From `from` to 1 at a constant rate, in `seconds`.
    case linear(from: Double, seconds: Double)
    /// On `spring` from `from`, moving at `velocity` (progress per second), toward `to` (0 or 1).
    case spring(DampedSpring, from: Double, to: Double, velocity: Double)

    /// Whether it heads back toward 0 (a cancelled or turned-around transition): a
    /// `UIViewPropertyAnimator` playing it is reversed.
    package var isTowardStart: Bool {
        if case .spring(_, let from, let to, _) = self { return to < from }
        return false
    }

    /// The velocity relative to the distance left, as `UISpringTimingParameters(initialVelocity:)`
    /// and `CASpringAnimation.initialVelocity` take it (positive toward the target); 0 when not a
    /// spring.
    package var relativeVelocity: Double {
        guard case .spring(_, let from, let to, let velocity) = self else { return 0 }
        return GestureVelocity.normalized(velocity, distance: to - from)
    }

    /// The progress `elapsed` seconds after now.
    package func progress(after elapsed: Double) -> Double {
        let t = max(elapsed, 0)
        switch self {
        case .paused(let p): return p
        case .linear(let from, let seconds): return seconds > 0 ? min(from + (1 - from) * t / seconds, 1) : 1
        case .spring(let spring, let from, let to, let velocity):
            return spring.motion(from: from, to: to, initialVelocity: velocity).value(at: t)
        }
    }
}

extension TransitionController {
    /// How the progress moves from now on (see ``ProgressMotion``).
    package func progressMotion() -> ProgressMotion {
        let now = driver.now
        guard phase.isInFlight else { return .paused(0) }
        let p = motion.progress(at: now)
        switch motion {
        case .paused: return .paused(p)
        case .running(_, _, let duration): return .linear(from: p, seconds: max((1 - p) * duration, 0))
        case .settling(let s):
            return .spring(s.response.spring, from: p, to: 1, velocity: motion.progressVelocity(at: now))
        case .springing(let s):
            return .spring(s.response.spring, from: p, to: s.toEnd ? 1 : 0, velocity: motion.progressVelocity(at: now))
        }
    }
}
