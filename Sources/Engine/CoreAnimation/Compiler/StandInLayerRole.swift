/// One layer of a stand-in as Core Animation plays it. A stand-in is this tree of layers, which
/// the UIKit backend builds exactly (and ``AnimationCompiler`` animates):
///
/// ```
/// container
/// └─ clip                  container space: position = clip centre, bounds.size = clip size,
///    │                     transform = clip shape, masksToBounds; cornerRadius (+ maskedCorners)
///    │                     or, for unequal or elliptical radii, `clipMask`. Without a clip: all
///    │                     identity (position (0, 0), size 0 × 0) and not clipping.
///    ├─ (mask) clipMask    a shape layer: the clip's rounded rect, in the clip's own points.
///    ├─ shadow             the drop shadow alone: the body's pose and opacity, shadowPath = the
///    │                     body's rounded rect, no content. A sibling of the body, so the body's
///    │                     masksToBounds never cuts it.
///    └─ body               the pose relative to the clip layer (position in the clip's bounds,
///       │                  bounds.size, transform), opacity, backgroundColor, border,
///       │                  cornerRadius (+ maskedCorners) and masksToBounds, or `bodyMask`.
///       ├─ (mask) bodyMask a shape layer in the body's own points: the circular reveal (the
///       │                  state's `mask`, carried from container space), or the rounded rect
///       │                  of unequal or elliptical radii.
///       ├─ sourceContent   the source picture (or the live view): frame by the fit mode, opacity
///       │                  = the source content alpha.
///       └─ destinationContent  the destination picture, likewise.
/// ```
///
/// Only the layers a track needs are listed: a clip mask only for per-corner radii, a shadow
/// layer only when the track has a shadow, content layers for what its content shows. Radii in
/// ``StandInState`` are as seen in the container; a layer's radii are in its own points, so they
/// are the container's divided by how much the layer's map to the container stretches each axis
/// at that corner, and at most half the side (`cornerRadius`: half the shorter side), as Core
/// Animation draws them.
package enum StandInLayerRole: String, Hashable, Sendable, CaseIterable {
    /// The container-space clip.
    case clip
    /// The shape layer masking the clip (per-corner radii).
    case clipMask
    /// The drop shadow.
    case shadow
    /// The stand-in's body.
    case body
    /// The shape layer masking the body (a circular reveal or per-corner radii).
    case bodyMask
    /// The source picture or live view.
    case sourceContent
    /// The destination picture.
    case destinationContent

    /// The layer this one belongs to: its superlayer, or for a mask the layer it masks; `nil` for
    /// the clip, which goes into the transition container.
    package var parent: StandInLayerRole? {
        switch self {
        case .clip: nil
        case .clipMask, .shadow, .body: .clip
        case .bodyMask, .sourceContent, .destinationContent: .body
        }
    }

    /// Whether the layer is its parent's `mask` rather than a sublayer.
    package var isMask: Bool { self == .clipMask || self == .bodyMask }

    /// Whether the layer is a picture: a copy of an app's view (or the live view itself) with a
    /// look of its own (background, corners, border, shadow, `masksToBounds`, an image view's
    /// clipping) that the display link leaves alone, so the render server must too.
    package var isPicture: Bool { self == .sourceContent || self == .destinationContent }

    /// The model properties a backend sets on the layer when it hands it to the render server:
    /// a picture's pose and opacity only (what the display link sets); every property, and
    /// `masksToBounds` and `maskedCorners`, on MatchCut's own layers. Its animations animate
    /// nothing else (``AnimationCompiler``).
    package var modelProperties: [AnimatableProperty] {
        if isPicture { return [.position, .boundsSize, .transform, .opacity] }
        let look: [AnimatableProperty] = [
            .position, .boundsSize, .transform, .opacity, .cornerRadius, .backgroundColor, .borderWidth, .borderColor,
            .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .shadowPath,
        ]
        return isMask ? look + [.path, .strokeStart, .strokeEnd] : look
    }
}
