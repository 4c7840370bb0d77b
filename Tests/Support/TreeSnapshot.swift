import Foundation
import MatchCut

/// Everything about a view tree that a transition must leave as it found it: every view's
/// geometry, appearance, parent and index, in order. Two snapshots compare equal exactly when
/// nothing was lost, moved or changed.
@MainActor
public struct TreeSnapshot: Equatable {
    struct Entry: Equatable {
        let view: ObjectIdentifier
        let parent: ObjectIdentifier?
        let index: Int?
        let geometry: LayerGeometry
        let appearance: ViewAppearance
        let matchID: String?
    }

    private let entries: [Entry]

    /// Takes a snapshot of `root`'s whole tree; without `rootPlacement`, where the root itself is
    /// (its parent, index and geometry) is left out: a controller's view that a transition adds to
    /// or removes from a container.
    public init(_ root: HeadlessView, rootPlacement: Bool = true) {
        var entries: [Entry] = []
        var stack = [root]
        while let view = stack.popLast() {
            let placed = rootPlacement || view !== root
            entries.append(
                Entry(
                    view: ObjectIdentifier(view), parent: placed ? view.superview.map(ObjectIdentifier.init) : nil,
                    index: placed ? view.indexInSuperview : nil, geometry: placed ? view.geometry : LayerGeometry(frame: .zero),
                    appearance: view.appearance, matchID: view.matchID))
            stack.append(contentsOf: view.subviews.reversed())
        }
        self.entries = entries
    }

    /// The number of views.
    public var count: Int { entries.count }
}

/// A container holding a source and a destination tree, as a transition sees them.
@MainActor
public struct TransitionStage {
    /// The container.
    public let container: HeadlessView
    /// The source root.
    public let source: HeadlessView
    /// The destination root.
    public let destination: HeadlessView

    /// Builds a stage from two trees (sizes 390 × 844).
    public init(source: HeadlessView, destination: HeadlessView) {
        container = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        container.name = "container"
        self.source = source
        self.destination = destination
        container.addSubview(source)
        container.addSubview(destination)
    }

    /// A stage of random trees.
    public static func random(
        _ rng: inout SeededRandom, tagChance: Double = 0.5, modifierChance: Double = 0, contentChance: Double = 0
    ) -> TransitionStage {
        var builder = RandomTreeBuilder()
        builder.tagChance = tagChance
        builder.modifierChance = modifierChance
        builder.contentChance = contentChance
        let size = CGSize(width: 390, height: 844)
        return TransitionStage(
            source: builder.tree(size: size, using: &rng), destination: builder.tree(size: size, using: &rng))
    }
}
