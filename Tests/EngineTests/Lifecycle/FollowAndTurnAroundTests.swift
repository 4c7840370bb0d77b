import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

@MainActor
@Suite struct FollowTests {
    /// Before: `follow` took pair 0, the back-most: with a card and its image the card followed and
    /// the image stayed behind.
    @Test func theElementUnderTheFingerFollowsAndWhatIsNestedInItMovesWithIt() throws {
        for (touch, expected) in [(CGPoint(x: 195, y: 200), "image"), (CGPoint(x: 195, y: 600), "card")] {
            let (stage, _, _, _) = todayCardStage()
            let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
            controller.begin(
                TransitionRequest(.pop, from: stage.destination, to: stage.source, in: stage.container, interactive: true))
            let report = try #require(controller.report)
            let plan = try #require(controller.plan)
            let track = { (id: String) in plan.track(for: .pair(report.pairs.firstIndex { $0.key.id == id }!))! }
            controller.update(progress: 0.2)
            let before = Dictionary(uniqueKeysWithValues: controller.currentFrames().map { ($0.id, $0.state.center) })
            let translation = CGPoint(x: 30, y: 120)
            controller.follow(translation: translation, at: touch)
            let after = Dictionary(uniqueKeysWithValues: controller.currentFrames().map { ($0.id, $0.state.center) })
            let followed = track(expected)
            let start = followed.state(at: 0).center
            #expect(after[followed.id] == CGPoint(x: start.x + translation.x, y: start.y + translation.y), "\(expected)")
            let other = track(expected == "image" ? "card" : "image")
            if expected == "image" {
                // The card is not nested in the image: it stays on its planned path.
                #expect(after[other.id] == before[other.id])
            } else {
                // The image is nested in the card: it keeps its offset from the card, scaled.
                let scale = max(0.5, 1 - (30.0 * 30 + 120 * 120).squareRoot() / 844)
                let offset = CGPoint(x: before[other.id]!.x - before[followed.id]!.x, y: before[other.id]!.y - before[followed.id]!.y)
                let moved = after[other.id]!
                #expect(abs(moved.x - (after[followed.id]!.x + offset.x * scale)) < 1e-9)
                #expect(abs(moved.y - (after[followed.id]!.y + offset.y * scale)) < 1e-9)
            }
        }
    }

    @Test func withoutALocationTheFrontMostElementFollows() throws {
        let (stage, _, _, _) = todayCardStage()
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(TransitionRequest(.pop, from: stage.destination, to: stage.source, in: stage.container, interactive: true))
        let report = try #require(controller.report)
        let image = try #require(controller.plan?.track(for: .pair(report.pairs.firstIndex { $0.key.id == "image" }!)))
        controller.follow(translation: CGPoint(x: 0, y: 50))
        let frame = try #require(controller.currentFrames().first { $0.id == image.id })
        #expect(frame.state.center.y == image.state(at: 0).center.y + 50)
    }
}

@MainActor
@Suite struct TurnAroundTests {
    /// The centre of the matched photo's stand-in at every frame of a push cancelled at 0.3 s,
    /// sampled by the headless backend as a device would draw it.
    private func cancelledPush(at cancelTime: Double, timing: Timing) throws -> (before: [CGPoint], after: [CGPoint], end: CGPoint, dt: Double) {
        let list = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let thumb = HeadlessView(frame: CGRect(x: 20, y: 600, width: 100, height: 100))
        thumb.matchID = "photo"
        list.addSubview(thumb)
        let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let hero = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
        hero.matchID = "photo"
        detail.addSubview(hero)
        let stage = TransitionStage(source: list, destination: detail)
        let dt = 1.0 / 60
        let driver = ManualFrameDriver(frameRate: 60)
        let backend = HeadlessBackend()
        let controller = TransitionController(backend: backend, driver: driver)
        controller.begin(
            TransitionRequest(
                .push, from: stage.source, to: stage.destination, in: stage.container,
                style: .matched(TransitionOptions(duration: 0.5, timing: timing))))
        let id = try #require(controller.plan?.track(for: .pair(0))).id
        func photo() -> CGPoint? { backend.render(in: stage.container).first { $0.id == id }?.state.center }
        var before: [CGPoint] = []
        while driver.now < cancelTime - 1e-9 {
            driver.advance(by: dt)
            before.append(photo()!)
        }
        controller.cancel()
        var after: [CGPoint] = []
        while controller.phase.isInFlight {
            driver.advance(by: dt)
            if let p = photo() { after.append(p) }
        }
        #expect(controller.phase == .ended(finished: false))
        let end = try thumb.convertedQuad(thumb.bounds, to: stage.container).center
        return (before, after, end, dt)
    }

