import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// What MatchCut puts back and lets go of: originals hidden with opacity and restored as the app
/// left them (constraints, stack-view arrangement), the engine's hold on the screens after the end,
/// and transitions abandoned in flight (the screen put back, UIKit's animator stopped before it is
/// released) — through the contract fakes.
@MainActor
@Suite(.allUIKitVariants) struct RestoringContractTests {

    @Test func originalsAreHiddenWithOpacitySoStackViewsKeepTheirLayout() {
        let (_, stage, _) = runFlow(
            .push,
            during: { _, harness in
                harness.run(for: 0.1)
            })
        #expect(stage.thumbnail.isHidden == false && stage.thumbnail.alpha == 1)
    }

    @Test func aLiveViewComesBackWithItsConstraintsAndArrangement() {
        let stack = RecordingNode(name: "stack")
        let live = RecordingNode(name: "live")
        let other = RecordingNode(name: "other")
        stack.insertChild(other, at: 0)
        stack.insertChild(live, at: 1)
        let flyer = RecordingNode(name: "stand-in")
        let ledger = OriginalsLedger<RecordingNode>()
        ledger.move(live, into: flyer, at: 0)
        #expect(live.captures == 1 && live.parentNode === flyer)
        ledger.restoreAll()
        #expect(live.parentNode === stack && stack.childNodes.map { $0.name } == ["other", "live"])
        #expect(live.restored == ["attachments of live"])
    }

