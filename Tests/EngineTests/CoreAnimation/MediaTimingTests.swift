import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    @Suite struct MediaTimingTests {
        @Test func activeLocalTimeIsTheHeaderFormula() {
            // CAMediaTiming.h: t = (tp − begin) · speed + offset; (4 − 2) · 3 + 0.5.
            let timing = MediaTiming(beginTime: 2, duration: 10, speed: 3, timeOffset: 0.5)
            #expect(timing.activeLocalTime(parentTime: 4) == 6.5)
        }

        @Test func durationZeroOrLessIsTheDefaultQuarterSecond() {
            #expect(MediaTiming().resolvedDuration() == 0.25)
            #expect(MediaTiming(duration: -1).resolvedDuration() == 0.25)
            #expect(MediaTiming(duration: 0).resolvedDuration(default: 2) == 2)
            #expect(MediaTiming(duration: 0.7).resolvedDuration(default: 2) == 0.7)
            #expect(MediaTiming().localTime(parentTime: 0.125)?.progress == 0.5)
        }

        @Test func activeDurationFollowsTheRepeatRules() {
            func active(_ t: MediaTiming) -> Double { t.activeDuration(basicDuration: 1) }
            #expect(active(MediaTiming()) == 1)
            #expect(active(MediaTiming(repeatCount: 2.5)) == 2.5)
            #expect(active(MediaTiming(repeatCount: 2, autoreverses: true)) == 4)
            #expect(active(MediaTiming(autoreverses: true)) == 2)
            #expect(active(MediaTiming(repeatDuration: 3.2)) == 3.2)
            #expect(active(MediaTiming(repeatCount: 3, repeatDuration: 2)) == 2)
            #expect(active(MediaTiming(repeatCount: .infinity)) == .infinity)
            #expect(active(MediaTiming(repeatCount: Double(Float.greatestFiniteMagnitude))) == .infinity)
        }

        @Test func removedFillShowsNothingOutsideTheActiveDuration() {
            let timing = MediaTiming(beginTime: 1, duration: 2)
            #expect(timing.localTime(parentTime: 0.999) == nil)
            #expect(timing.localTime(parentTime: 1)?.basicTime == 0)
            #expect(timing.localTime(parentTime: 2.5)?.basicTime == 1.5)
            #expect(timing.localTime(parentTime: 3) == nil)
        }

        @Test func fillsClampToTheEnds() {
            let backwards = MediaTiming(beginTime: 1, duration: 2, fillMode: .backwards)
            #expect(
                backwards.localTime(parentTime: 0)
                    == AnimationLocalTime(phase: .before, basicTime: 0, duration: 2, iteration: 0))
            #expect(backwards.localTime(parentTime: 5) == nil)
            let forwards = MediaTiming(beginTime: 1, duration: 2, fillMode: .forwards)
            #expect(forwards.localTime(parentTime: 0) == nil)
            #expect(
                forwards.localTime(parentTime: 5)
                    == AnimationLocalTime(phase: .after, basicTime: 2, duration: 2, iteration: 0))
            let both = MediaTiming(beginTime: 1, duration: 2, fillMode: .both)
            #expect(both.localTime(parentTime: 0)?.phase == .before && both.localTime(parentTime: 9)?.phase == .after)
        }

        @Test func fractionalRepeatsFreezeInsideTheLastCycle() {
            // 2.5 cycles of 1 s, frozen: half way through the third cycle.
            let timing = MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
            #expect(
                timing.localTime(parentTime: 10)
                    == AnimationLocalTime(phase: .after, basicTime: 0.5, duration: 1, iteration: 2))
            // Whole repeats freeze at the end of the last cycle, not the start of another.
            let whole = MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards)
            #expect(
                whole.localTime(parentTime: 3)
                    == AnimationLocalTime(phase: .after, basicTime: 1, duration: 1, iteration: 2))
            #expect(whole.localTime(parentTime: 1)?.iteration == 1 && whole.localTime(parentTime: 1)?.basicTime == 0)
        }

        @Test func autoreverseRunsEachCycleForwardThenBack() {
            let timing = MediaTiming(duration: 2, repeatCount: 2, autoreverses: true, fillMode: .forwards)
            let samples: [(Double, Double, Int)] = [
                (0.5, 0.5, 0), (2, 2, 0), (3, 1, 0), (4, 0, 1), (5.5, 1.5, 1), (7, 1, 1),
            ]
            for (t, basic, iteration) in samples {
                #expect(timing.localTime(parentTime: t)?.basicTime == basic, "t = \(t)")
                #expect(timing.localTime(parentTime: t)?.iteration == iteration, "t = \(t)")
            }
            // Frozen after two full cycles: back at the start of the forward pass.
            #expect(timing.localTime(parentTime: 100)?.basicTime == 0)
        }

        @Test func timeOffsetStartsPartWayAndWrapsAround() {
            // Lockwood: a 1 s animation with timeOffset 0.5 starts half way, loops round, and still
            // plays for 1 s in total.
            let timing = MediaTiming(duration: 1, timeOffset: 0.5)
            #expect(timing.localTime(parentTime: 0)?.basicTime == 0.5)
            #expect(abs(timing.localTime(parentTime: 0.25)!.basicTime - 0.75) < 1e-12)
            #expect(abs(timing.localTime(parentTime: 0.75)!.basicTime - 0.25) < 1e-12)
            #expect(timing.localTime(parentTime: 1) == nil)
        }

        @Test func speedScalesAndZeroFreezesAtTheOffset() {
            let fast = MediaTiming(beginTime: 1, duration: 1, speed: 2)
            #expect(fast.localTime(parentTime: 1.25)?.basicTime == 0.5)
            #expect(fast.localTime(parentTime: 1.5) == nil)
            let frozen = MediaTiming(duration: 1, speed: 0, timeOffset: 0.3)
            for t in [-5.0, 0, 7, 1e6] { #expect(frozen.localTime(parentTime: t)?.basicTime == 0.3) }
        }

        /// The basic time by a slow, loop-based reading of the same rules: repeated subtraction
        /// instead of floors and modulo.
        private func reference(_ m: MediaTiming, _ parent: Double) -> (basic: Double, iteration: Int)? {
            let d = m.duration
            let cycle = m.autoreverses ? 2 * d : d
            let active = m.repeatCount > 0 ? m.repeatCount * cycle : cycle
            let e = (parent - m.beginTime) * m.speed
            var p: Double
            var after = false
            if e < 0 {
                guard m.fillMode == .backwards || m.fillMode == .both else { return nil }
                p = m.timeOffset
            } else if e >= active {
                guard m.fillMode == .forwards || m.fillMode == .both else { return nil }
                (p, after) = (active + m.timeOffset, true)
            } else {
                p = e + m.timeOffset
            }
            while p < 0 || (!after && p >= active) { p += p < 0 ? active : -active }
            while after && p > active { p -= active }
            if after && p <= 0 { p += active }
            var i = 0
            while after ? p > cycle : p >= cycle {
                p -= cycle
                i += 1
            }
            return (m.autoreverses && p > d ? 2 * d - p : p, i)
        }

        @Test(arguments: 0..<200)
        func randomTimingsMatchALoopBasedReading(seed: Int) {
            testReport("MediaTimingTests.randomTimingsMatchALoopBasedReading seed \(seed)")
            var rng = SeededRandom(seed: UInt64(seed))
            let timing = MediaTiming(
                beginTime: rng.double(-2...2), duration: rng.double(0.1...2), speed: rng.double(0.25...3),
                timeOffset: rng.chance(0.5) ? 0 : rng.double(-1...3),
                repeatCount: rng.chance(0.3) ? 0 : rng.double(0.5...4),
                autoreverses: rng.chance(0.5), fillMode: FillMode.allCases[rng.int(0...3)])
            for _ in 0..<50 {
                let t = rng.double(-4...12)
                let actual = timing.localTime(parentTime: t)
                let expected = reference(timing, t)
                #expect((actual == nil) == (expected == nil), "seed \(seed), t = \(t)")
                guard let actual, let expected else { continue }
                #expect(abs(actual.basicTime - expected.basic) < 1e-9, "seed \(seed), t = \(t)")
                #expect(actual.iteration == expected.iteration, "seed \(seed), t = \(t)")
            }
        }
    }
}
