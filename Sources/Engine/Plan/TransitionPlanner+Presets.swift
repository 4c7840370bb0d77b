import Foundation

extension TransitionPlanner {
    /// Plans a preset between two trees placed in `container`.
    public func plan<Node: MutableViewNode>(
        _ preset: TransitionPreset, kind: TransitionKind, report: MatchReport<Node>, source: Node, destination: Node,
        in container: Node
    ) -> TransitionPlan where Node.Node == Node {
        let bounds = container.layerGeometry.bounds
        let src = Self.state(of: source, in: container)
        let dst = Self.state(of: destination, in: container)
        let forward = kind.isForward
        // The moving root is the arriving one going forward and the leaving one going back; it is
        // drawn above the other.
        let moving: StandInTrack.Role = forward ? .destinationRoot : .sourceRoot
        let still: StandInTrack.Role = forward ? .sourceRoot : .destinationRoot
        let shown = forward ? dst : src
        let d = options.duration ?? preset.duration
        var tracks: [StandInTrack] = []
        func track(_ role: StandInTrack.Role, z: Int, from: StandInState, _ legs: [StandInLeg]) {
            let name = role == .sourceRoot ? "source root" : role == .destinationRoot ? "destination root" : "\(role)"
            let content: StandInContent = role == .sourceRoot ? .sourceSnapshot : .destinationSnapshot
            tracks.append(
                StandInTrack(
                    id: tracks.count, name: name, role: role, zIndex: z, content: content, initial: from, legs: legs))
        }
        /// The moving root between its hidden pose `away` and its shown pose: in going forward, out going back.
        func move(away: StandInState, timing: Timing = .easeInOut, shownState: StandInState? = nil) {
            let target = shownState ?? shown
            track(still, z: 100, from: forward ? src : dst, [])
            track(
                moving, z: 101, from: forward ? away : target,
                [StandInLeg(duration: d, timing: timing, target: forward ? target : away)])
        }
        func dimming(_ alpha: Double) {
            let clear = StandInState(
                center: CGPoint(x: bounds.midX, y: bounds.midY), size: bounds.size,
                backgroundColor: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
            var dim = clear
            dim.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: alpha)
            tracks.append(
                StandInTrack(
                    id: tracks.count, name: "dimming", role: .dimming, zIndex: 100, content: .liveView,
                    initial: forward ? clear : dim,
                    legs: [StandInLeg(duration: d, timing: .easeInOut, target: forward ? dim : clear)]))
        }
        var hidden = [ViewPath(side: .source), ViewPath(side: .destination)]
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
                track(.sourceRoot, z: 100, from: src, [StandInLeg(duration: d, timing: .easeInOut, target: small)])
                track(.destinationRoot, z: 101, from: off, [StandInLeg(duration: d, timing: .easeInOut, target: dst)])
            } else {
                var leaving = src
                leaving.center.x += w * (1 + s) / 2
                leaving.shape = src.shape.scaled(x: s, y: s)
                track(.destinationRoot, z: 100, from: small, [StandInLeg(duration: d, timing: .easeInOut, target: dst)])
                track(.sourceRoot, z: 101, from: src, [StandInLeg(duration: d, timing: .easeInOut, target: leaving)])
            }
        case .slide(let edge, let size):
            var panel = shown
            if let size {
                panel.size = size
                switch edge {
                case .left: panel.center = CGPoint(x: bounds.minX + size.width / 2, y: bounds.midY)
                case .right: panel.center = CGPoint(x: bounds.maxX - size.width / 2, y: bounds.midY)
                case .top: panel.center = CGPoint(x: bounds.midX, y: bounds.minY + size.height / 2)
                case .bottom: panel.center = CGPoint(x: bounds.midX, y: bounds.maxY - size.height / 2)
                }
                dimming(0.4)
            }
            move(away: apply([.slide(from: edge)], to: panel, container: bounds), shownState: panel)
        case .fade:
            move(away: apply([.fade], to: shown, container: bounds))
        case .actionSheet(let size):
            var sheet = shown
            sheet.size = size ?? CGSize(width: bounds.width / 6 * 5, height: bounds.height / 5 * 2)
            sheet.center = CGPoint(x: bounds.midX, y: bounds.maxY - sheet.size.height / 2)
            dimming(0.4)
            move(
                away: apply([.slide(from: .bottom)], to: sheet, container: bounds), timing: .spring(dampingRatio: 1),
                shownState: sheet)
        case .diffuse(let point):
            var seed = shown
            seed.center = point
            seed.shape = shown.shape.scaled(x: 0.001, y: 0.001)
            seed.alpha = 0
            move(away: seed)
        case .cardToDetail:
            let phased = cardPhases(kind: kind, report: report, source: src, destination: dst, bounds: bounds)
            tracks = phased.tracks
            hidden += phased.hidden
        }
        return TransitionPlan(kind: kind, tracks: tracks, hiddenOriginals: hidden)
    }

    /// Tutorial 003's phases. The card is the largest top-level pair; every other pair flies in the
    /// last phase.
    private func cardPhases<Node>(
        kind: TransitionKind, report: MatchReport<Node>, source: StandInState, destination: StandInState, bounds: CGRect
    ) -> (tracks: [StandInTrack], hidden: [ViewPath]) {
        var tracks: [StandInTrack] = []
        var hidden: [ViewPath] = []
        let forward = kind.isForward
        let card = report.pairs.indices.filter { report.pairs[$0].enclosingPairInSource == nil }
            .max {
                report.pairs[$0].source.bounds.width * report.pairs[$0].source.bounds.height
                    < report.pairs[$1].source.bounds.width * report.pairs[$1].source.bounds.height
            }
        // Going forward: shrink (0.4 s, damping 1.3), widen and square off (0.3 s, damping 0.9),
        // then after 0.1 s grow into place with the others (0.2 s, damping 1.4). Going back: widen
        // (0.3 s ease-out), then settle into the card with a bounce (0.35 s, damping 0.6).
        let arrival: (start: Double, duration: Double, timing: Timing) =
            forward ? (0.8, 0.2, .spring(dampingRatio: 1.4)) : (0.3, 0.35, .spring(dampingRatio: 0.6))
        var root = destination
        root.alpha = 0
        if forward {
            tracks.append(
                StandInTrack(
                    id: 0, name: "source root", role: .sourceRoot, zIndex: 100, content: .sourceSnapshot,
                    initial: source, legs: []))
            tracks.append(
                StandInTrack(
                    id: 1, name: "destination root", role: .destinationRoot, zIndex: 101, content: .destinationSnapshot,
                    initial: root,
                    legs: [
                        StandInLeg(
                            start: arrival.start, duration: arrival.duration, timing: arrival.timing,
                            target: destination)
                    ]))
        } else {
            var gone = source
            gone.alpha = 0
            tracks.append(
                StandInTrack(
                    id: 0, name: "destination root", role: .destinationRoot, zIndex: 100, content: .destinationSnapshot,
                    initial: destination, legs: []))
            tracks.append(
                StandInTrack(
                    id: 1, name: "source root", role: .sourceRoot, zIndex: 101, content: .sourceSnapshot,
                    initial: source,
                    legs: [StandInLeg(duration: 0.3, timing: .curve(.easeOut), target: gone)]))
        }
        for (index, pair) in report.pairs.enumerated() {
            let from = Self.state(of: pair.source)
            let to = Self.state(of: pair.destination)
            var legs: [StandInLeg]
            if index == card {
                // The card's intermediate pose: full width at its own height and place, square corners.
                let anchor = forward ? from : to
                let box = (try? anchor.quad().boundingBox) ?? bounds
                var wide = StandInState(
                    center: CGPoint(x: bounds.midX, y: box.midY), size: CGSize(width: bounds.width, height: box.height),
                    alpha: from.alpha, backgroundColor: from.backgroundColor)
                wide.cornerRadii = .zero
                if forward {
                    var shrunk = from
                    shrunk.shape = from.shape.scaled(x: 0.9, y: 0.9)
                    legs = [
                        StandInLeg(start: 0, duration: 0.4, timing: .spring(dampingRatio: 1.3), target: shrunk),
                        StandInLeg(start: 0.4, duration: 0.3, timing: .spring(dampingRatio: 0.9), target: wide),
                        StandInLeg(
                            start: arrival.start, duration: arrival.duration, timing: arrival.timing, target: to),
                    ]
                } else {
                    legs = [
                        StandInLeg(start: 0, duration: 0.3, timing: .curve(.easeOut), target: wide),
                        StandInLeg(
                            start: arrival.start, duration: arrival.duration, timing: arrival.timing, target: to),
                    ]
                }
            } else {
                legs = [
                    StandInLeg(
                        start: forward ? arrival.start : 0, duration: forward ? arrival.duration : 0.65,
                        timing: forward ? arrival.timing : .curve(.easeOut), target: to)
                ]
            }
            tracks.append(
                StandInTrack(
                    id: tracks.count, name: "pair \(pair.key)", role: .pair(index),
                    zIndex: index == card ? 1000 : 1001 + index, content: .both(fade: .cross, fit: .auto),
                    initial: from, legs: legs))
            hidden += [pair.source.path, pair.destination.path]
        }
        return (tracks, hidden)
    }
}
