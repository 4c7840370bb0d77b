import Foundation

extension SpringAnimation {
    /// `settlingDuration`: ``duration(forEpsilon:)`` with ε = 0.001, in seconds.
    ///
    /// Apple's documentation gives two data points (from 0 to 640, default mass and stiffness):
    /// damping 5 settles in "approximately 2.85 seconds", damping 15 in "just over 1 second".
    /// This model gives 2.855 s and 1.022 s.
    package var settlingDuration: Double { duration(forEpsilon: 0.001) }

    /// How long the spring takes to be at rest within `epsilon` (a fraction of the change, at
    /// least 10⁻⁶), in seconds of parent time (divided by `timing.speed`; `Float.greatestFiniteMagnitude`
    /// at speed 0 and at most that otherwise).
    ///
    /// - Under-damped: the envelope bound `ln((|A| + |B|) / ε) / (ζω₀)`, with `A = 1` and
    ///   `B = (ζω₀ − v₀)/ω_d` the cosine and sine coefficients of the displacement.
    /// - Undamped: infinite.
    /// - Critically or over-damped: a walk in steps of 0.1 s to the first sample within ε after
    ///   which every sample stays within ε for more than a second.
    package func duration(forEpsilon epsilon: Double) -> Double {
        let eps = max(epsilon.isNaN ? 0 : epsilon, 1e-6)
        let spring = effectiveSpring
        let zeta = spring.dampingRatio
        let w0 = spring.naturalFrequency
        let seconds: Double
        if zeta == 0 {
            seconds = .infinity
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - initialVelocity) / wd
            seconds = max(-log(eps / (1 + abs(b))) / (zeta * w0), 0)
        } else {
            seconds = walkToRest(epsilon: eps)
        }
        let largest = Double(Float.greatestFiniteMagnitude)
        guard timing.speed != 0 else { return largest }
        return min(abs(seconds / timing.speed), largest)
    }

    /// The 0.1 s walk of ``duration(forEpsilon:)`` for a spring at or above critical damping.
    private func walkToRest(epsilon: Double) -> Double {
        var settledAt = -1.0
        var closest = Double.infinity
        var time = 0.0
        while time < 1e6 {
            let distance = abs(1 - fraction(atTime: time))
            guard distance.isFinite else { return 0 }
            if closest >= epsilon {
                if distance < closest { (settledAt, closest) = (time, distance) }
            } else if distance >= epsilon {
                closest = .infinity
            } else if time - settledAt > 1 {
                return settledAt
            }
            time += 0.1
        }
        return .infinity
    }
}
