import Foundation

/// Controls in the arriving screen, for a tap during the flight.
extension TransitionController {
    /// The control a tap at `location` (container points) reaches while the transition flies:
    /// the arriving screen's view UIKit's hit-testing would find there once the screen is shown —
    /// subviews front to back in their order (`zPosition` does not change which view a touch
    /// reaches), a view hidden by the app, not taking touches, or with the app's alpha below 0.01
    /// skipped with its subtree, a point outside a view's bounds reaching none of its subviews —
    /// when that view is an enabled control (``MutableViewNode/isTapTarget``); a view in front of
    /// a control covers it. The opacity MatchCut gave an original for the flight, and UIKit's own
    /// switching off of the arriving screen's interaction while it transitions, are not held
    /// against it. `nil` outside a transition, before its stand-ins are in place — while it waits
    /// (a postponement, the frames before its pictures) the user still sees the leaving screen, so
    /// no control of the arriving one may fire — or where no control is.
    ///
    /// The arriving screen is invisible or covered while it flies, so UIKit's own hit-testing
    /// never reaches its controls; MatchCut's touch surface does, and a close or back button can
    /// be tapped mid-flight (its action asks MatchCut to go back, which turns the transition
    /// around).
    package func tapTarget(at location: CGPoint) -> View? {
        guard let request, phase.isInFlight, phase != .preparing else { return nil }
        var appsAlpha: [ObjectIdentifier: Double] = [:]
        for record in ledger.entries {
            if let opacity = record.opacity { appsAlpha[ObjectIdentifier(record.view)] = opacity.original }
        }
        let root = request.destination
        let container = request.container
        func hit(_ view: View) -> View? {
            let alpha = appsAlpha[ObjectIdentifier(view)] ?? view.opacity
            guard !view.isHidden, view === root || view.acceptsTouches, alpha >= 0.01,
                let quad = try? view.convertedQuad(view.layerGeometry.bounds, to: container), quad.contains(location)
            else { return nil }
            for child in view.childNodes.reversed() {
                if let found = hit(child) { return found }
            }
            return view
        }
        guard let found = hit(root), found.isTapTarget else { return nil }
        return found
    }
}
