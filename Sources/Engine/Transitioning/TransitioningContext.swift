import Foundation

/// Which end of a transition a context is asked about (`UITransitionContextViewControllerKey` /
/// `ViewKey`: `.from` and `.to`).
package enum TransitionContextKey: Hashable, Sendable {
    /// The controller (and view) being left.
    case from
    /// The controller (and view) arriving.
    case to
}

/// What MatchCut uses of `UIViewControllerContextTransitioning`, as a contract the portable core
/// is written against. The UIKit layer wraps the real context; tests use strict fakes that encode
/// Apple's documented rules.
///
/// The rules the flow relies on (from `UIViewControllerTransitioning.h`):
/// - ``completeTransition(_:)`` must be called exactly once, whether the transition finished or
///   was cancelled; for an interactive transition, after ``finishInteractiveTransition()`` or
///   ``cancelInteractiveTransition()``, with `!transitionWasCancelled`.
/// - ``view(forKey:)`` may be `nil`: the animator must then not manipulate that controller's view.
/// - ``isAnimated`` is `false` for a custom presentation asked for without animation: the animator
///   places the views and completes at once.
/// - ``isInteractive`` and ``transitionWasCancelled`` can change during the transition: read them
///   when they are needed, not once.
@MainActor
package protocol TransitioningContext: AnyObject {
    /// The platform's view type.
    associatedtype View: MutableViewNode where View.Node == View
    /// The platform's view controller type.
    associatedtype Controller: TransitionEndpoint where Controller.View == View

    /// The view the transition happens in.
    var containerView: View { get }
    /// The controller at one end.
    func viewController(forKey key: TransitionContextKey) -> Controller?
    /// The view at one end, or `nil` when the animator must leave it alone.
    func view(forKey key: TransitionContextKey) -> View?
    /// Where a controller's view ends, in the container; `.zero` when unknown.
    func finalFrame(for controller: Controller) -> CGRect
    /// Whether the transition is animated at all.
    var isAnimated: Bool { get }
    /// Whether a gesture drives it now.
    var isInteractive: Bool { get }
    /// Whether the interactive transition was cancelled (as of the last finish or cancel).
    var transitionWasCancelled: Bool { get }
    /// Reports the progress of an interactive transition, 0…1.
    func updateInteractiveTransition(_ percentComplete: Double)
    /// The interactive part is over and the transition will finish.
    func finishInteractiveTransition()
    /// The interactive part is over and the transition will be cancelled.
    func cancelInteractiveTransition()
    /// The transition is over; `didComplete` is whether it finished.
    func completeTransition(_ didComplete: Bool)
    /// A transition that started on its own becomes interactive (a finger caught it). UIKit does
    /// this only for a transition that has an interaction controller (the delegate vended one, with
    /// `wantsInteractiveStart` false for a start on its own) and is interruptible (the animator
    /// vended an interruptible animator), in flight and not interactive already; otherwise it is not
    /// to be relied on, and MatchCut treats it as doing nothing.
    func pauseInteractiveTransition()
}

/// What UIKit's interruptible animator is to MatchCut: a progress UIKit follows (it attaches the
/// navigation bar and alongside animations to it), kept equal to the engine's. The UIKit layer
/// backs it with a `UIViewPropertyAnimator`: scrubbed (`fractionComplete`) while the engine draws
/// every frame or a finger drives it, and playing the engine's ``ProgressMotion`` itself while the
/// render server plays the stand-ins; one per transition, from when UIKit asks for it until the
/// end.
@MainActor
package protocol TransitionCompanion: AnyObject {
    /// Follows the engine's progress, 0…1 (paused there).
    func setProgress(_ progress: Double)
    /// Plays `motion` from now on, on its own clock, until told otherwise.
    func play(_ motion: ProgressMotion)
    /// Ends at the end (finished) or at the start (cancelled), before `completeTransition`.
    func finish(atEnd: Bool)
    /// Stops where it is without ending the transition (`stopAnimation(true)`: inactive, so it may
    /// be released): for a transition abandoned in flight, whose flow is freed before it ends.
    func stop()
}

/// What MatchCut uses of a view controller: its view and the postponement asked for with
/// `matchCutPostpone(timeout:)`.
@MainActor
package protocol TransitionEndpoint: AnyObject {
    /// The platform's view type.
    associatedtype View: MutableViewNode where View.Node == View
    /// The controller's root view.
    var rootView: View { get }
    /// The longest the next transition to this controller waits for its content, in seconds, or
    /// `nil` to start at once.
    var postponement: Double? { get }
    /// Forgets the postponement: a transition has taken it (it waited, or started, or timed out).
    func clearPostponement()
    /// The transition the controller asks for (`matchCutTransition`), or `nil` for the
    /// navigation controller's default: MatchCut plays it when the controller is pushed, and
    /// when it is popped.
    var transitionStyle: TransitionStyle? { get }
    /// The screen's tagged elements outside its view (bar button items), which take part through
    /// proxies (``BarElementProxies``); none by default.
    var barElements: [BarElement<View>] { get }
}

extension TransitionEndpoint {
    /// None.
    package var barElements: [BarElement<View>] { [] }
}
