import Foundation
import MatchCut

/// A window, a screen that commits at the end of every run-loop turn (as UIKit's render loop does),
/// a 60 Hz clock, and checks on every committed frame. Flows run on it exactly as UIKit would run
/// them, and whatever the screen shows is checked.
@MainActor
public final class TransitionHarness {
    /// The window: everything on screen is under it.
    public let window: HeadlessView
    /// What the screen last showed.
    package let screen = HeadlessScreen()
    /// The clock (60 frames per second).
    package let driver = ManualFrameDriver(frameRate: 60)
    /// The backend flows draw with, checking every picture.
    public let backend: ContractBackend
    /// Violations so far, from every check.
    public private(set) var violations: [String] = []
    /// Called with each violation (tests record an issue).
    public var onViolation: (String) -> Void = { _ in }
    /// Checks run on every committed frame; each returns its problems.
    public var frameChecks: [(HeadlessView) -> [String]] = []
    /// Where the interruptible animators UIKit is handed report a release while active (checked at
    /// the end of every turn).
    public let companions = CompanionLedger()
    /// The undocumented behaviour in force (see ``UIKitVariant``), fixed when the harness is made.
    public let variant = UIKitVariant.current
    /// Work for the start of coming run-loop turns, each with the clock time it waits for.
    private var scheduled: [(time: Double, action: () -> Void)] = []
    /// Blocks on the main queue (`DispatchQueue.main.async`), run at the next drain.
    private var mainQueue: [() -> Void] = []
    /// Observers of the end of the coming commit (a run-loop observer ordered after Core
    /// Animation's commit), run once.
    private var afterCommitWork: [() -> Void] = []

