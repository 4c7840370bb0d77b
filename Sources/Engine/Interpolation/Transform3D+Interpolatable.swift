import Foundation

extension Quaternion {
    /// Spherical linear interpolation as the CSS Transforms spec (and browsers) do it, without
    /// flipping to the shorter arc; `fraction` may leave 0…1. Equal rotations return `from`.
    public static func slerp(from a: Quaternion, to b: Quaternion, fraction t: Double) -> Quaternion {
        let product = min(max(a.dot(b), -1), 1)
        if abs(abs(product) - 1) < 1e-12 { return a }
        let theta = acos(product)
        let w = sin(t * theta) / (1 - product * product).squareRoot()
        let s = cos(t * theta) - product * w
        return Quaternion(x: a.x * s + b.x * w, y: a.y * s + b.y * w, z: a.z * s + b.z * w, w: a.w * s + b.w * w)
    }
}

extension DecomposedTransform3D: Interpolatable {
    /// Translation, scale, skew and perspective linearly; rotation by ``Quaternion/slerp(from:to:fraction:)``.
    public static func interpolate(
        from a: DecomposedTransform3D, to b: DecomposedTransform3D, fraction t: Double
    ) -> DecomposedTransform3D {
        DecomposedTransform3D(
            translation: a.translation + (b.translation - a.translation) * t,
            scale: a.scale + (b.scale - a.scale) * t,
            skew: a.skew + (b.skew - a.skew) * t,
            perspective: a.perspective + (b.perspective - a.perspective) * t,
            rotation: .slerp(from: a.rotation, to: b.rotation, fraction: t))
    }
}

extension Transform3D: Interpolatable {
    /// Interpolates by decomposition (CSS Transforms Level 2), so a 90° turn passes through 45°
    /// instead of squashing. When either end cannot be decomposed (a singular matrix), the value
    /// switches from one end to the other at the halfway point, as CSS does.
    public static func interpolate(from: Transform3D, to: Transform3D, fraction: Double) -> Transform3D {
        if from == to { return from }
        guard let a = try? from.decomposed(), let b = try? to.decomposed() else {
            return fraction < 0.5 ? from : to
        }
        return DecomposedTransform3D.interpolate(from: a, to: b, fraction: fraction).recomposed
    }
}
