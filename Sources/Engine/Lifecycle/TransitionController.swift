import Foundation

/// Runs transitions: plans them, puts stand-ins in the container, hides the originals, animates
/// (on its own or under a gesture), and cleans up — every stand-in removed, every original restored
/// exactly — reporting the end once.
///
/// ```swift
/// let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
/// controller.onCompletion = { finished in print(finished ? "pushed" : "cancelled") }
/// controller.begin(TransitionRequest(.push, from: list, to: detail, in: container))
/// driver.advance(by: 1)
/// ```
///
/// A request while another transition is in flight: asking for either end of the transition in
/// flight between the same two views turns it toward that end from where it is (see
/// ``TransitionRequestOutcome/redirectedRunningTransition``); anything else is rejected, changing
/// nothing. There is never a second container or overlapping stand-ins.
@MainActor
public final class TransitionController<Backend: TransitionBackend>: FrameObserver {
    /// The platform's view type.
    public typealias View = Backend.View

    /// The backend drawing stand-ins.
    public let backend: Backend
    /// The clock and frames.
    public let driver: any FrameDriver
    /// Where the transition is.
    public private(set) var phase: TransitionPhase = .idle
    /// The running transition's plan.
    public private(set) var plan: TransitionPlan?
    /// The running transition's match report.
    public private(set) var report: MatchReport<View>?
    /// Called once per transition, when it ends: `true` when it finished, `false` when cancelled.
    public var onCompletion: (@MainActor (Bool) -> Void)?
    /// The spring that carries a released gesture to the end or back (with the gesture's velocity).
    public var releaseSpring = Spring(dampingRatio: 1, response: 0.35)

    private var request: TransitionRequest<View>?
    /// The animator playing the transition in flight (progress 0…1 over the plan's duration), for
    /// platform adapters such as UIKit's `interruptibleAnimator(using:)`.
    public private(set) var animator: PropertyAnimator?
    private let ledger = OriginalsLedger<View>()
    private var standIns: [(track: StandInTrack, view: View)] = []
    private var deadline: Double?
    private var followedTrack: Int?
    /// While dragging: the finger's translation and the element's scale.
    private var follow: (translation: CGPoint, scale: Double)?
    /// After release: the followed element's offset from its planned pose (dx, dy, scale − 1),
    /// springing to zero.
    private var fingerOffset: AnimatedValue<SIMD4<Double>>?

    /// Creates a controller.
    public init(backend: Backend, driver: any FrameDriver) {
        self.backend = backend
        self.driver = driver
    }

    /// The progress of the transition in flight: 0 at the start, 1 at the end (a spring may
    /// overshoot); 0 when none.
    public var progress: Double { animator?.fractionComplete ?? 0 }

    /// The velocity of the progress, per second.
    public var progressVelocity: Double { animator?.velocity ?? 0 }

    // MARK: - Starting

    /// Starts a transition, or waits for the destination when the request postpones it.
    @discardableResult
    public func begin(_ request: TransitionRequest<View>) -> TransitionRequestOutcome {
        if phase.isInFlight { return redirect(for: request) }
        self.request = request
        plan = nil
        report = nil
        followedTrack = nil
        follow = nil
        fingerOffset = nil
        if let timeout = request.postponeTimeout {
            phase = .preparing
            deadline = driver.now + timeout
            driver.add(self)
        } else {
            start()
        }
        return .started
    }

    /// Starts a postponed transition now (the destination is ready). Views tagged since the
    /// request are matched.
    public func resumePostponed() {
        guard phase == .preparing else { return }
        start()
    }

    /// Checks a postponed transition's deadline; called by the driver.
    public func frameDriver(_ driver: any FrameDriver, didReach frame: FrameTime) {
        if phase == .preparing, let deadline, frame.timestamp >= deadline { start() }
    }

