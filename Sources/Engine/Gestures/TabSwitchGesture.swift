import Foundation

/// The rules of MatchCut's pan between tabs: a horizontal swipe anywhere in the content moves to
/// the neighbouring tab the finger pulls in — swiping left shows the next tab (the one to the
/// right in the bar), swiping right the previous one; mirrored right to left. The progress is the
/// finger's travel toward that tab over the container's width; the release is decided by
/// `finishRule` with the finger's velocity.
package struct TabSwitchGesture: Hashable, Sendable {
    /// The rule the release is decided by.
    package var finishRule: FinishRule
    /// Whether the layout runs right to left (the next tab is on the left).
    package var isRightToLeft: Bool

    /// Creates the rules.
    package init(finishRule: FinishRule = .standard, isRightToLeft: Bool = false) {
        self.finishRule = finishRule
        self.isRightToLeft = isRightToLeft
    }

    /// Which neighbour a pan first moving at `velocity` (points per second) goes to: `+1` the next
    /// tab, `-1` the previous one; `nil` when it is not mostly horizontal (a vertical scroll keeps
    /// it) or does not move.
    package func step(velocity: CGPoint) -> Int? {
        guard velocity.x.isFinite, velocity.y.isFinite, abs(velocity.x) > abs(velocity.y), velocity.x != 0 else {
            return nil
        }
        let towardLeft = velocity.x < 0
        return towardLeft != isRightToLeft ? 1 : -1
    }

    /// The screen edge a finger going to the neighbour `step` moves toward (a scroll view under the
    /// finger that can still move that way keeps the swipe: ``ScrollEdgeRule/swipeMayBegin(toward:over:)``).
    package func edge(step: Int) -> ScreenEdge {
        (step > 0) != isRightToLeft ? .left : .right
    }

    /// The unit vector (container space) the finger moves along to switch to the neighbour `step`.
    package func axis(step: Int) -> CGPoint {
        CGPoint(x: edge(step: step) == .left ? -1 : 1, y: 0)
    }

    /// The pan that drives a switch to the neighbour `step`, from its first touch at `start`, over
    /// a container `width` points wide: the travel along ``axis(step:)`` over the width is the
    /// progress, from `progress` (0 for a switch the pan starts; the engine's when it catches one).
    package func pan(step: Int, at progress: Double = 0, start: CGPoint, width: Double) -> CatchingPan {
        CatchingPan(
            caught: CaughtProgress(base: progress, towardEnd: true, extent: width), axis: axis(step: step),
            start: start, rule: finishRule)
    }

    /// Whether a pan may begin where a neighbour `step` exists (`hasNeighbour`) and every scroll view
    /// under the first touch (`scrolls`, innermost first) has reached the edge the finger pulls
    /// from.
    package func shouldBegin(velocity: CGPoint, scrolls: [ScrollState], hasNeighbour: (Int) -> Bool) -> Bool {
        guard let step = step(velocity: velocity), hasNeighbour(step) else { return false }
        return ScrollEdgeRule.swipeMayBegin(toward: edge(step: step), over: scrolls)
    }
}
