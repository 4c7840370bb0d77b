/// Why a tagged view takes no part in matching.
@usableFromInline package enum SkipReason: Hashable, Sendable, CustomStringConvertible {
    /// The view or an ancestor has `isHidden`.
    case hidden
    /// The effective opacity (the product of the ancestors' alphas) is below the threshold.
    case transparent(alpha: Double)
    /// The bounds have no width or no height.
    case zeroSize
    /// A transform squashes the view to a line or a point (a scale of 0, or seen edge-on).
    case collapsed
    /// Part of the view lands behind the viewer of a perspective transform.
    case behindViewer
    /// Its geometry has NaN or infinite values.
    case invalidGeometry
    /// It lies entirely outside the container.
    case offScreen
    /// An ancestor that clips (`masksToBounds`) hides it entirely, e.g. a cell scrolled away.
    case clipped
    /// It is inside a subtree excluded from matching (or is that subtree's root).
    case excludedSubtree
    /// It is inside a view whose modifiers say `.ignoreSubviews`: pictured as part of that view.
    case insideIgnoredView

    /// A sentence a person reads.
    @usableFromInline package var description: String {
        switch self {
        case .hidden: "hidden (the view or an ancestor has isHidden)"
        case .transparent(let alpha): "transparent (effective alpha \(alpha))"
        case .zeroSize: "zero size"
        case .collapsed: "collapsed to a line or point by a transform"
        case .behindViewer: "behind the viewer of a perspective transform"
        case .invalidGeometry: "NaN or infinite geometry"
        case .offScreen: "fully off-screen"
        case .clipped: "fully clipped by an ancestor that masks to bounds"
        case .excludedSubtree: "in a subtree excluded from matching"
        case .insideIgnoredView: "inside a view with .ignoreSubviews (pictured with it)"
        }
    }
}
