import Foundation

extension Transform3D {
    /// The homogeneous image `(x, y, z, 1) · M` of a point, before the perspective divide.
    @inlinable
    public func homogeneous(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> (
        x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat
    ) {
        (
            x * m11 + y * m21 + z * m31 + m41,
            x * m12 + y * m22 + z * m32 + m42,
            x * m13 + y * m23 + z * m33 + m43,
            x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// Maps a point of the plane z = 0 and projects it back onto that plane (the perspective
    /// divide), as Core Animation draws a transformed layer.
    ///
    /// Affine transforms take a fast path with no divide.
    /// - Throws: ``GeometryError/behindViewer`` when the point lands behind the viewer (w ≤ 0),
    ///   ``GeometryError/nonFinite`` when the result is not finite.
    @inlinable
    public func apply(to point: CGPoint) throws -> CGPoint {
        if isAffine {
            let result = CGPoint(
                x: point.x * m11 + point.y * m21 + m41, y: point.x * m12 + point.y * m22 + m42)
            guard result.x.isFinite, result.y.isFinite else { throw GeometryError.nonFinite }
            return result
        }
        let h = homogeneous(x: point.x, y: point.y)
        guard h.w > 0 else { throw GeometryError.behindViewer }
        let result = CGPoint(x: h.x / h.w, y: h.y / h.w)
        guard result.x.isFinite, result.y.isFinite else { throw GeometryError.nonFinite }
        return result
    }

    /// The four corners of `rect` under this transform, each projected onto z = 0.
    /// - Throws: as ``apply(to:)`` for any corner.
    @inlinable
    public func quad(for rect: CGRect) throws -> Quad {
        try Quad(
            topLeft: apply(to: CGPoint(x: rect.minX, y: rect.minY)),
            topRight: apply(to: CGPoint(x: rect.maxX, y: rect.minY)),
            bottomRight: apply(to: CGPoint(x: rect.maxX, y: rect.maxY)),
            bottomLeft: apply(to: CGPoint(x: rect.minX, y: rect.maxY)))
    }

    /// The transform flattened onto the plane z = 0, as Core Animation (and CSS's default
    /// `transform-style: flat`) renders a sublayer into its parent: the z output is dropped.
    @inlinable
    public var flattened: PlaneTransform {
        PlaneTransform(
            m11: m11, m12: m12, m13: m14,
            m21: m21, m22: m22, m23: m24,
            m31: m41, m32: m42, m33: m44)
    }
}
