import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// The second review of the UIKit layer (`/tmp/research/uikit-review-2.md`, items N1–N18): one
/// test per item fixed in the flow and the engine, named after it, through the contract fakes.
/// (The gesture and delegate items are in the navigation and modal suites.)
@MainActor
@Suite(.allUIKitVariants) struct SecondReviewContractTests {
    private func run(
        _ arrangement: UIKitStage.Arrangement, interactive: Bool = false, animated: Bool = true,
        style: TransitionStyle = .matched(TransitionOptions()), prepare: (UIKitStage) -> Void = { _ in },
        during: ((TransitionFlow<FakeTransitionContext, ContractBackend>, TransitionHarness) -> Void)? = nil
    ) -> (TransitionHarness, UIKitStage, TransitionFlow<FakeTransitionContext, ContractBackend>) {
        ContractFixtures.flow(
            arrangement, interactive: interactive, animated: animated, style: style,
            report: { Issue.record(Comment(rawValue: $0)) }, prepare: prepare, during: during)
    }

    /// N1: UIKit starts a navigation transition inside a commit, where a picture with screen
    /// updates shows the commit's end (the views hidden after it). The pictures wait for the next
    /// frame, under a still cover: none is taken during a commit, none is blank, nothing flashes.
    @Test(arguments: UIKitStage.Arrangement.allCases)
    func n01_picturesWaitForTheFrameAfterUIKitsCommit(arrangement: UIKitStage.Arrangement) {
        let (harness, _, flow) = run(
            arrangement,
            during: { flow, harness in
                // The start was inside the commit: covered, nothing pictured yet.
                #expect(flow.controller.phase == .preparing && harness.backend.base.pictureLog.isEmpty)
                #expect(flow.controller.request?.container.subviews.last?.name == HeadlessBackend.coverName)
            })
        #expect(!harness.backend.base.pictureLog.contains { $0.picture.method.contains("during a commit") })
        #expect(flow.controller.request == nil && harness.violations.isEmpty)
    }

    /// N2: the arriving screen's bounds origin is a scroll view's content offset: placing it (and
    /// asking for the duration) keeps it, so a list popped back to keeps its place.
    @Test(arguments: [UIKitStage.Arrangement.pop, .dismiss])
    func n02_aListPoppedBackToKeepsItsScrollPosition(arrangement: UIKitStage.Arrangement) {
        var offset = CGPoint.zero
        let (_, stage, _) = run(
            arrangement,
            prepare: { stage in
                stage.roots.to.geometry.bounds.origin = CGPoint(x: 0, y: 300)
                stage.roots.to.geometry.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            },
            during: { flow, _ in offset = flow.controller.request?.destination.bounds.origin ?? .zero })
        #expect(offset == CGPoint(x: 0, y: 300))
        #expect(stage.roots.to.bounds.origin == CGPoint(x: 0, y: 300) && stage.roots.to.frame == stage.container.bounds)
    }

