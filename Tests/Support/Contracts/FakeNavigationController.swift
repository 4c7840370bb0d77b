import Foundation
import MatchCut

/// A `UINavigationController` as UIKit runs it, for MatchCut's navigation coordination. Each rule
/// names its source; where UIKit's behaviour is undocumented it follows ``UIKitVariant/current``.
///
/// - `popViewController` returns the popped controller (documented), `nil` when it pops nothing or
///   drops the request. The stack changes inside the call or when the transition is set up
///   (``UIKitVariant/StackChange``; undocumented: `viewControllers` is documented only as "the view
///   controllers currently on the navigation stack"). The delegate is asked for an animator, then —
///   for a custom one — an interaction controller and the duration: inside the call, or in the
///   layout pass at the end of the turn, or in UIKit's after-commit work
///   (``UIKitVariant/DelegateTiming``; undocumented).
/// - The transition starts in the layout pass at the end of the turn that asked: `willShow`, then
///   `startInteractiveTransition` when an interaction controller was vended (`UIViewController
///   Transitioning.h`: the interaction controller starts the transition; its `wantsInteractiveStart`
///   says whether it starts interactive) or `animateTransition` otherwise; UIKit asks for the
///   interruptible animator right after.
/// - At `completeTransition`: `didShow` when finished (the leaving view is removed), or the old
///   stack back when cancelled. UIKit still counts itself as transitioning until its completion
///   has run (its transition coordinator's completion blocks are called after
///   `completeTransition`): until the next main-queue block or until after the next commit
///   (``UIKitVariant/CompletionEnd``; undocumented).
/// - `setViewControllers(_:animated: false)` replaces the stack at once; a push or pop asked for
///   earlier in the same turn that has not started is abandoned — UIKit may already have asked the
///   delegate for its animator, which is then never started (undocumented; uikit-review-8, item 5).
/// - A push or pop asked for while a transition runs is dropped, not queued, with UIKit's log
///   "… while an existing transition or presentation is occurring; the navigation stack will not be
///   updated." (the string in UIKit and in many apps' logs). A drop of MatchCut's own request
///   (``ControllerStack``'s `popTopController`/`pushController`) is a violation: MatchCut must
///   never leave a request to UIKit then. The app's own (``push(_:)``, ``pop()``) is only logged.
/// - Without a custom animator (the system's or the app's own), the screens swap over 0.35 s.
/// - iOS 26's content back swipe (``UIKitVariant/ContentPopRecognizer``) waits for MatchCut's
///   full-width pan to fail (``contentSwipe(_:)``).
/// Every delegate call is logged in order.
@MainActor
public final class FakeNavigationController: ControllerStack {
    /// The coordination it runs with.
    package typealias Coordination = NavigationCoordination<
        FakeNavigationController, FakeTransitionContext, ContractBackend
    >

