#if canImport(QuartzCore)
    import QuartzCore

    extension Transform3D {
        /// The same matrix as a `CATransform3D`, field for field (no rounding: both hold `CGFloat`).
        package var caTransform3D: CATransform3D {
            CATransform3D(
                m11: m11, m12: m12, m13: m13, m14: m14, m21: m21, m22: m22, m23: m23, m24: m24,
                m31: m31, m32: m32, m33: m33, m34: m34, m41: m41, m42: m42, m43: m43, m44: m44)
        }

        /// Creates a transform from a `CATransform3D`, field for field.
        package init(_ t: CATransform3D) {
            self.init(
                m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23,
                m24: t.m24, m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42,
                m43: t.m43, m44: t.m44)
        }

        /// Creates a transform from a 2D affine transform, as `CATransform3DMakeAffineTransform`:
        /// `a b c d` fill `m11 m12 m21 m22` and `tx ty` fill `m41 m42`.
        package init(_ t: CGAffineTransform) {
            self = .identity
            m11 = t.a
            m12 = t.b
            m21 = t.c
            m22 = t.d
            m41 = t.tx
            m42 = t.ty
        }

        /// The 2D affine transform, as `CATransform3DGetAffineTransform`, or `nil` when the
        /// transform is not affine (``isAffine``) and would lose its 3D part.
        package var affineTransform: CGAffineTransform? {
            guard isAffine else { return nil }
            return CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
        }
    }
#endif
