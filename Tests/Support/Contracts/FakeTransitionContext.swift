import Foundation
import MatchCut

/// A strict `UIViewControllerContextTransitioning`: it encodes the rules of
/// `UIViewControllerTransitioning.h` and reports every violation the moment it happens.
///
/// - `completeTransition` exactly once; on an interactive transition only after
///   `finishInteractiveTransition` or `cancelInteractiveTransition`, and with
///   `!transitionWasCancelled`.
/// - `updateInteractiveTransition` only while interactive and not complete, with 0…1.
/// - finish and cancel only while interactive, before completion; cancel sets
///   `transitionWasCancelled`, finish clears it (they can change, as the header says).
/// - A view the context does not hand out (`view(forKey:)` is `nil`) must never be touched: its
///   opacity, parent and geometry are checked by ``checkUntouched()``.
/// - `pauseInteractiveTransition` takes effect only for a transition whose container vended an
///   interaction controller and which is interruptible (an interruptible animator was vended).
///   Sources: the `isInteractive` documentation ("A transition is interactive only if the view
///   controller's delegate provides a corresponding interactive animator object");
///   `UIViewControllerTransitioning.h` on `wantsInteractiveStart` (the supported way to "start it as
///   if it was not interactive and then interrupt the transition" is an interaction controller that
///   returns `NO`); Apple's 2016 sample `AssetTransitionController`, which always vends itself.
///   Without one, UIKit's behaviour is not documented (iOS 26.1 was observed to allow it when the
///   animator is interruptible: Docs/Reviews/uikit-review-6.md), so the fake ignores the pause:
///   MatchCut must not rely on it.
@MainActor
public final class FakeTransitionContext: TransitioningContext {
    /// The container.
    public let containerView: HeadlessView
    /// The controllers.
    public let from: FakeViewController
    /// The controllers.
    public let to: FakeViewController
    /// The views handed out (`nil`: the animator must leave that view alone).
    public let fromView: HeadlessView?
    /// The views handed out.
    public let toView: HeadlessView?
    /// Final frames by controller.
    public var finalFrames: [ObjectIdentifier: CGRect] = [:]
    /// Hands out no controllers (a context UIKit could not fill in).
    public var withholdsControllers = false
    /// The interruptible animator the animator vended (UIKit asks right after the start), or `nil`:
    /// without it the transition is not interruptible and `pauseInteractiveTransition` does nothing.
    public var companion: FakeCompanion?
    /// What the animator answered to `transitionDuration(using:)` for this transition, in seconds
    /// (`nil`: not asked through this context).
    public var transitionDuration: Double?
    /// `pauseInteractiveTransition` calls that took effect, with the clock's time.
    public private(set) var pauses: [Double] = []
    /// `pauseInteractiveTransition` calls UIKit ignored (no interaction controller vended, not
    /// interruptible, already interactive or complete), with the clock's time.
    public private(set) var ignoredPauses: [Double] = []
    /// Whether the container's delegate vended an interaction controller for this transition (the
    /// only way it can be paused later).
    public let vendedInteractionController: Bool
    /// Whether the transition is animated.
    public var isAnimated: Bool
    /// Whether a gesture drives it now. An interruptible transition leaves interactive mode at
    /// `finishInteractiveTransition`/`cancelInteractiveTransition` (it runs on its own again and
    /// can be paused again).
    public var isInteractive: Bool {
        didSet { if isInteractive, !oldValue { awaitingRelease = true } }
    }
    /// Whether it started under a gesture (`initiallyInteractive`; never changes).
    public let wasInitiallyInteractive: Bool
    /// Interactive since the start or the last pause, and not yet finished or cancelled.
    public private(set) var awaitingRelease: Bool
    /// As of the last finish or cancel.
    public private(set) var transitionWasCancelled = false
    /// Every `completeTransition` argument, in order.
    public private(set) var completions: [Bool] = []
    /// Every progress reported.
    public private(set) var updates: [Double] = []
    /// `finish` (true) and `cancel` (false) calls, with the clock's time.
    public private(set) var releases: [(finished: Bool, time: Double)] = []
    /// Violations so far.
    public private(set) var violations: [String] = []
    /// Whether UIKit is inside the animator's `animateTransition`/`startInteractiveTransition`
    /// call: the transition is not yet in flight (see ``starting(_:)``).
    public private(set) var isStarting = false
    /// Whether UIKit has started the transition (called ``starting(_:)``).
    public private(set) var hasStarted = false
    /// Called with each violation as it happens (tests record it as an issue).
    public var onViolation: (String) -> Void = { _ in }
    /// Called after `completeTransition` (the container's own work: a navigation controller
    /// updating its stack, a presentation controller its state).
    public var onComplete: ((Bool) -> Void)?
    /// Called at the end of `finishInteractiveTransition` (`true`) and `cancelInteractiveTransition`
    /// (`false`): the container's own work then (a cancel's appearance callbacks,
    /// ``AppearanceTransition``).
    public var onRelease: ((Bool) -> Void)?
    /// Called at `completeTransition`, before ``onComplete``: UIKit gives back the interaction it
    /// switched off for the flight.
    public var onInteractionRestored: (() -> Void)?
    /// The clock, for release times.
    package let clock: any FrameDriver
    private var untouched: [(view: HeadlessView, alpha: Double, parent: ObjectIdentifier?, geometry: LayerGeometry)] =
        []