    /// The stack, bottom first.
    public private(set) var viewControllers: [FakeViewController]
    /// Its view (the transition container).
    public let view: HeadlessView
    /// The state of the system's back swipes (the edge one, or the content one).
    package var systemPopGestureState: RecognizerState = .possible
    /// `interactivePopGestureRecognizer?.isEnabled`.
    public var systemPopGestureEnabled = true
    /// Whether iOS 26's content back swipe exists (from the variant).
    public var hasContentPopGesture: Bool { variant.contentPopRecognizer != .absent }
    /// Right-to-left layout.
    public var isRightToLeft = false
    /// Whether the app's own delegate vends an animator (it then wins).
    public var userAnimates = false
    /// Whether the app's own delegate vends an interaction controller (a percent-driven one: it
    /// scrubs Core Animation animations, and may only drive the app's own animator).
    public var userInteracts = false
    /// Whether the app asked for MatchCut's full-width pan (`enableMatchCut(fullWidthPan:)`).
    public var fullWidthPanRequested: Bool {
        get { coordination.fullWidthPanRequested }
        set { coordination.fullWidthPanRequested = newValue }
    }
    /// `interactiveContentPopGestureRecognizer?.isEnabled` (iOS 26; apps switch it off on screens
    /// with horizontal content).
    public var contentPopGestureEnabled = true
    /// The coordination (MatchCut's delegate).
    package var coordination: Coordination! {
        didSet {
            coordination?.nextTurn = { [unowned harness] work in harness.async { work() } }
            coordination?.later = { [unowned harness] work in harness.async { work() } }
            coordination?.requestAfterTransitionEnded = { [unowned self] outcome in
                requestOutcomes.append(outcome)
                if case .sent = outcome { return }
                harness.report("a request MatchCut queued behind a transition was dropped: \(outcome)")
            }
            coordination?.installTouchSurfaceGestures = { [unowned self] in
                guard let surface = coordination.engine.touchSurface else {
                    return harness.report("touch-surface gestures installed with no surface")
                }
                surfaceGesturesOn = surface
            }
            coordination?.screenChanged = { [unowned self] view in
                screenChanges.append(view)
                log.append("screenChanged")
            }
        }
    }
    /// Where VoiceOver's focus was sent after each finished MatchCut transition (`nil`: the
    /// screen's first element), recorded when the flow hands it over. The UIKit layer posts
    /// `.screenChanged` a turn later; how that orders against UIKit's own announcement is
    /// undocumented (Docs/DeviceChecklist.md, row 43), so nothing here depends on it.
    public private(set) var screenChanges: [HeadlessView?] = []
    /// What became of each request MatchCut queued behind a transition (a drop is a violation:
    /// nothing else holds the screen here).
    package private(set) var requestOutcomes: [RequestAfterTransition.Outcome] = []
    /// Delegate calls and events, in order.
    public private(set) var log: [String] = []
    /// The running custom transition's context.
    public private(set) var context: FakeTransitionContext?
    /// Whether the animator vends an interruptible animator (MatchCut's UIKit layer always does).
    public var interruptible = true
    /// Every context of every transition so far.
    public private(set) var contexts: [FakeTransitionContext] = []
    /// The navigation bar's frame in the navigation view (`nil`: hidden). A tap on it while a
    /// transition flies reaches MatchCut's touch surface, which decides whether it is the back
    /// button's.
    public var barFrame: CGRect?
    /// Requests UIKit dropped, with its log line.
    public private(set) var dropped: [String] = []
    /// The undocumented behaviour in force.
    public let variant: UIKitVariant
    private var systemTransitionRunning = false
    /// Asked for, not yet started (the stack has changed; the delegate is asked in the layout pass).
    private var requestPending = false
    /// Completed, UIKit's completion not yet over (``TransitionHarness/whenUIKitsCompletionEnds(_:)``).
    private var completing = false
    /// Advanced by `setViewControllers`: a transition set up before it is abandoned.
    private var generation = 0
    /// Whether MatchCut put its touch-surface gestures (a pan and a tap) on the engine's touch
    /// surface, and on which: touches reach the surface, but only gestures on it take them.
    public private(set) var surfaceGesturesOn: HeadlessView?
    private let harness: TransitionHarness

    /// The navigation bar, when made with one: a view of ``controllerView`` in front of the
    /// transition container, as UIKit keeps a navigation controller's bar above the view its
    /// transitions run in (UINavigationController: "the navigation bar … is managed by the
    /// navigation controller"; observed: `UILayoutContainerView` holds `UINavigationTransitionView`
    /// and `UINavigationBar`, the bar last). `nil` without one.
    public let navigationBar: HeadlessView?
    /// The navigation controller's own view: with a bar, a view of the window holding the
    /// transition container (``view``) and the bar in front of it; without, ``view`` itself.
    public let controllerView: HeadlessView
    /// When the arriving screen's tagged bar button items are in the bar, with a bar (undocumented:
    /// UIKit cross-fades the bar's items alongside the transition, so both screens' items may be in
    /// the bar from its start; or the arriving ones may only be added later). The leaving screen's
    /// items stay until the transition ends either way.
    public enum ArrivingBarItems: Sendable, CaseIterable {
        /// In the bar, at their places, from the transition's start.
        case fromTheStart
        /// Added when the transition ends (finished).
        case atTheEnd
    }
    /// When the arriving screen's bar items join the bar (``ArrivingBarItems``).
    public var arrivingBarItems = ArrivingBarItems.atTheEnd

