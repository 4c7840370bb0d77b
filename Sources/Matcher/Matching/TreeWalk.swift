import Foundation

/// A tagged view met during a walk, visible or skipped.
struct Candidate<Node: ViewNode>: Sendable {
    let key: MatchKey
    let record: Int32
    let drawOrder: Int
    /// The nearest tagged ancestor's candidate index, or -1.
    let enclosing: Int32
    let outcome: Outcome

    enum Outcome: Sendable {
        case visible(MatchedView<Node>)
        case skipped(SkipReason)
    }
}

/// One pass over one tree: every view visited once, in drawing order, with the state inherited
/// from its ancestors carried on an explicit stack.
struct TreeWalk<Node: ViewNode> where Node.Node == Node {
    let side: TreeSide
    let minimumAlpha: Double
    /// For each visited view, its parent's record and its index among the parent's children:
    /// enough to rebuild any path without storing one per view.
    private(set) var records: [(parent: Int32, childIndex: Int32)] = []
    private(set) var candidates: [Candidate<Node>] = []

    init(side: TreeSide, minimumAlpha: Double) {
        self.side = side
        self.minimumAlpha = minimumAlpha
    }

    private struct Pending {
        let node: Node
        let parentRecord: Int32
        let childIndex: Int32
        let parentToContainer: PlaneTransform
        let alpha: Double
        let skip: SkipReason?
        let clip: CGRect
        let scope: String?
        let enclosing: Int32
    }

    @MainActor
    mutating func run(root: Node, container: Node, visible: CGRect) {
        // The root's own ancestors (up to the container) decide its starting state.
        var alpha = 1.0
        var skip: SkipReason?
        var ancestor = root.parentNode
        while let view = ancestor, view !== container {
            alpha *= view.appearance.alpha
            if view.appearance.isHidden { skip = .hidden }
            ancestor = view.parentNode
        }
        let start: PlaneTransform
        if let parent = root.parentNode {
            do { start = try parent.transform(to: container) } catch { return skipAll(root: root) }
        } else {
            start = .identity
        }
        var stack = [
            Pending(
                node: root, parentRecord: -1, childIndex: 0, parentToContainer: start, alpha: alpha,
                skip: skip, clip: visible, scope: nil, enclosing: -1)
        ]
        var order = 0
        while let item = stack.popLast() {
            let node = item.node
            let record = Int32(records.count)
            records.append((item.parentRecord, item.childIndex))
            let geometry = node.layerGeometry
            let appearance = node.appearance
            let alpha = item.alpha * appearance.alpha
            let scope = node.matchScope ?? item.scope
            var skip = item.skip
            if skip == nil {
                if node.isExcludedFromMatching {
                    skip = .excludedSubtree
                } else if appearance.isHidden {
                    skip = .hidden
                }
            }
            // Views under a skipped ancestor inherit its reason and need no geometry.
            var toContainer = PlaneTransform.identity
            var clip = item.clip
            if skip == nil {
                toContainer = geometry.transformToParent.concatenating(item.parentToContainer)
                if appearance.masksToBounds,
                    let quad = try? toContainer.quad(for: geometry.bounds)
                {
                    clip = clip.intersection(quad.boundingBox)
                }
            }
            var enclosing = item.enclosing
            if let id = node.matchID, !id.isEmpty {
                let reason =
                    skip
                    ?? ownSkipReason(
                        geometry: geometry, alpha: alpha, toContainer: toContainer, clip: item.clip,
                        visible: visible)
                let outcome: Candidate<Node>.Outcome
                if let reason {
                    outcome = .skipped(reason)
                } else {
                    outcome = .visible(
                        MatchedView(
                            view: node, path: path(ofRecord: record),
                            quad: (try? toContainer.quad(for: geometry.bounds)) ?? Quad(.zero),
                            transformToContainer: toContainer, bounds: geometry.bounds,
                            cornerRadii: CornerRadii(
                                radius: appearance.cornerRadius, mask: appearance.maskedCorners,
                                size: geometry.bounds.size
                            ).mapped(by: toContainer, rect: geometry.bounds),
                            effectiveAlpha: alpha, appearance: appearance, drawOrder: order))
                }
                enclosing = Int32(candidates.count)
                candidates.append(
                    Candidate(
                        key: MatchKey(id: id, scope: scope), record: record, drawOrder: order,
                        enclosing: item.enclosing, outcome: outcome))
            }
            order += 1
            let children = node.childNodes
            guard !children.isEmpty else { continue }
            // Push in reverse drawing order so the first drawn is visited first. Siblings draw
            // sorted by zPosition (stable), as Core Animation composites them.
            var drawing = Array(children.indices)
            if children.contains(where: { $0.layerGeometry.zPosition != 0 }) {
                let z = children.map { $0.layerGeometry.zPosition }
                drawing.sort { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }
            }
            for index in drawing.reversed() {
                stack.append(
                    Pending(
                        node: children[index], parentRecord: record, childIndex: Int32(index),
                        parentToContainer: toContainer, alpha: alpha, skip: skip, clip: clip,
                        scope: scope, enclosing: enclosing))
            }
        }
    }

    private func ownSkipReason(
        geometry: LayerGeometry, alpha: Double, toContainer: PlaneTransform, clip: CGRect,
        visible: CGRect
    ) -> SkipReason? {
        guard alpha.isFinite, geometry.bounds.width.isFinite, geometry.bounds.height.isFinite,
            toContainer.isFinite
        else { return .invalidGeometry }
        if alpha < minimumAlpha { return .transparent(alpha: alpha) }
        if geometry.bounds.width <= 0 || geometry.bounds.height <= 0 { return .zeroSize }
        let quad: Quad
        do {
            quad = try toContainer.quad(for: geometry.bounds)
        } catch GeometryError.behindViewer {
            return .behindViewer
        } catch {
            return .invalidGeometry
        }
        let area = abs(quad.signedArea)
        if !(area > 1e-9 * max(1, geometry.bounds.width * geometry.bounds.height)) { return .collapsed }
        let box = quad.boundingBox
        if !box.intersects(visible) { return .offScreen }
        if !box.intersects(clip) { return .clipped }
        return nil
    }

    /// Every tagged view of a tree that cannot be placed in the container.
    @MainActor
    private mutating func skipAll(root: Node) {
        var stack: [(Node, Int32, Int32, String?)] = [(root, -1, 0, nil)]
        var order = 0
        while let (node, parent, index, inherited) = stack.popLast() {
            let record = Int32(records.count)
            records.append((parent, index))
            let scope = node.matchScope ?? inherited
            if let id = node.matchID, !id.isEmpty {
                candidates.append(
                    Candidate(
                        key: MatchKey(id: id, scope: scope), record: record, drawOrder: order,
                        enclosing: -1, outcome: .skipped(.collapsed)))
            }
            order += 1
            for (i, child) in node.childNodes.enumerated().reversed() {
                stack.append((child, record, Int32(i), scope))
            }
        }
    }

    /// The path of a visited view, rebuilt from the records.
    func path(ofRecord record: Int32) -> ViewPath {
        var indices: [Int] = []
        var r = record
        while r >= 0, records[Int(r)].parent >= 0 {
            indices.append(Int(records[Int(r)].childIndex))
            r = records[Int(r)].parent
        }
        return ViewPath(side: side, indices: indices.reversed())
    }
}
