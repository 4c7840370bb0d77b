/// Why a geometric operation has no answer.
public enum GeometryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The transform cannot be inverted: it squashes the plane (or space) to a line or a point,
    /// for example a scale of 0 or a 90° turn about an axis in the plane.
    case singularTransform
    /// A point lands behind the viewer (homogeneous w ≤ 0) under a perspective transform, where
    /// Core Animation and CSS clip it away; it has no position on screen.
    case behindViewer
    /// A coordinate or field is NaN or infinite.
    case nonFinite
    /// The two views are not in the same tree.
    case unrelatedViews

    /// A sentence a person reads.
    public var description: String {
        switch self {
        case .singularTransform: "the transform is singular (it cannot be inverted)"
        case .behindViewer: "a point lies behind the viewer of a perspective transform"
        case .nonFinite: "a value is NaN or infinite"
        case .unrelatedViews: "the views are not in the same tree"
        }
    }
}
