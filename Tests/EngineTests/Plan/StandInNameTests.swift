import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// Stand-ins carry the names people gave their views (a scene file's `"name"`), so the lab, a
/// test failure or a log names "pair photo (thumbnail → hero)", not only the ID.
@MainActor
@Suite struct StandInNameTests {
    @Test func pairsAndSinglesCarryTheirViewsNames() throws {
        let list = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let thumbnail = HeadlessView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        thumbnail.matchID = "photo"
        thumbnail.name = "thumbnail"
        let hero = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        hero.matchID = "photo"
        hero.name = "hero"
        let title = HeadlessView(frame: CGRect(x: 20, y: 220, width: 200, height: 30))
        title.matchID = "title"  // the same name on both sides: said once
        title.name = "title"
        let largeTitle = HeadlessView(frame: CGRect(x: 20, y: 320, width: 300, height: 40))
        largeTitle.matchID = "title"
        largeTitle.name = "title"
        let caption = HeadlessView(frame: CGRect(x: 20, y: 400, width: 300, height: 40))
        caption.name = "caption"
        caption.transitionModifiers = [.fade]
        let unnamed = HeadlessView(frame: CGRect(x: 20, y: 500, width: 50, height: 50))
        unnamed.matchID = "badge"
        let badge = HeadlessView(frame: CGRect(x: 20, y: 600, width: 50, height: 50))
        badge.matchID = "badge"
        for view in [thumbnail, title, unnamed] { list.addSubview(view) }
        for view in [hero, largeTitle, caption, badge] { detail.addSubview(view) }
        let stage = TransitionStage(source: list, destination: detail)
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
        let names = Set(try #require(controller.plan).tracks.map(\.name))
        #expect(names.contains("pair photo (thumbnail → hero)"), "\(names)")
        #expect(names.contains("pair title (title)"), "\(names)")
        #expect(names.contains("pair badge"), "\(names)")
        #expect(names.contains { $0.hasPrefix("arriving") && $0.hasSuffix(" (caption)") }, "\(names)")
    }
}
