#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// MatchCut for a navigation controller: its delegate and its pan-to-pop, forwarding every
    /// decision to ``NavigationCoordination``. Your own delegate keeps working: set it as
    /// ``userDelegate`` (or as the navigation controller's `delegate`, which is adopted).
    ///
    /// ```swift
    /// navigationController.enableMatchCut()
    /// ```
    ///
    /// Every optional delegate method is implemented here (forwarding, or answering as UIKit would
    /// without a delegate), so UIKit's cached list of answered methods never goes stale and no
    /// message is forwarded by the runtime; each goes through a ``NavigationDelegateRelay``, so a
    /// forwarding proxy (RxCocoa's `rx`) can never bounce one back and forth. Because a delegate that
    /// vends animators switches the system back-swipe off, MatchCut's edge pan pops in its place, on
    /// every screen the app lets the user swipe back from (``BackNavigation``: turn it off for one
    /// screen with ``UIKit/UIViewController/matchCutAllowsPanToPop``).
    ///
    /// While a MatchCut transition flies, a finger catches it: on a flying element (it drags the
    /// element along its path), or with the edge pan. A tap on the back button's side of the bar
    /// during a push turns the push around (``turnAround()``).
    @MainActor
    public final class MatchCutNavigationCoordinator: NSObject, UINavigationControllerDelegate,
        UIGestureRecognizerDelegate
    {
        /// The coordination.
        package typealias Coordination = NavigationCoordination<
            NavigationStackAdapter, UIKitTransitionContext, UIKitBackend
        >

        /// Your own delegate, held weakly: it is asked first, and its animators (and only those, its
        /// interaction controllers) win.
        public var userDelegate: (any UINavigationControllerDelegate)? {
            get { relay.delegate }
            set { relay.delegate = newValue }
        }
        /// The app's delegate and the guard against messages bouncing back.
        private let relay = NavigationDelegateRelay<any UINavigationControllerDelegate>()
        /// The navigation controller.
        public private(set) weak var navigationController: UINavigationController?
        /// Every decision.
        package let coordination: Coordination
        private let stack: NavigationStackAdapter
        private var edgePan: UIScreenEdgePanGestureRecognizer?
        private var fullPan: UIPanGestureRecognizer?
        private var flightPan: UIPanGestureRecognizer?
        private var backTap: UILongPressGestureRecognizer?
        private weak var surfacePan: UIPanGestureRecognizer?
        private var observation: NSKeyValueObservation?

        /// Options for matched transitions: what a pushed screen gets unless it asks for its own
        /// (`matchCutTransition`).
        public var options: TransitionOptions {
            get { coordination.options }
            set { coordination.options = newValue }
        }

        init(navigationController: UINavigationController, fullWidthPan: Bool) {
            self.navigationController = navigationController
            stack = NavigationStackAdapter(navigationController)
            coordination = Coordination(stack: stack, backend: { UIKitBackend() }, driver: { DisplayLinkFrameDriver() })
            // Read at each transition. `prefersCrossFadeTransitions` is true only when Reduce Motion
            // is on too (its documentation): it decides only whether the navigation slide fades.
            coordination.reduceMotion = { UIAccessibility.isReduceMotionEnabled }
            coordination.prefersCrossFade = { UIAccessibility.prefersCrossFadeTransitions }
            coordination.screenChanged = VoiceOverFocus.move
            super.init()
            coordination.installTouchSurfaceGestures = { [weak self] in self?.installTouchSurfaceGestures() }
            coordination.requestAfterTransitionEnded = MatchCutLog.requestAfterTransition
            if let existing = navigationController.delegate, existing !== self { userDelegate = existing }
            navigationController.delegate = self
            let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
            edge.edges = stack.isRightToLeft ? .right : .left
            edge.delegate = self
            navigationController.view.addGestureRecognizer(edge)
            // The system's swipes wait for MatchCut's pans: `gestureRecognizer(_:shouldBeRequiredToFailBy:)`,
            // asked again for whichever recognizers UIKit has at the time.
            edgePan = edge
            setFullWidthPan(fullWidthPan)
            let flight = UIPanGestureRecognizer(target: self, action: #selector(handleFlightPan(_:)))
            flight.delegate = self
            navigationController.view.addGestureRecognizer(flight)
            flightPan = flight
            // A press with no minimum duration, not a tap: a bar button's own tap handling would
            // win over a tap recognizer on an ancestor.
            let tap = UILongPressGestureRecognizer(target: self, action: #selector(handleBackTap(_:)))
            tap.minimumPressDuration = 0
            tap.delegate = self
            navigationController.view.addGestureRecognizer(tap)
            backTap = tap
            // KVO on `delegate` is delivered synchronously in the setter: a delegate set in the same
            // run-loop turn as a push is in place for that push. (Undocumented for UIKit properties,
            // but the setter is KVO-compliant; ``userDelegate`` is the supported way.)
            observation = navigationController.observe(\.delegate, options: [.new]) { [weak self] _, _ in
                assumeMainActor { self?.delegateChanged() }
            }
        }

        private func delegateChanged() {
            guard let navigationController else { return }
            let slot = navigationController.delegate
            let action = relay.slotChanged(
                to: slot, coordinator: self,
                reachesCoordinator: slot?.responds(to: #selector(matchCutCoordinatorProbe)) ?? false)
            if action.retakesSlot { navigationController.delegate = self }
        }

        /// Installs MatchCut's full-width pan where the coordination says
        /// (``NavigationCoordination/usesFullWidthPan()``: when `requested`, and wherever iOS 26's
        /// content back swipe exists — for matched screens only, unless requested), or removes it.
        /// Checked again each time a screen is shown (the system's recognizers can be replaced).
        func setFullWidthPan(_ requested: Bool) {
            guard let navigationController else { return }
            coordination.fullWidthPanRequested = requested
            let wanted = coordination.usesFullWidthPan()
            if wanted, fullPan == nil {
                let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                pan.delegate = self
                navigationController.view.addGestureRecognizer(pan)
                fullPan = pan
            } else if !wanted, let fullPan {
                navigationController.view.removeGestureRecognizer(fullPan)
                self.fullPan = nil
            }
        }

        /// Pushes `controller` (`pushViewController(_:animated: true)`); while a transition runs —
        /// where UIKit would drop the request — after a MatchCut pop it waits for the pop and runs
        /// next, otherwise it is refused (``NavigationPolicy/request(_:during:)``).
        @discardableResult
        public func push(_ controller: UIViewController) -> ScreenRequestOutcome {
            coordination.push(controller)
        }

        /// Pops the top controller (`popViewController(animated: true)`); during a MatchCut push it
        /// turns that push around from where it is, so a back button of your own works mid-flight.
        @discardableResult
        public func pop() -> ScreenRequestOutcome { coordination.pop() }

        /// Answered only by the coordinator (and proxies that forward to it).
        @objc func matchCutCoordinatorProbe() {}

        /// Hands the navigation controller back: your delegate restored, gestures removed.
        public func disable() {
            observation?.invalidate()
            observation = nil
            coordination.isEnabled = false
            guard let navigationController else { return }
            navigationController.delegate = userDelegate
            if let edgePan { navigationController.view.removeGestureRecognizer(edgePan) }
            if let fullPan { navigationController.view.removeGestureRecognizer(fullPan) }
            if let flightPan { navigationController.view.removeGestureRecognizer(flightPan) }
            if let backTap { navigationController.view.removeGestureRecognizer(backTap) }
        }

        /// Turns the MatchCut transition in flight around from where it is — a push goes back as
        /// if it had never happened (UIKit is told it was cancelled; the stack, the bar and the
        /// delegate end as before the push). For a back button of your own during a push. Returns
        /// whether a transition was in flight.
        @discardableResult
        public func turnAround() -> Bool { coordination.turnAround() }

        // MARK: - The delegate

        /// Forwarded.
        public func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            setFullWidthPan(coordination.fullWidthPanRequested)
            relay.answer(.willShow, reentrant: ()) {
                $0?.navigationController?(navigationController, willShow: viewController, animated: animated)
            }
        }

        /// Forwarded.
        public func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            relay.answer(.didShow, reentrant: ()) {
                $0?.navigationController?(navigationController, didShow: viewController, animated: animated)
            }
        }

        /// Your delegate's answer, or UIViewController's default.
        public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
            -> UIInterfaceOrientationMask
        {
            let fallback = UIInterfaceOrientationMask(
                rawValue: NavigationPolicy.defaultSupportedOrientations(
                    isPad: navigationController.traitCollection.userInterfaceIdiom == .pad))
            return relay.answer(.supportedOrientations, reentrant: fallback) {
                $0?.navigationControllerSupportedInterfaceOrientations?(navigationController) ?? fallback
            }
        }

        /// Your delegate's answer, or a supported orientation
        /// (``NavigationPolicy/preferredOrientation(scene:presentingScene:supported:)``: the
        /// current one when supported — the presenting window's while this navigation controller
        /// is being presented and has no window — else the first supported one).
        public func navigationControllerPreferredInterfaceOrientationForPresentation(
            _ navigationController: UINavigationController
        ) -> UIInterfaceOrientation {
            let raw = NavigationPolicy.preferredOrientation(
                scene: navigationController.viewIfLoaded?.window?.windowScene?.interfaceOrientation.rawValue,
                presentingScene: navigationController.presentingViewController?.viewIfLoaded?.window?.windowScene?
                    .interfaceOrientation.rawValue,
                supported: navigationControllerSupportedInterfaceOrientations(navigationController).rawValue)
            let fallback = UIInterfaceOrientation(rawValue: raw) ?? .portrait
            return relay.answer(.preferredOrientation, reentrant: fallback) {
                $0?.navigationControllerPreferredInterfaceOrientationForPresentation?(navigationController) ?? fallback
            }
        }

        /// Your animator, MatchCut's, or `nil` for the system's.
        public func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            relay.answer(.animationController, reentrant: nil) { delegate in
                let user = delegate?.navigationController?(
                    navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
                let op: NavigationOperation = operation == .push ? .push : operation == .pop ? .pop : .none
                switch coordination.animator(for: op, from: fromVC, to: toVC, userProvidesOne: user != nil) {
                case .user: return user
                case .system: return nil
                case .matchCut(let flow):
                    return MatchCutTransition(flow: flow)
                }
            }
        }

        /// Your interaction controller for your own animator, MatchCut's during its own pan, or none.
        public func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            relay.answer(.interactionController, reentrant: nil) { delegate in
                let user = delegate?.navigationController?(
                    navigationController, interactionControllerFor: animationController)
                let ours = animationController as? MatchCutTransition
                switch coordination.interactionDriver(forOurs: ours != nil, userProvidesOne: user != nil) {
                case .user?: return user
                case .matchCut?:
                    return ours
                default: return nil
                }
            }
        }

        // MARK: - The touch surface

        /// Puts a pan (catch a flying element, or go back) and a tap (the bar's back button, the
        /// arriving screen's controls) on the engine's touch surface, which takes every touch over
        /// the container while the transition flies, whether or not UIKit's container would.
        private func installTouchSurfaceGestures() {
            guard let surface = coordination.engine.touchSurface else { return }
            surfacePan =
                surface.addTouchSurfaceGestures(
                    target: self, pan: #selector(handleSurfacePan(_:)), tap: #selector(handleSurfaceTap(_:))
                ).pan
        }

        @objc private func handleSurfacePan(_ pan: UIPanGestureRecognizer) {
            guard let container = coordination.current?.containerView else { return }
            coordination.touchSurfacePan(PanSample(pan, in: container, state: RecognizerState(pan.state)))
        }

        @objc private func handleSurfaceTap(_ tap: UITapGestureRecognizer) {
            guard tap.state == .ended, let container = coordination.current?.containerView else { return }
            let bar = navigationController?.navigationBar
            let barFrame = bar.flatMap { $0.isHidden || $0.window == nil ? nil : $0.convert($0.bounds, to: container) }
            coordination.touchSurfaceTap(at: tap.location(in: container), barFrame: barFrame)
        }

        // MARK: - Pan to pop

        /// Asks the coordination, with every scroll view under the first touch.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            if gestureRecognizer === backTap {
                guard let bar = navigationController?.navigationBar, !bar.isHidden else { return false }
                let point = gestureRecognizer.location(in: bar)
                return bar.bounds.contains(point)
                    && coordination.backTapShouldBegin(atX: point.x, barWidth: bar.bounds.width)
            }
            if gestureRecognizer === surfacePan {
                guard let pan = surfacePan, let container = coordination.current?.containerView else { return false }
                return coordination.touchSurfacePanShouldBegin(
                    PanSample(pan, in: container, state: .possible), fullWidth: coordination.usesFullWidthPan())
            }
            if gestureRecognizer === flightPan {
                guard let container = coordination.current?.containerView else { return false }
                return coordination.catchShouldBegin(at: gestureRecognizer.location(in: container))
            }
            guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = navigationController?.view else {
                return false
            }
            let sample = PanSample(pan, in: view, state: .possible)
            return coordination.panShouldBegin(
                sample, fullWidth: pan === fullPan,
                scrolls: scrollViews(under: sample.start, in: view).map(ScrollState.init))
        }

        /// A scroll view's pan waits for the pop pan's decision where the coordination says so
        /// (the full-width pan: a list under the finger scrolls once the pan has failed).
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            coordination.recognizer(kind(of: otherGestureRecognizer), waitsFor: kind(of: gestureRecognizer))
        }

        /// Which recognizer `recognizer` is, for ``NavigationPolicy/waits(_:for:scrollViewsWait:)``.
        private func kind(of recognizer: UIGestureRecognizer) -> NavigationPolicy.Recognizer {
            if recognizer === edgePan { return .edgePan }
            if recognizer === fullPan { return .fullWidthPan }
            if recognizer === surfacePan { return .surfacePan }
            if recognizer === navigationController?.interactivePopGestureRecognizer
                || recognizer === stack.contentPopGestureRecognizer
            {
                return .systemBackSwipe
            }
            if let scroll = recognizer.view as? UIScrollView, recognizer === scroll.panGestureRecognizer {
                return .scrollViewPan
            }
            return .other
        }

        @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
            // In the transition's container once there is one (the finger-follow's space).
            guard let view = coordination.current?.containerView ?? navigationController?.view else { return }
            coordination.pan(PanSample(pan, in: view, state: RecognizerState(pan.state)))
        }

        @objc private func handleFlightPan(_ pan: UIPanGestureRecognizer) {
            guard let view = coordination.current?.containerView ?? navigationController?.view else { return }
            coordination.catchPan(PanSample(pan, in: view, state: RecognizerState(pan.state)))
        }

        @objc private func handleBackTap(_ press: UILongPressGestureRecognizer) {
            guard press.state == .ended, let bar = navigationController?.navigationBar,
                bar.bounds.contains(press.location(in: bar))
            else { return }
            coordination.turnAround()
        }
    }

    /// A navigation controller as the coordination sees it.
    @MainActor
    package final class NavigationStackAdapter: ControllerStack {
        /// The navigation controller.
        package private(set) weak var navigationController: UINavigationController?

        init(_ navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        /// `viewControllers`.
        package var viewControllers: [UIViewController] { navigationController?.viewControllers ?? [] }
        /// `view`.
        package var view: UIView { navigationController?.view ?? UIView() }
        /// A transition of its own: a `transitionCoordinator` whose container is inside its view
        /// (`transitionCoordinator` also returns an ancestor's presentation).
        package var isTransitioning: Bool {
            guard let navigationController else { return false }
            return NavigationPolicy.isOwnTransition(
                coordinatorContainer: navigationController.transitionCoordinator?.containerView,
                navigationView: navigationController.view)
        }
        /// The state of the system's back swipes (``NavigationPolicy/systemBackSwipeState(edge:content:)``).
        package var systemPopGestureState: RecognizerState {
            NavigationPolicy.systemBackSwipeState(
                edge: navigationController?.interactivePopGestureRecognizer.map { RecognizerState($0.state) }
                    ?? .possible,
                content: contentPopGestureRecognizer.map { RecognizerState($0.state) })
        }

        /// Whether iOS 26's content back swipe exists.
        package var hasContentPopGesture: Bool { contentPopGestureRecognizer != nil }

        /// iOS 26's `interactiveContentPopGestureRecognizer`, reached by name: the SDK MatchCut is
        /// built with does not declare it (`nil` before iOS 26).
        var contentPopGestureRecognizer: UIGestureRecognizer? {
            let name = "interactiveContentPopGestureRecognizer"
            guard let navigationController, navigationController.responds(to: NSSelectorFromString(name)) else {
                return nil
            }
            return navigationController.value(forKey: name) as? UIGestureRecognizer
        }
        /// The top controller's navigation item, `matchCutAllowsPanToPop`, and whether the system
        /// back-swipe is enabled.
        package var backNavigation: BackNavigation {
            let top = navigationController?.topViewController
            let item = top?.navigationItem
            var back = BackNavigation(
                systemSwipeEnabled: navigationController?.interactivePopGestureRecognizer?.isEnabled ?? true,
                hidesBackButton: item?.hidesBackButton ?? false, leftItemCount: item?.leftBarButtonItems?.count ?? 0,
                leftItemsSupplementBackButton: item?.leftItemsSupplementBackButton ?? false,
                allowsPanToPop: top?.matchCutAllowsPanToPop ?? true)
            back.contentSwipeEnabled = contentPopGestureRecognizer?.isEnabled ?? true
            return back
        }
        /// Right-to-left layout.
        package var isRightToLeft: Bool {
            navigationController?.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        }
        /// `popViewController(animated: true)`.
        @discardableResult
        package func popTopController() -> Bool { navigationController?.popViewController(animated: true) != nil }
        /// `pushViewController(_:animated: true)`.
        package func pushController(_ controller: UIViewController) {
            navigationController?.pushViewController(controller, animated: true)
        }
    }

    extension RecognizerState {
        /// The state of a UIKit recognizer.
        init(_ state: UIGestureRecognizer.State) {
            switch state {
            case .began: self = .began
            case .changed: self = .changed
            case .ended: self = .ended
            case .cancelled: self = .cancelled
            case .failed: self = .failed
            case .possible: self = .possible
            @unknown default: self = .possible
            }
        }
    }

    extension PanSample {
        /// A pan recognizer's numbers in `view`'s space.
        @MainActor
        init(_ pan: UIPanGestureRecognizer, in view: UIView, state: RecognizerState) {
            self.init(
                state: state, location: pan.location(in: view), translation: pan.translation(in: view),
                velocity: pan.velocity(in: view))
        }
    }

    /// Every scroll view under a point of `view` (in its coordinates), innermost first, up to and
    /// including `view`.
    @MainActor
    func scrollViews(under point: CGPoint, in view: UIView) -> [UIScrollView] {
        var found: [UIScrollView] = []
        var hit = view.hitTest(point, with: nil)
        while let current = hit {
            if let scroll = current as? UIScrollView { found.append(scroll) }
            hit = current === view ? nil : current.superview
        }
        return found
    }

    extension ScrollState {
        /// The state of a scroll view.
        @MainActor
        init(_ scroll: UIScrollView) {
            let inset = scroll.adjustedContentInset
            self.init(
                contentOffset: scroll.contentOffset, contentSize: scroll.contentSize, boundsSize: scroll.bounds.size,
                inset: (Double(inset.top), Double(inset.left), Double(inset.bottom), Double(inset.right)),
                bouncesHorizontally: scroll.bounces && scroll.alwaysBounceHorizontal,
                bouncesVertically: scroll.bounces && scroll.alwaysBounceVertical,
                isScrollEnabled: scroll.isScrollEnabled)
        }
    }

    @MainActor private enum CoordinatorKey {
        nonisolated(unsafe) static var key: UInt8 = 0
    }

    extension UINavigationController {
        /// Turns MatchCut on: pushes and pops between screens with matching `matchID`s fly, with
        /// pan-to-pop from the edge (and anywhere, with `fullWidthPan`) on every screen. Your
        /// delegate keeps working. Called again, it applies the new options and pan setting to the
        /// coordinator it returns.
        @discardableResult
        public func enableMatchCut(options: TransitionOptions = TransitionOptions(), fullWidthPan: Bool = false)
            -> MatchCutNavigationCoordinator
        {
            if let existing = matchCut {
                existing.options = options
                existing.setFullWidthPan(fullWidthPan)
                return existing
            }
            let coordinator = MatchCutNavigationCoordinator(navigationController: self, fullWidthPan: fullWidthPan)
            coordinator.options = options
            setMatchCutAssociatedObject(coordinator, &CoordinatorKey.key)
            return coordinator
        }

        /// Turns MatchCut off and restores your delegate.
        public func disableMatchCut() {
            matchCut?.disable()
            setMatchCutAssociatedObject(nil, &CoordinatorKey.key)
        }

        /// The coordinator, when MatchCut is enabled.
        public var matchCut: MatchCutNavigationCoordinator? {
            matchCutAssociatedObject(&CoordinatorKey.key)
        }
    }
#endif
