import Foundation

extension TransitionPlanner {
    /// A view drawn in front of a matched view in its own screen, over where that view flies from
    /// or lands (a close button over a hero image): it keeps its place in front of the flight.
    struct Overlay<Node> {
        var side: TreeSide
        var path: ViewPath
        var view: Node
        /// The pair whose view holds it on its side (it is in that view's picture and moves with
        /// it), or `nil` when it sits on its screen.
        var carrier: Int?
    }

    /// An overlay's move: on its screen, it appears or leaves with the screen (`duration`,
    /// `timing`); inside a flying view (`carrier`'s track), it moves with that view's box, at its
    /// own shape and a uniform scale, leaving or appearing over the flight.
    static func overlayMotion(
        _ shown: StandInState, leaving: Bool, carrier: StandInTrack?, duration: Double, timing: Timing
    ) -> (from: StandInState, legs: [StandInLeg]) {
        var faded = shown
        faded.alpha = 0
        guard let carrier, !carrier.legs.isEmpty else {
            return (
                leaving ? shown : faded,
                [StandInLeg(duration: duration, timing: timing, target: leaving ? faded : shown)]
            )
        }
        // Its place relative to the carrier's box where it is shown: the start leaving, the end arriving.
        let home = leaving ? carrier.initial : carrier.final
        let count = Double(carrier.legs.count)
        var from = carried(shown, from: home, to: carrier.initial)
        from.alpha = leaving ? shown.alpha : 0
        let legs = carrier.legs.enumerated().map { k, leg -> StandInLeg in
            var target = carried(shown, from: home, to: leg.target)
            let done = Double(k + 1) / count
            target.alpha = shown.alpha * (leaving ? 1 - done : done)
            return StandInLeg(start: leg.start, duration: leg.duration, timing: leg.timing, target: target)
        }
        return (from, legs)
    }

    /// `view` carried as the box of `box` goes to `moved`: its centre by the box-to-box map, its
    /// size by one scale (the smaller of the map's two), so it keeps its shape.
    static func carried(_ view: StandInState, from box: StandInState, to moved: StandInState) -> StandInState {
        let stretched = carry(view, from: box, to: moved)
        let k = min(
            stretched.size.width / max(view.size.width, 1e-9), stretched.size.height / max(view.size.height, 1e-9))
        var s = stretched
        s.size = CGSize(width: view.size.width * k, height: view.size.height * k)
        func scaled(_ r: CGSize) -> CGSize { CGSize(width: r.width * k, height: r.height * k) }
        let r = view.cornerRadii
        s.cornerRadii = CornerRadii(
            topLeft: scaled(r.topLeft), topRight: scaled(r.topRight), bottomRight: scaled(r.bottomRight),
            bottomLeft: scaled(r.bottomLeft))
        return s
    }

    /// The views drawn in front of each pair's view in its own screen and overlapping what shows
    /// of it (its box within its clip), without a modifier: they get stand-ins of their own above
    /// the flights, which appear and leave with their screen, instead of being covered by the
    /// flight and popping back at the end. Only the later siblings of the pair's view and of its
    /// ancestors (and their subtrees) are drawn in front of it. A container without its own
    /// background, border or content is looked into; a subtree holding a matched or modified view
    /// is looked into (those fly on their own); views that overlap no flight stay in their
    /// screen's picture. Each view once.
    static func overlays<Node: MutableViewNode>(
        _ report: MatchReport<Node>, source: Node, destination: Node, container: Node
    ) -> [Overlay<Node>] where Node.Node == Node {
        var result: [Overlay<Node>] = []
        var taken = Set<ViewPath>()
        for side in [TreeSide.source, .destination] {
            let root = side == .source ? source : destination
            let views = report.pairs.map { side == .source ? $0.source : $0.destination }
            // Paths that fly on their own: matched views and views carrying modifiers.
            var flying = Set(views.map(\.path))
            for view in side == .source ? report.modifiedInSource : report.modifiedInDestination { flying.insert(view.path) }
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
                var node: Node? = view(at: matched.path, from: root)
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
                    result.append(Overlay(side: side, path: path, view: view, carrier: carrier))
                }
            }
        }
        return result
    }
}
