#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// MatchCut for a modal presentation (with `modalPresentationStyle = .custom`): the
    /// transitioning delegate, a presentation controller for partial sizes, and the dismissing
    /// gestures — pull down, and a pan from the leading edge — all decided by
    /// ``ModalCoordination``. While the presentation or the dismissal flies, a finger on the
    /// container catches it (on a flying element, or pulling down, or from the leading edge), and
    /// ``turnAround()`` sends it back.
    @MainActor
    public final class MatchCutModalTransitioning: NSObject, UIViewControllerTransitioningDelegate,
        UIGestureRecognizerDelegate
    {
        /// The coordination.
        public typealias Coordination = ModalCoordination<UIKitTransitionContext, UIKitBackend>

        /// Every decision.
        public let coordination: Coordination
        private weak var presented: UIViewController?
        private var pullDownPan: UIPanGestureRecognizer?
        private var edgePan: UIScreenEdgePanGestureRecognizer?
        private var catchPan: UIPanGestureRecognizer?
        private var hintPlayer: HintPlayer<UIKitBackend>?
        private weak var heldScrollView: UIScrollView?

        /// Creates the delegate.
        public init(style: TransitionStyle, pullDownToDismiss: Bool = true, edgePanToDismiss: Bool = true) {
            coordination = Coordination(style: style, backend: { UIKitBackend() }, driver: { DisplayLinkFrameDriver() })
            super.init()
            coordination.pullDownToDismiss = pullDownToDismiss
            coordination.edgePanToDismiss = edgePanToDismiss
            coordination.reduceMotion = { UIAccessibility.isReduceMotionEnabled }
            coordination.perform = { [weak self] in self?.perform($0) }
        }

        /// Turns the presentation or dismissal in flight around from where it is (a close button
        /// tapped mid-presentation): UIKit is told it was cancelled. Returns whether a transition
        /// was in flight.
        @discardableResult
        public func turnAround() -> Bool { coordination.turnAround() }

        /// MatchCut's presentation.
        public func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            self.presented = presented
            coordination.isRightToLeft = presented.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            return MatchCutTransition(flow: coordination.presentationAnimator())
        }

        /// MatchCut's dismissal.
        public func animationController(forDismissed dismissed: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )? {
            MatchCutTransition(flow: coordination.dismissalAnimator())
        }

        /// The dismissal is interactive only while a dismissing gesture runs.
        public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            guard coordination.dismissalIsInteractive, let ours = animator as? MatchCutTransition else { return nil }
            ours.isInteractive = true
            return ours
        }

        /// A presentation controller sized by the coordination, over a dimmed presenter when partial.
        public func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            MatchCutPresentationController(
                presentedViewController: presented, presenting: presenting, coordination: coordination)
        }

        private func perform(_ action: Coordination.Action) {
            guard let view = presented?.view else { return }
            switch action {
            case .installCatch:
                guard catchPan == nil, let container = coordination.current?.containerView else { return }
                let pan = UIPanGestureRecognizer(target: self, action: #selector(handleCatch(_:)))
                pan.delegate = self
                container.addGestureRecognizer(pan)
                catchPan = pan
            case .removeCatch:
                if let catchPan { catchPan.view?.removeGestureRecognizer(catchPan) }
                catchPan = nil
            case .dismiss:
                // Not inside UIKit's completion: on the next turn.
                DispatchQueue.main.async { [weak self] in self?.presented?.dismiss(animated: true) }
            case .installGestures:
                guard pullDownPan == nil else { return }
                let pull = UIPanGestureRecognizer(target: self, action: #selector(handlePullDown(_:)))
                pull.delegate = self
                view.addGestureRecognizer(pull)
                pullDownPan = pull
                let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdgePan(_:)))
                edge.edges = coordination.isRightToLeft ? .right : .left
                edge.delegate = self
                view.addGestureRecognizer(edge)
                edgePan = edge
            case .removeGestures:
                if let pullDownPan { view.removeGestureRecognizer(pullDownPan) }
                if let edgePan { view.removeGestureRecognizer(edgePan) }
                pullDownPan = nil
                edgePan = nil
                hintPlayer?.stop()
            case .showHint(let hint):
                guard let container = view.superview else { return }
                let player = HintPlayer(backend: UIKitBackend(), driver: DisplayLinkFrameDriver())
                hintPlayer = player
                player.play(hint.plan(over: view.frame), in: container)
            }
        }

        // MARK: - Gestures

        private func gesture(of recognizer: UIGestureRecognizer) -> Coordination.Gesture? {
            recognizer === pullDownPan ? .pullDown : recognizer === edgePan ? .edgePan : nil
        }

        /// Decided before the gesture claims the touch; a modal-in-presentation controller tells its
        /// presentation controller's delegate that a dismissal was attempted.
        public func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
            if recognizer === catchPan {
                guard let pan = catchPan, let container = pan.view else { return false }
                let sample = PanSample(pan, in: container, state: .possible)
                return coordination.catchKind(
                    sample, size: container.bounds.size,
                    isModalInPresentation: presented?.isModalInPresentation ?? false)
                    != nil
            }
            guard let kind = gesture(of: recognizer), let pan = recognizer as? UIPanGestureRecognizer,
                let presented, let view = presented.view
            else { return false }
            let sample = PanSample(pan, in: view, state: .possible)
            let scroll = scrollView(under: sample.location, in: view).map(ScrollState.init)
            switch coordination.decide(
                kind, sample, size: view.bounds.size, scroll: scroll,
                isModalInPresentation: presented.isModalInPresentation)
            {
            case .begin: return true
            case .decline: return false
            case .blockedByModal:
                if let controller = presented.presentationController {
                    controller.delegate?.presentationControllerDidAttemptToDismiss?(controller)
                }
                return false
            }
        }

        /// The pull-down recognises alongside a scroll view's own pan.
        public func gestureRecognizer(
            _ recognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool {
            guard let kind = gesture(of: recognizer), other.view is UIScrollView,
                other === (other.view as? UIScrollView)?.panGestureRecognizer
            else { return false }
            return coordination.recognizesAlongsideScrollView(kind)
        }

        @objc private func handleCatch(_ pan: UIPanGestureRecognizer) {
            guard let container = pan.view else { return }
            coordination.catchPan(
                PanSample(pan, in: container, state: GestureState(pan.state)), size: container.bounds.size,
                isModalInPresentation: presented?.isModalInPresentation ?? false)
        }

        @objc private func handlePullDown(_ pan: UIPanGestureRecognizer) { handle(.pullDown, pan) }
        @objc private func handleEdgePan(_ pan: UIPanGestureRecognizer) { handle(.edgePan, pan) }

        private func handle(_ kind: Coordination.Gesture, _ pan: UIPanGestureRecognizer) {
            guard let presented, let view = presented.view else { return }
            let sample = PanSample(pan, in: view, state: GestureState(pan.state))
            if sample.state == .began { heldScrollView = scrollView(under: sample.location, in: view) }
            coordination.pan(kind, sample, size: view.bounds.size) { presented.dismiss(animated: true) }
            if let scroll = heldScrollView, let offset = coordination.heldContentOffset(for: ScrollState(scroll)) {
                scroll.contentOffset = offset
            }
            if !sample.state.isActive { heldScrollView = nil }
        }
    }

    /// Places a partial presentation (action sheet, side panel) where the coordination says, and
    /// keeps the presenter dimmed behind it; a tap on the dimming dismisses (unless the presented
    /// controller is modal in presentation).
    @MainActor
    final class MatchCutPresentationController: UIPresentationController {
        private let coordination: MatchCutModalTransitioning.Coordination
        private let dimming = UIView()

        init(
            presentedViewController: UIViewController, presenting: UIViewController?,
            coordination: MatchCutModalTransitioning.Coordination
        ) {
            self.coordination = coordination
            super.init(presentedViewController: presentedViewController, presenting: presenting)
            dimming.alpha = 0
            dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapDimming)))
        }

        private var bounds: CGRect { containerView?.bounds ?? presentingViewController.view.bounds }

        override var shouldRemovePresentersView: Bool { !(coordination.preset?.isPartial(in: bounds) ?? false) }

        override var frameOfPresentedViewInContainerView: CGRect { coordination.presentedFrame(in: bounds) }

        override func presentationTransitionWillBegin() {
            guard let containerView, coordination.dimming(in: bounds) > 0 else { return }
            dimming.backgroundColor = UIColor(white: 0, alpha: coordination.dimming(in: bounds))
            dimming.frame = containerView.bounds
            containerView.insertSubview(dimming, at: 0)
        }

        // The transition's own dimming stand-in animates; the persistent dimming takes over when the
        // presentation ends, and hands back when a dismissal starts.
        override func presentationTransitionDidEnd(_ completed: Bool) { dimming.alpha = completed ? 1 : 0 }

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

        @objc private func tapDimming() {
            switch coordination.tapOnDimming(isModalInPresentation: presentedViewController.isModalInPresentation) {
            case .begin: presentedViewController.dismiss(animated: true)
            case .blockedByModal: delegate?.presentationControllerDidAttemptToDismiss?(self)
            case .decline: break
            }
        }
    }

    @MainActor private enum ModalKey {
        nonisolated(unsafe) static var key: UInt8 = 0
    }

    extension UIViewController {
        /// Presents `controller` with MatchCut: matched flights by default, or a preset.
        public func presentMatchCut(
            _ controller: UIViewController, style: TransitionStyle = .matched(TransitionOptions()),
            animated: Bool = true, completion: (() -> Void)? = nil
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

        /// Presents sliding in from an edge; with a size, as a panel against that edge (a width or
        /// height of 0 means the screen's).
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
