import Foundation
import MatchCutMatcher

/// A circle that clips a stand-in (a circular reveal), in container coordinates.
public struct CircleMask: Equatable, Sendable {
    /// The centre, in points.
    public var center: CGPoint
    /// The radius, in points (never negative).
    public var radius: Double

    /// Creates a mask.
    public init(center: CGPoint, radius: Double) {
        self.center = center
        self.radius = max(radius, 0)
    }
}

/// A stand-in's pose and look at one moment: a rect of `size` centred at `center` in the
/// container, shaped by `shape` (rotation, scale, skew, perspective — about the centre, no
/// translation). Any quad a view can have on screen is one of these, exactly.
public struct StandInState: Equatable, Sendable {
    /// The centre in the container, in points.
    public var center: CGPoint
    /// The bounds size, in points.
    public var size: CGSize
    /// The transform about the centre.
    public var shape: Transform3D
    /// The corner radii as seen in the container.
    public var cornerRadii: CornerRadii
    /// The opacity of the whole stand-in, 0…1.
    public var alpha: Double
    /// The background colour, or `nil`.
    public var backgroundColor: RGBAColor?
    /// A circular clip, or `nil`.
    public var mask: CircleMask?
    /// Whether the content is clipped to the (rounded) bounds.
    public var masksToBounds: Bool
    /// The shape of the rounded corners (it cannot be blended: the nearer end's).
    public var cornerCurve: CornerCurve = .circular
    /// The border width, in the stand-in's own points.
    public var borderWidth: Double
    /// The border colour.
    public var borderColor: RGBAColor
    /// The drop shadow, or `nil`.
    public var shadow: Shadow?
    /// The clip the stand-in is drawn through, in container space (its view's clipping ancestors),
    /// or `nil` for none.
    public var clip: StandInClip?

    /// Creates a state.
    public init(
        center: CGPoint, size: CGSize, shape: Transform3D = .identity, cornerRadii: CornerRadii = .zero,
        alpha: Double = 1, backgroundColor: RGBAColor? = nil, mask: CircleMask? = nil, masksToBounds: Bool = false,
        borderWidth: Double = 0, borderColor: RGBAColor = .black, shadow: Shadow? = nil, clip: StandInClip? = nil
    ) {
        self.center = center
        self.size = size
        self.shape = shape
        self.cornerRadii = cornerRadii
        self.alpha = alpha
        self.backgroundColor = backgroundColor
        self.mask = mask
        self.masksToBounds = masksToBounds
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.shadow = shadow
        self.clip = clip
    }

    /// Carries a view's border, shadow and clipping onto the state.
    public func carrying(_ appearance: ViewAppearance) -> StandInState {
        var s = self
        s.masksToBounds = appearance.masksToBounds
        s.cornerCurve = appearance.cornerCurve
        s.borderWidth = appearance.borderWidth
        s.borderColor = appearance.borderColor
        s.shadow = appearance.shadow
        return s
    }

    /// The state showing a rect of a view's bounds space exactly where `map` puts it: centre
    /// `map(rect centre)`, shape `translate(rect centre) · map · translate(−centre)`.
    public init(
        rect: CGRect, map: PlaneTransform, cornerRadii: CornerRadii = .zero, alpha: Double = 1,
        backgroundColor: RGBAColor? = nil
    ) {
        let pose = Self.pose(of: rect, map: map)
        self.init(
            center: pose.center, size: rect.size, shape: pose.shape, cornerRadii: cornerRadii, alpha: alpha,
            backgroundColor: backgroundColor)
    }

    /// The centre and shape of a state showing `rect` where `map` puts it (``init(rect:map:cornerRadii:alpha:backgroundColor:)``).
    package static func pose(of rect: CGRect, map: PlaneTransform) -> (center: CGPoint, shape: Transform3D) {
        let local = CGPoint(x: rect.midX, y: rect.midY)
        if map.isAffine {
            // Every stand-in without perspective, every frame: the centre is where the map puts
            // the rect's centre, and the shape is the map's linear part. The general product
            // below gives the same (its translation cancels to exactly zero) through two matrix
            // products; only the sign of a zero can differ.
            let c = CGPoint(x: map.homogeneousX(local), y: map.homogeneousY(local))
            if c.x.isFinite && c.y.isFinite {
                return (
                    c,
                    Transform3D(
                        m11: map.m11, m12: map.m12, m13: 0, m14: 0, m21: map.m21, m22: map.m22, m23: 0, m24: 0,
                        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
                )
            }
        }
        let c = (try? map.apply(to: local)) ?? local
        let plane = PlaneTransform(translationX: local.x, y: local.y).concatenating(map)
            .concatenating(PlaneTransform(translationX: -c.x, y: -c.y))
        return (c, Transform3D(plane))
    }

    /// The quad this state covers in the container (corners of the rect, shaped, then placed).
    /// - Throws: ``GeometryError`` when a corner lands behind the viewer.
    @inlinable
    public func quad() throws -> Quad { try Self.quad(center: center, size: size, shape: shape) }

    /// The quad a state with this centre, size and shape covers (``quad()``). A caller holding a
    /// state in place reads the three parts (calling ``quad()`` copies the whole state first).
    @inlinable @inline(__always)
    package static func quad(center: CGPoint, size: CGSize, shape: Transform3D) throws -> Quad {
        let map = shape.flattened.concatenating(PlaneTransform(translationX: center.x, y: center.y))
        return try map.quad(
            for: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    /// The map from the stand-in's bounds space (origin at its top-left) to the container.
    @inlinable
    public var transformToContainer: PlaneTransform {
        Self.transformToContainer(center: center, size: size, shape: shape)
    }

    /// The map from the bounds space of a state with this centre, size and shape to the container
    /// (``transformToContainer``), from its parts (reading the property copies the whole state).
    @inlinable @inline(__always)
    package static func transformToContainer(center: CGPoint, size: CGSize, shape: Transform3D) -> PlaneTransform {
        PlaneTransform(translationX: -size.width / 2, y: -size.height / 2).concatenating(shape.flattened)
            .concatenating(PlaneTransform(translationX: center.x, y: center.y))
    }
}

extension Transform3D {
    /// The 3D transform whose flattening is `plane` (z passes through unchanged).
    public init(_ plane: PlaneTransform) {
        self.init(
            m11: plane.m11, m12: plane.m12, m13: 0, m14: plane.m13,
            m21: plane.m21, m22: plane.m22, m23: 0, m24: plane.m23,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: plane.m31, m42: plane.m32, m43: 0, m44: plane.m33)
    }
}
