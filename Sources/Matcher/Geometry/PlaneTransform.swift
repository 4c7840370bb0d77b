import Foundation

/// A projective map of the plane (a 3×3 homography) with row vectors: `(x, y, 1) · M`, then a
/// divide by the third coordinate.
///
/// It is what a chain of Core Animation layers does to a layer's flat content: each layer's
/// ``Transform3D`` is applied about its anchor point and flattened into its parent's plane, so
/// the map from any view's bounds to any other view's bounds is one `PlaneTransform`, even with
/// 3D rotations and perspective along the way. Unlike a flattened 4×4 matrix it can be inverted,
/// which is how a point is carried *down* into a perspective-tilted view (a ray hitting its plane).
public struct PlaneTransform: Hashable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3 (perspective).
    public var m13: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3 (perspective).
    public var m23: CGFloat
    /// Row 3, column 1: translation along x, in points.
    public var m31: CGFloat
    /// Row 3, column 2: translation along y, in points.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat

    /// Creates a map from its nine fields, row by row.
    @inlinable
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
    }

    /// The identity map.
    public static let identity = PlaneTransform(
        m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// A translation, in points.
    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: tx, m32: ty, m33: 1)
    }

    /// Whether the map is affine (no perspective divide needed).
    @inlinable
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Whether the map only scales (by positive or negative factors) and moves: rects stay
    /// axis-aligned rects (no rotation, skew or perspective). A small tolerance absorbs rounding.
    public var isAxisAligned: Bool {
        let scale = max(abs(m11), abs(m22), 1e-12)
        return abs(m12) <= 1e-9 * scale && abs(m21) <= 1e-9 * scale && abs(m13) <= 1e-12 && abs(m23) <= 1e-12
            && m33 != 0 && abs(m11) > 1e-12 && abs(m22) > 1e-12
    }

    /// Whether every field is finite.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m31.isFinite && m32.isFinite && m33.isFinite
    }

    /// `self` followed by `other`: the product `self · other`.
    ///
    /// - Complexity: 12 multiplications when both are affine, 27 otherwise. Always inlined: with a
    /// translation or another map of known fields, the compiler drops what multiplies by one
    /// (exactly: `x * 1` is `x` in IEEE arithmetic) and the affine checks it can decide.
    @inlinable @inline(__always)
    public func concatenating(_ other: PlaneTransform) -> PlaneTransform {
        let a = self
        let b = other
        if a.isAffine && b.isAffine {
            return PlaneTransform(
                m11: a.m11 * b.m11 + a.m12 * b.m21, m12: a.m11 * b.m12 + a.m12 * b.m22, m13: 0,
                m21: a.m21 * b.m11 + a.m22 * b.m21, m22: a.m21 * b.m12 + a.m22 * b.m22, m23: 0,
                m31: a.m31 * b.m11 + a.m32 * b.m21 + b.m31,
                m32: a.m31 * b.m12 + a.m32 * b.m22 + b.m32, m33: 1)
        }
        return PlaneTransform(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// The determinant.
    @inlinable
    public var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31)
            + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse map.
    ///
    /// Singular when the determinant is 0, not finite, or below `1e-12` relative to the cube of
    /// the largest field: the plane is seen edge-on or scaled to nothing.
    /// - Throws: ``GeometryError/singularTransform`` or ``GeometryError/nonFinite``.
    public func inverted() throws -> PlaneTransform {
        guard isFinite else { throw GeometryError.nonFinite }
        let det = determinant
        // Singular when the determinant is negligible beside the entries it is made of. For an
        // affine map that is the linear part alone: a translation (a list scrolled 10,000 points
        // down) moves without flattening anything, and must not make a map "singular".
        let scale =
            isAffine
            ? Swift.max(abs(m11), abs(m12), abs(m21), abs(m22))
            : Swift.max(abs(m11), abs(m12), abs(m13), abs(m21), abs(m22), abs(m23), abs(m31), abs(m32), abs(m33))
        let size = isAffine ? scale * scale : scale * scale * scale
        guard det != 0, det.isFinite, abs(det) > 1e-12 * size else {
            throw GeometryError.singularTransform
        }
        let k = 1 / det
        return PlaneTransform(
            m11: (m22 * m33 - m23 * m32) * k, m12: (m13 * m32 - m12 * m33) * k,
            m13: (m12 * m23 - m13 * m22) * k,
            m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k,
            m23: (m13 * m21 - m11 * m23) * k,
            m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k,
            m33: (m11 * m22 - m12 * m21) * k)
    }

    /// The image of a point.
    /// - Throws: ``GeometryError/behindViewer`` when the homogeneous w is not positive,
    ///   ``GeometryError/nonFinite`` when the result is not finite.
    @inlinable
    public func apply(to point: CGPoint) throws -> CGPoint {
        let (x, y) = (homogeneousX(point), homogeneousY(point))
        let result: CGPoint
        if isAffine {
            result = CGPoint(x: x, y: y)
        } else {
            let w = point.x * m13 + point.y * m23 + m33
            guard w > 0 else { throw GeometryError.behindViewer }
            result = CGPoint(x: x / w, y: y / w)
        }
        guard result.x.isFinite, result.y.isFinite else { throw GeometryError.nonFinite }
        return result
    }

    /// The point's image before the divide by w: for an affine map, its image. One expression,
    /// so every path that maps a point (``apply(to:)``, ``quad(for:)``'s affine path, a flat
    /// stand-in's pose) gets the same bits.
    @inlinable @inline(__always)
    package func homogeneousX(_ p: CGPoint) -> CGFloat { p.x * m11 + p.y * m21 + m31 }
    /// The point's y before the divide by w (``homogeneousX(_:)``).
    @inlinable @inline(__always)
    package func homogeneousY(_ p: CGPoint) -> CGFloat { p.x * m12 + p.y * m22 + m32 }

    /// The four corners of `rect` mapped (top-left, top-right, bottom-right, bottom-left).
    /// - Throws: as ``apply(to:)`` for any corner.
    @inlinable
    public func quad(for rect: CGRect) throws -> Quad {
        let (minX, maxX, minY, maxY) = (rect.minX, rect.maxX, rect.minY, rect.maxY)
        guard isAffine else {
            return try Quad(
                topLeft: apply(to: CGPoint(x: minX, y: minY)), topRight: apply(to: CGPoint(x: maxX, y: minY)),
                bottomRight: apply(to: CGPoint(x: maxX, y: maxY)), bottomLeft: apply(to: CGPoint(x: minX, y: maxY)))
        }
        // An affine map (every stand-in without perspective, every frame): each corner as
        // ``apply(to:)`` computes it (the same bits), in line, and one check that all are finite.
        func corner(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            let p = CGPoint(x: x, y: y)
            return CGPoint(x: homogeneousX(p), y: homogeneousY(p))
        }
        let quad = Quad(
            topLeft: corner(minX, minY), topRight: corner(maxX, minY), bottomRight: corner(maxX, maxY),
            bottomLeft: corner(minX, maxY))
        guard
            quad.topLeft.x.isFinite, quad.topLeft.y.isFinite, quad.topRight.x.isFinite,
            quad.topRight.y.isFinite, quad.bottomRight.x.isFinite, quad.bottomRight.y.isFinite,
            quad.bottomLeft.x.isFinite, quad.bottomLeft.y.isFinite
        else { throw GeometryError.nonFinite }
        return quad
    }

    /// How much a small step along the local x and y axes at `point` is stretched by the map:
    /// the lengths of the columns of the Jacobian there (1 and 1 for a rigid motion).
    ///
    /// Used to carry corner radii into another view's space.
    public func axisScales(at point: CGPoint) -> (x: CGFloat, y: CGFloat) {
        let w = point.x * m13 + point.y * m23 + m33
        let x = point.x * m11 + point.y * m21 + m31
        let y = point.x * m12 + point.y * m22 + m32
        // d(x/w)/dpx = (m11·w − x·m13) / w², and so on.
        let w2 = w * w
        let dxdx = (m11 * w - x * m13) / w2
        let dydx = (m12 * w - y * m13) / w2
        let dxdy = (m21 * w - x * m23) / w2
        let dydy = (m22 * w - y * m23) / w2
        return ((dxdx * dxdx + dydx * dydx).squareRoot(), (dxdy * dxdy + dydy * dydy).squareRoot())
    }
}
