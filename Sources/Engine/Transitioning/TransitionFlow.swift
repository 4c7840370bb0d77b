import Foundation

/// One push, pop, presentation or dismissal as UIKit runs it: the control flow of
/// `UIViewControllerAnimatedTransitioning` and `UIViewControllerInteractiveTransitioning` over a
/// ``TransitionController``, written against ``TransitioningContext`` so that tests run it on
/// strict fakes. `MatchCutTransition` is only its UIKit face.
///
/// What it does, in order:
/// - **Duration** (``duration(using:)``, UIKit's `transitionDuration`, asked before the start and
///   used to time the navigation bar): the plan's, estimated without touching the container until
///   the transition runs, plus the longest postponement wait.
/// - **Not animated** (`isAnimated == false`, a custom presentation asked for without animation):
///   the views are placed and the transition completes at once, synchronously.
/// - **Start**: the arriving view is placed at its final frame — under the leaving view when that
///   is in the container, so committing its picture changes nothing on screen — laid out, and the
///   engine begins. A view the context does not hand out (`view(forKey:)` is `nil`) is matched into
///   but never placed, hidden or recorded. The controller's postponement is taken (cleared), so a
///   screen whose content never became ready does not postpone every later transition to it.
/// - **Gestures**: progress and the finger go to the engine and the context; at the release,
///   `finishInteractiveTransition` or `cancelInteractiveTransition` is sent at once (the bar and
///   alongside animations follow the release, not the end of the spring). Updates and a release that
///   arrive before UIKit starts the transition (a fast swipe) are kept and applied at the start.
/// - **End**: a cancelled transition takes back the view it placed; `completeTransition` is called
///   exactly once: with `!transitionWasCancelled` when interactive (after finish or cancel was
///   sent), with whether it finished otherwise. Every path completes, a failed start included.
@MainActor
package final class TransitionFlow<Context: TransitioningContext, Backend: TransitionBackend>
where Backend.View == Context.View {
    /// The platform's view type.
    package typealias View = Context.View

    /// Which way.
    package let kind: TransitionKind
    /// How it moves.
    package let style: TransitionStyle
    /// The engine running it.
    package let controller: TransitionController<Backend>
    /// Whether Reduce Motion is on (``TransitionOptions/reduceMotion``: nothing moves).
    package var reduceMotion = false
    /// Whether Prefer Cross-Fade Transitions is on too (``TransitionRequest/prefersCrossFade``).
    package var prefersCrossFade = false
    /// A preset to play if nothing matches when the transition starts (see
    /// ``TransitionRequest/fallback``).
    package var fallback: TransitionPreset?
    /// Called after `completeTransition`, with whether the transition finished.
    package var onEnd: (@MainActor (Bool) -> Void)?
    /// Called after `completeTransition` of a finished transition with the element VoiceOver should
    /// land on (``AccessibilityFocus``), `nil` for the screen's first; never for a cancelled one.
    package var screenChanged: (@MainActor (View?) -> Void)?
    /// The element ``screenChanged`` gets, decided when the engine started.
    private weak var focusTarget: View?
    /// Called once the engine has started (stand-ins in place).
    package var onStart: (@MainActor () -> Void)?
    /// Called when UIKit has started the transition and the engine has taken it (a postponed one
    /// may still wait for its destination): from here until ``onEnd`` it can be caught.
    package var onBegin: (@MainActor () -> Void)?
    /// Whether UIKit should start the transition under a gesture (the interaction controller's
    /// `wantsInteractiveStart`). MatchCut always vends its interaction controller — UIKit can only
    /// pause a transition that has one (`UIViewControllerContextTransitioning.isInteractive`:
    /// "interactive only if the view controller's delegate provides a corresponding interactive
    /// animator object") — and starts it interactive only when a gesture asked for it; a tap-started
    /// transition runs on its own until a finger catches it.
    package var wantsInteractiveStart = false
    /// UIKit's interruptible animator, kept at the engine's progress (set by the UIKit layer when
    /// UIKit asks for it, right after the start).
    package var companion: (any TransitionCompanion)? {
        didSet {
            noteAbandonment()
            guard let companion, companion !== oldValue else { return }
            // Vended after the end (a transition that completed at once): it ends where it did.
            if let ended = endedAs {
                companion.finish(atEnd: ended)
            } else if controller.playsOnRenderServer {
                companion.play(controller.progressMotion())
            } else {
                companion.setProgress(min(max(controller.progress, 0), 1))
            }
        }
    }
    /// How the transition ended (`true`: finished), once it has.
    private var endedAs: Bool? {
        didSet { noteAbandonment() }
    }
    /// What stops the companion if the flow is freed before the transition ends (see `deinit`).
    nonisolated(unsafe) private var abandonCleanup: (@MainActor () -> Void)?

    // Freed in flight (a window's root replaced, a navigation controller freed mid-transition):
    // UIKit raises `NSInternalInconsistencyException` when a paused or stopped property animator is
    // released, so the companion is stopped first (`stopAnimation(true)` leaves it inactive). The
    // engine puts the screen back itself (``TransitionController``'s own `deinit`).
    deinit {
        if let cleanup = abandonCleanup { runAbandonCleanup(cleanup) }
    }

    private func noteAbandonment() {
        guard endedAs == nil else {
            abandonCleanup = nil
            return
        }
        let (companion, proxies) = (companion, proxies)
        guard companion != nil || !proxies.isEmpty else {
            abandonCleanup = nil
            return
        }
        abandonCleanup = {
            companion?.stop()
            BarElementProxies.remove(proxies)
        }
    }

    /// The bar elements' proxies put in the two screens for this transition
    /// (``BarElementProxies``), taken out when it ends.
    private var proxies: [View] = [] {
        didSet { noteAbandonment() }
    }

    private var context: Context?
    private var started = false
    private var placed: View?
    private var completed = false
    private var sentRelease = false
    private var pending: (progress: Double?, follow: (CGPoint, CGPoint?)?, release: Release?) = (nil, nil, nil)
    private var estimate: Double?

    /// Whether UIKit's `animateTransition`/`startInteractiveTransition` call is on the stack:
    /// UIKit puts the transition in flight only once it returns, and ignores an update or loses a
    /// finish or cancel sent before (observed on iOS 26.1's navigation controller,
    /// Docs/Reviews/uikit-review-6.md F4). What the flow would have told it then is held
    /// (``held``) and told at the next frame.
    private var inStartCall = false
    /// What UIKit is told once the transition is in flight: the progress, the release (finish or
    /// cancel) and a completion decided inside its start call.
    private var held: (progress: Double?, release: Bool?, completion: Bool?) = (nil, nil, nil)
    /// The one-shot frame that tells it (kept here: drivers may hold observers weakly).
    private var nextFrame: NextFrame?

    /// Tells UIKit what was held for the transition to be in flight, in order.
    private func tellHeld() {
        if let nextFrame { controller.driver.remove(nextFrame) }
        nextFrame = nil
        let (progress, release, completion) = held
        held = (nil, nil, nil)
        if let context, !completed {
            if let progress, release == nil, context.isInteractive { context.updateInteractiveTransition(progress) }
            if let finish = release {
                if finish { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
            }
        }
        if let completion { complete(finished: completion) }
    }

    private struct Release {
        var finish: Bool
        var progressVelocity: Double
        var fingerVelocity: CGPoint
    }

    /// Creates a flow with its own engine.
    package convenience init(kind: TransitionKind, style: TransitionStyle, backend: Backend, driver: any FrameDriver) {
        self.init(kind: kind, style: style, controller: TransitionController(backend: backend, driver: driver))
    }

    /// Creates a flow on `controller`, an engine shared by every transition of a navigation
    /// controller or a presentation (UIKit runs one at a time).
    package init(kind: TransitionKind, style: TransitionStyle, controller: TransitionController<Backend>) {
        self.kind = kind
        self.style = style
        self.controller = controller
    }

    /// Whether `completeTransition` has been called.
    package var isComplete: Bool { completed }

    // MARK: - Duration

    /// The duration UIKit is told, in seconds: the running plan's once started; before that, an
    /// estimate from matching the two screens with the arriving one at its final frame (nothing
    /// is added to the container).
    ///
    /// A postponement's wait is not included: how long it lasts is not known in advance, and what
    /// UIKit animates with the transition (the navigation bar, alongside animations) is attached to
    /// the interruptible animator, which follows the engine's progress — held at 0 while waiting.
    package func duration(using context: Context?) -> Double {
        if started, let plan = controller.plan { return plan.duration }
        if let estimate { return estimate }
        guard let context, let request = request(for: context, placing: false) else { return nominalDuration }
        // The navigation delegate's match when it made one (the same screens, an instant before:
        // a duration depends only on how far pairs travel and the container's size), else a match.
        let report =
            decisionReport
            ?? matchWithBarElements(context) {
                Matcher().match(source: request.source, destination: request.destination, in: request.container)
            }
        decisionReport = nil
        let plan = TransitionController<Backend>.plan(request, report: report, forDurationOnly: true)
        estimate = plan.duration
        return plan.duration
    }

    /// `match()` with the two screens' bar elements in place when they take part
    /// (``BarElementProxies/inPlace(_:_:kind:style:backend:_:)``).
    private func matchWithBarElements(_ context: Context, _ match: () -> MatchReport<Context.View>)
        -> MatchReport<Context.View>
    {
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to)
        else { return match() }
        return BarElementProxies.inPlace(fromVC, toVC, kind: kind, style: style, backend: controller.backend, match)
    }

    /// The match the navigation delegate made to choose MatchCut for this transition, kept for the
    /// duration estimate (``duration(using:)``) and let go of after it.
    package var decisionReport: MatchReport<Context.View>?

    private var nominalDuration: Double {
        switch style {
        case .preset(let preset, let duration): duration ?? preset.duration
        case .matched(let options): options.duration ?? 0.35
        }
    }

    // MARK: - Starting

    /// Runs the transition on its own (`animateTransition(using:)`).
    package func animate(using context: Context) { start(context) }

    /// Runs the transition under a gesture (`startInteractiveTransition(_:)`).
    package func startInteractive(_ context: Context) { start(context) }

    private func start(_ context: Context) {
        guard self.context == nil else { return }
        self.context = context
        // UIKit puts the transition in flight only once this call returns: what must reach it then
        // (a release, a completion that sends one) waits for the next frame.
        inStartCall = true
        defer {
            inStartCall = false
            if held != (nil, nil, nil) {
                let shot = NextFrame { [weak self] in self?.tellHeld() }
                nextFrame = shot
                controller.driver.add(shot)
            }
        }
        // The postponement is this transition's, whichever way it starts.
        defer { context.viewController(forKey: .to)?.clearPostponement() }
        guard context.isAnimated else {
            _ = request(for: context, placing: true)
            complete(finished: true)
            return
        }
        guard let request = request(for: context, placing: true) else {
            // Nothing to animate (a controller is missing): leave the views as UIKit handed them.
            complete(finished: !context.transitionWasCancelled)
            return
        }
        controller.onCompletion = { [weak self] finished in self?.engineEnded(finished: finished) }
        controller.onStart = { [weak self] in
            guard let self else { return }
            if let report = self.controller.report { self.focusTarget = AccessibilityFocus.element(in: report) }
            self.onStart?()
        }
        // fractionComplete is 0…1: a spring's overshoot is held at the end.
        controller.onDraw = { [weak self] progress in self?.companion?.setProgress(min(max(progress, 0), 1)) }
        // On the render server nothing draws every frame: the companion plays the motion itself.
        controller.onProgressMotion = { [weak self] motion in self?.companion?.play(motion) }
        started = true
        guard controller.begin(request) == .started else {
            // The engine is busy with a transition UIKit has not finished (never, as UIKit runs one
            // at a time): refused cleanly, placed without animation.
            complete(finished: true)
            return
        }
        // What a fast gesture did before UIKit started the transition.
        if let progress = pending.progress { update(progress: progress, translation: nil, location: nil) }
        if let (translation, location) = pending.follow { controller.follow(translation: translation, at: location) }
        if let release = pending.release {
            self.release(
                finish: release.finish, progressVelocity: release.progressVelocity,
                fingerVelocity: release.fingerVelocity)
        }
        pending = (nil, nil, nil)
        if !completed { onBegin?() }
    }

    /// The transition's container, once UIKit has started it and until it ends.
    package var containerView: View? { completed ? nil : context?.containerView }

    /// The engine's request; with `placing`, the arriving view is put in the container first.
    private func request(for context: Context, placing: Bool) -> TransitionRequest<View>? {
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to)
        else { return nil }
        let container = context.containerView
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        var unmanaged: Set<TreeSide> = []
        if fromView == nil { unmanaged.insert(.source) }
        if toView == nil { unmanaged.insert(.destination) }
        if let toView {
            var frame = context.finalFrame(for: toVC)
            if frame == .zero { frame = container.layerGeometry.bounds }
            if placing, toView.parentNode !== container {
                // Under the leaving view when it is in the container (the engine covers the
                // container before anything is drawn, so nothing flashes either way).
                let children = container.childNodes
                let below = fromView.flatMap { from in children.firstIndex { $0 === from } }
                container.insertChild(toView, at: below ?? children.count)
                placed = toView
            }
            if toView.parentNode === container || !placing {
                // Only where it sits and its size: its bounds origin is a scroll view's content
                // offset (a list's place), its anchor point and z position are the app's.
                let current = toView.modelGeometry
                if current.frame != frame { toView.modelGeometry = current.placed(at: frame) }
            }
            toView.layoutNow()
        }
        container.layoutNow()
        // Tagged bar elements of either screen take part through proxies, from the start, where the
        // flights are drawn above the bars (``BarElementProxies/takePart(_:style:)``).
        if placing, proxies.isEmpty, BarElementProxies.takePart(kind, style: style) {
            proxies = BarElementProxies.insert(
                of: fromVC, into: fromView ?? fromVC.rootView, and: toVC, into: toView ?? toVC.rootView, kind: kind,
                backend: controller.backend)
        }
        let interactive = context.isInteractive
        var request = TransitionRequest(
            kind, from: fromView ?? fromVC.rootView, to: toView ?? toVC.rootView, in: container, style: style,
            interactive: interactive, reduceMotion: reduceMotion,
            postponeTimeout: interactive ? nil : toVC.postponement,
            unmanagedRoots: unmanaged)
        request.fallback = fallback
        request.prefersCrossFade = prefersCrossFade
        // UIKit starts transitions inside a commit: the pictures wait for the next frame.
        request.startsAfterCommit = placing
        return request
    }

    /// The transition as a scene file for the lab (its two screens as the app left them — the
    /// originals MatchCut hides in flight are written with their own alpha — their modifiers, its
    /// kind and style), or `nil` before it has started.
    package func sceneFile() -> TransitionScene? {
        guard let context, let from = context.viewController(forKey: .from),
            let to = context.viewController(forKey: .to)
        else { return nil }
        let source = context.view(forKey: .from) ?? from.rootView
        let destination = context.view(forKey: .to) ?? to.rootView
        var appsAlpha: [ObjectIdentifier: Double] = [:]
        for record in controller.ledger.entries {
            if let opacity = record.opacity { appsAlpha[ObjectIdentifier(record.view)] = opacity.original }
        }
        return TransitionScene(
            scene: (source, destination), containerSize: context.containerView.layerGeometry.bounds.size,
            transition: TransitionSpec(kind: kind, style: style, reduceMotion: reduceMotion),
            alphaOf: { appsAlpha[ObjectIdentifier($0)] })
    }

    /// Starts a postponed transition now (its destination is ready).
    package func resumePostponed() { controller.resumePostponed() }

    // MARK: - Gestures

    /// Sets the progress (0…1) under the finger and lets the element under it follow: `translation`
    /// from the first touch at `location`, in container points.
    package func update(progress: Double, translation: CGPoint?, location: CGPoint?) {
        let p = progress.isFinite ? min(max(progress, 0), 1) : 0
        guard let context else {
            pending.progress = p
            if let translation { pending.follow = (translation, location) }
            return
        }
        guard !completed else { return }
        controller.update(progress: p)
        if let translation { controller.follow(translation: translation, at: location) }
        if context.isInteractive, !sentRelease {
            if inStartCall { held.progress = p } else { context.updateInteractiveTransition(p) }
        }
    }

    /// Releases the gesture: to the end when `finish`, else back to the start, leaving with the
    /// finger's velocities (progress per second, and points per second for a followed element).
    /// UIKit is told at once.
    package func release(finish: Bool, progressVelocity: Double, fingerVelocity: CGPoint) {
        guard let context else {
            pending.release = Release(
                finish: finish, progressVelocity: progressVelocity, fingerVelocity: fingerVelocity)
            return
        }
        guard !completed else { return }
        if finish {
            controller.finish(velocity: progressVelocity, fingerVelocity: fingerVelocity)
        } else {
            controller.cancel(velocity: progressVelocity, fingerVelocity: fingerVelocity)
        }
        guard !completed, context.isInteractive else { return }
        sentRelease = true
        if inStartCall {
            held.release = finish
        } else if finish {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
    }

    // MARK: - Catching and turning around

    /// Whether the transition is in flight and can still be caught or turned around.
    package var isInFlight: Bool { context != nil && !completed && controller.phase.isInFlight }

    /// Catches the transition in flight with a finger at `location`: UIKit is asked to make it
    /// interactive (`pauseInteractiveTransition`, which takes effect for an interruptible
    /// transition), and the engine turns interactive where it is (see
    /// ``TransitionController/catchTransition(at:)``). The finger then drives it with
    /// ``update(progress:translation:location:)`` and ``release(finish:progressVelocity:fingerVelocity:)``.
    /// Returns whether there was a transition to catch.
    @discardableResult
    package func catchTransition(at location: CGPoint?) -> Bool {
        guard isInFlight, makeInteractive() else { return false }
        return controller.catchTransition(at: location)
    }

    /// Catches the transition by the flying element under a finger at `start` (container points):
    /// how the finger then drives it, along the element's path — toward where it flies finishes,
    /// back toward where it came from cancels, with the element under the finger
    /// (``CatchingPan/alongFlight(from:to:at:start:)``); `nil` when nothing flies there or the
    /// transition cannot be caught. Every coordination's finger on a flying element starts here.
    package func catchFlight(at start: CGPoint) -> CatchingPan? {
        guard isInFlight, let path = controller.flightPath(at: start), catchTransition(at: start) else { return nil }
        return .alongFlight(from: path.start, to: path.end, at: controller.progress, start: start)
    }

    /// Makes the transition interactive for UIKit, if it can be: `pauseInteractiveTransition` on
    /// an interruptible transition running on its own (a new release will then be told). An
    /// interactive transition UIKit has already been told the end of, and is not interruptible,
    /// cannot be taken back.
    private func makeInteractive() -> Bool {
        guard let context else { return false }
        if context.isInteractive { return !sentRelease }
        context.pauseInteractiveTransition()
        guard context.isInteractive else { return false }
        sentRelease = false
        return true
    }

    /// Turns the transition in flight around toward its start, from where it is (a back button of
    /// the app's own during a push; a close button during a presentation): UIKit is told at once
    /// that it is cancelled, and `completeTransition(false)` comes when the motion ends.
    ///
    /// UIKit can only cancel a transition that is interactive, or interruptible and so can be made
    /// interactive (`pauseInteractiveTransition`); otherwise nothing happens and it returns `false`
    /// (the caller lets it finish and goes back afterwards).
    @discardableResult
    package func turnAround() -> Bool {
        guard isInFlight, makeInteractive() else { return false }
        release(finish: false, progressVelocity: controller.progressVelocity, fingerVelocity: .zero)
        return true
    }

    // MARK: - Ending

    private func engineEnded(finished: Bool) {
        complete(finished: finished)
    }

    private func complete(finished: Bool) {
        guard let context, !completed else { return }
        if inStartCall, context.isInteractive {
            // It would tell UIKit which way before completing: once the transition is in flight.
            held.completion = finished
            return
        }
        if nextFrame != nil {
            // What was held goes first (it may complete the transition itself).
            tellHeld()
            guard !completed else { return }
        }
        if context.isInteractive, !sentRelease {
            // Ended without a release (a redirect, a start that could not run): tell UIKit which
            // way before completing.
            sentRelease = true
            if finished { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        }
        completed = true
        let didComplete = context.isInteractive || sentRelease ? !context.transitionWasCancelled : finished
        // A cancelled transition takes back the view it placed; the bar elements' proxies go.
        if !didComplete, let placed { placed.removeFromParent() }
        placed = nil
        BarElementProxies.remove(proxies)
        proxies = []
        endedAs = didComplete
        companion?.finish(atEnd: didComplete)
        context.completeTransition(didComplete)
        if didComplete { screenChanged?(focusTarget) }
        onEnd?(didComplete)
    }
}
