import Foundation
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    @Suite struct LayerAnimationJSONTests {
        private func text(_ animation: LayerAnimation) -> String { JSONWriter(indent: nil).string(animation.json()) }

        @Test func basicAnimationsWriteTheSharedShape() {
            let a = BasicAnimation(
                keyPath: .position, from: point(1, 2), to: point(3.5, 4),
                timing: MediaTiming(beginTime: 0.1, duration: 0.4),
                timingFunction: .easeInEaseOut)
            #expect(
                text(.basic(a))
                    == #"{"type":"basic","keyPath":"position","beginTime":0.1,"duration":0.4,"fillMode":"removed","additive":false,"#
                    + #""from":[1, 2],"to":[3.5, 4],"by":null,"timingFunction":[0.42, 0, 0.58, 1]}"#)
            var b = BasicAnimation(
                keyPath: .opacity, by: .scalar(-0.5),
                timing: MediaTiming(duration: 1, speed: 2, repeatCount: 3, autoreverses: true, fillMode: .both),
                isAdditive: true, isCumulative: true, isRemovedOnCompletion: false)
            b.timing.timeOffset = 0.25
            #expect(
                text(.basic(b))
                    == #"{"type":"basic","keyPath":"opacity","beginTime":0,"duration":1,"fillMode":"both","additive":true,"#
                    + #""speed":2,"timeOffset":0.25,"repeatCount":3,"autoreverses":true,"cumulative":true,"removedOnCompletion":false,"#
                    + #""from":null,"to":null,"by":-0.5,"timingFunction":null}"#)
        }

        @Test func keyframeAnimationsWriteValuesKeyTimesAndMode() {
            let a = KeyframeAnimation(
                keyPath: .boundsSize,
                values: [.size(CGSize(width: 10, height: 20)), .size(CGSize(width: 30, height: 40))],
                keyTimes: [0, 1], timingFunctions: [.easeIn], calculationMode: .cubicPaced,
                timing: MediaTiming(duration: 2))
            #expect(
                text(.keyframe(a))
                    == #"{"type":"keyframe","keyPath":"bounds.size","beginTime":0,"duration":2,"fillMode":"removed","additive":false,"#
                    + #""values":[[10, 20], [30, 40]],"keyTimes":[0, 1],"timingFunctions":[[0.42, 0, 1, 1]],"calculationMode":"cubicPaced"}"#
            )
            var p = KeyframeAnimation(
                keyPath: .position, path: AnimationPath([.move(to: .zero), .line(to: CGPoint(x: 5, y: 0))]))
            p.tensionValues = [1]
            #expect(
                text(.keyframe(p))
                    == #"{"type":"keyframe","keyPath":"position","beginTime":0,"duration":0,"fillMode":"removed","additive":false,"#
                    + #""values":[],"keyTimes":null,"timingFunctions":null,"calculationMode":"linear","path":"M0 0 L5 0","tensionValues":[1]}"#
            )
        }

        @Test func springsWriteTheirPhysics() {
            let s = SpringAnimation(
                keyPath: .transform, to: .transform(Transform3D(scaleX: 2, y: 3)), mass: 2, stiffness: 300, damping: 25,
                initialVelocity: -1.5, timing: MediaTiming(duration: 0.8))
            #expect(
                text(.spring(s))
                    == #"{"type":"spring","keyPath":"transform","beginTime":0,"duration":0.8,"fillMode":"removed","additive":false,"#
                    + #""mass":2,"stiffness":300,"damping":25,"initialVelocity":-1.5,"from":null,"#
                    + #""to":[2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]}"#)
        }

        @Test func groupsNestTheirChildren() {
            let child = BasicAnimation(
                keyPath: .backgroundColor, to: .color(RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)))
            let g = AnimationGroup(
                animations: [.basic(child)], timing: MediaTiming(duration: 1, fillMode: .forwards),
                timingFunction: .linear)
            #expect(
                text(.group(g))
                    == #"{"type":"group","beginTime":0,"duration":1,"fillMode":"forwards","timingFunction":[0, 0, 1, 1],"#
                    + #""animations":[{"type":"basic","keyPath":"backgroundColor","beginTime":0,"duration":0,"fillMode":"removed","#
                    + #""additive":false,"from":null,"to":[1, 0.5, 0, 0.25],"by":null,"timingFunction":null}]}"#)
        }
    }
}
