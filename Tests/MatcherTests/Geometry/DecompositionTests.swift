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