    private func start() {
        guard let request else { return }
        driver.remove(self)
        deadline = nil
        let matched = Matcher().match(source: request.source, destination: request.destination, in: request.container)
        report = matched
        var plan: TransitionPlan
        switch request.style {
        case .matched(var options):
            options.reduceMotion = options.reduceMotion || request.reduceMotion
            plan = TransitionPlanner(options: options).plan(
                request.kind, report: matched, source: request.source, destination: request.destination,
                in: request.container)
        case .preset(let preset):
            plan = TransitionPlanner(options: TransitionOptions(duration: preset.duration)).plan(
                preset, kind: request.kind, report: matched, source: request.source, destination: request.destination,
                in: request.container)
            if request.reduceMotion {
                // Same duration, a cross-dissolve instead of the preset's motion.
                let duration = plan.duration
                plan = TransitionPlanner(options: TransitionOptions(duration: duration, reduceMotion: true))
                    .plan(
                        request.kind, report: matched, source: request.source, destination: request.destination,
                        in: request.container)
            }
        }
        self.plan = plan
        // Hide the originals the stand-ins replace.
        func view(at path: ViewPath) -> View? {
            TransitionPlanner.view(at: path, from: path.side == .source ? request.source : request.destination)
        }
        for path in plan.hiddenOriginals {
            if let original = view(at: path) { ledger.hide(original) }
        }
        for track in plan.tracks {
            var source: View?
            var destination: View?
            switch track.role {
            case .pair(let i):
                source = matched.pairs[i].source.view
                destination = matched.pairs[i].destination.view
                // The backend moves a live view into its stand-in: record it first.
                if track.content == .liveView { ledger.record(matched.pairs[i].source.view, mayMove: true) }
            case .sourceRoot: source = request.source
            case .destinationRoot: destination = request.destination
            case .unmatched(let path):
                if path.side == .source { source = view(at: path) } else { destination = view(at: path) }
            case .dimming: break
            }
            standIns.append(
                (
                    track,
                    backend.makeStandIn(for: track, source: source, destination: destination, in: request.container)
                ))
        }
        let duration = max(plan.duration, 1e-3)
        let animator = PropertyAnimator(duration: duration, timing: .linear, driver: driver)
        animator.addAnimations { [unowned self] progress in self.render(at: progress * duration) }
        animator.addCompletion { [unowned self] position in self.end(finished: position == .end) }
        self.animator = animator
        render(at: 0)
        if request.isInteractive {
            phase = .interactive
            animator.pauseAnimation()
        } else {
            phase = .running
            animator.startAnimation()
        }
    }

    // MARK: - Gestures

    /// Sets the progress of an interactive transition (clamped to 0…1).
    public func update(progress: Double) {
        guard phase == .interactive, progress.isFinite else { return }
        animator?.fractionComplete = min(max(progress, 0), 1)
    }

    /// Makes a matched element follow the finger during an interactive transition: moved by
    /// `translation` (points) and scaled down with the drag distance, `max(0.5, 1 − distance /
    /// container height)`, like the system's zoom dismissal. `pair` is the pair's index in the
    /// report (0, the front-most flight's, by default).
    public func follow(translation: CGPoint, pair: Int = 0) {
        guard phase == .interactive, let plan, let request,
            let index = plan.tracks.firstIndex(where: { $0.role == .pair(pair) })
        else { return }
        followedTrack = index
        let distance = (translation.x * translation.x + translation.y * translation.y).squareRoot()
        let height = max(request.container.layerGeometry.bounds.height, 1)
        follow = (translation, max(0.5, 1 - distance / height))
        render(at: progress * plan.duration)
    }

    /// Lets go toward the end: the rest of the motion is a spring that leaves with `velocity`
    /// (progress per second: a finger's velocity over the remaining distance); a followed element
    /// springs home from under the finger, leaving with `fingerVelocity` (points per second).
    public func finish(velocity: Double = 0, fingerVelocity: CGPoint = .zero) {
        release(toEnd: true, velocity: velocity, fingerVelocity: fingerVelocity)
    }

    /// Lets go toward the start (or turns a running transition back): as ``finish(velocity:fingerVelocity:)``,
    /// ending cancelled. A postponed transition is dropped (nothing was hidden).
    public func cancel(velocity: Double = 0, fingerVelocity: CGPoint = .zero) {
        if phase == .preparing {
            driver.remove(self)
            end(finished: false)
            return
        }
        release(toEnd: false, velocity: velocity, fingerVelocity: fingerVelocity)
    }

