import Foundation

/// The search behind `TransitionPlanner.overlays`: one pass over a screen in drawing order that
/// finds the views drawn in front of a matched view and over what shows of it.
///
/// A view W is reached from a matched view V when W comes after V's subtree in drawing order —
/// a later sibling of V or of one of V's ancestors, or inside one — and every view between that
/// sibling and W was looked into for V: shown, over what shows of V, not flying, and either holding
/// a flying view or a container with nothing of its own to draw. A reached view is looked into the
/// same way, or — drawing something of its own, or a leaf — is an overlay, unless it flies itself.
///
/// A matched view is entered in a grid of what shows of it once its subtree is done; a view asks
/// the grid for the flights under its own box and keeps those whose matched view's nearest common
/// ancestor with it is its parent (a later sibling's subtree: reached unconditionally), adding
/// those its parent was looked into for. Each view once; the subtree of a view that is neither
/// looked into nor holding a matched view is not walked (nothing in it can be reached), so the
/// views walked are about those the per-pair walk of later siblings met.
@MainActor
struct OverlaySearch<Node: MutableViewNode> where Node.Node == Node {
    let side: TreeSide
    /// Each pair's view on this side: its path and what shows of it (`nil`: too little to cover).
    let views: [(path: ViewPath, shown: CGRect?)]
    /// The index of the pair whose view is a node.
    private var pairAt: [ObjectIdentifier: Int] = [:]
    /// The matched views and their ancestors: their subtrees are walked whether reached or not.
    private var holdsPair: Set<ObjectIdentifier> = []
    /// The views that fly on their own, and every one of their ancestors (which hold a flight).
    private var flies: Set<ObjectIdentifier> = []
    private var holdsFlying: Set<ObjectIdentifier> = []
    /// Finished matched views by grid cell.
    private var grid: [Int: [Int]] = [:]
    private let cell: CGFloat
    private let origin: CGPoint
    private let cellRange: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)
    /// A stamp per pair, to take each once per query.
    private var stamp: [Int]
    private var query = 0

    /// A search on the screen under `root`: its pairs' views (`views`, with what shows of each) and
    /// the paths of every view that flies on its own (pairs, modified and unmatched views).
    init(
        side: TreeSide, root: Node, views: [(view: Node, path: ViewPath, shown: CGRect?)], flying: [ViewPath],
        bounds: CGRect
    ) {
        self.side = side
        self.views = views.map { ($0.path, $0.shown) }
        stamp = Array(repeating: -1, count: views.count)
        for (index, view) in views.enumerated() {
            pairAt[ObjectIdentifier(view.view)] = index
            var node: Node? = view.view
            while let current = node, holdsPair.insert(ObjectIdentifier(current)).inserted { node = current.parentNode }
        }
        for path in flying {
            guard let view = TransitionPlanner.view(at: path, from: root) else { continue }
            flies.insert(ObjectIdentifier(view))
            var node: Node? = view
            while let current = node, holdsFlying.insert(ObjectIdentifier(current)).inserted {
                node = current.parentNode
            }
        }
        // Cells of about a tenth of the container's larger side; anything beyond the container
        // falls into the cells along its edges (a box is clamped, so two boxes that overlap still
        // share a cell).
        cell = max(max(bounds.width, bounds.height) / 10, 1)
        origin = bounds.origin
        let columns = Int((bounds.width / cell).rounded(.up))
        let rows = Int((bounds.height / cell).rounded(.up))
        cellRange = (-1...max(columns, 0), -1...max(rows, 0))
    }

    private func cells(of box: CGRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        func index(_ value: CGFloat, _ start: CGFloat, _ range: ClosedRange<Int>) -> Int {
            guard value.isFinite else { return value > 0 ? range.upperBound : range.lowerBound }
            let raw = ((value - start) / cell).rounded(.down)
            return Int(min(max(raw, CGFloat(range.lowerBound)), CGFloat(range.upperBound)))
        }
        let c0 = index(box.minX, origin.x, cellRange.columns), c1 = index(box.maxX, origin.x, cellRange.columns)
        let r0 = index(box.minY, origin.y, cellRange.rows), r1 = index(box.maxY, origin.y, cellRange.rows)
        return (c0...c1, r0...r1)
    }

    private func key(_ column: Int, _ row: Int) -> Int { (row + 2) * 1_000_003 + column + 2 }

    private mutating func enter(_ pair: Int) {
        guard let shown = views[pair].shown else { return }
        let range = cells(of: shown)
        for row in range.rows { for column in range.columns { grid[key(column, row), default: []].append(pair) } }
    }

    /// The finished pairs whose shown box `box` covers, with their view under `parentPath`.
    private mutating func finished(under box: CGRect, parentPath: ArraySlice<Int>) -> [Int] {
        guard !grid.isEmpty else { return [] }
        query += 1
        var found: [Int] = []
        let range = cells(of: box)
        for row in range.rows {
            for column in range.columns {
                guard let pairs = grid[key(column, row)] else { continue }
                for pair in pairs where stamp[pair] != query {
                    stamp[pair] = query
                    let path = views[pair].path.indices
                    guard path.count > parentPath.count, path.starts(with: parentPath),
                        let shown = views[pair].shown, TransitionPlanner.covers(box, shown)
                    else { continue }
                    found.append(pair)
                }
            }
        }
        return found
    }

    private struct Frame {
        let node: Node
        let children: [Node]
        let map: PlaneTransform
        /// Pairs whose flights reach this node's children.
        let reach: [Int]
        /// The children in drawing order (`nil`: in index order).
        let order: [Int]?
        var next: Int
        let pair: Int?
    }

    /// Walks the tree under `root` (whose map to the container is `map`) in drawing order, handing
    /// each overlay to `found` with its path and the pair whose view on this side holds it.
    mutating func run(root: Node, map: PlaneTransform, found: (Node, ViewPath, Int?) -> Void) {
        var path: [Int] = []
        var carriers: [Int] = []
        var stack: [Frame] = []
        // Visits the node at `path`, reached with `incoming` (pairs its parent was looked into
        // for): decides it, and returns its frame when its children are to be walked.
        func visit(_ node: Node, map: PlaneTransform, incoming: [Int]) -> Frame? {
            guard !node.isHidden, node.opacity >= 0.01, !node.isExcludedFromMatching, map.isFinite else {
                return nil  // nothing matched or shown in it
            }
            let id = ObjectIdentifier(node)
            var reach: [Int] = []
            if !path.isEmpty, !incoming.isEmpty || !grid.isEmpty,
                let box = try? map.quad(for: node.layerGeometry.bounds).boundingBox
            {
                var over = incoming.filter { views[$0].shown.map { TransitionPlanner.covers(box, $0) } ?? false }
                over += finished(under: box, parentPath: path.dropLast())
                if !over.isEmpty, !flies.contains(id) {
                    let a = node.appearance
                    let inked =
                        (a.backgroundColor?.alpha ?? 0) > 0 || a.borderWidth > 0 || a.shadow != nil
                        || node.drawsOpaqueContent || node.textLayout != nil || node.pictureKind != .view
                    if holdsFlying.contains(id) || (!inked && !node.childNodes.isEmpty) {
                        reach = over
                    } else {
                        found(node, ViewPath(side: side, indices: path), carriers.last)
                    }
                }
            }
            // Nothing below can be reached unless it is looked into or holds a matched view.
            guard !reach.isEmpty || holdsPair.contains(id) else { return nil }
            let pair = pairAt[id]
            if let pair { carriers.append(pair) }
            let children = node.childNodes
            return Frame(
                node: node, children: children, map: map, reach: reach,
                order: Node.drawingOrder(children), next: 0, pair: pair)
        }
        guard let first = visit(root, map: map, incoming: []) else { return }
        stack.append(first)
        while !stack.isEmpty {
            let top = stack.count - 1
            let count = stack[top].children.count
            if stack[top].next < count {
                let index = stack[top].order?[stack[top].next] ?? stack[top].next
                stack[top].next += 1
                let child = stack[top].children[index]
                path.append(index)
                let childMap = child.transformToParent.concatenating(stack[top].map)
                if let frame = visit(child, map: childMap, incoming: stack[top].reach) {
                    stack.append(frame)
                } else {
                    path.removeLast()
                }
                continue
            }
            // The subtree is done: a matched view's flight now covers what comes after it.
            let done = stack.removeLast()
            if let pair = done.pair {
                carriers.removeLast()
                enter(pair)
            }
            if !path.isEmpty { path.removeLast() }
        }
    }
}
