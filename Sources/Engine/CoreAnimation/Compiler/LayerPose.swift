import Foundation
import MatchCutMatcher

/// What places a layer, and how far its drawing reaches: the part of ``LayerProperties`` a pose's
/// error is measured on (``StandInLayerValues/deviation(of:_:_:tolerance:share:)``), copied without
/// the paths.
struct LayerPose: Equatable {
    /// The anchor point's place in the superlayer, in points.
    var position: CGPoint
    /// The bounds' size, in points.
    var boundsSize: CGSize
    /// The layer's transform about its anchor point (the centre).
    var transform: Transform3D
    /// The corner radius, in points.
    var cornerRadius: CGFloat

    init(_ layer: LayerProperties) {
        position = layer.position
        boundsSize = layer.boundsSize
        transform = layer.transform
        cornerRadius = layer.cornerRadius
    }

    /// Sets a pose property (`position`, `bounds.size`, their components, `transform`) as
    /// ``LayerProperties`` does: a value of another kind, or another property, changes nothing.
    mutating func set(_ property: AnimatableProperty, to value: AnimationValue) {
        _ = LayerProperties.setPose(
            property, to: value, position: &position, boundsSize: &boundsSize, transform: &transform)
    }

    /// Three rects a layer draws, in its own points (``extents(mask:)``).
    typealias Extents = (bounds: CGRect, radii: CGRect, mask: CGRect)

    /// The map from the layer's own points to its superlayer's: about its centre (the default
    /// anchor point), `translate(−size/2) · transform · translate(position)`, flattened as Core
    /// Animation flattens a sublayer into its parent.
    var map: PlaneTransform {
        if transform == .identity {
            // The product below gives exactly this for a layer that neither turns nor scales.
            return PlaneTransform(
                translationX: -boundsSize.width / 2 + position.x, y: -boundsSize.height / 2 + position.y)
        }
        return PlaneTransform(translationX: -boundsSize.width / 2, y: -boundsSize.height / 2)
            .concatenating(transform.flattened)
            .concatenating(PlaneTransform(translationX: position.x, y: position.y))
    }

    /// What the layer draws, in its own points, as three rects whose corners a pose's error is
    /// measured at: its bounds; the box of its corner radii about its centre (radii larger than
    /// half the bounds, a collapsed layer whose rounded corners still show); its mask's path's box
    /// (`mask`, the bounds when there is none). One rect each, not their union: a union as large as
    /// the radius box would hide every change of the bounds inside it (a small round button's size
    /// went unmeasured, and its sampled size strayed 0.4 pt).
    func extents(mask: CGRect?) -> Extents {
        let bounds = CGRect(origin: .zero, size: boundsSize)
        let r = cornerRadius
        let radii = r > 0 ? CGRect(x: bounds.midX - r, y: bounds.midY - r, width: 2 * r, height: 2 * r) : bounds
        return (bounds, radii, mask ?? bounds)
    }
}
