import Foundation

/// One uninterrupted motion of an animator's progress: from a value with a velocity to a target,
/// by a curve or a spring. A redirect ends a segment and starts the next from the same value and
/// velocity, so position and velocity never jump.
struct ProgressSegment: Sendable {
    let from: Double
    let to: Double
    let startTime: Double
    let kind: Kind

    enum Kind: Sendable {
        case curve(CubicBezierTiming, duration: Double)
        case spring(SpringMotion, settle: Double)
    }

    /// A segment of `timing` lasting about `duration` seconds, leaving `from` with `velocity`
    /// (progress per second).
    init(from: Double, to: Double, velocity: Double, timing: Timing, duration: Double, startTime: Double) {
        self.from = from
        self.to = to
        self.startTime = startTime
        let v = velocity.isFinite ? velocity : 0
        let distance = to - from
        switch timing {
        case .curve(let curve) where abs(distance) > 1e-12:
            let d = max(duration, 1e-3)
            // Bend the curve's start to leave with the current velocity: dy/dx · distance / d = v.
            let shaped = v == 0 ? curve : curve.startingWith(slope: v * d / distance)
            kind = .curve(shaped, duration: d)
        case .curve:
            // Nowhere to go but still moving: a critically damped spring brings it back smoothly.
            let spring = DampedSpring(duration: max(duration, 0.1), dampingRatio: 1)
            let motion = spring.motion(from: from, to: to, initialVelocity: v)
            kind = .spring(motion, settle: motion.settlingTime(epsilon: 1e-5))
        case .spring, .physicalSpring:
            let spring = timing.spring(duration: max(duration, 1e-3))!
            let motion = spring.motion(from: from, to: to, initialVelocity: v)
            kind = .spring(motion, settle: motion.settlingTime(epsilon: max(1e-3 * abs(distance), 1e-5)))
        }
    }

    /// Value and velocity at `time`, and whether the segment is over (then the value is exactly
    /// `to`). Before `startTime` (a delay) the value rests at `from`.
    func sample(at time: Double) -> (value: Double, velocity: Double, finished: Bool) {
        let elapsed = time - startTime
        // Waiting out a delay: at rest. (At elapsed = 0 the formulas below give the start velocity.)
        if elapsed < 0 { return (from, 0, false) }
        switch kind {
        case .curve(let curve, let d):
            guard elapsed < d else { return (to, 0, true) }
            let u = elapsed / d
            return (from + (to - from) * curve.progress(at: u), (to - from) * curve.slope(at: u) / d, false)
        case .spring(let motion, let settle):
            guard elapsed < settle else { return (to, 0, true) }
            return (motion.value(at: elapsed), motion.velocity(at: elapsed), false)
        }
    }
}
