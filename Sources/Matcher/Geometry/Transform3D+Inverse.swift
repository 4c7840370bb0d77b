import Foundation

extension Transform3D {
    /// The determinant of the 4×4 matrix.
    public var determinant: CGFloat {
        let s0 = m11 * m22 - m21 * m12
        let s1 = m11 * m23 - m21 * m13
        let s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13
        let s4 = m12 * m24 - m22 * m14
        let s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34
        let c4 = m32 * m44 - m42 * m34
        let c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34
        let c1 = m31 * m43 - m41 * m33
        let c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The inverse transform (`CATransform3DInvert`), or an error where Core Animation would
    /// silently return the matrix unchanged.
    ///
    /// A matrix counts as singular when its determinant is 0, not finite, or smaller than
    /// `1e-12` relative to the fourth power of its largest field (a scale near 0).
    /// - Throws: ``GeometryError/singularTransform`` or ``GeometryError/nonFinite``.
    public func inverted() throws -> Transform3D {
        guard isFinite else { throw GeometryError.nonFinite }
        let s0 = m11 * m22 - m21 * m12
        let s1 = m11 * m23 - m21 * m13
        let s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13
        let s4 = m12 * m24 - m22 * m14
        let s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34
        let c4 = m32 * m44 - m42 * m34
        let c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34
        let c1 = m31 * m43 - m41 * m33
        let c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        let scale = largestMagnitude
        guard det != 0, det.isFinite, abs(det) > 1e-12 * pow(scale, 4) else {
            throw GeometryError.singularTransform
        }
        let k = 1 / det
        return Transform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * k,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * k,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * k,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * k,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * k,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * k,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * k,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * k,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * k,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * k,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * k,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * k,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * k,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * k,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * k,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * k)
    }
}
