import Foundation

extension Quaternion {
    /// Spherical linear interpolation as the CSS Transforms spec (and browsers) do it, without
    /// flipping to the shorter arc; `fraction` may leave 0…1. Equal rotations return `from`.
    package static func slerp(from a: Quaternion, to b: Quaternion, fraction t: Double) -> Quaternion {
        SlerpPath(from: a, to: b).rotation(at: t)
    }
}

/// A slerp between two rotations with the angle between them found once: a track blending the
/// same two rotations every frame pays only for a sine and a cosine.
struct SlerpPath: Sendable {
    let from: Quaternion
    let to: Quaternion
    /// The cosine of the angle, the angle, and its sine (the weights' denominator).
    let product: Double
    let theta: Double
    let denominator: Double
    /// Whether the rotations are the same (or opposite): then the path stays at `from`.
    let isStill: Bool

    init(from a: Quaternion, to b: Quaternion) {
        from = a
        to = b
        product = min(max(a.dot(b), -1), 1)
        isStill = abs(abs(product) - 1) < 1e-12
        theta = isStill ? 0 : acos(product)
        denominator = (1 - product * product).squareRoot()
    }

    /// The rotation `t` of the way along.
    func rotation(at t: Double) -> Quaternion {
        if isStill { return from }
        let w = sin(t * theta) / denominator
        let s = cos(t * theta) - product * w
        let (a, b) = (from, to)
        // Written field by field over a copy: no member of another module's `package` type is
        // inlined (Swift 6.3.1), so the initializer was a call a frame for every turning stand-in.
        // Every stored field is written (a field added to `Quaternion` must be written here too).
        var q = a
        (q.x, q.y, q.z, q.w) = (a.x * s + b.x * w, a.y * s + b.y * w, a.z * s + b.z * w, a.w * s + b.w * w)
        return q
    }
}

/// Two decomposed transforms and the slerp between their rotations, prepared once (at plan time
/// for a stand-in's shape, read in place every frame). A value: a leg holds it inline, so a frame
/// reads it without a retain or another object to fetch.
struct DecomposedBlend: Sendable {
    let from: DecomposedTransform3D
    let to: DecomposedTransform3D
    let rotation: SlerpPath

    init(from a: DecomposedTransform3D, to b: DecomposedTransform3D) {
        from = a
        to = b
        rotation = SlerpPath(from: a.rotation, to: b.rotation)
    }

    /// The parts `t` of the way along: linear, rotation by slerp.
    @inline(__always)
    func value(at t: Double) -> DecomposedTransform3D {
        let (a, b) = (from, to)
        // Over a copy, as `SlerpPath.rotation(at:)` does (the initializer would be a call); every
        // stored field is written (a field added to `DecomposedTransform3D` must be written here too).
        var d = a
        d.translation = a.translation + (b.translation - a.translation) * t
        d.scale = a.scale + (b.scale - a.scale) * t
        d.skew = a.skew + (b.skew - a.skew) * t
        d.perspective = a.perspective + (b.perspective - a.perspective) * t
        d.rotation = rotation.rotation(at: t)
        return d
    }
}

extension DecomposedTransform3D: Interpolatable {
    /// Translation, scale, skew and perspective linearly; rotation by ``Quaternion/slerp(from:to:fraction:)``.
    package static func interpolate(
        from a: DecomposedTransform3D, to b: DecomposedTransform3D, fraction t: Double
    ) -> DecomposedTransform3D {
        DecomposedBlend(from: a, to: b).value(at: t)
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
