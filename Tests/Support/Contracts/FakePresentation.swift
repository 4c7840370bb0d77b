import Foundation
import MatchCut

/// A custom modal presentation as UIKit runs it, for MatchCut's modal coordination: the
/// transitioning delegate is asked for an animator (and, dismissing, an interaction controller),
/// the transition starts on the next run-loop turn (synchronously completing when not animated),
/// and UIKit's own work follows `completeTransition`: a full-screen presentation removes the
/// presenter's view (handed out as the from view) and a dismissal puts it back; a partial one
/// never hands the presenter's view out.
///
/// The transitioning delegate's interaction controller is asked for both ways
/// (`interactionControllerForPresentation(using:)`, `…ForDismissal(using:)`): a transition is
/// pausable only with one (see ``FakeTransitionContext``). A dismissal asked for while a transition
/// runs, or inside its completion, is ignored by UIKit: one MatchCut asks for then is a violation.
/// When UIKit's completion is over is undocumented: at the next main-queue block or after the next
/// commit (``UIKitVariant/CompletionEnd``).
///
/// It plays MatchCut's presentation controller as UIKit calls it (`UIPresentationController`):
/// `presentationTransitionWillBegin` and `dismissalTransitionWillBegin` inside `present`/`dismiss`,
/// before the transition starts, the `…DidEnd(_:)` calls after it completes, and
/// `containerViewWillLayoutSubviews` in every layout pass of the container (placing the presented
/// view at its frame, mid-flight too). A partial presentation's persistent dimming is checked on
/// every committed frame: never together with the transition's dimming stand-in (dimmed twice),
/// always there while the presentation is shown and idle.
///
/// It also plays the presentation controller's delegate (`UIAdaptivePresentationControllerDelegate`)
/// and checks what it is told of dismissals by the user (UIPresentationController.h): `willDismiss`
/// only after `shouldDismiss` said yes, and followed by a dismissal; `didDismiss` only once a
/// dismissal the user started has finished, and always then; `didAttemptToDismiss` only when the
/// presented controller is modal in presentation or `shouldDismiss` said no; nothing for a
/// dismissal by code.
@MainActor
public final class FakePresentation {
    /// The coordination it runs with.
    package typealias Coordination = ModalCoordination<FakeTransitionContext, ContractBackend>

    /// The coordination (MatchCut's transitioning delegate).
    package let coordination: Coordination
    /// The presenting controller.
    public let presenter: FakeViewController
    /// The presented controller.
    public let presented: FakeViewController
    /// The presentation's container, above the presenter in the window.
    public let container: HeadlessView
    /// Whether the presented controller is shown.
    public private(set) var isPresented = false
    /// Every context so far.
    public private(set) var contexts: [FakeTransitionContext] = []
    /// How many dismissing gesture sets are installed on the presented view (never more than 1).
    public private(set) var installedGestures = 0
    /// The container the catching pan is on while a transition flies, or `nil`.
    public private(set) var catchInstalledOn: HeadlessView?
    /// What became of each dismissal MatchCut queued behind a presentation (a drop is a violation).
    package private(set) var requestOutcomes: [RequestAfterTransition.Outcome] = []
    /// Dismissals the coordination asked for.
    public private(set) var dismissalsAsked = 0
    /// Whether the animator vends an interruptible animator (MatchCut's UIKit layer always does).
    public var interruptible = true
    /// Presentations UIKit refused, with the warning it logs: `present(_:animated:)` on a
    /// controller that is already presenting ("Attempt to present … which is already presenting")
    /// or while a presentation or dismissal is in progress ("… while a presentation is in
    /// progress"). A refused presentation asks the transitioning delegate nothing, starts no
    /// transition and never calls its completion.
    public private(set) var refusedPresentations: [String] = []
    /// Hints played.
    package private(set) var hints: [TransitionPlan] = []
    /// How many times the coordination asked to stop the hint (a dismissal began).
    public private(set) var hintStops = 0
    /// What the delegate answers to `presentationControllerShouldDismiss`.
    public var delegateAllowsDismissal = true
    /// What the delegate was asked and told, in order: `shouldDismiss`, `willDismiss`,
    /// `didDismiss`, `didAttemptToDismiss`.
    public private(set) var delegateLog: [String] = []
    private var lastShouldDismiss: Bool?
    private var userDismissal: UserDismissal = .none
    private enum UserDismissal { case none, announced, running, finished }
    /// The hint's player.
    package let hintPlayer: HintPlayer<ContractBackend>
    /// The presentation controller's dimming view over the presenter (partial presentations),
    /// or `nil`.
    public private(set) var dimmingView: HeadlessView?
    /// Dismissals UIKit ignored (asked for while a transition ran or completed).
    public private(set) var ignoredDismissals = 0
    private let harness: TransitionHarness
    private var running = false
    /// Completed, UIKit's completion not yet over (``TransitionHarness/whenUIKitsCompletionEnds(_:)``).
    private var completing = false

