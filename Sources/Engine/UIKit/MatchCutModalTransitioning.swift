#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// Runs MatchCut for a modal presentation: the transitioning delegate (with
    /// `modalPresentationStyle = .custom`), a presentation controller for partial sizes, and
    /// pull-down-to-dismiss.
    @MainActor
    public final class MatchCutModalTransitioning: NSObject, UIViewControllerTransitioningDelegate {
        /// How presentation and dismissal move.
        public var style: TransitionStyle
        /// Whether pulling the presented view down dismisses it.
        public var pullDownToDismiss: Bool
        /// The pull's rules.
        public var pullDown = PullDownToDismissGesture()

        private weak var presented: UIViewController?
        private var current: MatchCutTransition?
        private var gestureInProgress = false
        private var pan: UIPanGestureRecognizer?

        /// Creates the delegate.
        public init(style: TransitionStyle, pullDownToDismiss: Bool = true) {
            self.style = style
            self.pullDownToDismiss = pullDownToDismiss
        }

        /// MatchCut's presentation.
        public func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            self.presented = presented
            let transition = MatchCutTransition(kind: .present, style: style)
            transition.onEnd = { [weak self] finished in
                self?.current = nil
                if finished { self?.installPullDown() }
            }
            current = transition
            return transition
        }

        /// MatchCut's dismissal (interactive while the pull is in progress).
        public func animationController(forDismissed dismissed: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )? {
            let transition = MatchCutTransition(kind: .dismiss, style: style, interactive: gestureInProgress)
            transition.onEnd = { [weak self] _ in self?.current = nil }
            current = transition
            return transition
        }

        /// The dismissal is interactive only while the pull is in progress.
        public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            gestureInProgress ? animator as? MatchCutTransition : nil
        }

        /// A presentation controller sized for the preset (action sheet, side panel) over a dimmed
        /// presenter, or full screen.
        public func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            var preset: TransitionPreset?
            if case .preset(let p) = style { preset = p }
            return MatchCutPresentationController(
                presentedViewController: presented, presenting: presenting, preset: preset)
        }

        private func installPullDown() {
            guard pullDownToDismiss, pan == nil, let view = presented?.view else { return }
            let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePull(_:)))
            view.addGestureRecognizer(pan)
            self.pan = pan
        }

        @objc private func handlePull(_ pan: UIPanGestureRecognizer) {
            guard let presented, let view = presented.view else { return }
            let height = view.bounds.height
            switch pan.state {
            case .began:
                let velocity = pan.velocity(in: view)
                if let scroll = scrollView(under: pan.location(in: view), in: view),
                    !ScrollEdgeRule.pullDownMayBegin(over: ScrollState(scroll), velocity: velocity)
                {
                    return
                }
                guard pullDown.shouldBegin(velocity: velocity) else { return }
                gestureInProgress = true
                presented.dismiss(animated: true)
            case .changed:
                guard gestureInProgress else { return }
                let translation = pan.translation(in: view)
                current?.update(
                    progress: pullDown.progress(translation: translation, height: height), translation: translation)
            case .ended, .cancelled, .failed:
                guard gestureInProgress else { return }
                let velocity = pan.velocity(in: view)
                let finish =
                    pan.state == .ended
                    && pullDown.shouldFinish(translation: pan.translation(in: view), velocity: velocity, height: height)
                current?.release(
                    finish: finish, progressVelocity: pullDown.progressVelocity(velocity, height: height),
                    fingerVelocity: velocity)
                gestureInProgress = false
            default: break
            }
        }
    }

    /// Sizes partial presentations (action sheet, side panel) and keeps the presenter dimmed
    /// behind them; taps on the dimming dismiss.
    @MainActor
    final class MatchCutPresentationController: UIPresentationController {
        let preset: TransitionPreset?
        private let dimming = UIView()

        init(presentedViewController: UIViewController, presenting: UIViewController?, preset: TransitionPreset?) {
            self.preset = preset
            super.init(presentedViewController: presentedViewController, presenting: presenting)
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
            dimming.alpha = 0
            dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapDimming)))
        }

        private var isPartial: Bool {
            switch preset {
            case .actionSheet?: true
            case .slide(_, let size?)?: size != .zero
            default: false
            }
        }

        override var shouldRemovePresentersView: Bool { !isPartial }

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            switch preset {
            case .actionSheet(let size)?:
                let s = size ?? CGSize(width: bounds.width / 6 * 5, height: bounds.height / 5 * 2)
                return CGRect(x: bounds.midX - s.width / 2, y: bounds.maxY - s.height, width: s.width, height: s.height)
            case .slide(let edge, let size?)?:
                switch edge {
                case .left: return CGRect(x: bounds.minX, y: bounds.minY, width: size.width, height: bounds.height)
                case .right:
                    return CGRect(x: bounds.maxX - size.width, y: bounds.minY, width: size.width, height: bounds.height)
                case .top: return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: size.height)
                case .bottom:
                    return CGRect(
                        x: bounds.minX, y: bounds.maxY - size.height, width: bounds.width, height: size.height)
                }
            default:
                return bounds
            }
        }

        override func presentationTransitionWillBegin() {
            guard isPartial, let containerView else { return }
            dimming.frame = containerView.bounds
            containerView.insertSubview(dimming, at: 0)
        }

        // The transition's own dimming stand-in animates in; the persistent dimming takes over
        // when it ends, and hands back when the dismissal starts.
        override func presentationTransitionDidEnd(_ completed: Bool) {
            dimming.alpha = completed ? 1 : 0
        }

        override func dismissalTransitionWillBegin() { dimming.alpha = 0 }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            dimming.alpha = completed ? 0 : 1
            if completed { dimming.removeFromSuperview() }
        }

        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            dimming.frame = containerView?.bounds ?? .zero
            presentedView?.frame = frameOfPresentedViewInContainerView
        }

        @objc private func tapDimming() { presentedViewController.dismiss(animated: true) }
    }

    @MainActor private enum ModalKey {
        nonisolated(unsafe) static var key: UInt8 = 0
    }

    extension UIViewController {
        /// Presents `controller` with MatchCut: matched flights by default, or a preset.
        public func presentMatchCut(
            _ controller: UIViewController, style: TransitionStyle = .matched(TransitionOptions()),
            animated: Bool = true,
            completion: (() -> Void)? = nil
        ) {
            let delegate = MatchCutModalTransitioning(style: style)
            withUnsafeMutablePointer(to: &ModalKey.key) {
                objc_setAssociatedObject(controller, $0, delegate, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
            controller.modalPresentationStyle = .custom
            controller.transitioningDelegate = delegate
            present(controller, animated: animated, completion: completion)
        }

        /// Presents with a circle growing from `point` (in this controller's view) to cover the screen.
        public func presentCircularReveal(
            _ controller: UIViewController, from point: CGPoint, completion: (() -> Void)? = nil
        ) {
            presentMatchCut(
                controller, style: .preset(.circularReveal(from: convertToWindow(point))), completion: completion)
        }

        /// Presents sliding in from an edge; with a size, as a panel against that edge.
        public func presentSlide(
            _ controller: UIViewController, from edge: Edge, size: CGSize? = nil, completion: (() -> Void)? = nil
        ) {
            presentMatchCut(controller, style: .preset(.slide(from: edge, size: size)), completion: completion)
        }

        /// Presents with a fade.
        public func presentFade(_ controller: UIViewController, completion: (() -> Void)? = nil) {
            presentMatchCut(controller, style: .preset(.fade), completion: completion)
        }

        /// Presents growing out of `point` (in this controller's view).
        public func presentDiffuse(_ controller: UIViewController, from point: CGPoint, completion: (() -> Void)? = nil)
        {
            presentMatchCut(controller, style: .preset(.diffuse(from: convertToWindow(point))), completion: completion)
        }

        /// Presents as an action sheet rising from the bottom.
        public func presentActionSheet(
            _ controller: UIViewController, size: CGSize? = nil, completion: (() -> Void)? = nil
        ) {
            presentMatchCut(controller, style: .preset(.actionSheet(size: size)), completion: completion)
        }

        /// Presents a detail opening out of its card in three phases.
        public func presentCardToDetail(_ controller: UIViewController, completion: (() -> Void)? = nil) {
            presentMatchCut(controller, style: .preset(.cardToDetail), completion: completion)
        }

        private func convertToWindow(_ point: CGPoint) -> CGPoint {
            view.window.map { view.convert(point, to: $0) } ?? point
        }
    }
#endif