    /// Creates a context. A `nil` view stands for one UIKit does not hand out: the controller's
    /// root view is then left wherever it is (usually on screen under the container).
    package init(
        container: HeadlessView, from: FakeViewController, to: FakeViewController, fromView: HeadlessView?,
        toView: HeadlessView?, animated: Bool = true, interactive: Bool = false,
        vendedInteractionController: Bool? = nil, clock: any FrameDriver
    ) {
        self.vendedInteractionController = vendedInteractionController ?? interactive
        containerView = container
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        isAnimated = animated
        isInteractive = interactive
        wasInitiallyInteractive = interactive
        awaitingRelease = interactive
        self.clock = clock
        for (view, root) in [(fromView, from.rootView), (toView, to.rootView)] where view == nil {
            untouched.append((root, root.alpha, root.superview.map(ObjectIdentifier.init), root.geometry))
        }
    }

    private func violate(_ message: String) {
        violations.append(message)
        onViolation(message)
    }

    /// The controller for a key.
    package func viewController(forKey key: TransitionContextKey) -> FakeViewController? {
        withholdsControllers ? nil : key == .from ? from : to
    }

    /// The view for a key, or `nil`.
    package func view(forKey key: TransitionContextKey) -> HeadlessView? { key == .from ? fromView : toView }

    /// The final frame, `.zero` when unknown.
    public func finalFrame(for controller: FakeViewController) -> CGRect {
        finalFrames[ObjectIdentifier(controller)] ?? .zero
    }

    /// Runs `start` — UIKit's call of `animateTransition(using:)` or `startInteractiveTransition(_:)`
    /// — as UIKit does: the transition is put in flight only once the call returns. Inside it,
    /// progress updates and a pause are ignored, and a finish or cancel is lost on a navigation
    /// controller (its state is overwritten when the transition goes in flight, and the cancelled
    /// flag never set). Undocumented; observed in iOS 26.1's `_UIViewControllerTransitionContext`
    /// and navigation conductor (Docs/Reviews/uikit-review-6.md, F4). Sending one is a violation.
    public func starting(_ start: () -> Void) {
        hasStarted = true
        isStarting = true
        start()
        isStarting = false
    }

    /// Has `flow`, the animator UIKit chose, start the transition as UIKit does, inside
    /// ``starting(_:)``: `startInteractiveTransition(_:)` when an interaction controller was vended
    /// (``vendedInteractionController``: UIKit then has it start the transition, interactive or not,
    /// `UIViewControllerTransitioning.h` and `wantsInteractiveStart`), `animateTransition(using:)`
    /// otherwise. `announce` hears the call's name before the call (a fake's log).
    package func start<Backend: TransitionBackend>(
        _ flow: TransitionFlow<FakeTransitionContext, Backend>, announce: (String) -> Void = { _ in }
    ) where Backend.View == HeadlessView {
        if vendedInteractionController {
            announce("startInteractiveTransition")
            starting { flow.startInteractive(self) }
        } else {
            announce("animateTransition")
            starting { flow.animate(using: self) }
        }
    }

    /// Reports progress.
    public func updateInteractiveTransition(_ percentComplete: Double) {
        if isStarting { return }  // ignored before the transition is in flight
        if !isInteractive { violate("updateInteractiveTransition on a transition that is not interactive") }
        if !completions.isEmpty { violate("updateInteractiveTransition after completeTransition") }
        if !(0...1).contains(percentComplete) { violate("updateInteractiveTransition(\(percentComplete)) outside 0…1") }
        updates.append(percentComplete)
    }