    /// A presenter showing `presenter` in `harness`'s window, about to present `presented`.
    /// Where VoiceOver's focus was sent after each finished MatchCut transition (`nil`: the
    /// screen's first element), as the UIKit layer posts `.screenChanged`.
    public private(set) var screenChanges: [HeadlessView?] = []

    package init(
        presenter: FakeViewController, presented: FakeViewController, style: TransitionStyle,
        in harness: TransitionHarness, hintRecord: PullDownHintRecord = PullDownHintRecord()
    ) {
        self.harness = harness
        self.presenter = presenter
        self.presented = presented
        coordination = Coordination(style: style, backend: { harness.backend }, driver: { harness.driver })
        coordination.nextTurn = { [unowned harness] work in harness.async { work() } }
        coordination.later = { [unowned harness] work in harness.async { work() } }
        coordination.hintRecord = hintRecord
        presenter.rootView.frame = harness.window.bounds
        harness.window.addSubview(presenter.rootView)
        container = HeadlessView(frame: harness.window.bounds)
        container.name = "presentation container"
        hintPlayer = HintPlayer(backend: harness.backend, driver: harness.driver)
        coordination.perform = { [unowned self] in perform($0) }
        coordination.uikitIsTransitioning = { [unowned self] in running || completing }
        coordination.uikitStillPresents = { [unowned self] in isPresented && !running }
        coordination.requestAfterTransitionEnded = { [unowned self] outcome in
            requestOutcomes.append(outcome)
            if case .sent = outcome { return }
            harness.report("a dismissal MatchCut queued behind the presentation was dropped: \(outcome)")
        }
        coordination.screenChanged = { [unowned self] view in screenChanges.append(view) }
        container.layout = { [unowned self] _ in containerLayout() }
        harness.frameChecks.append { [unowned self] _ in dimmingProblems() }
        coordination.shouldDismiss = { [unowned self] in
            delegateLog.append("shouldDismiss")
            lastShouldDismiss = delegateAllowsDismissal
            return delegateAllowsDismissal
        }
    }

    /// The presented screen as a dismissing gesture sees it, in the container: its frame, whether
    /// it is modal in presentation or shows a stack that can pop, and `scrolls` under the finger.
    package func screen(scrolls: [ScrollState] = []) -> PresentedScreen {
        PresentedScreen(
            frame: presented.rootView.frame, scrolls: scrolls, isModalInPresentation: presented.isModalInPresentation,
            containsPoppableStack: presented.containsPoppableStack)
    }

    /// A tap on the dimming (a partial presentation's).
    public func tapDimming() {
        coordination.tapOnDimming(isModalInPresentation: presented.isModalInPresentation) { [unowned self] in
            dismiss()
        }
    }

    /// Who a touch reaches, found as UIKit finds it (``HeadlessView/hitTest(_:)``), with the
    /// presentation's container ignoring touches while a transition runs where the variant says so
    /// (``UIKitVariant/ContainerTouches``).
    private func hit(_ point: CGPoint) -> HeadlessView? {
        if harness.variant.containerTouches == .ignoredAppWide, running, contexts.last?.wasInitiallyInteractive == false
        {
            return nil  // the whole app ignores touches during a non-interactive start
        }
        container.isUserInteractionEnabled = !(harness.variant.containerTouches != .delivered && running)
        defer { container.isUserInteractionEnabled = true }
        return harness.window.hitTest(point)
    }

    /// A tap at `point` (window points): MatchCut's touch surface's tap when it lands there.
    /// Returns who took it: `"surface"` or `"nobody"` (nothing else of MatchCut's takes taps).
    @discardableResult
    public func tap(at point: CGPoint) -> String {
        guard let hit = hit(point), let surface = catchInstalledOn, surface.contains(hit) else { return "nobody" }
        coordination.touchSurfaceTap(at: (try? harness.window.convertedPoint(point, to: container)) ?? point)
        return "surface"
    }

    /// A drag (window points; the container fills the window): the catching pan, where MatchCut
    /// installed it, when the first touch lands there and it may begin. Returns who took it.
    @discardableResult
    package func drag(_ samples: [PanSample]) -> String {
        guard let first = samples.first, let hit = hit(first.start), let surface = catchInstalledOn,
            surface.contains(hit),
            coordination.catchKind(
                first, size: container.bounds.size, isModalInPresentation: presented.isModalInPresentation) != nil
        else { return "nobody" }
        for sample in samples {
            coordination.catchPan(
                sample, size: container.bounds.size, isModalInPresentation: presented.isModalInPresentation)
        }
        return "surface"
    }

