import Foundation
import MatchCut

/// A `UITabBarController` as UIKit runs it, for MatchCut's tab coordination. Each rule names its
/// source; where UIKit's behaviour is undocumented it follows ``UIKitVariant/current``.
///
/// - Its view holds the transition's container (the view the tabs' screens are shown in, filling
///   the view: a translucent bar overlaps the content) and, above it, the tab bar. A switch's
///   container is that view, so everything MatchCut puts in the container passes under the bar
///   (undocumented; observed: the view hierarchy debugger shows `UITransitionView` below the
///   `UITabBar` in a tab bar controller's view).
/// - A tap on an item asks the delegate's `tabBarController(_:shouldSelect:)`, then selects and
///   sends `tabBarController(_:didSelect:)` (documented: "The tab bar controller calls this method
///   in response to the user tapping a tab bar item"; didSelect "only in response to user taps in
///   the tab bar and is not called when your code changes the tab bar contents
///   programmatically"). Setting `selectedIndex` in code asks neither.
/// - A selection asks the delegate for an animator (`animationControllerForTransitionFrom:to:`),
///   then — for a custom one — for an interaction controller (documented: "The tab bar controller
///   calls this method after `tabBarController(_:animationControllerForTransitionFrom:to:)`"),
///   then the duration: inside the setter, in the layout pass at the end of the turn, or in UIKit's
///   after-commit work (``UIKitVariant/DelegateTiming``; undocumented). `selectedIndex` changes
///   inside the setter or when the switch is set up (``UIKitVariant/StackChange``; undocumented).
/// - Without an animator (nobody's), the screens swap at once, without animation (documented
///   for the delegate returning `nil`: "the default transition", which for a tab bar controller is
///   none). The app's own animator swaps them after 0.35 s.
/// - At `completeTransition`: the leaving screen is removed when finished; when cancelled, the
///   selection goes back to the tab it left, with no setter call and no delegate call
///   (undocumented; observed: openradar 32135966). How the bar's highlighted item follows is
///   not modelled (device row 56). UIKit's completion ends as for navigation (``UIKitVariant/CompletionEnd``).
/// - A selection while a transition runs is undefined (undocumented; developers report UIKit takes
///   it and the screen goes black: SwipeableTabBarController issues 32, 36 and 67): one MatchCut makes
///   or lets through (a tap its `shouldSelect` allowed) is a violation; the app's own is logged.
/// - The switch starts in the layout pass after the delegate was asked, and UIKit asks for the
///   interruptible animator right after the start (undocumented for tab bar controllers: as
///   observed for navigation; device row 55).
/// Every delegate call is logged in order.
@MainActor
public final class FakeTabBarController: TabSelection {
    /// The coordination it runs with.
    package typealias Coordination = TabCoordination<FakeTabBarController, FakeTransitionContext, ContractBackend>

    /// One screen per tab.
    public private(set) var viewControllers: [FakeViewController]
    /// `selectedIndex`.
    public private(set) var selectedIndex: Int
    /// How many tabs the bar shows itself (the rest are under "More").
    public var tabsInBar: Int
    /// Its view.
    public let view: HeadlessView
    /// The transition's container (UIKit's transition view), under the bar.
    public let transitionView: HeadlessView
    /// The tab bar, above the container.
    public let tabBar: HeadlessView
    /// Right-to-left layout.
    public var isRightToLeft = false
    /// Whether the app's own delegate vends an animator (it then wins).
    public var userAnimates = false
    /// Whether the app's own delegate vends an interaction controller.
    public var userInteracts = false
    /// The tabs the app's delegate refuses in `tabBarController(_:shouldSelect:)`.
    public var refusedTabs: Set<Int> = []
    /// The coordination (MatchCut's delegate).
    package var coordination: Coordination! {
        didSet {
            coordination?.installTouchSurfaceGestures = { [unowned self] in
                surfaceGesturesOn = coordination.engine.touchSurface
            }
            coordination?.screenChanged = { [unowned self] view in
                screenChanges.append(view)
                log.append("screenChanged")
            }
            coordination?.tellSelected = { [unowned self] controller in
                log.append("didSelect \(controller.title) (told by MatchCut)")
            }
        }
    }
    /// Where VoiceOver's focus was sent after each finished MatchCut switch.
    public private(set) var screenChanges: [HeadlessView?] = []
    /// Delegate calls and events, in order.
    public private(set) var log: [String] = []
    /// The running custom transition's context.
    public private(set) var context: FakeTransitionContext?
    /// Every context of every switch so far.
    public private(set) var contexts: [FakeTransitionContext] = []
    /// Selections UIKit dropped.
    public private(set) var dropped: [String] = []
    /// The undocumented behaviour in force.
    public let variant: UIKitVariant
    /// On which surface MatchCut put its touch-surface gestures.
    public private(set) var surfaceGesturesOn: HeadlessView?
    private var systemTransitionRunning = false
    private var requestPending = false
    private var completing = false
    private let harness: TransitionHarness

