import Foundation

extension TransitionController {
    /// Takes over the originals an app replaced mid-flight. A matched element's original is hidden
    /// while its stand-in flies; when the app takes that view out of its screen and puts another
    /// in its place (a screen reloading its content in the appearance callbacks a cancel sends:
    /// "UIKit … calls the `viewWillDisappear(_:)` method on the presented view controller, and
    /// finally calls the `viewWillAppear(_:)` method on the original view controller",
    /// `notifyWhenInteractionChanges(_:)`), the new view would show beside the stand-in flying to
    /// it. The view now at the original's path, if it carries the same transition ID, is hidden
    /// too, and put back with the others at the end. The flight still lands where the replaced
    /// view was: a replacement placed elsewhere appears there when the flight ends.
    ///
    /// Cheap when nothing was replaced: for each pair, a walk up from its two originals.
    func adoptReplacedOriginals() {
        // While preparing too, once matched: the pictures may be taken already, the originals hidden.
        guard phase.isInFlight, let request, let report = flight.report else { return }
        var adopted = false
        for pair in report.pairs {
            for matched in [pair.source, pair.destination] {
                let side = matched.path.side
                guard !request.unmanagedRoots.contains(side), ledger.keepsHidden(matched.view),
                    !Self.isInside(matched.view, request.root(side)),
                    let now = request.view(at: matched.path), now !== matched.view,
                    let id = now.matchID, id == matched.view.matchID, !ledger.contains(now)
                else { continue }
                ledger.hide(now)
                adopted = true
            }
        }
        if adopted { noteCleanup() }
    }

    /// Whether `view` is `root` or inside it.
    private static func isInside(_ view: View, _ root: View) -> Bool {
        var current: View? = view
        while let v = current {
            if v === root { return true }
            current = v.parentNode
        }
        return false
    }
}
