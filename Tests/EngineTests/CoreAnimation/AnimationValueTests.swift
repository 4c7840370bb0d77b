import Foundation
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    @Suite struct AnimationValueTests {
        @Test func vectorKindsInterpolateLinearlyAndOvershoot() {
            expectClose(AnimationValue.interpolate(from: .scalar(2), to: .scalar(4), fraction: 0.25), .scalar(2.5))
            expectClose(AnimationValue.interpolate(from: point(0, 10), to: point(10, 30), fraction: 1.5), point(15, 40))
            expectClose(
                AnimationValue.interpolate(from: .size(CGSize(width: 10, height: 10)), to: .size(.zero), fraction: 1.2),
                .size(CGSize(width: -2, height: -2)))
            #expect(AnimationValue.interpolate(from: .scalar(1), to: point(1, 1), fraction: 0.5) == nil)
        }

        @Test func coloursBlendTheirStraightComponents() {
            // Red to clear, half way: (0.5, 0, 0, 0.5), the straight-alpha blend (not premultiplied,
            // which would keep red at 1).
            let red = AnimationValue.color(RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
            expectClose(
                AnimationValue.interpolate(from: red, to: .color(.clear), fraction: 0.5),
                .color(RGBAColor(red: 0.5, green: 0, blue: 0, alpha: 0.5)))
        }

        @Test func transformsInterpolateByDecomposition() {
            // A quarter turn half way is an eighth of a turn, not the squashed average of the matrices.
            let half = AnimationValue.interpolate(
                from: .transform(.identity), to: .transform(rotationZ(degrees: 90)), fraction: 0.5)
            expectClose(half, .transform(rotationZ(degrees: 45)), tolerance: 1e-12)
            // Rotate then translate: the parts interpolate separately (45° and half the translation).
            var end = rotationZ(degrees: 90)
            (end.m41, end.m42) = (100, -40)
            var expected = rotationZ(degrees: 45)
            (expected.m41, expected.m42) = (50, -20)
            expectClose(
                AnimationValue.interpolate(from: .transform(.identity), to: .transform(end), fraction: 0.5),
                .transform(expected), tolerance: 1e-12)
            // Scale and perspective: a scale of 1 → 3 is 2 at the middle.
            let scaled = Transform3D(scaleX: 3, y: 3, z: 1)
            expectClose(
                AnimationValue.interpolate(from: .transform(.identity), to: .transform(scaled), fraction: 0.5),
                .transform(Transform3D(scaleX: 2, y: 2, z: 1)), tolerance: 1e-12)
        }

        @Test func additionIsPerComponentOrConcatenation() throws {
            expectClose(point(1, 2).adding(point(10, 20)), point(11, 22))
            // The animation's matrix applies to points first: rotate (1, 0) to (0, 1), then scale by 2.
            let sum = AnimationValue.transform(Transform3D(scaleX: 2, y: 2)).adding(.transform(rotationZ(degrees: 90)))
            guard case .transform(let t)? = sum else { Issue.record("not a transform"); return }
            let p = try t.apply(to: CGPoint(x: 1, y: 0))
            #expect(abs(p.x) < 1e-12 && abs(p.y - 2) < 1e-12)
            #expect(AnimationValue.scalar(1).adding(point(1, 1)) == nil)
        }

        @Test func subtractionUndoesAddition() {
            let under = AnimationValue.transform(Transform3D(translationX: 5, y: 7).rotated(by: 0.3))
            let over = AnimationValue.transform(Transform3D(scaleX: 2, y: 0.5))
            expectClose(under.adding(over)?.subtracting(over), under, tolerance: 1e-12)
            expectClose(AnimationValue.scalar(10).subtracting(.scalar(4)), .scalar(6))
            #expect(under.subtracting(.transform(Transform3D(scaleX: 0, y: 1))) == nil)
        }

        @Test func repeatingAddsCopies() {
            expectClose(point(3, -1).repeated(4), point(12, -4))
            expectClose(
                AnimationValue.transform(rotationZ(degrees: 30)).repeated(3), .transform(rotationZ(degrees: 90)),
                tolerance: 1e-12)
            expectClose(
                AnimationValue.transform(rotationZ(degrees: 30)).repeated(-2), .transform(rotationZ(degrees: -60)),
                tolerance: 1e-12)
            expectClose(AnimationValue.transform(rotationZ(degrees: 30)).repeated(0), .transform(.identity))
        }

        @Test func distanceIsEuclideanOverComponents() {
            #expect(point(0, 0).distance(to: point(3, 4)) == 5)
            #expect(AnimationValue.scalar(310).distance(to: .scalar(60)) == 250)
            #expect(AnimationValue.scalar(1).distance(to: point(0, 0)) == nil)
        }

        @Test func componentsRoundTrip() {
            let values: [AnimationValue] = [
                .scalar(2), point(1, 2), .size(CGSize(width: 3, height: 4)), .transform(rotationZ(degrees: 10)),
                .color(RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)),
                .path(AnimationPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 20), cornerRadius: 3)),
            ]
            for v in values {
                #expect(v.replacingComponents(v.components) == v)
                #expect(v.zero.components.allSatisfy { $0 == 0 } || v.kind == .transform)
            }
            #expect(AnimationValue.transform(rotationZ(degrees: 10)).zero == .transform(.identity))
            #expect(point(1, 2).replacingComponents([1]) == nil)
        }
    }
}
