import Foundation
import MatchCutMatcher

/// A clip in container space that a stand-in is drawn through: a rounded rect posed like a
/// stand-in (centre, size, a shape about the centre) with per-corner radii as seen in the
/// container. It is how a matched view keeps the clip its ancestors give it on screen while it
/// flies: a cell half under a bar stays cut where the bar's edge was, an image inside a rounded
/// card keeps the card's corners.
public struct StandInClip: Equatable, Sendable {
    /// The centre, in container points.
    public var center: CGPoint
    /// The size, in points.
    public var size: CGSize
    /// The transform about the centre.
    public var shape: Transform3D
    /// The corner radii as seen in the container.
    public var cornerRadii: CornerRadii

    /// Creates a clip.
    public init(center: CGPoint, size: CGSize, shape: Transform3D = .identity, cornerRadii: CornerRadii = .zero) {
        self.center = center
        self.size = size
        self.shape = shape
        self.cornerRadii = cornerRadii
    }

    /// The clip a view has on screen. When the innermost clipping ancestor is axis-aligned in the
    /// container, the clip is its rounded rect cut to the box of every clipping ancestor: a corner
    /// keeps its radius where it is the ancestor's own corner and is square where an outer
    /// ancestor's edge cuts it. Otherwise (rotated, skewed, in perspective) it is the innermost
    /// ancestor's exact shape and the outer ancestors are left out.
    package init(_ clip: ViewClip) {
        let map = clip.transformToContainer
        let radii = CornerRadii(radius: clip.cornerRadius, mask: clip.maskedCorners, size: clip.bounds.size)
            .mapped(by: map, rect: clip.bounds)
        guard map.isAxisAligned, let quad = try? map.quad(for: clip.bounds) else {
            let pose = StandInState(rect: clip.bounds, map: map, cornerRadii: radii)
            self.init(center: pose.center, size: pose.size, shape: pose.shape, cornerRadii: pose.cornerRadii)
            return
        }
        let own = quad.boundingBox
        let cut = own.intersection(clip.box)
        guard !cut.isNull else {
            self.init(center: CGPoint(x: own.midX, y: own.midY), size: .zero)
            return
        }
        func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a)) }
        // The map may mirror an axis: find which of the ancestor's corners lands where.
        let corners = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]
        func radius(atX x: Double, y: Double) -> CGSize {
            for (corner, r) in zip(quad.corners, corners) where same(corner.x, x) && same(corner.y, y) { return r }
            return .zero
        }
        self.init(
            center: CGPoint(x: cut.midX, y: cut.midY), size: cut.size,
            cornerRadii: CornerRadii(
                topLeft: radius(atX: cut.minX, y: cut.minY), topRight: radius(atX: cut.maxX, y: cut.minY),
                bottomRight: radius(atX: cut.maxX, y: cut.maxY), bottomLeft: radius(atX: cut.minX, y: cut.maxY)))
    }

    /// A clip that cuts nothing of `box` (a stand-in's bounding box in the container), grown by
    /// `margin` points on every side for a shadow: the end of a flight whose view is not clipped.
    /// Interpolating rects keeps containment, so a flight that fits both of its ends' clips fits
    /// every clip in between.
    public static func unclipped(around box: CGRect, margin: Double) -> StandInClip {
        let b = box.insetBy(dx: -max(margin, 0), dy: -max(margin, 0))
        return StandInClip(center: CGPoint(x: b.midX, y: b.midY), size: b.size)
    }

    /// The quad the clip covers in the container.
    /// - Throws: ``GeometryError`` when a corner lands behind the viewer.
    public func quad() throws -> Quad {
        let map = shape.flattened.concatenating(PlaneTransform(translationX: center.x, y: center.y))
        return try map.quad(
            for: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    /// The map from the clip's own space (origin at its top-left) to the container.
    public var transformToContainer: PlaneTransform {
        StandInState.transformToContainer(center: center, size: size, shape: shape)
    }
}
