import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// What shows through a matched flight: when both pictures are opaque, nothing behind it, at any
/// instant (issue 20, "opaque flights stay opaque"). Coverage is computed from what the headless
/// backend draws (each picture's frame and opacity in the body, the body's background), composited
/// with Porter–Duff "over": `1 − Π (1 − αᵢ)` over everything covering a point.
@MainActor
@Suite struct OpaqueFlightTests {
    /// An opaque view of a random kind: an image (opaque gradient, filling), or a plain view with
    /// an opaque background; random frame, corners.
    static func opaqueView(_ random: inout SeededRandom, in bounds: CGSize) -> HeadlessView {
        let width = random.double(40...bounds.width), height = random.double(40...bounds.height * 0.8)
        let view = HeadlessView(
            frame: CGRect(
                x: random.double(0...(bounds.width - width)), y: random.double(0...(bounds.height - height)),
                width: width, height: height))
        if random.chance(0.6) {
            let colors = (0..<random.int(2...3)).map { _ in
                RGBAColor(red: random.double(0...1), green: random.double(0...1), blue: random.double(0...1))
            }
            view.content = .image(
                ImageContent(
                    .gradient(colors: colors, angle: random.double(0...3)),
                    contentMode: random.chance(0.5) ? .scaleAspectFill : .scaleToFill))
        } else {
            view.backgroundColor = RGBAColor(red: random.double(0...1), green: 0.5, blue: random.double(0...1))
        }
        if random.chance(0.5) {
            view.cornerRadius = random.double(0...min(width, height) / 2)
            view.appearance.masksToBounds = true
        }
        return view
    }

    /// The coverage at `point` (in the body's bounds) of what `frame` draws.
    static func coverage(at point: CGPoint, of frame: StandInFrame) -> Double {
        let layout = StandInLayout(frame)
        var through = 1 - (frame.state.backgroundColor?.alpha ?? 0)
        for picture in [layout.source, layout.destination].compactMap({ $0 }) where picture.frame.contains(point) {
            through *= 1 - picture.alpha
        }
        return 1 - through
    }

    @Test func anOpaqueFlightCoversWhatIsBehindItAtEveryFrame() throws {
        var worst = (coverage: 1.0, seed: UInt64(0), time: 0.0)
        for seed in UInt64(1)...60 {
            var random = SeededRandom(seed: seed)
            let size = CGSize(width: 390, height: 844)
            let source = HeadlessView(frame: CGRect(origin: .zero, size: size))
            let destination = HeadlessView(frame: CGRect(origin: .zero, size: size))
            let from = Self.opaqueView(&random, in: size), to = Self.opaqueView(&random, in: size)
            from.matchID = "photo"
            to.matchID = "photo"
            source.addSubview(from)
            destination.addSubview(to)
            let stage = TransitionStage(source: source, destination: destination)
            let kind: TransitionKind = random.chance(0.5) ? .push : .pop
            let style: TransitionStyle =
                random.chance(0.7)
                ? .matched(TransitionOptions())
                : .preset(.cardToDetail)
            var frames = 0
            playHeadless(stage, kind, style: style) { drawn, time in
                for drawn in drawn where drawn.name.hasPrefix("pair") {
                    frames += 1
                    let body = drawn.state.size
                    for u in stride(from: 0.02, through: 0.98, by: 0.12) {
                        for v in stride(from: 0.02, through: 0.98, by: 0.12) {
                            let c = Self.coverage(at: CGPoint(x: u * body.width, y: v * body.height), of: drawn)
                            if c < worst.coverage { worst = (c, seed, time) }
                        }
                    }
                }
            }
            #expect(frames > 10, "seed \(seed): the flight was drawn \(frames) times")
        }
        testReport("opaque flights: least coverage \(worst.coverage) (seed \(worst.seed), t = \(worst.time) s)")
        #expect(worst.coverage > 1 - 1e-9, "seed \(worst.seed) at t = \(worst.time) s: coverage \(worst.coverage)")
    }

    @Test func aSeeThroughDestinationDoesNotShowTheSourceAtTheEnd() throws {
        for seed in UInt64(1)...20 {
            var random = SeededRandom(seed: seed)
            let size = CGSize(width: 390, height: 844)
            let source = HeadlessView(frame: CGRect(origin: .zero, size: size))
            let destination = HeadlessView(frame: CGRect(origin: .zero, size: size))
            let from = Self.opaqueView(&random, in: size), to = Self.opaqueView(&random, in: size)
            // An icon with transparency (a PNG), or a translucent background.
            to.backgroundColor = random.chance(0.5) ? nil : RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5)
            to.content = .image(ImageContent(.dataURI("data:image/png;base64,AAAA"), contentMode: .scaleAspectFill))
            from.matchID = "icon"
            to.matchID = "icon"
            source.addSubview(from)
            destination.addSubview(to)
            let stage = TransitionStage(source: source, destination: destination)
            let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
            controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
            let track = try #require(controller.plan?.track(for: .pair(0)), "seed \(seed)")
            let last = try #require(track.frame(at: track.end))
            #expect(last.sourceContentAlpha == 0, "seed \(seed): the source shows under a see-through destination")
            #expect(last.destinationContentAlpha == 1, "seed \(seed)")
        }
    }

    @Test func whatDecidesOpacity() {
        let view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!view.isPicturedOpaque)
        view.backgroundColor = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.99)
        #expect(!view.isPicturedOpaque)
        view.backgroundColor = RGBAColor(red: 1, green: 0, blue: 0)
        #expect(view.isPicturedOpaque)
        view.backgroundColor = nil
        let opaque = [RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 0, blue: 1)]
        view.content = .image(ImageContent(.gradient(colors: opaque, angle: 0), contentMode: .scaleAspectFit))
        #expect(!view.isPicturedOpaque, "an aspect fit leaves bars")
        view.content = .image(ImageContent(.gradient(colors: opaque, angle: 0), contentMode: .scaleToFill))
        #expect(view.isPicturedOpaque)
        view.content = .image(
            ImageContent(.gradient(colors: opaque + [RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)], angle: 0)))
        #expect(!view.isPicturedOpaque)
        view.content = .image(ImageContent(.dataURI("data:image/jpeg;base64,AAAA")))
        #expect(view.isPicturedOpaque)
        view.content = .image(ImageContent(.dataURI("data:image/png;base64,AAAA")))
        #expect(!view.isPicturedOpaque)
        view.content = .text(TextContent("Title"))
        #expect(!view.isPicturedOpaque)
    }
}
