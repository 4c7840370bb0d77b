import Foundation
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    @Suite struct AnimationGroupTests {
        private func ramp(
            _ keyPath: AnimatableProperty = .opacity, duration: Double, begin: Double = 0, fill: FillMode = .removed
        ) -> LayerAnimation {
            .basic(
                BasicAnimation(
                    keyPath: keyPath, from: .scalar(0), to: .scalar(1),
                    timing: MediaTiming(beginTime: begin, duration: duration, fillMode: fill)))
        }

        private func layer(_ group: AnimationGroup, at time: Double = 0) -> AnimatedLayer {
            var layer = AnimatedLayer()
            layer.model.opacity = -1  // shown as 0 once clamped; unmistakable when checking the model
            layer.model.strokeEnd = 7
            layer.model.strokeStart = 9
            layer.add(.group(group), atAbsoluteTime: time)
            return layer
        }

        @Test func childrenAreClippedNotScaled() {
            // Apple: "a 10 second animation grouped within an animation group with a duration of 5
            // seconds displays only the first 5 seconds of the animation."
            let l = layer(
                AnimationGroup(animations: [ramp(.strokeEnd, duration: 10)], timing: MediaTiming(duration: 5)))
            #expect(abs(l.presentation(atAbsoluteTime: 4.9).strokeEnd - 0.49) < 1e-12)
            #expect(l.presentation(atAbsoluteTime: 5).strokeEnd == 7)
        }

        @Test func theGroupsTimingFunctionEasesItsChildren() {
            let l = layer(
                AnimationGroup(
                    animations: [ramp(.strokeEnd, duration: 1)], timing: MediaTiming(duration: 1),
                    timingFunction: .easeIn))
            // easeIn at 0.5 is 0.315357 (CAMediaTimingFunction's curve, bisection).
            #expect(abs(l.presentation(atAbsoluteTime: 0.5).strokeEnd - 0.315357) < 1e-6)
        }

        @Test func childTimesCountFromTheGroupsStart() {
            // A child's beginTime of 0 is the group's start, not "now"; 1 is a second into the group.
            let l = layer(
                AnimationGroup(animations: [ramp(.strokeEnd, duration: 1, begin: 1)], timing: MediaTiming(duration: 3)),
                at: 100)
            #expect(l.presentation(atAbsoluteTime: 100.5).strokeEnd == 7)
            #expect(l.presentation(atAbsoluteTime: 101.5).strokeEnd == 0.5)
        }

        @Test func aChildWithoutDurationLastsAsLongAsTheGroup() {
            let l = layer(AnimationGroup(animations: [ramp(.strokeEnd, duration: 0)], timing: MediaTiming(duration: 2)))
            #expect(l.presentation(atAbsoluteTime: 1).strokeEnd == 0.5)
            #expect(l.presentation(atAbsoluteTime: 1.9).strokeEnd == 0.95)
        }

        @Test func aChildsFillModeDecidesInsideTheGroup() {
            // Children's isRemovedOnCompletion is ignored; their fill mode still applies.
            let group = AnimationGroup(
                animations: [ramp(.strokeEnd, duration: 1, fill: .forwards), ramp(.strokeStart, duration: 1)],
                timing: MediaTiming(duration: 3, fillMode: .forwards), isRemovedOnCompletion: false)
            let l = layer(group)
            #expect(l.presentation(atAbsoluteTime: 2).strokeEnd == 1)
            #expect(l.presentation(atAbsoluteTime: 2).strokeStart == 9)  // the model
            #expect(l.presentation(atAbsoluteTime: 0.5).strokeStart == 0.5)
            // The group itself holds its end: the held child stays at 1 long after.
            #expect(l.presentation(atAbsoluteTime: 60).strokeEnd == 1)
        }

        @Test func childrenStackInOrder() {
            let constant = { (v: Double, additive: Bool) -> LayerAnimation in
                .basic(
                    BasicAnimation(
                        keyPath: .strokeEnd, from: .scalar(v), to: .scalar(v), timing: MediaTiming(duration: 1),
                        isAdditive: additive))
            }
            let l = layer(
                AnimationGroup(
                    animations: [constant(2, false), constant(0.25, true)], timing: MediaTiming(duration: 1)))
            #expect(l.presentation(atAbsoluteTime: 0.5).strokeEnd == 2.25)
        }
    }
}
