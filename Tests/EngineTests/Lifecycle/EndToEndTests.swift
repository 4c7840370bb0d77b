import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// The photo grid → detail scene used across these tests.
@MainActor
private func photoStage() -> (stage: TransitionStage, thumb: HeadlessView, hero: HeadlessView, caption: HeadlessView) {
    let list = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let thumb = HeadlessView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
    thumb.matchID = "photo"
    thumb.cornerRadius = 12
    thumb.backgroundColor = RGBAColor(red: 1, green: 0, blue: 0)
    list.addSubview(thumb)
    let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let hero = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
    hero.matchID = "photo"
    hero.backgroundColor = RGBAColor(red: 1, green: 0, blue: 0)
    detail.addSubview(hero)
    let caption = HeadlessView(frame: CGRect(x: 20, y: 520, width: 350, height: 60))
    caption.matchID = "caption"
    detail.addSubview(caption)
    return (TransitionStage(source: list, destination: detail), thumb, hero, caption)
}

private func near(_ a: Quad, _ b: Quad, _ tolerance: Double = 1e-6) -> Bool {
    zip(a.corners, b.corners).allSatisfy { abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance }
}

@MainActor
@Suite struct EndToEndTests {
    @Test(arguments: TransitionKind.allCases)
    func matchedFlightStartsAtTheSourceEndsAtTheDestinationAndCleansUp(kind: TransitionKind) throws {
        let (stage, thumb, hero, _) = photoStage()
        let (from, to) = kind.isForward ? (stage.source, stage.destination) : (stage.destination, stage.source)
        let (fromView, toView) = kind.isForward ? (thumb, hero) : (hero, thumb)
        let before = (TreeSnapshot(stage.source), TreeSnapshot(stage.destination))
        let driver = ManualFrameDriver(frameRate: 60)
        let backend = HeadlessBackend()
        let controller = TransitionController(backend: backend, driver: driver)
        var completions: [Bool] = []
        controller.onCompletion = { completions.append($0) }
        controller.begin(TransitionRequest(kind, from: from, to: to, in: stage.container))
        #expect(controller.phase == .running)
        let plan = try #require(controller.plan)
        let photo = try #require(plan.track(for: .pair(0)))
        // t = 0: the stand-in covers the source photo exactly, measured through the view tree.
        let drawn = backend.render(in: stage.container)
        let flying = try #require(drawn.first { $0.id == photo.id })
        #expect(near(flying.quad, try fromView.convertedQuad(fromView.bounds, to: stage.container)))
        #expect(fromView.alpha == 0 && toView.alpha == 0 && !fromView.isHidden)
        // Middle: between the two, inside the union of both boxes.
        driver.advance(by: plan.duration / 2)
        let middle = try #require(backend.render(in: stage.container).first { $0.id == photo.id }).quad.boundingBox
        let union = try fromView.convertedRect(fromView.bounds, to: stage.container)
            .union(toView.convertedRect(toView.bounds, to: stage.container))
        #expect(union.insetBy(dx: -40, dy: -40).contains(middle))
        #expect(middle != (try fromView.convertedRect(fromView.bounds, to: stage.container)))
        // Just before the end: at the destination (springs settle to 1e-3 of the distance).
        let last = try #require(photo.frame(at: plan.duration))
        #expect(near(last.quad, try toView.convertedQuad(toView.bounds, to: stage.container), 1))
        driver.advance(by: plan.duration)
        #expect(completions == [true] && controller.phase == .ended(finished: true))
        #expect(backend.liveStandIns.isEmpty && stage.container.subviews.count == 2)
        #expect(TreeSnapshot(stage.source) == before.0 && TreeSnapshot(stage.destination) == before.1)
    }

    @Test func cornerRadiusAndColourTravelWithTheFlight() throws {
        let (stage, _, _, _) = photoStage()
        let driver = ManualFrameDriver()
        let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
        controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
        let photo = try #require(controller.plan?.track(for: .pair(0)))
        #expect(photo.initial.cornerRadii == CornerRadii(uniform: 12))
        #expect(photo.final.cornerRadii == .zero)
        #expect(photo.initial.backgroundColor == RGBAColor(red: 1, green: 0, blue: 0))
    }

