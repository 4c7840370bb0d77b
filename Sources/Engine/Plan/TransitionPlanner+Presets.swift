import Foundation

extension TransitionPlanner {
    /// Plans a preset between two trees placed in `container`. Roots are at z 100 (the still one)
    /// and 200 (the moving one: the arriving root going forward, the leaving root going back), with
    /// the preset's dimming at 150 between them; only ``TransitionPreset/cardToDetail`` flies
    /// matched views.
    package func plan<Node: MutableViewNode>(
        _ preset: TransitionPreset, kind: TransitionKind, report: MatchReport<Node>, source: Node, destination: Node,
        in container: Node
    ) -> TransitionPlan where Node.Node == Node {
        let bounds = container.layerGeometry.bounds
        let src = Self.state(of: source, in: container)
        let dst = Self.state(of: destination, in: container)
        let forward = kind.isForward
        let moving: StandInTrack.Role = forward ? .destinationRoot : .sourceRoot
        let still: StandInTrack.Role = forward ? .sourceRoot : .destinationRoot
        // The presented view where the preset shows it: the same frame UIKit's presentation
        // controller gives it.
        var shown = forward ? dst : src
        let panel = preset.presentedFrame(in: bounds)
        if preset.isPartial(in: bounds) {
            shown.center = CGPoint(x: panel.midX, y: panel.midY)
            shown.size = panel.size
        }
        let d = options.duration ?? preset.duration
        var builder = PlanBuilder(kind: kind, unmanagedRoots: unmanagedRoots)
        let dimming = preset.dimming(in: bounds)
        if dimming > 0 { builder.dimming(dimming, in: bounds, duration: d, timing: .easeInOut) }
        /// The moving root between its hidden pose `away` and `shown`: in going forward, out going back.
        func move(away: StandInState, timing: Timing = .easeInOut, shownState: StandInState? = nil) {
            let target = shownState ?? shown
            builder.root(still, z: 100, from: forward ? src : dst, legs: [])
            builder.root(
                moving, z: 200, from: forward ? away : target,
                legs: [StandInLeg(duration: d, timing: timing, target: forward ? target : away)])
        }
        switch preset {
        case .circularReveal(let point):
            let radius = [
                CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
            ]
            .map { ($0.x - point.x) * ($0.x - point.x) + ($0.y - point.y) * ($0.y - point.y) }.max()!.squareRoot()
            var closed = shown
            closed.mask = CircleMask(center: point, radius: 0)
            var open = shown
            open.mask = CircleMask(center: point, radius: radius)
            move(away: closed, shownState: open)
        case .roller:
            let s = 0.7
            let w = bounds.width
            // Tutorial 001: translate by w(1 + 1/s)/2, then scale by s: off the right edge, small.
            var off = dst
            off.center.x += w * (1 + s) / 2
            off.shape = dst.shape.scaled(x: s, y: s)
            var small = forward ? src : dst
            small.shape = small.shape.scaled(x: s, y: s)
            if forward {
                builder.root(.sourceRoot, z: 100, from: src, legs: [StandInLeg(duration: d, timing: .easeInOut, target: small)])
                builder.root(
                    .destinationRoot, z: 200, from: off, legs: [StandInLeg(duration: d, timing: .easeInOut, target: dst)])
            } else {
                var leaving = src
                leaving.center.x += w * (1 + s) / 2
                leaving.shape = src.shape.scaled(x: s, y: s)
                builder.root(
                    .destinationRoot, z: 100, from: small, legs: [StandInLeg(duration: d, timing: .easeInOut, target: dst)])
                builder.root(
                    .sourceRoot, z: 200, from: src, legs: [StandInLeg(duration: d, timing: .easeInOut, target: leaving)])
            }
        case .slide(let edge, _):
            move(away: apply([.slide(from: edge)], to: shown, container: bounds))
        case .fade:
            move(away: apply([.fade], to: shown, container: bounds))
        case .actionSheet:
            move(away: apply([.slide(from: .bottom)], to: shown, container: bounds), timing: .spring(dampingRatio: 1))
        case .diffuse(let point):
            var seed = shown
            seed.center = point
            seed.shape = shown.shape.scaled(x: 0.001, y: 0.001)
            seed.alpha = 0
            move(away: seed)
        case .cardToDetail:
            cardPhases(kind: kind, report: report, source: src, destination: dst, bounds: bounds, into: &builder)
        case .navigationSlide(let rightToLeft):
            // The top screen (arriving going forward, leaving going back) moves a full width; the
            // one under it a third of a width, toward the leading edge.
            let w = bounds.width * (rightToLeft ? -1 : 1)
            var top = forward ? dst : src
            top.shadow = Shadow(color: .black, opacity: 0.12, offset: .zero, radius: 8)
            var offTrailing = top
            offTrailing.center.x += w
            let under = forward ? src : dst
            var drifted = under
            drifted.center.x -= w / 3
            builder.dimming(0.1, in: bounds, duration: d, timing: .easeInOut)
            builder.root(
                forward ? .sourceRoot : .destinationRoot, z: 100, from: forward ? under : drifted,
                legs: [StandInLeg(duration: d, timing: .easeInOut, target: forward ? drifted : under)])
            builder.root(
                forward ? .destinationRoot : .sourceRoot, z: 200, from: forward ? offTrailing : top,
                legs: [StandInLeg(duration: d, timing: .easeInOut, target: forward ? top : offTrailing)])
        }
        return builder.plan
    }
}
