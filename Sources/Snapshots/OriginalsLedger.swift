import Foundation
import MatchCutMatcher

/// What a transition changed on one original view, and what it found there first.
package struct OriginalRecord<Node: MutableViewNode> where Node.Node == Node {
    /// The view.
    package let view: Node
    /// Its opacity before the transition, and the opacity the transition set (`nil` when the
    /// transition never touched its opacity).
    package internal(set) var opacity: (original: Double, applied: Double)?
    /// Where it was before the transition moved it into a stand-in (`nil` when never moved).
    package internal(set) var move: MoveRecord<Node>?
}

/// Where a moved view came from: its parent and index, its geometry (model values), and what else
/// tied it there; and the parent the transition moved it into.
package struct MoveRecord<Node: MutableViewNode> where Node.Node == Node {
    /// The parent it had, or `nil`.
    package let parent: Node?
    /// Its index among the parent's children.
    package let index: Int
    /// Its geometry as the app had set it.
    package let geometry: LayerGeometry
    /// Its constraints and arrangement (UIKit), opaque here.
    package let attachments: ViewAttachments
    /// The parent the transition moved it into.
    package let movedInto: Node
}

/// Where a transition keeps the originals it fades out or moves, and how it puts them back:
/// only what it changed, and only where the app has not changed it since.
///
/// - Originals are hidden with opacity 0, never `isHidden`, so a stack view keeps its layout
///   (and a picture of it, taken before, shows what the screen showed).
/// - At the end, each view's opacity goes back to its original value if it still has the value the
///   transition set; if the app changed it meanwhile (faded a button in, say) the app's value stays.
/// - A moved view (a live view flying in its stand-in) goes back to its parent, index, geometry
///   and attachments if it is still where the transition put it; if the app moved or removed it
///   meanwhile, it stays where the app put it.
///
/// Each view is recorded once, before its first change; ``restoreAll()`` undoes changes in
/// reverse order and is idempotent.
@MainActor
package final class OriginalsLedger<Node: MutableViewNode> where Node.Node == Node {
    private var records: [OriginalRecord<Node>] = []
    private var indexOfView: [ObjectIdentifier: Int] = [:]
    /// Records in the order of their first move: moves are undone in reverse, so every recorded
    /// index is valid again when its view goes back.
    private var moveOrder: [Int] = []

    /// Creates an empty ledger.
    package init() {}

    /// The views recorded so far, in order of their first change.
    package var entries: [OriginalRecord<Node>] { records }

    /// Whether `view` has been recorded.
    package func contains(_ view: Node) -> Bool { indexOfView[ObjectIdentifier(view)] != nil }

    private func index(of view: Node) -> Int {
        if let i = indexOfView[ObjectIdentifier(view)] { return i }
        records.append(OriginalRecord(view: view, opacity: nil, move: nil))
        indexOfView[ObjectIdentifier(view)] = records.count - 1
        return records.count - 1
    }

    /// Fades `view` out (opacity 0) for the transition, recording its opacity first.
    package func hide(_ view: Node) { setOpacity(of: view, to: 0) }

    /// Sets `view`'s opacity for the transition, recording the original on the first change.
    /// Specialized for the headless tree (called from the engine's module, a generic call ran its
    /// records through runtime metadata).
    @_specialize(where Node == HeadlessView)
    package func setOpacity(of view: Node, to value: Double) {
        let i = index(of: view)
        let original = records[i].opacity?.original ?? view.opacity
        view.opacity = value
        // Read back: a platform may round (UIKit stores CGFloat); compare against what it holds.
        records[i].opacity = (original, view.opacity)
    }

    /// Gives `view` back its original opacity for a moment (a postponed destination about to be
    /// pictured), keeping its record: ``restoreAll()`` still knows what it was.
    package func reveal(_ view: Node) {
        guard let i = indexOfView[ObjectIdentifier(view)], let opacity = records[i].opacity else { return }
        view.opacity = opacity.original
        records[i].opacity = (opacity.original, view.opacity)
    }

    /// Puts `view`'s opacity back now, as ``restoreAll()`` would (not where the app has changed it
    /// since), and forgets it: a cell's view that MatchCut hid and that the list reused for another
    /// item mid-flight is no longer MatchCut's to hide or to restore.
    package func putBackOpacity(of view: Node) {
        guard let i = indexOfView[ObjectIdentifier(view)], let opacity = records[i].opacity else { return }
        if view.opacity == opacity.applied { view.opacity = opacity.original }
        records[i].opacity = nil
    }

    /// Moves `view` into `parent` at `index` for the transition (a live view flying in its
    /// stand-in), recording where it was, its model geometry and its attachments first.
    package func move(_ view: Node, into parent: Node, at index: Int) {
        let i = self.index(of: view)
        if records[i].move == nil {
            moveOrder.append(i)
            let oldParent = view.parentNode
            records[i].move = MoveRecord(
                parent: oldParent, index: oldParent?.childNodes.firstIndex { $0 === view } ?? 0,
                geometry: view.modelGeometry, attachments: view.captureAttachments(), movedInto: parent)
        } else if let move = records[i].move {
            records[i].move = MoveRecord(
                parent: move.parent, index: move.index, geometry: move.geometry, attachments: move.attachments,
                movedInto: parent)
        }
        parent.insertChild(view, at: index)
    }

    /// Puts back what the transition changed, last change first, where the app has not changed it
    /// since; then forgets everything.
    package func restoreAll() {
        for i in moveOrder.reversed() {
            let view = records[i].view
            guard let move = records[i].move, view.parentNode === move.movedInto else { continue }
            if let parent = move.parent {
                parent.insertChild(view, at: min(move.index, parent.childNodes.count))
            } else {
                view.removeFromParent()
            }
            view.modelGeometry = move.geometry
            view.restoreAttachments(move.attachments)
        }
        for record in records.reversed() {
            if let opacity = record.opacity, record.view.opacity == opacity.applied {
                record.view.opacity = opacity.original
            }
        }
        records.removeAll()
        indexOfView.removeAll()
        moveOrder.removeAll()
    }

    /// Every way in which the recorded views now differ from what they were before the transition
    /// (empty when all are back): for tests and debug checks.
    package func differences() -> [String] {
        records.compactMap { r in
            var problems: [String] = []
            if let opacity = r.opacity, r.view.opacity != opacity.original { problems.append("opacity") }
            if let move = r.move {
                if r.view.parentNode !== move.parent { problems.append("parent") }
                if r.view.modelGeometry != move.geometry { problems.append("geometry") }
                if let parent = move.parent, parent.childNodes.firstIndex(where: { $0 === r.view }) != move.index {
                    problems.append("index")
                }
            }
            return problems.isEmpty ? nil : problems.joined(separator: ", ")
        }
    }
}
