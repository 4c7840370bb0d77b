import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// Text that morphs (issue 20): a label flying to a label is one text, scaled, never stretched or
/// re-flowed. Checked on what the headless backend draws, against a text model of its own: a
/// label sets a line as wide as its font's advances (the lab's face, `estimatedWidth`) and
/// `1.2 · size` high, vertically centred and placed across its width by its alignment. (Labels
/// aligned alike need only that text grows with its font size, as real text does; aligned
/// differently, the engine needs the text's width, which UIKit measures and a headless label
/// takes from the same face.)
@MainActor
@Suite struct PicturePlacementTests {
    /// The text's box in a picture laid out at `own` with `font`, shown in `frame`.
    static func textBox(_ string: String, font: Double, anchor: Double, own: CGSize, in frame: CGRect) -> CGRect {
        let width = min(TextContent(string, fontSize: font).estimatedWidth, own.width), height = 1.2 * font
        let scale = frame.width / own.width
        let box = CGRect(x: anchor * (own.width - width), y: (own.height - height) / 2, width: width, height: height)
        return CGRect(
            x: frame.minX + box.minX * scale, y: frame.minY + box.minY * scale, width: box.width * scale,
            height: box.height * scale)
    }

    struct Label {
        var string: String
        var font: Double
        var anchor: Double
        var frame: CGRect
    }

    static func label(_ random: inout SeededRandom, _ string: String, alignment: TextContent.Alignment) -> Label {
        // A line that fits in the container's width.
        let em = TextContent(string, fontSize: 1).estimatedWidth
        let font = random.double(11...min(40, 370 / em))
        let needed = em * font
        let width = min(needed * random.double(1...1.6) + 4, 380), height = 1.2 * font * random.double(1...1.8)
        let frame = CGRect(
            x: random.double(0...(390 - width)), y: random.double(40...700), width: width, height: height)
        let anchor: Double = [.leading: 0, .center: 0.5, .trailing: 1][alignment]!
        return Label(string: string, font: font, anchor: anchor, frame: frame)
    }

    static func view(_ label: Label, alignment: TextContent.Alignment) -> HeadlessView {
        let view = HeadlessView(frame: label.frame)
        view.content = .text(TextContent(label.string, fontSize: label.font, alignment: alignment))
        view.matchID = "title"
        return view
    }

    /// Every frame of the pair's flight as drawn, with its layout.
    static func flight(
        from a: HeadlessView, to b: HeadlessView, kind: TransitionKind, timing: Timing
    ) -> [(time: Double, frame: StandInFrame, layout: StandInLayout)] {
        let source = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let destination = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        source.addSubview(a)
        destination.addSubview(b)
        let stage = TransitionStage(source: source, destination: destination)
        var options = TransitionOptions()
        options.timing = timing
        var result: [(Double, StandInFrame, StandInLayout)] = []
        playHeadless(stage, kind, style: .matched(options)) { drawn, time in
            for drawn in drawn where drawn.name.hasPrefix("pair") { result.append((time, drawn, StandInLayout(drawn))) }
        }
        return result
    }

