#if canImport(UIKit)
    import UIKit

    /// `UIViewControllerContextTransitioning` as the core's ``TransitioningContext``: a wrapper,
    /// nothing decided here.
    @MainActor
    package final class UIKitTransitionContext: TransitioningContext {
        /// The context UIKit handed out.
        package let base: any UIViewControllerContextTransitioning

        /// Wraps `base`.
        package init(_ base: any UIViewControllerContextTransitioning) {
            self.base = base
        }

        private func key(_ key: TransitionContextKey) -> UITransitionContextViewControllerKey {
            key == .from ? .from : .to
        }

        /// `containerView`.
        package var containerView: UIView { base.containerView }
        /// `viewController(forKey:)`.
        package func viewController(forKey key: TransitionContextKey) -> UIViewController? {
            base.viewController(forKey: self.key(key))
        }
        /// `view(forKey:)`.
        package func view(forKey key: TransitionContextKey) -> UIView? { base.view(forKey: key == .from ? .from : .to) }
        /// `finalFrame(for:)`.
        package func finalFrame(for controller: UIViewController) -> CGRect { base.finalFrame(for: controller) }
        /// `isAnimated`.
        package var isAnimated: Bool { base.isAnimated }
        /// `isInteractive`.
        package var isInteractive: Bool { base.isInteractive }
        /// `transitionWasCancelled`.
        package var transitionWasCancelled: Bool { base.transitionWasCancelled }
        /// `updateInteractiveTransition(_:)`.
        package func updateInteractiveTransition(_ percentComplete: Double) {
            base.updateInteractiveTransition(CGFloat(percentComplete))
        }
        /// `finishInteractiveTransition()`.
        package func finishInteractiveTransition() { base.finishInteractiveTransition() }
        /// `cancelInteractiveTransition()`.
        package func cancelInteractiveTransition() { base.cancelInteractiveTransition() }
        /// `pauseInteractiveTransition()`.
        package func pauseInteractiveTransition() { base.pauseInteractiveTransition() }
        /// `completeTransition(_:)`.
        package func completeTransition(_ didComplete: Bool) { base.completeTransition(didComplete) }
    }
#endif