    /// A tab bar controller in `harness`'s window with `tabs`, the first selected.
    public init(tabs: [FakeViewController], in harness: TransitionHarness) {
        self.harness = harness
        variant = harness.variant
        viewControllers = tabs
        tabsInBar = tabs.count
        selectedIndex = 0
        let bounds = harness.window.bounds
        view = HeadlessView(frame: bounds)
        view.name = "tab bar controller view"
        view.drawsBars = true
        transitionView = HeadlessView(frame: CGRect(origin: .zero, size: bounds.size))
        transitionView.name = "transition view"
        tabBar = HeadlessView(frame: CGRect(x: 0, y: bounds.height - 83, width: bounds.width, height: 83))
        tabBar.name = "tab bar"
        tabBar.backgroundColor = RGBAColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
        harness.window.addSubview(view)
        view.addSubview(transitionView)
        view.addSubview(tabBar)
        if let first = tabs.first {
            first.rootView.frame = transitionView.bounds
            transitionView.addSubview(first.rootView)
        }
    }

    /// Whether a transition of its own runs, from the selection until UIKit's completion is over.
    public var isTransitioning: Bool { context != nil || systemTransitionRunning || requestPending || completing }

    /// The app's delegate's `tabBarController(_:shouldSelect:)`, asked by MatchCut's swipe.
    public func appAllowsSelecting(_ index: Int) -> Bool {
        log.append("shouldSelect \(index) (asked by MatchCut)")
        return !refusedTabs.contains(index)
    }

    /// The bar's frame in `container`'s space (`nil` when hidden).
    public func barFrame(in container: HeadlessView) -> CGRect? {
        guard !tabBar.isHidden else { return nil }
        return try? view.convertedRect(tabBar.frame, to: container)
    }

    /// MatchCut's `selectedIndex = index`.
    public func select(_ index: Int) {
        change(to: index, byMatchCut: true)
    }

    /// The app's own `selectedIndex = index` in code.
    public func setSelectedIndex(_ index: Int) {
        change(to: index, byMatchCut: false)
    }

    /// The user taps the bar's item for the tab at `index`: UIKit asks the delegate whether to
    /// select it, selects it, then tells the delegate. A selection MatchCut's delegate lets through
    /// while a transition runs is a violation: UIKit would take it mid-transition, which breaks the
    /// transition (undocumented; developers' reports: SwipeableTabBarController issues 32, 36, 67).
    public func tapTab(_ index: Int) {
        log.append("shouldSelect \(index)")
        guard coordination.shouldSelect(index, appAllows: { !refusedTabs.contains(index) }) else {
            log.append("refused \(index)")
            return
        }
        change(to: index, byMatchCut: true)
        log.append("didSelect \(viewControllers[index].title)")
    }

    /// The user picks a tab under "More": the More navigation controller shows it, and
    /// `selectedIndex` is `NSNotFound` (the documentation of `selectedIndex`).
    public func showMoreList() {
        selectedIndex = NSNotFound
        log.append("more")
    }

    // MARK: - Touches

