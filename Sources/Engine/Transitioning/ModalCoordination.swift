import Foundation

/// Everything MatchCut's modal presentation decides and does, written against
/// ``TransitioningContext``: the presentation and dismissal flows, where a partial presentation
/// sits, and the gestures that dismiss — pulling down (tutorial 002) and a pan from the leading
/// edge (tutorial 004). `MatchCutModalTransitioning` (UIKit) only forwards to it.
///
/// - The presented view's frame is the preset's (``TransitionPreset/presentedFrame(in:)``), the
///   same calculation the planner uses.
/// - A gesture decides whether it may begin before it claims the touch: downward (pull-down) or
///   trailing-ward from the leading edge (edge pan), a scroll view under the finger only at the
///   edge the gesture pulls from, and never while the presented controller is modal in
///   presentation (`isModalInPresentation`). A pull-down recognises alongside a scroll view's pan,
///   which is held at its top while the pull runs.
/// - The gestures are installed when a presentation finishes and removed when a dismissal does, so
///   presenting the same controller again never stacks a second pan.
/// - After the first presentation that can be pulled down, the pull-down hint (the coach mark)
///   plays once.
@MainActor
public final class ModalCoordination<Context: TransitioningContext, Backend: TransitionBackend>
where Backend.View == Context.View {
    /// The flows it runs.
    public typealias Flow = TransitionFlow<Context, Backend>

    /// A dismissing gesture.
    public enum Gesture: Hashable, Sendable {
        /// Pull down anywhere.
        case pullDown
        /// Pan from the leading edge toward the trailing one.
        case edgePan
    }

    /// Something the UIKit layer does for the coordination.
    public enum Action: Equatable {
        /// Add the dismissing gestures to the presented view.
        case installGestures
        /// Remove them.
        case removeGestures
        /// Play the pull-down hint over the presented view.
        case showHint(PullDownHint)
        /// Add the pan that catches a transition in flight to the transition's container (from
        /// the moment the transition starts).
        case installCatch
        /// Remove it (the transition ended).
        case removeCatch
        /// Dismiss the presented controller (asked for during a presentation that could not be
        /// turned around, once it has finished).
        case dismiss
    }

    /// How presentation and dismissal move.
    public var style: TransitionStyle
    /// Whether pulling the presented view down dismisses it.
    public var pullDownToDismiss = true
    /// Whether a pan from the leading edge dismisses it.
    public var edgePanToDismiss = true
    /// Whether the pull-down hint plays after the first presentation.
    public var showsPullDownHint = true
    /// The pull-down's rules (tutorial 002: past 30 % with momentum).
    public var pullDown = PullDownToDismissGesture()
    /// The edge pan's rules (tutorial 004: past 25 % moving forward, or past 50 %).
    public var edgePan = PanToPopGesture(mode: .edge(width: 24), finishRule: .tutorial004)
    /// Whether the layout runs right to left (the edge pan comes from the right).
    public var isRightToLeft = false
    /// Whether Reduce Motion is on, asked at each transition.
    public var reduceMotion: () -> Bool = { false }
    /// Carries out an action (the UIKit layer installs and removes recognizers and plays the hint).
    public var perform: (Action) -> Void = { _ in }
    /// The transition in flight.
    public private(set) var current: Flow?
    /// The dismissing gesture in progress.
    public private(set) var gesture: Gesture?
    /// Whether the hint has played.
    public private(set) var hintShown = false
    /// The one engine the presentation and the dismissal run on.
    public let engine: TransitionController<Backend>
    private var gestureStart: CGPoint?
    /// The pan driving a transition it caught in flight.
    private var catching: CatchingPan?

    /// Creates the coordination, with one engine on `backend` and `driver`.
    public init(style: TransitionStyle, backend: @escaping () -> Backend, driver: @escaping () -> any FrameDriver) {
        self.style = style
        engine = TransitionController(backend: backend(), driver: driver())
    }

    /// The preset, if any.
    public var preset: TransitionPreset? {
        if case .preset(let p, _) = style { return p }
        return nil
    }

    // MARK: - Flows

    /// `animationController(forPresented:presenting:source:)`.
    public func presentationAnimator() -> Flow { makeFlow(.present) }

    /// `animationController(forDismissed:)`: interactive while a dismissing gesture runs.
    public func dismissalAnimator() -> Flow { makeFlow(.dismiss) }

    /// `interactionControllerForDismissal(using:)`: only while a dismissing gesture runs.
    public var dismissalIsInteractive: Bool { gesture != nil }

    private func makeFlow(_ kind: TransitionKind) -> Flow {
        let flow = Flow(kind: kind, style: style, controller: engine)
        flow.fallback = .fade
        flow.reduceMotion = reduceMotion()
        var catchInstalled = false
        flow.onBegin = { [weak self] in
            guard let self else { return }
            catchInstalled = true
            self.perform(.installCatch)
        }
        flow.onEnd = { [weak self, weak flow] finished in
            guard let self else { return }
            if self.current === flow { self.current = nil }
            self.catching = nil
            if catchInstalled { self.perform(.removeCatch) }
            let actions =
                kind == .present ? self.presentationEnded(finished: finished) : self.dismissalEnded(finished: finished)
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
            hintShown = true
            actions.append(.showHint(PullDownHint()))
        }
        return actions
    }

    /// What to do once a dismissal ended (performed through ``perform``).
    func dismissalEnded(finished: Bool) -> [Action] { finished ? [.removeGestures] : [] }

    // MARK: - Catching and turning around

    /// What a finger that catches a transition in flight does.
    public enum Catch: Hashable, Sendable {
        /// It took a flying element, and drags it along its path.
        case flight
        /// It pulls down (toward dismissed).
        case pullDown
        /// It pans from the leading edge (toward dismissed).
        case edgePan
    }

    /// What a pan on the transition's container would catch, or `nil`: a flying element under
    /// the finger; otherwise a pull-down or an edge pan by their rules. A presentation that is
    /// modal in presentation is not caught (a finger could pull it back); a dismissal always can
    /// be.
    public func catchKind(_ sample: PanSample, size: CGSize, isModalInPresentation: Bool) -> Catch? {
        guard gesture == nil, catching == nil, let flow = current, flow.isInFlight else { return nil }
        if flow.kind == .present, isModalInPresentation { return nil }
        if engine.hasFlight(at: sample.start) { return .flight }
        if pullDownToDismiss, pullDown.shouldBegin(velocity: sample.velocity) { return .pullDown }
        var rules = edgePan
        rules.isRightToLeft = isRightToLeft
        if edgePanToDismiss, rules.shouldBegin(at: sample.start, velocity: sample.velocity, width: size.width) {
            return .edgePan
        }
        return nil
    }

    /// The catching pan's action, in the container's space of `size`: began catches the transition
    /// (what ``catchKind(_:size:isModalInPresentation:)`` says, decided again); changes drive it;
    /// the release decides by the gesture's rule.
    public func catchPan(_ sample: PanSample, size: CGSize, isModalInPresentation: Bool) {
        switch sample.state {
        case .began:
            guard let kind = catchKind(sample, size: size, isModalInPresentation: isModalInPresentation),
                let flow = current
            else { return }
            let start = sample.start
            let path = kind == .flight ? engine.flightPath(at: start) : nil
            guard flow.catchTransition(at: start) else { return }
            switch kind {
            case .flight:
                guard let path else { return }
                catching = .alongFlight(from: path.start, to: path.end, at: engine.progress, start: start)
            case .pullDown:
                catching = .back(
                    catching: flow.kind, at: engine.progress, axis: CGPoint(x: 0, y: 1), extent: size.height,
                    start: start,
                    rule: pullDown.finishRule)
            case .edgePan:
                catching = .back(
                    catching: flow.kind, at: engine.progress, axis: CGPoint(x: isRightToLeft ? -1 : 1, y: 0),
                    extent: size.width, start: start, rule: edgePan.finishRule)
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
    public func turnAround() -> Bool {
        guard gesture == nil, catching == nil, let flow = current, flow.isInFlight else { return false }
        if flow.turnAround() { return true }
        guard flow.kind == .present else { return false }
        let previous = flow.onEnd
        flow.onEnd = { [weak self] finished in
            previous?(finished)
            if finished { self?.perform(.dismiss) }
        }
        return true
    }

    /// What a gesture about to begin does.
    public enum GestureDecision: Hashable, Sendable {
        /// It begins and dismisses.
        case begin
        /// It does not begin (wrong direction, a scroll view that keeps the pan, …).
        case decline
        /// It would dismiss, but the presented controller is modal in presentation: it does not
        /// begin, and the presentation controller's delegate is told of the attempt
        /// (`presentationControllerDidAttemptToDismiss`).
        case blockedByModal
    }

    /// What `gesture` does (its recognizer's `gestureRecognizerShouldBegin`).
    public func decide(
        _ gesture: Gesture, _ sample: PanSample, size: CGSize, scroll: ScrollState?, isModalInPresentation: Bool
    ) -> GestureDecision {
        guard shouldBegin(gesture, sample, size: size, scroll: scroll, isModalInPresentation: false) else {
            return .decline
        }
        return isModalInPresentation ? .blockedByModal : .begin
    }

    /// What a tap on a partial presentation's dimming does: dismiss, or (modal in presentation)
    /// report an attempt.
    public func tapOnDimming(isModalInPresentation: Bool) -> GestureDecision {
        isModalInPresentation ? .blockedByModal : .begin
    }

    // MARK: - Layout

    /// Where the presented view sits in a container of `bounds`.
    public func presentedFrame(in bounds: CGRect) -> CGRect { preset?.presentedFrame(in: bounds) ?? bounds }

    /// The dimming over the presenter while it is shown (partial presentations).
    public func dimming(in bounds: CGRect) -> Double { preset?.dimming(in: bounds) ?? 0 }

    // MARK: - Gestures

    /// Whether `gesture` may begin (`gestureRecognizerShouldBegin`), in the presented view's space
    /// of `size`, over `scroll` when a scroll view is under the finger.
    public func shouldBegin(
        _ gesture: Gesture, _ sample: PanSample, size: CGSize, scroll: ScrollState?, isModalInPresentation: Bool
    ) -> Bool {
        guard self.gesture == nil, current == nil, !isModalInPresentation else { return false }
        switch gesture {
        case .pullDown:
            guard pullDownToDismiss, pullDown.shouldBegin(velocity: sample.velocity) else { return false }
            return scroll.map { ScrollEdgeRule.pullDownMayBegin(over: $0, velocity: sample.velocity) } ?? true
        case .edgePan:
            var rules = edgePan
            rules.isRightToLeft = isRightToLeft
            guard edgePanToDismiss, rules.shouldBegin(at: sample.location, velocity: sample.velocity, width: size.width)
            else { return false }
            return scroll.map {
                ScrollEdgeRule.popMayBegin(over: $0, velocity: sample.velocity, isRightToLeft: isRightToLeft)
            } ?? true
        }
    }

    /// Whether `gesture` recognises alongside a scroll view's own pan: the pull-down does (a list
    /// at its top is pulled, not scrolled); the edge pan does not.
    public func recognizesAlongsideScrollView(_ gesture: Gesture) -> Bool { gesture == .pullDown }

    /// Where a scroll view under a running pull-down is held: at its top (it must not bounce while
    /// the screen is pulled), or `nil` when nothing holds it.
    public func heldContentOffset(for scroll: ScrollState) -> CGPoint? {
        gesture == .pullDown ? CGPoint(x: scroll.contentOffset.x, y: -scroll.inset.top) : nil
    }

    /// The gesture's action, in the presented view's space of `size`: began dismisses (`dismiss`
    /// asks UIKit); changes drive the flow; the release finishes or cancels by the gesture's rule.
    public func pan(_ gesture: Gesture, _ sample: PanSample, size: CGSize, dismiss: () -> Void) {
        switch sample.state {
        case .began:
            guard self.gesture == nil else { return }
            self.gesture = gesture
            gestureStart = CGPoint(
                x: sample.location.x - sample.translation.x, y: sample.location.y - sample.translation.y)
            dismiss()
            if current == nil { self.gesture = nil }
        case .changed:
            guard self.gesture == gesture else { return }
            current?.update(
                progress: progress(gesture, sample, size), translation: sample.translation, location: gestureStart)
        case .ended, .cancelled, .failed:
            guard self.gesture == gesture else { return }
            self.gesture = nil
            let (finish, velocity) = release(gesture, sample, size)
            current?.release(finish: finish, progressVelocity: velocity, fingerVelocity: sample.velocity)
        case .possible:
            break
        }
    }

    private func progress(_ gesture: Gesture, _ sample: PanSample, _ size: CGSize) -> Double {
        switch gesture {
        case .pullDown: return pullDown.progress(translation: sample.translation, height: size.height)
        case .edgePan:
            var rules = edgePan
            rules.isRightToLeft = isRightToLeft
            return rules.progress(translation: sample.translation, width: size.width)
        }
    }

    private func release(_ gesture: Gesture, _ sample: PanSample, _ size: CGSize) -> (finish: Bool, velocity: Double) {
        let ended = sample.state == .ended
        switch gesture {
        case .pullDown:
            return (
                ended
                    && pullDown.shouldFinish(
                        translation: sample.translation, velocity: sample.velocity, height: size.height),
                pullDown.progressVelocity(sample.velocity, height: size.height)
            )
        case .edgePan:
            var rules = edgePan
            rules.isRightToLeft = isRightToLeft
            return (
                ended
                    && rules.shouldFinish(translation: sample.translation, velocity: sample.velocity, width: size.width),
                rules.progressVelocity(sample.velocity, width: size.width)
            )
        }
    }
}