    /// Review item 14, second review: of the constraints an ancestor holds, only the app's own ones
    /// on the view or on one of its layout guides are captured — a stack view's arrangement and
    /// autoresizing constraints are made again by UIKit, and restoring them too would duplicate them.
    @Test func onlyTheAppsConstraintsOnTheViewAndItsGuidesAreCaptured() {
        typealias Facts = ConstraintCapture.Facts
        #expect(
            ConstraintCapture.keeps(
                Facts(refersToView: true, refersToViewsGuide: false, heldByStackView: false, isAutoresizingMask: false))
        )
        #expect(
            ConstraintCapture.keeps(
                Facts(refersToView: false, refersToViewsGuide: true, heldByStackView: false, isAutoresizingMask: false)),
            "safeAreaLayoutGuide")
        #expect(
            !ConstraintCapture.keeps(
                Facts(refersToView: true, refersToViewsGuide: false, heldByStackView: true, isAutoresizingMask: false)),
            "UISV-*")
        #expect(
            !ConstraintCapture.keeps(
                Facts(refersToView: true, refersToViewsGuide: false, heldByStackView: false, isAutoresizingMask: true)))
        #expect(
            !ConstraintCapture.keeps(
                Facts(refersToView: false, refersToViewsGuide: false, heldByStackView: false, isAutoresizingMask: false)
            ))
    }

    /// A moved view goes back to its place among a stack view's arranged subviews; when the app
    /// has removed some meanwhile, last — never past the end, where `insertArrangedSubview` raises.
    @Test func aStackViewsArrangedViewGoesBackToItsPlaceOrLast() {
        for count in 0...4 {
            for index in 0...4 {
                let at = ConstraintCapture.arrangedIndex(captured: index, arrangedCount: count)
                #expect(at == (index <= count ? index : count) && (0...count).contains(at))
            }
        }
        #expect(ConstraintCapture.arrangedIndex(captured: -1, arrangedCount: 3) == 0)
    }

    @Test func onlyWhatMatchCutChangedIsRestoredAndNotWhereTheAppChangedIt() {
        var thumbnail: HeadlessView?
        let (_, stage, _) = runFlow(
            .push, appShowsOriginals: true, prepare: { thumbnail = $0.thumbnail },
            during: { _, harness in
                harness.run(for: 0.1)
                thumbnail?.alpha = 0.5  // the app fades the thumbnail itself meanwhile
            })
        // (A frame the app changes meanwhile is the app's: MatchCut never recorded geometry.)
        #expect(stage.thumbnail.alpha == 0.5)
    }

    @Test func anAbandonedTransitionIsFreedAndStopsItsFrames() {
        let driver = ManualFrameDriver(holdsObserversWeakly: true)
        weak var released: TransitionController<HeadlessBackend>?
        do {
            let stage = TransitionStage(source: HeadlessView(frame: .zero), destination: HeadlessView(frame: .zero))
            let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
            released = controller
            controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
            #expect(driver.observerCount == 1)
        }
        #expect(released == nil && driver.observerCount == 0)
        // Frames are drawn for the moment they are shown (the target timestamp).
        let (_, stage, flow) = runFlow(
            .push,
            during: { flow, harness in
                // The pictures and the first pose, once a commit has followed the start.
                harness.driver.advance(by: 1.0 / 60)
                harness.driver.advance(by: 1.0 / 60)
                let start = harness.driver.now
                harness.driver.advance(by: 1.0 / 60)
                guard let track = flow.controller.plan?.track(for: .pair(0)),
                    let container = flow.controller.request?.container
                else {
                    Issue.record("no flight")
                    return
                }
                let drawn = harness.backend.base.render(in: container).first { $0.id == track.id }
                let atTarget = track.state(at: harness.driver.now + harness.driver.frameInterval - start).center
                #expect(
                    drawn.map {
                        abs($0.state.center.x - atTarget.x) < 1e-9 && abs($0.state.center.y - atTarget.y) < 1e-9
                    } == true)
            })
        _ = (stage, flow)
    }

    /// N2: the arriving screen's bounds origin is a scroll view's content offset: placing it (and
    /// asking for the duration) keeps it, so a list popped back to keeps its place.
    @Test(arguments: [UIKitStage.Arrangement.pop, .dismiss])
    func aListPoppedBackToKeepsItsScrollPosition(arrangement: UIKitStage.Arrangement) {
        var offset = CGPoint.zero
        let (_, stage, _) = runFlow(
            arrangement,
            prepare: { stage in
                stage.roots.to.geometry.bounds.origin = CGPoint(x: 0, y: 300)
                stage.roots.to.geometry.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            },
            during: { flow, _ in offset = flow.controller.request?.destination.bounds.origin ?? .zero })
        #expect(offset == CGPoint(x: 0, y: 300))
        #expect(stage.roots.to.bounds.origin == CGPoint(x: 0, y: 300) && stage.roots.to.frame == stage.container.bounds)
    }

    /// N16: a transition whose last reference goes while it flies (its navigation controller
    /// replaced mid-flight) leaves nothing behind: the stand-ins go, every original comes back —
    /// on random screens, at a random moment.
    @Test(arguments: 0..<40)
    func aTransitionFreedInFlightPutsTheScreenBack(seed: Int) async {
        guard UIKitVariant.runs(seed: seed) else { return }
        var rng = SeededRandom(seed: UInt64(seed))
        let stage = TransitionStage.random(&rng)
        let before = (
            TreeSnapshot(stage.source, rootPlacement: false), TreeSnapshot(stage.destination, rootPlacement: false)
        )
        // Odd seeds: in a view that draws bars, with the flights above the bars (in MatchCut's
        // flight layer at its front).
        let window = HeadlessView(frame: stage.container.frame)
        window.name = "window"
        window.drawsBars = true
        if seed % 2 == 1 { window.addSubview(stage.container) }
        let level: FlightLevel = seed % 2 == 1 ? .aboveBars : .underBars
        let driver = ManualFrameDriver(holdsObserversWeakly: true)
        weak var released: TransitionController<HeadlessBackend>?
        do {
            let backend = HeadlessBackend()
            backend.window = seed % 2 == 1 ? window : nil
            let controller = TransitionController(backend: backend, driver: driver)
            released = controller
            var request = TransitionRequest(
                .push, from: stage.source, to: stage.destination, in: stage.container,
                style: .matched(TransitionOptions(flightLevel: level)))
            request.postponeTimeout = rng.chance(0.3) ? 0.2 : nil
            request.startsAfterCommit = rng.chance(0.5)
            controller.begin(request)
            driver.advance(by: rng.double(0...0.3))
            #expect(controller.phase.isInFlight, "seed \(seed)")
            #expect((controller.flightLayer != nil) == (seed % 2 == 1), "seed \(seed)")
        }
        #expect(released == nil, "seed \(seed)")
        for _ in 0..<3 { await Task.yield() }  // (off the main thread, the cleanup is the main actor's next job)
        #expect(stage.container.subviews.allSatisfy { $0 === stage.source || $0 === stage.destination }, "seed \(seed)")
        #expect(window.subviews.allSatisfy { $0 === stage.container }, "seed \(seed): \(window.subviews.map(\.name))")
        #expect(TreeSnapshot(stage.source, rootPlacement: false) == before.0, "seed \(seed)")
        #expect(TreeSnapshot(stage.destination, rootPlacement: false) == before.1, "seed \(seed)")
    }

    /// A transition freed in flight (its window's root replaced): the flow stops UIKit's
    /// interruptible animator before it goes (before: released paused, which UIKit answers with
    /// `NSInternalInconsistencyException`; the old fake's companion had no state).
    @Test(arguments: [UIKitStage.Arrangement.push, .present])
    func anAbandonedTransitionStopsItsAnimatorBeforeRelease(arrangement: UIKitStage.Arrangement) async {
        let harness = TransitionHarness()
        weak var freedCompanion: FakeCompanion?
        weak var freedFlow: TransitionFlow<FakeTransitionContext, ContractBackend>?
        weak var freedContext: FakeTransitionContext?
        do {
            let stage = UIKitStage(arrangement, in: harness)
            stage.context.onViolation = harness.report
            harness.endTurn()
            let flow = TransitionFlow<FakeTransitionContext, ContractBackend>(
                kind: arrangement.kind, style: .matched(TransitionOptions()), backend: harness.backend,
                driver: harness.driver)
            harness.startInCommit { flow.animate(using: stage.context) }
            let companion = harness.makeCompanion()
            stage.context.companion = companion
            flow.companion = companion
            freedCompanion = companion
            freedFlow = flow
            freedContext = stage.context
            harness.run(for: 0.1)
            let active = flow.isInFlight && companion.state == .active
            #expect(active)
        }
        // (Off the main thread — as Swift Testing may run this — the flow's clean-up is the main
        // actor's next job; on a device UIKit releases it on the main thread and it runs in place.)
        for _ in 0..<3 { await Task.yield() }
        harness.checkReleasedCompanions()
        #expect(freedFlow == nil && freedContext == nil, "UIKit's context and the flow are gone")
        #expect(freedCompanion == nil, "UIKit's context and the flow are gone")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    /// The fake enforces UIKit's rule: a companion released while active is a violation.
    @Test func theFakeReportsAnAnimatorReleasedWhilePaused() {
        let harness = TransitionHarness()
        do { _ = harness.makeCompanion() }
        harness.checkReleasedCompanions()
        #expect(harness.violations.count == 1 && harness.violations[0].contains("released while active"))
    }

    /// uikit-review-5, F6: after a pop, nothing of the popped screen is kept by the engine (it
    /// lives as long as the navigation controller).
    @Test func theEngineLetsGoOfTheLastTransitionsViews() throws {
        let (harness, nav, _, detail, _) = navigationFixture()
        nav.push(detail)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        nav.pop()
        letUIKitAskTheDelegate(harness, nav)
        let engine = nav.coordination.engine
        harness.run(until: { engine.phase == .running })
        // In flight, the report and the pictures hold the popped screen's views…
        let photo = try #require(detail.rootView.subviews.first)
        #expect(engine.report?.pairs.contains { $0.source.view === photo } == true)
        #expect(engine.snapshotPlan != nil)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        // …and nothing of them after the end.
        #expect(engine.report == nil && engine.snapshotPlan == nil)
        #expect(harness.violations.isEmpty)
    }
}

