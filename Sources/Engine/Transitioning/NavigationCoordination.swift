import Foundation

/// Everything MatchCut's navigation delegate decides and does, written against
/// ``ControllerStack`` and ``TransitioningContext``: who animates each push and pop, which
/// transition runs, and the pan that pops. `MatchCutNavigationCoordinator` (UIKit) only forwards
/// the delegate's and the recognizer's calls here and wraps each flow it returns.
///
/// Rules (see ``NavigationPolicy``): the app's own animator wins, and the app's interaction
/// controller drives only that; the system's back-swipe, when it runs, is left to the system; a
/// pop MatchCut's pan starts is always MatchCut's (a matched flight, or UIKit's own slide where
/// nothing matches); otherwise MatchCut animates when the screen that comes or goes asks for a preset
/// (``TransitionEndpoint/transitionStyle``, `matchCutTransition` on UIKit) or the two screens share a
/// matched pair, and a matched transition that finds nothing to match as it starts falls back to
/// the slide. Screens are matched with the arriving one laid out at the navigation controller's
/// size: tag views by `viewDidLoad`.
///
/// The pan pops only where the app lets the user go back (``BackNavigation``: the system swipe on,
/// a back button shown, the controller not opted out), and only where every scroll view under the
/// finger is at its leading edge.
///
/// Coordinates: the pan's samples are in the navigation controller's view until a transition is
/// in flight, and in the transition's container from then on (the space the finger-follow and the
/// catch work in); the two coincide on screen.
@MainActor
package final class NavigationCoordination<
    Stack: ControllerStack, Context: TransitioningContext, Backend: TransitionBackend
