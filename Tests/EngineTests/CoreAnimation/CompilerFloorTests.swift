import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    /// A candidate for a size, radius or width that would pass below 0 is not played (the motion
    /// stops at 0 and Core Animation would not): the bound that spares sampling a candidate
    /// (``StandInCompilation/staysAboveZero(_:in:)``) never spares one that goes below.
    @Suite struct CompilerFloorTests {
        /// A random basic or spring candidate of a size or radius, its ends sometimes at or near 0,
        /// its timing function's control points sometimes overshooting, its spring bouncy or not,
        /// leaving at rest or moving; and the window it plays in.
        static func candidate(_ rng: inout SeededRandom) -> (LayerAnimation, MotionWindow) {
            func end() -> Double { rng.chance(0.3) ? [0, 1e-12, 0.5, 3][rng.int(0...3)] : rng.double(1...400) }
            let isSize = rng.chance(0.5)
            let property: AnimatableProperty = isSize ? .boundsSize : .cornerRadius
            let (from, to): (AnimationValue, AnimationValue) =
                isSize
                ? (.size(CGSize(width: end(), height: end())), .size(CGSize(width: end(), height: end())))
                : (.scalar(end()), .scalar(end()))
            let start = rng.double(0...0.3)
            let duration = rng.double(0.1...0.6)
            let window = MotionWindow(start: start, end: start + duration, duration: duration, drive: .none, arc: false)
            let timing = MediaTiming(beginTime: start, duration: duration, fillMode: .forwards)
            if rng.chance(0.5) {
                let easing: CubicBezierTiming? =
                    rng.chance(0.2)
                    ? nil
                    : CubicBezierTiming(
                        rng.double(0...1), rng.double(-0.6...1.6), rng.double(0...1), rng.double(-0.6...1.6))
                return (
                    .basic(
                        BasicAnimation(
                            keyPath: property, from: from, to: to, timing: timing, timingFunction: easing,
                            isRemovedOnCompletion: false)), window
                )
            }
            let spring = DampedSpring(dampingRatio: rng.double(0.1...1), response: rng.double(0.15...0.8))
            return (
                .spring(
                    SpringAnimation(
                        keyPath: property, from: from, to: to, mass: spring.mass, stiffness: spring.stiffness,
                        damping: spring.damping, initialVelocity: rng.chance(0.4) ? 0 : rng.double(-20...20),
                        timing: timing, isRemovedOnCompletion: false)), window
            )
        }

        /// The least component of what `animation` shows at `time` (`-infinity` for nothing).
        static func least(_ animation: LayerAnimation, at time: Double) -> Double {
            switch StandInCompilation.value(of: animation, at: time) {
            case .scalar(let x)?: x
            case .size(let s)?: min(Double(s.width), Double(s.height))
            default: -.infinity
            }
        }

        @Test func theBoundNeverSparesACandidateThatGoesBelowZero() {
            var (spared, below) = (0, 0)
            for seed in 0..<600 {
                var rng = SeededRandom(seed: UInt64(seed))
                let (animation, window) = Self.candidate(&rng)
                let sampled = StandInCompilation.sampledGoesNegative(animation, window)
                let decided = StandInCompilation.goesNegative(animation, window, animation.keyPath!)
                #expect(decided == sampled, "seed \(seed): \(decided) against 257 samples' \(sampled)")
                if sampled { below += 1 }
                guard StandInCompilation.staysAboveZero(animation, in: window) else { continue }
                spared += 1
                // Spared: something shown and nothing below 0 at 4,000 times over its window.
                let span = window.end - window.start
                for i in 0...4000 {
                    let t = window.start + span * Double(i) / 4000
                    let x = Self.least(animation, at: t)
                    guard x >= 0 else {
                        Issue.record("seed \(seed): spared, but shows \(x) at \(t) s")
                        break
                    }
                }
            }
            // Both ways are taken: the bound spares most candidates, and some do go below 0.
            #expect(spared > 200, "spared \(spared) of 600")
            #expect(below > 20, "\(below) of 600 go below 0")
        }

        @Test func aCandidateItCannotBoundIsSampled() {
            let timing = MediaTiming(beginTime: 0, duration: 0.3, fillMode: .forwards)
            let window = MotionWindow(start: 0, end: 0.3, duration: 0.3, drive: .none, arc: false)
            // An end at 0: rounding could take a blend below it.
            let toZero = LayerAnimation.basic(
                BasicAnimation(
                    keyPath: .cornerRadius, from: .scalar(12), to: .scalar(0), timing: timing,
                    isRemovedOnCompletion: false))
            #expect(!StandInCompilation.staysAboveZero(toZero, in: window))
            // A `by` animation: its ends depend on the model.
            let by = LayerAnimation.basic(
                BasicAnimation(keyPath: .cornerRadius, by: .scalar(5), timing: timing, isRemovedOnCompletion: false))
            #expect(!StandInCompilation.staysAboveZero(by, in: window))
            // A bouncy spring shrinking past 0.
            let spring = DampedSpring(dampingRatio: 0.3, response: 0.4)
            let bouncy = LayerAnimation.spring(
                SpringAnimation(
                    keyPath: .boundsSize, from: .size(CGSize(width: 200, height: 200)),
                    to: .size(CGSize(width: 20, height: 20)), mass: spring.mass, stiffness: spring.stiffness,
                    damping: spring.damping, timing: timing, isRemovedOnCompletion: false))
            #expect(!StandInCompilation.staysAboveZero(bouncy, in: window))
            #expect(StandInCompilation.goesNegative(bouncy, window, .boundsSize))
            // Clear of 0, but not shown everywhere in the window: begun after its start, not
            // filling forwards, removed on completion, or of another kind than its key path.
            let clear = BasicAnimation(
                keyPath: .cornerRadius, from: .scalar(12), to: .scalar(30), timing: timing, isRemovedOnCompletion: false)
            #expect(StandInCompilation.staysAboveZero(.basic(clear), in: window))
            var late = clear
            late.timing.beginTime = 0.1
            var unfilled = clear
            unfilled.timing.fillMode = .removed
            var removed = clear
            removed.isRemovedOnCompletion = true
            var sized = clear
            sized.keyPath = .boundsSize
            for animation in [late, unfilled, removed, sized] {
                #expect(!StandInCompilation.staysAboveZero(.basic(animation), in: window))
                #expect(StandInCompilation.sampledGoesNegative(.basic(animation), window))
            }
        }
    }
}
