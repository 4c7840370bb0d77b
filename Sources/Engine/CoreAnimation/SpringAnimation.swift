import Foundation

/// A `CASpringAnimation`: a key path from a start value to an end value (the basic animation's
/// from/to/by rules) following a damped spring, sampled at the basic local time in seconds.
///
/// The fraction of the change at `t` seconds is WebKit's `SpringSolver` (Apple's portable copy of
/// the curve), with `ω₀ = √(k/m)`, `ζ = c / (2√(km))`, `v₀ = initialVelocity`:
/// - `ζ < 1`: `x(t) = 1 − e^(−ζω₀t)·[cos(ω_d t) + ((ζω₀ − v₀)/ω_d)·sin(ω_d t)]`, `ω_d = ω₀√(1 − ζ²)`;
/// - `ζ ≥ 1`: critically damped, `x(t) = 1 − (1 + (ω₀ − v₀)t)·e^(−ω₀t)`, unless
///   `allowsOverdamping` (iOS 17), which keeps the exact over-damped motion.
///
/// The spring plays for `timing.duration` and is cut off there, settled or not; set the duration
/// to ``settlingDuration`` to let it finish. A spring animation has no timing function: whether
/// Core Animation applies one to a spring is an open point, so the model cannot express it.
///
/// ```swift
/// var spring = SpringAnimation(keyPath: .position, to: .point(CGPoint(x: 200, y: 200)))
/// spring.timing.duration = spring.settlingDuration
/// ```
package struct SpringAnimation: Equatable, Sendable {
    /// The animated key path.
    package var keyPath: AnimatableProperty
    /// When and how often it plays.
    package var timing: MediaTiming
    /// `fromValue`, or `nil`.
    package var fromValue: AnimationValue?
    /// `toValue`, or `nil`.
    package var toValue: AnimationValue?
    /// `byValue`, or `nil`.
    package var byValue: AnimationValue?
    /// The mass, > 0 (default 1). Like Core Animation, a value that is not positive becomes 1.
    package var mass: Double { didSet { mass = Self.valid(mass, default: 1) { $0 > 0 } } }
    /// The stiffness k, > 0 (default 100). A value that is not positive becomes 100.
    package var stiffness: Double { didSet { stiffness = Self.valid(stiffness, default: 100) { $0 > 0 } } }
    /// The damping coefficient c, ≥ 0 (default 10). A negative value becomes 10.
    package var damping: Double { didSet { damping = Self.valid(damping, default: 10) { $0 >= 0 } } }
    /// The initial velocity in whole from-to distances per second, positive toward the target
    /// (Material Motion: "+200/s" over a displacement of −100 is −2).
    package var initialVelocity: Double
    /// Whether an over-damped spring (ζ > 1) keeps its exact motion instead of being treated as
    /// critically damped (iOS 17's `allowsOverdamping`; default `false`).
    package var allowsOverdamping: Bool
    /// `isAdditive`: the value is added to the one underneath instead of replacing it.
    package var isAdditive: Bool
    /// `isCumulative`: cycle `i` adds `i ·` the end value.
    package var isCumulative: Bool
    /// `isRemovedOnCompletion`: the animation stops applying once its active duration has passed.
    package var isRemovedOnCompletion: Bool

    /// Creates a spring animation; everything but the key path defaults to Core Animation's default.
    package init(
        keyPath: AnimatableProperty, from: AnimationValue? = nil, to: AnimationValue? = nil,
        by: AnimationValue? = nil, mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
        initialVelocity: Double = 0, allowsOverdamping: Bool = false, timing: MediaTiming = MediaTiming(),
        isAdditive: Bool = false, isCumulative: Bool = false, isRemovedOnCompletion: Bool = true
    ) {
        self.keyPath = keyPath
        self.fromValue = from
        self.toValue = to
        self.byValue = by
        self.mass = Self.valid(mass, default: 1) { $0 > 0 }
        self.stiffness = Self.valid(stiffness, default: 100) { $0 > 0 }
        self.damping = Self.valid(damping, default: 10) { $0 >= 0 }
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.allowsOverdamping = allowsOverdamping
        self.timing = timing
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }

    private static func valid(_ value: Double, default fallback: Double, _ isValid: (Double) -> Bool) -> Double {
        value.isFinite && isValid(value) ? value : fallback
    }

    /// ζ = c / (2√(km)) as given (before the clamp to critical damping).
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The spring that moves: the given one, or with its damping lowered to critical
    /// (c = 2√(km)) when it is over-damped and `allowsOverdamping` is off.
    package var effectiveSpring: DampedSpring {
        let critical = 2 * (stiffness * mass).squareRoot()
        let c = allowsOverdamping ? damping : min(damping, critical)
        return DampedSpring(mass: mass, stiffness: stiffness, damping: c)
    }

    /// The fraction of the change done `seconds` after the start (1 at rest on the target; above
    /// 1 while overshooting).
    package func fraction(atTime seconds: Double) -> Double {
        effectiveSpring.motion(from: 0, to: 1, initialVelocity: initialVelocity).value(at: seconds)
    }

    /// The animation's value at `time`, before stacking: `interpolate(from, to, x(basicTime))`,
    /// plus `iteration · to` when cumulative (see ``BasicAnimation/value(at:model:presentationWhenAdded:)``).
    package func value(at time: AnimationLocalTime, model: AnimationValue, presentationWhenAdded: AnimationValue)
        -> AnimationValue?
    {
        guard
            let (from, to) = BasicAnimation.endpoints(
                from: fromValue, to: toValue, by: byValue, model: model, presentationWhenAdded: presentationWhenAdded,
                kind: keyPath.kind),
            let v = AnimationValue.interpolate(from: from, to: to, fraction: fraction(atTime: time.basicTime))
        else { return nil }
        guard isCumulative, time.iteration != 0 else { return v }
        return to.repeated(time.iteration).adding(v)
    }
}
