import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// Tree order without modifiers (issue 20): a view drawn in front of a matched view in its own
/// screen, over where it flies from or lands, stays in front of the flight; views that overlap no
/// flight stay in their screen's picture. Checked on what the headless backend draws.
@MainActor
@Suite struct OverlayTests {
    static func screen() -> HeadlessView { HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    @Test func aCloseButtonOverTheLandingImageStaysInFrontOfItsFlight() throws {
        for kind in [TransitionKind.push, .pop] {
            let list = Self.screen()
            let thumbnail = HeadlessView(frame: CGRect(x: 20, y: 500, width: 120, height: 120))
            thumbnail.matchID = "photo"
            thumbnail.backgroundColor = RGBAColor(red: 0.9, green: 0.4, blue: 0.2)
            list.addSubview(thumbnail)
            let detail = Self.screen()
            let hero = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
            hero.matchID = "photo"
            hero.backgroundColor = RGBAColor(red: 0.9, green: 0.4, blue: 0.2)
            let close = HeadlessView(frame: CGRect(x: 334, y: 56, width: 36, height: 36))
            close.name = "close"
            close.backgroundColor = .white
            close.cornerRadius = 18
            let text = HeadlessView(frame: CGRect(x: 20, y: 320, width: 350, height: 200))  // below: no overlay
            text.content = .text(TextContent("Body"))
            for view in [hero, close, text] { detail.addSubview(view) }
            // Going back, the detail screen is the source.
            let stage =
                kind == .push
                ? TransitionStage(source: list, destination: detail) : TransitionStage(source: detail, destination: list)
            let before = TreeSnapshot(stage.container)
            var frames = 0
            let controller = playHeadless(stage, kind) { drawn, _ in
                let rootName = kind == .push ? "destination root" : "source root"
                guard let root = drawn.first(where: { $0.name == rootName }) else {
                    // Its screen is not drawn (transparent at an end): neither is it.
                    #expect(!drawn.contains { $0.name.hasSuffix("(close)") }, "\(kind)")
                    return
                }
                guard let flight = drawn.firstIndex(where: { $0.name.hasPrefix("pair photo") }),
                    let button = drawn.firstIndex(where: { $0.name.hasSuffix("(close)") })
                else {
                    Issue.record("\(kind): \(drawn.map(\.name))")
                    return
                }
                frames += 1
                if button <= flight { Issue.record("\(kind): button \(button), flight \(flight): \(drawn.map(\.name))") }
                // It appears and leaves as its screen does.
                #expect(abs(drawn[button].state.alpha - root.state.alpha) < 1e-9, "\(kind)")
                let box = drawn[button].quad.boundingBox
                #expect(
                    abs(box.minX - 334) < 1e-6 && abs(box.minY - 56) < 1e-6 && abs(box.width - 36) < 1e-6,
                    "\(kind): it stays in place, \(box)")
            }
            #expect(frames > 10)
            #expect(!controller.phase.isInFlight)
            #expect(!(controller.plan?.tracks.contains { $0.name.contains("children[2]") } ?? true), "the body text overlaps nothing")
            #expect(TreeSnapshot(stage.container) == before, "\(kind): every original back as it was")
        }
    }

    @Test func aGridOfTaggedCellsGetsNoOverlays() throws {
        for seed in UInt64(1)...20 {
            var random = SeededRandom(seed: seed)
            let grid = Self.screen()
            let side = 124.0
            var cells: [HeadlessView] = []
            for row in 0..<5 {
                for column in 0..<3 {
                    let cell = HeadlessView(frame: CGRect(x: 4 + Double(column) * 129, y: 100 + Double(row) * 160, width: side, height: 150))
                    cell.matchScope = "item-\(row * 3 + column)"
                    let photo = HeadlessView(frame: CGRect(x: 0, y: 0, width: side, height: side))
                    photo.matchID = "photo"
                    photo.backgroundColor = RGBAColor(red: random.double(0...1), green: 0.5, blue: 0.5)
                    let caption = HeadlessView(frame: CGRect(x: 0, y: side + 2, width: side, height: 20))
                    caption.content = .text(TextContent("Photo \(row * 3 + column)", fontSize: 12))
                    cell.addSubview(photo)
                    cell.addSubview(caption)
                    grid.addSubview(cell)
                    cells.append(cell)
                }
            }
            let bar = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 96))
            bar.backgroundColor = RGBAColor(red: 0.97, green: 0.97, blue: 0.97)
            grid.addSubview(bar)
            let detail = Self.screen()
            detail.matchScope = "item-\(random.int(0...14))"
            let hero = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
            hero.matchID = "photo"
            detail.addSubview(hero)
            let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
            let stage = TransitionStage(source: grid, destination: detail)
            controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
            let plan = try #require(controller.plan)
            #expect(plan.tracks.filter { $0.zIndex >= 3000 }.isEmpty, "seed \(seed): \(plan.tracks.map(\.name))")
        }
    }

    @Test func aBadgeInsideAFlyingCardMovesWithTheCardAboveItsPhoto() throws {
        let article = Self.screen()
        let card = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        card.matchID = "card"
        card.backgroundColor = .white
        let photo = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 480))
        photo.matchID = "image"
        photo.backgroundColor = RGBAColor(red: 0.3, green: 0.5, blue: 0.9)
        let badge = HeadlessView(frame: CGRect(x: 20, y: 420, width: 80, height: 40))
        badge.name = "badge"
        badge.backgroundColor = RGBAColor(red: 1, green: 0.2, blue: 0.2)
        for view in [photo, badge] { card.addSubview(view) }
        article.addSubview(card)
        let list = Self.screen()
        let small = HeadlessView(frame: CGRect(x: 20, y: 130, width: 350, height: 420))
        small.matchID = "card"
        small.backgroundColor = .white
        let thumb = HeadlessView(frame: CGRect(x: 0, y: 0, width: 350, height: 300))
        thumb.matchID = "image"
        small.addSubview(thumb)
        list.addSubview(small)
        let stage = TransitionStage(source: article, destination: list)
        var worst = 0.0
        var frames = 0
        playHeadless(stage, .pop) { drawn, _ in
            guard let cardFlight = drawn.first(where: { $0.name.hasPrefix("pair card") }),
                let image = drawn.firstIndex(where: { $0.name.hasPrefix("pair image") }),
                let index = drawn.firstIndex(where: { $0.name.hasSuffix("(badge)") })
            else { return }
            frames += 1
            #expect(index > image, "the badge is drawn behind the photo's flight")
            // Where the card's box puts it: its centre at the same place relative to the box.
            let box = cardFlight.quad.boundingBox, b = drawn[index].quad.boundingBox
            let u = (b.midX - box.minX) / box.width, v = (b.midY - box.minY) / box.height
            worst = max(worst, abs(u - 60.0 / 390), abs(v - 440.0 / 844))
            // One scale: its shape kept.
            #expect(abs(b.width / b.height - 2) < 1e-6)
        }
        #expect(frames > 10)
        #expect(worst < 1e-6, "the badge left its place in the card: \(worst)")
    }
}
