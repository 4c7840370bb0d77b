import Foundation

/// Everything MatchCut's tab bar controller delegate decides and does, written against
/// ``TabSelection`` and ``TransitioningContext``: who animates each tab switch, which transition
/// runs, the swipe between tabs, and taps on the bar while a switch flies.
/// `MatchCutTabBarCoordinator` (UIKit) only forwards the delegate's and the recognizers' calls here
/// and wraps each flow it returns.
///
/// Rules, as for navigation (``NavigationPolicy``): the app's own animator wins, and the app's
/// interaction controller drives only that; MatchCut animates a switch when the tab switched to
/// asks for a preset (`matchCutTransition`) or the two tabs' screens share a matched pair, and a
/// switch MatchCut's swipe starts is always MatchCut's (a matched flight, or a slide where nothing
/// matches). A tapped switch between tabs that share nothing stays UIKit's (no animation).
///
/// A switch to a later tab is ``TransitionKind/tabForward`` (the arriving screen fades in above
/// the leaving one), to an earlier tab ``TransitionKind/tabBack``. Every MatchCut switch is
/// interruptible: a finger on a flying element takes it, a horizontal pan catches it (toward the
/// tab it goes to finishes, back cancels), and a tap on the bar's item of the tab it leaves turns
/// it around; a tap on any other item while it flies is refused (UIKit would change the selection
/// under a running transition). A cancelled switch leaves the tab it started from selected.
///
/// Coordinates: the pan's samples are in the tab bar controller's view until a switch is in
/// flight, and in the transition's container from then on; the two coincide on screen.
@MainActor
package final class TabCoordination<Tabs: TabSelection, Context: TransitioningContext, Backend: TransitionBackend>
where Tabs.Controller == Context.Controller, Backend.View == Context.View {
    /// The flows it runs.
    package typealias Flow = TransitionFlow<Context, Backend>

    /// What animates a tab switch.
    package enum Animator {
        /// The app's own delegate's animator.
        case user
        /// UIKit's (a switch without animation).
        case system
        /// MatchCut's: this flow.
        case matchCut(Flow)
    }

    /// The tab bar controller.
    package private(set) weak var tabs: Tabs?
    /// Options for matched switches.
    package var options = TransitionOptions()
    /// The swipe's rules.
    package var swipe = TabSwitchGesture()
    /// Whether a horizontal swipe in the content switches to the neighbouring tab (off unless the
    /// app asks: a full-screen horizontal pan competes with the content's own — a map, a table's
    /// swipe actions, a SwiftUI drag).
    package var swipesBetweenTabs = false
    /// Whether MatchCut animates at all (off: UIKit does, the app's delegate still wins).
    package var isEnabled = true
    /// Whether Reduce Motion is on, asked at each switch.
    package var reduceMotion: () -> Bool = { false }
    /// Whether Prefer Cross-Fade Transitions is on.
    package var prefersCrossFade: () -> Bool = { false }
    /// Where VoiceOver's focus goes after a finished switch (``AccessibilityFocus``).
    package var screenChanged: (@MainActor (Backend.View?) -> Void)?
    /// Told a tab the app's delegate must hear was selected (`tabBarController(_:didSelect:)`,
    /// which UIKit sends for a tap only, at the tap): the tab a switch MatchCut's swipe started has
    /// finished on (a swipe is the user's choice too; told once the selection is final), and the
    /// tab a tapped switch turned around went back to (UIKit announced the tapped tab, then put the
    /// selection back without a word: the app would believe the wrong tab selected).
    package var tellSelected: (@MainActor (Tabs.Controller) -> Void)?
    /// Puts MatchCut's pan (catch a flying element, or the switch) and tap (the arriving screen's
    /// controls) on the engine's touch surface, which takes every touch over the container while the
    /// switch flies. Called when each MatchCut switch begins.
    package var installTouchSurfaceGestures: (@MainActor () -> Void)?
    /// The switch in flight, if MatchCut runs it.
    package private(set) var current: Flow?
    /// The tab the switch in flight leaves (its index).
    package private(set) var leaving: Int?
    /// The one engine every switch of this tab bar controller runs on.
    package let engine: TransitionController<Backend>
    /// Whether MatchCut's pan drives a switch (one it started, or one it caught).
    package private(set) var panInProgress = false
    /// How the pan drives the switch.
    private var driving: CatchingPan?
    /// A switch the pan asked UIKit for, until UIKit asks the delegate for its animator (inside
    /// the `selectedIndex` setter, or later: undocumented; both are handled): what the finger did
    /// meanwhile, handed to the flow when it is made.
    private var panSwitch: PanSwitch?
    /// Who started the switch in flight: the swipe (its finish is told to ``tellSelected``), a
    /// tap on the bar (a cancel is told), or code.
    private var startedBy = Starter.code
    /// A tap ``shouldSelect(_:appAllows:)`` let through, until UIKit asks for its animator.
    private var tapAllowed: Int?
    /// The tab the swipe's begin check found the app allows, from the selected tab
    /// (``panShouldBegin(_:scrolls:showsRoot:)``): the `.began` that follows does not ask again.
    private var swipeTarget: (from: Int, to: Int)?

    private enum Starter { case swipe, tap, code }

    private struct PanSwitch {
        var target: Int
        var pan = PendingPan()
    }

    /// Creates the coordination for `tabs`, with one engine on `backend` and `driver`.
    package init(tabs: Tabs, backend: @escaping () -> Backend, driver: @escaping () -> any FrameDriver) {
        self.tabs = tabs
        engine = TransitionController(backend: backend(), driver: driver())
        swipe.isRightToLeft = tabs.isRightToLeft
        // The bar's items keep their taps while a switch flies (a tap on the tab it leaves turns
        // it around: ``shouldSelect(_:appAllows:)``).
        engine.touchSurfaceLetsThrough = { [weak self] point in
            guard let self, let tabs = self.tabs, let container = self.current?.containerView,
                let bar = tabs.barFrame(in: container)
            else { return false }
            return bar.minX <= point.x && point.x <= bar.maxX && bar.minY <= point.y && point.y <= bar.maxY
        }
    }

    // MARK: - The delegate

    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`.
    package func animator(from: Tabs.Controller, to: Tabs.Controller, userProvidesOne: Bool) -> Animator {
        let pending = panSwitch
        panSwitch = nil
        guard let tabs, from !== to else {
            if pending != nil { panInProgress = false }
            return userProvidesOne ? .user : .system
        }
        let all = tabs.viewControllers
        let fromIndex = all.firstIndex { $0 === from }
        let toIndex = all.firstIndex { $0 === to }
        let ourPan = pending != nil && pending?.target == toIndex
        let tapped = tapAllowed != nil && tapAllowed == toIndex
        tapAllowed = nil
        if pending != nil, !ourPan {
            // UIKit switched to another tab than the swipe asked for: the finger drives nothing.
            panInProgress = false
            driving = nil
        }
        let kind: TransitionKind = (toIndex ?? 0) >= (fromIndex ?? 0) ? .tabForward : .tabBack
        var preset: TransitionPreset?
        let own = to.transitionStyle
        if case .preset(let p, _) = own { preset = p }
        var report: MatchReport<Tabs.Controller.View>?
        // (Bar items take no part in tab switches: ``BarElementProxies/takePart(_:style:)``.)
        func pairs() -> Int {
            if report == nil { report = match(from: from, to: to, in: tabs) }
            return report?.pairs.count ?? 0
        }
        let pairCount = userProvidesOne || preset != nil || ourPan ? 0 : pairs()
        let decision = NavigationPolicy.animator(
            userProvidesOne: userProvidesOne, isEnabled: isEnabled, systemPopGestureActive: false,
            ourPanActive: ourPan, usesPreset: preset != nil, matchedPairs: pairCount)
        guard decision == .matchCut else {
            if pending != nil { panInProgress = false }
            return decision == .user ? .user : .system
        }
        let slide = TransitionPreset.navigationSlide(rightToLeft: tabs.isRightToLeft)
        var style: TransitionStyle = own ?? .matched(options)
        if ourPan, preset == nil, pairs() == 0 { style = .preset(slide) }
        let flow = Flow(kind: kind, style: style, controller: engine)
        flow.decisionReport = report
        flow.fallback = slide
        flow.reduceMotion = reduceMotion()
        flow.prefersCrossFade = prefersCrossFade()
        flow.screenChanged = screenChanged
        flow.wantsInteractiveStart = ourPan
        let began = flow.onBegin
        flow.onBegin = { [weak self] in
            began?()
            self?.installTouchSurfaceGestures?()
        }
        let previous = flow.onEnd
        flow.onEnd = { [weak self, weak flow, weak from, weak to] finished in
            previous?(finished)
            guard let self, self.current === flow else { return }
            self.current = nil
            self.leaving = nil
            let starter = self.startedBy
            self.startedBy = .code
            if finished, starter == .swipe, let to { self.tellSelected?(to) }
            if !finished, starter == .tap, let from { self.tellSelected?(from) }
        }
        current = flow
        leaving = fromIndex
        startedBy = ourPan ? .swipe : tapped ? .tap : .code
        pending?.pan.hand(to: flow)
        return .matchCut(flow)
    }

    /// `tabBarController(_:interactionControllerFor:)`: the app's interaction controller for the
    /// app's animator; MatchCut's flow, always, for its own (interactive from the start only under
    /// MatchCut's swipe); or none.
    package func interactionDriver(forOurs isOurs: Bool, userProvidesOne: Bool) -> TransitionDriver? {
        NavigationPolicy.interaction(userProvidesOne: userProvidesOne, animator: isOurs ? .matchCut : .user)
    }

    /// `tabBarController(_:shouldSelect:)` for a tap on the bar's item at `index` (`appAllows`: the
    /// app's delegate's answer, asked only when it decides). While a switch is under way — one
    /// MatchCut's swipe asked for, one MatchCut runs, or any the tab bar controller runs — the tap
    /// is refused: UIKit would take the selection in the middle of the transition and break it
    /// (undocumented; developers' reports of black screens). On the tab a MatchCut switch is leaving
    /// it turns that switch around (when it can be).
    package func shouldSelect(_ index: Int, appAllows: () -> Bool) -> Bool {
        if let flow = current {
            if index == leaving, !panInProgress, flow.isInFlight { flow.turnAround() }
            return false
        }
        guard panSwitch == nil, tabs?.isTransitioning != true else { return false }
        guard appAllows() else { return false }
        tapAllowed = index
        return true
    }

    /// Selects the tab at `index` (`selectedIndex = index`); during a MatchCut switch, the tab it
    /// leaves turns it around, any other is refused; during a transition MatchCut does not run,
    /// refused.
    @discardableResult
    package func select(_ index: Int) -> ScreenRequestOutcome {
        guard let tabs, tabs.viewControllers.indices.contains(index) else { return .refused }
        if let flow = current {
            guard index == leaving, !panInProgress, flow.isInFlight, flow.turnAround() else { return .refused }
            return .turnedAround
        }
        guard !tabs.isTransitioning, index != tabs.selectedIndex else { return .refused }
        tabs.select(index)
        return .performed
    }

    /// Turns the MatchCut switch in flight around (the tab it left stays selected). Returns
    /// whether there was one to turn around.
    @discardableResult
    package func turnAround() -> Bool {
        guard !panInProgress, let flow = current, flow.isInFlight else { return false }
        return flow.turnAround()
    }

    /// How many pairs two tabs' screens match, with the arriving one laid out at the tab bar
    /// controller's size (a tab never shown has never been laid out).
    func match(from: Tabs.Controller, to: Tabs.Controller, in tabs: Tabs) -> MatchReport<Tabs.Controller.View> {
        decisionMatch(from: from.rootView, to: to.rootView, in: tabs.view)
    }

    // MARK: - The swipe between tabs

    /// The neighbour a pan moving at `velocity` goes to, when it may: the selected tab is in the
    /// bar, the neighbour is too, and the app lets the user select it.
    private func neighbour(_ step: Int) -> Int? {
        guard let tabs else { return nil }
        let selected = tabs.selectedIndex
        // "More" selected: `selectedIndex` is `NSNotFound` (`Int.max`); a swipe never leaves it.
        guard selected >= 0, selected < tabs.tabsInBar, abs(step) == 1 else { return nil }
        let target = selected + step
        guard target >= 0, target < tabs.tabsInBar, target < tabs.viewControllers.count else { return nil }
        if let approved = swipeTarget, approved == (selected, target) { return target }
        guard tabs.appAllowsSelecting(target) else { return nil }
        swipeTarget = (selected, target)
        return target
    }

    /// Whether the pan may begin (`gestureRecognizerShouldBegin`): a MatchCut switch in flight
    /// (any horizontal pan catches it), or — nothing transitioning, the swipe on — a horizontal
    /// pan toward a neighbouring tab the app lets the user select, with every scroll view under
    /// the first touch (`scrolls`, innermost first) at the edge the finger pulls from, and the
    /// selected tab showing its root screen (`showsRoot`: a navigation stack in the tab with a
    /// screen pushed keeps the horizontal swipe for going back).
    package func panShouldBegin(_ sample: PanSample, scrolls: [ScrollState], showsRoot: Bool) -> Bool {
        guard let tabs, !panInProgress, isEnabled else { return false }
        if let flow = current {
            return flow.isInFlight && swipe.step(velocity: sample.velocity) != nil
        }
        guard swipesBetweenTabs, showsRoot, !tabs.isTransitioning else { return false }
        // The app's `shouldSelect` is asked once per swipe: here, and not again when it begins.
        swipeTarget = nil
        return swipe.shouldBegin(velocity: sample.velocity, scrolls: scrolls) { neighbour($0) != nil }
    }

    /// The pan's action. Began: catches the MatchCut switch in flight (toward the tab it goes to
    /// drives it on, back toward the tab it leaves drives it back), or selects the neighbouring
    /// tab, whose switch then follows the finger. The release finishes or cancels by the swipe's
    /// rule, with the finger's velocity.
    package func pan(_ sample: PanSample) {
        guard let tabs else { return }
        let width = max(tabs.view.layerGeometry.bounds.width, 1)
        switch sample.state {
        case .began:
            guard !panInProgress else { return }
            if let flow = current {
                guard flow.isInFlight, flow.catchTransition(at: sample.start) else { return }
                let step = flow.kind == .tabForward ? 1 : -1
                driving = swipe.pan(step: step, at: engine.progress, start: sample.start, width: width)
                panInProgress = true
                return
            }
            defer { swipeTarget = nil }
            guard let step = swipe.step(velocity: sample.velocity), let target = neighbour(step) else { return }
            driving = swipe.pan(step: step, start: sample.start, width: width)
            panInProgress = true
            panSwitch = PanSwitch(target: target)
            tabs.select(target)
            // Not asked inside the call: UIKit asks later if it took the selection (it counts
            // itself as transitioning meanwhile); a selection it ignored is forgotten.
            if panSwitch != nil, !tabs.isTransitioning, tabs.selectedIndex != target {
                panSwitch = nil
                panInProgress = false
                driving = nil
            }
        case .changed:
            guard panInProgress, let driving else { return }
            let progress = driving.progress(translation: sample.translation)
            if panSwitch != nil {
                panSwitch?.pan.update = (progress, sample.translation, driving.start)
            } else {
                current?.update(progress: progress, translation: sample.translation, location: driving.start)
            }
        case .ended, .cancelled, .failed:
            guard panInProgress, let driving else { return }
            panInProgress = false
            self.driving = nil
            let (finish, velocity) = driving.release(
                state: sample.state, at: driving.progress(translation: sample.translation), velocity: sample.velocity)
            if panSwitch != nil {
                panSwitch?.pan.release = (finish, velocity, sample.velocity)
            } else {
                current?.release(finish: finish, progressVelocity: velocity, fingerVelocity: sample.velocity)
            }
        case .possible:
            break
        }
    }

    // MARK: - Catching a flight

    /// Whether a finger at `location` (container points) may catch a flying element.
    package func catchShouldBegin(at location: CGPoint) -> Bool {
        !panInProgress && current?.isInFlight == true && engine.hasFlight(at: location)
    }

    /// A finger on a flying element: it takes the element and the switch, dragging it along its
    /// path (``CatchingPan/alongFlight(from:to:at:start:)``).
    package func catchPan(_ sample: PanSample) {
        switch sample.state {
        case .began:
            guard !panInProgress, let caught = current?.catchFlight(at: sample.start) else { return }
            driving = caught
            panInProgress = true
        case .changed, .ended, .cancelled, .failed:
            pan(sample)
        case .possible:
            break
        }
    }

    // MARK: - The touch surface

    private var surfacePanTakesFlight = false

    /// Whether a pan on MatchCut's touch surface may begin (container points): on a flying element,
    /// or a horizontal pan that catches the switch.
    package func touchSurfacePanShouldBegin(_ sample: PanSample) -> Bool {
        catchShouldBegin(at: sample.start) || panShouldBegin(sample, scrolls: [], showsRoot: true)
    }

    /// The touch surface's pan: it catches the flying element under its first touch, or else
    /// catches the switch.
    package func touchSurfacePan(_ sample: PanSample) {
        if sample.state == .began { surfacePanTakesFlight = catchShouldBegin(at: sample.start) }
        if surfacePanTakesFlight { catchPan(sample) } else { pan(sample) }
    }

    /// A tap on the touch surface at `location` (container points) while a MatchCut switch flies:
    /// the arriving screen's control under the finger is triggered
    /// (``TransitionController/tapTarget(at:)``). Returns whether the tap did something.
    @discardableResult
    package func touchSurfaceTap(at location: CGPoint) -> Bool {
        guard !panInProgress, current?.isInFlight == true, let control = engine.tapTarget(at: location) else {
            return false
        }
        control.performTap()
        return true
    }
}
