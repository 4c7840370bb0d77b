import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCutMatcher

@Suite struct DecompositionTests {
    @Test(arguments: 0..<300)
    func recomposingGivesBackTheMatrix(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed))
        var t = Transform3D(rng.makeValues(16))!
        if rng.chance(0.5) {
            // Half the cases without perspective, the usual kind.
            t.m14 = 0
            t.m24 = 0
            t.m34 = 0
            t.m44 = 1
        }
        guard let parts = try? t.decomposed() else { return }
        let back = parts.recomposed
        let scale = 1 / t.m44
        for (a, b) in zip(back.values, t.values) {
            #expect(abs(a - b * scale) < 1e-8 * max(1, abs(b * scale)), "seed \(seed)")
        }
    }

    /// Recomposing in place writes every field of the matrix it is given (one full of NaN at
    /// first, or another transform), and what it writes is the documented product
    /// `Scale · Skew · Rotation · Translation · Perspective` (row vectors), built here from the parts
    /// by concatenation, the rotation from its axis and angle; and `recomposed` gives the same bits.
    @Test(arguments: 0..<300)
    func recomposingInPlaceWritesTheProductOfTheParts(seed: Int) {
        var rng = SeededRandom(seed: UInt64(7_000 + seed))
        func vector() -> SIMD3<Double> { SIMD3(rng.double(-3...3), rng.double(-3...3), rng.double(-3...3)) }
        var q = SIMD4(rng.double(-1...1), rng.double(-1...1), rng.double(-1...1), rng.double(-1...1))
        q /= (q * q).sum().squareRoot()
        let scale = SIMD3(
            rng.double(0.2...3) * (rng.chance(0.2) ? -1 : 1), rng.double(0.2...3), rng.double(0.2...3))
        let perspective =
            rng.chance(0.5)
            ? SIMD4<Double>(0, 0, 0, 1)
            : SIMD4(
                rng.double(-0.01...0.01), rng.double(-0.01...0.01), rng.double(-0.01...0.01), rng.double(0.5...2))
        let parts = DecomposedTransform3D(
            translation: vector() * 100, scale: scale, skew: rng.chance(0.5) ? .zero : vector() * 0.3,
            perspective: perspective, rotation: Quaternion(x: q.x, y: q.y, z: q.z, w: q.w))

        // The product, independently of the recomposition's row arithmetic.
        let s = Transform3D(scaleX: scale.x, y: scale.y, z: scale.z)
        var k = Transform3D.identity
        (k.m21, k.m31, k.m32) = (parts.skew.x, parts.skew.y, parts.skew.z)
        let axis = SIMD3(q.x, q.y, q.z)
        let sine = (axis * axis).sum().squareRoot()
        let r =
            sine < 1e-12
            ? Transform3D.identity
            : Transform3D(rotationAngle: 2 * atan2(sine, q.w), axisX: axis.x / sine, y: axis.y / sine, z: axis.z / sine)
        let t = Transform3D(translationX: parts.translation.x, y: parts.translation.y, z: parts.translation.z)
        var p = Transform3D.identity
        (p.m14, p.m24, p.m34, p.m44) = (perspective.x, perspective.y, perspective.z, perspective.w)
        let expected = s.concatenating(k).concatenating(r).concatenating(t).concatenating(p)

        var m = Transform3D(Array(repeating: .nan, count: 16))!
        if rng.chance(0.5) { m = Transform3D(rng.makeValues(16))! }
        parts.recompose(into: &m)
        for (index, (a, b)) in zip(m.values, expected.values).enumerated() {
            #expect(abs(a - b) <= 1e-9 * max(1, abs(b)), "seed \(7_000 + seed), field \(index): \(a) against \(b)")
        }
        #expect(
            zip(m.values, parts.recomposed.values).allSatisfy { $0.bitPattern == $1.bitPattern },
            "seed \(7_000 + seed)")
    }

    @Test func decomposesNamedTransformsIntoTheirParts() throws {
        let rotate = try Transform3D(rotationAngle: .pi / 2).decomposed()
        #expect(abs(rotate.rotation.z - sin(.pi / 4)) < 1e-12 && abs(rotate.rotation.w - cos(.pi / 4)) < 1e-12)
        #expect(abs(rotate.scale.x - 1) < 1e-12 && abs(rotate.scale.y - 1) < 1e-12)

        let t = Transform3D(translationX: 10, y: 20).scaled(x: 2, y: 3)
        let parts = try t.decomposed()
        #expect(parts.translation == SIMD3(10, 20, 0))
        #expect(parts.scale == SIMD3(2, 3, 1))
        #expect(parts.skew == .zero)

        let mirrored = try Transform3D(scaleX: -1, y: 1).decomposed()
        #expect(
            mirrored.recomposed == Transform3D(scaleX: -1, y: 1)
                || mirrored.recomposed.values.enumerated().allSatisfy {
                    abs($0.element - Transform3D(scaleX: -1, y: 1).values[$0.offset]) < 1e-12
                })

        let perspective = try Transform3D(perspectiveDistance: 400).decomposed()
        #expect(abs(perspective.perspective.z - (-1.0 / 400)) < 1e-15)
    }

    @Test func singularMatricesCannotBeDecomposed() {
        #expect(throws: GeometryError.singularTransform) { try Transform3D(scaleX: 0, y: 1).decomposed() }
        var t = Transform3D.identity
        t.m44 = 0
        #expect(throws: GeometryError.singularTransform) { try t.decomposed() }
    }
}
