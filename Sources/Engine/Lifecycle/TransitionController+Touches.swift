import Foundation

/// Controls in the arriving screen, for a tap during the flight.
extension TransitionController {
    /// The control a tap at `location` (container points) reaches while the transition flies: the
    /// front-most enabled control (``MutableViewNode/isTapTarget``) of the arriving screen under
    /// the finger, where the screen places it, judged as UIKit's hit-testing would once the screen
    /// is shown — a view hidden by the app, not taking touches, or with the app's alpha below 0.01
    /// (with its subtree) is skipped, but the opacity MatchCut gave an original for the flight is
    /// not held against it. `nil` outside a transition, before its start, or where no control is.
    ///
    /// The arriving screen is invisible or covered while it flies, so UIKit's own hit-testing
    /// never reaches its controls; MatchCut's touch surface does, and a close or back button can
    /// be tapped mid-flight (its action asks MatchCut to go back, which turns the transition
    /// around).
    public func tapTarget(at location: CGPoint) -> View? {
        guard let request, phase.isInFlight, phase != .preparing || isPostponed else { return nil }
        var appsAlpha: [ObjectIdentifier: Double] = [:]
        for record in ledger.entries {
            if let opacity = record.opacity { appsAlpha[ObjectIdentifier(record.view)] = opacity.original }
        }
        let container = request.container
        var found: View?
        // Drawing order, back to front (a later hit is in front); as UIKit's hit-testing, a point
        // outside a view's bounds reaches none of its subviews.
        var stack: [View] = [request.destination]
        while let view = stack.popLast() {
            let alpha = appsAlpha[ObjectIdentifier(view)] ?? view.opacity
            guard !view.isHidden, view.acceptsTouches, alpha >= 0.01,
                let quad = try? view.convertedQuad(view.layerGeometry.bounds, to: container), quad.contains(location)
            else { continue }
            if view.isTapTarget { found = view }
            let children = view.childNodes.enumerated().sorted {
                ($0.element.layerGeometry.zPosition, $0.offset) < ($1.element.layerGeometry.zPosition, $1.offset)
            }
            // The back-most child is popped first, so the front-most subtree is walked last.
            stack.append(contentsOf: children.map(\.element).reversed())
        }
        return found
    }
}
