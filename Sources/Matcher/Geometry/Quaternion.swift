import Foundation

/// A unit quaternion `(x, y, z, w)` holding a 3D rotation, as used by the CSS Transforms
/// decomposition so that rotations interpolate as rotations.
package struct Quaternion: Hashable, Sendable {
    /// The vector part, x.
    package var x: CGFloat
    /// The vector part, y.
    package var y: CGFloat
    /// The vector part, z.
    package var z: CGFloat
    /// The scalar part.
    package var w: CGFloat

    /// Creates a quaternion from its four parts.
    package init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// No rotation.
    package static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation's 3×3 matrix in row-vector form (`p' = p · R`), as the upper-left block of a
    /// ``Transform3D``.
    @inlinable @inline(__always)
    package var rotationTransform: Transform3D {
        Transform3D(
            m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
            m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
            m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The quaternion of an orthonormal row-vector rotation matrix (Shepperd's method, stable for
    /// every angle).
    package init(rotationRows r: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) {
        // With p' = p · R the column-vector matrix is Rᵀ: a[i][j] = r[j][i].
        let a00 = r.0.x
        let a11 = r.1.y
        let a22 = r.2.z
        let a01 = r.1.x
        let a10 = r.0.y
        let a02 = r.2.x
        let a20 = r.0.z
        let a12 = r.2.y
        let a21 = r.1.z
        let trace = a00 + a11 + a22
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot()
            self.init(x: (a21 - a12) / s, y: (a02 - a20) / s, z: (a10 - a01) / s, w: s / 4)
        } else if a00 > a11 && a00 > a22 {
            let s = 2 * (1 + a00 - a11 - a22).squareRoot()
            self.init(x: s / 4, y: (a01 + a10) / s, z: (a02 + a20) / s, w: (a21 - a12) / s)
        } else if a11 > a22 {
            let s = 2 * (1 + a11 - a00 - a22).squareRoot()
            self.init(x: (a01 + a10) / s, y: s / 4, z: (a12 + a21) / s, w: (a02 - a20) / s)
        } else {
            let s = 2 * (1 + a22 - a00 - a11).squareRoot()
            self.init(x: (a02 + a20) / s, y: (a12 + a21) / s, z: s / 4, w: (a10 - a01) / s)
        }
    }

    /// The four-component dot product.
    package func dot(_ other: Quaternion) -> CGFloat {
        x * other.x + y * other.y + z * other.z + w * other.w
    }
}
