import Foundation

/// A damped harmonic oscillator: `m·x'' = −k·(x − target) − c·x'`.
///
/// Create one in whichever form you think in:
/// - physical: ``init(mass:stiffness:damping:)`` (kg-like units; stiffness in N/m, damping in N·s/m),
/// - design: ``init(dampingRatio:response:)`` as SwiftUI's `DampedSpring(response:dampingRatio:)`,
///   or ``init(duration:bounce:)``,
/// - UIKit's: ``init(duration:dampingRatio:)``, as `UISpringTimingParameters(dampingRatio:)`
///   driven by a property animator of that duration.
///
/// ```swift
/// let spring = Spring(dampingRatio: 0.8, response: 0.4)
/// let motion = spring.motion(from: 0, to: 1, initialVelocity: 0)
/// motion.value(at: 0.2)
/// ```
public struct DampedSpring: Hashable, Sendable {
    /// The moving mass (> 0).
    public let mass: Double
    /// The spring constant k (> 0), per unit of mass-distance.
    public let stiffness: Double
    /// The damping coefficient c (≥ 0).
    public let damping: Double

    /// A spring from its physical constants. Values that are not finite fall back to (1, 100, 20);
    /// mass and stiffness below 1e-9 are raised to it, negative damping becomes 0.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass.isFinite ? max(mass, 1e-9) : 1
        self.stiffness = stiffness.isFinite ? max(stiffness, 1e-9) : 100
        self.damping = damping.isFinite ? max(damping, 0) : 20
    }

    /// SwiftUI's design form: `response` is the period (seconds) of the undamped oscillation,
    /// `dampingRatio` 1 for no overshoot, below 1 to bounce, above 1 to creep. With mass 1:
    /// stiffness = (2π / response)², damping = 4π · dampingRatio / response.
    public init(dampingRatio: Double, response: Double) {
        let r = response.isFinite && response > 0 ? response : 0.5
        let z = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
        self.init(mass: 1, stiffness: pow(2 * .pi / r, 2), damping: 4 * .pi * z / r)
    }

    /// SwiftUI's `DampedSpring(duration:bounce:)`: `duration` is the response (seconds); `bounce` 0 is
    /// critically damped, up to 1 bouncier (dampingRatio = 1 − bounce), below 0 overdamped
    /// (dampingRatio = 1 / (1 + bounce)).
    public init(duration: Double, bounce: Double) {
        let b = bounce.isFinite ? min(max(bounce, -0.99), 1) : 0
        self.init(dampingRatio: b >= 0 ? 1 - b : 1 / (1 + b), response: duration)
    }

    /// UIKit's form: a spring with this damping ratio, timed so that it settles (to
    /// ``defaultSettlingEpsilon``) in exactly `duration` seconds, as a `UIViewPropertyAnimator` of
    /// that duration plays `UISpringTimingParameters(dampingRatio:)`. A damping ratio of 0 never
    /// settles; it is raised to 0.01.
    public init(duration: Double, dampingRatio: Double) {
        let z = dampingRatio.isFinite ? max(dampingRatio, 0.01) : 1
        let d = duration.isFinite && duration > 0 ? duration : 0.5
        // Settling time scales linearly with the response at a fixed damping ratio.
        let unit = DampedSpring(dampingRatio: z, response: 1).settlingDuration()
        self.init(dampingRatio: z, response: d / unit)
    }

    /// ζ = c / (2√(mk)): 1 critically damped, below 1 under-damped (bounces), above over-damped.
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The period of the undamped oscillation, 2π/ω₀, in seconds (SwiftUI's `response`).
    public var response: Double { 2 * .pi / naturalFrequency }

    /// The default settling tolerance: 0.001 of the distance travelled.
    public static let defaultSettlingEpsilon = 1e-3

    /// The motion from `from` to `to` leaving with `initialVelocity` (units per second).
    public func motion(from: Double, to: Double, initialVelocity: Double = 0) -> SpringMotion {
        SpringMotion(spring: self, from: from, to: to, initialVelocity: initialVelocity)
    }

    /// How long a unit displacement released at rest takes until its envelope stays within
    /// `epsilon` of the target, in seconds: e^(−ζω₀t)·amplitude ≤ ε under-damped; the exact
    /// two-exponential (or (A + Bt)e^(−ω₀t)) bound otherwise. Infinite for an undamped spring.
    public func settlingDuration(epsilon: Double = defaultSettlingEpsilon) -> Double {
        motion(from: 1, to: 0).settlingTime(epsilon: epsilon)
    }
}