    /// The interactive part will finish.
    public func finishInteractiveTransition() {
        if isStarting { violate("finishInteractiveTransition inside the start call (UIKit loses it)") }
        if !isInteractive { violate("finishInteractiveTransition on a transition that is not interactive") }
        if !completions.isEmpty { violate("finishInteractiveTransition after completeTransition") }
        transitionWasCancelled = false
        releases.append((true, clock.now))
        awaitingRelease = false
        if companion != nil { isInteractive = false }
        onRelease?(true)
    }

    /// The interactive part will be cancelled.
    public func cancelInteractiveTransition() {
        if isStarting { violate("cancelInteractiveTransition inside the start call (UIKit loses it)") }
        if !isInteractive { violate("cancelInteractiveTransition on a transition that is not interactive") }
        if !completions.isEmpty { violate("cancelInteractiveTransition after completeTransition") }
        transitionWasCancelled = true
        releases.append((false, clock.now))
        awaitingRelease = false
        if companion != nil { isInteractive = false }
        onRelease?(false)
    }

    /// Makes an interruptible transition in flight interactive — only when an interaction
    /// controller was vended for it (UIKit ignores it otherwise; see the type's notes).
    public func pauseInteractiveTransition() {
        guard !isStarting, vendedInteractionController, companion != nil, completions.isEmpty, !isInteractive else {
            ignoredPauses.append(clock.now)
            return
        }
        isInteractive = true
        pauses.append(clock.now)
    }

    /// Completes.
    public func completeTransition(_ didComplete: Bool) {
        if let companion {
            if companion.finishes != [didComplete] {
                violate("the interruptible animator ended at \(companion.finishes), completeTransition(\(didComplete))")
            }
        }
        if !completions.isEmpty { violate("completeTransition called \(completions.count + 1) times") }
        if awaitingRelease {
            violate("completeTransition while interactive, before finish/cancelInteractiveTransition")
        }
        if !releases.isEmpty {
            if didComplete != !transitionWasCancelled {
                violate("completeTransition(\(didComplete)) with transitionWasCancelled = \(transitionWasCancelled)")
            }
        }
        checkUntouched()
        completions.append(didComplete)
        onInteractionRestored?()
        onInteractionRestored = nil
        onComplete?(didComplete)
    }

    /// Reports a violation if a view the context did not hand out was changed.
    public func checkUntouched() {
        for entry in untouched {
            if entry.view.alpha != entry.alpha {
                violate("a view not handed out (nil view(forKey:)) had its opacity changed")
            }
            if entry.view.superview.map(ObjectIdentifier.init) != entry.parent {
                violate("a view not handed out (nil view(forKey:)) was moved")
            }
            if entry.view.geometry != entry.geometry {
                violate("a view not handed out (nil view(forKey:)) was re-laid out")
            }
        }
    }
}

/// UIKit's interruptible animator as MatchCut backs it (a `UIViewPropertyAnimator`): a progress
/// UIKit's bar follows. Records what it was told; finishing more than once, moving after the end,
/// or a progress outside 0…1, is a violation.
///
/// It keeps the animator's state (`UIViewAnimating.h`: inactive, active — running or paused —
/// and stopped) and enforces the rule UIKit enforces with an exception: "It is an error to release
/// a paused or stopped property animator. Property animators must either finish animating or be
/// explicitly stopped and finished before they can be released" (`NSInternalInconsistencyException`,
/// observed: OfTheWolf/TwitterProfile issue 14). A companion freed while active is reported through
/// its ``CompanionLedger`` (the harness checks it at the end of every run-loop turn).
@MainActor
public final class FakeCompanion: TransitionCompanion {
    /// The animator's state (`UIViewAnimatingState`).
    public enum State: Hashable, Sendable {
        /// Not started, or finished: may be released.
        case inactive
        /// Started; paused or running.
        case active
        /// Stopped, not yet finished: may not be released.
        case stopped
    }

    /// Every progress set.
    public private(set) var progress: [Double] = []
    /// Every `finish(atEnd:)`.
    public private(set) var finishes: [Bool] = []
    /// How many times it was stopped without finishing (`stopAnimation(true)`).
    public private(set) var stops = 0
    /// Called with each violation.
    public var onViolation: (String) -> Void = { _ in }
    /// Its state. MatchCut's companion pauses its animator at once, so it is active from the start.
    public var state: State { record.state }
    private let record: CompanionLedger.Record

