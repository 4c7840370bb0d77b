import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// The overlay search (`TransitionPlanner.overlays`, one pass per screen with a grid of flights)
/// against the search it replaced, kept here as the reference: for each pair, a walk of the later
/// siblings of its view and of its ancestors, looking into containers (quadratic in pairs, but
/// written independently, straight from the rule). On 1,000 random dressed screens both find the
/// same views, on the same side, carried by the same pair — and the new one lists them in the
/// order their screen draws them.
@MainActor
@Suite struct OverlaySearchTests {
    @Test func theOnePassSearchFindsWhatTheSiblingWalkFinds() {
        var found = 0
        for seed in UInt64(0)..<1000 {
            var rng = SeededRandom(seed: seed)
            let (request, report, description) = CoreAnimationTests.CompilerRandomPlanTests.randomRequest(&rng)
            let (source, destination, container) = (request.source, request.destination, request.container)
            let fast = TransitionPlanner.overlays(
                report, source: source, destination: destination, container: container)
            let slow = Self.reference(report, source: source, destination: destination, container: container)
            func keys(_ list: [TransitionPlanner.Overlay<HeadlessView>]) -> Set<String> {
                Set(list.map { "\($0.side) \($0.path.indices) carried by \($0.carrier.map(String.init) ?? "-")" })
            }
            #expect(
                keys(fast) == keys(slow),
                "seed \(seed) (\(description)): \(keys(fast).symmetricDifference(keys(slow)).sorted())")
            #expect(fast.count == keys(fast).count, "seed \(seed): a view listed twice")
            // The map composed on the way down is the view's map to the container, converted
            // on its own (up to the root and down to the container).
            for overlay in fast {
                guard let map = try? overlay.view.transform(to: container) else {
                    Issue.record("seed \(seed): \(overlay.path) has no map to the container")
                    continue
                }
                let (a, b) = (overlay.map, map)
                let pairs = [
                    (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m21, b.m21), (a.m22, b.m22), (a.m23, b.m23),
                    (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33),
                ]
                let off = pairs.map { abs($0 - $1) / max(1, abs($1)) }.max() ?? 0
                #expect(off < 1e-9, "seed \(seed): \(overlay.path)'s map is \(a), converted \(b)")
            }
            // Drawing order: paths in each screen in pre-order, after z.
            for side in [TreeSide.source, .destination] {
                let paths = fast.filter { $0.side == side }.map(\.path)
                let root = side == .source ? source : destination
                let drawn = Self.drawingOrder(root).compactMap { order in paths.firstIndex { $0.indices == order } }
                #expect(drawn == Array(paths.indices), "seed \(seed): not in drawing order")
            }
            found += fast.count
        }
        testReport("overlay search: \(found) overlays over 1,000 random screens, the same as the sibling walk")
        #expect(found > 50, "\(found) overlays in all")
    }

    /// Every path under `root` in drawing order (children by z, then index), pre-order.
    static func drawingOrder(_ root: HeadlessView) -> [[Int]] {
        var result: [[Int]] = []
        func walk(_ view: HeadlessView, _ path: [Int]) {
            result.append(path)
            let children = view.subviews
            let order = children.indices.sorted {
                children[$0].zPosition != children[$1].zPosition
                    ? children[$0].zPosition < children[$1].zPosition : $0 < $1
            }
            for index in order { walk(children[index], path + [index]) }
        }
        walk(root, [])
        return result
    }

    static func reference<Node: MutableViewNode>(
        _ report: MatchReport<Node>, source: Node, destination: Node, container: Node
    ) -> [TransitionPlanner.Overlay<Node>] where Node.Node == Node {
        var result: [TransitionPlanner.Overlay<Node>] = []
        var taken = Set<ViewPath>()
        for side in [TreeSide.source, .destination] {
            let root = side == .source ? source : destination
            let views = report.pairs.map { side == .source ? $0.source : $0.destination }
            // Paths that fly on their own: matched views and views carrying modifiers.
            var flying = Set(views.map(\.path))
            for view in side == .source ? report.modifiedInSource : report.modifiedInDestination {
                flying.insert(view.path)
            }
            for view in side == .source ? report.onlyInSource : report.onlyInDestination { flying.insert(view.path) }
            func holdsFlying(_ path: ViewPath) -> Bool {
                flying.contains { $0.indices.starts(with: path.indices) }
            }
            for matched in views {
                var shown = matched.quad.boundingBox
                if let clip = matched.clip { shown = shown.intersection(clip.box) }
                guard !shown.isNull, shown.width > 0.5, shown.height > 0.5 else { continue }
                var candidates: [(Node, ViewPath)] = []
                // Later siblings of the view and of each ancestor, nearest first.
                var indices = matched.path.indices
                var node: Node? = TransitionPlanner.view(at: matched.path, from: root)
                while let current = node, !indices.isEmpty, let parent = current.parentNode {
                    let index = indices.removeLast()
                    let children = parent.childNodes
                    let z = children.map { $0.layerGeometry.zPosition }
                    let drawing = children.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }
                    if let at = drawing.firstIndex(of: index) {
                        for later in drawing[(at + 1)...] {
                            candidates.append((children[later], ViewPath(side: side, indices: indices + [later])))
                        }
                    }
                    node = parent
                }
                while !candidates.isEmpty {
                    let (view, path) = candidates.removeFirst()
                    let a = view.appearance
                    guard !a.isHidden, a.alpha >= 0.01, !view.isExcludedFromMatching, !taken.contains(path),
                        let map = try? view.transform(to: container),
                        let box = try? map.quad(for: view.layerGeometry.bounds).boundingBox,
                        box.intersects(shown), box.intersection(shown).width > 0.5, box.intersection(shown).height > 0.5
                    else { continue }
                    let inked =
                        (a.backgroundColor?.alpha ?? 0) > 0 || a.borderWidth > 0 || a.shadow != nil
                        || view.drawsOpaqueContent || view.textLayout != nil || view.pictureKind != .view
                    // A view that flies on its own takes its subtree with it.
                    guard !flying.contains(path) else { continue }
                    let children = view.childNodes
                    if holdsFlying(path) || (!inked && !children.isEmpty) {
                        // Look into it: its children are all drawn in front of the matched view.
                        let z = children.map { $0.layerGeometry.zPosition }
                        let drawing = children.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }
                        candidates += drawing.map { (children[$0], ViewPath(side: side, indices: path.indices + [$0])) }
                        continue
                    }
                    taken.insert(path)
                    // The nearest matched view holding it on this side carries it.
                    let carrier = views.enumerated().filter { _, holder in
                        holder.path.indices.count < path.indices.count && path.indices.starts(with: holder.path.indices)
                    }.max { $0.element.path.indices.count < $1.element.path.indices.count }?.offset
                    result.append(
                        TransitionPlanner.Overlay(side: side, path: path, view: view, carrier: carrier, map: map))
                }
            }
        }
        return result
    }

    /// The flights' paths as a tree (``FlightPaths``) against the rule stated with sets: at every
    /// place of random trees, a view flies when its path was added, holds a flight (or a pair)
    /// when a flying (or a pair's) path starts with its own, and is pair `k`'s view when the `k`th
    /// pair's path is its own; a path with an index no view can have changes nothing.
    @Test func flightPathsAnswerAsTheSetsOfPaths() {
        for seed in UInt64(0)..<300 {
            var rng = SeededRandom(seed: seed)
            // Narrow trees, or wide ones whose places hold many flying children (looked up by
            // index past a few).
            let wide = rng.chance(0.5)
            let (width, depth, count) = wide ? (60, 3, 120) : (3, 5, 8)
            func randomPath() -> [Int] { (0..<rng.int(0...depth)).map { _ in rng.int(0...width) } }
            let pairs = (0..<rng.int(0...count / 2)).map { _ in randomPath() }
            let flying = (0..<rng.int(0...count)).map { _ in randomPath() }
            var paths = FlightPaths()
            // Distinct pair paths, as a screen's pairs have: a later duplicate is left out.
            var pairIndex: [[Int]: Int] = [:]
            for (k, path) in pairs.enumerated() where pairIndex[path] == nil {
                pairIndex[path] = k
                paths.insert(path, pair: k)
            }
            for path in flying { paths.insert(path, pair: nil) }
            // A path with an index no view can have is left out whole, its valid start unmarked.
            for _ in 0..<rng.int(0...3) {
                // Negative, or past 2³² (where a careless key would wrap onto a real child).
                let bad = rng.chance(0.5) ? -rng.int(1...4) : Int(UInt32.max) + rng.int(1...4)
                var path = randomPath()
                path.insert(bad, at: rng.int(0...path.count))
                paths.insert(path, pair: rng.chance(0.5) ? 99 : nil)
            }
            let allFlying = Set(flying).union(pairIndex.keys)
            // Every place on a path, and beside each a few off every path, walked as the search
            // walks: from the root, child by child.
            var checked = 0
            func visit(_ path: [Int], _ place: Int32) {
                checked += 1
                let got = paths.place(place)
                #expect(got.flies == allFlying.contains(path), "seed \(seed): \(path) flies")
                #expect(
                    got.holdsFlying == allFlying.contains { $0.starts(with: path) },
                    "seed \(seed): \(path) holds a flight")
                #expect(
                    got.holdsPair == pairIndex.keys.contains { $0.starts(with: path) },
                    "seed \(seed): \(path) holds a pair")
                #expect(
                    got.pair == pairIndex[path], "seed \(seed): \(path) is pair \(String(describing: pairIndex[path]))")
                guard path.count <= depth else { return }
                var next = Set(
                    allFlying.filter { $0.count > path.count && $0.starts(with: path) }.map { $0[path.count] })
                for _ in 0..<3 { next.insert(rng.int(-1...(width + 2))) }
                for index in next.sorted() { visit(path + [index], paths.child(of: place, at: index)) }
            }
            visit([], FlightPaths.root)
            #expect(checked > 3, "seed \(seed): \(checked) places")
        }
    }

    /// Screens with hundreds of pairs (the search's grid grows finer with the pairs) find what
    /// the sibling walk finds: tagged pictures in cells strewn over the screen, some with a badge
    /// of their own, later cells overlapping earlier ones.
    @Test func manyPairsFindWhatTheSiblingWalkFinds() {
        var found = 0
        for seed in UInt64(0)..<8 {
            var rng = SeededRandom(seed: 7_000 + seed)
            let container = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let source = HeadlessView(frame: container.bounds)
            let destination = HeadlessView(frame: container.bounds)
            container.addSubview(source)
            container.addSubview(destination)
            let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
            for i in 0..<rng.int(150...260) {
                let size = rng.double(12...70)
                let cell = HeadlessView(
                    frame: CGRect(x: rng.double(-20...380), y: rng.double(-20...830), width: size, height: size))
                if rng.chance(0.3) { cell.backgroundColor = red }
                let picture = HeadlessView(frame: CGRect(x: 2, y: 2, width: size - 4, height: size - 4))
                picture.matchID = "p\(i)"
                cell.addSubview(picture)
                if rng.chance(0.5) {
                    let badge = HeadlessView(frame: CGRect(x: size / 2, y: 0, width: size / 3, height: size / 3))
                    badge.backgroundColor = red
                    cell.addSubview(badge)
                }
                source.addSubview(cell)
                let other = HeadlessView(
                    frame: CGRect(x: rng.double(0...300), y: rng.double(0...700), width: size, height: size))
                other.matchID = "p\(i)"
                destination.addSubview(other)
            }
            let report = Matcher().match(source: source, destination: destination, in: container)
            let fast = TransitionPlanner.overlays(
                report, source: source, destination: destination, container: container)
            let slow = Self.reference(report, source: source, destination: destination, container: container)
            func keys(_ list: [TransitionPlanner.Overlay<HeadlessView>]) -> Set<String> {
                Set(list.map { "\($0.side) \($0.path.indices) carried by \($0.carrier.map(String.init) ?? "-")" })
            }
            #expect(report.pairs.count >= 150, "seed \(seed): \(report.pairs.count) pairs")
            #expect(keys(fast) == keys(slow), "seed \(seed): \(keys(fast).symmetricDifference(keys(slow)).sorted())")
            found += fast.count
        }
        #expect(found > 200, "\(found) overlays in all")
    }

    /// A container without a finite size (bad geometry from an app) is searched without a crash:
    /// every flight falls into the grid's edge cells, so the search still finds what covers it.
    @Test func aContainerWithoutAFiniteSizeIsSearched() {
        for bounds in [
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 800),
            CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10),
            CGRect(x: CGFloat.nan, y: 0, width: 300, height: 600), CGRect(x: 0, y: 0, width: -50, height: 0),
        ] {
            let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
            let flying = HeadlessView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            let badge = HeadlessView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
            badge.backgroundColor = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSubview(flying)
            root.addSubview(badge)
            var search = OverlaySearch<HeadlessView>(
                side: .source,
                views: [(ViewPath(side: .source, indices: [0]), CGRect(x: 10, y: 10, width: 100, height: 100))],
                flying: [ViewPath(side: .source, indices: [0])], bounds: bounds)
            var found: [[Int]] = []
            search.run(root: root, map: .identity) { _, path, _, _ in found.append(path.indices) }
            #expect(found == [[1]], "\(bounds): \(found)")
        }
    }
}
