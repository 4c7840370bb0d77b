import Foundation
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    @Suite struct AnimatedLayerTests {
        private func constant(
            _ keyPath: AnimatableProperty, _ value: AnimationValue, additive: Bool = false, duration: Double = 10
        ) -> LayerAnimation {
            .basic(
                BasicAnimation(
                    keyPath: keyPath, from: value, to: value, timing: MediaTiming(duration: duration),
                    isAdditive: additive))
        }

        @Test func laterAnimationsReplaceOrAddInOrder() {
            var layer = AnimatedLayer()
            layer.model.position = CGPoint(x: 1, y: 1)
            layer.add(constant(.position, point(100, 0)), atAbsoluteTime: 0)
            layer.add(constant(.position, point(5, 5), additive: true), atAbsoluteTime: 0)
            #expect(layer.presentation(atAbsoluteTime: 1).position == CGPoint(x: 105, y: 5))
            // A later non-additive animation hides both while it applies; they show again after.
            layer.add(constant(.position, point(-3, -3), duration: 2), atAbsoluteTime: 0)
            #expect(layer.presentation(atAbsoluteTime: 1).position == CGPoint(x: -3, y: -3))
            #expect(layer.presentation(atAbsoluteTime: 3).position == CGPoint(x: 105, y: 5))
            // All gone: the model.
            #expect(layer.presentation(atAbsoluteTime: 11).position == CGPoint(x: 1, y: 1))
        }

        @Test func subPathsEditOneComponent() {
            var layer = AnimatedLayer()
            layer.model.position = CGPoint(x: 1, y: 2)
            layer.add(constant(.position, point(100, 100)), atAbsoluteTime: 0)
            layer.add(constant(.positionX, .scalar(5), additive: true), atAbsoluteTime: 0)
            #expect(layer.presentation(atAbsoluteTime: 1).position == CGPoint(x: 105, y: 100))
            layer.add(constant(.positionY, .scalar(7)), atAbsoluteTime: 0)
            #expect(layer.presentation(atAbsoluteTime: 1).position == CGPoint(x: 105, y: 7))
            layer.add(constant(.boundsWidth, .scalar(30)), atAbsoluteTime: 0)
            #expect(layer.presentation(atAbsoluteTime: 1).boundsSize == CGSize(width: 30, height: 0))
        }

        @Test func aKeyIsUniqueAndTheNewAnimationGoesLast() {
            var layer = AnimatedLayer()
            layer.add(constant(.opacity, .scalar(0.2)), forKey: "a", atAbsoluteTime: 0)
            layer.add(constant(.opacity, .scalar(0.4)), forKey: "b", atAbsoluteTime: 0)
            layer.add(constant(.opacity, .scalar(0.6)), forKey: "a", atAbsoluteTime: 0)
            #expect(layer.animationKeys == ["b", "a"])
            #expect(layer.presentation(atAbsoluteTime: 1).opacity == 0.6)
            layer.removeAnimation(forKey: "a")
            #expect(layer.presentation(atAbsoluteTime: 1).opacity == 0.4)
            layer.removeAllAnimations()
            #expect(layer.animations.isEmpty && layer.presentation(atAbsoluteTime: 1).opacity == 1)
        }

        @Test func addingFillsInBeginTimeAndDuration() {
            var layer = AnimatedLayer(timing: LayerTiming(beginTime: 0, speed: 1, timeOffset: 1000))
            layer.add(.basic(BasicAnimation(keyPath: .opacity, from: .scalar(0), to: .scalar(1))), atAbsoluteTime: 5)
            // beginTime 0 became the layer's time at 5 (1005); duration 0 became 0.25 s.
            #expect(layer.animations[0].animation.timing.beginTime == 1005)
            #expect(layer.animations[0].animation.timing.duration == 0.25)
            #expect(layer.presentation(atAbsoluteTime: 5.125).opacity == 0.5)
            // A non-zero beginTime is kept, in the layer's time.
            layer.add(
                .basic(
                    BasicAnimation(
                        keyPath: .cornerRadius, from: .scalar(0), to: .scalar(10),
                        timing: MediaTiming(beginTime: 1010, duration: 1))), atAbsoluteTime: 5)
            #expect(layer.presentation(atAbsoluteTime: 10.5).cornerRadius == 5)
            #expect(layer.presentation(atAbsoluteTime: 9).cornerRadius == 0)
        }

        @Test func removedOnCompletionBeatsFillForwards() {
            var layer = AnimatedLayer()
            let held = BasicAnimation(
                keyPath: .opacity, from: .scalar(0), to: .scalar(0.5),
                timing: MediaTiming(duration: 1, fillMode: .forwards))
            layer.add(.basic(held), atAbsoluteTime: 0)
            #expect(layer.presentation(atAbsoluteTime: 2).opacity == 1)
            var kept = held
            kept.isRemovedOnCompletion = false
            layer.add(.basic(kept), atAbsoluteTime: 0)
            #expect(layer.presentation(atAbsoluteTime: 2).opacity == 0.5)
        }

        @Test func theAllNilRowRunsFromThePreviousPresentationToTheLiveModel() {
            var layer = AnimatedLayer()
            layer.model.opacity = 0.8
            layer.add(.basic(BasicAnimation(keyPath: .opacity, timing: MediaTiming(duration: 1))), atAbsoluteTime: 0)
            layer.model.opacity = 0.2  // changed after adding, as in one transaction
            #expect(abs(layer.presentation(atAbsoluteTime: 0.5).opacity - 0.5) < 1e-12)
            // The model is read live: changing it again redirects the end.
            layer.model.opacity = 0
            #expect(abs(layer.presentation(atAbsoluteTime: 0.5).opacity - 0.4) < 1e-12)
        }

        @Test func valuesOfTheWrongKindAreIgnoredAndDisplayIsClamped() {
            var layer = AnimatedLayer()
            layer.add(constant(.position, .scalar(3)), atAbsoluteTime: 0)
            layer.add(constant(.opacity, .scalar(1.7)), atAbsoluteTime: 0)
            layer.add(
                constant(.backgroundColor, .color(RGBAColor(red: 1.5, green: -0.5, blue: 0.5, alpha: 2))),
                atAbsoluteTime: 0)
            let shown = layer.presentation(atAbsoluteTime: 1)
            #expect(shown.position == .zero && shown.opacity == 1)
            #expect(shown.backgroundColor == RGBAColor(red: 1, green: 0, blue: 0.5, alpha: 1))
        }

        @Test func propertiesStartAtCoreAnimationsDefaults() {
            let p = LayerProperties()
            #expect(
                p.opacity == 1 && p.shadowOpacity == 0 && p.shadowRadius == 3
                    && p.shadowOffset == CGSize(width: 0, height: -3))
            #expect(p.borderColor == .black && p.shadowColor == .black && p.transform == .identity && p.strokeEnd == 1)
            var q = p
            q[.boundsHeight] = .scalar(4)
            q[.opacity] = point(1, 1)  // wrong kind: ignored
            #expect(q.boundsSize == CGSize(width: 0, height: 4) && q.opacity == 1 && q[.boundsHeight] == .scalar(4))
        }
    }
}
