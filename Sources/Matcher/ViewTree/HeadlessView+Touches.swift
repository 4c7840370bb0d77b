import Foundation

/// Touches, as `UIView` handles them: which view a touch lands on, and what a control does when
/// tapped. The contract fakes deliver touches through ``hitTest(_:)`` exactly as UIKit documents it.
extension HeadlessView {
    /// The front-most view of this subtree under `point` (in this view's coordinates) that takes
    /// touches, as `UIView.hitTest(_:with:)` finds it: "This method ignores view objects that are
    /// hidden, that have disabled user interactions, or have an alpha level less than 0.01", and
    /// "points that lie outside the receiver's bounds are never reported as hits, even if they
    /// actually lie within one of the receiver's subviews" (Apple's documentation of
    /// `hitTest(_:with:)`). A view with a ``touchFilter`` takes only the points it accepts (and
    /// lets the others through to what is behind it, as an override of `point(inside:with:)`).
    public func hitTest(_ point: CGPoint) -> HeadlessView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, bounds.contains(point) else { return nil }
        if let touchFilter, !touchFilter(point) { return nil }
        // Front to back in the subviews' order: `zPosition` changes what is drawn in front, not
        // which view a touch reaches (observed: Lockwood, iOS Core Animation, ch. 3).
        for child in subviews.reversed() {
            guard let local = try? convertedPoint(point, to: child) else { continue }
            if let hit = child.hitTest(local) { return hit }
        }
        return self
    }

    /// Whether `view` is this view or one of its descendants (a gesture recognizer on this view
    /// sees touches that land on it).
    public func contains(_ view: HeadlessView) -> Bool {
        var current: HeadlessView? = view
        while let node = current {
            if node === self { return true }
            current = node.superview
        }
        return false
    }
}
