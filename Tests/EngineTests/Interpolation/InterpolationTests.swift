import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

@Suite struct InterpolationTests {
    @Test func aQuarterTurnInterpolatesAsARotationNotASquash() throws {
        let half = Transform3D.interpolate(from: .identity, to: Transform3D(rotationAngle: .pi / 2), fraction: 0.5)
        let expected = Transform3D(rotationAngle: .pi / 4)
        for (a, b) in zip(half.values, expected.values) { #expect(abs(a - b) < 1e-12) }
        // A squash would shrink the unit vector; a rotation keeps its length.
        let p = try half.apply(to: CGPoint(x: 1, y: 0))
        #expect(abs((p.x * p.x + p.y * p.y).squareRoot() - 1) < 1e-12)
    }

    @Test(arguments: 0..<100)
    func transformInterpolationHitsBothEnds(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let a = RandomTreeBuilder.transform(using: &rng)
        let b = RandomTreeBuilder.transform(using: &rng)
        for (fraction, end) in [(0.0, a), (1.0, b)] {
            let value = Transform3D.interpolate(from: a, to: b, fraction: fraction)
            let scale = 1 / end.m44
            for (x, y) in zip(value.values, end.values) {
                #expect(abs(x - y * scale) < 1e-8 * max(1, abs(y)), "seed \(seed)")
            }
        }
    }

    @Test func translationScaleAndRotationInterpolateIndependently() throws {
        let from = Transform3D(translationX: 0, y: 0).scaled(x: 1, y: 1)
        let to = Transform3D(translationX: 100, y: 50).rotated(by: .pi / 3).scaled(x: 3, y: 2)
        let parts = try Transform3D.interpolate(from: from, to: to, fraction: 0.5).decomposed()
        #expect(abs(parts.translation.x - 50) < 1e-9 && abs(parts.translation.y - 25) < 1e-9)
        #expect(abs(parts.scale.x - 2) < 1e-9 && abs(parts.scale.y - 1.5) < 1e-9)
        #expect(abs(2 * asin(parts.rotation.z) - .pi / 6) < 1e-9)
    }

    @Test func singularEndsSwitchAtHalfway() {
        let flat = Transform3D(scaleX: 0, y: 1)
        #expect(Transform3D.interpolate(from: .identity, to: flat, fraction: 0.49) == .identity)
        #expect(Transform3D.interpolate(from: .identity, to: flat, fraction: 0.5) == flat)
    }

    @Test func overshootNeverProducesNegativeSizesRadiiOrAlpha() {
        let size = CGSize.interpolate(
            from: CGSize(width: 10, height: 10), to: CGSize(width: 100, height: 2), fraction: -0.3)
        #expect(size.width == 0 && size.height > 0)
        let radii = CornerRadii.interpolate(from: CornerRadii(uniform: 4), to: .zero, fraction: 1.4)
        #expect(radii == .zero)
        #expect(Interpolation.alpha(from: 0, to: 1, fraction: 1.3) == 1)
        #expect(Interpolation.alpha(from: 0, to: 1, fraction: -0.2) == 0)
        let rect = CGRect.interpolate(from: CGRect(x: 0, y: 0, width: 10, height: 10), to: .zero, fraction: 2)
        #expect(rect.size == .zero && rect.origin == .zero)
    }

    @Test func coloursInterpolatePremultipliedSoFadesDoNotGoGrey() {
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        let mid = RGBAColor.interpolate(from: red, to: .clear, fraction: 0.5)
        #expect(mid.red == 1 && mid.green == 0 && mid.alpha == 0.5)
        let blend = RGBAColor.interpolate(from: red, to: RGBAColor(red: 0, green: 0, blue: 1), fraction: 0.25)
        #expect(abs(blend.red - 0.75) < 1e-12 && abs(blend.blue - 0.25) < 1e-12)
        let over = RGBAColor.interpolate(from: red, to: RGBAColor(red: 0, green: 1, blue: 0), fraction: 1.5)
        #expect(over.red == 0 && over.green == 1 && over.alpha == 1)
    }

    @Test func cornerRadiiStayCircularBetweenCircles() {
        let r = CornerRadii.interpolate(from: CornerRadii(uniform: 20), to: CornerRadii(uniform: 0), fraction: 0.25)
        #expect(r == CornerRadii(uniform: 15) && r.isCircular)
    }
}
