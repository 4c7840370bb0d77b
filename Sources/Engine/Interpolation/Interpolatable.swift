import Foundation

/// A value that can be blended between two ends. `fraction` is usually 0…1, but springs
/// overshoot: conformances extrapolate past the ends and clamp only what must stay valid for a
/// renderer (no negative sizes or radii, colours within gamut).
public protocol Interpolatable: Sendable {
    /// The value `fraction` of the way from `from` to `to`.
    static func interpolate(from: Self, to: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
    /// Linear, unclamped.
    @inlinable
    public static func interpolate(from: Double, to: Double, fraction: Double) -> Double {
        from + (to - from) * fraction
    }
}

extension CGPoint: Interpolatable {
    /// Linear per coordinate, unclamped.
    @inlinable
    public static func interpolate(from: CGPoint, to: CGPoint, fraction: Double) -> CGPoint {
        CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
    }
}

extension CGSize: Interpolatable {
    /// Linear per dimension, never below 0.
    @inlinable
    public static func interpolate(from: CGSize, to: CGSize, fraction: Double) -> CGSize {
        CGSize(
            width: max(0, from.width + (to.width - from.width) * fraction),
            height: max(0, from.height + (to.height - from.height) * fraction))
    }
}

extension CGRect: Interpolatable {
    /// Origin linear, size linear and never below 0.
    @inlinable
    public static func interpolate(from: CGRect, to: CGRect, fraction: Double) -> CGRect {
        CGRect(
            origin: .interpolate(from: from.origin, to: to.origin, fraction: fraction),
            size: .interpolate(from: from.size, to: to.size, fraction: fraction))
    }
}

extension Quad: Interpolatable {
    /// Each corner linearly.
    @inlinable
    public static func interpolate(from: Quad, to: Quad, fraction: Double) -> Quad {
        Quad(
            topLeft: .interpolate(from: from.topLeft, to: to.topLeft, fraction: fraction),
            topRight: .interpolate(from: from.topRight, to: to.topRight, fraction: fraction),
            bottomRight: .interpolate(from: from.bottomRight, to: to.bottomRight, fraction: fraction),
            bottomLeft: .interpolate(from: from.bottomLeft, to: to.bottomLeft, fraction: fraction))
    }
}

extension CornerRadii: Interpolatable {
    /// Each corner's two radii linearly, never below 0: a circle of 20 becomes a circle of 0
    /// through circles, and elliptical corners stay continuous.
    @inline(__always)
    public static func interpolate(from: CornerRadii, to: CornerRadii, fraction: Double) -> CornerRadii {
        CornerRadii(
            topLeft: .interpolate(from: from.topLeft, to: to.topLeft, fraction: fraction),
            topRight: .interpolate(from: from.topRight, to: to.topRight, fraction: fraction),
            bottomRight: .interpolate(from: from.bottomRight, to: to.bottomRight, fraction: fraction),
            bottomLeft: .interpolate(from: from.bottomLeft, to: to.bottomLeft, fraction: fraction))
    }
}

/// Property-specific blends whose valid range is not the type's.
public enum Interpolation {
    /// Opacity, clamped to 0…1 (a spring's overshoot cannot make a view more than opaque).
    @inlinable
    public static func alpha(from: Double, to: Double, fraction: Double) -> Double {
        min(max(from + (to - from) * fraction, 0), 1)
    }
}
