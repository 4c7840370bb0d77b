/// The app's own delegate behind one of MatchCut's coordinators (a navigation controller's, a tab
/// bar controller's): held weakly, kept in step with the `delegate` slot (``DelegateSlot``), and
/// guarded so that a message can never bounce between the two.
///
/// Every delegate method of the coordinator runs through ``answer(_:reentrant:_:)``. While a
/// message is being answered — the app's delegate asked, MatchCut's decision made — the same
/// message arriving again (a proxy that forwards back to the coordinator) is answered with
/// `reentrant`, UIKit's default, at once: the delegate is not asked again, nothing is decided
/// twice, and the outer call goes on with what the delegate said.
///
/// ```swift
/// func navigationController(_ nc: UINavigationController, willShow vc: UIViewController, animated: Bool) {
///     relay.answer(.willShow, reentrant: ()) { $0?.navigationController?(nc, willShow: vc, animated: animated) }
/// }
/// ```
@MainActor
package final class DelegateRelay<Delegate, Message: Hashable> {
    private weak var object: AnyObject?
    private var answering: Set<Message> = []

    /// Creates a relay with no delegate.
    package init() {}

    /// The app's delegate, held weakly.
    package var delegate: Delegate? {
        get { object as? Delegate }
        set { object = newValue.map { $0 as AnyObject } }
    }

    /// Whether `message` is being answered now (a call arriving now is a re-entrant one).
    package func isAnswering(_ message: Message) -> Bool { answering.contains(message) }

    /// Answers `message`: `body` gets the app's delegate (to ask it first) and decides; a call that
    /// arrives while the same message is being answered gets `reentrant` instead.
    package func answer<Answer>(
        _ message: Message, reentrant: @autoclosure () -> Answer, _ body: (Delegate?) -> Answer
    ) -> Answer {
        guard answering.insert(message).inserted else { return reentrant() }
        defer { answering.remove(message) }
        return body(delegate)
    }

    /// Follows a change of the navigation controller's `delegate` to `newValue`: adopts it, clears
    /// the app's delegate, or forgets an adopted proxy that now forwards to the coordinator (see
    /// ``DelegateSlot``). Returns the action; when ``DelegateSlot/Action/retakesSlot``, the
    /// coordinator sets itself as the delegate again.
    @discardableResult
    package func slotChanged(to newValue: AnyObject?, coordinator: AnyObject, reachesCoordinator: Bool)
        -> DelegateSlot.Action
    {
        let change = DelegateSlot.change(to: newValue, coordinator: coordinator, reachesCoordinator: reachesCoordinator)
        let action = DelegateSlot.action(for: change)
        switch action {
        case .keep: break
        case .keepDroppingAdoptedProxy:
            if let object, object === newValue { self.object = nil }
        case .adoptAndRetake: object = newValue
        case .clearAndRetake: object = nil
        }
        return action
    }
}

/// A `UINavigationControllerDelegate` method.
package enum NavigationDelegateMessage: Hashable, Sendable, CaseIterable {
    /// `navigationController(_:willShow:animated:)`.
    case willShow
    /// `navigationController(_:didShow:animated:)`.
    case didShow
    /// `navigationControllerSupportedInterfaceOrientations(_:)`.
    case supportedOrientations
    /// `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`.
    case preferredOrientation
    /// `navigationController(_:animationControllerFor:from:to:)`.
    case animationController
    /// `navigationController(_:interactionControllerFor:)`.
    case interactionController
}

/// The relay of a navigation controller's delegate.
package typealias NavigationDelegateRelay<Delegate> = DelegateRelay<Delegate, NavigationDelegateMessage>

/// A `UITabBarControllerDelegate` method.
package enum TabBarDelegateMessage: Hashable, Sendable, CaseIterable {
    /// `tabBarController(_:shouldSelect:)`.
    case shouldSelect
    /// `tabBarController(_:didSelect:)`.
    case didSelect
    /// `tabBarController(_:willBeginCustomizing:)`.
    case willBeginCustomizing
    /// `tabBarController(_:willEndCustomizing:changed:)`.
    case willEndCustomizing
    /// `tabBarController(_:didEndCustomizing:changed:)`.
    case didEndCustomizing
    /// `tabBarControllerSupportedInterfaceOrientations(_:)`.
    case supportedOrientations
    /// `tabBarControllerPreferredInterfaceOrientationForPresentation(_:)`.
    case preferredOrientation
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`.
    case animationController
    /// `tabBarController(_:interactionControllerFor:)`.
    case interactionController
}

/// The relay of a tab bar controller's delegate.
package typealias TabBarDelegateRelay<Delegate> = DelegateRelay<Delegate, TabBarDelegateMessage>