    /// Creates a window of `size`.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
        window = HeadlessView(frame: CGRect(origin: .zero, size: size))
        window.name = "window"
        window.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0)
        let base = HeadlessBackend(screen: screen)
        base.window = window
        backend = ContractBackend(base)
        backend.onViolation = { [unowned self] in self.report($0) }
        screen.onCommit = { [unowned self] committed in
            for check in frameChecks { for problem in check(committed) { report(problem) } }
        }
    }

    /// Reports a violation.
    public func report(_ message: String) {
        let message = variant == UIKitVariant() ? message : "\(variant) \(message)"
        violations.append(message)
        onViolation(message)
    }

    /// The end of a run-loop turn: the commit, with the work scheduled for it run during it (as
    /// UIKit starts a deferred transition in the commit's layout pass, where a picture with
    /// screen updates shows the commit's end), then the screen shows the model as it is now.
    ///
    /// The order is the run loop's (`CFRunLoop.c`): the main queue is drained first — a block a
    /// touch handler or a transition's completion enqueued runs *before* this turn's layout pass
    /// and commit — then the commit with its layout work, then observers of the commit's end.
    public func endTurn() {
        let blocks = mainQueue
        mainQueue = []
        for block in blocks { block() }
        let due = scheduled.filter { $0.time <= driver.now + 1e-9 }
        scheduled.removeAll { $0.time <= driver.now + 1e-9 }
        screen.commit(window) {
            // The layout pass: every view's `layoutSubviews` (``HeadlessView/layout``), then the
            // work UIKit does in it (a deferred transition's start).
            window.layoutNow()
            for item in due { item.action() }
        }
        let observers = afterCommitWork
        afterCommitWork = []
        for observer in observers { observer() }
        checkReleasedCompanions()
    }

    /// `DispatchQueue.main.async`: `work` runs at the next drain of the main queue, before the
    /// next layout pass.
    public func async(_ work: @escaping () -> Void) {
        mainQueue.append(work)
    }

    /// Runs `work` when UIKit's own completion of a transition is over, as the variant says
    /// (``UIKitVariant/CompletionEnd``): at the next drain of the main queue, or after the coming
    /// commit.
    public func whenUIKitsCompletionEnds(_ work: @escaping () -> Void) {
        switch variant.completionEnd {
        case .nextMainQueueBlock: async(work)
        case .afterNextCommit: afterCommit(work)
        }
    }

    /// Runs `work` once, right after the coming commit (and its layout pass).
    public func afterCommit(_ work: @escaping () -> Void) {
        afterCommitWork.append(work)
    }

    /// Reports every interruptible animator released while active since the last check.
    public func checkReleasedCompanions() {
        for problem in companions.take() { report(problem) }
    }

    /// A companion as UIKit keeps it for a transition, its violations reported here.
    public func makeCompanion() -> FakeCompanion {
        let companion = FakeCompanion(ledger: companions)
        companion.onViolation = { [unowned self] in report($0) }
        // Weak: a flow freed after its test (an abandoned transition) may stop the animator late.
        companion.now = { [weak self] in self?.driver.now ?? 0 }
        return companion
    }

    /// Runs `action` at the next run-loop turn (as UIKit defers a transition's start to the next
    /// layout pass), or once the clock reaches `delay` seconds from now.
    public func schedule(after delay: Double = 0, _ action: @escaping () -> Void) {
        scheduled.append((driver.now + delay, action))
    }

    /// Runs `start` as UIKit starts a transition: in the layout pass of the commit that ends this
    /// run-loop turn (the turn ends with it).
    public func startInCommit(_ start: @escaping () -> Void) {
        schedule(start)
        endTurn()
    }

    /// Whether work is scheduled (for a turn, on the main queue, or after a commit).
    public var hasScheduledWork: Bool { !scheduled.isEmpty || !mainQueue.isEmpty || !afterCommitWork.isEmpty }

    /// Runs frames for `seconds`, each its own run-loop turn.
    public func run(for seconds: Double) {
        let end = driver.now + seconds
        while driver.now < end - 1e-9 {
            driver.advance(by: driver.frameInterval)
            endTurn()
        }
    }

    /// Runs frames until `condition` holds (at most `timeout` seconds); whether it held.
    @discardableResult
    public func run(until condition: () -> Bool, timeout: Double = 5) -> Bool {
        let end = driver.now + timeout
        while !condition() {
            guard driver.now < end else { return false }
            driver.advance(by: driver.frameInterval)
            endTurn()
        }
        return true
    }

    /// Watches a transition: on every committed frame while it flies, no original its stand-ins
    /// replace may show (it would be seen twice), and before its stand-ins are in place the
    /// arriving screen may only be committed under the leaving one (no flash).
    package func watch<Backend>(
        _ controller: TransitionController<Backend>, source: HeadlessView, destination: HeadlessView
    ) where Backend.View == HeadlessView {
        // A destination already on screen (a presenter under a sheet) cannot flash.
        let destinationWasShown = screen.committedCopy(of: destination).map { $0.alpha > 0 && !$0.isHidden } ?? false
        // The controller runs later transitions too (one per navigation controller): only the
        // next one it begins is this one.
        let number = controller.transitionsBegun + 1
        let picturesBefore = backend.base.pictureLog.count
        var picturesChecked = false
        // The originals are views, found where the plan put them when the flight started: a list
        // that scrolls mid-flight reorders its cells, and a path would then name another cell.
        // An original in a list is the view that shows its element: a cell reused as the list
        // scrolls hands it to another view, and the one it leaves shows another item.
        var originals: [(path: ViewPath, view: HeadlessView, inList: (key: MatchKey, list: HeadlessView)?)] = []
        frameChecks.append { [unowned self] committed in
            var problems: [String] = []
            guard controller.phase.isInFlight, controller.transitionsBegun == number else { return problems }
            if controller.phase != .preparing, let plan = controller.plan {
                if !picturesChecked {
                    picturesChecked = true
                    problems += picturesShowingFlights(
                        plan, source: source, destination: destination, since: picturesBefore)
                    originals = plan.hiddenOriginals.compactMap { path in
                        guard let view = TransitionPlanner.view(at: path, from: path.side == .source ? source : destination)
                        else { return nil }
                        let key = controller.report?.pairs.first { $0.source.view === view || $0.destination.view === view }?.key
                        let list = ListReveal.enclosingList(of: view)?.view
                        return (path, view, key.flatMap { k in list.map { (k, $0) } })
                    }
                }
                for (path, original, inList) in originals {
                    var view = original
                    if let (key, list) = inList, !ListFollowing<HeadlessView>.shows(original, key, in: list) {
                        if let left = screen.committedCopy(of: original), left.alpha == 0, original.superview != nil,
                            original.opacity == 0
                        {
                            problems.append("a view MatchCut hid shows another item now and is still hidden (\(path))")
                        }
                        guard let now = ListFollowing<HeadlessView>.view(showing: key, in: list) else { continue }
                        view = now
                    }
                    guard let shown = screen.committedCopy(of: view) else { continue }
                    if path == ViewPath(side: .destination), controller.showsDestinationLive {
                        // The live screen in place of its picture (a list it returns to scrolled):
                        // then its picture must not show.
                        if let index = plan.tracks.firstIndex(where: { $0.role == .destinationRoot }),
                            let host = controller.standInViews.dropFirst(index).first,
                            let drawn = screen.committedCopy(of: host), !drawn.isHidden, drawn.alpha > 0
                        {
                            problems.append("frame shows the live destination and its picture")
                        }
                        continue
                    }
                    // What the user sees: the view with its ancestors as committed (a screen
                    // MatchCut hides for the flight hides what is in it).
                    if Self.isShown(shown) {
                        problems.append("frame shows the original \(path) while its stand-in flies")
                    }
                }
            } else if !destinationWasShown, let shown = screen.committedCopy(of: destination), shown.alpha > 0,
                !shown.isHidden,
                let container = destination.superview, let committedContainer = screen.committedCopy(of: container)
            {
                let order = committedContainer.subviews.map(ObjectIdentifier.init)
                let d = committedContainer.subviews.firstIndex { $0 === shown }
                let s = screen.committedCopy(of: source).flatMap { src in
                    committedContainer.subviews.firstIndex { $0 === src }
                }
                // A still picture of the screen in front of it hides it.
                let cover = committedContainer.subviews.lastIndex { $0.name == HeadlessBackend.coverName }
                let coverAbove = cover.map { c in d.map { c > $0 } ?? false } ?? false
                if let d, !coverAbove, s == nil || d > s! {
                    problems.append("the arriving screen was shown before its flight started (\(order.count) views)")
                }
            }
            _ = committed
            return problems
        }
    }
}

