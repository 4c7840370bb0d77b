import Foundation

/// A 4×4 homogeneous transform with Core Animation's semantics and field order.
///
/// The fields are named and laid out exactly as `CATransform3D`'s: points are **row vectors**
/// multiplied on the left (`p' = p · M`), so `m41`, `m42`, `m43` hold the translation and
/// `m34 = -1 / distance` adds perspective. Composition follows `CATransform3DConcat(a, b)`:
/// `a.concatenating(b)` applies `a` first, then `b`.
///
/// ```swift
/// // Like CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1):
/// let t = Transform3D(translationX: 10, y: 0).rotated(by: .pi / 2, axisX: 0, y: 0, z: 1)
/// t.apply(to: CGPoint(x: 1, y: 0))  // (10, 1): rotated first, then translated
/// ```
public struct Transform3D: Hashable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4 (a perspective term).
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4 (a perspective term).
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4: `-1 / distance` for a perspective projection.
    public var m34: CGFloat
    /// Row 4, column 1: translation along x, in points.
    public var m41: CGFloat
    /// Row 4, column 2: translation along y, in points.
    public var m42: CGFloat
    /// Row 4, column 3: translation along z, in points.
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// Creates a transform from its sixteen fields, in `CATransform3D`'s order (row by row).
    @inlinable
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// Creates a transform from 16 numbers in `CATransform3D` order (m11, m12, … m44).
    ///
    /// - Returns: `nil` unless `values` has exactly 16 elements.
    public init?(_ values: [CGFloat]) {
        guard values.count == 16 else { return nil }
        self.init(
            m11: values[0], m12: values[1], m13: values[2], m14: values[3],
            m21: values[4], m22: values[5], m23: values[6], m24: values[7],
            m31: values[8], m32: values[9], m33: values[10], m34: values[11],
            m41: values[12], m42: values[13], m43: values[14], m44: values[15])
    }

    /// The identity transform (`CATransform3DIdentity`).
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// The sixteen fields in `CATransform3D` order.
    public var values: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Whether this is exactly the identity.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// Whether every field is a finite number.
    public var isFinite: Bool {
        // Any NaN or infinity makes the sum non-finite; finite values cannot overflow this far.
        (m11 + m12 + m13 + m14 + m21 + m22 + m23 + m24 + m31 + m32 + m33 + m34 + m41 + m42 + m43 + m44).isFinite
            && max(abs(m11), abs(m12), abs(m13), abs(m14), abs(m21), abs(m22), abs(m23), abs(m24))
                < .greatestFiniteMagnitude
            && max(abs(m31), abs(m32), abs(m33), abs(m34), abs(m41), abs(m42), abs(m43), abs(m44))
                < .greatestFiniteMagnitude
    }

    /// The largest absolute field.
    var largestMagnitude: CGFloat {
        max(
            max(abs(m11), abs(m12), abs(m13), abs(m14), abs(m21), abs(m22), abs(m23), abs(m24)),
            max(abs(m31), abs(m32), abs(m33), abs(m34), abs(m41), abs(m42), abs(m43), abs(m44)))
    }

    /// Whether the transform is a 2D affine transform (what `CATransform3DIsAffine` tests):
    /// no z involvement and no perspective, so it maps the plane to itself without a divide.
    @inlinable
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }
}

extension Transform3D: CustomStringConvertible {
    /// The rows of the matrix.
    public var description: String {
        "[\(m11) \(m12) \(m13) \(m14); \(m21) \(m22) \(m23) \(m24); "
            + "\(m31) \(m32) \(m33) \(m34); \(m41) \(m42) \(m43) \(m44)]"
    }
}
