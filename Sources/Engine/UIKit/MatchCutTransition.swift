#if canImport(UIKit)
    import UIKit

    /// One push, pop, presentation or dismissal run by MatchCut: UIKit's animated and interactive
    /// transitioning over the engine's ``TransitionController``.
    ///
    /// `completeTransition(_:)` is called exactly once, with `!transitionWasCancelled`.
    @MainActor
    public final class MatchCutTransition: NSObject, UIViewControllerAnimatedTransitioning,
        UIViewControllerInteractiveTransitioning
    {
        /// Which way.
        public let kind: TransitionKind
        /// How it moves.
        public let style: TransitionStyle
        /// Whether a gesture drives it.
        public var isInteractive: Bool
        /// The engine running it, once started.
        public private(set) var controller: TransitionController<UIKitBackend>?
        /// Called after `completeTransition(_:)`, with whether it finished.
        public var onEnd: (@MainActor (Bool) -> Void)?

        private let driver = DisplayLinkFrameDriver()
        private var context: (any UIViewControllerContextTransitioning)?
        private var completed = false
        private lazy var adapter = EngineAnimatorAdapter(transition: self)

        /// Creates a transition.
        public init(
            kind: TransitionKind, style: TransitionStyle = .matched(TransitionOptions()), interactive: Bool = false
        ) {
            self.kind = kind
            self.style = style
            isInteractive = interactive
        }

        /// The planned duration once started; before that, the preset's or options' duration (0.35 s
        /// when automatic).
        public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        {
            if let plan = controller?.plan { return plan.duration }
            switch style {
            case .preset(let preset): return preset.duration
            case .matched(let options): return options.duration ?? 0.35
            }
        }

        /// Runs the transition on its own.
        public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            start(transitionContext, interactive: false)
        }

        /// Runs the transition under a gesture.
        public func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
            start(transitionContext, interactive: true)
        }

        /// Whether UIKit should start it interactively.
        public var wantsInteractiveStart: Bool { isInteractive }

        /// The engine's animator, seen through UIKit's protocol.
        public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
            -> any UIViewImplicitlyAnimating
        {
            adapter
        }

        private func start(_ context: any UIViewControllerContextTransitioning, interactive: Bool) {
            guard controller == nil,
                let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to)
            else { return }
            self.context = context
            let container = context.containerView
            let fromView = context.view(forKey: .from) ?? fromVC.view!
            let toView = context.view(forKey: .to) ?? toVC.view!
            if kind.isForward {
                container.addSubview(toView)
                toView.frame = context.finalFrame(for: toVC)
            } else if toView.superview == nil {
                container.insertSubview(toView, belowSubview: fromView)
                toView.frame = context.finalFrame(for: toVC)
            }
            container.layoutIfNeeded()
            let controller = TransitionController(backend: UIKitBackend(), driver: driver)
            self.controller = controller
            controller.onCompletion = { [weak self] finished in
                self?.complete(finished: finished, toView: toView, fromView: fromView)
            }
            controller.begin(
                TransitionRequest(
                    kind, from: fromView, to: toView, in: container, style: style, interactive: interactive,
                    reduceMotion: UIAccessibility.isReduceMotionEnabled, postponeTimeout: toVC.matchCutPostponement))
            toVC.matchCutRunningTransition = self
        }

        private func complete(finished: Bool, toView: UIView, fromView: UIView) {
            guard !completed, let context else { return }
            completed = true
            if isInteractive {
                if finished { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
            }
            if !finished, kind.isForward { toView.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
            onEnd?(!context.transitionWasCancelled)
        }

        // MARK: - Gesture driving

        /// Sets the progress (0…1) under the finger, and lets the matched element follow it.
        public func update(progress: Double, translation: CGPoint?) {
            controller?.update(progress: progress)
            if let translation { controller?.follow(translation: translation) }
            context?.updateInteractiveTransition(CGFloat(min(max(progress, 0), 1)))
        }

        /// Releases the gesture: to the end when `finish`, else back to the start, leaving with the
        /// finger's velocities (progress per second, and points per second for a followed element).
        public func release(finish: Bool, progressVelocity: Double, fingerVelocity: CGPoint) {
            if finish {
                self.finish(progressVelocity: progressVelocity, fingerVelocity: fingerVelocity)
            } else {
                cancel(progressVelocity: progressVelocity, fingerVelocity: fingerVelocity)
            }
        }

        /// Releases toward the end with the finger's velocities.
        public func finish(progressVelocity: Double, fingerVelocity: CGPoint) {
            controller?.finish(velocity: progressVelocity, fingerVelocity: fingerVelocity)
        }

        /// Releases toward the start with the finger's velocities.
        public func cancel(progressVelocity: Double, fingerVelocity: CGPoint) {
            controller?.cancel(velocity: progressVelocity, fingerVelocity: fingerVelocity)
        }
    }

    /// `UIViewImplicitlyAnimating` over the engine's ``PropertyAnimator`` (which mirrors
    /// `UIViewPropertyAnimator`): what `interruptibleAnimator(using:)` returns.
    @MainActor
    final class EngineAnimatorAdapter: NSObject, UIViewImplicitlyAnimating {
        weak var transition: MatchCutTransition?

        init(transition: MatchCutTransition) {
            self.transition = transition
        }

        private var animator: PropertyAnimator? { transition?.controller?.animator }

        var state: UIViewAnimatingState {
            switch animator?.state {
            case .active?: .active
            case .stopped?: .stopped
            case .inactive?, nil: .inactive
            }
        }

        var isRunning: Bool { animator?.isRunning ?? false }

        var isReversed: Bool {
            get { animator?.isReversed ?? false }
            set { animator?.isReversed = newValue }
        }

        var fractionComplete: CGFloat {
            get { CGFloat(animator?.fractionComplete ?? 0) }
            set { animator?.fractionComplete = Double(newValue) }
        }

        func startAnimation() { animator?.startAnimation() }

        func startAnimation(afterDelay delay: TimeInterval) { animator?.startAnimation(afterDelay: delay) }

        func pauseAnimation() { animator?.pauseAnimation() }

        func stopAnimation(_ withoutFinishing: Bool) { animator?.stopAnimation(withoutFinishing) }

        func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
            switch finalPosition {
            case .start: animator?.finishAnimation(at: .start)
            case .end: animator?.finishAnimation(at: .end)
            default: animator?.finishAnimation(at: .current)
            }
        }
    }
#endif
