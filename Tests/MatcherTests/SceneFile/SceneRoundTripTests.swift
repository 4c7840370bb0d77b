import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCutMatcher

@MainActor
@Suite struct SceneRoundTripTests {
    @Test(arguments: 0..<100)
    func exportThenImportGivesIdenticalGeometry(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed))
        let size = CGSize(width: 390, height: 844)
        let builder = RandomTreeBuilder()
        let live = HeadlessView(frame: CGRect(origin: .zero, size: size))
        let source = builder.tree(size: size, using: &rng)
        let destination = builder.tree(size: size, using: &rng)
        live.addSubview(source)
        live.addSubview(destination)
        let scene = TransitionScene(
            containerSize: size, source: SceneNode(capturing: source), destination: SceneNode(capturing: destination))
        let text = SceneEncoder().encode(scene)
        let decoded = try SceneDecoder().decode(text).scene
        #expect(decoded == scene, "seed \(seed)")
        let rebuilt = decoded.makeHeadlessTrees()
        for (original, copy) in zip(
            RandomTreeBuilder.allViews(source) + RandomTreeBuilder.allViews(destination),
            RandomTreeBuilder.allViews(rebuilt.source) + RandomTreeBuilder.allViews(rebuilt.destination))
        {
            #expect(original.geometry == copy.geometry, "seed \(seed)")
            #expect(original.appearance == copy.appearance && original.matchID == copy.matchID, "seed \(seed)")
            let a = try? original.convertedQuad(original.bounds, to: live)
            let b = try? copy.convertedQuad(copy.bounds, to: rebuilt.container)
            #expect(a == b, "seed \(seed)")
        }
    }

    /// Accessibility labels travel through a scene file and back onto headless views; the match
    /// report's accessibility notes name exactly the outermost matched elements with no label in
    /// them on either side.
    @Test func accessibilityLabelsRoundTripAndUnlabelledElementsAreNamed() throws {
        let text = """
            {"container": {"width": 390, "height": 844},
             "source": {"children": [
               {"id": "card", "frame": [10, 100, 200, 200], "accessibilityLabel": "Harbour",
                "children": [{"id": "title", "frame": [0, 150, 200, 30]}]},
               {"id": "badge", "frame": [300, 40, 20, 20]}]},
             "destination": {"children": [
               {"id": "card", "frame": [0, 80, 390, 500], "children": [
                 {"id": "title", "frame": [20, 420, 350, 40], "accessibilityLabel": "Harbour at dawn"}]},
               {"id": "badge", "frame": [340, 40, 30, 30]}]}}
            """
        let scene = try SceneDecoder().decode(text).scene
        let again = try SceneDecoder().decode(SceneEncoder().encode(scene)).scene
        #expect(again == scene)
        let trees = again.makeHeadlessTrees()
        #expect(trees.source.subviews.first?.accessibilityLabel == "Harbour")
        let report = Matcher().match(source: trees.source, destination: trees.destination, in: trees.container)
        let notes = report.accessibilityNotes()
        // The card is labelled on both sides (itself in the source, its title in the destination);
        // the title is nested; the badge has no label on either side.
        #expect(notes.count == 2, "\(notes)")
        #expect(notes.allSatisfy { $0.hasPrefix("badge at ") }, "\(notes)")
        #expect(report.descriptionWithAccessibility.contains("accessibility (2):"))
    }

    @Test func writerOutputIsReadBackExactly() throws {
        let value = JSONValue.object([
            ("n", .number(0.1 + 0.2)), ("i", .number(-3)), ("s", .string("a\"b\\c\n\u{01}é")),
            ("a", .array([.bool(true), .null, .array([.number(1e-7)])])),
        ])
        for indent in [nil, 2] as [Int?] {
            #expect(try JSONReader().parse(JSONWriter(indent: indent).string(value)) == value)
        }
    }
}