    /// Creates a companion; a release while active is reported to `ledger`.
    public init(ledger: CompanionLedger = CompanionLedger()) {
        record = ledger.record()
    }

    deinit {
        record.released()
    }

    /// Records the progress.
    public func setProgress(_ value: Double) {
        if state == .inactive { onViolation("interruptible animator moved after it finished or stopped") }
        if !(value.isFinite && (0...1).contains(value)) { onViolation("interruptible animator at \(value)") }
        progress.append(value)
        timeline.append((now(), .paused(value)))
    }

    /// Every motion it was told to play.
    package private(set) var plays: [ProgressMotion] = []

    /// Records the motion (a real animator plays it on its own clock).
    package func play(_ motion: ProgressMotion) {
        if state == .inactive { onViolation("interruptible animator played after it finished or stopped") }
        plays.append(motion)
        timeline.append((now(), motion))
    }

    /// The clock (the harness's driver): when each progress was set and each motion began.
    package var now: () -> Double = { 0 }
    /// What the animator did from when: the last entry at or before a time says where it is.
    private var timeline: [(time: Double, motion: ProgressMotion)] = []

    /// The animator's `fractionComplete` at `time` (clock seconds), as UIKit runs it: where it was
    /// scrubbed to, or where the motion it was told to play has reached (`UIViewPropertyAnimator`
    /// runs a `continueAnimation` on its own); `nil` before anything, and at its finish: the end or
    /// the start. What UIKit animates alongside the transition (the navigation bar, a tab bar
    /// hidden by `hidesBottomBarWhenPushed`, large titles) is drawn at this fraction.
    ///
    /// This plays MatchCut's own ``ProgressMotion`` as the animator: it checks when MatchCut
    /// scrubs and what it tells the animator to play, not how `UIViewPropertyAnimator` turns a
    /// `continueAnimation` into a curve (a `durationFactor` of the whole or the remaining duration,
    /// a blend from the previous curve, `isReversed` on a paused animator): those are UIKit's, for a
    /// device (Docs/DeviceChecklist.md, row 60).
    package func fraction(at time: Double) -> Double? {
        if let end = ended, end.time <= time + 1e-9 { return end.fraction }
        guard let last = timeline.last(where: { $0.time <= time + 1e-9 }) else { return nil }
        return min(max(last.motion.progress(after: time - last.time), 0), 1)
    }

    /// Where it ended and when: finished at the end (1) or the start (0), or stopped where it was
    /// (`stopAnimation(true)`: what UIKit animates alongside stays there).
    private var ended: (time: Double, fraction: Double)?

    /// Records the end: finished at the end or the start, inactive.
    public func finish(atEnd: Bool) {
        if !finishes.isEmpty { onViolation("interruptible animator finished twice") }
        finishes.append(atEnd)
        if ended == nil { ended = (now(), atEnd ? 1 : 0) }
        record.state = .inactive
    }

    /// Stopped where it is and finished there (`stopAnimation(true)`): inactive, safe to release.
    public func stop() {
        stops += 1
        if ended == nil { ended = (now(), fraction(at: now()) ?? 0) }
        record.state = .inactive
    }
}

/// Where companions report being released while active (UIKit would throw). Thread-safe: a
/// companion's `deinit` may run anywhere.
public final class CompanionLedger: @unchecked Sendable {
    /// One companion's state, shared with the ledger.
    public final class Record: @unchecked Sendable {
        fileprivate weak var ledger: CompanionLedger?
        private let lock = NSLock()
        private var _state: FakeCompanion.State = .active
        /// The state.
        public var state: FakeCompanion.State {
            get { lock.withLock { _state } }
            set { lock.withLock { _state = newValue } }
        }

        fileprivate func released() {
            let state = self.state
            if state != .inactive {
                ledger?.add("an interruptible animator was released while \(state) (UIKit throws)")
            }
        }
    }

    private let lock = NSLock()
    private var problems: [String] = []

    /// A ledger.
    public init() {}

    fileprivate func record() -> Record {
        let record = Record()
        record.ledger = self
        return record
    }

    fileprivate func add(_ problem: String) { lock.withLock { problems.append(problem) } }

    /// The problems reported since the last call.
    public func take() -> [String] {
        lock.withLock {
            defer { problems = [] }
            return problems
        }
    }
}