    /// Whether the presentation covers only part of the screen.
    public var isPartial: Bool { coordination.preset?.isPartial(in: container.bounds) ?? false }

    /// Whether a transition is running.
    public var isTransitioning: Bool { running }

    /// `present(_:animated:)`.
    public func present(animated: Bool = true) {
        if running || completing {
            refusedPresentations.append(
                "Attempt to present \(presented.title) on \(presenter.title) while a presentation is in progress")
            return
        }
        if isPresented {
            refusedPresentations.append(
                "Attempt to present \(presented.title) on \(presenter.title) which is already presenting")
            return
        }
        if container.superview == nil { harness.window.addSubview(container) }
        let flow = coordination.presentationAnimator()
        presentationController(.presentationWillBegin)
        run(
            flow, from: presenter, to: presented, fromView: isPartial ? nil : presenter.rootView,
            toView: presented.rootView,
            animated: animated, interactive: false
        ) { [unowned self] finished in
            if finished {
                isPresented = true
                if !isPartial { presenter.rootView.removeFromParent() }
            }
            presentationController(.presentationDidEnd(completed: finished))
        }
    }

    /// MatchCut's presentation controller told of `event` (its dimming, as the coordination says).
    private func presentationController(_ event: Coordination.PresentationEvent) {
        if case .presentationWillBegin = event, isPartial, coordination.dimming(in: container.bounds) > 0 {
            let dimming = dimmingView ?? HeadlessView(frame: container.bounds)
            dimming.name = "presentation dimming"
            dimming.backgroundColor = RGBAColor(
                red: 0, green: 0, blue: 0, alpha: coordination.dimming(in: container.bounds))
            container.insertSubview(dimming, at: 0)
            dimmingView = dimming
        }
        dimmingView?.alpha = coordination.persistentDimmingAlpha(after: event)
        if case .dismissalDidEnd(true) = event {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
        }
    }

    /// `containerViewWillLayoutSubviews`: the dimming fills the container, the presented view is
    /// put at its frame (in every layout pass, mid-flight too).
    private func containerLayout() {
        dimmingView?.frame = container.bounds
        if presented.rootView.superview === container {
            presented.rootView.frame = coordination.presentedFrame(in: container.bounds)
        }
    }

    /// Problems with the dimming on a committed frame.
    private func dimmingProblems() -> [String] {
        guard isPartial else { return [] }
        let persistent = dimmingView.map { $0.superview != nil ? $0.alpha : 0 } ?? 0
        let engine = coordination.engine
        let flying =
            engine.phase.isInFlight && engine.phase != .preparing
            && engine.plan?.tracks.contains { $0.role == .dimming } == true
        if persistent > 0 && flying { return ["the presenter is dimmed twice (the dimming and its stand-in)"] }
        if isPresented && !running && !completing && persistent < 1 {
            return ["a shown presentation without its dimming"]
        }
        return []
    }

    /// `dismiss(animated:)`: ignored while a transition runs or its completion is under way (UIKit
    /// logs "Attempt to dismiss from view controller … while a presentation or dismiss is in
    /// progress" and does nothing; observed, the log string in UIKit and in many apps' logs).
    public func dismiss(animated: Bool = true) {
        guard isPresented, !running, !completing else {
            ignoredDismissals += 1
            return
        }
        let flow = coordination.dismissalAnimator()
        let interactive = flow.wantsInteractiveStart && coordination.vendsInteractionController
        presentationController(.dismissalWillBegin)
        if userDismissal == .announced { userDismissal = .running }
        run(
            flow, from: presented, to: presenter, fromView: presented.rootView,
            toView: isPartial ? nil : presenter.rootView,
            animated: animated, interactive: interactive
        ) { [unowned self] finished in
            if finished {
                isPresented = false
                presented.rootView.removeFromParent()
                if !isPartial { harness.window.insertSubview(presenter.rootView, at: 0) }
                container.removeFromParent()
            }
            presentationController(.dismissalDidEnd(completed: finished))
            guard userDismissal == .running else { return }
            userDismissal = finished ? .finished : .none
            guard finished else { return }
            harness.schedule { [unowned self] in
                if userDismissal == .finished { harness.report("a dismissal by the user finished without didDismiss") }
            }
        }
    }

