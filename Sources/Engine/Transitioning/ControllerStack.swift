/// What the navigation coordinator uses of a `UINavigationController`.
@MainActor
package protocol ControllerStack: AnyObject {
    /// The view controller type.
    associatedtype Controller: TransitionEndpoint

    /// The stack, bottom first.
    var viewControllers: [Controller] { get }
    /// The navigation controller's view: where its screens are shown.
    var view: Controller.View { get }
    /// Whether a transition of this navigation controller's own is running (its
    /// `transitionCoordinator`, whose container is inside its view — not a presentation's, which
    /// `transitionCoordinator` also returns and during which UIKit queues a push or pop itself).
    var isTransitioning: Bool { get }
    /// The state of the system's back swipes: `interactivePopGestureRecognizer`'s, or iOS 26's
    /// `interactiveContentPopGestureRecognizer`'s when that one is under way.
    var systemPopGestureState: RecognizerState { get }
    /// Whether the system has a back swipe from anywhere in the content (iOS 26's
    /// `interactiveContentPopGestureRecognizer`, reached without the SDK declaring it).
    var hasContentPopGesture: Bool { get }
    /// How the screen on top lets the user go back: what the app switched off.
    var backNavigation: BackNavigation { get }
    /// Whether the layout runs right to left (the back-swipe comes from the right).
    var isRightToLeft: Bool { get }
    /// Pops the top controller, animated (`popViewController(animated: true)`); whether UIKit took
    /// the request (it returned "the view controller that was popped from the stack", not `nil`).
    /// MatchCut asks only when no transition runs: UIKit drops the request otherwise.
    @discardableResult
    func popTopController() -> Bool
    /// Pushes `controller`, animated (`pushViewController(_:animated: true)`). MatchCut asks only
    /// when no transition runs.
    func pushController(_ controller: Controller)
}

/// How an app lets the user go back from the screen on top of a navigation controller — the
/// switches UIKit's own back-swipe respects, and MatchCut's opt-out. MatchCut's pans (which replace
/// UIKit's swipe) and its back tap during a push read it.
///
/// Apps lock a screen (a form, a checkout, an upload) by switching the system swipe off
/// (`interactivePopGestureRecognizer?.isEnabled = false`), by hiding the back button
/// (`navigationItem.hidesBackButton`), or by replacing it with an item of their own (a "Cancel"
/// that asks for confirmation: a `leftBarButtonItem` without `leftItemsSupplementBackButton`).
package struct BackNavigation: Hashable, Sendable {
    /// Whether the system back-swipe is enabled (`interactivePopGestureRecognizer?.isEnabled != false`).
    package var systemSwipeEnabled: Bool
    /// The top item's `hidesBackButton`.
    package var hidesBackButton: Bool
    /// Whether the top item shows left items in place of the back button (`leftBarButtonItems`
    /// not empty and `leftItemsSupplementBackButton == false`).
    package var leftItemsReplaceBackButton: Bool
    /// The top controller's `matchCutAllowsPanToPop` (MatchCut's own, per-controller opt-out of the
    /// swipe; the back button is left alone).
    package var allowsPanToPop: Bool
    /// Whether iOS 26's back swipe from the content is enabled
    /// (`interactiveContentPopGestureRecognizer?.isEnabled != false`; `true` before iOS 26): apps
    /// switch it off on screens with horizontal content, and MatchCut's full-width pan follows.
    package var contentSwipeEnabled = true

    /// Creates a state; by default nothing is switched off.
    package init(
        systemSwipeEnabled: Bool = true, hidesBackButton: Bool = false, leftItemsReplaceBackButton: Bool = false,
        allowsPanToPop: Bool = true
    ) {
        self.systemSwipeEnabled = systemSwipeEnabled
        self.hidesBackButton = hidesBackButton
        self.leftItemsReplaceBackButton = leftItemsReplaceBackButton
        self.allowsPanToPop = allowsPanToPop
    }

    /// The state from a navigation item's own values: left items replace the back button when
    /// there are any (`leftItemCount`, the count of `leftBarButtonItems`) and
    /// `leftItemsSupplementBackButton` is off.
    package init(
        systemSwipeEnabled: Bool, hidesBackButton: Bool, leftItemCount: Int, leftItemsSupplementBackButton: Bool,
        allowsPanToPop: Bool
    ) {
        self.init(
            systemSwipeEnabled: systemSwipeEnabled, hidesBackButton: hidesBackButton,
            leftItemsReplaceBackButton: leftItemCount > 0 && !leftItemsSupplementBackButton,
            allowsPanToPop: allowsPanToPop)
    }

    /// Whether the bar shows a back button.
    package var showsBackButton: Bool { !hidesBackButton && !leftItemsReplaceBackButton }

    /// Whether a swipe may go back: the bar shows a back button, the system swipe is on, and the
    /// controller did not opt out.
    package var allowsSwipe: Bool { showsBackButton && systemSwipeEnabled && allowsPanToPop }
}

/// Which way a navigation transition goes (`UINavigationController.Operation`).
package enum NavigationOperation: Hashable, Sendable {
    /// No transition.
    case none
    /// A push.
    case push
    /// A pop.
    case pop
}
