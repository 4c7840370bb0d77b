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
    /// `matchCutTransition` plays that preset when switched to. With ``swipesBetweenTabs`` (off by
    /// default), a horizontal swipe in the content switches to the neighbouring tab under the
    /// finger — not while the selected tab's navigation stack has a screen pushed (the swipe goes
    /// back there), has a screen presented over it, or runs a transition of its own — and your
    /// delegate gets `tabBarController(_:didSelect:)` once the switch has finished, as for a tap.
    /// While a switch flies, a finger catches it (on a flying element, or with a horizontal pan),
    /// and a tap on the item of the tab it leaves turns it around (your delegate is then told that
    /// tab is selected again: UIKit announced the tapped one and puts the selection back
    /// silently); any other tap waits for the end.
    ///
    /// The four delegate methods MatchCut answers (`shouldSelect`, `didSelect`, the animation and
    /// interaction controllers) go through a ``DelegateRelay`` to your delegate. Every other
    /// method — orientations, customizing, iOS 18's `UITab` methods — is your delegate's alone:
    /// the coordinator answers `responds(to:)` for it as your delegate does and hands the message
    /// to it, so UIKit behaves as if MatchCut were not there (re-installed as the delegate whenever
    /// yours changes, since UIKit asks which methods a delegate has when it is set).
    @MainActor
    public final class MatchCutTabBarCoordinator: NSObject, UITabBarControllerDelegate, UIGestureRecognizerDelegate {
        /// The coordination.
        package typealias Coordination = TabCoordination<TabBarAdapter, UIKitTransitionContext, UIKitBackend>

        /// Your own delegate, held weakly: it is asked first, and its animators (and only those, its
        /// interaction controllers) win.
        public var userDelegate: (any UITabBarControllerDelegate)? {
            get { relay.delegate }
            set {
                relay.delegate = newValue
                forwardee = newValue
                // UIKit reads which optional methods a delegate has when it is set: set again.
                if let tabBarController, tabBarController.delegate === self {
                    resetting = true
                    tabBarController.delegate = nil
                    tabBarController.delegate = self
                    resetting = false
                }
            }
        }
        /// The app's delegate, read where the runtime asks (any thread; written on the main one).
        nonisolated(unsafe) private weak var forwardee: AnyObject?
        /// Whether the delegate slot is being re-set by the coordinator itself.
        private var resetting = false
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

        /// Whether a horizontal swipe in the content switches to the neighbouring tab; `false` by
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
            coordination.tellSelected = { [weak self] controller in
                guard let self, let tabBarController = self.tabBarController else { return }
                self.relay.answer(.didSelect, reentrant: ()) {
                    $0?.tabBarController?(tabBarController, didSelect: controller)
                }
            }
            if let existing = tabBarController.delegate, existing !== self {
                relay.delegate = existing
                forwardee = existing
            }
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
            guard let tabBarController, !resetting else { return }
            let slot = tabBarController.delegate
            let action = relay.slotChanged(
                to: slot, coordinator: self,
                reachesCoordinator: slot?.responds(to: #selector(matchCutTabCoordinatorProbe)) ?? false)
            forwardee = relay.delegate
            if action.retakesSlot { tabBarController.delegate = self }
        }

        /// The methods MatchCut answers, and every method your delegate has (handed to it:
        /// ``forwardingTarget(for:)``).
        nonisolated override public func responds(to selector: Selector!) -> Bool {
            if super.responds(to: selector) { return true }
            guard let selector, let target = forwardee, target !== self else { return false }
            return target.responds(to: selector)
        }

        /// Your delegate, for the methods MatchCut does not answer itself.
        nonisolated override public func forwardingTarget(for selector: Selector!) -> Any? {
            guard let selector, let target = forwardee, target !== self, target.responds(to: selector) else {
                return super.forwardingTarget(for: selector)
            }
            return target
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
            // The selected tab at its root, nothing presented over it, no transition of its own
            // (a pop of its navigation controller reports nothing to the tab bar controller).
            let selected = tabBarController?.selectedViewController
            let stack = selected as? UINavigationController
            let atRoot =
                (stack?.viewControllers.count ?? 1) <= 1 && selected?.presentedViewController == nil
                && selected?.transitionCoordinator == nil
            return coordination.panShouldBegin(
                sample, scrolls: scrollViews(under: sample.start, in: view).map(ScrollState.init), showsRoot: atRoot)
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
        /// Turns MatchCut on: switching between tabs whose screens share a `matchID` flies, and with
        /// `swipesBetweenTabs` a horizontal swipe in the content switches to the neighbouring tab
        /// (off by default: it competes with horizontal gestures of the content's own — a map, a
        /// table's swipe actions). Your delegate keeps working. Called again, it applies the new
        /// options to the coordinator it returns.
        @discardableResult
        public func enableMatchCut(options: TransitionOptions = TransitionOptions(), swipesBetweenTabs: Bool = false)
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
