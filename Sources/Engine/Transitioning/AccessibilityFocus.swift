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

    /// Which of a matched view's accessibility elements VoiceOver reads first, from their
    /// `accessibilityFrame`s: the top row — the elements whose top is within ``rowTolerance`` of
    /// the highest top — and in it the leading-most (the left-most; the right-most right to left),
    /// the first listed on a tie. `nil` without elements.
    package static func firstElement(frames: [CGRect], rightToLeft: Bool) -> Int? {
        guard let top = frames.map(\.minY).min() else { return nil }
        var best: Int?
        for (index, frame) in frames.enumerated() where frame.minY - top <= rowTolerance {
            guard let current = best else {
                best = index
                continue
            }
            let leads = rightToLeft ? frame.maxX > frames[current].maxX : frame.minX < frames[current].minX
            if leads { best = index }
        }
        return best
    }

    /// How far apart (points) two tops may be and still be one row for VoiceOver's order.
    package static let rowTolerance: CGFloat = 1

    /// Whether VoiceOver skips a view and everything in it: hidden, its accessibility elements
    /// hidden, or drawn at an alpha below 0.01 (as hit-testing skips it).
    package static func skips(isHidden: Bool, elementsHidden: Bool, alpha: Double) -> Bool {
        isHidden || elementsHidden || alpha < 0.01
    }

    /// Whether VoiceOver can land on an element whose ancestors, nearest first, are `ancestors`
    /// (`isHidden`, `accessibilityElementsHidden`, alpha): none of them skipped (``skips(isHidden:elementsHidden:alpha:)``).
    /// Posting focus to an element VoiceOver cannot reach leaves it nowhere; MatchCut then posts
    /// nothing and UIKit's own choice stays.
    package static func canReach(through ancestors: [(isHidden: Bool, elementsHidden: Bool, alpha: Double)]) -> Bool {
        !ancestors.contains { skips(isHidden: $0.isHidden, elementsHidden: $0.elementsHidden, alpha: $0.alpha) }
    }
}
