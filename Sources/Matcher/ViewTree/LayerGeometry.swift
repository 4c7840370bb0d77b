import Foundation

/// Where a view sits in its superview, with Core Animation's model: the layer's `bounds` (whose
/// origin is the scroll offset of its content), `position` in the superview, `anchorPoint`,
/// `transform` applied about the anchor point, and `zPosition` for drawing order.
public struct LayerGeometry: Equatable, Sendable {
    /// The view's own coordinate space: origin = scroll offset, size in points.
    public var bounds: CGRect
    /// Where the anchor point sits in the superview's bounds space, in points (`UIView.center`
    /// for the default anchor point).
    public var position: CGPoint
    /// The point of the bounds, in unit coordinates, that `position` names and that the
    /// transform turns about. `(0.5, 0.5)` is the centre.
    public var anchorPoint: CGPoint
    /// The layer's 3D transform.
    public var transform: Transform3D
    /// The layer's position on the z axis, in points; among siblings a higher value draws in
    /// front. It does not move the layer on screen (it is flattened away).
    public var zPosition: CGFloat

    /// Creates a geometry from Core Animation's values.
    public init(
        bounds: CGRect, position: CGPoint, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        transform: Transform3D = .identity, zPosition: CGFloat = 0
    ) {
        self.bounds = bounds
        self.position = position
        self.anchorPoint = anchorPoint
        self.transform = transform
        self.zPosition = zPosition
    }

    /// Creates a geometry as UIKit does when `frame` is set with an identity transform:
    /// the bounds get the frame's size, the position is the anchor point's place in the frame.
    public init(
        frame: CGRect, boundsOrigin: CGPoint = .zero, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        transform: Transform3D = .identity, zPosition: CGFloat = 0
    ) {
        self.init(
            bounds: CGRect(origin: boundsOrigin, size: frame.size),
            position: CGPoint(
                x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height),
            anchorPoint: anchorPoint, transform: transform, zPosition: zPosition)
    }

    /// The map from the view's bounds space to its superview's bounds space: move the anchor
    /// point to the origin, apply the transform and flatten it onto the plane, then move to
    /// `position`.
    @inlinable
    public var transformToParent: PlaneTransform {
        let ax = bounds.minX + anchorPoint.x * bounds.width
        let ay = bounds.minY + anchorPoint.y * bounds.height
        let t = transform
        if t.isAffine {
            return PlaneTransform(
                m11: t.m11, m12: t.m12, m13: 0,
                m21: t.m21, m22: t.m22, m23: 0,
                m31: -ax * t.m11 - ay * t.m21 + t.m41 + position.x,
                m32: -ax * t.m12 - ay * t.m22 + t.m42 + position.y, m33: 1)
        }
        return PlaneTransform(translationX: -ax, y: -ay)
            .concatenating(t.flattened)
            .concatenating(PlaneTransform(translationX: position.x, y: position.y))
    }

    /// The frame as `UIView.frame` reports it: with an identity transform, the bounds' size placed
    /// so the anchor point is at `position`; otherwise the bounding box of the transformed bounds
    /// (what Core Animation returns; UIKit calls it undefined). `CGRect.null` when a corner lands
    /// behind the viewer.
    public var frame: CGRect {
        get {
            if transform.isIdentity {
                return CGRect(
                    x: position.x - anchorPoint.x * bounds.width,
                    y: position.y - anchorPoint.y * bounds.height,
                    width: bounds.width, height: bounds.height)
            }
            return (try? transformToParent.quad(for: bounds).boundingBox) ?? .null
        }
        set {
            // As UIKit with an identity transform: size to the bounds, anchor point into place.
            bounds.size = newValue.size
            position = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width,
                y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }
}

extension LayerGeometry {
    /// The same geometry placed at `frame` (untransformed): only its size and position change —
    /// its bounds origin (a scroll view's content offset), anchor point, transform and z position
    /// are the app's and stay.
    public func placed(at frame: CGRect) -> LayerGeometry {
        var geometry = self
        geometry.bounds.size = frame.size
        geometry.position = CGPoint(
            x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
        return geometry
    }
}
