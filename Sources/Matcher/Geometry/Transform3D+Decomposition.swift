import Foundation

/// A ``Transform3D`` split into the parts that interpolate well, following the CSS Transforms
/// Level 2 "decomposing a 3D matrix" algorithm: perspective, translation, rotation (a
/// quaternion), skew and scale.
///
/// Recomposing gives back the matrix (normalised so that `m44 == 1`):
/// `M = Scale · Skew · Rotation · Translation · Perspective` in row-vector order, meaning a point
/// is scaled first and projected last.
package struct DecomposedTransform3D: Hashable, Sendable {
    /// Translation along x, y and z, in points.
    package var translation: SIMD3<Double>
    /// Scale factors along the (skewed, rotated) x, y and z axes; negative for a mirror image.
    package var scale: SIMD3<Double>
    /// The shear factors xy, xz and yz.
    package var skew: SIMD3<Double>
    /// The perspective part, as a homogeneous 4-vector (`(0, 0, 0, 1)` for none).
    package var perspective: SIMD4<Double>
    /// The rotation.
    package var rotation: Quaternion

    /// Creates a decomposition from its parts.
    package init(
        translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one, skew: SIMD3<Double> = .zero,
        perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), rotation: Quaternion = .identity
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.rotation = rotation
    }

    /// The matrix these parts describe.
    @inlinable
    package var recomposed: Transform3D {
        var m = Transform3D.identity
        recompose(into: &m)
        return m
    }

    /// Writes the matrix these parts describe (``recomposed``) over `m`, in place: a frame writes a
    /// stand-in's shape where it is held instead of returning sixteen numbers by value and copying
    /// them in (a copy the processor had to wait for).
    @inlinable @inline(__always)
    package func recompose(into m: inout Transform3D) {
        let r = rotation.rotationTransform
        let r0 = SIMD3(Double(r.m11), Double(r.m12), Double(r.m13))
        let r1 = SIMD3(Double(r.m21), Double(r.m22), Double(r.m23))
        let r2 = SIMD3(Double(r.m31), Double(r.m32), Double(r.m33))
        let row0 = scale.x * r0
        let row1 = scale.y * (r1 + skew.x * r0)
        let row2 = scale.z * (r2 + skew.y * r0 + skew.z * r1)
        (m.m11, m.m12, m.m13, m.m14) = (row0.x, row0.y, row0.z, 0)
        (m.m21, m.m22, m.m23, m.m24) = (row1.x, row1.y, row1.z, 0)
        (m.m31, m.m32, m.m33, m.m34) = (row2.x, row2.y, row2.z, 0)
        (m.m41, m.m42, m.m43, m.m44) = (translation.x, translation.y, translation.z, 1)
        if perspective == SIMD4(0, 0, 0, 1) { return }
        var projection = Transform3D.identity
        projection.m14 = perspective.x
        projection.m24 = perspective.y
        projection.m34 = perspective.z
        projection.m44 = perspective.w
        m = m.concatenating(projection)
    }
}

extension Transform3D {
    /// Splits the transform into perspective, translation, rotation, skew and scale.
    ///
    /// - Throws: ``GeometryError/singularTransform`` when the matrix cannot be decomposed (`m44`
    ///   is 0 or the upper 3×3 part is singular: for example a scale of 0 on some axis), and
    ///   ``GeometryError/nonFinite`` for NaN or infinite fields. Callers interpolating such a
    ///   matrix fall back to a discrete switch, as CSS does.
    package func decomposed() throws -> DecomposedTransform3D {
        guard isFinite else { throw GeometryError.nonFinite }
        guard m44 != 0 else { throw GeometryError.singularTransform }
        let n = 1 / m44
        let t = Transform3D(
            m11: m11 * n, m12: m12 * n, m13: m13 * n, m14: m14 * n, m21: m21 * n, m22: m22 * n, m23: m23 * n,
            m24: m24 * n, m31: m31 * n, m32: m32 * n, m33: m33 * n, m34: m34 * n, m41: m41 * n, m42: m42 * n,
            m43: m43 * n, m44: 1)
        var perspective = SIMD4<Double>(0, 0, 0, 1)
        if t.m14 != 0 || t.m24 != 0 || t.m34 != 0 {
            // M = A · P with A the matrix with its perspective column cleared and P the identity whose
            // last column is p: so p = A⁻¹ · (M's last column).
            var affine = t
            affine.m14 = 0
            affine.m24 = 0
            affine.m34 = 0
            let inv = try affine.inverted()
            let rhs = SIMD4(Double(t.m14), Double(t.m24), Double(t.m34), 1)
            perspective = SIMD4(
                (SIMD4(Double(inv.m11), Double(inv.m12), Double(inv.m13), Double(inv.m14)) * rhs).sum(),
                (SIMD4(Double(inv.m21), Double(inv.m22), Double(inv.m23), Double(inv.m24)) * rhs).sum(),
                (SIMD4(Double(inv.m31), Double(inv.m32), Double(inv.m33), Double(inv.m34)) * rhs).sum(),
                (SIMD4(Double(inv.m41), Double(inv.m42), Double(inv.m43), Double(inv.m44)) * rhs).sum())
        }
        let translation = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43))
        var row0 = SIMD3(Double(t.m11), Double(t.m12), Double(t.m13))
        var row1 = SIMD3(Double(t.m21), Double(t.m22), Double(t.m23))
        var row2 = SIMD3(Double(t.m31), Double(t.m32), Double(t.m33))
        func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }
        func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
        var scale = SIMD3<Double>(length(row0), 0, 0)
        guard scale.x > 1e-12 else { throw GeometryError.singularTransform }
        row0 /= scale.x
        var skew = SIMD3<Double>(dot(row0, row1), 0, 0)
        row1 -= skew.x * row0
        scale.y = length(row1)
        guard scale.y > 1e-12 else { throw GeometryError.singularTransform }
        row1 /= scale.y
        skew.x /= scale.y
        skew.y = dot(row0, row2)
        row2 -= skew.y * row0
        skew.z = dot(row1, row2)
        row2 -= skew.z * row1
        scale.z = length(row2)
        guard scale.z > 1e-12 else { throw GeometryError.singularTransform }
        row2 /= scale.z
        skew.y /= scale.z
        skew.z /= scale.z
        let cross = SIMD3(
            row1.y * row2.z - row1.z * row2.y, row1.z * row2.x - row1.x * row2.z,
            row1.x * row2.y - row1.y * row2.x)
        if dot(row0, cross) < 0 {
            scale = -scale
            row0 = -row0
            row1 = -row1
            row2 = -row2
        }
        return DecomposedTransform3D(
            translation: translation, scale: scale, skew: skew, perspective: perspective,
            rotation: Quaternion(rotationRows: (row0, row1, row2)))
    }
}
