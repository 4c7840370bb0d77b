import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// The control flow of `MatchCutTransition` on strict fakes of UIKit's contracts: every kind of
/// transition, animated or not, on its own or under a seeded random finger, postponed or not.
/// Every contract holds, every end state is right, and no committed frame shows a hidden original
/// while its stand-in flies, a blank picture where the screen had content, or the arriving screen
/// before its flight.
@MainActor
@Suite(.allUIKitVariants) struct TransitionFlowContractTests {
    enum Variant: String, CaseIterable { case onItsOwn, underAFinger, postponed, postponedReadyEarly, notAnimated }

    struct Outcome {
        var finished: Bool
        var toldDuration: Double
        var planDuration: Double?
    }

    @discardableResult
    func run(_ arrangement: UIKitStage.Arrangement, _ variant: Variant, seed: Int) throws -> Outcome {
        var rng = SeededRandom(seed: UInt64(seed))
        let harness = TransitionHarness()
        harness.onViolation = { Issue.record("seed \(seed) \(arrangement) \(variant): \($0)") }
        let stage = UIKitStage(
            arrangement, in: harness, interactive: variant == .underAFinger, animated: variant != .notAnimated)
        stage.context.onViolation = harness.report
        if variant == .postponed || variant == .postponedReadyEarly { stage.to.postponement = 0.3 }
        let (fromRoot, toRoot) = stage.roots
        let before = (TreeSnapshot(fromRoot, rootPlacement: false), TreeSnapshot(toRoot, rootPlacement: false))
        let presenterBefore = stage.arrangement == .presentSheet || stage.arrangement == .dismissSheet
        harness.endTurn()
        harness.backend.noteScreen(harness.window)
        let flow = TransitionFlow<FakeTransitionContext, ContractBackend>(
            kind: arrangement.kind, style: .matched(TransitionOptions()), backend: harness.backend,
            driver: harness.driver)
        harness.watch(flow.controller, source: fromRoot, destination: toRoot)
        // UIKit asks for the duration when the push is requested, and starts on the next turn.
        let told = flow.duration(using: stage.context)
        #expect(
            stage.container.subviews.count == (arrangement == .presentSheet ? 0 : 1), "duration must not place views")
        harness.endTurn()
        var plan: TransitionPlan?
        flow.onStart = { plan = flow.controller.plan }
        harness.startInCommit {
            if variant == .underAFinger {
                flow.startInteractive(stage.context)
            } else {
                flow.animate(using: stage.context)
            }
        }
        if variant == .notAnimated {
            // Placed and complete, synchronously.
            #expect(stage.context.completions == [true], "seed \(seed)")
        }
        if variant == .postponedReadyEarly {
            harness.run(for: 0.1)
            // The arriving screen stays invisible while waiting (a presenter under a sheet is never touched).
            #expect(flow.controller.isPostponed && toRoot.alpha == (arrangement == .dismissSheet ? 1 : 0))
            flow.resumePostponed()
        }
        var finishes = true
        if variant == .underAFinger {
            let (axis, start, extent) = stage.gesture
            let script = GestureScript.random(&rng, axis: axis, start: start, extent: extent)
            let rules = PullDownToDismissGesture()
            var translation = CGPoint.zero
            var previous = 0.0
            for sample in script.samples {
                harness.driver.advance(by: sample.time - previous)
                previous = sample.time
                translation = sample.translation
                let progress = (translation.x * axis.x + translation.y * axis.y) / extent
                flow.update(progress: progress, translation: translation, location: start)
                harness.endTurn()
            }
            let along = script.releaseVelocity.x * axis.x + script.releaseVelocity.y * axis.y
            finishes = rules.finishRule.shouldFinish(
                progress: min(max((translation.x * axis.x + translation.y * axis.y) / extent, 0), 1), velocity: along,
                extent: extent)
            let releaseTime = harness.driver.now
            flow.release(finish: finishes, progressVelocity: along / extent, fingerVelocity: script.releaseVelocity)
            // finish/cancel go to UIKit at the release, not after the spring.
            #expect(stage.context.releases.map(\.time) == [releaseTime], "seed \(seed)")
            #expect(stage.context.releases.map(\.finished) == [finishes], "seed \(seed)")
        }
        harness.run(until: { !stage.context.completions.isEmpty }, timeout: 5)
        #expect(stage.context.completions == [finishes], "seed \(seed) \(arrangement) \(variant)")
        // The end state: the screen UIKit expects, every original back, nothing left behind.
        let shown = finishes ? toRoot : fromRoot
        let gone = finishes ? fromRoot : toRoot
        if arrangement == .presentSheet || arrangement == .dismissSheet {
            #expect(
                stage.thumbnail.superview?.superview?.superview === harness.window, "the presenter stays where it was")
        }
        let presenter = arrangement == .presentSheet ? fromRoot : arrangement == .dismissSheet ? toRoot : nil
        if shown !== presenter { #expect(shown.superview === stage.container, "seed \(seed)") }
        if gone !== presenter { #expect(gone.superview == nil, "seed \(seed) \(arrangement) \(variant)") }
        #expect(shown.alpha == 1 && gone.alpha == 1)
        #expect(
            TreeSnapshot(fromRoot, rootPlacement: false) == before.0, "seed \(seed): the leaving tree is not as it was")
        #expect(
            TreeSnapshot(toRoot, rootPlacement: false) == before.1, "seed \(seed): the arriving tree is not as it was")
        #expect(harness.backend.base.liveStandIns.isEmpty && harness.driver.observerCount == 0)
        #expect(harness.violations.isEmpty && stage.context.violations.isEmpty)
        _ = presenterBefore
        if variant == .postponed || variant == .postponedReadyEarly {
            #expect(stage.to.postponement == nil && stage.to.postponementsTaken == 1, "the postponement is taken once")
        }
        return Outcome(finished: finishes, toldDuration: told, planDuration: plan?.duration)
    }

    @Test(arguments: UIKitStage.Arrangement.allCases)
    func everyArrangementAndVariantKeepsEveryContract(arrangement: UIKitStage.Arrangement) throws {
        for variant in Variant.allCases {
            let seeds = variant == .underAFinger ? 0..<60 : 0..<2
            for seed in seeds where UIKitVariant.runs(seed: seed) || seeds.count < 10 {
                try run(arrangement, variant, seed: seed)
            }
        }
    }

    /// The duration UIKit is told is the plan's, postponed or not (what UIKit animates along is
    /// attached to the interruptible animator, which waits with the engine).
    @Test(arguments: [UIKitStage.Arrangement.push, .pop, .present, .dismissSheet])
    func theDurationUIKitIsToldIsThePlans(arrangement: UIKitStage.Arrangement) throws {
        let plain = try run(arrangement, .onItsOwn, seed: 0)
        #expect(abs(plain.toldDuration - (plain.planDuration ?? -1)) < 1e-9)
        let waiting = try run(arrangement, .postponed, seed: 0)
        #expect(abs(waiting.toldDuration - (waiting.planDuration ?? -1)) < 1e-9)
    }

    /// Review item 1 (and the second review's N1, N5, N6): the pictures are taken at the frame
    /// after UIKit's start (never during its commit), under a still cover; leaves first, from the
    /// drawn screen without committing; then the roots, with everything that flies out of them
    /// hidden, in one commit; the stand-ins posed before they are added. No picture is blank where
    /// the screen had content, and none shows a view that flies on its own (the harness checks
    /// both on every picture).
    @Test func picturesAfterTheCommitLeavesFirstRootsWithTheirFlightsHiddenOneCommit() {
        for arrangement in [UIKitStage.Arrangement.push, .pop, .present, .dismiss, .presentSheet] {
            let (harness, stage, flow) = runFlow(arrangement)
            let log = harness.backend.base.pictureLog
            #expect(!log.isEmpty && log.allSatisfy { !$0.picture.method.contains("during a commit") }, "\(arrangement)")
            let commits = log.enumerated().filter { $0.element.picture.method == "snapshot+commit" }
            #expect(commits.count == 1, "\(arrangement): \(commits.count) commits")
            let roots = [stage.roots.from, stage.roots.to]
            #expect(
                commits.allSatisfy { c in roots.contains { $0 === c.element.view } }, "\(arrangement): commits a root")
            // Everything before the commit is a leaf, pictured as the screen last drew it.
            let first = commits.first?.offset ?? log.count
            #expect(log.prefix(first).allSatisfy { $0.picture.method == "snapshot" || $0.picture.method == "copy" })
            #expect(log.prefix(first).allSatisfy { entry in !roots.contains { $0 === entry.view } })
            // The engine lets go of the pictured views at the end (uikit-review-5, F6).
            #expect(flow.controller.snapshotPlan == nil && flow.controller.report == nil)
            #expect(harness.violations.isEmpty, "\(arrangement): \(harness.violations.prefix(3))")
            #expect(!stage.thumbnail.isHidden && !stage.photo.isHidden, "hidden with opacity, never isHidden")
        }
    }

    @Test func aPostponedTransitionNeverFreezes() {
        // Interactive transitions are not postponed: a finger is down.
        let (_, stage, flow) = runFlow(
            .pop, interactive: true, prepare: { $0.to.postponement = 1 },
            during: { flow, harness in
                harness.run(for: 2.0 / 60)  // the pictures wait for a commit after the start
                #expect(flow.controller.phase == .interactive)
                flow.update(progress: 0.4, translation: CGPoint(x: 150, y: 0), location: CGPoint(x: 4, y: 400))
                flow.release(finish: true, progressVelocity: 1, fingerVelocity: CGPoint(x: 400, y: 0))
            })
        #expect(stage.context.completions == [true] && flow.isComplete)
        // A postponement that times out is taken, not left to hold back the next transition.
        let (_, timedOut, _) = runFlow(.push, prepare: { $0.to.postponement = 0.2 })
        #expect(timedOut.context.completions == [true] && timedOut.to.postponement == nil)
    }

    @Test func aPostponedPushKeepsTheDestinationInvisibleAndTheBarWaitsWithIt() {
        // The bar is attached to the interruptible animator, which follows the engine: it stays at
        // 0 while the destination is awaited, so the duration UIKit is told is the plan's alone.
        let companion = FakeCompanion()
        let (_, stage, flow) = runFlow(
            .push, prepare: { $0.to.postponement = 0.3 },
            during: { flow, harness in
                flow.companion = companion
                harness.run(for: 0.15)
                #expect(flow.controller.isPostponed && flow.controller.request?.destination.alpha == 0)
                #expect(companion.progress.allSatisfy { $0 == 0 } && !companion.progress.isEmpty)
            })
        #expect(stage.context.completions == [true] && companion.finishes == [true])
        #expect(abs(flow.duration(using: stage.context) - (flow.controller.plan?.duration ?? 0)) < 1e-9)
    }

    @Test func finishAndCancelAreSentAtTheReleaseNotAfterTheSpring() {
        for finish in [true, false] {
            var releasedAt = 0.0
            let (_, stage, _) = runFlow(
                .pop, interactive: true,
                during: { flow, harness in
                    harness.run(for: 0.05)
                    flow.update(progress: 0.5, translation: CGPoint(x: 195, y: 0), location: nil)
                    releasedAt = harness.driver.now
                    flow.release(finish: finish, progressVelocity: 0, fingerVelocity: .zero)
                })
            #expect(stage.context.releases.map(\.time) == [releasedAt] && stage.context.completions == [finish])
        }
    }

    @Test func notAnimatedCompletesSynchronously() {
        let harness = TransitionHarness()
        let stage = UIKitStage(.present, in: harness, animated: false)
        let flow = TransitionFlow<FakeTransitionContext, ContractBackend>(
            kind: .present, style: .preset(.fade), backend: harness.backend, driver: harness.driver)
        flow.animate(using: stage.context)
        #expect(stage.context.completions == [true] && stage.roots.to.superview === stage.container)
    }

    @Test func oneCommitPerTransitionEveryOtherPictureFromTheLastDrawnScreen() {
        let (harness, _, _) = runFlow(.pop)
        let counts = harness.backend.base.pictureCounts
        #expect(counts.committing == 1 && counts.snapshots + counts.copies >= 2)
    }

    @Test func aViewUIKitDoesNotHandOutIsNeverTouched() {
        let (harness, stage, _) = runFlow(.presentSheet, style: .preset(.actionSheet()))
        stage.context.checkUntouched()
        #expect(stage.context.violations.isEmpty && harness.violations.isEmpty)
    }

    @Test func theDurationUIKitIsToldIsTheRunningPlans() {
        let harness = TransitionHarness()
        let stage = UIKitStage(.push, in: harness)
        let flow = TransitionFlow<FakeTransitionContext, ContractBackend>(
            kind: .push, style: .preset(.cardToDetail), backend: harness.backend, driver: harness.driver)
        let told = flow.duration(using: stage.context)
        harness.startInCommit { flow.animate(using: stage.context) }
        harness.run(until: { flow.controller.plan != nil })
        #expect(abs(told - (flow.controller.plan?.duration ?? 0)) < 1e-9 && abs(told - 0.9) < 1e-9)
        #expect(abs(flow.duration(using: stage.context) - told) < 1e-9)
        harness.run(until: { !stage.context.completions.isEmpty })
    }

    @Test func everyPathCompletesWithWhetherItFinished() {
        // A context UIKit could not fill in still completes.
        let harness = TransitionHarness()
        let stage = UIKitStage(.push, in: harness)
        stage.context.withholdsControllers = true
        let flow = TransitionFlow<FakeTransitionContext, ContractBackend>(
            kind: .push, style: .matched(TransitionOptions()), backend: harness.backend, driver: harness.driver)
        flow.animate(using: stage.context)
        #expect(stage.context.completions.count == 1)
        // A non-interactive push turned back completes with false and takes its view back.
        let (_, turned, _) = runFlow(
            .push,
            during: { flow, harness in
                harness.run(for: 0.1)
                flow.controller.cancel()
            })
        #expect(turned.context.completions == [false] && turned.roots.to.superview == nil)
    }

    @Test func cornersAreDrawnPerCornerAndShadowsFlyUnclipped() {
        let mixed = CornerRadii(
            topLeft: CGSize(width: 12, height: 12), topRight: CGSize(width: 12, height: 12), bottomRight: .zero,
            bottomLeft: .zero)
        #expect(StandInLayout.Corners(mixed) == .uniform(radius: 12, corners: [.topLeft, .topRight]))
        let card = StandInState(
            center: CGPoint(x: 50, y: 50), size: CGSize(width: 100, height: 100), cornerRadii: CornerRadii(uniform: 10),
            masksToBounds: true, shadow: Shadow(opacity: 0.3, radius: 8))
        let frame = StandInFrame(
            id: 0, name: "card", quad: try! card.quad(), state: card, zIndex: 0, sourceContentAlpha: 1,
            destinationContentAlpha: 0)
        // The shadow path follows the body's corners; the body's clip does not take the shadow.
        #expect(StandInLayout(frame).radii == CornerRadii(uniform: 10) && frame.state.shadow != nil)
    }

    /// The second review's note on item 21: continuous corners (`cornerCurve`) fly continuous; a
    /// flight between a continuous and a circular corner switches at halfway (the curve cannot be
    /// blended).
    @Test func continuousCornersFlyContinuous() throws {
        let source = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let destination = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = HeadlessView(frame: CGRect(x: 20, y: 100, width: 160, height: 200))
        card.matchID = "card"
        card.cornerRadius = 20
        card.appearance.cornerCurve = .continuous
        let hero = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        hero.matchID = "card"
        hero.cornerRadius = 0
        source.addSubview(card)
        destination.addSubview(hero)
        let stage = TransitionStage(source: source, destination: destination)
        let report = Matcher().match(source: source, destination: destination, in: stage.container)
        let plan = TransitionPlanner().plan(
            .push, report: report, source: source, destination: destination, in: stage.container)
        let track = try #require(plan.track(for: .pair(0)))
        #expect(track.state(at: 0).cornerCurve == .continuous && track.state(at: track.end).cornerCurve == .circular)
        let halfway = StandInState.interpolate(from: track.state(at: 0), to: track.state(at: track.end), fraction: 0.49)
        #expect(halfway.cornerCurve == .continuous)
        // Scene files carry it.
        let scene = TransitionScene(
            containerSize: CGSize(width: 390, height: 844), source: SceneNode(capturing: source),
            destination: SceneNode(capturing: destination))
        let decoded = try SceneDecoder().decode(SceneEncoder().encode(scene)).scene
        #expect(decoded.source.children.first?.appearance.cornerCurve == .continuous)
    }

    @Test func aMatchedTransitionThatFindsNothingAtTheStartFallsBack() throws {
        var pairs: Int?
        _ = runFlow(
            .push, prepare: { $0.photo.matchID = nil },
            during: { flow, harness in
                flow.fallback = nil  // (the flow was started already; the coordination sets the slide)
                harness.run(until: { flow.controller.report != nil || flow.isComplete })
                pairs = flow.controller.report?.pairs.count
            })
        #expect(pairs == 0)
        let harness = TransitionHarness()
        let stage = UIKitStage(.push, in: harness)
        stage.photo.matchID = nil
        let slide = TransitionFlow<FakeTransitionContext, ContractBackend>(
            kind: .push, style: .matched(TransitionOptions()), backend: harness.backend, driver: harness.driver)
        slide.fallback = .navigationSlide()
        harness.startInCommit { slide.animate(using: stage.context) }
        harness.run(until: { slide.controller.plan != nil })
        #expect(slide.controller.plan?.track(for: .dimming) != nil)
        harness.run(until: { !stage.context.completions.isEmpty })
    }

    @Test func modifiersOnAnUntaggedCaptionRun() throws {
        let (_, _, flow) = runFlow(.push)
        let caption = try #require(
            flow.controller.plan?.tracks.first { if case .single = $0.role { true } else { false } })
        #expect(caption.state(at: 0).alpha == 0 && caption.state(at: caption.end).alpha == 1)
    }

    /// N1: UIKit starts a navigation transition inside a commit, where a picture with screen
    /// updates shows the commit's end (the views hidden after it). The pictures wait for the next
    /// frame, under a still cover: none is taken during a commit, none is blank, nothing flashes.
    @Test(arguments: UIKitStage.Arrangement.allCases)
    func picturesWaitForTheFrameAfterUIKitsCommit(arrangement: UIKitStage.Arrangement) {
        let (harness, _, flow) = runFlow(
            arrangement,
            during: { flow, harness in
                // The start was inside the commit: covered, nothing pictured yet.
                #expect(flow.controller.phase == .preparing && harness.backend.base.pictureLog.isEmpty)
                #expect(flow.controller.request?.container.subviews.last?.name == HeadlessBackend.coverName)
            })
        #expect(!harness.backend.base.pictureLog.contains { $0.picture.method.contains("during a commit") })
        #expect(flow.controller.request == nil && harness.violations.isEmpty)
    }

    /// N5: no picture shows a view that flies on its own — the thumbnail is not left in the grid's
    /// picture under its flying copy, the big photo not in the detail's (the harness checks every
    /// picture of every transition; here, the roots' pictures are looked at directly).
    @Test(arguments: [UIKitStage.Arrangement.push, .pop])
    func noGhostOfAFlyingViewInTheScreensPictures(arrangement: UIKitStage.Arrangement) throws {
        let (harness, stage, _) = runFlow(arrangement)
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
    func presentationsArePicturedFromTheScreenNotRendered(arrangement: UIKitStage.Arrangement) {
        let (harness, _, _) = runFlow(arrangement)
        #expect(harness.backend.base.pictureCounts.layerRenders == 0 && harness.violations.isEmpty)
    }

    /// N11: the duration UIKit is told is the plan's; a postponement's wait is not added (the bar
    /// follows the interruptible animator, held at 0 while waiting).
    @Test func aPostponementIsNotAddedToTheDuration() {
        var told = 0.0
        let (_, _, flow) = runFlow(
            .push, prepare: { $0.to.postponement = 0.5 },
            during: { flow, _ in
                told = flow.duration(using: nil)
            })
        #expect(abs(told - (flow.controller.plan?.duration ?? -1)) < 1e-9)
    }

    /// N16: the postponement is taken on every start path (not animated too), and a start that
    /// cannot run on an interactive context still says finish or cancel before it completes.
    @Test func everyStartPathTakesThePostponementAndReleasesBeforeCompleting() {
        let (_, quiet, _) = runFlow(.push, animated: false, prepare: { $0.to.postponement = 0.4 })
        #expect(quiet.context.completions == [true] && quiet.to.postponement == nil)
        let (_, withheld, _) = runFlow(.pop, interactive: true, prepare: { $0.context.withholdsControllers = true })
        #expect(withheld.context.completions.count == 1 && withheld.context.releases.count == 1)
        #expect(withheld.context.violations.isEmpty)
    }

    /// A detail laid out from its safe area (its photo under the status bar's inset), which it has
    /// only once it is in the window: matched detached (no insets), started in the container (the
    /// insets arrive, the layout moves the photo down). The flight lands where the layout put the
    /// photo, so nothing jumps at the end (before: `layoutNow()` did nothing headless, and "no
    /// jump" was shown only for layouts that never move).
    @Test func theFlightLandsWhereTheLayoutInTheWindowPutsIt() throws {
        let (harness, nav, _, detail, _) = navigationFixture()
        harness.window.windowSafeAreaInsets = (top: 47, left: 0, bottom: 34, right: 0)
        let photo = try #require(detail.rootView.subviews.first)
        detail.rootView.layout = { root in
            photo.frame = CGRect(x: 0, y: 100 + root.safeAreaInsets.top, width: root.bounds.width, height: 300)
        }
        detail.rootView.removeFromSuperview()
        detail.rootView.layoutNow()
        #expect(photo.frame.minY == 100, "detached: no safe area")
        nav.push(detail)
        letUIKitAskTheDelegate(harness, nav)
        let flow = try #require(nav.coordination.current)
        harness.run(until: { flow.controller.plan != nil })
        #expect(photo.frame.minY == 147, "in the window: the inset arrived")
        let plan = try #require(flow.controller.plan)
        let track = try #require(plan.track(for: .pair(0)))
        let landing = track.state(at: max(plan.duration, track.end)).center
        let placed = try photo.convertedRect(photo.bounds, to: nav.view)
        #expect(abs(landing.x - placed.midX) < 1e-6 && abs(landing.y - placed.midY) < 1e-6)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.contexts.last?.completions == [true] && photo.alpha == 1 && photo.frame.minY == 147)
        #expect(harness.violations.isEmpty)
    }

    /// A video (or blur, Metal, web view) in the flight: a picture of it comes back blank on a
    /// device, and the fake says so — forced to picture it (`.content(.both…)`), the harness
    /// reports a blank picture of a view that showed content (the old fake pictured it perfectly).
    /// By default MatchCut flies it live instead: no blank picture, and it lands where the photo
    /// is, back in its cell at the end (push: the video is the source) — or, arriving, the
    /// source's picture alone flies (pop: the video is the destination).
    @Test(arguments: [UIKitStage.Arrangement.push, .pop])
    func compositedContentFliesLiveNotAsABlankPicture(arrangement: UIKitStage.Arrangement) {
        let video = CompositedContent(.video, color: RGBAColor(red: 0.1, green: 0.1, blue: 0.2))
        func makeVideo(_ stage: UIKitStage) {
            stage.thumbnail.backgroundColor = nil
            stage.thumbnail.content = .composited(video)
        }
        var forced: [String] = []
        _ = ContractFixtures.flow(arrangement, report: { forced.append($0) }) { stage in
            makeVideo(stage)
            for view in [stage.thumbnail, stage.photo] {
                view.transitionModifiers = [.content(.both(fade: .cross, fit: .auto))]
            }
        }
        #expect(forced.contains { $0.contains("blank picture") }, "the fake pictures composited content blank")
        let (harness, stage, flow) = ContractFixtures.flow(arrangement, report: { Issue.record(Comment(rawValue: $0)) })
        {
            makeVideo($0)
        }
        #expect(flow.isComplete && harness.violations.isEmpty)
        #expect(stage.thumbnail.content == .composited(video) && stage.thumbnail.alpha == 1)
        #expect(stage.thumbnail.superview != nil && stage.thumbnail.superview?.matchScope == "item-4")
    }
}
