import Foundation

extension TransitionPlanner {
    /// Tutorial 003's phases, with the card's content moving with its card throughout.
    ///
    /// The card is the largest top-level pair (by its area on the list side); its content is every
    /// pair nested in it or lying inside it on the list side. Going forward: the card shrinks to
    /// 0.9 (0.4 s, damping 1.3), widens to the container's width at its own height with its corners
    /// squaring off (0.3 s, damping 0.9), then grows into the detail (0.2 s, damping 1.4) while the
    /// detail fades in; its content is carried by the first two phases (scaled about the card's
    /// centre, then moved with it) and flies to its place in the third. Other pairs fly over the
    /// whole 0.9 s. Going back: the card narrows to its list height at full width (0.3 s,
    /// ease-out) as the detail fades, then settles into its place with a bounce (0.35 s, damping
    /// 0.6), its corners rounding again; its content moves with it.
    func cardPhases<Node>(
        kind: TransitionKind, report: MatchReport<Node>, source: StandInState, destination: StandInState,
        bounds: CGRect, into builder: inout PlanBuilder
    ) {
        let forward = kind.isForward
        /// The list side of a pair: the source going forward, the destination going back.
        func listQuad(_ i: Int) -> Quad { forward ? report.pairs[i].source.quad : report.pairs[i].destination.quad }
        func area(_ i: Int) -> Double { abs(listQuad(i).signedArea) }
        let card = report.pairs.indices.filter {
            (forward ? report.pairs[$0].enclosingPairInSource : report.pairs[$0].enclosingPairInDestination) == nil
        }.max { area($0) < area($1) }
        let cardBox = card.map { listQuad($0).boundingBox.insetBy(dx: -1, dy: -1) }
        func isContent(_ i: Int) -> Bool {
            guard let card, i != card, let cardBox else { return false }
            let pair = report.pairs[i]
            var parent = forward ? pair.enclosingPairInSource : pair.enclosingPairInDestination
            while let p = parent {
                if p == card { return true }
                parent = forward ? report.pairs[p].enclosingPairInSource : report.pairs[p].enclosingPairInDestination
            }
            return cardBox.contains(listQuad(i).boundingBox)
        }
        // Phase windows, stretched when the transition is asked for another total duration (the
        // tutorial's 0.9 s forward, 0.65 s back).
        let k = options.duration.map { $0 / (forward ? 0.9 : 0.65) } ?? 1
        let shrink = (start: 0.0, duration: 0.4 * k, timing: Timing.spring(dampingRatio: 1.3))
        let widen = (start: 0.4 * k, duration: 0.3 * k, timing: Timing.spring(dampingRatio: 0.9))
        let grow = (start: 0.7 * k, duration: 0.2 * k, timing: Timing.spring(dampingRatio: 1.4))
        let narrow = (start: 0.0, duration: 0.3 * k, timing: Timing.curve(.easeOut))
        let settle = (start: 0.3 * k, duration: 0.35 * k, timing: Timing.spring(dampingRatio: 0.6))
        func leg(_ phase: (start: Double, duration: Double, timing: Timing), _ target: StandInState) -> StandInLeg {
            StandInLeg(start: phase.start, duration: phase.duration, timing: phase.timing, target: target)
        }
        if forward {
            var hiddenRoot = destination
            hiddenRoot.alpha = 0
            builder.root(.sourceRoot, z: 100, from: source, legs: [])
            builder.root(.destinationRoot, z: 200, from: hiddenRoot, legs: [leg(grow, destination)])
        } else {
            var gone = source
            gone.alpha = 0
            builder.root(.destinationRoot, z: 100, from: destination, legs: [])
            builder.root(.sourceRoot, z: 200, from: source, legs: [leg(narrow, gone)])
        }
        let z = order(report, forward: forward)
        let states = report.pairs.map { Self.ends(from: Self.state(of: $0.source), to: Self.state(of: $0.destination)) }
        // The card's intermediate pose: full width at its list height and place, square corners.
        var wide: StandInState?
        if let card {
            let list = forward ? states[card].from : states[card].to
            let box = (try? list.quad().boundingBox) ?? bounds
            var w = list
            w.center = CGPoint(x: bounds.midX, y: box.midY)
            w.size = CGSize(width: bounds.width, height: box.height)
            w.shape = .identity
            w.cornerRadii = .zero
            wide = w
        }
        for (index, pair) in report.pairs.enumerated() {
            let (from, to) = states[index]
            var legs: [StandInLeg]
            if index == card, let wide {
                var shrunk = from
                shrunk.shape = from.shape.scaled(x: 0.9, y: 0.9)
                legs = forward ? [leg(shrink, shrunk), leg(widen, wide), leg(grow, to)] : [leg(narrow, wide), leg(settle, to)]
            } else if isContent(index), let card, let wide {
                // Carried by the card: its box relative to the card's box stays the same (so it
                // is inside the card at every instant, a bounce included), with the card's timing.
                let cardList = forward ? states[card].from : states[card].to
                if forward {
                    var shrunk = states[card].from
                    shrunk.shape = shrunk.shape.scaled(x: 0.9, y: 0.9)
                    legs = [
                        leg(shrink, Self.carry(from, from: cardList, to: shrunk)),
                        leg(widen, Self.carry(from, from: cardList, to: wide)), leg(grow, to),
                    ]
                } else {
                    legs = [leg(narrow, Self.carry(to, from: cardList, to: wide)), leg(settle, to)]
                }
            } else {
                legs = [
                    forward
                        ? StandInLeg(duration: grow.start + grow.duration, timing: .spring(dampingRatio: 1), target: to)
                        : StandInLeg(duration: settle.start + settle.duration, timing: .curve(.easeOut), target: to)
                ]
            }
            let content = Self.defaultContent(for: pair)
            builder.flight(
                "pair \(pair.key)" + Self.names(of: pair), .pair(index), z: 1000 + z.pairs[index], content: content,
                from: from, legs: legs, hides: content == .liveView ? nil : pair.source.path, texts: Self.texts(of: pair))
            builder.hidden.append(pair.destination.path)
        }
    }

    /// `content` moved and resized as the card's box goes from `card` to `moved`: the box-to-box
    /// map (a scale and a move per axis) applied to the content's box; the content's own shape is
    /// kept and its size carries the scale.
    static func carry(_ content: StandInState, from card: StandInState, to moved: StandInState) -> StandInState {
        guard let a = try? card.quad().boundingBox, let b = try? moved.quad().boundingBox, a.width > 0, a.height > 0
        else { return content }
        let sx = b.width / a.width
        let sy = b.height / a.height
        var s = content
        s.center = CGPoint(x: b.minX + (content.center.x - a.minX) * sx, y: b.minY + (content.center.y - a.minY) * sy)
        s.size = CGSize(width: content.size.width * sx, height: content.size.height * sy)
        s.cornerRadii = CornerRadii(
            topLeft: CGSize(width: content.cornerRadii.topLeft.width * sx, height: content.cornerRadii.topLeft.height * sy),
            topRight: CGSize(width: content.cornerRadii.topRight.width * sx, height: content.cornerRadii.topRight.height * sy),
            bottomRight: CGSize(
                width: content.cornerRadii.bottomRight.width * sx, height: content.cornerRadii.bottomRight.height * sy),
            bottomLeft: CGSize(
                width: content.cornerRadii.bottomLeft.width * sx, height: content.cornerRadii.bottomLeft.height * sy))
        return s
    }
}
