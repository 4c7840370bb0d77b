/// Which layout constraints MatchCut keeps, to put back, before it moves an app's live view into a
/// stand-in: `removeFromSuperview()` deactivates every constraint between the view (or one of its
/// layout guides) and anything outside it, and they must come back when the view returns. The
/// UIKit layer walks the view's ancestors and asks about each constraint they hold.
///
/// Kept: constraints that refer to the view itself, or to a layout guide it owns
/// (`safeAreaLayoutGuide`, `layoutMarginsGuide`, guides the app added). Left out: constraints a
/// `UIStackView` holds (its `UISV-*` arrangement, which `insertArrangedSubview` makes again) and
/// `NSAutoresizingMaskLayoutConstraint`s (UIKit makes them again from the autoresizing mask):
/// putting those back as well would leave duplicates that conflict.
package enum ConstraintCapture {
    /// What the rule needs to know about one constraint an ancestor holds.
    package struct Facts: Hashable, Sendable {
        /// Whether its first or second item is the moved view.
        package var refersToView: Bool
        /// Whether its first or second item is a layout guide the moved view owns.
        package var refersToViewsGuide: Bool
        /// Whether the ancestor holding it is a stack view.
        package var heldByStackView: Bool
        /// Whether it is an `NSAutoresizingMaskLayoutConstraint`.
        package var isAutoresizingMask: Bool

        /// Creates the facts.
        package init(refersToView: Bool, refersToViewsGuide: Bool, heldByStackView: Bool, isAutoresizingMask: Bool) {
            self.refersToView = refersToView
            self.refersToViewsGuide = refersToViewsGuide
            self.heldByStackView = heldByStackView
            self.isAutoresizingMask = isAutoresizingMask
        }
    }

    /// Whether to keep the constraint.
    package static func keeps(_ facts: Facts) -> Bool {
        (facts.refersToView || facts.refersToViewsGuide) && !facts.heldByStackView && !facts.isAutoresizingMask
    }

    /// Where a moved view goes back among its stack view's arranged subviews
    /// (`insertArrangedSubview(_:at:)`, which raises for an index past the end): at the index it
    /// had, or last when the app has removed arranged views meanwhile (never before its place:
    /// arranged views the app added after it stay after it only if they were added at the end).
    package static func arrangedIndex(captured index: Int, arrangedCount: Int) -> Int {
        min(max(index, 0), max(arrangedCount, 0))
    }
}
