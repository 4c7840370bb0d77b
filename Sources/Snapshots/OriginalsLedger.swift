import Foundation
import MatchCutMatcher

/// What a view looked like before a transition touched it.
public struct OriginalState<Node: MutableViewNode>: Sendable where Node.Node == Node {
    /// The view.
    public let view: Node
    /// Its `isHidden`.
    public let isHidden: Bool
    /// Its alpha.
    public let alpha: Double
    /// Its transform.
    public let transform: Transform3D
    /// Its whole geometry.
    public let geometry: LayerGeometry
    /// Its parent, or `nil`.
    public let parent: Node?
    /// Its index among the parent's children, recorded for views that may move (`nil` otherwise: a
    /// view that is only hidden, faded or transformed never leaves its place).
    public let index: Int?
}

/// Where a transition keeps the originals it hides, fades or moves, and puts every one of them
/// back exactly (hidden, alpha, transform, geometry, parent, index) — whether the transition finished, was cancelled or interrupted.
///
/// Each view is recorded once, before its first change; ``restoreAll()`` undoes changes in reverse
/// order (re-inserting moved views at their old index), and is idempotent.
@MainActor
public final class OriginalsLedger<Node: MutableViewNode> where Node.Node == Node {
    private var records: [OriginalState<Node>] = []
    private var recorded: Set<ObjectIdentifier> = []

    /// Creates an empty ledger.
    public init() {}

    /// The views recorded so far, in order.
    public var entries: [OriginalState<Node>] { records }

    /// Records `view`'s state, once (later calls keep the first record). Pass `mayMove: true` for a
    /// view that will be moved to another parent (a live view flying in the container), so its index
    /// is kept too; finding it costs a scan of its siblings.
    public func record(_ view: Node, mayMove: Bool = false) {
        guard recorded.insert(ObjectIdentifier(view)).inserted else { return }
        let parent = view.parentNode
        records.append(
            OriginalState(
                view: view, isHidden: view.isHidden, alpha: view.opacity, transform: view.layerTransform,
                geometry: view.layerGeometry, parent: parent,
                index: mayMove ? parent?.childNodes.firstIndex { $0 === view } : nil))
    }

    /// Records `view`, then hides it.
    public func hide(_ view: Node) {
        record(view)
        view.isHidden = true
    }

    /// Puts every recorded view back as it was, last recorded first, and forgets them.
    public func restoreAll() {
        for state in records.reversed() {
            let view = state.view
            if let parent = state.parent {
                if let index = state.index {
                    if view.parentNode !== parent || parent.childNodes.firstIndex(where: { $0 === view }) != index {
                        parent.insertChild(view, at: index)
                    }
                } else if view.parentNode !== parent {
                    parent.insertChild(view, at: parent.childNodes.count)
                }
            } else if view.parentNode != nil {
                view.removeFromParent()
            }
            view.layerGeometry = state.geometry
            view.isHidden = state.isHidden
            view.opacity = state.alpha
            view.layerTransform = state.transform
        }
        records.removeAll()
        recorded.removeAll()
    }

    /// Every way in which the recorded views now differ from their records (empty when all are as
    /// they were): for tests and debug checks.
    public func differences() -> [String] {
        records.compactMap { s in
            var problems: [String] = []
            if s.view.isHidden != s.isHidden { problems.append("isHidden") }
            if s.view.opacity != s.alpha { problems.append("alpha") }
            if s.view.layerTransform != s.transform { problems.append("transform") }
            if s.view.layerGeometry != s.geometry { problems.append("geometry") }
            if s.view.parentNode !== s.parent { problems.append("parent") }
            if let parent = s.parent, let index = s.index,
                parent.childNodes.firstIndex(where: { $0 === s.view }) != index
            {
                problems.append("index")
            }
            return problems.isEmpty ? nil : problems.joined(separator: ", ")
        }
    }
}
