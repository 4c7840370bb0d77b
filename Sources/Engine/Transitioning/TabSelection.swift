import Foundation

/// What the tab coordinator uses of a `UITabBarController`.
@MainActor
package protocol TabSelection: AnyObject {
    /// The view controller type.
    associatedtype Controller: TransitionEndpoint

    /// `viewControllers`: one per tab, in the bar's order.
    var viewControllers: [Controller] { get }
    /// `selectedIndex`.
    var selectedIndex: Int { get }
    /// How many tabs, from the first, the bar shows itself: all of them, or — with more than the
    /// bar holds — those before its "More" item (the rest live in `moreNavigationController`,
    /// which a swipe never switches to).
    var tabsInBar: Int { get }
    /// The tab bar controller's view (holding the transition's container and, above it, the bar).
    var view: Controller.View { get }
    /// Whether a transition of the tab bar controller runs (its `transitionCoordinator`): a tab
    /// switch, or a presentation from it.
    var isTransitioning: Bool { get }
    /// The tab bar's frame in `container`'s space, or `nil` when it is hidden: while a switch
    /// flies, touches on it reach the bar (its items), not MatchCut's touch surface.
    func barFrame(in container: Controller.View) -> CGRect?
    /// Whether the layout runs right to left (the next tab is on the left).
    var isRightToLeft: Bool { get }
    /// The app's delegate's answer to `tabBarController(_:shouldSelect:)` for the tab at `index`
    /// (`true` without a delegate or without the method), asked before a swipe selects it: a tab
    /// the app refuses to a tap is refused to a swipe.
    func appAllowsSelecting(_ index: Int) -> Bool
    /// Selects the tab at `index` (`selectedIndex = index`): UIKit asks the delegate for an
    /// animator and an interaction controller and runs the switch. UIKit does not call
    /// `tabBarController(_:shouldSelect:)` or `(_:didSelect:)` for it (they are sent for taps).
    func select(_ index: Int)
}
