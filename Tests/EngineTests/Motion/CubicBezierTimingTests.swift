import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// de Casteljau evaluation of one axis: independent of the polynomial form the library uses.
private func casteljau(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
    let a = s * p1
    let b = p1 + s * (p2 - p1)
    let c = p2 + s * (1 - p2)
    let ab = a + s * (b - a)
    let bc = b + s * (c - b)
    return ab + s * (bc - ab)
}

/// Progress by bisection on the parametric curve, to machine precision.
private func reference(_ curve: CubicBezierTiming, _ t: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if casteljau(curve.x1, curve.x2, mid) < t { low = mid } else { high = mid }
    }
    return casteljau(curve.y1, curve.y2, (low + high) / 2)
}

@Suite struct CubicBezierTimingTests {
    @Test(arguments: [
        CubicBezierTiming.linear, .easeIn, .easeOut, .easeInEaseOut, .default,
        CubicBezierTiming(0.68, -0.55, 0.27, 1.55),
        CubicBezierTiming(0, 1.2, 0, 1), CubicBezierTiming(1, 0, 0, 1),
    ])
    func namedAndOvershootingCurvesMatchABisectionSolveTo1e7(curve: CubicBezierTiming) {
        for i in 0...1000 {
            let t = Double(i) / 1000
            #expect(abs(curve.progress(at: t) - reference(curve, t)) < 1e-7, "t = \(t)")
        }
    }

    @Test(arguments: 0..<200)
    func randomCurvesMatchTheBisectionSolve(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let curve = CubicBezierTiming(rng.double(0...1), rng.double(-1...2), rng.double(0...1), rng.double(-1...2))
        for _ in 0..<50 {
            let t = rng.double(0...1)
            #expect(abs(curve.progress(at: t) - reference(curve, t)) < 1e-7, "seed \(seed), t = \(t)")
        }
    }

    @Test(arguments: 0..<200)
    func progressIsMonotoneInTimeForCurvesInsideTheUnitSquare(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let curve = CubicBezierTiming(rng.double(0...1), rng.double(0...1), rng.double(0...1), rng.double(0...1))
        var previous = -1.0
        for i in 0...2000 {
            let value = curve.progress(at: Double(i) / 2000)
            #expect(value >= previous - 1e-12, "seed \(seed)")
            previous = value
        }
        #expect(curve.progress(at: 0) == 0 && abs(curve.progress(at: 1) - 1) < 1e-12)
    }

    @Test func namedCurvesHaveCoreAnimationsControlPoints() {
        #expect(CubicBezierTiming.easeIn == CubicBezierTiming(0.42, 0, 1, 1))
        #expect(CubicBezierTiming.easeOut == CubicBezierTiming(0, 0, 0.58, 1))
        #expect(CubicBezierTiming.easeInEaseOut == CubicBezierTiming(0.42, 0, 0.58, 1))
        #expect(CubicBezierTiming.default == CubicBezierTiming(0.25, 0.1, 0.25, 1))
        #expect(abs(CubicBezierTiming.easeInEaseOut.progress(at: 0.5) - 0.5) < 1e-12)
    }

    @Test func slopeMatchesAFiniteDifferenceAndRedirectionKeepsIt() {
        let curve = CubicBezierTiming.default
        for t in stride(from: 0.05, through: 0.95, by: 0.05) {
            let h = 1e-6
            let numeric = (curve.progress(at: t + h) - curve.progress(at: t - h)) / (2 * h)
            #expect(abs(curve.slope(at: t) - numeric) < 1e-5)
        }
        let bent = CubicBezierTiming.easeInEaseOut.startingWith(slope: 2.5)
        #expect(abs(bent.slope(at: 0) - 2.5) < 1e-9)
        #expect(abs(bent.progress(at: 1) - 1) < 1e-12)
    }

    @Test func badInputIsDefined() {
        #expect(CubicBezierTiming(.nan, 0, 1, 1) == .linear)
        #expect(CubicBezierTiming(-1, 0, 2, 1) == CubicBezierTiming(0, 0, 1, 1))
        #expect(CubicBezierTiming.easeIn.progress(at: .nan) == 0)
        #expect(CubicBezierTiming.easeIn.progress(at: 7) == CubicBezierTiming.easeIn.progress(at: 1))
    }
}
