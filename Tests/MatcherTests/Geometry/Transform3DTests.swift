import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCutMatcher

/// Rodrigues' rotation of a vector about a unit axis, written from the vector formula
/// v cosθ + (k × v) sinθ + k (k · v)(1 − cosθ): independent of the matrix code.
private func rodrigues(_ v: SIMD3<Double>, axis: SIMD3<Double>, angle: Double) -> SIMD3<Double> {
    let k = axis / (axis * axis).sum().squareRoot()
    let cross = SIMD3(k.y * v.z - k.z * v.y, k.z * v.x - k.x * v.z, k.x * v.y - k.y * v.x)
    return v * cos(angle) + cross * sin(angle) + k * (k * v).sum() * (1 - cos(angle))
}

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

@Suite struct Transform3DTests {
    @Test func rotationAboutZTurnsClockwiseOnScreenLikeCoreAnimation() throws {
        let t = Transform3D(rotationAngle: .pi / 2)
        let p = try t.apply(to: CGPoint(x: 1, y: 0))
        #expect(close(p.x, 0) && close(p.y, 1))
        #expect(close(t.m12, 1) && close(t.m21, -1))
    }

    @Test func operationsApplyBeforeTheTransformTheyModifyAsCATransform3DTranslate() throws {
        // CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), π/2, 0, 0, 1):
        // rotate first, then translate.
        let t = Transform3D(translationX: 10, y: 0).rotated(by: .pi / 2)
        let p = try t.apply(to: CGPoint(x: 1, y: 0))
        #expect(close(p.x, 10) && close(p.y, 1))
        // CATransform3DConcat(a, b) applies a first.
        let a = Transform3D(scaleX: 2, y: 2)
        let b = Transform3D(translationX: 5, y: 0)
        #expect(try a.concatenating(b).apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 7, y: 2))
        #expect(try b.concatenating(a).apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
    }

    @Test(arguments: 0..<200)
    func rotationAboutAnyAxisMatchesRodriguesFormula(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let axis = SIMD3(rng.double(-1...1), rng.double(-1...1), rng.double(-1...1))
        guard (axis * axis).sum() > 1e-6 else { return }
        let angle = rng.double(-7...7)
        let v = SIMD3(rng.double(-100...100), rng.double(-100...100), rng.double(-100...100))
        let t = Transform3D(rotationAngle: angle, axisX: axis.x, y: axis.y, z: axis.z)
        let h = t.homogeneous(x: v.x, y: v.y, z: v.z)
        let expected = rodrigues(v, axis: axis, angle: angle)
        #expect(
            close(h.x, expected.x) && close(h.y, expected.y) && close(h.z, expected.z) && h.w == 1,
            "seed \(seed)")
    }

    @Test(arguments: [
        SIMD3(1.0, 0, 0), SIMD3(0, 1.0, 0), SIMD3(0, 0, 1.0), SIMD3(-1.0, 0, 0), SIMD3(0, -2.0, 0),
        SIMD3(0, 0, -0.5),
    ])
    func rotationAboutACoordinateAxisIsExactAndMatchesRodrigues(axis: SIMD3<Double>) {
        let t = Transform3D(rotationAngle: 0.8, axisX: axis.x, y: axis.y, z: axis.z)
        let v = SIMD3(3.0, -5.0, 7.0)
        let h = t.homogeneous(x: v.x, y: v.y, z: v.z)
        let expected = rodrigues(v, axis: axis, angle: 0.8)
        #expect(close(h.x, expected.x) && close(h.y, expected.y) && close(h.z, expected.z))
        if axis.x == 0 && axis.y == 0 { #expect(t.isAffine) }
    }

    @Test func perspectiveProjectionMatchesSimilarTriangles() throws {
        // A point (x, 0) on a card turned by θ about y, seen from distance d: it moves to depth
        // z = −x sinθ and projects by d / (d − z).
        let d = 500.0
        let theta = 0.7
        // Rotate first, then project: as CSS `perspective(d) rotateY(θ)`.
        let t = Transform3D(perspectiveDistance: d).rotated(by: theta, axisX: 0, y: 1, z: 0)
        for x in stride(from: -200.0, through: 200, by: 50) {
            let p = try t.apply(to: CGPoint(x: x, y: 30))
            let z = -x * sin(theta)
            let k = d / (d - z)
            #expect(close(p.x, x * cos(theta) * k) && close(p.y, 30 * k), "x = \(x)")
        }
    }

    @Test func pointsBehindTheViewerAreReportedNotProjected() {
        // Turned by 80° about y with the eye 100 points away: x = 200 lands behind the eye.
        let t = Transform3D(perspectiveDistance: 100).rotated(by: 80 * .pi / 180, axisX: 0, y: 1, z: 0)
        #expect(throws: GeometryError.behindViewer) { try t.apply(to: CGPoint(x: -200, y: 0)) }
    }

    @Test(arguments: 0..<300)
    func inverseUndoesTheTransform(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed))
        let t = Transform3D(rng.makeValues(16))!
        let inverse = try t.inverted()
        let product = t.concatenating(inverse)
        for (value, expected) in zip(product.values, Transform3D.identity.values) {
            #expect(abs(value - expected) < 1e-8, "seed \(seed)")
        }
    }

    @Test func singularTransformsAreReportedInsteadOfProducingNaN() {
        #expect(throws: GeometryError.singularTransform) { try Transform3D(scaleX: 0, y: 1).inverted() }
        #expect(throws: GeometryError.singularTransform) { try Transform3D(scaleX: 1, y: 1, z: 0).inverted() }
        var nan = Transform3D.identity
        nan.m41 = .nan
        #expect(throws: GeometryError.nonFinite) { try nan.inverted() }
        #expect(throws: GeometryError.singularTransform) {
            try Transform3D(scaleX: 0, y: 0).flattened.inverted()
        }
    }

    @Test func affineFastPathAgreesWithTheGeneralPath() throws {
        var rng = SeededRandom(seed: 7)
        for _ in 0..<100 {
            var t = Transform3D(rotationAngle: rng.double(-3...3)).scaled(
                x: rng.double(0.1...3), y: rng.double(0.1...3))
            t = t.translated(x: rng.double(-50...50), y: rng.double(-50...50))
            #expect(t.isAffine)
            let p = CGPoint(x: rng.double(-100...100), y: rng.double(-100...100))
            let h = t.homogeneous(x: p.x, y: p.y)
            let fast = try t.apply(to: p)
            #expect(close(fast.x, h.x / h.w) && close(fast.y, h.y / h.w))
        }
        #expect(!Transform3D(perspectiveDistance: 500).isAffine)
    }

    @Test func quadKeepsTheShapeAndItsBoundingBoxHoldsIt() throws {
        let t = Transform3D(rotationAngle: .pi / 4)
        let quad = try t.quad(for: CGRect(x: 0, y: 0, width: 10, height: 10))
        let s = 10 / 2.0.squareRoot()
        #expect(close(quad.topRight.x, s) && close(quad.topRight.y, s))
        #expect(close(quad.bottomLeft.x, -s) && close(quad.bottomLeft.y, s))
        #expect(close(quad.boundingBox.width, 2 * s) && close(quad.boundingBox.height, 2 * s))
        #expect(close(quad.signedArea, 100))
    }
}

extension SeededRandom {
    mutating func makeValues(_ count: Int) -> [CGFloat] {
        var values: [CGFloat] = []
        for _ in 0..<count { values.append(double(-3...3)) }
        return values
    }
}
