import Foundation

/// A spring's closed-form solution for one start: value and velocity at any time, for the
/// under-damped, critically damped and over-damped regimes (each exact). Allocates nothing.
public struct SpringMotion: Hashable, Sendable {
    /// The resting value.
    public let target: Double
    /// The spring.
    public let spring: DampedSpring
    let regime: Regime
    let d0: Double
    let v0: Double

    enum Regime: Hashable, Sendable {
        /// e^(−λt)(A cos ωt + B sin ωt)
        case underdamped(lambda: Double, omega: Double, a: Double, b: Double)
        /// e^(−ωt)(A + Bt)
        case critical(omega: Double, a: Double, b: Double)
        /// C₁e^(r₁t) + C₂e^(r₂t)
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    /// The motion of `spring` from `from` toward `to`, leaving with `initialVelocity` (units/s).
    public init(spring: DampedSpring, from: Double, to: Double, initialVelocity: Double) {
        self.spring = spring
        target = to
        d0 = from - to
        v0 = initialVelocity.isFinite ? initialVelocity : 0
        let w0 = spring.naturalFrequency
        let zeta = spring.dampingRatio
        if abs(zeta - 1) < 1e-9 {
            regime = .critical(omega: w0, a: d0, b: v0 + w0 * d0)
        } else if zeta < 1 {
            let lambda = zeta * w0
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            regime = .underdamped(lambda: lambda, omega: wd, a: d0, b: (v0 + lambda * d0) / wd)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1 * d0) / (r2 - r1)
            regime = .overdamped(r1: r1, r2: r2, c1: d0 - c2, c2: c2)
        }
    }

    /// The value at `time` seconds after the start.
    @inlinable
    public func value(at time: Double) -> Double { target + displacement(at: time) }

    /// The displacement from the target at `time`.
    public func displacement(at time: Double) -> Double {
        let t = max(time, 0)
        switch regime {
        case .underdamped(let l, let w, let a, let b): return exp(-l * t) * (a * cos(w * t) + b * sin(w * t))
        case .critical(let w, let a, let b): return exp(-w * t) * (a + b * t)
        case .overdamped(let r1, let r2, let c1, let c2): return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The velocity (units per second) at `time`.
    public func velocity(at time: Double) -> Double {
        let t = max(time, 0)
        switch regime {
        case .underdamped(let l, let w, let a, let b):
            return exp(-l * t) * ((b * w - l * a) * cos(w * t) - (a * w + l * b) * sin(w * t))
        case .critical(let w, let a, let b):
            return exp(-w * t) * (b - w * (a + b * t))
        case .overdamped(let r1, let r2, let c1, let c2):
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    /// The least and the greatest displacement from time 0 on, the resting 0 included, each
    /// computed as ``displacement(at:)`` computes it; `-infinity ... infinity` when the motion is
    /// not finite (a start or target that is not).
    ///
    /// The extremes are where the motion starts, where it rests, and where it turns (its velocity
    /// 0). An under-damped motion turns every π/ω seconds, each swing the last one's mirror shrunk
    /// by e^(−λπ/ω), so its first two turns hold the extremes; a critically or over-damped motion
    /// turns at most once.
    func displacementRange() -> ClosedRange<Double> {
        var (low, high) = (min(d0, 0), max(d0, 0))
        func include(turnAt t: Double) {
            guard t > 0, t.isFinite else { return }
            let d = displacement(at: t)
            (low, high) = (min(low, d), max(high, d))
        }
        switch regime {
        case .underdamped(let l, let w, let a, let b):
            // The velocity is e^(−λt)·(P·cos ωt − Q·sin ωt): 0 where ωt = atan2(P, Q) + kπ.
            let (p, q) = (b * w - l * a, a * w + l * b)
            guard p != 0 || q != 0 else { break }
            var first = atan2(p, q)
            if first <= 0 { first += .pi }
            include(turnAt: first / w)
            include(turnAt: (first + .pi) / w)
        case .critical(let w, let a, let b):
            // The velocity is e^(−ωt)·(b − ω(a + bt)).
            if b != 0 { include(turnAt: (b - w * a) / (w * b)) }
        case .overdamped(let r1, let r2, let c1, let c2):
            // The velocity is c₁r₁e^(r₁t) + c₂r₂e^(r₂t).
            let ratio = -(c2 * r2) / (c1 * r1)
            if ratio > 0 { include(turnAt: log(ratio) / (r1 - r2)) }
        }
        guard low.isFinite, high.isFinite else { return -.infinity ... .infinity }
        return low...high
    }

    /// An upper bound of |displacement| at `time`, decreasing in time.
    func envelope(at time: Double) -> Double {
        let t = max(time, 0)
        switch regime {
        case .underdamped(let l, _, let a, let b): return exp(-l * t) * (a * a + b * b).squareRoot()
        case .critical(let w, let a, let b): return exp(-w * t) * (abs(a) + abs(b) * t)
        case .overdamped(let r1, let r2, let c1, let c2): return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// The time after which the envelope stays within `epsilon` (an absolute distance), in seconds;
    /// 0 when it starts there, infinite for an undamped spring.
    public func settlingTime(epsilon: Double) -> Double {
        let eps = max(epsilon, 1e-15)
        if envelope(at: 0) <= eps { return 0 }
        if spring.damping == 0 { return .infinity }
        // Under-damped, the envelope is amplitude·e^(−λt): solved exactly.
        if case .underdamped(let lambda, _, let a, let b) = regime {
            return log((a * a + b * b).squareRoot() / eps) / lambda
        }
        // The envelope falls monotonically after a short rise (critical case): bracket, then bisect.
        var high = 1.0 / spring.naturalFrequency
        while envelope(at: high) > eps {
            high *= 2
            if high > 1e9 { return .infinity }
        }
        var low = 0.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if envelope(at: mid) > eps { low = mid } else { high = mid }
        }
        return high
    }
}
