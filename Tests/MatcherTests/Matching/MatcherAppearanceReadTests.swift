import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCutMatcher

/// A view tree mirroring a headless one that counts what the matcher reads: the full appearance
/// (colours, borders, shadows: costly on a `UIView`) and the part it needs of every view.
@MainActor
private final class CountingNode: ViewNode {
    typealias Node = CountingNode
    let base: HeadlessView
    weak var parent: CountingNode?
    var children: [CountingNode] = []
    /// How many times the full appearance was read, per node.
    var fullReads = 0

    init(_ base: HeadlessView, parent: CountingNode? = nil) {
        self.base = base
        self.parent = parent
        children = base.subviews.map { CountingNode($0, parent: nil) }
        for child in children { child.parent = self }
    }

    var all: [CountingNode] { [self] + children.flatMap(\.all) }
    var parentNode: CountingNode? { parent }
    var childNodes: [CountingNode] { children }
    var layerGeometry: LayerGeometry { base.layerGeometry }
    var appearance: ViewAppearance {
        fullReads += 1
        return base.appearance
    }
    var walkAppearance: ViewAppearance {
        // Only the fields the protocol promises: a walk that read more would see defaults.
        var a = ViewAppearance()
        (a.isHidden, a.alpha, a.cornerRadius, a.maskedCorners, a.masksToBounds) = (
            base.appearance.isHidden, base.appearance.alpha, base.appearance.cornerRadius,
            base.appearance.maskedCorners, base.appearance.masksToBounds
        )
        return a
    }
    var matchID: String? { base.matchID }
    var matchScope: String? { base.matchScope }
    var isExcludedFromMatching: Bool { base.isExcludedFromMatching }
    var transitionModifiers: [TransitionModifier] { base.transitionModifiers }
    var hasTransitionModifiers: Bool { base.hasTransitionModifiers }
    var accessibilityLabel: String? { base.accessibilityLabel }
}

/// Issue 22: a match reads the full appearance only of the views that fly (tagged or modified,
/// and not skipped), once each, and finds exactly what a match reading every view's finds.
@MainActor
@Suite struct MatcherAppearanceReadTests {
    @Test(arguments: 0..<200)
    func onlyTheViewsThatFlyHaveTheirColoursRead(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let stage = TransitionStage.random(&rng, modifierChance: 0.05)
        let (source, destination, container) = (stage.source, stage.destination, stage.container)
        let reference = Matcher().match(source: source, destination: destination, in: container)

        let counted = CountingNode(container)
        let report = Matcher().match(source: counted.children[0], destination: counted.children[1], in: counted)
        // The same report: pairs with their geometry and appearance, and every other list.
        #expect(report.pairs.count == reference.pairs.count, "seed \(seed)")
        for (a, b) in zip(report.pairs, reference.pairs) {
            #expect(a.key == b.key && a.source.path == b.source.path && a.destination.path == b.destination.path, "seed \(seed)")
            #expect(a.source.quad == b.source.quad && a.destination.quad == b.destination.quad, "seed \(seed)")
            #expect(a.source.appearance == b.source.appearance && a.destination.appearance == b.destination.appearance, "seed \(seed)")
            #expect(a.source.cornerRadii == b.source.cornerRadii && a.source.clip?.box == b.source.clip?.box, "seed \(seed)")
        }
        #expect(report.onlyInSource == reference.onlyInSource && report.onlyInDestination == reference.onlyInDestination)
        #expect(report.skipped == reference.skipped && report.duplicates == reference.duplicates, "seed \(seed)")
        #expect(report.modifiedInSource.map(\.path) == reference.modifiedInSource.map(\.path), "seed \(seed)")
        // Full reads: only tagged or modified views that were not skipped, at most once each.
        var flying = 0
        for node in counted.all where node.fullReads > 0 {
            #expect(node.fullReads == 1, "seed \(seed): read \(node.fullReads) times")
            let tagged = !(node.matchID ?? "").isEmpty
            #expect(tagged || node.hasTransitionModifiers, "seed \(seed): an untagged, unmodified view's colours were read")
            flying += 1
        }
        let tagged = counted.all.filter { !($0.matchID ?? "").isEmpty || $0.hasTransitionModifiers }.count
        #expect(flying <= tagged, "seed \(seed)")
    }
}