    /// Who a touch reaches, found as UIKit finds it (``HeadlessView/hitTest(_:)``), or nothing at all
    /// while a switch that started non-interactive runs where the whole app ignores touches then
    /// (``UIKitVariant/ContainerTouches/ignoredAppWide``; the bar included).
    private func hit(_ point: CGPoint) -> HeadlessView? {
        if variant.containerTouches == .ignoredAppWide,
            systemTransitionRunning || context.map({ !$0.wasInitiallyInteractive }) == true
        {
            return nil
        }
        // The transition's container may ignore touches while a switch runs
        // (``UIKitVariant/ContainerTouches``, as for navigation).
        transitionView.isUserInteractionEnabled = !(variant.containerTouches != .delivered && isTransitioning)
        defer { transitionView.isUserInteractionEnabled = true }
        return harness.window.hitTest(point)
    }

    /// A tap at `point` (window points), delivered to whoever UIKit's hit-testing finds: MatchCut's
    /// touch surface (in flight, over the container, except where it lets touches through), or
    /// the bar's item under it (items share the bar's width equally, in the layout direction).
    /// Returns who took it:
    /// `"bar"`, `"surface"` or `"nobody"`.
    @discardableResult
    public func tap(at point: CGPoint) -> String {
        guard let hit = hit(point) else { return "nobody" }
        if let surface = coordination.engine.touchSurface, surface.contains(hit) {
            guard surfaceGesturesOn === surface else { return "nobody" }
            coordination.touchSurfaceTap(at: (try? harness.window.convertedPoint(point, to: transitionView)) ?? point)
            return "surface"
        }
        guard tabBar.contains(hit) else { return "nobody" }
        let count = max(min(tabsInBar + (tabsInBar < viewControllers.count ? 1 : 0), viewControllers.count), 1)
        let slot = min(Int((point.x - tabBar.frame.minX) / (tabBar.frame.width / Double(count))), count - 1)
        // Right to left, the first tab is the rightmost: "system-provided UI components flip
        // automatically in the RTL context" (Human Interface Guidelines, "Right to left";
        // `UIUserInterfaceLayoutDirection.rightToLeft`: "the user interface layout origin on the
        // right edge").
        tapTab(isRightToLeft ? count - 1 - slot : slot)
        return "bar"
    }

    /// A drag (window points; the view fills the window), delivered as UIKit would: to MatchCut's
    /// touch surface's pan when the first touch lands on it (a switch in flight), else to the
    /// pans MatchCut put on the tab bar controller's view (the flight pan, then the swipe), each
    /// only if it may begin; never from the bar. `scrolls`: the scroll views under the first touch.
    /// Returns who took it.
    @discardableResult
    package func drag(_ samples: [PanSample], scrolls: [ScrollState] = [], showsRoot: Bool = true) -> String {
        guard let first = samples.first, let hit = hit(first.start) else { return "nobody" }
        if let surface = coordination.engine.touchSurface, surface.contains(hit) {
            guard surfaceGesturesOn === surface, coordination.touchSurfacePanShouldBegin(first) else { return "nobody" }
            for sample in samples { coordination.touchSurfacePan(sample) }
            return "surface"
        }
        guard !tabBar.contains(hit) else { return "nobody" }
        if coordination.catchShouldBegin(at: first.start) {
            for sample in samples { coordination.catchPan(sample) }
            return "view"
        }
        guard coordination.panShouldBegin(first, scrolls: scrolls, showsRoot: showsRoot) else { return "nobody" }
        for sample in samples { coordination.pan(sample) }
        return "view"
    }

    // MARK: - Running a switch

    private func change(to index: Int, byMatchCut: Bool) {
        guard viewControllers.indices.contains(index), index != selectedIndex else { return }
        guard !isTransitioning else {
            // What UIKit does then is undefined (it takes it and breaks the running transition):
            // never MatchCut's to cause.
            let line = "selectedIndex = \(index) while a transition runs"
            dropped.append(line)
            log.append("dropped \(index)")
            harness.report(
                byMatchCut
                    ? "a selection MatchCut made or let through during a transition: \(line)"
                    : "the app selected a tab during a transition (undefined in UIKit): \(line)")
            return
        }
        let old = selectedIndex
        // From "More" (`NSNotFound`): the screen shown.
        guard let from = viewControllers.first(where: { $0.rootView.superview === transitionView }) else {
            return harness.report("a selection with no tab's screen shown")
        }
        let to = viewControllers[index]
        if variant.stackChange == .inTheCall { selectedIndex = index }
        let ask = { [unowned self] in
            requestPending = false
            selectedIndex = index
            askDelegate(from: from, to: to, old: old)
        }
        switch variant.delegateTiming {
        case .duringTheCall:
            ask()
        case .nextLayoutPass:
            requestPending = true
            harness.schedule(ask)
        case .afterCommit:
            requestPending = true
            harness.afterCommit(ask)
        }
    }

