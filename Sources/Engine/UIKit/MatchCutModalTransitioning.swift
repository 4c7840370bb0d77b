#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// MatchCut for a modal presentation (with `modalPresentationStyle = .custom`): the
    /// transitioning delegate, a presentation controller for partial sizes, and the dismissing
    /// gestures — pull down, and a sideways swipe (toward a sliding panel's edge, otherwise from
    /// the leading edge) — all decided by ``ModalCoordination``. While the presentation or the
    /// dismissal flies, a finger on the container catches it (on a flying element, or pulling down,
    /// or swiping), and ``turnAround()`` sends it back.
    ///
    /// Dismissals by the user tell the presentation controller's delegate as UIKit's own sheets do:
    /// `presentationControllerShouldDismiss` is asked first (no: `…DidAttemptToDismiss`),
    /// `…WillDismiss` comes as the gesture begins and `…DidDismiss` once the dismissal finished.
    ///
    /// During a pull-down over a list, the list is held at its top by observing its
    /// `contentOffset` (KVO) and putting it back each time its own pan moves it, so it never shows a
    /// frame scrolled or bounced while the screen is pulled (setting `bounces = false` for the pull
    /// would stop the bounce but not a scroll upward, and has to be undone).
    @MainActor
    public final class MatchCutModalTransitioning: NSObject, UIViewControllerTransitioningDelegate,
        UIGestureRecognizerDelegate
    {
        /// The coordination.
        package typealias Coordination = ModalCoordination<UIKitTransitionContext, UIKitBackend>

        /// Every decision.
        package let coordination: Coordination
        private weak var presented: UIViewController?
        private weak var presentation: UIPresentationController?
        private var pullDownPan: UIPanGestureRecognizer?
        private var edgePan: UIPanGestureRecognizer?
        private var catchPan: UIPanGestureRecognizer?
        private var surfaceTap: UITapGestureRecognizer?
        private var hintPlayer: HintPlayer<UIKitBackend>?
        private var heldScroll: NSKeyValueObservation?

        /// Creates the delegate.
        public init(style: TransitionStyle, pullDownToDismiss: Bool = true, edgePanToDismiss: Bool = true) {
            coordination = Coordination(style: style, backend: { UIKitBackend() }, driver: { DisplayLinkFrameDriver() })
            super.init()
            coordination.pullDownToDismiss = pullDownToDismiss
            coordination.edgePanToDismiss = edgePanToDismiss
            // Read at each transition. `prefersCrossFadeTransitions` is true only when Reduce Motion
            // is on too (its documentation): it decides only whether the navigation slide fades.
            coordination.reduceMotion = { UIAccessibility.isReduceMotionEnabled }
            coordination.prefersCrossFade = { UIAccessibility.prefersCrossFadeTransitions }
            coordination.screenChanged = VoiceOverFocus.move
            coordination.perform = { [weak self] in self?.perform($0) }
            coordination.shouldDismiss = { [weak self] in self?.delegateAllowsDismissal() ?? true }
            // Its own presentation or dismissal only: a transition coordinator whose ends include
            // it (a push inside a presented navigation controller has other ends).
            coordination.uikitIsTransitioning = { [weak self] in
                guard let presented = self?.presented else { return false }
                let coordinator = presented.transitionCoordinator
                return presented.isBeingPresented || presented.isBeingDismissed
                    || coordinator?.viewController(forKey: .from) === presented
                    || coordinator?.viewController(forKey: .to) === presented
            }
            coordination.uikitStillPresents = { [weak self] in
                guard let presented = self?.presented else { return false }
                return presented.presentingViewController?.presentedViewController === presented
                    && !presented.isBeingDismissed
            }
            coordination.requestAfterTransitionEnded = MatchCutLog.requestAfterTransition
        }

        /// Dismisses the presented screen, and whatever it presents in turn: asked of its
        /// presenter while that still presents it (`dismiss` on the screen itself would dismiss
        /// only a controller it presents, an alert), else of the screen.
        private func dismissScreen() {
            // Not presented (any more) by its presenter: nothing of this screen to dismiss — `dismiss`
            // on it would be forwarded to whatever its presenter shows now.
            guard let presented, let presenter = presented.presentingViewController,
                presenter.presentedViewController === presented
            else { return }
            presenter.dismiss(animated: true)
        }

        /// The transition it plays: matched flights or a preset.
        public var style: TransitionStyle { coordination.style }

        /// Turns the presentation or dismissal in flight around from where it is (a close button
        /// tapped mid-presentation): UIKit is told it was cancelled. Returns whether a transition
        /// was in flight.
        @discardableResult
        public func turnAround() -> Bool { coordination.turnAround() }

        /// Dismisses the presented controller (a close button): `dismiss(animated: true)` when
        /// nothing runs; during the presentation it turns the presentation around (UIKit ignores a
        /// dismissal asked for then); during a dismissal, nothing
        /// (``ModalCoordination/requestDismissal(_:)``).
        @discardableResult
        public func dismissPresented() -> ScreenRequestOutcome {
            coordination.requestDismissal { [weak self] in self?.dismissScreen() }
        }

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

        /// MatchCut's own, so UIKit can pause the presentation for a catch or a turn-around (it starts
        /// on its own: ``TransitionFlow/wantsInteractiveStart``).
        public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            coordination.vendsInteractionController ? animator as? MatchCutTransition : nil
        }

        /// MatchCut's own: interactive from the start while a dismissing gesture runs, otherwise
        /// started on its own and pausable.
        public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            coordination.vendsInteractionController ? animator as? MatchCutTransition : nil
        }

        /// A presentation controller sized by the coordination, over a dimmed presenter when partial.
        public func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = MatchCutPresentationController(
                presentedViewController: presented, presenting: presenting, coordination: coordination)
            presentation = controller
            return controller
        }

        private func perform(_ action: Coordination.Action) {
            if case .tell(let notice) = action { return tell(notice) }
            guard let view = presented?.view else { return }
            switch action {
            case .tell: break
            case .installCatch:
                // On MatchCut's touch surface: it takes touches whether or not UIKit's transition
                // container does.
                // (A pan left on a surface that is gone, by a flow freed in flight, is replaced.)
                guard let surface = coordination.engine.touchSurface ?? coordination.current?.containerView,
                    catchPan?.view !== surface
                else { return }
                if let catchPan { catchPan.view?.removeGestureRecognizer(catchPan) }
                if let surfaceTap { surfaceTap.view?.removeGestureRecognizer(surfaceTap) }
                (catchPan, surfaceTap) = surface.addTouchSurfaceGestures(
                    target: self, pan: #selector(handleCatch(_:)), tap: #selector(handleSurfaceTap(_:)))
            case .removeCatch:
                if let catchPan { catchPan.view?.removeGestureRecognizer(catchPan) }
                if let surfaceTap { surfaceTap.view?.removeGestureRecognizer(surfaceTap) }
                catchPan = nil
                surfaceTap = nil
            case .dismiss:
                // The coordination asks once UIKit's completion of the presentation is over.
                dismissScreen()
            case .installGestures:
                guard pullDownPan == nil else { return }
                let pull = UIPanGestureRecognizer(target: self, action: #selector(handlePullDown(_:)))
                pull.delegate = self
                view.addGestureRecognizer(pull)
                pullDownPan = pull
                // A plain pan: the coordination judges where the first touch was (a screen-edge
                // recognizer knows only the screen's edges, not a sheet's or a panel's).
                let edge = UIPanGestureRecognizer(target: self, action: #selector(handleEdgePan(_:)))
                edge.delegate = self
                view.addGestureRecognizer(edge)
                edgePan = edge
            case .removeGestures:
                if let pullDownPan { view.removeGestureRecognizer(pullDownPan) }
                if let edgePan { view.removeGestureRecognizer(edgePan) }
                pullDownPan = nil
                edgePan = nil
                hintPlayer?.stop()
            case .stopHint:
                hintPlayer?.stop()
            case .showHint(let hint):
                guard let container = view.superview else { return }
                let player = HintPlayer(backend: UIKitBackend(), driver: DisplayLinkFrameDriver())
                hintPlayer = player
                player.play(hint.plan(over: view.frame), in: container)
            }
        }

        private func tell(_ notice: Coordination.DismissalNotice) {
            guard let controller = presentation ?? presented?.presentationController else { return }
            switch notice {
            case .willDismiss: controller.delegate?.presentationControllerWillDismiss?(controller)
            case .didDismiss: controller.delegate?.presentationControllerDidDismiss?(controller)
            case .didAttemptToDismiss: controller.delegate?.presentationControllerDidAttemptToDismiss?(controller)
            }
        }

        /// `presentationControllerShouldDismiss`, `true` when the delegate does not say.
        private func delegateAllowsDismissal() -> Bool {
            guard let controller = presentation ?? presented?.presentationController else { return true }
            return controller.delegate?.presentationControllerShouldDismiss?(controller) ?? true
        }

        // MARK: - Gestures

        private func gesture(of recognizer: UIGestureRecognizer) -> Coordination.Gesture? {
            recognizer === pullDownPan ? .pullDown : recognizer === edgePan ? .edgePan : nil
        }

        /// The container's coordinates: the presented view's superview while it is shown.
        private func space(of view: UIView) -> UIView { view.superview ?? view }

        /// The presented screen for a finger whose first touch was at `start` (container points),
        /// with the scroll views under it.
        private func screen(at start: CGPoint, view: UIView, in space: UIView, of presented: UIViewController) -> (
            PresentedScreen, [UIScrollView]
        ) {
            let scrolls = scrollViews(under: view.convert(start, from: space), in: view)
            let screen = PresentedScreen(
                frame: view.convert(view.bounds, to: space), scrolls: scrolls.map(ScrollState.init),
                isModalInPresentation: presented.isModalInPresentation,
                containsPoppableStack: presented.matchCutShowsPoppableStack)
            return (screen, scrolls)
        }

        /// Decided before the gesture claims the touch (the coordination tells the presentation
        /// controller's delegate of an attempt it refuses).
        public func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
            if recognizer === catchPan {
                guard let pan = catchPan, let container = coordination.current?.containerView ?? pan.view else {
                    return false
                }
                let sample = PanSample(pan, in: container, state: .possible)
                return coordination.catchKind(
                    sample, size: container.bounds.size,
                    isModalInPresentation: presented?.isModalInPresentation ?? false)
                    != nil
            }
            guard let kind = gesture(of: recognizer), let pan = recognizer as? UIPanGestureRecognizer,
                let presented, let view = presented.view
            else { return false }
            let space = space(of: view)
            let sample = PanSample(pan, in: space, state: .possible)
            let (screen, _) = screen(at: sample.start, view: view, in: space, of: presented)
            return coordination.decide(kind, sample, over: screen) == .begin
        }

        /// The pull-down recognises alongside the pan of the one scroll view it holds.
        public func gestureRecognizer(
            _ recognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool {
            guard let kind = gesture(of: recognizer), let pan = recognizer as? UIPanGestureRecognizer,
                let scroll = other.view as? UIScrollView, other === scroll.panGestureRecognizer,
                let presented, let view = presented.view
            else { return false }
            let space = space(of: view)
            let (screen, scrolls) = screen(
                at: PanSample(pan, in: space, state: .possible).start, view: view, in: space, of: presented)
            let held = coordination.scrollViewRecognizingAlongside(kind, in: screen.scrolls)
            return held.map { scrolls[$0] === scroll } ?? false
        }

        @objc private func handleSurfaceTap(_ tap: UITapGestureRecognizer) {
            guard tap.state == .ended, let container = coordination.current?.containerView else { return }
            coordination.touchSurfaceTap(at: tap.location(in: container))
        }

        @objc private func handleCatch(_ pan: UIPanGestureRecognizer) {
            guard let container = coordination.current?.containerView ?? pan.view else { return }
            coordination.catchPan(
                PanSample(pan, in: container, state: RecognizerState(pan.state)), size: container.bounds.size,
                isModalInPresentation: presented?.isModalInPresentation ?? false)
        }

        @objc private func handlePullDown(_ pan: UIPanGestureRecognizer) { handle(.pullDown, pan) }
        @objc private func handleEdgePan(_ pan: UIPanGestureRecognizer) { handle(.edgePan, pan) }

        private func handle(_ kind: Coordination.Gesture, _ pan: UIPanGestureRecognizer) {
            guard let presented, let view = presented.view else { return }
            let space = space(of: view)
            let sample = PanSample(pan, in: space, state: RecognizerState(pan.state))
            coordination.pan(kind, sample, in: view.convert(view.bounds, to: space)) {
                presented.dismiss(animated: true)
            }
            if sample.state == .began { hold(kind, at: sample.start, view: view, in: space, of: presented) }
            if !sample.state.isActive {
                heldScroll?.invalidate()
                heldScroll = nil
            }
        }

        /// Holds the scroll view the gesture recognises alongside where the coordination says, each
        /// time its offset changes, until the gesture ends.
        private func hold(
            _ kind: Coordination.Gesture, at start: CGPoint, view: UIView, in space: UIView,
            of presented: UIViewController
        ) {
            let (screen, scrolls) = screen(at: start, view: view, in: space, of: presented)
            guard let index = coordination.scrollViewRecognizingAlongside(kind, in: screen.scrolls) else { return }
            let scroll = scrolls[index]
            heldScroll = scroll.observe(\.contentOffset, options: [.new]) { [weak self] scroll, _ in
                assumeMainActor { self?.keepHeld(scroll) }
            }
            keepHeld(scroll)
        }

        private func keepHeld(_ scroll: UIScrollView) {
            if let offset = coordination.heldContentOffset(for: ScrollState(scroll)) { scroll.contentOffset = offset }
        }
    }

    /// Places a partial presentation (action sheet, side panel) where the coordination says, and
    /// keeps the presenter dimmed behind it; a tap on the dimming dismisses (unless the presented
    /// controller is modal in presentation, or the delegate's `presentationControllerShouldDismiss`
    /// says no).
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
            dimming.alpha = CGFloat(coordination.persistentDimmingAlpha(after: .presentationWillBegin))
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
        // presentation ends, and hands back when a dismissal starts
        // (``ModalCoordination/persistentDimmingAlpha(after:)``).
        override func presentationTransitionDidEnd(_ completed: Bool) {
            dimming.alpha = CGFloat(
                coordination.persistentDimmingAlpha(after: .presentationDidEnd(completed: completed)))
        }

        override func dismissalTransitionWillBegin() {
            dimming.alpha = CGFloat(coordination.persistentDimmingAlpha(after: .dismissalWillBegin))
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            dimming.alpha = CGFloat(coordination.persistentDimmingAlpha(after: .dismissalDidEnd(completed: completed)))
            if completed {
                dimming.removeFromSuperview()
                // A transition value the app set while the screen was up applies now.
                // On the next turn: after MatchCut's own end of the dismissal (it runs inside
                // UIKit's completion too, and tells the app's delegate), which a new value (`nil`:
                // MatchCut's delegate freed) must not overtake.
                DispatchQueue.main.async { [weak presented = presentedViewController] in
                    presented?.applyPendingMatchCutTransition()
                }
            }
        }

        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            dimming.frame = containerView?.bounds ?? .zero
            presentedView?.frame = frameOfPresentedViewInContainerView
        }

        @objc private func tapDimming() {
            let presented = presentedViewController
            coordination.tapOnDimming(isModalInPresentation: presented.isModalInPresentation) {
                presented.dismiss(animated: true)
            }
        }
    }

    extension UIViewController {
        /// Whether this controller shows a navigation controller that can pop (itself, or a child
        /// on screen): its back-swipe goes before the modal's dismissing swipe.
        var matchCutShowsPoppableStack: Bool {
            if let navigation = self as? UINavigationController,
                NavigationPolicy.popGestureMayBegin(
                    stackDepth: navigation.viewControllers.count, isTransitioning: false)
            {
                return true
            }
            return children.contains { $0.viewIfLoaded?.window != nil && $0.matchCutShowsPoppableStack }
        }
    }

    @MainActor private enum ModalKey {
        nonisolated(unsafe) static var key: UInt8 = 0
        nonisolated(unsafe) static var saved: UInt8 = 0
        nonisolated(unsafe) static var pending: UInt8 = 0
    }

    extension UIViewController {
        /// The transition MatchCut plays for this screen, in the spirit of UIKit's
        /// `preferredTransition`: set it, then present or push as usual.
        ///
        /// ```swift
        /// detail.matchCutTransition = .matched(TransitionOptions())   // tagged views fly
        /// present(detail, animated: true)
        ///
        /// compose.matchCutTransition = .preset(.circularReveal(from: addButton))
        /// present(compose, animated: true)
        ///
        /// settings.matchCutTransition = .preset(.roller)             // its push and its pop
        /// navigationController?.pushViewController(settings, animated: true)
        /// ```
        ///
        /// Presented, the screen flies in with it and out when dismissed, with pull-down and edge
        /// pan to dismiss (a ``MatchCutModalTransitioning`` becomes its `transitioningDelegate`,
        /// and its `modalPresentationStyle` becomes `.custom`). Pushed on a navigation controller
        /// with MatchCut enabled, it flies in with it and out when popped; a screen that sets
        /// nothing gets matched flights with the navigation controller's options. `nil` (the
        /// default) puts back the presentation style and delegate it replaced, unless the app
        /// changed them since: a delegate of the app's own set since keeps the presentation style
        /// it has (a custom delegate needs `.custom`), and a style the app set since stays.
        ///
        /// Set it before presenting and before reading `presentationController` (UIKit makes the
        /// presentation controller from `modalPresentationStyle` when that is first read). Changed
        /// while MatchCut presents the screen, the new value (`nil` included) waits: the dismissal
        /// plays the transition the presentation was laid out for, and the value applies once the
        /// screen is dismissed. For a reveal from a view (`.circularReveal(from: button)`), the
        /// view's centre is taken in its window when the value is made.
        public var matchCutTransition: TransitionStyle? {
            get { pendingTransition.map(\.style) ?? modalTransitioning?.style }
            set {
                // This screen itself presented (not a screen inside a presented one).
                let presented = presentingViewController?.presentedViewController === self || isBeingPresented
                setMatchCutTransition(newValue, presented: presented)
            }
        }

        /// Carries out what ``ScreenTransitionSetting`` decides for `newValue` on this screen,
        /// presented now or not.
        private func setMatchCutTransition(_ newValue: TransitionStyle?, presented: Bool) {
            let ours = modalTransitioning
            let oursIsTheScreens = ours != nil && transitioningDelegate === ours
            let change = ScreenTransitionSetting.change(
                settingNil: newValue == nil, presentedByMatchCut: presented && oursIsTheScreens,
                hasMatchCutDelegate: ours != nil, matchCutDelegateIsTheScreens: oursIsTheScreens,
                styleIsCustom: modalPresentationStyle == .custom)
            if change != .waitForTheDismissal { pendingTransition = nil }
            switch change {
            case .waitForTheDismissal:
                pendingTransition = PendingTransition(style: newValue)
            case .restyle:
                if let ours, let newValue { ours.coordination.style = newValue }
                modalPresentationStyle = .custom
            case .install:
                guard let newValue else { return }
                savedPresentation = (modalPresentationStyle, transitioningDelegate)
                let delegate = MatchCutModalTransitioning(style: newValue)
                modalTransitioning = delegate
                modalPresentationStyle = .custom
                transitioningDelegate = delegate
            case .remove(let restoringDelegate, let restoringStyle):
                let saved = savedPresentation
                modalTransitioning = nil
                savedPresentation = nil
                if restoringStyle { modalPresentationStyle = saved?.style ?? .automatic }
                if restoringDelegate { transitioningDelegate = saved?.delegate }
            case .nothing:
                break
            }
        }

        /// Applies a ``matchCutTransition`` set while the screen was presented (its dismissal
        /// ended: UIKit may still list it as presented inside `dismissalTransitionDidEnd`, so it
        /// counts as not presented here).
        func applyPendingMatchCutTransition() {
            guard let pending = pendingTransition else { return }
            pendingTransition = nil
            setMatchCutTransition(pending.style, presented: false)
        }

        /// A value set while presented, waiting for the dismissal.
        private var pendingTransition: PendingTransition? {
            get { matchCutAssociatedObject(&ModalKey.pending) }
            set { setMatchCutAssociatedObject(newValue, &ModalKey.pending) }
        }

        /// The delegate ``matchCutTransition`` installed, held by the controller.
        private var modalTransitioning: MatchCutModalTransitioning? {
            get { matchCutAssociatedObject(&ModalKey.key) }
            set { setMatchCutAssociatedObject(newValue, &ModalKey.key) }
        }

        /// The presentation style and delegate ``matchCutTransition`` replaced.
        private var savedPresentation:
            (style: UIModalPresentationStyle, delegate: (any UIViewControllerTransitioningDelegate)?)?
        {
            get { (matchCutAssociatedObject(&ModalKey.saved) as SavedPresentation?).map { ($0.style, $0.delegate) } }
            set {
                setMatchCutAssociatedObject(
                    newValue.map { SavedPresentation(style: $0.style, delegate: $0.delegate) }, &ModalKey.saved)
            }
        }

        /// What ``matchCutTransition`` asks of a navigation controller.
        package var transitionStyle: TransitionStyle? { matchCutTransition }
    }

    /// A `matchCutTransition` value (`nil` included) waiting for the dismissal, as an object for an
    /// associated value.
    private final class PendingTransition: NSObject {
        let style: TransitionStyle?
        init(style: TransitionStyle?) { self.style = style }
    }

    /// A presentation style and a weakly held delegate, as an object for an associated value.
    private final class SavedPresentation: NSObject {
        let style: UIModalPresentationStyle
        weak var delegate: (any UIViewControllerTransitioningDelegate)?
        init(style: UIModalPresentationStyle, delegate: (any UIViewControllerTransitioningDelegate)?) {
            self.style = style
            self.delegate = delegate
        }
    }

    extension TransitionPreset {
        /// A circle growing out of `view`'s centre (a tapped button) to cover the screen.
        @MainActor
        public static func circularReveal(from view: UIView) -> TransitionPreset {
            .circularReveal(from: revealPoint(CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view))
        }

        /// The screen growing out of `view`'s centre.
        @MainActor
        public static func diffuse(from view: UIView) -> TransitionPreset {
            .diffuse(from: revealPoint(CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view))
        }
    }
#endif
