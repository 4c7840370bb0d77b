import Foundation
import MatchCutAllocationCounter
import MatchCutTestSupport
import Testing

@testable import MatchCut

@MainActor
private func cardStage(liveView: Bool = false) -> (TransitionStage, HeadlessView, HeadlessView) {
    let list = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = HeadlessView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    card.matchID = "card"
    card.appearance.borderWidth = 2
    card.appearance.borderColor = RGBAColor(red: 0, green: 0, blue: 1)
    card.appearance.shadow = Shadow(opacity: 0.3, offset: CGSize(width: 0, height: 4), radius: 8)
    card.appearance.masksToBounds = true
    if liveView { card.transitionModifiers = [.content(.liveView)] }
    list.addSubview(card)
    let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let header = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    header.matchID = "card"
    detail.addSubview(header)
    return (TransitionStage(source: list, destination: detail), card, header)
}

@MainActor
@Suite struct StandInContentTests {
    @Test func borderShadowAndClippingTravelWithTheStandIn() throws {
        let (stage, _, _) = cardStage()
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
        let track = try #require(controller.plan?.track(for: .pair(0)))
        #expect(track.initial.borderWidth == 2 && track.initial.masksToBounds && track.initial.shadow?.radius == 8)
        #expect(track.final.borderWidth == 0 && track.final.shadow == nil)
        let middle = track.state(at: track.end / 2)
        #expect(middle.borderWidth > 0 && middle.borderWidth < 2)
        #expect((middle.shadow?.opacity ?? 0) > 0 && (middle.shadow?.opacity ?? 1) < 0.3)
    }

    @Test func contentFramesFollowTheFitMode() throws {
        let (stage, _, _) = cardStage()
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
        let track = try #require(controller.plan?.track(for: .pair(0)))
        let frame = try #require(track.frame(at: 0))
        // At the start the source snapshot fills the stand-in exactly; the destination's is not shown.
        #expect(frame.sourceContentFrame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(frame.destinationContentFrame == nil)
        // Mid-flight both show; each keeps its aspect ratio and covers the stand-in (auto), centred.
        let middle = try #require(track.frame(at: track.end / 2))
        let size = middle.state.size
        let dst = try #require(middle.destinationContentFrame)
        #expect(
            abs(dst.width / dst.height - 390.0 / 300) < 1e-9 && dst.width >= size.width - 1e-9
                && dst.height >= size.height - 1e-9)
        #expect(abs(dst.midX - size.width / 2) < 1e-9 && abs(dst.midY - size.height / 2) < 1e-9)
        #expect(
            FitMode.width.frame(content: CGSize(width: 100, height: 300), in: CGSize(width: 50, height: 50)).minY == 0)
    }

    @Test func aLiveViewFliesItselfAndIsPutBackExactly() throws {
        let (stage, card, header) = cardStage(liveView: true)
        let before = TreeSnapshot(stage.container)
        let driver = ManualFrameDriver()
        let backend = HeadlessBackend()
        let controller = TransitionController(backend: backend, driver: driver)
        controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
        #expect(backend.liveStandIns.contains { $0 === card.superview?.superview })
        #expect(card.alpha == 1 && header.alpha == 0)
        driver.advance(by: 0.1)
        #expect(card.bounds.size != CGSize(width: 200, height: 100))
        driver.advance(by: 2)
        #expect(TreeSnapshot(stage.container) == before)
        #expect(card.superview === stage.source)
    }

    @Test(arguments: [
        TransitionPreset.circularReveal(from: CGPoint(x: 30, y: 30)), .roller, .slide(from: .bottom), .fade,
        .actionSheet(),
        .diffuse(from: CGPoint(x: 200, y: 400)), .cardToDetail,
    ])
    func presetsRunInteractivelyAndFinishOrCancel(preset: TransitionPreset) {
        for finish in [true, false] {
            let (stage, _, _) = cardStage()
            let before = TreeSnapshot(stage.container)
            let driver = ManualFrameDriver()
            let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
            var ends: [Bool] = []
            controller.onCompletion = { ends.append($0) }
            controller.begin(
                TransitionRequest(
                    .dismiss, from: stage.destination, to: stage.source, in: stage.container, style: .preset(preset),
                    interactive: true))
            for step in 1...10 {
                controller.update(progress: Double(step) * 0.04)
                driver.advance(by: 1.0 / 60)
                for frame in controller.currentFrames() { #expect(frame.quad.isFinite, "\(preset)") }
            }
            if finish { controller.finish(velocity: 1.5) } else { controller.cancel(velocity: -1) }
            driver.advance(by: 3)
            #expect(ends == [finish], "\(preset) finish \(finish)")
            #expect(TreeSnapshot(stage.container) == before, "\(preset)")
        }
    }

    @Test(.enabled(if: matchcut_allocations_counted() == 1))
    func evaluatingAPlannedTrackAllocatesNothing() throws {
        let (stage, _, _) = cardStage()
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(
            TransitionRequest(
                .push, from: stage.source, to: stage.destination, in: stage.container,
                style: .matched(TransitionOptions(arcIntensity: 0.5))))
        let track = try #require(controller.plan?.track(for: .pair(0)))
        var sink = 0.0
        _ = track.state(at: 0.1)
        let before = matchcut_thread_allocations()
        for i in 0..<10_000 { sink += track.state(at: Double(i) / 10_000 * track.end).center.x }
        #expect(matchcut_thread_allocations() - before <= 1)
        #expect(sink.isFinite)
    }
}