    private func swap(from: FakeViewController, to: FakeViewController) {
        from.rootView.removeFromParent()
        to.rootView.frame = transitionView.bounds
        transitionView.addSubview(to.rootView)
    }

    private func askDelegate(from: FakeViewController, to: FakeViewController, old: Int) {
        log.append("animationController")
        let answer = coordination.animator(from: from, to: to, userProvidesOne: userAnimates)
        guard case .matchCut(let flow) = answer else {
            if case .user = answer {
                log.append("user transition")
                systemTransitionRunning = true
                let appearance = AppearanceTransition(leaving: from, arriving: to, harness: harness)
                appearance.starting(arrivingView: nil, in: transitionView) {}
                harness.schedule(after: 0.35) { [unowned self] in
                    swap(from: from, to: to)
                    systemTransitionRunning = false
                    appearance.end(finished: true)
                }
            } else {
                log.append("no animation")
                let appearance = AppearanceTransition(leaving: from, arriving: to, harness: harness)
                appearance.starting(arrivingView: nil, in: transitionView) { swap(from: from, to: to) }
                appearance.isAppearing()
                appearance.end(finished: true)
            }
            return
        }
        log.append("interactionController")
        let driver = coordination.interactionDriver(forOurs: true, userProvidesOne: userInteracts)
        let vended = driver == .matchCut
        let interactive = vended && flow.wantsInteractiveStart
        let context = FakeTransitionContext(
            container: transitionView, from: from, to: to, fromView: from.rootView, toView: to.rootView,
            interactive: interactive, vendedInteractionController: vended, clock: harness.driver)
        context.finalFrames[ObjectIdentifier(to)] = transitionView.bounds
        context.onViolation = harness.report
        let appearance = AppearanceTransition(leaving: from, arriving: to, harness: harness)
        context.onRelease = { appearance.released(finished: $0) }
        context.onComplete = { [unowned self, unowned context] finished in
            if finished {
                from.rootView.removeFromParent()
                log.append("finished")
            } else {
                selectedIndex = old
                log.append("cancelled")
            }
            if self.context === context { self.context = nil }
            appearance.end(finished: finished)
            completing = true
            harness.whenUIKitsCompletionEnds { [unowned self] in completing = false }
        }
        self.context = context
        contexts.append(context)
        log.append("transitionDuration")
        _ = flow.duration(using: context)
        harness.watch(flow.controller, source: from.rootView, destination: to.rootView)
        let start = { [unowned self] in
            // UIKit may switch the arriving screen's interaction off for the whole switch, as for a
            // push (`_disableInteractionForViews:`, observed in iOS 26.1; uikit-review-7 R7).
            if variant.containerTouches != .delivered {
                to.rootView.isUserInteractionEnabled = false
                context.onInteractionRestored = { to.rootView.isUserInteractionEnabled = true }
            }
            // The appearance callbacks, after the animator was chosen, around the start call
            // (``AppearanceTransition``).
            appearance.starting(arrivingView: to.rootView, in: transitionView) {
                context.start(flow) { log.append($0) }
            }
            log.append("interruptibleAnimator")
            let companion = harness.makeCompanion()
            context.companion = companion
            flow.companion = companion
        }
        switch variant.delegateTiming {
        case .duringTheCall: harness.schedule(start)
        case .nextLayoutPass, .afterCommit: start()
        }
    }
}

extension TabCoordination.Animator {
    /// Whether it is MatchCut's.
    public var isMatchCut: Bool {
        if case .matchCut = self { return true }
        return false
    }
}