    private func run(
        _ flow: Coordination.Flow, from: FakeViewController, to: FakeViewController, fromView: HeadlessView?,
        toView: HeadlessView?, animated: Bool, interactive: Bool, completion: @escaping (Bool) -> Void
    ) {
        running = true
        let context = FakeTransitionContext(
            container: container, from: from, to: to, fromView: fromView, toView: toView, animated: animated,
            interactive: interactive, vendedInteractionController: coordination.vendsInteractionController,
            clock: harness.driver)
        if toView != nil {
            context.finalFrames[ObjectIdentifier(to)] =
                to === presented ? coordination.presentedFrame(in: container.bounds) : container.bounds
        }
        context.onViolation = harness.report
        // The controllers whose views come or go (``AppearanceTransition``).
        let appearance = AppearanceTransition(
            leaving: fromView == nil ? nil : from, arriving: toView == nil ? nil : to, harness: harness)
        context.onRelease = { appearance.released(finished: $0) }
        context.onComplete = { [unowned self] finished in
            running = false
            // UIKit's completion of an animated transition runs after this returns.
            if animated {
                completing = true
                harness.whenUIKitsCompletionEnds { [unowned self] in completing = false }
            }
            completion(finished)
            // After the views were removed or put back (`viewDidDisappear(_:)`: "after the view
            // controller's view was removed from the view hierarchy").
            appearance.end(finished: finished)
        }
        contexts.append(context)
        _ = flow.duration(using: context)
        harness.watch(flow.controller, source: from.rootView, destination: to.rootView)
        let start = { [unowned self] in
            // UIKit may switch the arriving screen's interaction off for the whole flight.
            if harness.variant.containerTouches != .delivered, let arriving = toView ?? Optional(to.rootView) {
                arriving.isUserInteractionEnabled = false
                context.onInteractionRestored = { arriving.isUserInteractionEnabled = true }
            }
            // The appearance callbacks around the start call, after the animator was chosen.
            appearance.starting(arrivingView: toView, in: container) { context.start(flow) }
            // UIKit asks for the interruptible animator right after the start.
            if interruptible {
                let companion = harness.makeCompanion()
                context.companion = companion
                flow.companion = companion
            }
        }
        guard animated else { return start() }
        // When UIKit starts a presentation is undocumented: in the layout pass of the turn that
        // asked, or in its after-commit work (observed: `_afterCACommitHandler` →
        // `runTransitionForCurrentState` in stack traces; Docs/Reviews/uikit-review-7.md R2).
        switch harness.variant.delegateTiming {
        case .afterCommit: harness.afterCommit(start)
        case .duringTheCall, .nextLayoutPass: harness.schedule(start)
        }
    }

    private func perform(_ action: Coordination.Action) {
        switch action {
        case .installGestures: installedGestures += 1
        case .removeGestures: installedGestures -= 1
        case .installCatch:
            if catchInstalledOn != nil { harness.report("a second catching pan installed") }
            // On the engine's touch surface, as the UIKit layer does (the container if none).
            catchInstalledOn = coordination.engine.touchSurface ?? coordination.current?.containerView
            if catchInstalledOn == nil { harness.report("catching pan installed with no container") }
        case .removeCatch:
            if catchInstalledOn == nil { harness.report("catching pan removed twice") }
            catchInstalledOn = nil
        case .dismiss:
            dismissalsAsked += 1
            if running || completing {
                harness.report(
                    "MatchCut asked for a dismissal while UIKit ignores it (a transition or its completion runs)")
            }
            dismiss()
        case .tell(let notice):
            tell(notice)
        case .stopHint:
            hintStops += 1
            hintPlayer.stop()
        case .showHint(let hint):
            let plan = hint.plan(over: presented.rootView.frame)
            hints.append(plan)
            hintPlayer.play(plan, in: container)
        }
    }

    private func tell(_ notice: Coordination.DismissalNotice) {
        switch notice {
        case .willDismiss:
            delegateLog.append("willDismiss")
            if lastShouldDismiss != true { harness.report("willDismiss without shouldDismiss saying yes") }
            if !isPresented || running { harness.report("willDismiss with nothing to dismiss") }
            userDismissal = .announced
            // The dismissal must follow at once (the gesture or tap asks UIKit for it).
            harness.schedule { [unowned self] in
                if userDismissal == .announced { harness.report("willDismiss not followed by a dismissal") }
            }
        case .didDismiss:
            delegateLog.append("didDismiss")
            if userDismissal != .finished || isPresented {
                harness.report("didDismiss without a finished dismissal by the user")
            }
            userDismissal = .none
        case .didAttemptToDismiss:
            delegateLog.append("didAttemptToDismiss")
            if !presented.isModalInPresentation && lastShouldDismiss != false {
                harness.report("didAttemptToDismiss though the user may dismiss")
            }
        }
        lastShouldDismiss = nil
    }
}
