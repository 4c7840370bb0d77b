import Foundation
import MatchCutMatcher

/// How a stand-in is built out of layers, as every backend builds it: a `clip` layer in the
/// container (the clip its view's ancestors give it; absent when nothing clips), holding a `shadow`
/// layer (the drop shadow, never clipped) and a `body` layer (the pose, clipped to its rounded
/// shape), which holds the source and destination pictures. ``StandInLayout`` is one frame of it,
/// in each layer's own units: backends only assign.
package struct StandInLayout: Equatable, Sendable {
    /// A layer's place in its parent: bounds size, centre (position, anchor at the centre) and
    /// transform about the centre.
    package struct Pose: Equatable, Sendable {
        /// Bounds size, in points.
        package var size: CGSize
        /// The centre in the parent layer's space.
        package var center: CGPoint
        /// The transform about the centre.
        package var shape: Transform3D

        /// Creates a pose.
        package init(size: CGSize, center: CGPoint, shape: Transform3D) {
            self.size = size
            self.center = center
            self.shape = shape
        }

        /// Nothing: a zero-sized layer at the origin, untransformed (an absent clip).
        package static let none = Pose(size: .zero, center: .zero, shape: .identity)
    }

    /// How a layer's corners are rounded.
    package enum Corners: Equatable, Sendable {
        /// One circular radius on some corners: `cornerRadius` with `maskedCorners`.
        case uniform(radius: CGFloat, corners: CornerMask)
        /// Different or elliptical radii: a mask path of a rounded rect with these radii.
        case path(CornerRadii)

        /// The corners for radii in a layer's own units. Allocates nothing (it runs every frame).
        package init(_ radii: CornerRadii) {
            let (tl, tr, br, bl) = (radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft)
            func rounds(_ r: CGSize) -> Bool { r.width > 0 || r.height > 0 }
            func same(_ a: CGSize, _ b: CGSize) -> Bool {
                abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
            }
            // The first rounded corner, clockwise from the top left; every other rounded corner
            // must have its radii (within 1e-6 pt), and they must be circular.
            let first = rounds(tl) ? tl : rounds(tr) ? tr : rounds(br) ? br : rounds(bl) ? bl : nil
            guard let first else {
                self = .uniform(radius: 0, corners: .all)
                return
            }
            let alike =
                (!rounds(tl) || same(tl, first)) && (!rounds(tr) || same(tr, first))
                && (!rounds(br) || same(br, first)) && (!rounds(bl) || same(bl, first))
            guard alike && abs(first.width - first.height) < 1e-6 else {
                self = .path(radii)
                return
            }
            var mask = CornerMask()
            if rounds(tl) { mask.insert(.topLeft) }
            if rounds(tr) { mask.insert(.topRight) }
            if rounds(br) { mask.insert(.bottomRight) }
            if rounds(bl) { mask.insert(.bottomLeft) }
            self = .uniform(radius: first.width, corners: mask)
        }
    }

    /// A picture inside the body.
    package struct Content: Equatable, Sendable {
        /// Its frame in the body's bounds.
        package var frame: CGRect
        /// Its opacity, 0…1.
        package var alpha: Double
        /// `nil` for a picture stretched to ``frame``; for text, the uniform scale from the size
        /// it is laid out at (its bounds, `frame.size / scale`) to ``frame``: a backend gives it
        /// those bounds and this scale as its transform, centred on the frame's centre.
        package var scale: CGFloat?

        /// The bounds a picture is laid out at: ``frame``'s size, or for text, unscaled.
        package var layoutSize: CGSize {
            guard let scale, scale > 0 else { return frame.size }
            return CGSize(width: frame.width / scale, height: frame.height / scale)
        }
    }

    /// The clip layer's pose in the container and its corners, or `nil` when nothing clips.
    package var clip: (pose: Pose, corners: Corners)?
    /// The body's pose in the clip layer (in the container when there is no clip).
    package var body: Pose
    /// The body's corners (and the shadow path's), in its own units.
    package var corners: Corners
    /// The body's radii in its own units (for a shadow path).
    package var radii: CornerRadii
    /// The border width, in the body's own units (the state's: captured from the view's layer).
    package var borderWidth: CGFloat
    /// A circular mask on the body, in its own units (a circular reveal), or `nil`.
    package var circle: (center: CGPoint, radius: CGFloat)?
    /// Whether the body clips its pictures (`masksToBounds`): always. A picture placed by a fit
    /// mode can be larger than the body (`.auto` fills by the larger scale when the two ends'
    /// shapes differ) and is cropped to the body's rounded shape, as the view crops its content;
    /// a rule that changed mid-flight would pop at a hand-over (Core Animation cannot animate
    /// `masksToBounds`). The drop shadow is a sibling layer, never cut.
    package static let bodyClips = true

    /// The one mask a layer can have (`CALayer.mask`), as this layout wants it.
    package enum Mask: Equatable, Sendable {
        /// No mask: any mask MatchCut set before is removed (a state that dropped its circle).
        case none
        /// A rounded rect with unequal or elliptical corners, in the layer's own units.
        case roundedRect(size: CGSize, radii: CornerRadii)
        /// A circle (a circular reveal), in the layer's own units. Rounded corners, which only a
        /// uniform radius can give alongside it (`cornerRadius`), are the body's own.
        case circle(center: CGPoint, radius: CGFloat)
    }

    /// The body's mask: the circle when there is one (it takes the mask; per-corner radii cannot
    /// be drawn with it), else a rounded rect for unequal corners, else none.
    package var bodyMask: Mask {
        if let circle { return .circle(center: circle.center, radius: circle.radius) }
        if case .path(let radii) = corners { return .roundedRect(size: body.size, radii: radii) }
        return .none
    }

    /// The clip layer's mask: a rounded rect for unequal corners, else none.
    package var clipMask: Mask {
        guard let clip, case .path(let radii) = clip.corners else { return .none }
        return .roundedRect(size: clip.pose.size, radii: radii)
    }
    /// The source picture.
    package var source: Content?
    /// The destination picture.
    package var destination: Content?

    /// Compares every part.
    package static func == (a: StandInLayout, b: StandInLayout) -> Bool {
        a.clip?.pose == b.clip?.pose && a.clip?.corners == b.clip?.corners && a.body == b.body && a.corners == b.corners
            && a.radii == b.radii && a.borderWidth == b.borderWidth && a.circle?.center == b.circle?.center
            && a.circle?.radius == b.circle?.radius && a.source == b.source && a.destination == b.destination
    }

    /// The layout of `frame`, its pictures where ``PicturePlacement`` put them.
    package init(_ frame: borrowing StandInFrame) {
        // The state is read in place (it is large; a frame is laid out every frame).
        let size = frame.state.size
        let toContainer = StandInState.transformToContainer(
            center: frame.state.center, size: size, shape: frame.state.shape)
        var toClip = toContainer
        if let c = frame.state.clip {
            clip = (Pose(size: c.size, center: c.center, shape: c.shape), Corners(Self.local(c.cornerRadii, c.shape)))
            if let inverse = try? c.transformToContainer.inverted() { toClip = toClip.concatenating(inverse) }
        }
        let pose = StandInState.pose(of: CGRect(origin: .zero, size: size), map: toClip)
        body = Pose(size: size, center: pose.center, shape: pose.shape)
        radii = Self.local(frame.state.cornerRadii, frame.state.shape)
        corners = Corners(radii)
        borderWidth = frame.state.borderWidth
        if let mask = frame.state.mask, let toLocal = try? toContainer.inverted(),
            let center = try? toLocal.apply(to: mask.center)
        {
            circle = (center, mask.radius / Self.scales(frame.state.shape).x)
        }
        let bounds = CGRect(origin: .zero, size: size)
        if let f = frame.sourceContentFrame ?? (frame.sourceContentAlpha > 0 ? bounds : nil) {
            source = Content(frame: f, alpha: frame.sourceContentAlpha, scale: frame.sourceContentScale)
        }
        if let f = frame.destinationContentFrame ?? (frame.destinationContentAlpha > 0 ? bounds : nil) {
            destination = Content(
                frame: f, alpha: frame.destinationContentAlpha, scale: frame.destinationContentScale)
        }
    }

    /// How much a shape stretches its x and y axes.
    static func scales(_ shape: Transform3D) -> (x: CGFloat, y: CGFloat) {
        (
            max((shape.m11 * shape.m11 + shape.m12 * shape.m12).squareRoot(), 1e-6),
            max((shape.m21 * shape.m21 + shape.m22 * shape.m22).squareRoot(), 1e-6)
        )
    }

    /// Radii seen in the container, in a layer's own units under `shape`.
    static func local(_ radii: CornerRadii, _ shape: Transform3D) -> CornerRadii {
        let (sx, sy) = scales(shape)
        func l(_ r: CGSize) -> CGSize { CGSize(width: r.width / sx, height: r.height / sy) }
        return CornerRadii(
            topLeft: l(radii.topLeft), topRight: l(radii.topRight), bottomRight: l(radii.bottomRight),
            bottomLeft: l(radii.bottomLeft))
    }
}
