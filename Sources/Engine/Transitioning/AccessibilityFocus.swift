import Foundation

/// Where VoiceOver's focus goes when a MatchCut transition finishes: onto the element that flew.
///
/// UIKit moves VoiceOver to a new screen's first element after a push or a presentation, and no
/// peer moves it with the element the user followed. MatchCut does: after a push or presentation
/// the focus lands on the arriving screen's matched element (the photo the user tapped, now large);
/// after a pop or dismissal it returns to the element the user came from (the cell's photo in the
/// list). The UIKit layer posts `UIAccessibility.Notification.screenChanged` with it
/// (`UIAccessibility.post(notification:argument:)`: "Pass the accessibility element that VoiceOver
/// should move to"), on the run loop's next turn after `completeTransition`, after UIKit's own.
/// A cancelled transition changed no screen: nothing is posted.
package enum AccessibilityFocus {
    /// The arriving screen's element VoiceOver should land on: of the pairs not nested in another
    /// pair there, the one with the largest area on the arriving screen (the card, not its title),
    /// the first in draw order on a tie; `nil` when nothing matched (VoiceOver takes the screen's
    /// first element).
    @MainActor
    package static func element<Node: ViewNode>(in report: MatchReport<Node>) -> Node? {
        var best: (view: Node, area: Double)?
        for pair in report.pairs where pair.enclosingPairInDestination == nil {
            let box = pair.destination.quad.boundingBox
            let area = Double(box.width * box.height)
            if best.map({ area > $0.area }) ?? true { best = (pair.destination.view, area) }
        }
        return best?.view
    }
}
