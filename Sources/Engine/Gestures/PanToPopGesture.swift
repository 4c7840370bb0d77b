import Foundation

/// Decisions for the pan that pops a navigation controller: from the leading edge, or anywhere
/// with a horizontal pan. Pure: the UIKit layer feeds it the recognizer's numbers.
package struct PanToPopGesture: Hashable, Sendable {
    /// Where the pan may start.
    package enum Mode: Hashable, Sendable {
        /// Within `width` points of the leading edge (a screen-edge pan).
        case edge(width: Double)
        /// Anywhere, as long as the pan is horizontal and goes toward the trailing side.
        case fullWidth

        /// Whether a scroll view's own pan waits for this pan to fail before it scrolls
        /// (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`): the full-width pan claims
        /// horizontal drags anywhere, so a list under the finger waits for its horizontal decision —
        /// a vertical drag fails it at once and the list scrolls; a horizontal one over a list at
        /// its leading edge pops. Otherwise which of the two wins would not be defined. The edge
        /// pan starts only at the screen's edge and does not hold scroll views back.
        package var scrollViewsWaitForIt: Bool { self == .fullWidth }
    }

    /// Where the pan may start.
    package var mode: Mode
    /// When a release finishes the pop.
    package var finishRule: FinishRule
    /// Whether the layout runs right to left (the leading edge is then on the right).
    package var isRightToLeft: Bool

    /// Creates the gesture's rules.
    package init(mode: Mode = .edge(width: 24), finishRule: FinishRule = .standard, isRightToLeft: Bool = false) {
        self.mode = mode
        self.finishRule = finishRule
        self.isRightToLeft = isRightToLeft
    }

    private func forward(_ v: CGPoint) -> Double { isRightToLeft ? -v.x : v.x }

    /// Whether a pan whose first touch was at `location` (in the navigation controller's view,
    /// width `width`: pass ``PanSample/start``, since a pan asks only after the finger has moved)
    /// with `velocity` (points per second) may begin the pop: mostly horizontal, toward the
    /// trailing side, and from the edge in edge mode.
    package func shouldBegin(at location: CGPoint, velocity: CGPoint, width: Double) -> Bool {
        guard forward(velocity) > 0, abs(velocity.x) > abs(velocity.y) else { return false }
        switch mode {
        case .fullWidth: return true
        case .edge(let edge): return isRightToLeft ? location.x >= width - edge : location.x <= edge
        }
    }

    /// The pop's progress for a translation: the trailing-ward distance over the width, 0…1.
    package func progress(translation: CGPoint, width: Double) -> Double {
        guard width > 0 else { return 0 }
        return min(max(forward(translation) / width, 0), 1)
    }

    /// The progress velocity for a finger velocity (per second).
    package func progressVelocity(_ velocity: CGPoint, width: Double) -> Double {
        width > 0 ? forward(velocity) / width : 0
    }

    /// Whether releasing at `translation` with `velocity` finishes the pop.
    package func shouldFinish(translation: CGPoint, velocity: CGPoint, width: Double) -> Bool {
        finishRule.shouldFinish(
            progress: progress(translation: translation, width: width), velocity: forward(velocity), extent: width)
    }
}

/// Decisions for pulling a modal down to dismiss it: downward pulls only; upward ones are ignored.
package struct PullDownToDismissGesture: Hashable, Sendable {
    /// When a release finishes the dismissal.
    package var finishRule: FinishRule

    /// Creates the rules (tutorial 002 finishes past 30 %).
    package init(finishRule: FinishRule = .projected(threshold: 0.3)) {
        self.finishRule = finishRule
    }

    /// Whether a pan with `velocity` may begin the dismissal: mostly vertical and downward.
    package func shouldBegin(velocity: CGPoint) -> Bool { velocity.y > 0 && velocity.y > abs(velocity.x) }

    /// The dismissal's progress: the downward distance over `height`, 0…1 (pulling up gives 0).
    package func progress(translation: CGPoint, height: Double) -> Double {
        guard height > 0 else { return 0 }
        return min(max(translation.y / height, 0), 1)
    }

    /// The progress velocity for a finger velocity (per second).
    package func progressVelocity(_ velocity: CGPoint, height: Double) -> Double { height > 0 ? velocity.y / height : 0 }

    /// Whether releasing at `translation` with `velocity` finishes the dismissal.
    package func shouldFinish(translation: CGPoint, velocity: CGPoint, height: Double) -> Bool {
        finishRule.shouldFinish(
            progress: progress(translation: translation, height: height), velocity: velocity.y, extent: height)
    }
}
