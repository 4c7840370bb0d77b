import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    @Suite struct BasicAnimationTests {
        private let model = AnimationValue.scalar(100)
        private let captured = AnimationValue.scalar(-7)

        private func ends(from: Double? = nil, to: Double? = nil, by: Double? = nil) -> (Double, Double)? {
            let a = BasicAnimation(
                keyPath: .opacity, from: from.map(AnimationValue.scalar), to: to.map(AnimationValue.scalar),
                by: by.map(AnimationValue.scalar))
            guard let (f, t) = a.endpoints(model: model, presentationWhenAdded: captured),
                case .scalar(let x) = f, case .scalar(let y) = t
            else { return nil }
            return (x, y)
        }

        @Test func fromToByFollowTheTable() {
            // CAAnimation.h's six rows and the class page's all-nil row; the model value is 100 and the
            // presentation value when added −7.
            #expect(ends(from: 1, to: 2)! == (1, 2))
            #expect(ends(from: 1, by: 5)! == (1, 6))
            #expect(ends(to: 2, by: 5)! == (-3, 2))
            #expect(ends(from: 1)! == (1, 100))
            #expect(ends(to: 2)! == (100, 2))
            #expect(ends(by: 5)! == (100, 105))
            #expect(ends()! == (-7, 100))
            // All three set: the earlier row (from and to) wins.
            #expect(ends(from: 1, to: 2, by: 50)! == (1, 2))
        }

        @Test func byValuesOfTransformsConcatenate() {
            // from + by for transforms is concatenation: from (translate 10) then by (rotate 90°)
            // applied first.
            let by = rotationZ(degrees: 90)
            let from = Transform3D(translationX: 10, y: 0)
            let a = BasicAnimation(keyPath: .transform, from: .transform(from), by: .transform(by))
            let (_, to) = a.endpoints(model: .transform(.identity), presentationWhenAdded: .transform(.identity))!
            expectClose(to, .transform(by.concatenating(from)), tolerance: 1e-12)
            let back = BasicAnimation(keyPath: .transform, to: to, by: .transform(by))
            expectClose(
                back.endpoints(model: .transform(.identity), presentationWhenAdded: .transform(.identity))?.from,
                .transform(from), tolerance: 1e-12)
        }

        @Test func wrongKindsGiveNoValue() {
            let a = BasicAnimation(keyPath: .position, from: .scalar(1), to: .scalar(2))
            #expect(
                a.value(at: activeTime(0.5, duration: 1), model: point(0, 0), presentationWhenAdded: point(0, 0)) == nil
            )
        }

        @Test(arguments: [
            (CubicBezierTiming.easeIn, [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
            (CubicBezierTiming.easeOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
            (CubicBezierTiming.easeInEaseOut, [0.019722, 0.129162, 0.500000, 0.870838, 0.980278]),
            (CubicBezierTiming.default, [0.094796, 0.408511, 0.802403, 0.960459, 0.994316]),
        ])
        func timingFunctionsEaseEachCycle(curve: CubicBezierTiming, expected: [Double]) {
            // The fact sheet's bisection values for CAMediaTimingFunction's named curves.
            let a = BasicAnimation(keyPath: .opacity, from: .scalar(0), to: .scalar(1), timingFunction: curve)
            for (x, y) in zip([0.1, 0.25, 0.5, 0.75, 0.9], expected) {
                expectClose(
                    a.value(at: activeTime(x * 2, duration: 2), model: .scalar(0), presentationWhenAdded: .scalar(0)),
                    .scalar(y), tolerance: 1e-6)
            }
        }

        @Test func theReverseHalfReplaysTheSameCurve() {
            // Autoreversing does not flip the timing function: at 3/4 of a cycle the value is the
            // eased value at 1/2 again (Dean Jackson: "it's the input progress that runs backwards").
            let a = BasicAnimation(
                keyPath: .opacity, from: .scalar(0), to: .scalar(1),
                timing: MediaTiming(duration: 1, autoreverses: true), timingFunction: .easeIn)
            var layer = AnimatedLayer()
            layer.add(.basic(a), atAbsoluteTime: 0)
            #expect(abs(layer.presentation(atAbsoluteTime: 1.5).opacity - 0.315357) < 1e-6)
            #expect(abs(layer.presentation(atAbsoluteTime: 1.75).opacity - 0.093465) < 1e-6)
        }

        @Test func cumulativeCyclesStartWhereTheLastEnded() {
            let a = BasicAnimation(keyPath: .opacity, from: .scalar(1), to: .scalar(3), isCumulative: true)
            func value(_ basic: Double, _ i: Int) -> AnimationValue? {
                a.value(
                    at: activeTime(basic, duration: 1, iteration: i), model: .scalar(0),
                    presentationWhenAdded: .scalar(0))
            }
            // Cycle i shows i·to + V(y): 3·2 + 2 at the middle of the third cycle.
            expectClose(value(0.5, 0), .scalar(2))
            expectClose(value(0, 1), .scalar(4))
            expectClose(value(0.5, 2), .scalar(8))
            let plain = BasicAnimation(keyPath: .opacity, from: .scalar(1), to: .scalar(3))
            expectClose(
                plain.value(
                    at: activeTime(0.5, duration: 1, iteration: 2), model: .scalar(0), presentationWhenAdded: .scalar(0)
                ), .scalar(2))
        }

        @Test(arguments: 0..<100)
        func randomAutoreversingAnimationsAreSymmetricInEachCycle(seed: Int) {
            testReport("BasicAnimationTests.randomAutoreversingAnimationsAreSymmetricInEachCycle seed \(seed)")
            var rng = SeededRandom(seed: UInt64(seed))
            let d = rng.double(0.2...3)
            let begin = rng.double(-1...1)
            let timing = MediaTiming(
                beginTime: begin, duration: d, speed: rng.double(0.5...2), repeatCount: rng.double(1...4),
                autoreverses: true)
            let curve = CubicBezierTiming(rng.double(0...1), rng.double(-1...2), rng.double(0...1), rng.double(-1...2))
            let a = BasicAnimation(
                keyPath: .position, from: point(rng.double(-50...50), 0), to: point(0, rng.double(-50...50)),
                timing: timing, timingFunction: curve)
            for _ in 0..<20 {
                // Two parent times the same distance either side of a cycle's turning point.
                let cycle = Double(rng.int(0...Int(timing.repeatCount) - 1))
                let u = rng.double(0...d)
                let turn = cycle * 2 * d + d
                let before = begin + (turn - u) / timing.speed
                let after = begin + (turn + u) / timing.speed
                guard let t1 = timing.localTime(parentTime: before), let t2 = timing.localTime(parentTime: after) else {
                    continue
                }
                let v1 = a.value(at: t1, model: point(0, 0), presentationWhenAdded: point(0, 0))
                expectClose(
                    v1, a.value(at: t2, model: point(0, 0), presentationWhenAdded: point(0, 0))!, tolerance: 1e-6,
                    "seed \(seed)")
            }
        }
    }
}
