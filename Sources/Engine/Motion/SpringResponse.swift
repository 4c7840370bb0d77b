import Foundation

/// A spring's two unit responses, from which any start is a sum: how a displacement of 1 from the
/// target decays when released at rest (`decay`, 1 → 0), and how a velocity of 1 at the target
/// moves (`impulse`, 0 → 0, in seconds). A value released at displacement `x₀` with velocity `v₀`
/// is at `target + x₀·decay(t) + v₀·impulse(t)`: every stand-in of a turn-around shares one spring
/// and one start, so one pair of responses serves them all, component by component.
public struct SpringResponse: Sendable {
    /// The spring.
    public let spring: DampedSpring
    private let decay: SpringMotion
    private let impulse: SpringMotion

    /// The responses of `spring`.
    public init(_ spring: DampedSpring) {
        self.spring = spring
        decay = spring.motion(from: 1, to: 0, initialVelocity: 0)
        impulse = spring.motion(from: 0, to: 0, initialVelocity: 1)
    }

    /// The weights of the starting displacement and velocity `time` seconds in.
    public func weights(at time: Double) -> (displacement: Double, velocity: Double) {
        (decay.value(at: time), impulse.value(at: time))
    }

    /// The rates of those weights, per second.
    public func rates(at time: Double) -> (displacement: Double, velocity: Double) {
        (decay.velocity(at: time), impulse.velocity(at: time))
    }

    /// How long a start of `displacement` and `velocity` takes to stay within `epsilon` of the
    /// target, in seconds.
    public func settlingTime(displacement: Double, velocity: Double, epsilon: Double) -> Double {
        spring.motion(from: displacement, to: 0, initialVelocity: velocity).settlingTime(epsilon: epsilon)
    }
}
