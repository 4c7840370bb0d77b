#if canImport(UIKit)
    import UIKit

    /// One push, pop, presentation or dismissal run by MatchCut: UIKit's animated and interactive
    /// transitioning protocols over a ``TransitionFlow``, which holds every decision (see its
    /// documentation for the order of events and the contract with UIKit).
    ///
    /// It does not implement `interruptibleAnimator(using:)`: UIKit would then treat the
    /// transition as interruptible and attach the navigation bar and alongside animations to
    /// whatever it returned.
    @MainActor
    public final class MatchCutTransition: NSObject, UIViewControllerAnimatedTransitioning,
        UIViewControllerInteractiveTransitioning
    {
        /// The flow.
        public typealias Flow = TransitionFlow<UIKitTransitionContext, UIKitBackend>

        /// The flow it runs.
        public let flow: Flow
        /// Whether UIKit should start it under a gesture (it is the interaction controller then).
        public var isInteractive = false

        /// Wraps `flow`.
        public init(flow: Flow) {
            self.flow = flow
        }

        /// A flow for `kind` and `style` on a new UIKit backend and display link.
        public convenience init(kind: TransitionKind, style: TransitionStyle) {
            self.init(flow: Flow(kind: kind, style: style, backend: UIKitBackend(), driver: DisplayLinkFrameDriver()))
        }

        /// The flow's duration: the plan's (plus any postponement wait).
        public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        {
            flow.duration(using: transitionContext.map(UIKitTransitionContext.init))
        }

        /// Runs it on its own.
        public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            register(transitionContext)
            flow.animate(using: UIKitTransitionContext(transitionContext))
        }

        /// Runs it under a gesture.
        public func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
            register(transitionContext)
            flow.startInteractive(UIKitTransitionContext(transitionContext))
        }

        /// Whether UIKit starts it interactively.
        public var wantsInteractiveStart: Bool { isInteractive }

        /// Lets `matchCutReady()` on the arriving controller find the flow.
        private func register(_ context: any UIViewControllerContextTransitioning) {
            context.viewController(forKey: .to)?.matchCutRunningTransition = self
        }
    }
#endif
