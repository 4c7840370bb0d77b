import Foundation
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    /// The examples of tutorial 001 (/work/shared/reference/tutorials/001_df50838ad7953cbf.txt), as
    /// the Core Animation fact sheet's §11 turns them into numbers.
    @Suite struct TutorialFixtureTests {
        @Test func fixture1UIViewMoveIsABasicAnimationFromTheOldPosition() {
            // frame (0, 0, 100, 40) → (0, 300, 100, 40) over 3 s: position (50, 20) → (50, 320). UIKit
            // sets the model to the end and animates from the old value with its default
            // ease-in-ease-out curve (the "from only" row: the end is the live model value).
            var layer = AnimatedLayer()
            layer.model.position = CGPoint(x: 50, y: 320)
            layer.add(
                .basic(
                    BasicAnimation(
                        keyPath: .position, from: point(50, 20), timing: MediaTiming(duration: 3),
                        timingFunction: .easeInEaseOut)), atAbsoluteTime: 0)
            expectClose(
                .point(layer.presentation(atAbsoluteTime: 0.75).position), point(50, 20 + 300 * 0.129162),
                tolerance: 1e-4)
            expectClose(.point(layer.presentation(atAbsoluteTime: 1.5).position), point(50, 170), tolerance: 1e-9)
            #expect(layer.presentation(atAbsoluteTime: 3).position == CGPoint(x: 50, y: 320))
        }

        @Test func fixture3CumulativeRepeatsStartFromThePreviousEnd() {
            // frame (200, 400, 100, 40): model position (250, 420). from (100, 60) to (100, 200),
            // duration 1, repeatCount 3, removedOnCompletion NO, cumulative YES.
            var layer = AnimatedLayer()
            layer.model.position = CGPoint(x: 250, y: 420)
            let move = BasicAnimation(
                keyPath: .position, from: point(100, 60), to: point(100, 200),
                timing: MediaTiming(duration: 1, repeatCount: 3),
                isCumulative: true, isRemovedOnCompletion: false)
            layer.add(.basic(move), forKey: "move", atAbsoluteTime: 0)
            func at(_ t: Double) -> AnimationValue { .point(layer.presentation(atAbsoluteTime: t).position) }
            expectClose(at(0.5), point(100, 130))
            // "the second cycle starts not at (100, 60) but with the previous end added: (200, 260)".
            expectClose(at(1), point(200, 260))
            expectClose(at(2 - 1e-9), point(200, 400), tolerance: 1e-6)
            expectClose(at(2), point(300, 460))
            expectClose(at(3 - 1e-9), point(300, 600), tolerance: 1e-6)
            // Fill mode removed: back to the model although the animation is still attached.
            expectClose(at(3), point(250, 420))
            #expect(layer.animationKeys == ["move"])
        }

        @Test func fixture3AdditiveAddsTheModelValue() {
            // "the button's x is 200, fromValue's x is 100; with additive the animation starts at
            // 200 + 100 = 300" for the frame's origin; for position: (250, 420) + (100, 60).
            var layer = AnimatedLayer()
            layer.model.position = CGPoint(x: 250, y: 420)
            layer.add(
                .basic(
                    BasicAnimation(
                        keyPath: .position, from: point(100, 60), to: point(100, 200), timing: MediaTiming(duration: 1),
                        isAdditive: true)), atAbsoluteTime: 0)
            #expect(layer.presentation(atAbsoluteTime: 0).position == CGPoint(x: 350, y: 480))
            #expect(layer.presentation(atAbsoluteTime: 0.5).position == CGPoint(x: 350, y: 550))
        }

        @Test func fixture4KeyframesAlongACircle() {
            // path: arc centre (200, 300), radius 100, 0 → 2π clockwise; duration 5; linear; no key
            // times: four quarter curves, 1.25 s each.
            var path = AnimationPath()
            path.addArc(center: CGPoint(x: 200, y: 300), radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            var layer = AnimatedLayer()
            layer.add(
                .keyframe(KeyframeAnimation(keyPath: .position, path: path, timing: MediaTiming(duration: 5))),
                atAbsoluteTime: 0)
            let expected: [(Double, CGPoint)] = [
                (0, CGPoint(x: 300, y: 300)), (1.25, CGPoint(x: 200, y: 400)), (2.5, CGPoint(x: 100, y: 300)),
                (3.75, CGPoint(x: 200, y: 200)), (5 - 1e-9, CGPoint(x: 300, y: 300)),
                // Half of a quarter: the quarter curve's midpoint, on the circle at 45°.
                (0.625, CGPoint(x: 200 + 100 / 2.0.squareRoot(), y: 300 + 100 / 2.0.squareRoot())),
            ]
            for (t, p) in expected {
                expectClose(
                    .point(layer.presentation(atAbsoluteTime: t).position), .point(p), tolerance: 1e-5, "t = \(t)")
            }
        }

        @Test func fixture5PacedEvensOutTheTime() {
            // A → B in 10 s and B → C in 20 s over equal distances: paced makes it 15 s and 15 s.
            let values = [point(0, 0), point(100, 0), point(200, 0)]
            let timing = MediaTiming(duration: 30)
            let linear = KeyframeAnimation(
                keyPath: .position, values: values, keyTimes: [0, 1.0 / 3, 1], timing: timing)
            let paced = KeyframeAnimation(
                keyPath: .position, values: values, keyTimes: [0, 1.0 / 3, 1], calculationMode: .paced, timing: timing)
            expectClose(linear.value(atProgress: 10.0 / 30), point(100, 0), tolerance: 1e-9)
            expectClose(paced.value(atProgress: 10.0 / 30), point(200.0 / 3, 0), tolerance: 1e-9)
            expectClose(paced.value(atProgress: 15.0 / 30), point(100, 0), tolerance: 1e-9)
            // Discrete shows only the keyframes.
            let discrete = KeyframeAnimation(
                keyPath: .position, values: values, calculationMode: .discrete, timing: timing)
            #expect((0...30).allSatisfy { values.contains(discrete.value(atProgress: Double($0) / 30)!) })
        }

        @Test func fixture7GroupChildrenRunIndependently() {
            // "animation 1 lasts 1 s, animation 2 lasts 5 s: the last 4 s show only animation 2."
            var layer = AnimatedLayer()
            layer.model.position = CGPoint(x: 7, y: 7)
            let one = BasicAnimation(
                keyPath: .positionX, from: .scalar(0), to: .scalar(100), timing: MediaTiming(duration: 1))
            let two = BasicAnimation(
                keyPath: .opacity, from: .scalar(1), to: .scalar(0), timing: MediaTiming(duration: 5))
            layer.add(
                .group(AnimationGroup(animations: [.basic(one), .basic(two)], timing: MediaTiming(duration: 5))),
                atAbsoluteTime: 0)
            #expect(layer.presentation(atAbsoluteTime: 0.5).position.x == 50)
            #expect(abs(layer.presentation(atAbsoluteTime: 0.5).opacity - 0.9) < 1e-12)
            #expect(layer.presentation(atAbsoluteTime: 2).position.x == 7)
            #expect(abs(layer.presentation(atAbsoluteTime: 2).opacity - 0.6) < 1e-12)
            #expect(layer.presentation(atAbsoluteTime: 5).opacity == 1)
        }

        @Test func fixture8SpringIsCutOffAtItsDuration() {
            // center (0, 200); toValue (200, 200); duration 10, mass 10, stiffness 50, damping 1.
            var layer = AnimatedLayer()
            layer.model.position = CGPoint(x: 0, y: 200)
            let spring = SpringAnimation(
                keyPath: .position, to: point(200, 200), mass: 10, stiffness: 50, damping: 1,
                timing: MediaTiming(duration: 10))
            layer.add(.spring(spring), forKey: "spring", atAbsoluteTime: 0)
            // x(t) from the fact sheet's table (ω₀ = √5, ζ = 0.022361).
            let table: [(Double, Double)] = [
                (0.25, 0.150969), (0.5, 0.553491), (1, 1.570004), (2, 1.235938), (3, 0.207366), (5, 0.876194),
                (7.5, 1.350381),
            ]
            for (t, x) in table {
                expectClose(
                    .point(layer.presentation(atAbsoluteTime: t).position), point(200 * x, 200), tolerance: 2e-4,
                    "t = \(t)")
            }
            // Still swinging (x(10) = 1.571633) when cut off: the model again.
            expectClose(
                .point(layer.presentation(atAbsoluteTime: 10 - 1e-9).position), point(200 * 1.571633, 200),
                tolerance: 2e-4)
            #expect(layer.presentation(atAbsoluteTime: 10).position == CGPoint(x: 0, y: 200))
        }

        @Test func fixture9ApplesSpringExample() {
            // position.x 0 → 640, m = 1, k = 100, c = 5, duration 2.
            let s = SpringAnimation(
                keyPath: .positionX, from: .scalar(0), to: .scalar(640), damping: 5, timing: MediaTiming(duration: 2))
            for (t, x) in [(0.1, 251.48), (0.25, 838.94), (0.5, 663.39), (1, 694.26), (2, 635.70)] {
                expectClose(
                    s.value(at: activeTime(t, duration: 2), model: .scalar(0), presentationWhenAdded: .scalar(0)),
                    .scalar(x), tolerance: 0.005, "t = \(t)")
            }
        }

        @Test func fixture10FontSizeStyleScalarRunsLinearly() {
            // CATextLayer fontSize 10 → 30 over 5 s, then the model's 36: the same scalar rules on a
            // key path MatchCut has (border width).
            var layer = AnimatedLayer()
            layer.model.borderWidth = 36
            layer.add(
                .basic(
                    BasicAnimation(
                        keyPath: .borderWidth, from: .scalar(10), to: .scalar(30), timing: MediaTiming(duration: 5))),
                atAbsoluteTime: 0)
            for t in [0.0, 1, 2.5, 4.9] {
                #expect(abs(layer.presentation(atAbsoluteTime: t).borderWidth - (10 + 4 * t)) < 1e-9)
            }
            #expect(layer.presentation(atAbsoluteTime: 5).borderWidth == 36)
        }

        @Test func fixture11StrokeGroupAutoreverses() {
            // strokeStart 0 → 0.6 and strokeEnd 0.4 → 1, each 5 s, in a 5 s group that autoreverses.
            var layer = AnimatedLayer()
            let start = BasicAnimation(
                keyPath: .strokeStart, from: .scalar(0), to: .scalar(0.6), timing: MediaTiming(duration: 5))
            let end = BasicAnimation(
                keyPath: .strokeEnd, from: .scalar(0.4), to: .scalar(1), timing: MediaTiming(duration: 5))
            layer.add(
                .group(
                    AnimationGroup(
                        animations: [.basic(start), .basic(end)], timing: MediaTiming(duration: 5, autoreverses: true))),
                forKey: "runningLine", atAbsoluteTime: 0)
            // (At the exact turn, t = 5, each child is at its own end: not sampled.)
            for t in [0.0, 1, 2.5, 4, 4.999, 5.001, 6, 7.5, 9.9] {
                let shown = layer.presentation(atAbsoluteTime: t)
                let forward = t <= 5 ? t : 10 - t
                #expect(abs(shown.strokeStart - 0.12 * forward) < 1e-9, "t = \(t)")
                #expect(abs(shown.strokeEnd - (0.4 + 0.12 * forward)) < 1e-9, "t = \(t)")
            }
            #expect(
                layer.presentation(atAbsoluteTime: 10).strokeStart == 0
                    && layer.presentation(atAbsoluteTime: 10).strokeEnd == 1)
        }

        @Test func fixture12ScrubbingAPausedAnimationIsLinear() {
            // UIViewPropertyAnimator(duration: 5, curve: .easeOut) { scale 0.1 }, paused and scrubbed:
            // scrubsLinearly, so the scale is lerp(1, 0.1, fractionComplete).
            var layer = AnimatedLayer()
            layer.model.transform = Transform3D(scaleX: 0.1, y: 0.1)
            layer.add(
                .basic(
                    BasicAnimation(keyPath: .transform, from: .transform(.identity), timing: MediaTiming(duration: 5))),
                atAbsoluteTime: 20)
            layer.pause(atAbsoluteTime: 20)
            for f in [0.0, 0.3, 0.75] {
                layer.timing.scrub(toLocalTime: 20 + f * 5)
                let scale = 1 - 0.9 * f
                expectClose(
                    .transform(layer.presentation(atAbsoluteTime: 99).transform),
                    .transform(Transform3D(scaleX: scale, y: scale)), tolerance: 1e-12)
            }
            // Running instead, the ease-out curve applies: at half time 1 − 0.9 · 0.684643.
            var running = AnimatedLayer()
            running.model.transform = Transform3D(scaleX: 0.1, y: 0.1)
            running.add(
                .basic(
                    BasicAnimation(
                        keyPath: .transform, from: .transform(.identity), timing: MediaTiming(duration: 5),
                        timingFunction: .easeOut)), atAbsoluteTime: 0)
            let s = 1 - 0.9 * 0.684643
            expectClose(
                .transform(running.presentation(atAbsoluteTime: 2.5).transform),
                .transform(Transform3D(scaleX: s, y: s)), tolerance: 1e-6)
        }

        @Test func fixture13RollerTransitionTransforms() {
            // Push: toView from Concat(Translate(w(1 + 1/0.7)/2, 0), Scale(0.7)) to identity, w = 375:
            // the translation applies first and is scaled, so the start offset is 0.85 w = 318.75.
            let w = 375.0
            let start = Transform3D(translationX: w * (1 + 1 / 0.7) / 2, y: 0).concatenating(
                Transform3D(scaleX: 0.7, y: 0.7))
            #expect(abs(start.m41 - 318.75) < 1e-9 && abs(start.m11 - 0.7) < 1e-12)
            var to = AnimatedLayer()
            to.add(
                .basic(
                    BasicAnimation(
                        keyPath: .transform, from: .transform(start), to: .transform(.identity),
                        timing: MediaTiming(duration: 1))), atAbsoluteTime: 0)
            // Half way by decomposition: scale 0.85, translation 159.375.
            var half = Transform3D(scaleX: 0.85, y: 0.85)
            half.m41 = 159.375
            expectClose(.transform(to.presentation(atAbsoluteTime: 0.5).transform), .transform(half), tolerance: 1e-9)
            // fromView: identity → Scale(0.7).
            let from = BasicAnimation(
                keyPath: .transform, from: .transform(.identity), to: .transform(Transform3D(scaleX: 0.7, y: 0.7)))
            expectClose(
                from.value(
                    at: activeTime(0.5, duration: 1), model: .transform(.identity),
                    presentationWhenAdded: .transform(.identity)), .transform(Transform3D(scaleX: 0.85, y: 0.85)),
                tolerance: 1e-12)
        }
    }
}
