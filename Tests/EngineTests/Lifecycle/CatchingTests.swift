import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// Catching a transition in flight (`TransitionController+Catching.swift`).
@MainActor
@Suite struct CatchingTests {
    /// A label's flight caught again while it springs home from a finger is rebased through where
    /// it is: its text placement goes with it, so its text is still scaled uniformly from the font
    /// size it was laid out at, not stretched to the body (before stop 34 the rebased track lost
    /// the labels' text layouts).
    @Test func aLabelCaughtOffItsPathKeepsItsTextPlacement() throws {
        let container = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let source = HeadlessView(frame: container.bounds)
        let destination = HeadlessView(frame: container.bounds)
        let small = HeadlessView(frame: CGRect(x: 20, y: 120, width: 120, height: 24))
        small.content = .text(TextContent("Lake", fontSize: 17))
        small.matchID = "title"
        let large = HeadlessView(frame: CGRect(x: 20, y: 420, width: 320, height: 48))
        large.content = .text(TextContent("Lake", fontSize: 34))
        large.matchID = "title"
        container.addSubview(source)
        container.addSubview(destination)
        source.addSubview(small)
        destination.addSubview(large)
        let driver = ManualFrameDriver()
        let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
        controller.begin(TransitionRequest(.push, from: source, to: destination, in: container, interactive: true))
        let planned = try #require(controller.plan?.track(for: .pair(0)))
        let texts = (source: try #require(planned.sourceText), destination: try #require(planned.destinationText))
        controller.update(progress: 0.4)
        controller.follow(translation: CGPoint(x: 40, y: 60))
        controller.finish()
        driver.advance(by: 0.05)
        #expect(controller.catchTransition(at: nil))
        let rebased = try #require(controller.plan?.track(for: .pair(0)))
        // Rebased: through where it was caught, in two linear legs.
        #expect(rebased.legs.count == 2 && rebased.legs.allSatisfy { $0.timing == .linear })
        #expect(rebased.sourceText == texts.source && rebased.destinationText == texts.destination)
        // As drawn after the catch and while the finger moves it on: each text shown is scaled
        // uniformly, its frame's size its own label's size times that scale.
        for step in 0..<3 {
            if step > 0 { controller.update(progress: 0.4 + 0.2 * Double(step)) }
            let frame = try #require(controller.currentFrames().first { $0.id == rebased.id })
            var shown = 0
            for (alpha, placed, scale, own) in [
                (frame.sourceContentAlpha, frame.sourceContentFrame, frame.sourceContentScale, small.bounds.size),
                (
                    frame.destinationContentAlpha, frame.destinationContentFrame, frame.destinationContentScale,
                    large.bounds.size
                ),
            ] where alpha > 0 {
                shown += 1
                let (placed, scale) = (try #require(placed), try #require(scale, "step \(step): stretched"))
                #expect(abs(placed.width - own.width * scale) < 1e-9, "step \(step)")
                #expect(abs(placed.height - own.height * scale) < 1e-9, "step \(step)")
            }
            #expect(shown > 0, "step \(step)")
        }
    }
}
