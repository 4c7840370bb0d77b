import Foundation

/// A released gesture finishing along the plan: the progress springs from `progress`, leaving with
/// `velocity` per second, to 1 (or back to 0), and every stand-in is where the plan has it at that
/// progress, `track.state(at: duration · p(t))`. (A followed element's own offset is the engine's;
/// the display-link path draws it.)
package struct ProgressSettleMotion: Equatable, Sendable {
    /// The plan.
    package var plan: TransitionPlan
    /// The spring.
    package var spring: DampedSpring
    /// The progress at the release and its velocity, per second.
    package var progress: Double
    package var velocity: Double
    /// Whether it settles at the end (else at the start).
    package var toEnd: Bool

    /// Creates a settle.
    package init(plan: TransitionPlan, spring: DampedSpring, progress: Double, velocity: Double, toEnd: Bool = true) {
        self.plan = plan
        self.spring = spring
        self.progress = progress
        self.velocity = velocity
        self.toEnd = toEnd
    }

    /// How long it lasts, in seconds: until the progress stays within 10⁻⁴ of its end (1 s if it
    /// never settles).
    package var duration: Double {
        let settle = SpringResponse(spring).settlingTime(
            displacement: progress - (toEnd ? 1 : 0), velocity: velocity, epsilon: 1e-4)
        return settle.isFinite ? settle : 1
    }

    /// The progress `time` seconds in.
    package func progress(at time: Double) -> Double {
        let w = SpringResponse(spring).weights(at: max(time, 0))
        let end = toEnd ? 1.0 : 0
        return end + (progress - end) * w.displacement + velocity * w.velocity
    }
}