>
where Stack.Controller == Context.Controller, Backend.View == Context.View {
    /// The flows it runs.
    package typealias Flow = TransitionFlow<Context, Backend>
    /// The view type.
    package typealias View = Context.View

    /// What animates a push or pop.
    package enum Animator {
        /// The app's own delegate's animator.
        case user
        /// UIKit's standard transition.
        case system
        /// MatchCut's: this flow.
        case matchCut(Flow)
    }

    /// The navigation controller.
    package private(set) weak var stack: Stack?
    /// Options for matched transitions.
    package var options = TransitionOptions()
    /// The pop gesture's rules.
    package var panToPop = PanToPopGesture()
    /// Whether MatchCut animates at all (off: the system does, the app's delegate still wins).
    package var isEnabled = true
    /// Whether Reduce Motion is on, asked at each transition.
    package var reduceMotion: () -> Bool = { false }
    /// Whether Prefer Cross-Fade Transitions is on (read when each transition is made).
    package var prefersCrossFade: () -> Bool = { false }
    /// Where VoiceOver's focus goes after a finished transition (``AccessibilityFocus``): the
    /// UIKit layer posts `.screenChanged` with it; `nil` for the screen's first element.
    package var screenChanged: (@MainActor (Backend.View?) -> Void)?
    /// The transition in flight, if MatchCut runs it.
    package private(set) var current: Flow?
    /// The one engine every transition of this navigation controller runs on.
    package let engine: TransitionController<Backend>
    /// Whether MatchCut's pan is popping (or driving a transition it caught).
    package private(set) var panInProgress = false
    /// How the pan drives a transition it caught in flight (`nil`: the pan started a pop).
    private var catching: CatchingPan?
    /// A pop the pan asked UIKit for, until UIKit asks the delegate for its animator — inside
    /// `popViewController(animated:)`, or in the next layout pass (undocumented; both are handled):
    /// what the finger did meanwhile, handed to the flow when it is made.
    private var panPop: PendingPan?
    /// A push or pop waiting for the MatchCut transition in flight to end (see
    /// ``NavigationPolicy/request(_:during:)``): it runs only if that transition finished — a pop
    /// after a push that was cancelled would pop one screen too many, a push after a cancelled pop
    /// would push from the wrong screen — and is dropped otherwise.
    private var queued: (@MainActor () -> Void)?
    /// Runs work on the next turn of the main run loop (`DispatchQueue.main.async` on a device):
    /// UIKit drops a push or pop asked for from inside a transition's completion, so a request that
    /// follows a transition waits at least a turn (``RequestAfterTransition``).
    package var nextTurn: (@escaping @MainActor () -> Void) -> Void = { work in
        DispatchQueue.main.async { work() }
    }
    /// Runs work about a frame later (8 ms on a device): a request that waits for UIKit tries again
    /// then, rather than on every turn of a run loop that would never sleep.
    package var later: (@escaping @MainActor () -> Void) -> Void = { work in
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.008) { work() }
    }
    /// Puts MatchCut's pan (catch a flying element, or go back) and tap (the bar's back button, the
    /// arriving screen's controls) on the engine's touch surface
    /// (``TransitionController/touchSurface``), which takes every touch over the container while
    /// the transition flies. Called when each MatchCut transition begins.
    package var installTouchSurfaceGestures: (@MainActor () -> Void)?
    /// Told what became of each request that waited for a transition (the UIKit layer logs a
    /// dropped one).
    package var requestAfterTransitionEnded: (@MainActor (RequestAfterTransition.Outcome) -> Void)?

    /// Sends a request that waited for the transition that just finished, once UIKit takes it
    /// (``RequestAfterTransition``); dropped if the stack changes before.
    private func send(_ request: @escaping @MainActor () -> Void) {
        let stackNow = { [weak self] in self?.stack?.viewControllers.map(ObjectIdentifier.init) }
        let expected = stackNow()
        RequestAfterTransition.send(
            request, nextTurn: nextTurn, later: later, isBusy: { [weak self] in self?.stack?.isTransitioning ?? false },
            isStillWanted: { stackNow() == expected }, now: { [weak self] in self?.engine.driver.now ?? 0 },
            completion: { [weak self] in self?.requestAfterTransitionEnded?($0) })
    }

    /// Creates the coordination for `stack`, with one engine on `backend` and `driver`.
    package init(stack: Stack, backend: @escaping () -> Backend, driver: @escaping () -> any FrameDriver) {
        self.stack = stack
        engine = TransitionController(backend: backend(), driver: driver())
        panToPop.isRightToLeft = stack.isRightToLeft
    }

    // MARK: - The delegate

    /// `navigationController(_:animationControllerFor:from:to:)`.
    package func animator(
        for operation: NavigationOperation, from: Stack.Controller, to: Stack.Controller, userProvidesOne: Bool
    ) -> Animator {
        guard let stack, operation != .none else { return userProvidesOne ? .user : .system }
        // The pan's pop is decided now: MatchCut's below, with what the finger did meanwhile, or —
        // the app's animator or the system's taking it — a pan with nothing to drive.
        let pending = operation == .pop ? panPop : nil
        let ourPan = pending != nil
        let panWaited = panPop != nil
        panPop = nil
        // The transition the screen that comes or goes asks for (UIKit's `preferredTransition`
        // model: set on the pushed controller, played on its push and its pop), else matched
        // flights with the navigation controller's options.
        let own = (operation == .push ? to : from).transitionStyle
        var preset: TransitionPreset?
        if case .preset(let p, _) = own { preset = p }
        // One match decides, and the flow's duration estimate reuses it (issue 22: the start
        // matches twice, here and when the flight begins, where it used to match three times).
        var report: MatchReport<Stack.Controller.View>?
        var decided: Int?
        func pairs() -> Int {
            if let decided { return decided }
            let decision = decide(operation == .push ? .push : .pop, from: from, to: to, style: own, in: stack)
            report = decision.report
            var count = decision.pairs
            // Going back to a list whose cell for the item shown was scrolled away or never made:
            // it is matched once the list is scrolled to it, at the start (``ListReveal``).
            if count == 0, operation == .pop, ListReveal.holdsItem(scopesOf: from.rootView, in: to.rootView) { count = 1 }
            decided = count
            return count
        }
        let pairCount = userProvidesOne || preset != nil || ourPan ? 0 : pairs()
        switch NavigationPolicy.animator(
            userProvidesOne: userProvidesOne, isEnabled: isEnabled,
            systemPopGestureActive: stack.systemPopGestureState.isActive,
            ourPanActive: ourPan, usesPreset: preset != nil, matchedPairs: pairCount)
        {
        case .user:
            if panWaited { panInProgress = false }
            return .user
        case .system:
            if panWaited { panInProgress = false }
            return .system
        case .matchCut:
            let slide = TransitionPreset.navigationSlide(rightToLeft: stack.isRightToLeft)
            var style: TransitionStyle = own ?? .matched(options)
            if ourPan, preset == nil, pairs() == 0 { style = .preset(slide) }
            let flow = Flow(kind: operation == .push ? .push : .pop, style: style, controller: engine)
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
            flow.onEnd = { [weak self, weak flow] finished in
                previous?(finished)
                guard let self else { return }
                if self.current === flow { self.current = nil }
                // A request that waited for this transition: once UIKit has finished with this
                // one (not before the next turn), and only if it finished.
                if let queued = self.queued {
                    self.queued = nil
                    if finished { self.send(queued) }
                }
            }
            current = flow
            // What the finger did before UIKit asked (a delegate asked in the next layout pass).
            pending?.hand(to: flow)
            return .matchCut(flow)
        }
    }

    /// `navigationController(_:interactionControllerFor:)`: UIKit asks only for an animator that
    /// is not its own, so it is MatchCut's (`isOurs`) or the app's. The app's interaction
    /// controller for the app's animator; MatchCut's flow, always, for its own (interactive from the
    /// start only under MatchCut's pan: ``TransitionFlow/wantsInteractiveStart``); or none.
    package func interactionDriver(forOurs isOurs: Bool, userProvidesOne: Bool) -> TransitionDriver? {
        NavigationPolicy.interaction(userProvidesOne: userProvidesOne, animator: isOurs ? .matchCut : .user)
    }

    // MARK: - Pushes and pops asked of MatchCut

    /// Pushes `controller` (`pushViewController(_:animated: true)`), or — while a transition runs,
    /// where UIKit would drop the request — what ``NavigationPolicy/request(_:during:)`` decides:
    /// after a MatchCut pop, queued; otherwise refused.
    @discardableResult
    package func push(_ controller: Stack.Controller) -> ScreenRequestOutcome {
        request(.push) { [weak self] in self?.stack?.pushController(controller) }
    }

    /// Pops the top controller (`popViewController(animated: true)`), or — while a transition
    /// runs — turns a MatchCut push in flight around (the stack ends as before it); a pop during a
    /// pop, or during a transition MatchCut does not run, is refused.
    @discardableResult
    package func pop() -> ScreenRequestOutcome {
        request(.pop) { [weak self] in _ = self?.stack?.popTopController() }
    }

    private func request(_ operation: NavigationOperation, _ perform: @escaping @MainActor () -> Void)
        -> ScreenRequestOutcome
    {
        guard let stack else { return .refused }
        // (A flow UIKit asked for but has not started — or never will — is not running.)
        let flow = current.flatMap { $0.isInFlight ? $0 : nil }
        // Only this navigation controller's own transitions conflict: during a presentation UIKit
        // queues the request itself (``ControllerStack/isTransitioning`` is its own transition).
        let running: NavigationPolicy.RunningTransition? =
            if let flow {
                .init(operation: flow.kind == .push ? .push : .pop, isMatchCut: true, hasQueuedRequest: queued != nil)
            } else if stack.isTransitioning {
                .init(operation: .none, isMatchCut: false)
            } else { nil }
        switch NavigationPolicy.request(operation, during: running) {
        case .perform:
            perform()
            return .performed
        case .turnAround:
            if !panInProgress, let flow, flow.turnAround() { return .turnedAround }
            // It cannot be turned around (or a finger holds it): the pop follows it.
            queued = perform
            return .queued
        case .queue:
            queued = perform
            return .queued
        case .refuse:
            return .refused
        }
    }

    /// How many pairs two screens would match, with the arriving one laid out at the navigation
    /// controller's size. A list of the arriving screen is not scrolled here (it is not in a window
    /// yet: its safe area is zero and a table laid out there sizes its cells wrongly); going back,
    /// the item a list holds counts as a pair (``ListReveal/holdsItem(scopesOf:in:)``) and is
    /// brought into view at the start.
    func match(from: Stack.Controller, to: Stack.Controller, in stack: Stack) -> MatchReport<Stack.Controller.View> {
        decisionMatch(from: from.rootView, to: to.rootView, in: stack.view)
    }

    /// The decision's match of `from` and `to` for a transition of `kind` (with `own`, the style
    /// the screen asks for, else the navigation controller's options): the report, with the bar
    /// elements that take part in place, and the pairs it counts
    /// (``BarElementProxies/decisionPairs(_:style:from:to:report:)``).
    func decide(
        _ kind: TransitionKind, from: Stack.Controller, to: Stack.Controller, style own: TransitionStyle?,
        in stack: Stack
    ) -> (report: MatchReport<Stack.Controller.View>, pairs: Int) {
        let style = own ?? .matched(options)
        let report = BarElementProxies.inPlace(from, to, kind: kind, style: style, backend: engine.backend) {
            match(from: from, to: to, in: stack)
        }
        return (report, BarElementProxies.decisionPairs(kind, style: style, from: from, to: to, report: report))
    }

    // MARK: - The pan that pops

    /// Whether a pan may begin (the recognizer's `gestureRecognizerShouldBegin`): the finger going
    /// the right way (its first touch at the leading edge unless `fullWidth`), every scroll view
    /// under the first touch (`scrolls`, innermost first) at its leading edge, and either a MatchCut
    /// transition in flight to catch (a push only where the arriving screen lets the user go back)
    /// or a screen to go back to, nothing transitioning, and a screen on top that lets a swipe go
    /// back (``BackNavigation/allowsSwipe``).
    package func panShouldBegin(_ sample: PanSample, fullWidth: Bool, scrolls: [ScrollState]) -> Bool {
        guard let stack, !panInProgress else { return false }
        let back = stack.backNavigation
        if let flow = current, flow.isInFlight {
            guard NavigationPolicy.backGestureMayCatch(flow.kind, back: back) else { return false }
        } else {
            guard
                NavigationPolicy.popGestureMayBegin(
                    stackDepth: stack.viewControllers.count, isTransitioning: stack.isTransitioning, back: back)
            else { return false }
        }
        let content = fullWidth && current?.isInFlight != true
        // A swipe from the content: never where the app switched the content swipe off.
        if content, !back.contentSwipeEnabled { return false }
        var rules = panToPop
        rules.isRightToLeft = stack.isRightToLeft
        if fullWidth { rules.mode = .fullWidth }
        let width = stack.view.layerGeometry.bounds.width
        // The cheap rules first (a vertical scroll's start is declined here, at once).
        guard rules.shouldBegin(at: sample.start, velocity: sample.velocity, width: width),
            ScrollEdgeRule.popMayBegin(over: scrolls, velocity: sample.velocity, isRightToLeft: stack.isRightToLeft)
        else { return false }
        // When only iOS 26's content swipe put the pan there: only between matched screens.
        if content, !fullWidthPanRequested {
            let screens = stack.viewControllers
            guard screens.count > 1 else { return false }
            if case .preset = screens[screens.count - 1].transitionStyle { return true }
            let (top, below) = (screens[screens.count - 1], screens[screens.count - 2])
            return decide(.pop, from: top, to: below, style: top.transitionStyle, in: stack).pairs > 0
                || ListReveal.holdsItem(scopesOf: top.rootView, in: below.rootView)
        }
        return true
    }

    /// Whether the app asked for MatchCut's full-width pan (`enableMatchCut(fullWidthPan: true)`):
    /// a swipe back from anywhere on every screen the app lets the user go back from.
    package var fullWidthPanRequested = false

    /// Whether MatchCut's full-width pan is installed: when the app asks for it
    /// (``fullWidthPanRequested``), and wherever the system has a back swipe from anywhere in the
    /// content (iOS 26's `interactiveContentPopGestureRecognizer`), which then waits for it.
    ///
    /// Without the app's asking, that pan is the content swipe's for matched screens only
    /// (``panShouldBegin(_:fullWidth:scrolls:)``): between two screens that share a matched pair
    /// (or with a preset) a swipe from the content flies under the finger — the system's swipe
    /// would ask for an animator mid-gesture and get UIKit's slide, never the flight — while
    /// everywhere else it declines and the system's own content swipe, untouched, pops as it
    /// always does. Where the app switched the content swipe off
    /// (``BackNavigation/contentSwipeEnabled``), MatchCut's full-width pan does not begin either.
    package func usesFullWidthPan() -> Bool {
        fullWidthPanRequested || stack?.hasContentPopGesture == true
    }

    /// Whether a scroll view's own pan waits for MatchCut's pop pan (the full-width one when
    /// `fullWidth`) to fail before it scrolls (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`;
    /// see ``PanToPopGesture/Mode/scrollViewsWaitForIt``).
    package func scrollViewPanWaits(forFullWidthPan fullWidth: Bool) -> Bool {
        (fullWidth ? PanToPopGesture.Mode.fullWidth : panToPop.mode).scrollViewsWaitForIt
    }

    /// Whether recognizer `other` waits for MatchCut's `ours` to fail
    /// (``NavigationPolicy/waits(_:for:scrollViewsWait:)`` with this navigation controller's pan).
    package func recognizer(_ other: NavigationPolicy.Recognizer, waitsFor ours: NavigationPolicy.Recognizer) -> Bool {
        NavigationPolicy.waits(other, for: ours) { scrollViewPanWaits(forFullWidthPan: $0) }
    }

    /// The pan's action (samples in the container's space while a transition is in flight; the
    /// element under the first touch follows the finger). Began: catches the MatchCut transition in flight (a push the finger pulls
    /// back, a pop it pushes on; see ``CatchingPan``), or pops. Changes drive the flow; the release
    /// finishes or cancels it by the pan's rule (for a caught transition, measured toward the
    /// gesture's goal), with the finger's velocity.
    package func pan(_ sample: PanSample) {
        guard let stack else { return }
        let width = max(stack.view.layerGeometry.bounds.width, 1)
        var rules = panToPop
        rules.isRightToLeft = stack.isRightToLeft
        switch sample.state {
        case .began:
            guard !panInProgress else { return }
            let start = sample.start
            if let flow = current, flow.isInFlight {
                // A transition in flight: the pan catches it, or (not interruptible) leaves it be.
                guard flow.catchTransition(at: start) else { return }
                catching = .back(
                    catching: flow.kind, at: engine.progress, axis: CGPoint(x: stack.isRightToLeft ? -1 : 1, y: 0),
                    extent: width, start: start, rule: rules.finishRule)
                panInProgress = true
                return
            }
            catching = nil
            panInProgress = true
            panPop = PendingPan()
            let popped = stack.popTopController()
            guard panPop != nil else { return }  // decided inside the call
            // Not asked yet: UIKit asks later (in a layout pass or its after-commit work;
            // undocumented) if it took the pop — `popViewController` returned the popped
            // controller — so the pan's pop waits for that question; a pop it refused is forgotten.
            if !popped {
                panPop = nil
                panInProgress = false
            }
        case .changed:
            guard panInProgress else { return }
            if panPop != nil {
                panPop?.update = (
                    rules.progress(translation: sample.translation, width: width), sample.translation, sample.start
                )
            } else if let catching {
                current?.update(
                    progress: catching.progress(translation: sample.translation), translation: sample.translation,
                    location: catching.start)
            } else {
                current?.update(
                    progress: rules.progress(translation: sample.translation, width: width),
                    translation: sample.translation,
                    location: sample.start)
            }
        case .ended, .cancelled, .failed:
            guard panInProgress else { return }
            panInProgress = false
            if let catching {
                self.catching = nil
                let (finish, velocity) = catching.release(
                    state: sample.state, at: engine.progress, velocity: sample.velocity)
                current?.release(finish: finish, progressVelocity: velocity, fingerVelocity: sample.velocity)
                return
            }
            let finish =
                sample.state == .ended
                && rules.shouldFinish(translation: sample.translation, velocity: sample.velocity, width: width)
            let velocity = rules.progressVelocity(sample.velocity, width: width)
            if panPop != nil {
                panPop?.release = (finish, velocity, sample.velocity)
            } else {
                current?.release(finish: finish, progressVelocity: velocity, fingerVelocity: sample.velocity)
            }
        case .possible:
            break
        }
    }

    // MARK: - Catching a flight

    /// Whether a finger at `location` (container points) may catch a flying element: a MatchCut
    /// transition in flight with a stand-in under it, and no other pan driving it.
    package func catchShouldBegin(at location: CGPoint) -> Bool {
        !panInProgress && current?.isInFlight == true && engine.hasFlight(at: location)
    }

    /// A finger on a flying element (a pan that begins only there): it takes the element and the
    /// transition, and drags it along its path — toward where it flies finishes, back toward where
    /// it came from cancels — with the element under the finger; the release decides by progress
    /// plus momentum (``CatchingPan/alongFlight(from:to:at:start:)``).
    package func catchPan(_ sample: PanSample) {
        switch sample.state {
        case .began:
            guard !panInProgress, let caught = current?.catchFlight(at: sample.start) else { return }
            catching = caught
            panInProgress = true
        case .changed, .ended, .cancelled, .failed:
            pan(sample)
        case .possible:
            break
        }
    }

    // MARK: - The touch surface

    /// Whether the touch surface's pan (see ``TransitionController/touchSurface``) catches a
    /// flying element (`true`) or goes back (`false`), from its first touch.
    private var surfacePanTakesFlight = false

    /// Whether a pan on MatchCut's touch surface may begin (samples in the container's space): on
    /// a flying element, as ``catchShouldBegin(at:)``; elsewhere as the back pan
    /// (``panShouldBegin(_:fullWidth:scrolls:)``, from the leading edge unless `fullWidth`).
    /// UIKit may or may not deliver touches to its own transition container mid-flight
    /// (undocumented); the surface, MatchCut's own view in the window, receives them either way.
    package func touchSurfacePanShouldBegin(_ sample: PanSample, fullWidth: Bool) -> Bool {
        catchShouldBegin(at: sample.start) || panShouldBegin(sample, fullWidth: fullWidth, scrolls: [])
    }

    /// The touch surface's pan: it catches the flying element under its first touch
    /// (``catchPan(_:)``), or else drives the back pan (``pan(_:)``).
    package func touchSurfacePan(_ sample: PanSample) {
        if sample.state == .began { surfacePanTakesFlight = catchShouldBegin(at: sample.start) }
        if surfacePanTakesFlight { catchPan(sample) } else { pan(sample) }
    }

    /// A tap on the touch surface at `location` (container points) while a MatchCut transition
    /// flies: on the navigation bar (`barFrame`, in the same space; `nil` when it is hidden), a tap
    /// on the back button's side turns a push around, as the back tap does; elsewhere the arriving
    /// screen's control under the finger is triggered (``TransitionController/tapTarget(at:)``) —
    /// an app's own back button asking MatchCut to pop turns the push around. Returns whether the
    /// tap did something.
    @discardableResult
    package func touchSurfaceTap(at location: CGPoint, barFrame: CGRect?) -> Bool {
        guard !panInProgress, current?.isInFlight == true else { return false }
        if let barFrame, barFrame.contains(location) {
            guard backTapShouldBegin(atX: location.x - barFrame.minX, barWidth: barFrame.width) else { return false }
            return turnAround()
        }
        guard let control = engine.tapTarget(at: location) else { return false }
        control.performTap()
        return true
    }

    // MARK: - Back during a push

    /// Where a tap on the navigation bar goes back: its leading part (the back button's side),
    /// `leadingFraction` of its width.
    package var backTapLeadingFraction = 0.4

    /// Whether a tap at `x` on a navigation bar `width` wide, while a MatchCut push is in flight,
    /// is a tap on the back button (the recognizer that turns the push around begins only then,
    /// and the bar's own button never sees the tap). Only when the arriving screen shows a back
    /// button: a left item of its own (a "Cancel") keeps its taps.
    package func backTapShouldBegin(atX x: Double, barWidth width: Double) -> Bool {
        guard let stack, !panInProgress, let flow = current, flow.kind == .push, flow.isInFlight, width > 0,
            stack.backNavigation.showsBackButton
        else {
            return false
        }
        let fromLeading = stack.isRightToLeft ? width - x : x
        return fromLeading >= 0 && fromLeading <= width * backTapLeadingFraction
    }

    /// Goes back while a MatchCut transition is in flight: a push turns around from where it is
    /// (UIKit is told it is cancelled, and the stack ends as it was before the push); a pop,
    /// likewise, turns around and the popped screen stays. A push that cannot be turned around
    /// (UIKit cannot cancel it) finishes, then the screen is popped on the next run-loop turn
    /// (UIKit drops a pop asked for inside the push's completion). Returns whether there was a
    /// transition to turn around.
    @discardableResult
    package func turnAround() -> Bool {
        guard !panInProgress, let flow = current, flow.isInFlight else { return false }
        if flow.turnAround() { return true }
        guard flow.kind == .push, queued == nil else { return false }
        queued = { [weak self] in _ = self?.stack?.popTopController() }
        return true
    }
}