    @Test(arguments: [true, false])
    func interactiveTransitionFinishesOrCancelsFromWhereTheFingerLeftIt(finish: Bool) throws {
        let (stage, thumb, hero, _) = photoStage()
        let before = (TreeSnapshot(stage.source), TreeSnapshot(stage.destination))
        let driver = ManualFrameDriver(frameRate: 120)
        let backend = HeadlessBackend()
        let controller = TransitionController(backend: backend, driver: driver)
        var completions: [Bool] = []
        controller.onCompletion = { completions.append($0) }
        controller.begin(
            TransitionRequest(.pop, from: stage.destination, to: stage.source, in: stage.container, interactive: true))
        #expect(controller.phase == .interactive)
        let gesture = PullDownToDismissGesture()
        var translation = CGPoint.zero
        for step in 1...20 {
            translation = CGPoint(x: Double(step) * 2, y: Double(step) * 12)
            controller.update(progress: gesture.progress(translation: translation, height: 844))
            controller.follow(translation: translation)
            driver.advance(by: 1.0 / 120)
        }
        let photo = try #require(controller.plan?.track(for: .pair(0)))
        let underFinger = try #require(controller.currentFrames().first { $0.id == photo.id })
        // The photo is exactly where the finger moved it, scaled down with the distance.
        let start = try hero.convertedRect(hero.bounds, to: stage.container)
        #expect(abs(underFinger.state.center.x - (start.midX + translation.x)) < 1e-9)
        #expect(abs(underFinger.state.center.y - (start.midY + translation.y)) < 1e-9)
        let velocity = CGPoint(x: 50, y: finish ? 900 : -600)
        let p = controller.progress
        let position = underFinger.state.center
        if finish {
            controller.finish(velocity: gesture.progressVelocity(velocity, height: 844), fingerVelocity: velocity)
        } else {
            controller.cancel(velocity: gesture.progressVelocity(velocity, height: 844), fingerVelocity: velocity)
        }
        // No jump at release: same progress, same place.
        #expect(abs(controller.progress - p) < 1e-12)
        let released = try #require(controller.currentFrames().first { $0.id == photo.id })
        #expect(abs(released.state.center.x - position.x) < 1e-9 && abs(released.state.center.y - position.y) < 1e-9)
        driver.advance(by: 3)
        #expect(completions == [finish])
        #expect(thumb.alpha == 1 && hero.alpha == 1 && backend.liveStandIns.isEmpty)
        #expect(TreeSnapshot(stage.source) == before.0 && TreeSnapshot(stage.destination) == before.1)
    }

