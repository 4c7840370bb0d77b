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
                    result.append(TransitionPlanner.Overlay(side: side, path: path, view: view, carrier: carrier))
                }
            }
        }
        return result
    }
}
