#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// MatchCut for a tab bar controller: its delegate and its swipe between tabs, forwarding every
    /// decision to ``TabCoordination``. Your own delegate keeps working: set it as
    /// ``userDelegate`` (or as the tab bar controller's `delegate`, which is adopted).
    ///
    /// ```swift
    /// tabBarController.enableMatchCut()
    /// ```
    ///
    /// A tab switch between screens that share a matched pair flies (the photo in the Library tab
    /// flies to the same photo in the Favorites tab); a tab whose controller sets
    /// `matchCutTransition` plays that preset when switched to. A horizontal swipe in the content
    /// switches to the neighbouring tab under the finger (``swipesBetweenTabs``; not while the
    /// selected tab's navigation stack has a screen pushed, where the swipe goes back), and sends
    /// your delegate `tabBarController(_:didSelect:)` once the switch has finished, as a tap does.
    /// While a switch flies, a finger catches it (on a flying element, or with a horizontal pan),
    /// and a tap on the item of the tab it leaves turns it around; a tap on another item is
    /// refused until it ends.
    ///
    /// Every `UITabBarControllerDelegate` method of the iOS 17 SDK is implemented here, forwarding
    /// through a ``DelegateRelay`` (no runtime forwarding, no loop through a proxy). iOS 18's
    /// `UITab` methods (`tabBarController(_:shouldSelectTab:)` and others) are not in that SDK and
    /// are not forwarded: an app that uses them sets them on its own delegate and answers the
    /// classic ones too, or does not enable MatchCut on that tab bar controller.
    @MainActor
    public final class MatchCutTabBarCoordinator: NSObject, UITabBarControllerDelegate, UIGestureRecognizerDelegate {
        /// The coordination.
        package typealias Coordination = TabCoordination<TabBarAdapter, UIKitTransitionContext, UIKitBackend>

        /// Your own delegate, held weakly: it is asked first, and its animators (and only those, its
        /// interaction controllers) win.
        public var userDelegate: (any UITabBarControllerDelegate)? {
            get { relay.delegate }
            set { relay.delegate = newValue }
        }
        private let relay = TabBarDelegateRelay<any UITabBarControllerDelegate>()
        /// The tab bar controller.
        public private(set) weak var tabBarController: UITabBarController?
        /// Every decision.
        package let coordination: Coordination
        private let tabs: TabBarAdapter
        private var swipePan: UIPanGestureRecognizer?
        private var flightPan: UIPanGestureRecognizer?
        private weak var surfacePan: UIPanGestureRecognizer?
        private var observation: NSKeyValueObservation?

        /// Options for matched switches: what a tab gets unless its controller asks for its own
        /// (`matchCutTransition`).
        public var options: TransitionOptions {
            get { coordination.options }
            set { coordination.options = newValue }
        }

        /// Whether a horizontal swipe in the content switches to the neighbouring tab; `true` by
        /// default.
        public var swipesBetweenTabs: Bool {
            get { coordination.swipesBetweenTabs }
            set { coordination.swipesBetweenTabs = newValue }
        }

        init(tabBarController: UITabBarController) {
            self.tabBarController = tabBarController
            tabs = TabBarAdapter(tabBarController)
            coordination = Coordination(tabs: tabs, backend: { UIKitBackend() }, driver: { DisplayLinkFrameDriver() })
            coordination.reduceMotion = { UIAccessibility.isReduceMotionEnabled }
            coordination.prefersCrossFade = { UIAccessibility.prefersCrossFadeTransitions }
            coordination.screenChanged = VoiceOverFocus.move
            super.init()
            tabs.appAllows = { [weak self] controller in
                guard let self, let tabBarController = self.tabBarController else { return true }
                return self.relay.answer(.shouldSelect, reentrant: true) {
                    $0?.tabBarController?(tabBarController, shouldSelect: controller) ?? true
                }
            }
            coordination.installTouchSurfaceGestures = { [weak self] in self?.installTouchSurfaceGestures() }
            coordination.swipeSelected = { [weak self] controller in
                guard let self, let tabBarController = self.tabBarController else { return }
                self.relay.answer(.didSelect, reentrant: ()) {
                    $0?.tabBarController?(tabBarController, didSelect: controller)
                }
            }
            if let existing = tabBarController.delegate, existing !== self { userDelegate = existing }
            tabBarController.delegate = self
            let swipe = UIPanGestureRecognizer(target: self, action: #selector(handleSwipe(_:)))
            swipe.delegate = self
            tabBarController.view.addGestureRecognizer(swipe)
            swipePan = swipe
            let flight = UIPanGestureRecognizer(target: self, action: #selector(handleFlightPan(_:)))
            flight.delegate = self
            tabBarController.view.addGestureRecognizer(flight)
            flightPan = flight
            // Delivered synchronously in the setter (see MatchCutNavigationCoordinator).
            observation = tabBarController.observe(\.delegate, options: [.new]) { [weak self] _, _ in
                assumeMainActor { self?.delegateChanged() }
            }
        }

        private func delegateChanged() {
            guard let tabBarController else { return }
            let slot = tabBarController.delegate
            let action = relay.slotChanged(
                to: slot, coordinator: self,
                reachesCoordinator: slot?.responds(to: #selector(matchCutTabCoordinatorProbe)) ?? false)
            if action.retakesSlot { tabBarController.delegate = self }
        }

        /// Answered only by the coordinator (and proxies that forward to it).
        @objc func matchCutTabCoordinatorProbe() {}

        /// Selects the tab at `index` with MatchCut's switch (`selectedIndex = index`); during a
        /// MatchCut switch, the tab it leaves turns it around and any other is refused.
        @discardableResult
        public func select(_ index: Int) -> ScreenRequestOutcome { coordination.select(index) }

        /// Turns the MatchCut switch in flight around: the tab it left stays selected. Returns
        /// whether a switch was in flight.
        @discardableResult
        public func turnAround() -> Bool { coordination.turnAround() }

        /// Hands the tab bar controller back: your delegate restored, gestures removed.
        public func disable() {
            observation?.invalidate()
            observation = nil
            coordination.isEnabled = false
            guard let tabBarController else { return }
            tabBarController.delegate = userDelegate
            if let swipePan { tabBarController.view.removeGestureRecognizer(swipePan) }
            if let flightPan { tabBarController.view.removeGestureRecognizer(flightPan) }
        }

        // MARK: - The delegate

        /// Your delegate's answer; while a MatchCut switch is under way, a tap on the item of the
        /// tab it leaves turns it around and every tap is refused.
        public func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            let index = tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1
            return coordination.shouldSelect(index) {
                relay.answer(.shouldSelect, reentrant: true) {
                    $0?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
                }
            }
        }

        /// Forwarded.
        public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
        {
            relay.answer(.didSelect, reentrant: ()) {
                $0?.tabBarController?(tabBarController, didSelect: viewController)
            }
        }

        /// Forwarded.
        public func tabBarController(
            _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
        ) {
            relay.answer(.willBeginCustomizing, reentrant: ()) {
                $0?.tabBarController?(tabBarController, willBeginCustomizing: viewControllers)
            }
        }

        /// Forwarded.
        public func tabBarController(
            _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
            changed: Bool
        ) {
            relay.answer(.willEndCustomizing, reentrant: ()) {
                $0?.tabBarController?(tabBarController, willEndCustomizing: viewControllers, changed: changed)
            }
        }

        /// Forwarded.
        public func tabBarController(
            _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
            changed: Bool
        ) {
            relay.answer(.didEndCustomizing, reentrant: ()) {
                $0?.tabBarController?(tabBarController, didEndCustomizing: viewControllers, changed: changed)
            }
        }

        /// Your delegate's answer, or UIViewController's default.
        public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
            -> UIInterfaceOrientationMask
        {
            let fallback = UIInterfaceOrientationMask(
                rawValue: NavigationPolicy.defaultSupportedOrientations(
                    isPad: tabBarController.traitCollection.userInterfaceIdiom == .pad))
            return relay.answer(.supportedOrientations, reentrant: fallback) {
                $0?.tabBarControllerSupportedInterfaceOrientations?(tabBarController) ?? fallback
            }
        }

        /// Your delegate's answer, or a supported orientation
        /// (``NavigationPolicy/preferredOrientation(scene:presentingScene:supported:)``).
        public func tabBarControllerPreferredInterfaceOrientationForPresentation(
            _ tabBarController: UITabBarController
        ) -> UIInterfaceOrientation {
            let raw = NavigationPolicy.preferredOrientation(
                scene: tabBarController.viewIfLoaded?.window?.windowScene?.interfaceOrientation.rawValue,
                presentingScene: tabBarController.presentingViewController?.viewIfLoaded?.window?.windowScene?
                    .interfaceOrientation.rawValue,
                supported: tabBarControllerSupportedInterfaceOrientations(tabBarController).rawValue)
            let fallback = UIInterfaceOrientation(rawValue: raw) ?? .portrait
            return relay.answer(.preferredOrientation, reentrant: fallback) {
                $0?.tabBarControllerPreferredInterfaceOrientationForPresentation?(tabBarController) ?? fallback
            }
        }

        /// Your animator, MatchCut's, or `nil` for UIKit's switch.
        public func tabBarController(
            _ tabBarController: UITabBarController,
            animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            relay.answer(.animationController, reentrant: nil) { delegate in
                let user = delegate?.tabBarController?(
                    tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
                switch coordination.animator(from: fromVC, to: toVC, userProvidesOne: user != nil) {
                case .user: return user
                case .system: return nil
                case .matchCut(let flow): return MatchCutTransition(flow: flow)
                }
            }
        }

        /// Your interaction controller for your own animator, MatchCut's for its own, or none.
        public func tabBarController(
            _ tabBarController: UITabBarController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            relay.answer(.interactionController, reentrant: nil) { delegate in
                let user = delegate?.tabBarController?(tabBarController, interactionControllerFor: animationController)
                let ours = animationController as? MatchCutTransition
                switch coordination.interactionDriver(forOurs: ours != nil, userProvidesOne: user != nil) {
                case .user?: return user
                case .matchCut?: return ours
                default: return nil
                }
            }
        }

        // MARK: - Gestures

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
            coordination.touchSurfaceTap(at: tap.location(in: container))
        }

        /// Asks the coordination, with every scroll view under the first touch.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            if gestureRecognizer === surfacePan {
                guard let pan = surfacePan, let container = coordination.current?.containerView else { return false }
                return coordination.touchSurfacePanShouldBegin(PanSample(pan, in: container, state: .possible))
            }
            if gestureRecognizer === flightPan {
                guard let container = coordination.current?.containerView else { return false }
                return coordination.catchShouldBegin(at: gestureRecognizer.location(in: container))
            }
            guard gestureRecognizer === swipePan, let pan = swipePan, let view = tabBarController?.view else {
                return false
            }
            // Not over the tab bar itself.
            if let bar = tabBarController?.tabBar, !bar.isHidden, bar.bounds.contains(pan.location(in: bar)) {
                return false
            }
            let sample = PanSample(pan, in: view, state: .possible)
            let stack = tabBarController?.selectedViewController as? UINavigationController
            return coordination.panShouldBegin(
                sample, scrolls: scrollViews(under: sample.start, in: view).map(ScrollState.init),
                showsRoot: (stack?.viewControllers.count ?? 1) <= 1)
        }

        /// A scroll view's pan waits for the swipe's decision (it declines at once where the list
        /// can still move the way the finger goes, or the finger goes up or down).
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            guard gestureRecognizer === swipePan, let scroll = otherGestureRecognizer.view as? UIScrollView else {
                return false
            }
            return otherGestureRecognizer === scroll.panGestureRecognizer
        }

        @objc private func handleSwipe(_ pan: UIPanGestureRecognizer) {
            guard let view = coordination.current?.containerView ?? tabBarController?.view else { return }
            coordination.pan(PanSample(pan, in: view, state: RecognizerState(pan.state)))
        }

        @objc private func handleFlightPan(_ pan: UIPanGestureRecognizer) {
            guard let view = coordination.current?.containerView ?? tabBarController?.view else { return }
            coordination.catchPan(PanSample(pan, in: view, state: RecognizerState(pan.state)))
        }
    }

    /// A tab bar controller as the coordination sees it.
    @MainActor
    package final class TabBarAdapter: TabSelection {
        /// The tab bar controller.
        package private(set) weak var tabBarController: UITabBarController?
        /// The app's delegate's `tabBarController(_:shouldSelect:)` (set by the coordinator).
        var appAllows: (UIViewController) -> Bool = { _ in true }

        init(_ tabBarController: UITabBarController) {
            self.tabBarController = tabBarController
        }

        /// `viewControllers`.
        package var viewControllers: [UIViewController] { tabBarController?.viewControllers ?? [] }
        /// `selectedIndex`.
        package var selectedIndex: Int { tabBarController?.selectedIndex ?? 0 }
        /// The tabs before the "More" item when the bar has one (more controllers than items),
        /// else all.
        package var tabsInBar: Int {
            let count = viewControllers.count
            let items = tabBarController?.tabBar.items?.count ?? count
            return count > items ? max(items - 1, 0) : count
        }
        /// `view`.
        package var view: UIView { tabBarController?.view ?? UIView() }
        /// A `transitionCoordinator`.
        package var isTransitioning: Bool { tabBarController?.transitionCoordinator != nil }
        /// The tab bar's frame in `container`, unless hidden or off-window.
        package func barFrame(in container: UIView) -> CGRect? {
            guard let bar = tabBarController?.tabBar, !bar.isHidden, bar.window != nil else { return nil }
            return bar.convert(bar.bounds, to: container)
        }
        /// Right-to-left layout.
        package var isRightToLeft: Bool {
            tabBarController?.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        }
        /// The app's delegate's `tabBarController(_:shouldSelect:)`.
        package func appAllowsSelecting(_ index: Int) -> Bool {
            let all = viewControllers
            return all.indices.contains(index) && appAllows(all[index])
        }
        /// `selectedIndex = index`.
        package func select(_ index: Int) { tabBarController?.selectedIndex = index }
    }

    @MainActor private enum TabCoordinatorKey {
        nonisolated(unsafe) static var key: UInt8 = 0
    }

    extension UITabBarController {
        /// Turns MatchCut on: switching between tabs whose screens share a `matchID` flies, and a
        /// horizontal swipe switches to the neighbouring tab (`swipesBetweenTabs`). Your delegate
        /// keeps working. Called again, it applies the new options to the coordinator it returns.
        @discardableResult
        public func enableMatchCut(options: TransitionOptions = TransitionOptions(), swipesBetweenTabs: Bool = true)
            -> MatchCutTabBarCoordinator
        {
            let coordinator = matchCut ?? MatchCutTabBarCoordinator(tabBarController: self)
            coordinator.options = options
            coordinator.swipesBetweenTabs = swipesBetweenTabs
            if matchCut == nil { setMatchCutAssociatedObject(coordinator, &TabCoordinatorKey.key) }
            return coordinator
        }

        /// Turns MatchCut off and restores your delegate.
        public func disableMatchCut() {
            matchCut?.disable()
            setMatchCutAssociatedObject(nil, &TabCoordinatorKey.key)
        }

        /// The coordinator, when MatchCut is enabled.
        public var matchCut: MatchCutTabBarCoordinator? {
            matchCutAssociatedObject(&TabCoordinatorKey.key)
        }
    }
#endif