    @Test func theSameStringIsOneTextScaledInPlace() throws {
        var worst = (error: 0.0, seed: UInt64(0))
        var frames = 0
        for seed in UInt64(1)...60 {
            var random = SeededRandom(seed: seed)
            let string = ["Today", "The art of the slow morning", "Inbox", "Photos"][random.int(0...3)]
            let alignment = TextContent.Alignment.allCases[random.int(0...2)]
            let other = random.chance(0.5) ? alignment : TextContent.Alignment.allCases[random.int(0...2)]
            let from = Self.label(&random, string, alignment: alignment)
            let to = Self.label(&random, string, alignment: other)
            let timing: Timing = random.chance(0.5) ? .curve(.easeInEaseOut) : .spring(dampingRatio: random.double(0.6...1))
            let flight = Self.flight(
                from: Self.view(from, alignment: alignment), to: Self.view(to, alignment: other),
                kind: random.chance(0.5) ? .push : .pop, timing: timing)
            #expect(flight.count > 10, "seed \(seed)")
            for (time, _, layout) in flight {
                // At the ends one picture is at opacity 0 and not shown.
                guard let s = layout.source, let d = layout.destination else { continue }
                frames += 1
                // Text is laid out at its label's own size (no re-flow) and scaled uniformly (no stretch).
                for (content, label) in [(s, from), (d, to)] {
                    #expect(content.scale != nil, "seed \(seed): a label's picture is stretched, not scaled")
                    let own = content.layoutSize
                    #expect(abs(own.width - label.frame.width) < 1e-6 && abs(own.height - label.frame.height) < 1e-6,
                        "seed \(seed) t = \(time): laid out at \(own), not its label's \(label.frame.size)")
                    #expect(abs(content.frame.width / own.width - content.frame.height / own.height) < 1e-9)
                }
                // One text: both pictures put the string in the same box.
                let a = Self.textBox(string, font: from.font, anchor: from.anchor, own: from.frame.size, in: s.frame)
                let b = Self.textBox(string, font: to.font, anchor: to.anchor, own: to.frame.size, in: d.frame)
                let error = max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
                if error > worst.error { worst = (error, seed) }
            }
        }
        #expect(frames > 60 * 10)
        testReport("one text: \(frames) frames, worst distance between the two texts \(worst.error) pt (seed \(worst.seed))")
        #expect(worst.error < 0.05, "seed \(worst.seed): the two texts are \(worst.error) pt apart")
    }

    @Test func theTextSizeMovesFromOneFontToTheOther() throws {
        var random = SeededRandom(seed: 7)
        let from = Self.label(&random, "Today", alignment: .leading)
        var to = Self.label(&random, "Today", alignment: .leading)
        to.font = from.font * 2
        to.frame.size = CGSize(width: from.frame.width * 2, height: from.frame.height * 2)
        let flight = Self.flight(
            from: Self.view(from, alignment: .leading), to: Self.view(to, alignment: .leading), kind: .push,
            timing: .curve(.easeInEaseOut))
        let sizes = flight.compactMap { f in f.layout.source?.scale.map { from.font * Double($0) } }
        #expect(abs((sizes.first ?? 0) - from.font) < 1e-6, "the flight starts at the source's font size")
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "an ease in and out never shrinks it")
        let last = try #require(flight.last)
        let end = try #require(last.layout.destination)
        #expect(abs((end.scale ?? 0) - 1) < 0.02, "the flight ends at the destination's own size: \(end.scale ?? 0)")
    }

    @Test func differentStringsShareABaselineAndCapHeight() throws {
        for seed in UInt64(1)...30 {
            var random = SeededRandom(seed: seed)
            let from = Self.label(&random, "Inbox", alignment: .leading)
            let to = Self.label(&random, "All messages", alignment: .leading)
            let flight = Self.flight(
                from: Self.view(from, alignment: .leading), to: Self.view(to, alignment: .leading), kind: .push,
                timing: .curve(.easeInEaseOut))
            for (time, _, layout) in flight {
                guard let s = layout.source, let d = layout.destination else { continue }
                let a = Self.textBox(from.string, font: from.font, anchor: 0, own: from.frame.size, in: s.frame)
                let b = Self.textBox(to.string, font: to.font, anchor: 0, own: to.frame.size, in: d.frame)
                // The same font size shown (cap height), the same baseline (bottom of the line box)
                // and the same start of the line.
                #expect(abs(a.height - b.height) < 0.05 && abs(a.maxY - b.maxY) < 0.05 && abs(a.minX - b.minX) < 0.05,
                    "seed \(seed) t = \(time): \(a) and \(b)")
            }
        }
    }

    @Test func aPictureOfAViewIsStretchedToItsFitFrame() {
        let placement = PicturePlacement(
            fit: .auto, sourceSize: CGSize(width: 100, height: 50), destinationSize: CGSize(width: 300, height: 300))
        let placed = placement.source(in: CGSize(width: 200, height: 200), fraction: 0.5)
        #expect(placed.scale == nil)
        #expect(placed.frame == FitMode.auto.frame(content: CGSize(width: 100, height: 50), in: CGSize(width: 200, height: 200)))
    }

    @Test func aTextIsDrawnAtTheLargestScaleItIsShownAtWithinBounds() {
        let grows = PicturePlacement(
            fit: .auto, sourceSize: CGSize(width: 120, height: 22), destinationSize: CGSize(width: 240, height: 44),
            sourceText: TextLayout(fontSize: 17), destinationText: TextLayout(fontSize: 34))
        #expect(abs(grows.largestScale(of: .source) - 2.2) < 1e-9, "34 pt shown, with room for an overshoot")
        #expect(abs(grows.largestScale(of: .destination) - 1.1) < 1e-9)
        // A label flying into a far taller view: its backing store stays bounded.
        let far = PicturePlacement(
            fit: .auto, sourceSize: CGSize(width: 100, height: 20), destinationSize: CGSize(width: 390, height: 400),
            sourceText: TextLayout(fontSize: 17))
        #expect(far.largestScale(of: .source) == 3)
        #expect(far.largestScale(of: .destination) == 1, "not text")
    }

    @Test func aLabelFlyingToAViewGrowsWithTheBody() {
        let placement = PicturePlacement(
            fit: .auto, sourceSize: CGSize(width: 100, height: 20), destinationSize: CGSize(width: 200, height: 40),
            sourceText: TextLayout(fontSize: 17, horizontalAnchor: 0.5))
        let end = placement.source(in: CGSize(width: 200, height: 40), fraction: 1)
        #expect(abs((end.scale ?? 0) - 2) < 1e-9)
        #expect(abs(end.frame.width - 200) < 1e-9 && abs(end.frame.height - 40) < 1e-9)
    }
}
