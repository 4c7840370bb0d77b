import Foundation

/// Per-corner radii, each an ellipse: `width` along the view's own x edges (top and bottom),
/// `height` along its y edges (left and right).
///
/// A view's corners are circles in its own space; seen through a non-uniform scale (or a skew,
/// or perspective) they are ellipses, as CSS's `border-radius: 10px / 5px`. Carrying both radii
/// keeps what the eye sees continuous when the engine interpolates from one side of a match to the
/// other: a circle of radius 20 inside an ancestor scaled by (0.5, 1) is reported as 10 × 20.
public struct CornerRadii: Equatable, Sendable {
    /// The top-left corner's radii, in points.
    public var topLeft: CGSize
    /// The top-right corner's radii, in points.
    public var topRight: CGSize
    /// The bottom-right corner's radii, in points.
    public var bottomRight: CGSize
    /// The bottom-left corner's radii, in points.
    public var bottomLeft: CGSize

    /// Creates radii from the four corners.
    public init(topLeft: CGSize, topRight: CGSize, bottomRight: CGSize, bottomLeft: CGSize) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// Square corners.
    public static let zero = CornerRadii(uniform: 0)

    /// The same circular radius, in points, at every corner.
    public init(uniform radius: CGFloat) {
        let r = CGSize(width: radius, height: radius)
        self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
    }

    /// The radii a layer draws in its own bounds of `size`: `radius` on the corners in `mask`,
    /// reduced as CSS reduces overlapping radii (all scaled by one factor until adjacent radii fit
    /// each edge) — for a radius on every corner, that is `min(radius, width / 2, height / 2)`.
    /// Negative or non-finite radii count as 0.
    public init(radius: CGFloat, mask: CornerMask, size: CGSize) {
        let r = radius.isFinite ? max(radius, 0) : 0
        func corner(_ c: CornerMask) -> CGFloat { mask.contains(c) ? r : 0 }
        let tl = corner(.topLeft)
        let tr = corner(.topRight)
        let br = corner(.bottomRight)
        let bl = corner(.bottomLeft)
        var factor: CGFloat = 1
        for (length, sum) in [
            (size.width, tl + tr), (size.width, bl + br), (size.height, tl + bl), (size.height, tr + br),
        ] where sum > 0 {
            factor = min(factor, max(length, 0) / sum)
        }
        self.init(
            topLeft: CGSize(width: tl * factor, height: tl * factor),
            topRight: CGSize(width: tr * factor, height: tr * factor),
            bottomRight: CGSize(width: br * factor, height: br * factor),
            bottomLeft: CGSize(width: bl * factor, height: bl * factor))
    }

    /// Every radius times `k`.
    public func scaled(by k: CGFloat) -> CornerRadii {
        func s(_ r: CGSize) -> CGSize { CGSize(width: r.width * k, height: r.height * k) }
        return CornerRadii(topLeft: s(topLeft), topRight: s(topRight), bottomRight: s(bottomRight), bottomLeft: s(bottomLeft))
    }

    /// The corners in order: top-left, top-right, bottom-right, bottom-left.
    public var corners: [CGSize] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// Whether every corner is a circle (width equal to height within `1e-9`).
    public var isCircular: Bool {
        corners.allSatisfy { abs($0.width - $0.height) <= 1e-9 * max(1, $0.width) }
    }

    /// These radii of a rect of a view's bounds, seen through `map` (for example into the
    /// transition container): each corner's radii are stretched by how much the map stretches the
    /// local x and y axes at that corner.
    public func mapped(by map: PlaneTransform, rect: CGRect) -> CornerRadii {
        func scale(_ r: CGSize, _ x: CGFloat, _ y: CGFloat) -> CGSize {
            guard r.width > 0 || r.height > 0 else { return .zero }
            let s = map.axisScales(at: CGPoint(x: x, y: y))
            return CGSize(width: r.width * s.x, height: r.height * s.y)
        }
        return CornerRadii(
            topLeft: scale(topLeft, rect.minX, rect.minY),
            topRight: scale(topRight, rect.maxX, rect.minY),
            bottomRight: scale(bottomRight, rect.maxX, rect.maxY),
            bottomLeft: scale(bottomLeft, rect.minX, rect.maxY))
    }
}