extension TransitionHarness {
    /// Whether `committed` (a view of a committed screen) shows: neither it nor an ancestor is
    /// hidden or at opacity 0.
    package static func isShown(_ committed: HeadlessView) -> Bool {
        var view: HeadlessView? = committed
        while let v = view {
            if v.isHidden || v.alpha <= 0 { return false }
            view = v.superview
        }
        return true
    }

    /// Problems with the pictures a transition took (entries of the backend's log from `first`):
    /// a picture that shows, visibly, a view that flies on its own (its stand-in would be seen
    /// twice: in the picture and flying).
    func picturesShowingFlights(
        _ plan: TransitionPlan, source: HeadlessView, destination: HeadlessView, since first: Int
    )
        -> [String]
    {
        var flying: [ObjectIdentifier: String] = [:]
        for path in plan.hiddenOriginals {
            let root = path.side == .source ? source : destination
            if let view = TransitionPlanner.view(at: path, from: root) { flying[ObjectIdentifier(view)] = "\(path)" }
        }
        var problems: [String] = []
        for entry in backend.base.pictureLog.dropFirst(first) {
            guard let content = entry.picture.content else { continue }
            let pictured = ObjectIdentifier(entry.view)
            // Walk the picture, visible views only (a hidden or transparent view hides its subtree).
            var stack = content.subviews
            while let view = stack.popLast() {
                guard !view.isHidden, view.alpha > 0 else { continue }
                if let original = view.copiedFrom, original != pictured, let path = flying[original], view.hasVisibleInk
                {
                    problems.append(
                        "the picture of \(entry.view.name ?? "a view") shows \(path), which flies on its own")
                    continue
                }
                stack.append(contentsOf: view.subviews)
            }
        }
        return problems
    }
}

/// A finger's path for a transition's gesture, from a seeded generator: samples every frame, a
/// mostly steady drag with jitter and pauses, and a release.
public struct GestureScript: Sendable {
    /// One sample: time from the first touch, and the translation from it, in points.
    public var samples: [(time: Double, translation: CGPoint)]
    /// Where the first touch was, in container points.
    public var start: CGPoint
    /// The velocity at release, points per second.
    public var releaseVelocity: CGPoint

    /// A random drag along `axis` (the gesture's forward direction, a unit vector), seeded.
    public static func random(_ rng: inout SeededRandom, axis: CGPoint, start: CGPoint, extent: Double) -> GestureScript
    {
        let frames = rng.int(2...40)
        var samples: [(Double, CGPoint)] = []
        var along = 0.0
        var across = 0.0
        var speed = rng.double(-200...1800)  // points per second along the axis
        for i in 1...frames {
            if rng.chance(0.15) { speed = rng.double(-900...2200) }
            if rng.chance(0.1) { speed = 0 }
            along = min(max(along + speed / 60, -extent * 0.2), extent * 1.1)
            across += rng.double(-3...3)
            samples.append(
                (Double(i) / 60, CGPoint(x: axis.x * along - axis.y * across, y: axis.y * along + axis.x * across)))
        }
        let release = rng.chance(0.2) ? 0 : speed
        return GestureScript(
            samples: samples, start: start,
            releaseVelocity: CGPoint(x: axis.x * release, y: axis.y * release))
    }
}