    /// A navigation controller in `harness`'s window with `root`; with `bar` (its frame in the
    /// controller's view), a navigation bar in front of the transition container, showing the top
    /// screen's tagged bar button items (``FakeViewController/barItems``, framed in the bar).
    public init(root: FakeViewController, in harness: TransitionHarness, bar: CGRect? = nil) {
        self.harness = harness
        variant = harness.variant
        view = HeadlessView(frame: harness.window.bounds)
        view.name = "navigation view"
        if let bar {
            controllerView = HeadlessView(frame: harness.window.bounds)
            controllerView.name = "navigation controller view"
            controllerView.drawsBars = true
            let barView = HeadlessView(frame: bar)
            barView.name = "navigation bar"
            barView.backgroundColor = RGBAColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 0.9)
            navigationBar = barView
            harness.window.addSubview(controllerView)
            controllerView.addSubview(view)
            controllerView.addSubview(barView)
            barFrame = bar
        } else {
            controllerView = view
            navigationBar = nil
            harness.window.addSubview(view)
        }
        viewControllers = [root]
        root.rootView.frame = view.bounds
        view.addSubview(root.rootView)
        showBarItems(of: root)
    }

    /// Puts `controller`'s tagged bar items in the bar (with a bar).
    public func showBarItems(of controller: FakeViewController) {
        guard let navigationBar else { return }
        for item in controller.barItems where item.view.superview !== navigationBar { navigationBar.addSubview(item.view) }
    }

    /// Takes `controller`'s tagged bar items out of the bar (with a bar).
    private func removeBarItems(of controller: FakeViewController) {
        guard navigationBar != nil else { return }
        for item in controller.barItems { item.view.removeFromParent() }
    }

    /// Whether a transition of its own is running, from the request until UIKit's completion is
    /// over: a `transitionCoordinator` whose container is its view
    /// (``NavigationPolicy/isOwnTransition(hasTransitionCoordinator:containerIsInsideNavigationView:)``).
    /// During a presentation above it (``presentationAboveRunning``) `transitionCoordinator` is that
    /// presentation's, whose container is elsewhere.
    public var isTransitioning: Bool {
        let own = context != nil || systemTransitionRunning || requestPending || completing
        // `transitionCoordinator`'s container: its own transition's (the navigation view here),
        // else the presentation's above, else none.
        let container = own ? view : presentationAboveContainer
        return NavigationPolicy.isOwnTransition(coordinatorContainer: container, navigationView: view)
    }

    /// Whether a presentation of the navigation controller (or one over it) is running. UIKit
    /// defers a push or pop asked for meanwhile until it ends, and then runs it (undocumented;
    /// observed: uikit-review-6, F3 — the request is not dropped).
    public var presentationAboveRunning: Bool { presentationAboveContainer != nil }
    /// The running presentation's container: a view of the window outside the navigation view.
    private var presentationAboveContainer: HeadlessView?
    private var deferredByPresentation: [() -> Void] = []

    /// A presentation above starts (``presentationAboveRunning``), its container added to the window.
    public func beginPresentationAbove() {
        let container = HeadlessView(frame: harness.window.bounds)
        container.name = "presentation container above"
        container.isUserInteractionEnabled = false
        harness.window.addSubview(container)
        presentationAboveContainer = container
    }

    /// The presentation above ends; the pushes and pops UIKit deferred run, in order.
    public func endPresentationAbove() {
        presentationAboveContainer?.removeFromParent()
        presentationAboveContainer = nil
        let deferred = deferredByPresentation
        deferredByPresentation = []
        for request in deferred { request() }
    }

    /// The top controller's back settings and the system swipe's switch.
    package var backNavigation: BackNavigation {
        let top = viewControllers.last
        var back = BackNavigation(
            systemSwipeEnabled: systemPopGestureEnabled, hidesBackButton: top?.hidesBackButton ?? false,
            leftItemsReplaceBackButton: top?.leftItemsReplaceBackButton ?? false,
            allowsPanToPop: top?.allowsPanToPop ?? true)
        back.contentSwipeEnabled = !hasContentPopGesture || contentPopGestureEnabled
        return back
    }

    // MARK: - The app calling UIKit

    /// The app's `pushViewController(_:animated: true)` (dropped and logged during a transition).
    public func push(_ controller: FakeViewController) {
        transition(.push, byMatchCut: false) { $0 + [controller] }
    }

    /// The app's `popViewController(animated: true)` (dropped and logged during a transition).
    public func pop() {
        transition(.pop, byMatchCut: false) { $0.count > 1 ? Array($0.dropLast()) : $0 }
    }

    // MARK: - MatchCut calling UIKit (NavigationStack)

    /// MatchCut's `popViewController(animated: true)`: dropped during a transition, a violation;
    /// whether a controller was popped.
    @discardableResult
    public func popTopController() -> Bool {
        transition(.pop, byMatchCut: true) { $0.count > 1 ? Array($0.dropLast()) : $0 }
    }

    /// MatchCut's `pushViewController(_:animated: true)`: dropped during a transition, a violation.
    public func pushController(_ controller: FakeViewController) {
        transition(.push, byMatchCut: true) { $0 + [controller] }
    }

    /// The app's `setViewControllers(_:animated: false)`: the stack becomes `controllers` at once,
    /// without a transition (dropped and logged during a started one). A push or pop asked for
    /// earlier and not started yet is abandoned, its animator (if UIKit asked for one) never
    /// started.
    public func setViewControllers(_ controllers: [FakeViewController]) {
        guard context?.hasStarted != true, !systemTransitionRunning, !completing, let top = controllers.last else {
            dropped.append("setViewControllers called while an existing transition is occurring")
            log.append("dropped setViewControllers")
            return
        }
        generation += 1
        requestPending = false
        context = nil
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
            controller.rootView.removeFromParent()
        }
        for controller in viewControllers where controller !== top { removeBarItems(of: controller) }
        showBarItems(of: top)
        viewControllers = controllers
        if top.rootView.superview !== view {
            top.rootView.frame = view.bounds
            view.addSubview(top.rootView)
        }
        for controller in controllers.dropLast() { controller.rootView.removeFromParent() }
        log.append("setViewControllers")
    }

    /// A back swipe in the content area (iOS 26's `interactiveContentPopGestureRecognizer`), as
    /// the recognizers would settle it: MatchCut's full-width pan, where installed
    /// (``NavigationCoordination/usesFullWidthPan()``), goes first (the system's waits for it to
    /// fail) and takes the samples if it begins; otherwise the system's swipe begins when it
    /// exists, is enabled and UIKit lets it run (``UIKitVariant/ContentPopRecognizer``), and UIKit
    /// pops with its state under way. Returns who took it: `"matchCut"`, `"system"` or `"nobody"`.
    @discardableResult
    package func contentSwipe(_ samples: [PanSample]) -> String {
        guard let first = samples.first else { return "nobody" }
        let ours = coordination.usesFullWidthPan()
        func matchCutTakes() -> Bool {
            guard ours, coordination.panShouldBegin(first, fullWidth: true, scrolls: []) else { return false }
            for sample in samples { coordination.pan(sample) }
            return true
        }
        // The system's swipe waits for MatchCut's pan to fail where MatchCut's delegate says so
        // (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`); otherwise the first to begin wins.
        if ours, coordination.recognizer(.systemBackSwipe, waitsFor: .fullWidthPan), matchCutTakes() {
            return "matchCut"
        }
        guard variant.contentPopRecognizer == .runs, contentPopGestureEnabled, viewControllers.count > 1,
            !isTransitioning, backNavigation.showsBackButton, systemPopGestureEnabled
        else { return matchCutTakes() ? "matchCut" : "nobody" }
        systemPopGestureState = .began
        pop()
        systemPopGestureState = .possible
        return "system"
    }

    // MARK: - Touches

    /// Who a touch reaches, found as UIKit finds it (``HeadlessView/hitTest(_:)``), with the
    /// navigation controller's view — the transition container here — ignoring touches while a
    /// transition runs where the variant says so (``UIKitVariant/ContainerTouches``), or nothing at
    /// all during a transition that started non-interactive where the app ignores touches.
    private func hit(_ point: CGPoint) -> HeadlessView? {
        if variant.containerTouches == .ignoredAppWide,
            systemTransitionRunning || context.map({ !$0.wasInitiallyInteractive }) == true
        {
            return nil  // the whole app ignores touches during a non-interactive start
        }
        view.isUserInteractionEnabled = !(variant.containerTouches != .delivered && isTransitioning)
        defer { view.isUserInteractionEnabled = true }
        return harness.window.hitTest(point)
    }

    /// A tap at `point` (window points), delivered to whoever UIKit's hit-testing finds: MatchCut's
    /// touch surface (its tap), or nothing MatchCut handles. Returns who took it: `"surface"`,
    /// `"navigation view"` or `"nobody"`.
    @discardableResult
    public func tap(at point: CGPoint) -> String {
        guard let hit = hit(point) else { return "nobody" }
        if let surface = coordination.engine.touchSurface, surface.contains(hit) {
            guard surfaceGesturesOn === surface else { return "nobody" }
            let local = (try? harness.window.convertedPoint(point, to: view)) ?? point
            coordination.touchSurfaceTap(at: local, barFrame: barFrame)
            return "surface"
        }
        return view.contains(hit) ? "navigation view" : "nobody"
    }

    /// A drag (window points; the navigation view fills the window), delivered as UIKit would:
    /// to MatchCut's touch surface's pan when the first touch lands on it, to the pans MatchCut put
    /// on the navigation controller's view (the flight pan, then the edge pan) when it lands there;
    /// each pan only if it may begin. Returns who took it.
    @discardableResult
    package func drag(_ samples: [PanSample]) -> String {
        guard let first = samples.first, let hit = hit(first.start) else { return "nobody" }
        if let surface = coordination.engine.touchSurface, surface.contains(hit) {
            guard surfaceGesturesOn === surface,
                coordination.touchSurfacePanShouldBegin(first, fullWidth: coordination.usesFullWidthPan())
            else {
                return "nobody"
            }
            for sample in samples { coordination.touchSurfacePan(sample) }
            return "surface"
        }
        guard view.contains(hit) else { return "nobody" }
        if coordination.catchShouldBegin(at: first.start) {
            for sample in samples { coordination.catchPan(sample) }
            return "navigation view"
        }
        guard coordination.panShouldBegin(first, fullWidth: false, scrolls: []) else { return "nobody" }
        for sample in samples { coordination.pan(sample) }
        return "navigation view"
    }

    // MARK: - Running a transition

    /// UIKit's push or pop; whether it was taken (the stack changed).
    @discardableResult
    private func transition(
        _ operation: NavigationOperation, byMatchCut: Bool,
        _ change: @escaping ([FakeViewController]) -> [FakeViewController]
    ) -> Bool {
        if presentationAboveRunning && !isTransitioning {
            log.append("deferred \(operation)")
            deferredByPresentation.append { [unowned self] in
                transition(operation, byMatchCut: byMatchCut, change)
            }
            return viewControllers.count > 1 || operation == .push
        }
        guard !isTransitioning else {
            let line =
                "\(operation == .push ? "pushViewController" : "popViewController") called while an existing "
                + "transition or presentation is occurring; the navigation stack will not be updated."
            dropped.append(line)
            log.append("dropped \(operation)")
            if byMatchCut { harness.report("MatchCut's own request was dropped by UIKit: \(line)") }
            return false
        }
        let old = viewControllers
        let new = change(old)
        guard new.count != old.count, let from = old.last, let to = new.last else { return false }
        if variant.stackChange == .inTheCall { viewControllers = new }
        let gestureState = systemPopGestureState
        let setUp = generation
        let ask = { [unowned self] in
            guard generation == setUp else { return }
            requestPending = false
            viewControllers = new
            askDelegate(operation, from: from, to: to, old: old, systemGesture: gestureState)
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
        return true
    }

    private func askDelegate(
        _ operation: NavigationOperation, from: FakeViewController, to: FakeViewController, old: [FakeViewController],
        systemGesture: RecognizerState
    ) {
        log.append("animationController")
        let saved = systemPopGestureState
        systemPopGestureState = systemGesture
        let answer = coordination.animator(for: operation, from: from, to: to, userProvidesOne: userAnimates)
        systemPopGestureState = saved
        guard case .matchCut(let flow) = answer else {
            // The system's (or the app's) own transition: the screens swap when it ends.
            log.append(answer.isUser ? "user transition" : "system transition")
            systemTransitionRunning = true
            let appearance = AppearanceTransition(leaving: from, arriving: to, harness: harness)
            appearance.starting(arrivingView: nil, in: view) {}
            harness.schedule(after: 0.35) { [unowned self] in
                from.rootView.removeFromParent()
                removeBarItems(of: from)
                showBarItems(of: to)
                to.rootView.frame = view.bounds
                view.addSubview(to.rootView)
                systemTransitionRunning = false
                log.append("didShow")
                appearance.end(finished: true)
            }
            return
        }
        log.append("interactionController")
        let driver = coordination.interactionDriver(forOurs: true, userProvidesOne: userInteracts)
        if driver == .user {
            harness.report("the app's interaction controller was handed MatchCut's animator (it has nothing to scrub)")
        }
        let vended = driver == .matchCut
        let interactive = vended && flow.wantsInteractiveStart
        let context = FakeTransitionContext(
            container: view, from: from, to: to, fromView: from.rootView, toView: to.rootView, interactive: interactive,
            vendedInteractionController: vended, clock: harness.driver)
        context.finalFrames[ObjectIdentifier(to)] = view.bounds
        context.onViolation = harness.report
        let appearance = AppearanceTransition(leaving: from, arriving: to, harness: harness)
        context.onRelease = { appearance.released(finished: $0) }
        context.onComplete = { [unowned self, unowned context] finished in
            if finished {
                from.rootView.removeFromParent()
                removeBarItems(of: from)
                showBarItems(of: to)
                log.append("didShow")
            } else {
                viewControllers = old
                removeBarItems(of: to)
                log.append("cancelled")
            }
            if self.context === context { self.context = nil }
            appearance.end(finished: finished)
            // UIKit's completion (the coordinator's completion blocks) runs as this returns: a
            // request made inside it is dropped, one made on the main queue after it is not.
            completing = true
            harness.whenUIKitsCompletionEnds { [unowned self] in completing = false }
        }
        self.context = context
        contexts.append(context)
        log.append("transitionDuration")
        context.transitionDuration = flow.duration(using: context)
        harness.watch(flow.controller, source: from.rootView, destination: to.rootView)
        let setUp = generation
        let start = { [unowned self] in
            guard generation == setUp else { return }
            log.append("willShow")
            if arrivingBarItems == .fromTheStart { showBarItems(of: to) }
            // UIKit may switch the arriving screen's interaction off for the whole flight
            // (`_disableInteractionForViews:`, observed in iOS 26.1; uikit-review-7 R7).
            if variant.containerTouches != .delivered {
                to.rootView.isUserInteractionEnabled = false
                context.onInteractionRestored = { to.rootView.isUserInteractionEnabled = true }
            }
            // The appearance callbacks: after the animator was chosen, around the start call
            // (``AppearanceTransition``); an app may reload its content in them.
            appearance.starting(arrivingView: to.rootView, in: view) {
                context.start(flow) { log.append($0) }
            }
            if interruptible {
                log.append("interruptibleAnimator")
                let companion = harness.makeCompanion()
                context.companion = companion
                flow.companion = companion
            }
        }
        switch variant.delegateTiming {
        case .duringTheCall: harness.schedule(start)
        // Asked in the layout pass (or UIKit's after-commit work): the transition starts there.
        case .nextLayoutPass, .afterCommit: start()
        }
    }
}

extension NavigationCoordination.Animator {
    /// Whether it is the app's own.
    public var isUser: Bool {
        if case .user = self { return true }
        return false
    }
}
