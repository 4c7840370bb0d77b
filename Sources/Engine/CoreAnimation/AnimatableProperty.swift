/// The layer key paths MatchCut animates, with their Core Animation names (`rawValue`).
///
/// Whole properties hold one ``AnimationValue`` kind each; sub-paths (`position.x`,
/// `bounds.size.width`, …) are the KVC structure fields Core Animation accepts, each a scalar
/// that edits one component of its ``base`` property (so a spring can drive x and y separately).
package enum AnimatableProperty: String, Hashable, Sendable, CaseIterable {
    /// `position`, a point in the superlayer's coordinates, in points.
    case position
    /// `position.x`, in points.
    case positionX = "position.x"
    /// `position.y`, in points.
    case positionY = "position.y"
    /// `bounds.size`, in points.
    case boundsSize = "bounds.size"
    /// `bounds.size.width`, in points.
    case boundsWidth = "bounds.size.width"
    /// `bounds.size.height`, in points.
    case boundsHeight = "bounds.size.height"
    /// `transform`, a `CATransform3D` about the anchor point.
    case transform
    /// `opacity`, 0…1.
    case opacity
    /// `cornerRadius`, in points.
    case cornerRadius
    /// `backgroundColor`.
    case backgroundColor
    /// `borderWidth`, in points.
    case borderWidth
    /// `borderColor`.
    case borderColor
    /// `shadowOpacity`, 0…1.
    case shadowOpacity
    /// `shadowRadius`, the blur radius in points.
    case shadowRadius
    /// `shadowOffset`, in points.
    case shadowOffset
    /// `shadowColor`.
    case shadowColor
    /// `shadowPath`, the shape casting the shadow, in the layer's own points.
    case shadowPath
    /// `path` of a `CAShapeLayer` (MatchCut's mask layers), in the layer's own points.
    case path
    /// `strokeStart` of a `CAShapeLayer`, 0…1 of the path's length.
    case strokeStart
    /// `strokeEnd` of a `CAShapeLayer`, 0…1 of the path's length.
    case strokeEnd

    /// The Core Animation key path, e.g. `"bounds.size"`.
    package var keyPath: String { rawValue }

    /// The kind of value an animation of this key path carries.
    package var kind: AnimationValue.Kind {
        switch self {
        case .position: .point
        case .boundsSize, .shadowOffset: .size
        case .transform: .transform
        case .backgroundColor, .borderColor, .shadowColor: .color
        case .path, .shadowPath: .path
        case .positionX, .positionY, .boundsWidth, .boundsHeight, .opacity, .cornerRadius, .borderWidth,
            .shadowOpacity, .shadowRadius, .strokeStart, .strokeEnd:
            .scalar
        }
    }

    /// The whole property a sub-path edits (`position` for `position.x`), or `self`.
    package var base: AnimatableProperty {
        switch self {
        case .positionX, .positionY: .position
        case .boundsWidth, .boundsHeight: .boundsSize
        default: self
        }
    }

    /// Which component of ``base`` a sub-path edits (0 for x or width, 1 for y or height), or
    /// `nil` for a whole property.
    package var component: Int? {
        switch self {
        case .positionX, .boundsWidth: 0
        case .positionY, .boundsHeight: 1
        default: nil
        }
    }
}
