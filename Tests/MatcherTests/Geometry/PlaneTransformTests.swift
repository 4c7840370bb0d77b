import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCutMatcher

@Suite struct PlaneTransformTests {
    /// A random map: affine (no perspective) or, with `perspective`, a homography whose w stays
    /// positive near the origin.
    private func randomMap(_ rng: inout SeededRandom, perspective: Bool) -> PlaneTransform {
        PlaneTransform(
            m11: rng.double(-3...3), m12: rng.double(-3...3), m13: perspective ? rng.double(-0.002...0.002) : 0,
            m21: rng.double(-3...3), m22: rng.double(-3...3), m23: perspective ? rng.double(-0.002...0.002) : 0,
            m31: rng.double(-500...500), m32: rng.double(-500...500), m33: perspective ? rng.double(0.8...1.2) : 1)
    }

    /// The quad is the rect's four corners mapped, written here from the definition (the row
    /// vector `(x, y, 1)` times the matrix, divided by its third coordinate), for affine and
    /// projective maps and rects of either orientation (a negative width or height counts from
    /// the other side, as `CGRect.minX` does). An affine map's corners are also bit for bit what
    /// `apply(to:)` gives, so the frame's quad did not move by a rounding when it took the
    /// in-line path.
    @Test(arguments: 0..<300)
    func aQuadIsTheRectsCornersMapped(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed))
        let map = randomMap(&rng, perspective: rng.chance(0.3))
        let rect = CGRect(
            x: rng.double(-200...200), y: rng.double(-200...200), width: rng.double(-300...300),
            height: rng.double(-300...300))
        let xs = [rect.origin.x, rect.origin.x + rect.size.width].sorted()
        let ys = [rect.origin.y, rect.origin.y + rect.size.height].sorted()
        let corners = [(xs[0], ys[0]), (xs[1], ys[0]), (xs[1], ys[1]), (xs[0], ys[1])]
        if corners.contains(where: { x, y in x * map.m13 + y * map.m23 + map.m33 <= 0 }) {
            #expect(throws: GeometryError.behindViewer, "seed \(seed)") { try map.quad(for: rect) }
            return
        }
        let quad = try map.quad(for: rect)
        for (corner, (x, y)) in zip(quad.corners, corners) {
            let w = x * map.m13 + y * map.m23 + map.m33
            let expected = CGPoint(
                x: (x * map.m11 + y * map.m21 + map.m31) / w, y: (x * map.m12 + y * map.m22 + map.m32) / w)
            #expect(
                abs(corner.x - expected.x) <= 1e-9 * max(1, abs(expected.x))
                    && abs(corner.y - expected.y) <= 1e-9 * max(1, abs(expected.y)), "seed \(seed)")
            if map.isAffine { #expect(try corner == map.apply(to: CGPoint(x: x, y: y)), "seed \(seed)") }
        }
    }

    /// A corner that leaves the finite numbers makes the quad throw `nonFinite`, on the affine
    /// path as on the projective one; a corner behind the viewer throws `behindViewer`.
    @Test func aCornerOutOfReachThrows() {
        let huge = PlaneTransform(m11: 1e308, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        #expect(throws: GeometryError.nonFinite) { try huge.quad(for: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let nan = PlaneTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: .nan, m23: 0, m31: 0, m32: 0, m33: 1)
        #expect(throws: GeometryError.nonFinite) { try nan.quad(for: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        // w = 1 - x / 100 is negative past x = 100.
        let tilted = PlaneTransform(m11: 1, m12: 0, m13: -0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        #expect(throws: GeometryError.behindViewer) { try tilted.quad(for: CGRect(x: 0, y: 0, width: 200, height: 10)) }
        #expect((try? tilted.quad(for: CGRect(x: 0, y: 0, width: 50, height: 10))) != nil)
    }
}
