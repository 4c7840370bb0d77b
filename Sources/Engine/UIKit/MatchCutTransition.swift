#if canImport(UIKit)
    import UIKit

    /// One push, pop, presentation or dismissal run by MatchCut: UIKit's animated and interactive
    /// transitioning protocols over a ``TransitionFlow``, which holds every decision (see its
    /// documentation for the order of events and the contract with UIKit).
    ///
    /// It is interruptible: `interruptibleAnimator(using:)` returns one paused
    /// `UIViewPropertyAnimator` for the life of the transition (``PropertyAnimatorCompanion``),
    /// which UIKit attaches the navigation bar and alongside animations to and which follows the
    /// engine's progress. That is what lets a finger catch the transition in flight
    /// (`pauseInteractiveTransition`) and a back tap turn it around (cancel it).
    @MainActor
    public final class MatchCutTransition: NSObject, UIViewControllerAnimatedTransitioning,
        UIViewControllerInteractiveTransitioning
    {
        /// The flow.
        package typealias Flow = TransitionFlow<UIKitTransitionContext, UIKitBackend>

        /// The flow it runs.
        package let flow: Flow
        private var companion: PropertyAnimatorCompanion?

        /// Wraps `flow`.
        package init(flow: Flow) {
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

        /// Whether UIKit starts it interactively: only under a gesture. MatchCut is always the
        /// interaction controller of its own transitions (so UIKit can pause them for a catch or a
        /// turn-around); a tap-started one starts on its own (``TransitionFlow/wantsInteractiveStart``).
        public var wantsInteractiveStart: Bool { flow.wantsInteractiveStart }

        /// The one animator of this transition, created at the first call: paused, scrubbed to
        /// the engine's progress, ended (before `completeTransition`) where the transition ends.
        public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
            -> any UIViewImplicitlyAnimating
        {
            if let companion { return companion.animator }
            let made = PropertyAnimatorCompanion(duration: transitionDuration(using: transitionContext))
            companion = made
            flow.companion = made
            return made.animator
        }

        /// The transition is over: the animator is let go.
        public func animationEnded(_ transitionCompleted: Bool) {
            flow.companion = nil
            companion = nil
        }

        /// Lets `matchCutReady()` on the arriving controller find the flow.
        private func register(_ context: any UIViewControllerContextTransitioning) {
            context.viewController(forKey: .to)?.matchCutRunningTransition = self
        }
    }

    /// The interruptible animator MatchCut hands UIKit: a `UIViewPropertyAnimator` with no
    /// animations of its own, paused from the start, whose `fractionComplete` is the engine's
    /// progress (0…1). What UIKit adds to it (the navigation bar, alongside animations) moves in
    /// step with the flight; it is stopped and finished at the transition's end.
    @MainActor
    package final class PropertyAnimatorCompanion: TransitionCompanion {
        /// The animator UIKit is given.
        package let animator: UIViewPropertyAnimator

        /// An animator of `duration` seconds (the transition's), linear, paused.
        package init(duration: TimeInterval) {
            animator = UIViewPropertyAnimator(duration: max(duration, 0.01), curve: .linear)
            // It must not become inactive before the transition is over (a catch may come after
            // its own timing ends; WWDC 2016 session 216): it pauses at its end instead.
            animator.pausesOnCompletion = true
            // Paused from the start: an inactive animator moves to active, its animations paused.
            animator.pauseAnimation()
        }

        /// Scrubs to `progress`, pausing the animator first if anything started it.
        package func setProgress(_ progress: Double) {
            guard animator.state == .active else { return }
            if animator.isRunning { animator.pauseAnimation() }
            // Forward again before the fraction is set (a reversed animator counts it from the end).
            animator.isReversed = false
            animator.fractionComplete = CGFloat(min(max(progress.isFinite ? progress : 0, 0), 1))
        }

        /// Plays `motion` itself (the render server plays the stand-ins, so nothing scrubs it
        /// every frame): linear to the end in the time left, or the engine's spring in progress —
        /// `UISpringTimingParameters` with the same constants, whose duration "is computed" from
        /// them (UITimingParameters.h), reversed toward the start.
        package func play(_ motion: ProgressMotion) {
            switch motion {
            case .paused(let p):
                setProgress(p)
            case .linear(let from, let seconds):
                setProgress(from)
                guard animator.state == .active, seconds > 0 else { return }
                animator.isReversed = false
                animator.continueAnimation(
                    withTimingParameters: UICubicTimingParameters(animationCurve: .linear),
                    durationFactor: CGFloat(seconds / animator.duration))
            case .spring(let spring, let from, _, _):
                setProgress(from)
                guard animator.state == .active else { return }
                animator.isReversed = motion.isTowardStart
                animator.continueAnimation(
                    withTimingParameters: UISpringTimingParameters(
                        mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness),
                        damping: CGFloat(spring.damping), initialVelocity: CGVector(dx: motion.relativeVelocity, dy: 0)),
                    durationFactor: 1)
            }
        }

        /// Stops where it is: inactive, so it may be released (UIKit raises
        /// `NSInternalInconsistencyException` when a paused or stopped animator is released).
        package func stop() {
            if animator.state == .active { animator.stopAnimation(true) }
        }

        // The last guard against UIKit's exception, should the flow not have stopped it: on the
        // main thread, where the animator lives (off it, the animator is kept alive until the main
        // queue has stopped it).
        deinit {
            let animator = animator
            guard Thread.isMainThread else {
                // The box only carries the animator to the main queue, where it alone touches it.
                let box = AnimatorBox(animator: animator)
                DispatchQueue.main.async { Self.stopForRelease(box.animator) }
                return
            }
            assumeMainActor { Self.stopForRelease(animator) }
        }

        private struct AnimatorBox: @unchecked Sendable { let animator: UIViewPropertyAnimator }

        /// Makes `animator` safe to release: an active one stopped (inactive), a stopped one
        /// finished.
        private static func stopForRelease(_ animator: UIViewPropertyAnimator) {
            switch animator.state {
            case .active: animator.stopAnimation(true)
            case .stopped: animator.finishAnimation(at: .current)
            default: break
            }
        }

        /// Ends at the end or the start; completion blocks UIKit added run with that position.
        package func finish(atEnd: Bool) {
            let position: UIViewAnimatingPosition = atEnd ? .end : .start
            switch animator.state {
            case .active:
                animator.stopAnimation(false)
                animator.finishAnimation(at: position)
            case .stopped:
                animator.finishAnimation(at: position)
            case .inactive:
                break
            @unknown default:
                break
            }
        }
    }
#endif
