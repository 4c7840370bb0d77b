import Foundation
import MatchCut

/// A `UINavigationController` as UIKit runs it, for MatchCut's navigation coordination:
/// - at `push`/`pop`, the delegate is asked for an animator, then (for a custom one) an
///   interaction controller and the duration; the stack changes at once;
/// - on the next run-loop turn: `willShow`, then `startInteractiveTransition` (with an interaction
///   controller) or `animateTransition`;
/// - at `completeTransition`: `didShow` when finished (the leaving view is removed), or the old
///   stack back when cancelled;
/// - a push or pop asked for during a transition is queued and runs after it;
/// - without a custom animator (the system's or the app's own), the screens swap over 0.35 s.
/// Every delegate call is logged in order.
@MainActor
public final class FakeNavigationController: NavigationStack {
    /// The coordination it runs with.
    public typealias Coordination = NavigationCoordination<
        FakeNavigationController, FakeTransitionContext, ContractBackend
    >

    /// The stack, bottom first.
    public private(set) var viewControllers: [FakeViewController]
    /// Its view (the transition container).
    public let view: HeadlessView
    /// The system back-swipe's state.
    public var systemPopGestureState: GestureState = .possible
    /// `interactivePopGestureRecognizer?.isEnabled`.
    public var systemPopGestureEnabled = true
    /// Right-to-left layout.
    public var isRightToLeft = false
    /// Whether the app's own delegate vends an animator (it then wins).
    public var userAnimates = false
    /// Whether the app's own delegate vends an interaction controller (a percent-driven one: it
    /// scrubs Core Animation animations, and may only drive the app's own animator).
    public var userInteracts = false
    /// The coordination (MatchCut's delegate).
    public var coordination: Coordination!
    /// Delegate calls and events, in order.
    public private(set) var log: [String] = []
    /// The running custom transition's context.
    public private(set) var context: FakeTransitionContext?
    /// Whether the animator vends an interruptible animator (MatchCut's UIKit layer always does).
    public var interruptible = true
    /// Every context of every transition so far.
    public private(set) var contexts: [FakeTransitionContext] = []
    private var systemTransitionRunning = false
    private var queue: [() -> Void] = []
    private let harness: TransitionHarness

    /// A navigation controller in `harness`'s window with `root`.
    public init(root: FakeViewController, in harness: TransitionHarness) {
        self.harness = harness
        view = HeadlessView(frame: harness.window.bounds)
        view.name = "navigation view"
        harness.window.addSubview(view)
        viewControllers = [root]
        root.rootView.frame = view.bounds
        view.addSubview(root.rootView)
    }

    /// Whether a transition is running.
    public var isTransitioning: Bool { context != nil || systemTransitionRunning }

    /// The top controller's back settings and the system swipe's switch.
    public var backNavigation: BackNavigation {
        let top = viewControllers.last
        return BackNavigation(
            systemSwipeEnabled: systemPopGestureEnabled, hidesBackButton: top?.hidesBackButton ?? false,
            leftItemsReplaceBackButton: top?.leftItemsReplaceBackButton ?? false,
            allowsPanToPop: top?.allowsPanToPop ?? true)
    }

    /// `pushViewController(_:animated: true)`.
    public func push(_ controller: FakeViewController) {
        transition(.push) { $0 + [controller] }
    }

    /// `popViewController(animated: true)`.
    public func popTopController() {
        transition(.pop) { $0.count > 1 ? Array($0.dropLast()) : $0 }
    }

    private func transition(
        _ operation: NavigationOperation, _ change: @escaping ([FakeViewController]) -> [FakeViewController]
    ) {
        guard !isTransitioning else {
            log.append("queued \(operation)")
            queue.append { [unowned self] in transition(operation, change) }
            return
        }
        let old = viewControllers
        let new = change(old)
        guard new.count != old.count, let from = old.last, let to = new.last else { return }
        log.append("animationController")
        let answer = coordination.animator(for: operation, from: from, to: to, userProvidesOne: userAnimates)
        viewControllers = new
        guard case .matchCut(let flow) = answer else {
            // The system's (or the app's) own transition: the screens swap when it ends.
            log.append(answer.isUser ? "user transition" : "system transition")
            systemTransitionRunning = true
            harness.schedule(after: 0.35) { [unowned self] in
                from.rootView.removeFromParent()
                to.rootView.frame = view.bounds
                view.addSubview(to.rootView)
                systemTransitionRunning = false
                log.append("didShow")
                runQueue()
            }
            return
        }
        log.append("interactionController")
        let driver = coordination.interactionDriver(forOurs: true, userProvidesOne: userInteracts)
        if driver == .user {
            harness.report("the app's interaction controller was handed MatchCut's animator (it has nothing to scrub)")
        }
        let interactive = driver == .matchCut
        let context = FakeTransitionContext(
            container: view, from: from, to: to, fromView: from.rootView, toView: to.rootView, interactive: interactive,
            clock: harness.driver)
        context.finalFrames[ObjectIdentifier(to)] = view.bounds
        context.onViolation = harness.report
        context.onComplete = { [unowned self, unowned context] finished in
            if finished {
                from.rootView.removeFromParent()
                log.append("didShow")
            } else {
                viewControllers = old
                log.append("cancelled")
            }
            if self.context === context { self.context = nil }
            harness.schedule { [unowned self] in runQueue() }
        }
        self.context = context
        contexts.append(context)
        log.append("transitionDuration")
        _ = flow.duration(using: context)
        harness.watch(flow.controller, source: from.rootView, destination: to.rootView)
        harness.schedule { [unowned self] in
            log.append("willShow")
            if interactive {
                log.append("startInteractiveTransition")
                flow.startInteractive(context)
            } else {
                log.append("animateTransition")
                flow.animate(using: context)
            }
            if interruptible {
                log.append("interruptibleAnimator")
                let companion = FakeCompanion()
                companion.onViolation = harness.report
                context.companion = companion
                flow.companion = companion
            }
        }
    }

    private func runQueue() {
        guard !isTransitioning, !queue.isEmpty else { return }
        queue.removeFirst()()
    }
}

extension NavigationCoordination.Animator {
    /// Whether it is the app's own.
    public var isUser: Bool {
        if case .user = self { return true }
        return false
    }
}
