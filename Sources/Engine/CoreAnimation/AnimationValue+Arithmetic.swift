import Foundation

extension AnimationValue {
    /// The value `fraction` of the way from `a` to `b` (unclamped, so springs overshoot), or `nil`
    /// when the kinds differ.
    ///
    /// - Numbers, points, sizes and colours: linearly per component. Colours blend their straight
    ///   (unpremultiplied) sRGB components, the fact sheet's recommended reading of Core
    ///   Animation's undocumented colour interpolation (an open point).
    /// - Transforms: by decomposition (``Transform3D/interpolate(from:to:fraction:)``): translation,
    ///   scale, skew and perspective linearly and rotation by quaternion slerp, as WebKit and Core
    ///   Animation do; a singular end switches at the halfway point.
    /// - Paths: ``AnimationPath/interpolate(from:to:fraction:)``.
    package static func interpolate(from a: AnimationValue, to b: AnimationValue, fraction f: Double)
        -> AnimationValue?
    {
        switch (a, b) {
        case (.transform(let x), .transform(let y)):
            return .transform(Transform3D.interpolate(from: x, to: y, fraction: f))
        case (.path(let x), .path(let y)):
            return .path(AnimationPath.interpolate(from: x, to: y, fraction: f))
        // Allocation-free, the same arithmetic as the components' below.
        case (.scalar(let x), .scalar(let y)): return .scalar(x + (y - x) * f)
        case (.point(let p), .point(let q)):
            return .point(CGPoint(x: Double(p.x) + (Double(q.x) - Double(p.x)) * f, y: Double(p.y) + (Double(q.y) - Double(p.y)) * f))
        case (.size(let p), .size(let q)):
            return .size(
                CGSize(
                    width: Double(p.width) + (Double(q.width) - Double(p.width)) * f,
                    height: Double(p.height) + (Double(q.height) - Double(p.height)) * f))
        case (.color(let p), .color(let q)):
            return .color(
                RGBAColor(
                    red: p.red + (q.red - p.red) * f, green: p.green + (q.green - p.green) * f,
                    blue: p.blue + (q.blue - p.blue) * f, alpha: p.alpha + (q.alpha - p.alpha) * f))
        default:
            guard a.kind == b.kind else { return nil }
            let (p, q) = (a.components, b.components)
            return a.replacingComponents(zip(p, q).map { $0 + ($1 - $0) * f })
        }
    }

    /// Core Animation's type-dependent addition `self ⊕ value` (CAAnimation.h: "for affine
    /// transforms the two matrices are concatenated"), or `nil` for different kinds.
    ///
    /// `self` is the running value underneath and `value` the animation's: numbers, points,
    /// sizes, colours and paths of the same elements add per component; transforms concatenate
    /// as `CATransform3DConcat(value, self)`, so the animation's matrix applies to points first,
    /// which is the order WebKit relies on when it stacks additive transform animations.
    package func adding(_ value: AnimationValue) -> AnimationValue? {
        switch (self, value) {
        case (.transform(let under), .transform(let over)): return .transform(over.concatenating(under))
        default:
            guard kind == value.kind else { return nil }
            return replacingComponents(zip(components, value.components).map { $0 + $1 })
        }
    }

    /// The inverse of ``adding(_:)``: the `x` with `x ⊕ value == self` (the start of a `byValue`
    /// and `toValue` animation), or `nil` for different kinds or a singular transform.
    package func subtracting(_ value: AnimationValue) -> AnimationValue? {
        switch (self, value) {
        case (.transform(let total), .transform(let over)):
            guard let inverse = try? over.inverted() else { return nil }
            return .transform(inverse.concatenating(total))
        default:
            guard kind == value.kind else { return nil }
            return replacingComponents(zip(components, value.components).map { $0 - $1 })
        }
    }

    /// `count` copies of this value added together (`count · self`), as `isCumulative` needs:
    /// components times `count`, or the transform concatenated `count` times (its inverse for a
    /// negative count; the identity when it cannot be inverted).
    package func repeated(_ count: Int) -> AnimationValue {
        guard case .transform(let t) = self else {
            return replacingComponents(components.map { $0 * Double(count) }) ?? self
        }
        var base = count >= 0 ? t : ((try? t.inverted()) ?? .identity)
        var n = count.magnitude
        var result = Transform3D.identity
        while n > 0 {
            if n & 1 == 1 { result = result.concatenating(base) }
            base = base.concatenating(base)
            n >>= 1
        }
        return .transform(result)
    }

    /// The Euclidean distance between the two values' ``components`` (what paced keyframes keep
    /// constant), or `nil` when they do not correspond.
    package func distance(to other: AnimationValue) -> Double? {
        let (p, q) = (components, other.components)
        guard kind == other.kind, p.count == q.count else { return nil }
        return zip(p, q).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
    }
}
