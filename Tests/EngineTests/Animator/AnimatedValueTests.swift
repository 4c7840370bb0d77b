import Foundation
import MatchCutAllocationCounter
import MatchCutTestSupport
import Testing

@testable import MatchCut

@MainActor
@Suite struct AnimatedValueTests {
    /// New targets at random moments, for curves and springs: each retarget keeps value and
    /// velocity per component; the motion ends exactly at the last target.
    @Test(arguments: 0..<200)
    func retargetingMidFlightKeepsValueAndVelocity(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let driver = ManualFrameDriver(frameRate: 60)
        let timing: Timing = [
            .curve(.easeInEaseOut), .spring(dampingRatio: rng.double(0.3...1.5)),
            .physicalSpring(DampedSpring(dampingRatio: rng.double(0.5...1.5), response: rng.double(0.1...0.5))),
        ][rng.int(0...2)]
        let value = AnimatedValue(SIMD2(0.0, 0.0), timing: timing, duration: rng.double(0.1...0.6), driver: driver)
        var rests = 0
        value.onRest = { _ in rests += 1 }
        var target = SIMD2(rng.double(-300...300), rng.double(-300...300))
        value.animate(to: target)
        for _ in 0..<rng.int(1...10) {
            driver.advance(by: rng.double(0.005...0.2))
            let before = (value.value, value.velocity)
            target = SIMD2(rng.double(-300...300), rng.double(-300...300))
            value.animate(to: target)
            for i in 0..<2 {
                #expect(abs(value.value[i] - before.0[i]) < 1e-9, "seed \(seed)")
                #expect(abs(value.velocity[i] - before.1[i]) < 1e-9 * max(1, abs(before.1[i])), "seed \(seed)")
            }
        }
        let moving = { if case .moving = value.state { true } else { false } }()
        rests = 0
        driver.advance(by: 10)
        #expect(value.value == target && rests == (moving ? 1 : 0), "seed \(seed)")
    }

    @Test func aReleaseHandsTheFingersVelocityToTheSpring() {
        let driver = ManualFrameDriver()
        let value = AnimatedValue(
            SIMD2(100.0, 500.0), timing: .physicalSpring(DampedSpring(dampingRatio: 0.9, response: 0.35)), driver: driver)
        value.set(SIMD2(120, 480))  // dragged
        value.animate(to: SIMD2(0, 0), initialVelocity: SIMD2(800, -1200))
        #expect(value.velocity == SIMD2(800, -1200))
        driver.advance(by: 5)
        #expect(value.value == SIMD2(0, 0))
    }
}

@Suite struct NoAllocationTests {
    @Test(.enabled(if: matchcut_allocations_counted() == 1))
    func evaluatingCurvesAndSpringsAllocatesNothing() {
        let curve = CubicBezierTiming(0.68, -0.55, 0.27, 1.55)
        let under = DampedSpring(dampingRatio: 0.5, response: 0.4).motion(from: 0, to: 1, initialVelocity: 3)
        let critical = DampedSpring(dampingRatio: 1, response: 0.4).motion(from: 0, to: 1)
        let over = DampedSpring(dampingRatio: 1.8, response: 0.4).motion(from: 0, to: 1, initialVelocity: -2)
        var sink = 0.0
        let before = matchcut_thread_allocations()
        for i in 0..<100_000 {
            let t = Double(i) / 100_000
            sink += curve.progress(at: t) + curve.slope(at: t)
            sink += under.value(at: t) + under.velocity(at: t) + critical.value(at: t) + critical.velocity(at: t)
            sink += over.value(at: t) + over.velocity(at: t)
        }
        // 800,000 evaluations; a constant one-off (the runtime's, seen as 1 whatever the count) is
        // not an allocation per evaluation.
        let allocations = matchcut_thread_allocations() - before
        #expect(allocations <= 1)
        #expect(sink.isFinite)
    }

    @Test(.enabled(if: matchcut_allocations_counted() == 1))
    func theCounterSeesAnAllocation() {
        let before = matchcut_thread_allocations()
        let array = Array(repeating: UInt8(1), count: Int.random(in: 1000...2000))
        #expect(matchcut_thread_allocations() - before >= 1 && array.count >= 1000)
    }
}
