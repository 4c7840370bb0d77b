#if canImport(UIKit)
    import UIKit

    /// `UIViewControllerContextTransitioning` as the core's ``TransitioningContext``: a wrapper,
    /// nothing decided here.
    @MainActor
    public final class UIKitTransitionContext: TransitioningContext {
        /// The context UIKit handed out.
        public let base: any UIViewControllerContextTransitioning

        /// Wraps `base`.
        public init(_ base: any UIViewControllerContextTransitioning) {
            self.base = base
        }

        private func key(_ key: TransitionContextKey) -> UITransitionContextViewControllerKey {
            key == .from ? .from : .to
        }

        /// `containerView`.
        public var containerView: UIView { base.containerView }
        /// `viewController(forKey:)`.
        package func viewController(forKey key: TransitionContextKey) -> UIViewController? {
            base.viewController(forKey: self.key(key))
        }
        /// `view(forKey:)`.
        package func view(forKey key: TransitionContextKey) -> UIView? { base.view(forKey: key == .from ? .from : .to) }
        /// `finalFrame(for:)`.
        public func finalFrame(for controller: UIViewController) -> CGRect { base.finalFrame(for: controller) }
        /// `isAnimated`.
        public var isAnimated: Bool { base.isAnimated }
        /// `isInteractive`.
        public var isInteractive: Bool { base.isInteractive }
        /// `transitionWasCancelled`.
        public var transitionWasCancelled: Bool { base.transitionWasCancelled }
        /// `updateInteractiveTransition(_:)`.
        public func updateInteractiveTransition(_ percentComplete: Double) {
            base.updateInteractiveTransition(CGFloat(percentComplete))
        }
        /// `finishInteractiveTransition()`.
        public func finishInteractiveTransition() { base.finishInteractiveTransition() }
        /// `cancelInteractiveTransition()`.
        public func cancelInteractiveTransition() { base.cancelInteractiveTransition() }
        /// `pauseInteractiveTransition()`.
        public func pauseInteractiveTransition() { base.pauseInteractiveTransition() }
        /// `completeTransition(_:)`.
        public func completeTransition(_ didComplete: Bool) { base.completeTransition(didComplete) }
    }
#endif