    /// Before: after `cancel()` at 0.3 s the photo stood still for ~120 ms (the curve played
    /// backwards from its flat end), then landed with a 42-point step.
    @Test(arguments: [Timing.spring(dampingRatio: 0.9), .easeInOut, .linear])
    func aCancelMovesBackAtOnceWithItsVelocityAndEasesIntoRest(timing: Timing) throws {
        let (before, after, end, _) = try cancelledPush(at: 0.3, timing: timing)
        let steps = zip(after.dropFirst(), after).map { $0.distance(to: $1) }
        let lastStep = before[before.count - 1].distance(to: before[before.count - 2])
        // No dead time: the first frames after the cancel move (velocity kept: the first one about as far as the last one before).
        #expect(after[0].distance(to: before.last!) > 0.3 * lastStep, "\(timing)")
        #expect(steps.prefix(6).allSatisfy { $0 > 0.05 }, "\(timing): \(steps.prefix(6))")
        // No hard stop: the last frames slow to rest, and the hand-over to the original is invisible.
        #expect(steps.suffix(3).allSatisfy { $0 < 0.5 }, "\(timing): \(steps.suffix(3))")
        #expect(after.last!.distance(to: end) < 0.1, "\(timing)")
        // Smooth throughout: no frame's step differs from the one before by more than a third of
        // the fastest step (a 42-point landing after near-stillness would).
        let fastest = steps.max()!
        #expect(zip(steps.dropFirst(), steps).allSatisfy { abs($0 - $1) <= fastest / 3 }, "\(timing): \(steps)")
    }
}

/// Tutorial 003's scene: a card with its image and title (siblings over it) in a list, and the detail.
@MainActor
private func cardStage() -> TransitionStage {
    let list = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = HeadlessView(frame: CGRect(x: 20, y: 120, width: 350, height: 420))
    card.matchID = "card"
    card.cornerRadius = 10
    let image = HeadlessView(frame: CGRect(x: 20, y: 120, width: 350, height: 260))
    image.matchID = "image"
    let title = HeadlessView(frame: CGRect(x: 36, y: 396, width: 318, height: 32))
    title.matchID = "title"
    [card, image, title].forEach(list.addSubview)
    let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let background = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    background.matchID = "card"
    let hero = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 360))
    hero.matchID = "image"
    let heading = HeadlessView(frame: CGRect(x: 20, y: 380, width: 350, height: 40))
    heading.matchID = "title"
    [background, hero, heading].forEach(detail.addSubview)
    return TransitionStage(source: list, destination: detail)
}

@MainActor
@Suite struct CardToDetailTests {
    /// Before: for 0.4 s the card shrank while its image and title stayed full size over it;
    /// nothing moved between 0.7 and 0.8 s; everything flew in the last 0.2 s.
    @Test func theContentStaysInsideItsCardAndSomethingMovesAtEveryMoment() throws {
        for kind in [TransitionKind.push, .pop] {
            let stage = cardStage()
            let (from, to) = kind == .push ? (stage.source, stage.destination) : (stage.destination, stage.source)
            let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
            controller.begin(TransitionRequest(kind, from: from, to: to, in: stage.container, style: .preset(.cardToDetail)))
            let plan = try #require(controller.plan)
            let report = try #require(controller.report)
            let track = { (id: String) in plan.track(for: .pair(report.pairs.firstIndex { $0.key.id == id }!))! }
            let (c, i, t) = (track("card"), track("image"), track("title"))
            #expect(c.zIndex < i.zIndex && c.zIndex < t.zIndex)
            // The content is inside its card at every instant, both ways (a bounce included).
            for time in stride(from: 0.0, through: plan.duration, by: 0.01) {
                let box = try c.state(at: time).quad().boundingBox.insetBy(dx: -0.5, dy: -0.5)
                for content in [i, t] {
                    let inner = try content.state(at: time).quad().boundingBox
                    #expect(box.contains(inner), "\(kind) \(content.name) at \(time): \(inner) outside \(box)")
                }
            }
            // No dead time: the card moves (or reshapes) in every 20 ms window until the end.
            let ends = plan.duration
            for time in stride(from: 0.0, to: ends - 0.03, by: 0.02) {
                let a = try c.state(at: time).quad()
                let b = try c.state(at: time + 0.02).quad()
                let moved = zip(a.corners, b.corners).map { $0.distance(to: $1) }.max()!
                #expect(moved > 1e-3, "\(kind): the card is still between \(time) and \(time + 0.02)")
            }
            // Radius 10 → 0 going forward (and back to 10 going back).
            let radius = { (time: Double) in c.state(at: time).cornerRadii.topLeft.width }
            #expect(kind == .push ? radius(0) == 10 && radius(plan.duration) == 0 : radius(0) == 0 && abs(radius(plan.duration) - 10) < 1e-9)
        }
    }
}

@MainActor
@Suite struct PullDownHintTests {
    @Test func theCoachMarkGlidesDownFadesAndIsRemoved() throws {
        let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let plan = PullDownHint().plan(over: frame)
        let track = try #require(plan.tracks.first)
        #expect(track.role == .hint && plan.hiddenOriginals.isEmpty)
        #expect(track.state(at: 0).center == CGPoint(x: 195, y: 115) && track.state(at: 0).alpha == 1)
        #expect(track.state(at: 0.25).center == track.state(at: 0).center)
        #expect(track.state(at: 0.75).center == CGPoint(x: 195, y: 315) && track.state(at: 0.75).alpha == 0)
        #expect(abs(plan.duration - 0.75) < 1e-12)
        // Played headless: one stand-in, drawn, then gone.
        let container = HeadlessView(frame: frame)
        let driver = ManualFrameDriver()
        let player = HintPlayer(backend: HeadlessBackend(), driver: driver)
        var ended = 0
        player.onEnd = { ended += 1 }
        player.play(plan, in: container)
        #expect(container.subviews.count == 1 && player.isPlaying)
        driver.advance(by: 0.5)
        #expect(container.subviews.first?.subviews.first?.position.y ?? 0 > 115)
        driver.advance(by: 0.5)
        #expect(container.subviews.isEmpty && !player.isPlaying && ended == 1)
    }
}
