import Foundation

/// Runs transitions: plans them, pictures what the stand-ins show, puts the stand-ins in the
/// container, hides the originals, animates (on its own or under a gesture), and cleans up —
/// every stand-in removed, every original put back — reporting the end once.
///
/// ```swift
/// let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
/// controller.onCompletion = { finished in print(finished ? "pushed" : "cancelled") }
/// controller.begin(TransitionRequest(.push, from: list, to: detail, in: container))
/// driver.advance(by: 1)
/// ```
///
/// How it moves:
/// - **Running**: along the plan at its own pace.
/// - **Interactive**: paused; a gesture sets the progress (``update(progress:)``) and may carry an
///   element under the finger (``follow(translation:at:)``).
/// - **Finishing** after a release: along the plan on a spring in progress, leaving with the
///   finger's velocity (arcs and phases are kept).
/// - **Turning around** (a cancel, a reversal, a redirect back): every stand-in springs in value
///   space from where it is, with the velocity it has, toward the other end's state: no dead time,
///   no hard stop.
///
/// A request while another transition is in flight: asking for either end of the transition in
/// flight between the same two views turns it toward that end from where it is (see
/// ``TransitionRequestOutcome/redirectedRunningTransition``); anything else is rejected, changing
/// nothing. There is never a second container or overlapping stand-ins.
@MainActor
package final class TransitionController<Backend: TransitionBackend>: FrameObserver {
    /// The platform's view type.
    package typealias View = Backend.View

    /// The backend drawing stand-ins.
    package let backend: Backend
    /// The clock and frames.
    package let driver: any FrameDriver
    /// Where the transition is.
    package internal(set) var phase: FlightPhase = .idle
    /// The running transition's plan.
    package internal(set) var plan: TransitionPlan?
    /// How many transitions this controller has begun (redirects not counted): one controller
    /// runs every transition of a navigation controller or a presentation, one after another.
    package private(set) var transitionsBegun = 0
    /// The running transition's match report.
    package var report: MatchReport<View>? { flight.report }
    /// The pictures the running transition took, in order.
    package var snapshotPlan: SnapshotPlan<View>? { flight.snapshotPlan }
    /// Called once per transition, when it ends: `true` when it finished, `false` when cancelled.
    package var onCompletion: (@MainActor (Bool) -> Void)?
    /// Called when a transition's stand-ins are in place (at once, or when a postponed one starts).
    package var onStart: (@MainActor () -> Void)?
    /// Called with the progress every time the stand-ins are drawn.
    package var onDraw: (@MainActor (Double) -> Void)?
    /// Called at every change of motion while the render server plays the stand-ins, with how the
    /// progress moves from then on (nothing is drawn every frame then, so ``onDraw`` is quiet).
    package var onProgressMotion: (@MainActor (ProgressMotion) -> Void)?
    /// The spring that carries a released gesture to the end, and every turn-around (critically
    /// damped, 0.35 s response, by default).
    package var releaseSpring = DampedSpring(dampingRatio: 1, response: 0.35)

    /// The transition in flight, in one value (a fresh one at `begin`, dropped at the end).
    var flight = InFlightTransition<View>()
    var request: TransitionRequest<View>? {
        get { flight.request }
        _modify { yield &flight.request }
    }
    let ledger = OriginalsLedger<View>()
    /// Where matched elements sat in their lists, kept from one transition to the next.
    let listPlaces = ListPlaces<View>()
    var standIns: [(track: StandInTrack, view: View)] {
        get { flight.standIns }
        _modify { yield &flight.standIns }
    }
    /// For each stand-in, the stand-ins of the pairs nested in it (they move with it under a finger).
    var nested: [[Int]] {
        get { flight.nested }
        _modify { yield &flight.nested }
    }
    var deadline: Double? {
        get { flight.deadline }
        _modify { yield &flight.deadline }
    }
    /// Prepared and covered, waiting for a commit to have drawn the arriving screen before the
    /// pictures (see ``TransitionRequest/startsAfterCommit``): frames still to wait.
    var framesBeforePictures: Int {
        get { flight.framesBeforePictures }
        _modify { yield &flight.framesBeforePictures }
    }
    /// Whether the start waits for frames (``framesBeforePictures``).
    var awaitingCommit: Bool { framesBeforePictures > 0 }
    /// The still picture over the container while the start is prepared.
    var cover: View? {
        get { flight.cover }
        _modify { yield &flight.cover }
    }
    /// MatchCut's own view over the container for touches while the transition is in flight (see
    /// ``TransitionBackend/makeTouchSurface(over:takesTouch:)``): the coordinations put their
    /// catching gestures on it.
    package var touchSurface: View? { flight.touchSurface }
    /// MatchCut's view above the bars the flights are drawn in while the transition flies
    /// (``FlightLevel/aboveBars``; see ``FlightLayerPlace``), or `nil`.
    package var flightLayer: View? { flight.flightLayer }
    /// Where the touch surface lets touches through to what is under it (container points): a bar
    /// over the container whose own controls keep working while a transition flies (a tab bar's
    /// items, whose taps the tab coordination answers). `nil`: it takes every touch in flight.
    package var touchSurfaceLetsThrough: (@MainActor (CGPoint) -> Bool)?
    /// What a gesture did before the stand-ins were in place: the progress, and a finger that
    /// caught it (it starts interactive).
    var pendingProgress: Double? {
        get { flight.pendingProgress }
        _modify { yield &flight.pendingProgress }
    }
    var pendingFollow: (translation: CGPoint, location: CGPoint?)? {
        get { flight.pendingFollow }
        _modify { yield &flight.pendingFollow }
    }
    var pendingCatch: Bool {
        get { flight.pendingCatch }
        _modify { yield &flight.pendingCatch }
    }
    /// A release before the stand-ins were in place, applied when they are.
    var pendingRelease: (toEnd: Bool, velocity: Double, finger: CGPoint)? {
        get { flight.pendingRelease }
        _modify { yield &flight.pendingRelease }
    }
    var motion: Motion {
        get { flight.motion }
        _modify { yield &flight.motion }
    }
    var following: Following? {
        get { flight.following }
        _modify { yield &flight.following }
    }
    /// Where each stand-in was when a finger caught the transition (`nil`: not caught).
    var caughtCenters: [CGPoint]? {
        get { flight.caughtCenters }
        _modify { yield &flight.caughtCenters }
    }
    /// Where the catching finger came down.
    var catchLocation: CGPoint? {
        get { flight.catchLocation }
        _modify { yield &flight.catchLocation }
    }
    /// For each stand-in, whether the render server plays it (empty without one).
    var served: [Bool] {
        get { flight.served }
        _modify { yield &flight.served }
    }
    /// The plan compiled into Core Animation animations, once per plan.
    var compiledPlan: CompiledTransition? {
        get { flight.compiledPlan }
        _modify { yield &flight.compiledPlan }
    }
    /// Counts hand-overs, and every transition's beginning and end: a compile that finishes after
    /// a newer one began — or after its transition ended, possibly in the next transition on this
    /// engine — is dropped.
    var handOverGeneration = 0

    /// The backend as a render server, when it is one that plays (see ``RenderServerBackend``).
    var renderServer: RenderServerPlayer<View>? {
        guard let player = renderServerPlayer, player.plays() else { return nil }
        return player
    }
    /// The backend as a render server, opened once (`nil` for a backend that is not one).
    let renderServerPlayer: RenderServerPlayer<View>?

    /// Creates a controller.
    package init(backend: Backend, driver: any FrameDriver) {
        self.backend = backend
        self.driver = driver
        renderServerPlayer = RenderServerPlayer.make(backend)
    }

    /// What puts the screen back if the controller is freed in flight (see `deinit`).
    nonisolated(unsafe) var abandonCleanup: (@MainActor () -> Void)?

    // Freed in flight (the last reference went with a navigation controller replaced mid-flight;
    // the frame driver holds its observers weakly): the stand-ins and the cover go, and every
    // original comes back as the app left it — on the main actor, as every view change (at once
    // on the main thread, where UIKit releases it; else at the main actor's next turn).
    deinit {
        if let cleanup = abandonCleanup { runAbandonCleanup(cleanup) }
    }

    /// Keeps ``abandonCleanup`` up to date with what is on screen now.
    func noteCleanup() {
        let (ledger, backend, views, cover, surface) = (ledger, backend, standIns.map(\.view), cover, touchSurface)
        let flightLayer = flight.flightLayer
        abandonCleanup = {
            for view in views { backend.removeStandIn(view) }
            cover?.removeFromParent()
            surface?.removeFromParent()
            flightLayer?.removeFromParent()
            ledger.restoreAll()
        }
    }

    // MARK: - Starting

    /// Starts a transition, or waits for the destination when the request postpones it (never an
    /// interactive one: a finger is down).
    @discardableResult
    package func begin(_ request: TransitionRequest<View>) -> TransitionRequestOutcome {
        if phase.isInFlight { return redirect(for: request) }
        transitionsBegun += 1
        // A compile still running for the previous transition can never reach this one.
        handOverGeneration &+= 1
        // A fresh transition: nothing of the last one is carried over.
        touchSurface?.removeFromParent()
        flight.flightLayer?.removeFromParent()
        flight = InFlightTransition(request: request)
        plan = nil
        // Preparing until the stand-ins are in place (at once, or after a postponement).
        phase = .preparing
        flight.touchSurface = backend.makeTouchSurface(over: request.container) { [weak self] point in
            guard let self, phase.isInFlight else { return false }
            return touchSurfaceLetsThrough?(point) != true
        }
        if case .matched(let options) = request.style, options.flightLevel == .aboveBars {
            flight.flightLayer = FlightLayerPlace(over: request.container).map(backend.makeFlightLayer(at:))
        }
        if let timeout = request.postponeTimeout, !request.isInteractive {
            // Nothing is hidden while waiting, but the destination, which UIKit has already placed:
            // it stays invisible until its flight starts.
            if !request.unmanagedRoots.contains(.destination) { ledger.hide(request.destination) }
            noteCleanup()
            deadline = driver.now + timeout
            driver.add(self)
        } else {
            prepare()
        }
        return .started
    }

    /// Starts a postponed transition now (the destination is ready). Views tagged since the
    /// request are matched.
    package func resumePostponed() {
        guard isPostponed else { return }
        prepare()
    }

    /// Whether the transition in flight is waiting for its destination.
    package var isPostponed: Bool { phase == .preparing && deadline != nil }

    /// Covers the container with a still picture of the screen, shows the destination (kept
    /// invisible while postponed) under it, and starts — at once, or at the next frame when the
    /// request asks (``TransitionRequest/startsAfterCommit``).
    func prepare() {
        guard let request, phase == .preparing else { return }
        deadline = nil
        if cover == nil { cover = backend.cover(request.container) }
        noteCleanup()
        // A postponed destination was kept invisible while waiting: its pictures need it drawn.
        if ledger.contains(request.destination) { ledger.reveal(request.destination) }
        // Going back to a list: the item the user returns to is scrolled into view under the cover,
        // before the commit the pictures wait for. A cell that does not show it yet is waited for
        // (never under a finger), at most the postponement's limit.
        if request.kind.returns,
            ListReveal.bringIntoView(scopesOf: request.source, in: request.destination).waitsForCell,
            !drivenBeforeStart
        {
            flight.cellWaitDeadline = driver.now + (request.postponeTimeout ?? ListReveal.cellWait)
            driver.add(self)
            return
        }
        takePicturesAfterCommit()
    }

    /// Starts now, or after the commit the request waits for (``TransitionRequest/startsAfterCommit``).
    func takePicturesAfterCommit() {
        guard let request else { return }
        if request.startsAfterCommit {
            // UIKit starts a transition inside a commit's layout pass, or after that commit, in its
            // after-commit work (undocumented; both observed): the arriving screen placed now is
            // drawn by the commit that ends this turn at the latest, which comes before the second
            // frame but may come after the first.
            framesBeforePictures = 2
            driver.add(self)
        } else {
            start()
        }
    }

    // MARK: - Frames

    /// Advances the transition; called by the driver. Frames are drawn for the moment they will be
    /// shown (`targetTimestamp`).
    package func frameDriver(_ driver: any FrameDriver, didReach frame: FrameTime) {
        if phase == .preparing {
            if let until = flight.cellWaitDeadline, let request {
                // Each frame the list may have caught up: bring the item in again, and go once a
                // cell shows it or the wait is over.
                let outcome = ListReveal.bringIntoView(scopesOf: request.source, in: request.destination)
                guard !outcome.waitsForCell || frame.timestamp >= until || drivenBeforeStart else { return }
                flight.cellWaitDeadline = nil
                takePicturesAfterCommit()
            } else if awaitingCommit {
                framesBeforePictures -= 1
                if framesBeforePictures == 0 { start() }
            } else if let deadline, frame.timestamp >= deadline {
                prepare()
            }
            return
        }
        let t = frame.targetTimestamp
        if let end = motion.end(at: t) {
            self.end(finished: end)
        } else {
            render(at: t)
            // Woken a hair before the end (rounding): wait again.
            if !served.isEmpty, standIns.indices.allSatisfy(isServed) { scheduleFrames() }
        }
    }

    // MARK: - Ending

    func end(finished: Bool) {
        guard phase.isInFlight else { return }
        driver.remove(self)
        handOverGeneration &+= 1
        for standIn in standIns { backend.removeStandIn(standIn.view) }
        cover?.removeFromParent()
        touchSurface?.removeFromParent()
        flight.flightLayer?.removeFromParent()
        abandonCleanup = nil
        ledger.restoreAll()
        phase = .ended(finished: finished)
        // Dropped whole: the views of the screens it matched and pictured are the app's, not kept
        // past the end (one engine lives as long as its navigation controller). The plan stays
        // readable.
        flight = InFlightTransition()
        onCompletion?(finished)
    }
}