/// A minimal mutable view that records what the ledger asks of it: stands in for a `UIView` whose
/// constraints and stack-view arrangement must come back.
@MainActor
final class RecordingNode: MutableViewNode {
    typealias Node = RecordingNode
    let name: String
    private(set) var children: [RecordingNode] = []
    weak var parent: RecordingNode?
    var captures = 0
    var restored: [String] = []

    init(name: String) { self.name = name }

    var parentNode: RecordingNode? { parent }
    var childNodes: [RecordingNode] { children }
    var layerGeometry: LayerGeometry { modelGeometry }
    var modelGeometry = LayerGeometry(frame: .zero)
    var appearance: ViewAppearance { ViewAppearance() }
    var walkAppearance: ViewAppearance { ViewAppearance() }
    var matchID: String? { nil }
    var matchScope: String? { nil }
    var isExcludedFromMatching: Bool { false }
    var transitionModifiers: [TransitionModifier] { [] }
    var hasTransitionModifiers: Bool { false }
    var accessibilityLabel: String? { nil }
    var isHidden: Bool { false }
    var opacity = 1.0

    func insertChild(_ child: RecordingNode, at index: Int) {
        child.removeFromParent()
        children.insert(child, at: min(index, children.count))
        child.parent = self
    }

    func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    func captureAttachments() -> ViewAttachments {
        captures += 1
        return ViewAttachments(payload: "attachments of \(name)" as NSString)
    }

    func restoreAttachments(_ attachments: ViewAttachments) {
        restored.append((attachments.payload as? NSString).map(String.init) ?? "nothing")
    }
}