    @Test(arguments: [
        TransitionPreset.circularReveal(from: CGPoint(x: 300, y: 700)), .roller,
        .slide(from: .left, size: CGSize(width: 260, height: 844)),
        .slide(from: .right), .fade, .actionSheet(), .diffuse(from: CGPoint(x: 100, y: 100)), .cardToDetail,
    ])
    func everyPresetRunsBothWaysAndEndsWhereTheRootsBelong(preset: TransitionPreset) throws {
        for kind in [TransitionKind.present, .dismiss, .push, .pop] {
            let (stage, _, _, _) = photoStage()
            let before = (TreeSnapshot(stage.source), TreeSnapshot(stage.destination))
            let driver = ManualFrameDriver()
            let backend = HeadlessBackend()
            let controller = TransitionController(backend: backend, driver: driver)
            var completions: [Bool] = []
            controller.onCompletion = { completions.append($0) }
            let (from, to) = kind.isForward ? (stage.source, stage.destination) : (stage.destination, stage.source)
            controller.begin(TransitionRequest(kind, from: from, to: to, in: stage.container, style: .preset(preset)))
            let plan = try #require(controller.plan)
            #expect(plan.duration > 0 && plan.duration < 3, "\(preset) \(kind)")
            for t in stride(from: 0.0, through: plan.duration, by: plan.duration / 8) {
                for frame in plan.frames(at: t) {
                    #expect(frame.quad.isFinite && frame.state.alpha.isFinite, "\(preset) \(kind) t=\(t)")
                }
            }
            // At the end the arriving root (going forward) shows where it belongs, fully opaque.
            // The destination is the arriving controller both ways (going back, the one returned to).
            let arriving = try #require(plan.track(for: .destinationRoot))
            let final = try #require(arriving.frame(at: plan.duration + 1))
            if case .slide(_, let size?) = preset, kind.isForward {
                #expect(abs(final.quad.boundingBox.width - size.width) < 1e-9)
            } else if case .actionSheet = preset, kind.isForward {
                #expect(
                    abs(final.quad.boundingBox.height - 844.0 / 5 * 2) < 1e-9
                        && abs(final.quad.boundingBox.maxY - 844) < 1e-9)
            } else {
                #expect(near(final.quad, Quad(CGRect(x: 0, y: 0, width: 390, height: 844)), 1e-6), "\(preset) \(kind)")
            }
            #expect(abs(final.state.alpha - 1) < 1e-9, "\(preset) \(kind)")
            driver.advance(by: plan.duration + 1)
            #expect(completions == [true], "\(preset) \(kind)")
            #expect(TreeSnapshot(stage.source) == before.0 && TreeSnapshot(stage.destination) == before.1)
            #expect(stage.container.subviews.count == 2)
        }
    }

    @Test func circularRevealCoversTheFarthestCorner() throws {
        let (stage, _, _, _) = photoStage()
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        let point = CGPoint(x: 300, y: 700)
        controller.begin(
            TransitionRequest(
                .present, from: stage.source, to: stage.destination, in: stage.container,
                style: .preset(.circularReveal(from: point))))
        let track = try #require(controller.plan?.track(for: .destinationRoot))
        #expect(track.initial.mask?.radius == 0)
        // Farthest corner from (300, 700) is (0, 0).
        #expect(abs((track.final.mask?.radius ?? 0) - (300.0 * 300 + 700 * 700).squareRoot()) < 1e-9)
    }

    @Test func rollerStartsTheDestinationJustOffTheRightEdgeAtSevenTenths() throws {
        let (stage, _, _, _) = photoStage()
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(
            TransitionRequest(
                .push, from: stage.source, to: stage.destination, in: stage.container, style: .preset(.roller)))
        let box = try #require(controller.plan?.track(for: .destinationRoot)?.initial.quad().boundingBox)
        #expect(abs(box.minX - 390) < 1e-9 && abs(box.width - 390 * 0.7) < 1e-9)
        let source = try #require(controller.plan?.track(for: .sourceRoot)?.final.quad().boundingBox)
        #expect(abs(source.width - 390 * 0.7) < 1e-9 && abs(source.midX - 195) < 1e-9)
    }

    @Test func cardToDetailShrinksThenWidensThenGrows() throws {
        let (stage, _, _, _) = photoStage()
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(
            TransitionRequest(
                .push, from: stage.source, to: stage.destination, in: stage.container, style: .preset(.cardToDetail)))
        let card = try #require(controller.plan?.track(for: .pair(0)))
        #expect(card.legs.count == 3)
        let shrunk = try card.state(at: 0.4).quad().boundingBox
        #expect(abs(shrunk.width - 90) < 0.2)  // 0.9 × 100, a spring settling at 0.4 s
        let wide = try card.state(at: 0.75).quad().boundingBox
        #expect(abs(wide.width - 390) < 0.5 && card.state(at: 0.75).cornerRadii.topLeft.width < 0.05)
        #expect(near(try card.state(at: 1.0).quad(), Quad(CGRect(x: 0, y: 100, width: 390, height: 390)), 0.5))
    }

    @Test func reduceMotionCrossDissolvesForTheSameDuration() throws {
        let (stage, thumb, _, _) = photoStage()
        let normal = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        normal.begin(
            TransitionRequest(
                .push, from: stage.source, to: stage.destination, in: stage.container,
                style: .matched(TransitionOptions(duration: 0.4))))
        let reduced = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        let (stage2, _, _, _) = photoStage()
        reduced.begin(
            TransitionRequest(
                .push, from: stage2.source, to: stage2.destination, in: stage2.container,
                style: .matched(TransitionOptions(duration: 0.4)), reduceMotion: true))
        let plan = try #require(reduced.plan)
        #expect(abs(plan.duration - 0.4) < 1e-12)
        #expect(plan.tracks.allSatisfy { $0.role == .sourceRoot || $0.role == .destinationRoot })
        // Nothing moves or resizes: only opacity changes.
        for track in plan.tracks {
            for leg in track.legs {
                #expect(leg.target.center == track.initial.center && leg.target.size == track.initial.size)
            }
        }
        #expect(!plan.hiddenOriginals.contains(ViewPath(side: .source, indices: [0])))
        _ = thumb
    }

    @Test func aPostponedTransitionWaitsWithNothingHiddenThenMatchesLateViews() throws {
        let (stage, thumb, hero, _) = photoStage()
        hero.matchID = nil  // the image is still loading
        let driver = ManualFrameDriver()
        let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
        controller.begin(
            TransitionRequest(
                .push, from: stage.source, to: stage.destination, in: stage.container, postponeTimeout: 0.5))
        driver.advance(by: 0.2)
        #expect(
            controller.phase == .preparing && thumb.alpha == 1 && stage.source.alpha == 1 && stage.destination.alpha == 0
                && stage.container.subviews.count == 2)
        hero.matchID = "photo"  // loaded
        controller.resumePostponed()
        #expect(controller.phase == .running && controller.report?.pairs.count == 1)
    }

    @Test func aPostponedTransitionRunsAnywayAtItsTimeout() {
        let (stage, _, _, _) = photoStage()
        let driver = ManualFrameDriver()
        let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
        controller.begin(
            TransitionRequest(
                .push, from: stage.source, to: stage.destination, in: stage.container, postponeTimeout: 0.3))
        driver.advance(by: 0.29)
        #expect(controller.phase == .preparing)
        driver.advance(by: 0.02)
        #expect(controller.phase == .running)
    }

    @Test func aBackTapDuringAPushTurnsItAroundAndADoubleTapIsIgnored() throws {
        let (stage, _, _, _) = photoStage()
        let before = TreeSnapshot(stage.container)
        let driver = ManualFrameDriver()
        let backend = HeadlessBackend()
        let controller = TransitionController(backend: backend, driver: driver)
        var completions: [Bool] = []
        controller.onCompletion = { completions.append($0) }
        let push = TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container)
        controller.begin(push)
        driver.advance(by: 0.1)
        #expect(controller.begin(push) == .rejectedBusy)
        let standIns = backend.liveStandIns.count
        let p = controller.progress
        let pop = TransitionRequest(.pop, from: stage.destination, to: stage.source, in: stage.container)
        #expect(controller.begin(pop) == .redirectedRunningTransition)
        #expect(abs(controller.progress - p) < 1e-12 && backend.liveStandIns.count == standIns)
        #expect(controller.phase == .cancelling)
        driver.advance(by: 3)
        #expect(completions == [false] && TreeSnapshot(stage.container) == before)
    }
}

