import Foundation

/// A turn-around in value space, as the compiler takes it: every stand-in of `plan` springs from
/// `states[i]`, leaving with `velocities[i]`, toward `targets[i]` (its state at one end of the
/// plan), all on one spring, while the progress springs toward that end on the same spring (for
/// the cross-fades). The engine builds it from its value spring.
///
/// Stand-in `i` at `t` seconds is `target + (start − target)·decay(t) + velocity·impulse(t)`
/// (``SpringResponse``), component by component; shape, colours, border and shadow turn around
/// from rest.
package struct TurnAroundMotion: Equatable, Sendable {
    /// The plan being turned around (for the tracks' contents and cross-fades).
    package var plan: TransitionPlan
    /// Where each stand-in starts, one per track of the plan.
    package var states: [StandInState]
    /// How fast each is moving then, per second.
    package var velocities: [StandInVelocity]
    /// Where each is going.
    package var targets: [StandInState]
    /// The spring.
    package var spring: DampedSpring
    /// The progress at the start (0 the plan's start, 1 its end) and its velocity, per second.
    package var progress: Double
    package var progressVelocity: Double
    /// Whether it goes to the plan's end (else back to its start).
    package var toEnd: Bool

    /// Creates a turn-around; `states`, `velocities` and `targets` have one entry per track.
    package init(
        plan: TransitionPlan, states: [StandInState], velocities: [StandInVelocity], targets: [StandInState],
        spring: DampedSpring, progress: Double, progressVelocity: Double, toEnd: Bool
    ) {
        self.plan = plan
        self.states = states
        self.velocities = velocities
        self.targets = targets
        self.spring = spring
        self.progress = progress
        self.progressVelocity = progressVelocity
        self.toEnd = toEnd
    }

    /// How long it lasts, in seconds: until every stand-in stays within 0.05 pt of its target
    /// (opacity within 5·10⁻⁴) and the progress within 10⁻⁴ of its end; 1 s if it never settles.
    package var duration: Double {
        let response = SpringResponse(spring)
        var settle = response.settlingTime(
            displacement: progress - (toEnd ? 1 : 0), velocity: progressVelocity, epsilon: 1e-4)
        for i in states.indices {
            settle = max(
                settle,
                response.settlingTime(
                    displacement: states[i].distance(to: targets[i]), velocity: velocities[i].magnitude, epsilon: 0.05))
        }
        return settle.isFinite ? settle : 1
    }

    /// The progress `time` seconds in.
    package func progress(at time: Double) -> Double {
        let w = SpringResponse(spring).weights(at: max(time, 0))
        let end = toEnd ? 1.0 : 0
        return end + (progress - end) * w.displacement + progressVelocity * w.velocity
    }

    /// Stand-in `i`'s state `time` seconds in.
    package func state(_ i: Int, at time: Double) -> StandInState {
        let w = SpringResponse(spring).weights(at: max(time, 0))
        return StandInState.interpolate(from: targets[i], to: states[i], fraction: w.displacement)
            .advanced(by: velocities[i], seconds: w.velocity)
    }
}
