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
    /// The pairs' views and the views that fly on their own, by path: the walk carries its place
    /// in it, so whether a view flies, holds a flight or holds a pair is read without hashing the
    /// view or climbing from it to its root (``FlightPaths``).
    private var flights = FlightPaths()
    /// Finished matched views by grid cell (``cellIndex(_:_:)``): at most 66 by 66 cells, each
    /// read without hashing.
    private var grid: [[Int]]
    /// Whether a matched view has been entered in the grid.
    private var entered = false
    private let cell: CGFloat
    private let origin: CGPoint
    private let cellRange: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)
    /// A stamp per pair, to take each once per query.
    private var stamp: [Int]
    private var query = 0

    /// A search on a screen: its pairs' views (`views`: each one's path and what shows of it) and
    /// the paths of every view that flies on its own (pairs, modified and unmatched views), as the
    /// match of this screen reported them (each leads to a view). A path with an index no view
    /// can have (negative, or beyond 2³²) is left out.
    init(side: TreeSide, views: [(path: ViewPath, shown: CGRect?)], flying: [ViewPath], bounds: CGRect) {
        self.side = side
        self.views = views
        stamp = Array(repeating: -1, count: views.count)
        for (index, view) in views.enumerated() { flights.insert(view.path.indices, pair: index) }
        for path in flying { flights.insert(path.indices, pair: nil) }
        // Cells of a tenth of the container's larger side, finer with more pairs (about one pair
        // per cell, down to a 64th: a view asks only the cells under its box, so a crowded cell
        // costs every view that asks it); anything beyond the container falls into the cells
        // along its edges (a box is clamped, so two boxes that overlap still share a cell). A
        // container without a finite size has its edge cells only.
        let divisions = min(max(Int(Double(views.count).squareRoot()), 10), 64)
        let longest = max(bounds.width, bounds.height)
        let cell = longest.isFinite ? max(longest / CGFloat(divisions), 1) : 1
        self.cell = cell
        origin = bounds.origin.x.isFinite && bounds.origin.y.isFinite ? bounds.origin : .zero
        func count(_ length: CGFloat) -> Int {
            let n = (length / cell).rounded(.up)
            return n.isFinite ? Int(min(max(n, 0), CGFloat(divisions))) : 0
        }
        cellRange = (-1...count(bounds.width), -1...count(bounds.height))
        grid = Array(repeating: [], count: cellRange.columns.count * cellRange.rows.count)
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

    /// The grid's cell at `column` and `row`, each within ``cellRange``.
    private func cellIndex(_ column: Int, _ row: Int) -> Int {
        (row - cellRange.rows.lowerBound) * cellRange.columns.count + column - cellRange.columns.lowerBound
    }

    private mutating func enter(_ pair: Int) {
        guard let shown = views[pair].shown else { return }
        let range = cells(of: shown)
        entered = true
        for row in range.rows { for column in range.columns { grid[cellIndex(column, row)].append(pair) } }
    }

    /// The finished pairs whose shown box `box` covers, with their view under `parentPath`.
    private mutating func finished(under box: CGRect, parentPath: ArraySlice<Int>) -> [Int] {
        guard entered else { return [] }
        query += 1
        var found: [Int] = []
        let range = cells(of: box)
        for row in range.rows {
            for column in range.columns {
                for pair in grid[cellIndex(column, row)] where stamp[pair] != query {
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
        /// The node's place among the flights' paths (``FlightPaths/none`` when off them).
        let flight: Int32
    }

    /// Walks the tree under `root` (whose map to the container is `map`) in drawing order, handing
    /// each overlay to `found` with its path, the pair whose view on this side holds it and its
    /// map to the container.
    mutating func run(root: Node, map: PlaneTransform, found: (Node, ViewPath, Int?, PlaneTransform) -> Void) {
        var path: [Int] = []
        var carriers: [Int] = []
        var stack: [Frame] = []
        // Visits the node at `path` (at `flight` among the flights' paths), reached with `incoming`
        // (pairs its parent was looked into for): decides it, and returns its frame when its
        // children are to be walked.
        func visit(_ node: Node, map: PlaneTransform, incoming: [Int], flight: Int32) -> Frame? {
            guard !node.isHidden, node.opacity >= 0.01, !node.isExcludedFromMatching, map.isFinite else {
                return nil  // nothing matched or shown in it
            }
            let place = flights.place(flight)
            var reach: [Int] = []
            if !path.isEmpty, !incoming.isEmpty || entered,
                let box = try? map.quad(for: node.layerGeometry.bounds).boundingBox
            {
                var over = incoming.filter { views[$0].shown.map { TransitionPlanner.covers(box, $0) } ?? false }
                over += finished(under: box, parentPath: path.dropLast())
                if !over.isEmpty, !place.flies {
                    let a = node.appearance
                    let inked =
                        (a.backgroundColor?.alpha ?? 0) > 0 || a.borderWidth > 0 || a.shadow != nil
                        || node.drawsOpaqueContent || node.textLayout != nil || node.pictureKind != .view
                    if place.holdsFlying || (!inked && !node.childNodes.isEmpty) {
                        reach = over
                    } else {
                        found(node, ViewPath(side: side, indices: path), carriers.last, map)
                    }
                }
            }
            // Nothing below can be reached unless it is looked into or holds a matched view.
            guard !reach.isEmpty || place.holdsPair else { return nil }
            let pair = place.pair
            if let pair { carriers.append(pair) }
            let children = node.childNodes
            return Frame(
                node: node, children: children, map: map, reach: reach,
                order: Node.drawingOrder(children), next: 0, pair: pair, flight: flight)
        }
        guard let first = visit(root, map: map, incoming: [], flight: FlightPaths.root) else { return }
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
                let flight = flights.child(of: stack[top].flight, at: index)
                if let frame = visit(child, map: childMap, incoming: stack[top].reach, flight: flight) {
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
