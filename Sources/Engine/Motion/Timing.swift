import Foundation

/// How a motion of a given duration spends its time: a Bézier curve, a spring fitted to the
/// duration (UIKit's damping-ratio form), or a physical spring that takes its own time.
public enum Timing: Hashable, Sendable {
    /// A cubic Bézier curve over the duration.
    case curve(CubicBezierTiming)
    /// A spring with this damping ratio that settles exactly at the end of the duration, as
    /// `UISpringTimingParameters(dampingRatio:)`; above 1 creeps, below 1 overshoots.
    case spring(dampingRatio: Double)
    /// A physical spring; the duration given is ignored and the spring's settling duration used,
    /// as `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` does.
    case physicalSpring(DampedSpring)

    /// `.curve(.easeInEaseOut)`.
    public static let easeInOut = Timing.curve(.easeInEaseOut)
    /// `.curve(.linear)`.
    public static let linear = Timing.curve(.linear)

    /// How long a motion with this timing lasts when asked for `duration` seconds.
    public func effectiveDuration(_ duration: Double) -> Double {
        if case .physicalSpring(let spring) = self { return spring.settlingDuration() }
        return max(duration, 0)
    }

    /// The spring that plays this timing over `duration`, or `nil` for a curve.
    public func spring(duration: Double) -> DampedSpring? {
        switch self {
        case .curve: nil
        case .spring(let ratio): DampedSpring(duration: duration, dampingRatio: ratio)
        case .physicalSpring(let spring): spring
        }
    }

    /// The fraction of the change done `elapsed` seconds into a motion of `duration` seconds
    /// starting at rest; exactly 1 from the end on.
    public func progress(elapsed: Double, duration: Double) -> Double {
        let total = effectiveDuration(duration)
        guard total > 0, elapsed < total else { return 1 }
        guard elapsed > 0 else { return 0 }
        switch self {
        case .curve(let curve): return curve.progress(at: elapsed / total)
        case .spring, .physicalSpring:
            return spring(duration: duration)!.motion(from: 0, to: 1).value(at: elapsed)
        }
    }
}