@MainActor
@Suite struct ZOrderTests {
    /// Going forward the destination's drawing order decides, but a pair nested in another pair (in
    /// either tree) always draws above it.
    @Test func aNestedPairStaysAboveItsEnclosingPairEvenWhenTheUpperTreeDrawsItFirst() throws {
        let list = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = HeadlessView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
        card.matchID = "card"
        let avatar = HeadlessView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        avatar.matchID = "avatar"
        card.addSubview(avatar)
        list.addSubview(card)
        let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let bigAvatar = HeadlessView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        bigAvatar.matchID = "avatar"
        let header = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        header.matchID = "card"
        detail.addSubview(bigAvatar)  // drawn first: below the header in the destination
        detail.addSubview(header)
        let stage = TransitionStage(source: list, destination: detail)
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
        let plan = try #require(controller.plan)
        let report = try #require(controller.report)
        let z = { (id: String) in
            plan.tracks.first { $0.role == .pair(report.pairs.firstIndex { $0.key.id == id }!) }!.zIndex
        }
        #expect(z("avatar") > z("card"))
    }

    @Test func crossedNestingStillGivesEveryPairItsOwnLayer() throws {
        let list = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let a = HeadlessView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
        a.matchID = "a"
        let b = HeadlessView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        b.matchID = "b"
        a.addSubview(b)
        list.addSubview(a)
        let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let b2 = HeadlessView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        b2.matchID = "b"
        let a2 = HeadlessView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        a2.matchID = "a"
        b2.addSubview(a2)  // a inside b here, b inside a in the source
        detail.addSubview(b2)
        let stage = TransitionStage(source: list, destination: detail)
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
        let zs = try #require(controller.plan).tracks.filter { if case .pair = $0.role { true } else { false } }.map(
            \.zIndex)
        #expect(zs.count == 2 && Set(zs).count == 2)
    }
}