    /// N5: no picture shows a view that flies on its own — the thumbnail is not left in the grid's
    /// picture under its flying copy, the big photo not in the detail's (the harness checks every
    /// picture of every transition; here, the roots' pictures are looked at directly).
    @Test(arguments: [UIKitStage.Arrangement.push, .pop])
    func n05_noGhostOfAFlyingViewInTheScreensPictures(arrangement: UIKitStage.Arrangement) throws {
        let (harness, stage, _) = run(arrangement)
        for root in [stage.roots.from, stage.roots.to] {
            let entry = try #require(harness.backend.base.pictureLog.first { $0.view === root })
            let content = try #require(entry.picture.content)
            var stack = [content]
            var shown: [String] = []
            while let view = stack.popLast() {
                guard !view.isHidden, view.alpha > 0 else { continue }
                if let name = view.name { shown.append(name) }
                stack += view.subviews
            }
            #expect(!shown.contains("thumbnail 4") && !shown.contains("photo"), "\(root.name!): \(shown)")
            if root.name == "grid" { #expect(shown.contains("bar"), "what does not fly stays in the picture") }
        }
    }

    /// N6: a presentation's screens are pictured from the drawn screen like a push's (the cover
    /// hides the arriving screen while it is drawn): no CPU layer render, blur and video included.
    @Test(arguments: [UIKitStage.Arrangement.present, .presentSheet, .dismiss, .dismissSheet])
    func n06_presentationsArePicturedFromTheScreenNotRendered(arrangement: UIKitStage.Arrangement) {
        let (harness, _, _) = run(arrangement)
        #expect(harness.backend.base.pictureCounts.layerRenders == 0 && harness.violations.isEmpty)
    }

    /// N11: the duration UIKit is told is the plan's; a postponement's wait is not added (the bar
    /// follows the interruptible animator, held at 0 while waiting).
    @Test func n11_aPostponementIsNotAddedToTheDuration() {
        var told = 0.0
        let (_, _, flow) = run(
            .push, prepare: { $0.to.postponement = 0.5 },
            during: { flow, _ in
                told = flow.duration(using: nil)
            })
        #expect(abs(told - (flow.controller.plan?.duration ?? -1)) < 1e-9)
    }

    /// N16: the postponement is taken on every start path (not animated too), and a start that
    /// cannot run on an interactive context still says finish or cancel before it completes.
    @Test func n16_everyStartPathTakesThePostponementAndReleasesBeforeCompleting() {
        let (_, quiet, _) = run(.push, animated: false, prepare: { $0.to.postponement = 0.4 })
        #expect(quiet.context.completions == [true] && quiet.to.postponement == nil)
        let (_, withheld, _) = run(.pop, interactive: true, prepare: { $0.context.withholdsControllers = true })
        #expect(withheld.context.completions.count == 1 && withheld.context.releases.count == 1)
        #expect(withheld.context.violations.isEmpty)
    }

    /// N16: a transition whose last reference goes while it flies (its navigation controller
    /// replaced mid-flight) leaves nothing behind: the stand-ins go, every original comes back —
    /// on random screens, at a random moment.
    @Test(arguments: 0..<40)
    func n16_aTransitionFreedInFlightPutsTheScreenBack(seed: Int) async {
        var rng = SeededRandom(seed: UInt64(seed))
        let stage = TransitionStage.random(&rng)
        let before = (
            TreeSnapshot(stage.source, rootPlacement: false), TreeSnapshot(stage.destination, rootPlacement: false)
        )
        let driver = ManualFrameDriver(holdsObserversWeakly: true)
        weak var released: TransitionController<HeadlessBackend>?
        do {
            let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
            released = controller
            var request = TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container)
            request.postponeTimeout = rng.chance(0.3) ? 0.2 : nil
            request.startsAfterCommit = rng.chance(0.5)
            controller.begin(request)
            driver.advance(by: rng.double(0...0.3))
            #expect(controller.phase.isInFlight, "seed \(seed)")
        }
        #expect(released == nil, "seed \(seed)")
        for _ in 0..<3 { await Task.yield() }  // (off the main thread, the cleanup is the main actor's next job)
        #expect(stage.container.subviews.allSatisfy { $0 === stage.source || $0 === stage.destination }, "seed \(seed)")
        #expect(TreeSnapshot(stage.source, rootPlacement: false) == before.0, "seed \(seed)")
        #expect(TreeSnapshot(stage.destination, rootPlacement: false) == before.1, "seed \(seed)")
    }

    /// N17: `presentMatchCut` makes a new delegate per presentation, yet the pull-down hint plays
    /// once for the app (the record is shared); and a dismissal that begins while the hint plays
    /// stops it, so it never glides over the leaving sheet.
    @Test func n17_theHintPlaysOncePerAppAndStopsWhenADismissalBegins() {
        let record = PullDownHintRecord()
        var played: [Int] = []
        for round in 0..<3 {
            let (harness, p) = ContractFixtures.presentation(.preset(.actionSheet()), seed: round, hintRecord: record) {
                Issue.record(Comment(rawValue: $0))
            }
            p.present()
            harness.run(until: { p.isPresented && !p.isTransitioning })
            played.append(p.hints.count)
            if round == 0 {
                #expect(p.hintPlayer.isPlaying, "the first presentation plays the hint")
                p.dismiss()
                harness.run(for: 1.0 / 60)
                #expect(p.hintStops == 1 && !p.hintPlayer.isPlaying, "the dismissal stopped the hint")
                harness.run(until: { !p.isPresented && !p.isTransitioning })
            }
            #expect(harness.violations.isEmpty)
        }
        #expect(played == [1, 0, 0] && record.hasPlayed)
    }
}
