import Foundation

/// Decisions for swiping a presentation away sideways (tutorial 004's edge pan), in the
/// container's coordinates. Pure: the UIKit layer feeds it the recognizer's numbers.
///
/// The direction comes from the presentation: a panel that slid in from an edge goes back toward
/// that edge, swiped from anywhere on it (a left side panel is swiped left); anything else is
/// swiped from its leading edge toward the trailing side, as a screen is swiped back. The start is
/// judged by the first touch (``PanSample/start``), not where the finger is when the recognizer
/// asks: a pan asks only after the finger has moved.
package struct SwipeToDismissGesture: Hashable, Sendable {
    /// Where the swipe may start.
    package enum Start: Hashable, Sendable {
        /// Within `width` points of the presented view's edge opposite the direction (a swipe
        /// toward the right starts at the left edge).
        case edge(width: Double)
        /// Anywhere on the presented view.
        case anywhere
    }

    /// The edge the finger moves toward.
    package var toward: ScreenEdge
    /// Where the swipe may start.
    package var start: Start
    /// When a release finishes the dismissal.
    package var finishRule: FinishRule

    /// Creates the rules.
    package init(toward: ScreenEdge = .right, start: Start = .edge(width: 24), finishRule: FinishRule = .tutorial004) {
        self.toward = toward
        self.start = start
        self.finishRule = finishRule
    }

    /// The swipe for a presentation by `preset`: toward the edge a ``TransitionPreset/slide(from:size:)``
    /// came from, from anywhere; otherwise from the leading edge toward the trailing side.
    package static func dismissing(
        _ preset: TransitionPreset?, isRightToLeft: Bool, finishRule: FinishRule = .tutorial004
    ) -> SwipeToDismissGesture {
        if case .slide(let edge, _) = preset {
            return SwipeToDismissGesture(toward: edge, start: .anywhere, finishRule: finishRule)
        }
        return SwipeToDismissGesture(toward: isRightToLeft ? .left : .right, finishRule: finishRule)
    }

    /// The unit vector the finger moves along.
    package var axis: CGPoint {
        switch toward {
        case .left: CGPoint(x: -1, y: 0)
        case .right: CGPoint(x: 1, y: 0)
        case .top: CGPoint(x: 0, y: -1)
        case .bottom: CGPoint(x: 0, y: 1)
        }
    }

    private var isHorizontal: Bool { toward == .left || toward == .right }

    /// The distance along the axis of `vector`.
    package func along(_ vector: CGPoint) -> Double { vector.x * axis.x + vector.y * axis.y }

    /// The distance that is a whole dismissal: the presented view's extent along the axis, in points.
    package func extent(of frame: CGRect) -> Double { isHorizontal ? frame.width : frame.height }

    /// Whether a pan may begin the dismissal: it goes toward ``toward``, mostly along the axis, and
    /// its first touch is on the presented view (`frame`, in the container) — within the edge strip
    /// in ``Start/edge(width:)`` mode.
    package func shouldBegin(_ sample: PanSample, in frame: CGRect) -> Bool {
        let v = sample.velocity
        let forward = along(v)
        let across = isHorizontal ? abs(v.y) : abs(v.x)
        guard forward > 0, forward > across else { return false }
        let p = sample.start
        guard p.x >= frame.minX - 0.5, p.x <= frame.maxX + 0.5, p.y >= frame.minY - 0.5, p.y <= frame.maxY + 0.5
        else { return false }
        switch start {
        case .anywhere: return true
        case .edge(let width):
            switch toward {
            case .right: return p.x <= frame.minX + width
            case .left: return p.x >= frame.maxX - width
            case .bottom: return p.y <= frame.minY + width
            case .top: return p.y >= frame.maxY - width
            }
        }
    }

    /// The dismissal's progress for a translation: the distance along the axis over the presented
    /// view's extent, 0…1.
    package func progress(translation: CGPoint, in frame: CGRect) -> Double {
        let extent = extent(of: frame)
        guard extent > 0 else { return 0 }
        return min(max(along(translation) / extent, 0), 1)
    }

    /// The progress velocity for a finger velocity (per second).
    package func progressVelocity(_ velocity: CGPoint, in frame: CGRect) -> Double {
        let extent = extent(of: frame)
        return extent > 0 ? along(velocity) / extent : 0
    }

    /// Whether releasing at `translation` with `velocity` finishes the dismissal.
    package func shouldFinish(translation: CGPoint, velocity: CGPoint, in frame: CGRect) -> Bool {
        finishRule.shouldFinish(
            progress: progress(translation: translation, in: frame), velocity: along(velocity),
            extent: extent(of: frame))
    }
}
