import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// Fourth-order Runge–Kutta on m·x'' = −k·x − c·x' with a small fixed step: independent of the
/// closed forms.
private func integrate(_ spring: DampedSpring, x0: Double, v0: Double, until end: Double, step: Double = 1e-4)
    -> [(t: Double, x: Double, v: Double)]
{
    func accel(_ x: Double, _ v: Double) -> Double { (-spring.stiffness * x - spring.damping * v) / spring.mass }
    var samples: [(Double, Double, Double)] = [(0, x0, v0)]
    var x = x0
    var v = v0
    var t = 0.0
    let steps = Int((end / step).rounded())
    for i in 1...steps {
        let k1x = v
        let k1v = accel(x, v)
        let k2x = v + step / 2 * k1v
        let k2v = accel(x + step / 2 * k1x, v + step / 2 * k1v)
        let k3x = v + step / 2 * k2v
        let k3v = accel(x + step / 2 * k2x, v + step / 2 * k2v)
        let k4x = v + step * k3v
        let k4v = accel(x + step * k3x, v + step * k3v)
        x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t = Double(i) * step
        if i % 100 == 0 { samples.append((t, x, v)) }
    }
    return samples
}

@Suite struct SpringTests {
    @Test(arguments: [
        DampedSpring(mass: 1, stiffness: 200, damping: 8),  // under-damped
        DampedSpring(mass: 2, stiffness: 50, damping: 20),  // critically damped: 2·√(2·50) = 20
        DampedSpring(mass: 1, stiffness: 100, damping: 45),  // over-damped
        DampedSpring(mass: 0.5, stiffness: 300, damping: 0),  // undamped
    ])
    func closedFormsMatchANumericalIntegration(spring: DampedSpring) {
        for (x0, v0) in [(1.0, 0.0), (-0.3, 4.0), (0.0, -7.5)] {
            let motion = spring.motion(from: x0 + 10, to: 10, initialVelocity: v0)
            for sample in integrate(spring, x0: x0, v0: v0, until: 2) {
                #expect(
                    abs(motion.value(at: sample.t) - 10 - sample.x) < 1e-7,
                    "ζ = \(spring.dampingRatio), t = \(sample.t)")
                #expect(
                    abs(motion.velocity(at: sample.t) - sample.v) < 1e-6, "ζ = \(spring.dampingRatio), t = \(sample.t)")
            }
        }
    }

    @Test(arguments: 0..<100)
    func randomSpringsMatchTheIntegrationInEveryRegime(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let spring = DampedSpring(mass: rng.double(0.2...3), stiffness: rng.double(10...400), damping: rng.double(0...60))
        let x0 = rng.double(-2...2)
        let v0 = rng.double(-10...10)
        let motion = spring.motion(from: x0, to: 0, initialVelocity: v0)
        for sample in integrate(spring, x0: x0, v0: v0, until: 1) {
            #expect(abs(motion.value(at: sample.t) - sample.x) < 1e-6, "seed \(seed)")
            #expect(abs(motion.velocity(at: sample.t) - sample.v) < 1e-5, "seed \(seed)")
        }
    }

    @Test func designFormMatchesPublishedNumbers() {
        let spring = DampedSpring(dampingRatio: 0.7, response: 1)
        #expect(abs(spring.stiffness - 4 * .pi * .pi) < 1e-12)
        #expect(abs(spring.damping - 4 * .pi * 0.7) < 1e-12)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12 && abs(spring.response - 1) < 1e-12)
        #expect(abs(DampedSpring(duration: 0.5, bounce: 0.3).dampingRatio - 0.7) < 1e-12)
        #expect(abs(DampedSpring(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-12)
        #expect(abs(DampedSpring(duration: 0.5, bounce: 0).response - 0.5) < 1e-12)
    }

    @Test(arguments: [0.3, 0.7, 1.0, 1.3, 2.5])
    func uikitFormSettlesInExactlyItsDuration(dampingRatio: Double) {
        let spring = DampedSpring(duration: 0.4, dampingRatio: dampingRatio)
        #expect(abs(spring.settlingDuration() - 0.4) < 1e-9)
        #expect(abs(spring.dampingRatio - dampingRatio) < 1e-9)
    }

    @Test(arguments: [0.2, 0.9, 1.0, 1.7])
    func afterTheSettlingDurationTheMotionStaysWithinEpsilon(dampingRatio: Double) {
        let spring = DampedSpring(dampingRatio: dampingRatio, response: 0.5)
        let settle = spring.settlingDuration(epsilon: 1e-3)
        let motion = spring.motion(from: 1, to: 0)
        for i in 0...2000 {
            let t = settle + Double(i) * 0.001
            #expect(abs(motion.displacement(at: t)) <= 1e-3 + 1e-12)
        }
        #expect(DampedSpring(mass: 1, stiffness: 10, damping: 0).settlingDuration() == .infinity)
    }

    @Test func badInputIsClampedNotPropagated() {
        let s = DampedSpring(mass: .nan, stiffness: -5, damping: .infinity)
        #expect(s.mass == 1 && s.stiffness == 1e-9 && s.damping == 20)
        #expect(DampedSpring(dampingRatio: .nan, response: 0).response == 0.5)
        #expect(s.motion(from: 0, to: 1, initialVelocity: .nan).velocity(at: 0) == 0)
    }

    /// The displacement range holds every value of the motion and is reached: checked against the
    /// motion sampled 20,000 times over its first turns and its settling, each extreme then
    /// narrowed by golden-section search (independent of where the range computes the turns), in
    /// every regime: undamped, under-damped, exactly critical and over-damped, from rest or moving.
    @Test(arguments: 0..<120)
    func displacementRangeHoldsTheMotionAndIsReached(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let mass = rng.double(0.3...3)
        let stiffness = rng.double(20...900)
        let critical = 2 * (mass * stiffness).squareRoot()
        let ratio = [0, rng.double(0.05...0.95), 1, rng.double(1.05...4)][seed % 4]
        let spring = DampedSpring(mass: mass, stiffness: stiffness, damping: ratio * critical)
        let x0 = rng.chance(0.2) ? 0 : rng.double(-2...2)
        let v0 = rng.chance(0.3) ? 0 : rng.double(-30...30)
        let motion = spring.motion(from: x0, to: 0, initialVelocity: v0)
        let range = motion.displacementRange()
        let w0 = spring.naturalFrequency
        let scale = abs(x0) + abs(v0) / w0
        // Long enough for three swings and for the slowest decay to fall below e^−30.
        let slowest = ratio > 1 ? w0 * (ratio - (ratio * ratio - 1).squareRoot()) : ratio * w0
        let span = ratio == 0 ? 6 * 2 * .pi / w0 : max(6 * 2 * .pi / w0, 30 / slowest)
        let n = 20_000
        let times = (0...n).map { span * Double($0) / Double(n) }
        let values = times.map(motion.displacement(at:))
        let tolerance = 1e-9 * scale + 1e-300
        for (t, x) in zip(times, values) where x < range.lowerBound - tolerance || x > range.upperBound + tolerance {
            Issue.record("seed \(seed): displacement \(x) at \(t) s outside \(range)")
            break
        }
        /// The extreme near sample `i`, narrowed between its neighbours.
        func narrowed(_ i: Int, _ sign: Double) -> Double {
            var (a, b) = (times[max(i - 1, 0)], times[min(i + 1, n)])
            let g = (5.0.squareRoot() - 1) / 2
            for _ in 0..<80 {
                let (c, d) = (b - g * (b - a), a + g * (b - a))
                if sign * motion.displacement(at: c) > sign * motion.displacement(at: d) { b = d } else { a = c }
            }
            return max(sign * motion.displacement(at: (a + b) / 2), sign * values[i]) * sign
        }
        let top = max(narrowed(values.indices.max { values[$0] < values[$1] }!, 1), 0)
        let bottom = min(narrowed(values.indices.min { values[$0] < values[$1] }!, -1), 0)
        let reach = 1e-7 * scale + 1e-300
        #expect(abs(top - range.upperBound) <= reach, "seed \(seed): greatest \(top), range \(range)")
        #expect(abs(bottom - range.lowerBound) <= reach, "seed \(seed): least \(bottom), range \(range)")
    }

    @Test func displacementRangeOfAnUnboundedMotionIsEverything() {
        let still = DampedSpring(mass: 1, stiffness: 100, damping: 20).motion(from: 3, to: 3)
        #expect(still.displacementRange() == 0...0)
        let broken = DampedSpring(mass: 1, stiffness: 100, damping: 5).motion(from: .infinity, to: 0)
        #expect(broken.displacementRange() == -Double.infinity...Double.infinity)
    }
}
