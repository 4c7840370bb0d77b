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