    private func release(toEnd: Bool, velocity: Double, fingerVelocity: CGPoint) {
        guard let animator, [.interactive, .running, .finishing, .cancelling].contains(phase) else { return }
        let wasDragging = phase == .interactive
        phase = toEnd ? .finishing : .cancelling
        if wasDragging, let index = followedTrack, let follow, let plan {
            // Hand the element over from the finger to the plan: its offset from the planned pose
            // springs to zero, leaving with the finger's velocity less the plan's own.
            let track = standIns[index].track
            let p = animator.fractionComplete
            let v = velocity.isFinite ? velocity : 0
            let planned = track.state(at: p * plan.duration).center
            let h = 1e-4
            let ahead = track.state(at: (p + h) * plan.duration).center
            let behind = track.state(at: (p - h) * plan.duration).center
            let planVelocity = CGPoint(x: (ahead.x - behind.x) / (2 * h) * v, y: (ahead.y - behind.y) / (2 * h) * v)
            let start = track.initial.center
            let offset = SIMD4(
                start.x + follow.translation.x - planned.x, start.y + follow.translation.y - planned.y,
                follow.scale - 1, 0)
            let spring = AnimatedValue(offset, timing: .physicalSpring(releaseSpring), driver: driver)
            spring.animate(
                to: .zero,
                initialVelocity: SIMD4(fingerVelocity.x - planVelocity.x, fingerVelocity.y - planVelocity.y, 0, 0))
            fingerOffset = spring
            self.follow = nil
        }
        if animator.isRunning {
            animator.isReversed = !toEnd
        } else {
            animator.isReversed = !toEnd
            animator.continueAnimation(
                timing: .physicalSpring(releaseSpring), durationFactor: 0,
                initialVelocity: velocity.isFinite ? velocity : 0)
        }
    }

    private func redirect(for request: TransitionRequest<View>) -> TransitionRequestOutcome {
        guard let current = self.request, phase != .preparing else { return .rejectedBusy }
        if request.kind == current.kind.reversed, request.source === current.destination,
            request.destination === current.source
        {
            cancel(velocity: progressVelocity)
            return .redirectedRunningTransition
        }
        if request.kind == current.kind, request.source === current.source,
            request.destination === current.destination, phase == .cancelling
        {
            finish(velocity: progressVelocity)
            return .redirectedRunningTransition
        }
        return .rejectedBusy
    }

    // MARK: - Drawing and ending

    /// Every stand-in as drawn now, back to front (alpha 0 left out).
    public func currentFrames() -> [StandInFrame] {
        guard let plan else { return [] }
        return standIns.indices.compactMap { frame(of: $0, at: progress * plan.duration) }.filter { $0.state.alpha > 0 }
    }

    private func frame(of index: Int, at time: Double) -> StandInFrame? {
        let track = standIns[index].track
        guard var frame = track.frame(at: time) else { return nil }
        guard index == followedTrack else { return frame }
        if let follow {
            // Under the finger: where it started, moved by the finger, scaled down with distance.
            frame.state.center = CGPoint(
                x: track.initial.center.x + follow.translation.x, y: track.initial.center.y + follow.translation.y)
            frame.state.shape = frame.state.shape.scaled(x: follow.scale, y: follow.scale)
        } else if let offset = fingerOffset?.value {
            frame.state.center.x += offset.x
            frame.state.center.y += offset.y
            frame.state.shape = frame.state.shape.scaled(x: 1 + offset.z, y: 1 + offset.z)
        } else {
            return frame
        }
        guard let quad = try? frame.state.quad() else { return nil }
        frame.quad = quad
        return frame
    }

    private func render(at time: Double) {
        for index in standIns.indices { backend.apply(frame(of: index, at: time), to: standIns[index].view) }
    }

    private func end(finished: Bool) {
        guard phase.isInFlight else { return }
        for standIn in standIns { backend.removeStandIn(standIn.view) }
        standIns.removeAll()
        ledger.restoreAll()
        fingerOffset?.set(.zero)
        fingerOffset = nil
        follow = nil
        followedTrack = nil
        animator = nil
        phase = .ended(finished: finished)
        request = nil
        onCompletion?(finished)
    }
}
