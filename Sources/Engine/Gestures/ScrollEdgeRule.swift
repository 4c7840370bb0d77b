import Foundation

/// What a transition's pan needs to know about a scroll view under the finger.
package struct ScrollState: Hashable, Sendable {
    /// The content offset, in points.
    package var contentOffset: CGPoint
    /// The content size, in points.
    package var contentSize: CGSize
    /// The visible size, in points.
    package var boundsSize: CGSize
    /// The adjusted content inset: top, left, bottom, right.
    package var inset: (top: Double, left: Double, bottom: Double, right: Double)
    /// Whether a drag moves the content horizontally even when it fits (`bounces &&
    /// alwaysBounceHorizontal`).
    package var bouncesHorizontally: Bool
    /// Whether a drag moves the content vertically even when it fits (`bounces &&
    /// alwaysBounceVertical`).
    package var bouncesVertically: Bool
    /// Whether the user can scroll it at all (`isScrollEnabled`).
    package var isScrollEnabled: Bool

    /// Creates a state.
    package init(
        contentOffset: CGPoint, contentSize: CGSize, boundsSize: CGSize,
        inset: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0),
        bouncesHorizontally: Bool = false, bouncesVertically: Bool = false, isScrollEnabled: Bool = true
    ) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.boundsSize = boundsSize
        self.inset = inset
        self.bouncesHorizontally = bouncesHorizontally
        self.bouncesVertically = bouncesVertically
        self.isScrollEnabled = isScrollEnabled
    }

    /// Whether the content can scroll horizontally.
    package var scrollsHorizontally: Bool { contentSize.width + inset.left + inset.right > boundsSize.width + 0.5 }
    /// Whether the content can scroll vertically.
    package var scrollsVertically: Bool { contentSize.height + inset.top + inset.bottom > boundsSize.height + 0.5 }
    /// Whether a horizontal drag moves it (it scrolls, or bounces, that way).
    package var movesHorizontally: Bool { isScrollEnabled && (scrollsHorizontally || bouncesHorizontally) }
    /// Whether a vertical drag moves it (it scrolls, or bounces, that way).
    package var movesVertically: Bool { isScrollEnabled && (scrollsVertically || bouncesVertically) }
    /// Whether the content is at its top (or pulled past it).
    package var isAtTop: Bool { contentOffset.y <= -inset.top + 0.5 }
    /// Whether the content is at its left edge.
    package var isAtLeft: Bool { contentOffset.x <= -inset.left + 0.5 }
    /// Whether the content is at its right edge.
    package var isAtRight: Bool { contentOffset.x + boundsSize.width >= contentSize.width + inset.right - 0.5 }
    /// Whether the content is at its bottom.
    package var isAtBottom: Bool { contentOffset.y + boundsSize.height >= contentSize.height + inset.bottom - 0.5 }

    /// Whether a finger moving toward `edge` moves this scroll view's content: it moves that way,
    /// and is not already at the edge the finger pulls from (moving right pulls from the left edge:
    /// the content there shows first).
    package func takes(swipeToward edge: ScreenEdge) -> Bool {
        switch edge {
        case .right: movesHorizontally && !isAtLeft
        case .left: movesHorizontally && !isAtRight
        case .bottom: movesVertically && !isAtTop
        case .top: movesVertically && !isAtBottom
        }
    }

    /// Compares every field.
    package static func == (a: ScrollState, b: ScrollState) -> Bool {
        a.contentOffset == b.contentOffset && a.contentSize == b.contentSize && a.boundsSize == b.boundsSize
            && a.inset == b.inset && a.bouncesHorizontally == b.bouncesHorizontally
            && a.bouncesVertically == b.bouncesVertically && a.isScrollEnabled == b.isScrollEnabled
    }

    /// Hashes every field.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(contentOffset.x)
        hasher.combine(contentOffset.y)
        hasher.combine(contentSize.width)
        hasher.combine(contentSize.height)
        hasher.combine(boundsSize.width)
        hasher.combine(boundsSize.height)
        hasher.combine(inset.top)
        hasher.combine(inset.left)
        hasher.combine(inset.bottom)
        hasher.combine(inset.right)
        hasher.combine(bouncesHorizontally)
        hasher.combine(bouncesVertically)
        hasher.combine(isScrollEnabled)
    }
}

/// Who gets a pan that starts over scroll views: every scroll view under the finger (a carousel in
/// a list, a list in a pager) keeps it while it can still move the way the finger goes; the
/// transition's pan begins only when each of them is at the edge it pulls from, or cannot move that
/// way at all. Scroll views are listed innermost first (the one under the finger, then each
/// scroll-view ancestor up to the view the gesture is on).
package enum ScrollEdgeRule {
    /// Whether a swipe toward `edge` may begin over `scrolls`: none of them takes it
    /// (``ScrollState/takes(swipeToward:)``).
    package static func swipeMayBegin(toward edge: ScreenEdge, over scrolls: [ScrollState]) -> Bool {
        !scrolls.contains { $0.takes(swipeToward: edge) }
    }

    /// Whether a pull-down-to-dismiss may begin over `scrolls`: the pan goes down, and every scroll
    /// view under the finger that moves vertically is at its top.
    package static func pullDownMayBegin(over scrolls: [ScrollState], velocity: CGPoint) -> Bool {
        guard velocity.y > 0, velocity.y > abs(velocity.x) else { return false }
        return swipeMayBegin(toward: .bottom, over: scrolls)
    }

    /// ``pullDownMayBegin(over:velocity:)`` over one scroll view.
    package static func pullDownMayBegin(over scroll: ScrollState, velocity: CGPoint) -> Bool {
        pullDownMayBegin(over: [scroll], velocity: velocity)
    }

    /// Whether a pan-to-pop may begin over `scrolls`: the pan goes toward the trailing side, and
    /// every scroll view under the finger that moves horizontally is at its leading edge (a list in
    /// a pager that is not on its first page pages back instead).
    package static func popMayBegin(over scrolls: [ScrollState], velocity: CGPoint, isRightToLeft: Bool = false) -> Bool
    {
        let forward = isRightToLeft ? -velocity.x : velocity.x
        guard forward > 0, abs(velocity.x) > abs(velocity.y) else { return false }
        return swipeMayBegin(toward: isRightToLeft ? .left : .right, over: scrolls)
    }

    /// ``popMayBegin(over:velocity:isRightToLeft:)`` over one scroll view.
    package static func popMayBegin(over scroll: ScrollState, velocity: CGPoint, isRightToLeft: Bool = false) -> Bool {
        popMayBegin(over: [scroll], velocity: velocity, isRightToLeft: isRightToLeft)
    }

    /// The scroll view a pull-down holds at its top while it pulls, and the only one whose pan it
    /// recognises alongside: the innermost that moves vertically (its pan is the one the drag would
    /// scroll); `nil` when none does. An index into `scrolls`.
    package static func heldForPullDown(_ scrolls: [ScrollState]) -> Int? {
        scrolls.firstIndex { $0.movesVertically }
    }
}
