import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCutMatcher

/// Invariants of the report on seeded random tree pairs; a failure names its seed.
@MainActor
@Suite struct MatcherPropertyTests {
    @Test(arguments: 0..<500)
    func everyTaggedViewIsAccountedForExactlyOnce(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let builder = RandomTreeBuilder()
        let size = CGSize(width: 390, height: 844)
        let container = HeadlessView(frame: CGRect(origin: .zero, size: size))
        let source = builder.tree(size: size, using: &rng)
        let destination = builder.tree(size: size, using: &rng)
        container.addSubview(source)
        container.addSubview(destination)
        let report = Matcher().match(source: source, destination: destination, in: container)

        // Independently: every tagged view, its effective scope, and whether it could be visible.
        var placements: [ViewPath: Int] = [:]
        for pair in report.pairs {
            placements[pair.source.path, default: 0] += 1
            placements[pair.destination.path, default: 0] += 1
        }
        for v in report.onlyInSource + report.onlyInDestination { placements[v.path, default: 0] += 1 }
        for d in report.duplicates { for l in d.losers { placements[l, default: 0] += 1 } }
        for s in report.skipped { placements[s.path, default: 0] += 1 }

        for (side, root) in [(TreeSide.source, source), (.destination, destination)] {
            var keys: [MatchKey: Int] = [:]
            var stack: [(HeadlessView, [Int], String?, Bool)] = [(root, [], nil, false)]
            while let (view, path, inherited, hiddenAbove) = stack.popLast() {
                let scope = view.matchScope ?? inherited
                let hidden = hiddenAbove || view.isHidden || view.isExcludedFromMatching
                if let id = view.matchID {
                    let p = ViewPath(side: side, indices: path)
                    #expect(placements[p] == 1, "seed \(seed): \(p) placed \(placements[p] ?? 0) times")
                    keys[MatchKey(id: id, scope: scope), default: 0] += 1
                    if hidden {
                        #expect(report.skipped.contains { $0.path == p }, "seed \(seed): \(p) hidden but not skipped")
                    }
                }
                for (i, child) in view.subviews.enumerated() {
                    stack.append((child, path + [i], scope, hidden))
                }
            }
            // Duplicates are always reported.
            for (key, count) in keys where count > 1 {
                let entry = report.duplicates.first { $0.key == key && $0.side == side }
                #expect(entry?.occurrences.count == count, "seed \(seed): duplicate \(key) not reported")
            }
        }
        // Pair keys are unique, and both sides of a pair are on screen with finite quads.
        #expect(Set(report.pairs.map(\.key)).count == report.pairs.count, "seed \(seed)")
        for pair in report.pairs {
            for side in [pair.source, pair.destination] {
                #expect(side.quad.isFinite && side.quad.boundingBox.intersects(container.bounds), "seed \(seed)")
                #expect(side.effectiveAlpha >= 0.01, "seed \(seed)")
            }
            if let parent = pair.enclosingPairInSource {
                #expect(parent < report.pairs.firstIndex { $0.key == pair.key }!, "seed \(seed)")
            }
        }
    }

    @Test(arguments: 0..<200)
    func reportedQuadsEqualConvertingEachViewDirectly(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed))
        var builder = RandomTreeBuilder()
        builder.tagChance = 0.8
        builder.idPool = (0..<40).map { "v\($0)" }
        let size = CGSize(width: 390, height: 844)
        let container = HeadlessView(frame: CGRect(origin: .zero, size: size))
        let source = builder.tree(size: size, using: &rng)
        let destination = builder.tree(size: size, using: &rng)
        container.addSubview(source)
        container.addSubview(destination)
        for pair in Matcher().match(source: source, destination: destination, in: container).pairs {
            for side in [pair.source, pair.destination] {
                let direct = try side.view.convertedQuad(side.view.bounds, to: container)
                for (a, b) in zip(direct.corners, side.quad.corners) {
                    #expect(
                        abs(a.x - b.x) < 1e-9 * max(1, abs(a.x)) && abs(a.y - b.y) < 1e-9 * max(1, abs(a.y)),
                        "seed \(seed)")
                }
            }
        }
    }
}
