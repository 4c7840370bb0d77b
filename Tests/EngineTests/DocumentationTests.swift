import Foundation
import MatchCut
import Testing

/// The README's example, kept compiling and true.
@MainActor
@Suite struct DocumentationTests {
    @Test func readmeExampleMatchesThePhoto() {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let container = HeadlessView(frame: screen), list = HeadlessView(frame: screen),
            detail = HeadlessView(frame: screen)
        container.addSubview(list); container.addSubview(detail)

        let thumbnail = HeadlessView(frame: CGRect(x: 20, y: 120, width: 160, height: 160))
        thumbnail.matchID = "photo-42"
        let hero = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 390))
        hero.matchID = "photo-42"
        list.addSubview(thumbnail); detail.addSubview(hero)

        let report = Matcher().match(source: list, destination: detail, in: container)
        #expect(
            report.description.hasPrefix(
                "1 matched pair\n  photo-42: source.children[0] [20, 120, 160 × 160] -> destination.children[0] [0, 0, 390 × 390]"
            ))
    }
}
