import Foundation

/// Turning a finger's velocity into what animations and decisions need.
public enum GestureVelocity {
    /// Apple's "normal" scroll-view deceleration rate, per millisecond.
    public static let normalDecelerationRate = 0.998

    /// Each velocity component divided by that component's remaining distance, as
    /// `UISpringTimingParameters(initialVelocity:)` expects (a relative velocity: 1 means "the
    /// whole remaining distance per second"); 0 where the distance is 0 (or not finite).
    ///
    /// The velocity is a `CGPoint`, as `UIPanGestureRecognizer.velocity(in:)` gives it; the result
    /// goes into `UISpringTimingParameters` as `CGVector(dx: result.x, dy: result.y)`.
    /// - Parameters:
    ///   - velocity: points per second.
    ///   - current: where the animated thing is now.
    ///   - target: where it is going.
    public static func normalized(_ velocity: CGPoint, from current: CGPoint, to target: CGPoint) -> CGPoint {
        CGPoint(
            x: normalized(velocity.x, distance: target.x - current.x),
            y: normalized(velocity.y, distance: target.y - current.y))
    }

    /// One component: `velocity / distance`, or 0 when the distance is 0.
    public static func normalized(_ velocity: Double, distance: Double) -> Double {
        guard distance != 0, distance.isFinite, velocity.isFinite else { return 0 }
        return velocity / distance
    }

    /// How far a flick would carry on at `decelerationRate` (per millisecond) before stopping:
    /// (v / 1000) · r / (1 − r), in points for a velocity in points per second (Apple's
    /// fluid-interface projection, 0.998 for normal deceleration).
    public static func projectedDistance(
        velocity: Double, decelerationRate: Double = normalDecelerationRate
    ) -> Double {
        guard velocity.isFinite, decelerationRate > 0, decelerationRate < 1 else { return 0 }
        return (velocity / 1000) * decelerationRate / (1 - decelerationRate)
    }
}
