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
        /// The map from its bounds to the container, composed on the way down its screen.
        var map: PlaneTransform
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
    /// screen's picture. Each view once, in the order its screen draws them.
    ///
    /// One pass over each screen in drawing order (``OverlaySearch``): a matched view whose subtree
    /// is done is entered in a grid of what shows of it, so each later view asks only the flights
    /// under its own box — linear in the views for screens whose flights do not all overlap (it
    /// was a walk of the later siblings per pair: quadratic with thousands of pairs).
    static func overlays<Node: MutableViewNode>(
        _ report: MatchReport<Node>, source: Node, destination: Node, container: Node
    ) -> [Overlay<Node>] where Node.Node == Node {
        var result: [Overlay<Node>] = []
        for side in [TreeSide.source, .destination] {
            let root = side == .source ? source : destination
            let views = report.pairs.map { side == .source ? $0.source : $0.destination }
            // Paths that fly on their own: matched views and views carrying modifiers.
            var flying = views.map(\.path)
            flying += (side == .source ? report.modifiedInSource : report.modifiedInDestination).map(\.path)
            flying += (side == .source ? report.onlyInSource : report.onlyInDestination).map(\.path)
            var search = OverlaySearch<Node>(
                side: side, views: views.map { ($0.path, Self.shownBox(of: $0)) }, flying: flying,
                bounds: container.layerGeometry.bounds)
            guard let rootMap = try? root.transform(to: container) else { continue }
            search.run(root: root, map: rootMap) { view, path, carrier, map in
                result.append(Overlay(side: side, path: path, view: view, carrier: carrier, map: map))
            }
        }
        return result
    }

    /// What shows of a matched view: its box within its clip, or `nil` when under half a point.
    static func shownBox<Node>(of matched: MatchedView<Node>) -> CGRect? {
        var shown = matched.quad.boundingBox
        if let clip = matched.clip { shown = shown.intersection(clip.box) }
        guard !shown.isNull, shown.width > 0.5, shown.height > 0.5 else { return nil }
        return shown
    }

    /// Whether `box` covers part of `shown` at least half a point each way.
    static func covers(_ box: CGRect, _ shown: CGRect) -> Bool {
        guard box.intersects(shown) else { return false }
        let overlap = box.intersection(shown)
        return overlap.width > 0.5 && overlap.height > 0.5
    }
}
