import Foundation

extension Transform3D {
    /// A translation (`CATransform3DMakeTranslation`), in points.
    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat = 0) {
        self = .identity
        m41 = tx
        m42 = ty
        m43 = tz
    }

    /// A scale (`CATransform3DMakeScale`).
    @inlinable
    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat = 1) {
        self = .identity
        m11 = sx
        m22 = sy
        m33 = sz
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)` through the origin
    /// (`CATransform3DMakeRotation`).
    ///
    /// With UIKit's y-down coordinates a positive angle about `(0, 0, 1)` turns clockwise on screen.
    /// The axis is normalised; a zero-length (or non-finite) axis gives the identity, where Core
    /// Animation leaves the result undefined.
    public init(rotationAngle angle: CGFloat, axisX x: CGFloat = 0, y: CGFloat = 0, z: CGFloat = 1) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle)
        let s = sin(angle)
        // About a coordinate axis, build the matrix exactly: `(1 - c) + c` is not always 1, and a
        // z rotation must stay affine.
        if ux == 0 && uy == 0 {
            self = .identity
            (m11, m12, m21, m22) = (c, s * uz, -s * uz, c)
            return
        }
        if uy == 0 && uz == 0 {
            self = .identity
            (m22, m23, m32, m33) = (c, s * ux, -s * ux, c)
            return
        }
        if ux == 0 && uz == 0 {
            self = .identity
            (m11, m13, m31, m33) = (c, -s * uy, s * uy, c)
            return
        }
        let t = 1 - c
        // The transpose of Rodrigues' column-vector matrix, because points are row vectors here.
        self.init(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A perspective projection seen from `distance` points in front of the plane z = 0
    /// (`m34 = -1 / distance`, as CSS `perspective(distance)`). A distance that is not positive
    /// and finite gives the identity, as CSS does for `perspective(none)`.
    public init(perspectiveDistance distance: CGFloat) {
        self = .identity
        if distance > 0, distance.isFinite { m34 = -1 / distance }
    }

    /// `self` followed by `other` (`CATransform3DConcat(self, other)`): the matrix product
    /// `self · other`, so a point is transformed by `self` first.
    @inlinable
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = self
        let b = other
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// `CATransform3DTranslate(self, tx, ty, tz)`: the translation happens first, in the
    /// transform's own space, then `self`.
    @inlinable
    public func translated(x tx: CGFloat, y ty: CGFloat, z tz: CGFloat = 0) -> Transform3D {
        Transform3D(translationX: tx, y: ty, z: tz).concatenating(self)
    }

    /// `CATransform3DScale(self, sx, sy, sz)`: the scale happens first, then `self`.
    @inlinable
    public func scaled(x sx: CGFloat, y sy: CGFloat, z sz: CGFloat = 1) -> Transform3D {
        Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)
    }

    /// `CATransform3DRotate(self, angle, x, y, z)`: the rotation (radians) happens first, then `self`.
    public func rotated(by angle: CGFloat, axisX x: CGFloat = 0, y: CGFloat = 0, z: CGFloat = 1)
        -> Transform3D
    {
        Transform3D(rotationAngle: angle, axisX: x, y: y, z: z).concatenating(self)
    }

    /// A perspective projection (see ``init(perspectiveDistance:)``) applied before `self`, as a
    /// CSS `perspective()` function written after the functions of `self` in a transform list.
    public func withPerspective(distance: CGFloat) -> Transform3D {
        Transform3D(perspectiveDistance: distance).concatenating(self)
    }
}
