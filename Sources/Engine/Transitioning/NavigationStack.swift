/// What the navigation coordinator uses of a `UINavigationController`.
@MainActor
public protocol NavigationStack: AnyObject {
    /// The view controller type.
    associatedtype Controller: TransitionEndpoint

    /// The stack, bottom first.
    var viewControllers: [Controller] { get }
    /// The navigation controller's view: where its screens are shown.
    var view: Controller.View { get }
    /// Whether a transition is running (`transitionCoordinator != nil`).
    var isTransitioning: Bool { get }
    /// The state of the system back-swipe (`interactivePopGestureRecognizer`).
    var systemPopGestureState: GestureState { get }
    /// Whether the layout runs right to left (the back-swipe comes from the right).
    var isRightToLeft: Bool { get }
    /// Pops the top controller, animated (`popViewController(animated: true)`).
    func popTopController()
}

/// Which way a navigation transition goes (`UINavigationController.Operation`).
public enum NavigationOperation: Hashable, Sendable {
    /// No transition.
    case none
    /// A push.
    case push
    /// A pop.
    case pop
}
