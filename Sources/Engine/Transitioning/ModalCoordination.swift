import Foundation

/// Everything MatchCut's modal presentation decides and does, written against
/// ``TransitioningContext``: the presentation and dismissal flows, where a partial presentation
/// sits, and the gestures that dismiss — pulling down (tutorial 002) and a sideways swipe
/// (tutorial 004's edge pan; ``SwipeToDismissGesture``). `MatchCutModalTransitioning` (UIKit) only
/// forwards to it.
///
/// Coordinates: every sample and frame the gestures are given is in the presentation's container
/// view (the presented view's superview while it is shown) — the space the transition's stand-ins
/// and the finger-follow live in.
///
/// - The presented view's frame is the preset's (``TransitionPreset/presentedFrame(in:)``), the
///   same calculation the planner uses.
/// - A gesture decides whether it may begin before it claims the touch: downward (pull-down), or
///   toward the preset's edge (the swipe), judged by the first touch; every scroll view under the
///   finger keeps the pan unless it is at the edge the gesture pulls from
///   (``ScrollEdgeRule``); the swipe leaves a navigation controller inside that can pop to it; and
///   never while the presented controller is modal in presentation (`isModalInPresentation`).
/// - Dismissals by the user (the gestures, a tap on the dimming) follow
///   `UIAdaptivePresentationControllerDelegate`: ``shouldDismiss`` is asked first (no: the
///   delegate hears of the attempt), `willDismiss` is sent when the gesture begins and `didDismiss`
///   when the dismissal it started has finished (``DismissalNotice``). Dismissals by code send none.
/// - A pull-down recognises alongside the pan of one scroll view — the innermost that moves
///   vertically — which is held at its top while the pull runs.
/// - The gestures are installed when a presentation finishes and removed when a dismissal does, so
///   presenting the same controller again never stacks a second pan.
/// - After the first presentation that can be pulled down, the pull-down hint (the coach mark)
///   plays once per ``hintRecord`` (once per launch by default), and stops as soon as a dismissal
///   begins.
@MainActor
package final class ModalCoordination<Context: TransitioningContext, Backend: TransitionBackend>
where Backend.View == Context.View {
    /// The flows it runs.
    package typealias Flow = TransitionFlow<Context, Backend>

    /// A dismissing gesture.
    package enum Gesture: Hashable, Sendable {
        /// Pull down anywhere.
        case pullDown
        /// Swipe sideways: toward the edge a sliding panel came from, otherwise from the leading
        /// edge toward the trailing one (``SwipeToDismissGesture/dismissing(_:isRightToLeft:finishRule:)``).
        case edgePan
    }

    /// What the presentation controller's delegate is told of a dismissal by the user
    /// (`UIAdaptivePresentationControllerDelegate`; never for a dismissal by code).
    package enum DismissalNotice: Hashable, Sendable {
        /// `presentationControllerWillDismiss(_:)`: a dismissing gesture began (or the dimming
        /// was tapped), before the dismissal starts.
        case willDismiss
        /// `presentationControllerDidDismiss(_:)`: the dismissal it started has finished.
        case didDismiss
        /// `presentationControllerDidAttemptToDismiss(_:)`: the user tried, but the presented
        /// controller is modal in presentation or ``ModalCoordination/shouldDismiss`` said no.
        case didAttemptToDismiss
    }

    /// Something the UIKit layer does for the coordination.
    package enum Action: Equatable {
        /// Add the dismissing gestures to the presented view.
        case installGestures
        /// Remove them.
        case removeGestures
        /// Play the pull-down hint over the presented view.
        case showHint(PullDownHint)
        /// Stop the hint if it is playing (a dismissal began).
        case stopHint
        /// Add the pan that catches a transition in flight, and the tap that reaches the arriving
        /// screen's controls, to the engine's touch surface (``TransitionController/touchSurface``;
        /// the transition's container when there is none), from the moment the transition starts.
        case installCatch
        /// Remove it (the transition ended).
        case removeCatch
        /// Dismiss the presented controller, and whatever it presents in turn (asked for during a
        /// presentation that could not be turned around, once it has finished).
        case dismiss
        /// Tell the presentation controller's delegate.
        case tell(DismissalNotice)
    }

    /// How presentation and dismissal move.
    package var style: TransitionStyle
    /// Whether pulling the presented view down dismisses it.
    package var pullDownToDismiss = true
    /// Whether a pan from the leading edge dismisses it.
    package var edgePanToDismiss = true
    /// Whether the pull-down hint plays after the first presentation.
    package var showsPullDownHint = true
    /// The pull-down's rules (tutorial 002: past 30 % with momentum).
    package var pullDown = PullDownToDismissGesture()
    /// When a released swipe finishes the dismissal (tutorial 004: past 25 % moving forward, or
    /// past 50 %).
    package var edgePanFinishRule = FinishRule.tutorial004
    /// The width of the strip the swipe starts in when it starts from an edge, in points.
    package var edgeWidth = 24.0
    /// Whether the layout runs right to left (the default swipe comes from the right).
    package var isRightToLeft = false
    /// Asks whether the user may dismiss now (`presentationControllerShouldDismiss(_:)`, `true` when
    /// the delegate does not implement it). Asked as a dismissing gesture is about to begin and
    /// when the dimming is tapped.
    package var shouldDismiss: () -> Bool = { true }
    /// Whether Reduce Motion is on, asked at each transition.
    package var reduceMotion: () -> Bool = { false }
    /// Whether Prefer Cross-Fade Transitions is on (read when each transition is made).
    package var prefersCrossFade: () -> Bool = { false }
    /// Where VoiceOver's focus goes after a finished transition (``AccessibilityFocus``): the
    /// UIKit layer posts `.screenChanged` with it; `nil` for the screen's first element.
    package var screenChanged: (@MainActor (Backend.View?) -> Void)?
    /// Carries out an action (the UIKit layer installs and removes recognizers and plays the hint).
    package var perform: (Action) -> Void = { _ in }
    /// The transition in flight.
    package private(set) var current: Flow?
    /// The dismissing gesture in progress.
    package private(set) var gesture: Gesture?
    /// Whether the hint has played, shared with every coordination that has the same record.
    package var hintRecord: PullDownHintRecord = .app
    /// Whether the hint has played (``hintRecord``).
    package var hintShown: Bool { hintRecord.hasPlayed }
    /// The one engine the presentation and the dismissal run on.
    package let engine: TransitionController<Backend>
    /// The pan driving a transition it caught in flight.
    private var catching: CatchingPan?
    /// Set while the user's dismissal is asked of UIKit: the dismissal flow made then is the user's.
    private var dismissingForUser = false
    /// Whether UIKit still counts a presentation or dismissal of this screen as running (on a
    /// device: the presented controller is being presented or dismissed, or has a
    /// `transitionCoordinator`); a dismissal that follows a presentation waits until it does not
    /// (``RequestAfterTransition``).
    package var uikitIsTransitioning: () -> Bool = { false }
    /// Whether UIKit still presents the screen and is not dismissing it (a dismissal that waited
    /// is dropped otherwise: the screen went another way meanwhile).
    package var uikitStillPresents: () -> Bool = { true }
    /// Told what became of a dismissal that waited for the presentation (the UIKit layer logs a
    /// dropped one).
    package var requestAfterTransitionEnded: (@MainActor (RequestAfterTransition.Outcome) -> Void)?
    /// Runs work on the next turn of the main run loop (`DispatchQueue.main.async` on a device): a
    /// dismissal that follows a presentation is not asked for inside its completion.
    package var nextTurn: (@escaping @MainActor () -> Void) -> Void = { work in
        DispatchQueue.main.async { work() }
    }
    /// Runs work about a frame later (8 ms on a device): a dismissal that waits for UIKit tries
    /// again then.
    package var later: (@escaping @MainActor () -> Void) -> Void = { work in
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.008) { work() }
    }

    /// Creates the coordination, with one engine on `backend` and `driver`.
    package init(style: TransitionStyle, backend: @escaping () -> Backend, driver: @escaping () -> any FrameDriver) {
        self.style = style
        engine = TransitionController(backend: backend(), driver: driver())
    }

    /// The preset, if any.
    package var preset: TransitionPreset? {
        if case .preset(let p, _) = style { return p }
        return nil
    }

    /// The sideways swipe's rules for this presentation: toward the edge a sliding panel came
    /// from, from anywhere on it; otherwise from the leading edge toward the trailing side.
    package var edgeSwipe: SwipeToDismissGesture {
        var swipe = SwipeToDismissGesture.dismissing(
            preset, isRightToLeft: isRightToLeft, finishRule: edgePanFinishRule)
        if case .edge = swipe.start { swipe.start = .edge(width: edgeWidth) }
        return swipe
    }

    // MARK: - Flows

    /// `animationController(forPresented:presenting:source:)`.
    package func presentationAnimator() -> Flow { makeFlow(.present) }

    /// `animationController(forDismissed:)`: interactive from the start while a dismissing gesture
    /// runs.
    package func dismissalAnimator() -> Flow { makeFlow(.dismiss) }

    /// Whether MatchCut vends its interaction controller
    /// (`interactionControllerForPresentation(using:)`, `interactionControllerForDismissal(using:)`):
    /// always — UIKit can pause (catch, turn around) only a transition that has one — interactive
    /// from the start only under a dismissing gesture (``TransitionFlow/wantsInteractiveStart``).
    package var vendsInteractionController: Bool { true }

    private func makeFlow(_ kind: TransitionKind) -> Flow {
        // A new presentation: nothing of an earlier one waits (one freed mid-flight never ended).
        if kind == .present { fallbackDismissalQueued = false }
        let flow = Flow(kind: kind, style: style, controller: engine)
        flow.wantsInteractiveStart = kind == .dismiss && gesture != nil
        let byUser = kind == .dismiss && dismissingForUser
        flow.fallback = .fade
        flow.reduceMotion = reduceMotion()
        flow.prefersCrossFade = prefersCrossFade()
        flow.screenChanged = screenChanged
        var catchInstalled = false
        flow.onBegin = { [weak self] in
            guard let self else { return }
            catchInstalled = true
            if kind == .dismiss { self.perform(.stopHint) }
            self.perform(.installCatch)
        }
        flow.onEnd = { [weak self, weak flow] finished in
            guard let self else { return }
            if self.current === flow { self.current = nil }
            self.catching = nil
            if catchInstalled { self.perform(.removeCatch) }
            let actions =
                kind == .present
                ? self.presentationEnded(finished: finished)
                : self.dismissalEnded(finished: finished, byUser: byUser)
            for action in actions { self.perform(action) }
        }
        current = flow
        return flow
    }

    /// What to do once a presentation ended (performed through ``perform``).
    func presentationEnded(finished: Bool) -> [Action] {
        guard finished else { return [] }
        var actions: [Action] = []
        if pullDownToDismiss || edgePanToDismiss { actions.append(.installGestures) }
        if showsPullDownHint, pullDownToDismiss, !hintShown {
            hintRecord.hasPlayed = true
            actions.append(.showHint(PullDownHint()))
        }
        return actions
    }

    /// What to do once a dismissal ended (performed through ``perform``): the gestures go with a
    /// finished one, and the delegate hears that a dismissal the user started is done.
    func dismissalEnded(finished: Bool, byUser: Bool) -> [Action] {
        guard finished else { return [] }
        return byUser ? [.removeGestures, .tell(.didDismiss)] : [.removeGestures]
    }

    // MARK: - Catching and turning around

    /// What a finger that catches a transition in flight does.
    package enum Catch: Hashable, Sendable {
        /// It took a flying element, and drags it along its path.
        case flight
        /// It pulls down (toward dismissed).
        case pullDown
        /// It pans from the leading edge (toward dismissed).
        case edgePan
    }

    /// What a pan on the transition's container (of `size`) would catch, or `nil`: a flying
    /// element under the finger; otherwise a pull-down or the swipe by their rules, the swipe judged
    /// against where the presented view ends. A presentation that is modal in presentation is not
    /// caught (a finger could pull it back); a dismissal always can be.
    package func catchKind(_ sample: PanSample, size: CGSize, isModalInPresentation: Bool) -> Catch? {
        guard gesture == nil, catching == nil, let flow = current, flow.isInFlight else { return nil }
        if flow.kind == .present, isModalInPresentation { return nil }
        if engine.hasFlight(at: sample.start) { return .flight }
        if pullDownToDismiss, pullDown.shouldBegin(velocity: sample.velocity) { return .pullDown }
        let frame = presentedFrame(in: CGRect(origin: .zero, size: size))
        if edgePanToDismiss, edgeSwipe.shouldBegin(sample, in: frame) { return .edgePan }
        return nil
    }

    /// The catching pan's action, in the container's space of `size`: began catches the transition
    /// (what ``catchKind(_:size:isModalInPresentation:)`` says, decided again); changes drive it;
    /// the release decides by the gesture's rule.
    package func catchPan(_ sample: PanSample, size: CGSize, isModalInPresentation: Bool) {
        switch sample.state {
        case .began:
            guard let kind = catchKind(sample, size: size, isModalInPresentation: isModalInPresentation),
                let flow = current
            else { return }
            let start = sample.start
            if kind == .flight {
                catching = flow.catchFlight(at: start)
                return
            }
            guard flow.catchTransition(at: start) else { return }
            switch kind {
            case .flight:
                break
            case .pullDown:
                catching = .back(
                    catching: flow.kind, at: engine.progress, axis: CGPoint(x: 0, y: 1), extent: size.height,
                    start: start,
                    rule: pullDown.finishRule)
            case .edgePan:
                let swipe = edgeSwipe
                catching = .back(
                    catching: flow.kind, at: engine.progress, axis: swipe.axis,
                    extent: swipe.extent(of: presentedFrame(in: CGRect(origin: .zero, size: size))), start: start,
                    rule: swipe.finishRule)
            }
        case .changed:
            guard let catching else { return }
            current?.update(
                progress: catching.progress(translation: sample.translation), translation: sample.translation,
                location: catching.start)
        case .ended, .cancelled, .failed:
            guard let catching else { return }
            self.catching = nil
            let (finish, velocity) = catching.release(
                state: sample.state, at: engine.progress, velocity: sample.velocity)
            current?.release(finish: finish, progressVelocity: velocity, fingerVelocity: sample.velocity)
        case .possible:
            break
        }
    }

    /// Goes back while a transition is in flight (a close button tapped mid-presentation): a
    /// presentation turns around from where it is (UIKit is told it is cancelled; the presented
    /// controller is never shown), a dismissal likewise (it stays presented). A presentation UIKit
    /// cannot cancel finishes, then is dismissed (``Action/dismiss``). Returns whether there was a
    /// transition to turn around.
    @discardableResult
    package func turnAround() -> Bool { goBack() != nil }

    /// ``turnAround()``, saying how: turned around, or (a presentation UIKit cannot cancel) a
    /// dismissal queued behind it; `nil` when nothing could go back.
    private func goBack() -> ScreenRequestOutcome? {
        guard gesture == nil, catching == nil, let flow = current, flow.isInFlight else { return nil }
        if flow.turnAround() { return .turnedAround }
        guard flow.kind == .present else { return nil }
        if fallbackDismissalQueued { return .queued }
        let previous = flow.onEnd
        flow.onEnd = { [weak self] finished in
            previous?(finished)
            guard let self else { return }
            // Cancelled after all (a finger pulled it back): nothing to dismiss, nothing waits.
            guard finished else { return self.fallbackDismissalQueued = false }
            // Not inside UIKit's completion: once UIKit has finished with it.
            self.dismissAfterUIKit { [weak self] in self?.perform(.dismiss) }
        }
        fallbackDismissalQueued = true
        return .queued
    }

    /// Whether a dismissal waits behind the presentation (one at most: a second close asks nothing
    /// more).
    private var fallbackDismissalQueued = false

    /// Asks for `dismiss` once UIKit has finished with the presentation
    /// (``RequestAfterTransition``), while UIKit still presents the screen.
    private func dismissAfterUIKit(_ dismiss: @escaping @MainActor () -> Void) {
        RequestAfterTransition.send(
            dismiss, nextTurn: nextTurn, later: later, isBusy: { [weak self] in self?.uikitIsTransitioning() ?? false },
            isStillWanted: { [weak self] in self?.uikitStillPresents() ?? false },
            now: { [weak self] in self?.engine.driver.now ?? 0 },
            completion: { [weak self] outcome in
                self?.fallbackDismissalQueued = false
                self?.requestAfterTransitionEnded?(outcome)
            })
    }

    /// A tap on MatchCut's touch surface at `location` (container points) while a transition flies:
    /// the arriving screen's control under the finger is triggered
    /// (``TransitionController/tapTarget(at:)``) — a close button asking MatchCut to dismiss
    /// (``requestDismissal(_:)``) turns the presentation around. Returns whether the tap did
    /// something.
    @discardableResult
    package func touchSurfaceTap(at location: CGPoint) -> Bool {
        guard gesture == nil, catching == nil, current?.isInFlight == true,
            let control = engine.tapTarget(at: location)
        else { return false }
        control.performTap()
        return true
    }

    /// A dismissal asked for by the app (a close button): UIKit's `dismiss(animated:)` (`dismiss`)
    /// when nothing runs; during the presentation, that presentation turns around from where it is
    /// (UIKit ignores a dismissal asked for while it presents) — or, when UIKit cannot cancel it,
    /// a dismissal follows it (``ScreenRequestOutcome/queued``); during a dismissal, nothing.
    @discardableResult
    package func requestDismissal(_ dismiss: @escaping @MainActor () -> Void) -> ScreenRequestOutcome {
        guard let flow = current, !flow.isComplete else {
            // UIKit ignores a dismissal while its completion of the presentation is under way.
            guard !uikitIsTransitioning() else {
                if !fallbackDismissalQueued {
                    fallbackDismissalQueued = true
                    dismissAfterUIKit(dismiss)
                }
                return .queued
            }
            dismiss()
            return .performed
        }
        guard flow.kind == .present, let outcome = goBack() else { return .refused }
        return outcome
    }

    /// What a gesture about to begin does.
    package enum GestureDecision: Hashable, Sendable {
        /// It begins and dismisses.
        case begin
        /// It does not begin (wrong direction, a scroll view that keeps the pan, …).
        case decline
        /// It would dismiss, but the presented controller is modal in presentation: it does not
        /// begin, and the presentation controller's delegate is told of the attempt
        /// (`presentationControllerDidAttemptToDismiss`).
        case blockedByModal
        /// It would dismiss, but ``ModalCoordination/shouldDismiss`` said no
        /// (`presentationControllerShouldDismiss`): it does not begin, and the delegate is told of
        /// the attempt.
        case refusedByDelegate
    }

    /// What `gesture` does (its recognizer's `gestureRecognizerShouldBegin`), for a finger over
    /// `presented`: whether it would dismiss by its rules; then whether the user may dismiss — the
    /// presented controller modal in presentation, or ``shouldDismiss`` saying no, keep it from
    /// beginning and tell the delegate of the attempt (``DismissalNotice/didAttemptToDismiss``).
    package func decide(_ gesture: Gesture, _ sample: PanSample, over presented: PresentedScreen) -> GestureDecision {
        guard wouldBegin(gesture, sample, over: presented) else { return .decline }
        return userMayDismiss(isModalInPresentation: presented.isModalInPresentation)
    }

    /// What a tap on a partial presentation's dimming does: like a gesture, it asks whether the
    /// user may dismiss (see ``decide(_:_:over:)``); when it may, the delegate is told the dismissal
    /// begins and `dismiss` asks UIKit. A tap while a transition runs does nothing.
    @discardableResult
    package func tapOnDimming(isModalInPresentation: Bool, dismiss: () -> Void) -> GestureDecision {
        guard gesture == nil, current == nil else { return .decline }
        let decision = userMayDismiss(isModalInPresentation: isModalInPresentation)
        if decision == .begin { dismissForUser(dismiss) }
        return decision
    }

    private func userMayDismiss(isModalInPresentation: Bool) -> GestureDecision {
        let decision: GestureDecision =
            isModalInPresentation ? .blockedByModal : shouldDismiss() ? .begin : .refusedByDelegate
        if decision != .begin { perform(.tell(.didAttemptToDismiss)) }
        return decision
    }

    /// Tells the delegate the user's dismissal begins, then asks UIKit for it: the dismissal flow
    /// made meanwhile is the user's (its end is told too).
    private func dismissForUser(_ dismiss: () -> Void) {
        perform(.tell(.willDismiss))
        dismissingForUser = true
        dismiss()
        dismissingForUser = false
    }

    // MARK: - Layout

    /// Where the presented view sits in a container of `bounds`.
    package func presentedFrame(in bounds: CGRect) -> CGRect { preset?.presentedFrame(in: bounds) ?? bounds }

    /// The dimming over the presenter while it is shown (partial presentations).
    package func dimming(in bounds: CGRect) -> Double { preset?.dimming(in: bounds) ?? 0 }

    /// What the presentation controller is told (`UIPresentationController`'s transition
    /// callbacks), for the dimming it keeps over the presenter.
    package enum PresentationEvent: Hashable, Sendable {
        /// `presentationTransitionWillBegin()`.
        case presentationWillBegin
        /// `presentationTransitionDidEnd(_:)`, with whether it completed.
        case presentationDidEnd(completed: Bool)
        /// `dismissalTransitionWillBegin()`.
        case dismissalWillBegin
        /// `dismissalTransitionDidEnd(_:)`, with whether it completed.
        case dismissalDidEnd(completed: Bool)
    }

    /// The opacity (0…1) of the presentation controller's own dimming view after `event`: the
    /// transition's dimming stand-in animates the dimming while a transition flies, so the
    /// persistent one is clear then (never both: the presenter would be dimmed twice), takes over
    /// when a presentation completes, and hands back when a dismissal begins — a dismissal that
    /// is cancelled leaves it dimming again, one that completes leaves it clear (and removed).
    package func persistentDimmingAlpha(after event: PresentationEvent) -> Double {
        switch event {
        case .presentationWillBegin, .dismissalWillBegin: 0
        case .presentationDidEnd(let completed): completed ? 1 : 0
        case .dismissalDidEnd(let completed): completed ? 0 : 1
        }
    }

    // MARK: - Gestures

    /// Whether `gesture` may begin (pure: nothing is asked or told), for a finger over `presented`.
    package func shouldBegin(_ gesture: Gesture, _ sample: PanSample, over presented: PresentedScreen) -> Bool {
        !presented.isModalInPresentation && wouldBegin(gesture, sample, over: presented)
    }

    /// Whether `gesture` would dismiss by its own rules: no transition or gesture running; the
    /// pull-down goes down; the swipe goes toward its edge from where it may start (judged by the
    /// first touch), and not in a presented navigation controller that can pop (its own back-swipe
    /// goes first) nor where it duplicates the pull-down (a panel from the bottom); and every
    /// scroll view under the finger is at the edge the gesture pulls from.
    private func wouldBegin(_ gesture: Gesture, _ sample: PanSample, over presented: PresentedScreen) -> Bool {
        guard self.gesture == nil, current == nil else { return false }
        switch gesture {
        case .pullDown:
            return pullDownToDismiss && pullDown.shouldBegin(velocity: sample.velocity)
                && ScrollEdgeRule.pullDownMayBegin(over: presented.scrolls, velocity: sample.velocity)
        case .edgePan:
            let swipe = edgeSwipe
            guard edgePanToDismiss, !presented.containsPoppableStack, !(pullDownToDismiss && swipe.toward == .bottom),
                swipe.shouldBegin(sample, in: presented.frame)
            else { return false }
            return ScrollEdgeRule.swipeMayBegin(toward: swipe.toward, over: presented.scrolls)
        }
    }

    /// The scroll view whose own pan `gesture` recognises alongside, as an index into `scrolls`
    /// (under the first touch, innermost first), or `nil`: for the pull-down, the one it holds at
    /// its top (``ScrollEdgeRule/heldForPullDown(_:)``) — no other scroll view's pan runs with it;
    /// the swipe recognises alongside none.
    package func scrollViewRecognizingAlongside(_ gesture: Gesture, in scrolls: [ScrollState]) -> Int? {
        gesture == .pullDown ? ScrollEdgeRule.heldForPullDown(scrolls) : nil
    }

    /// Where to put the held scroll view (see ``scrollViewRecognizingAlongside(_:in:)``) while a
    /// pull-down runs: at its top, so it neither scrolls nor bounces while the screen is pulled —
    /// or `nil` when it is there already, or nothing is held. The UIKit layer asks each time the
    /// scroll view's offset changes (observing `contentOffset`), so the scroll view's own pan, which
    /// moves it in the same touch, never shows a frame away from the top.
    package func heldContentOffset(for scroll: ScrollState) -> CGPoint? {
        guard gesture == .pullDown else { return nil }
        let top = CGPoint(x: scroll.contentOffset.x, y: -scroll.inset.top)
        return scroll.contentOffset == top ? nil : top
    }

    /// The gesture's action, with the presented view at `frame` in the container (the sample's
    /// space): began tells the delegate the dismissal begins and dismisses (`dismiss` asks UIKit);
    /// changes drive the flow, the element under the first touch following the finger; the release
    /// finishes or cancels by the gesture's rule.
    package func pan(_ gesture: Gesture, _ sample: PanSample, in frame: CGRect, dismiss: () -> Void) {
        switch sample.state {
        case .began:
            guard self.gesture == nil else { return }
            self.gesture = gesture
            dismissForUser(dismiss)
            if current == nil { self.gesture = nil }
        case .changed:
            guard self.gesture == gesture else { return }
            current?.update(
                progress: progress(gesture, sample, frame), translation: sample.translation, location: sample.start)
        case .ended, .cancelled, .failed:
            guard self.gesture == gesture else { return }
            self.gesture = nil
            let (finish, velocity) = release(gesture, sample, frame)
            current?.release(finish: finish, progressVelocity: velocity, fingerVelocity: sample.velocity)
        case .possible:
            break
        }
    }

    private func progress(_ gesture: Gesture, _ sample: PanSample, _ frame: CGRect) -> Double {
        switch gesture {
        case .pullDown: pullDown.progress(translation: sample.translation, height: frame.height)
        case .edgePan: edgeSwipe.progress(translation: sample.translation, in: frame)
        }
    }

    private func release(_ gesture: Gesture, _ sample: PanSample, _ frame: CGRect) -> (finish: Bool, velocity: Double) {
        let ended = sample.state == .ended
        switch gesture {
        case .pullDown:
            return (
                ended
                    && pullDown.shouldFinish(
                        translation: sample.translation, velocity: sample.velocity, height: frame.height),
                pullDown.progressVelocity(sample.velocity, height: frame.height)
            )
        case .edgePan:
            let swipe = edgeSwipe
            return (
                ended && swipe.shouldFinish(translation: sample.translation, velocity: sample.velocity, in: frame),
                swipe.progressVelocity(sample.velocity, in: frame)
            )
        }
    }
}

/// What a dismissing gesture needs to know about the presented screen, in the presentation's
/// container coordinates (the space of the gesture's samples).
package struct PresentedScreen: Equatable, Sendable {
    /// The presented view's frame in the container.
    package var frame: CGRect
    /// The scroll views under the first touch, innermost first (up to the presented view).
    package var scrolls: [ScrollState]
    /// Whether the presented controller is modal in presentation (`isModalInPresentation`).
    package var isModalInPresentation: Bool
    /// Whether the presented controller shows a navigation controller that can pop (more than one
    /// screen on its stack): its own back-swipe, not the dismissing swipe, takes a swipe from the
    /// leading edge.
    package var containsPoppableStack: Bool

    /// Creates a description.
    package init(
        frame: CGRect, scrolls: [ScrollState] = [], isModalInPresentation: Bool = false,
        containsPoppableStack: Bool = false
    ) {
        self.frame = frame
        self.scrolls = scrolls
        self.isModalInPresentation = isModalInPresentation
        self.containsPoppableStack = containsPoppableStack
    }
}
