import Foundation

/// Builds a ``TransitionPlan`` from a match report: matched views fly from their source pose to
/// their destination pose; the controllers' roots cross over; unmatched tagged views get effects.
///
/// Z order (back to front): dimming (50), the two roots (100, 101: destination above source going
/// forward, source above destination going back), unmatched views (200…), matched pairs (1000…,
/// in the upper tree's drawing order, which respects `zPosition`; a nested pair is always above
/// the pair that encloses it). A view's `.zIndex(n)` modifier puts its stand-in at layer n instead.
@MainActor
public struct TransitionPlanner {
    /// The options.
    public var options: TransitionOptions

    /// Creates a planner.
    public init(options: TransitionOptions = TransitionOptions()) {
        self.options = options
    }

    /// Plans a transition between two trees placed in `container`.
    public func plan<Node: MutableViewNode>(
        _ kind: TransitionKind, report: MatchReport<Node>, source: Node, destination: Node, in container: Node
    ) -> TransitionPlan where Node.Node == Node {
        let bounds = container.layerGeometry.bounds
        let diagonal = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot()
        // Each pair's two poses, computed once: for the travel (duration) and for the flight.
        let pairStates = report.pairs.map { (from: Self.state(of: $0.source), to: Self.state(of: $0.destination)) }
        let travel = pairStates.map { $0.from.center.distance(to: $0.to.center) }.max() ?? 0
        let duration = options.duration ?? TransitionOptions.automaticDuration(travel: travel, diagonal: diagonal)
        let sourceRoot = Self.state(of: source, in: container)
        let destinationRoot = Self.state(of: destination, in: container)
        var tracks: [StandInTrack] = []
        var hidden = [ViewPath(side: .source), ViewPath(side: .destination)]
        func add(
            _ name: String, _ role: StandInTrack.Role, z: Int, content: StandInContent, from: StandInState,
            legs: [StandInLeg]
        ) {
            tracks.append(
                StandInTrack(
                    id: tracks.count, name: name, role: role, zIndex: z, content: content, initial: from, legs: legs))
        }
        let forward = kind.isForward
        let ease = options.reduceMotion ? Timing.easeInOut : options.timing
        // The roots: the arriving one fades in above going forward; the leaving one fades out above
        // going back.
        var fadedIn = destinationRoot
        fadedIn.alpha = 0
        var fadedOut = sourceRoot
        fadedOut.alpha = 0
        if forward || options.reduceMotion {
            add(
                "source root", .sourceRoot, z: 100, content: .sourceSnapshot, from: sourceRoot,
                legs: options.reduceMotion ? [StandInLeg(duration: duration, timing: ease, target: fadedOut)] : [])
            add(
                "destination root", .destinationRoot, z: 101, content: .destinationSnapshot, from: fadedIn,
                legs: [StandInLeg(duration: duration, timing: ease, target: destinationRoot)])
        } else {
            add(
                "destination root", .destinationRoot, z: 100, content: .destinationSnapshot, from: destinationRoot,
                legs: [])
            add(
                "source root", .sourceRoot, z: 101, content: .sourceSnapshot, from: sourceRoot,
                legs: [StandInLeg(duration: duration, timing: ease, target: fadedOut)])
        }
        if options.dimming > 0 {
            let clear = StandInState(
                center: CGPoint(x: bounds.midX, y: bounds.midY), size: bounds.size,
                backgroundColor: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
            var dim = clear
            dim.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: options.dimming)
            add(
                "dimming", .dimming, z: 50, content: .liveView, from: forward ? clear : dim,
                legs: [StandInLeg(duration: duration, timing: ease, target: forward ? dim : clear)])
        }
        guard !options.reduceMotion else {
            return TransitionPlan(kind: kind, tracks: tracks, hiddenOriginals: hidden)
        }
        // Unmatched views: leaving ones from the source, arriving ones in the destination.
        var unmatched: [(side: TreeSide, path: ViewPath, state: StandInState, modifiers: [TransitionModifier])] = []
        for (side, list, root) in [
            (TreeSide.source, report.onlyInSource, source), (.destination, report.onlyInDestination, destination),
        ] {
            for item in list {
                guard let view = Self.view(at: item.path, from: root) else { continue }
                let state = Self.state(of: view, in: container)
                unmatched.append((side, item.path, state, view.transitionModifiers))
            }
        }
        let order = cascadeOrder(unmatched.map(\.state.center))
        for (rank, index) in order.enumerated() {
            let item = unmatched[index]
            let effected = apply(options.unmatchedEffects, to: item.state, container: bounds)
            let delay = (options.cascade?.delta ?? 0) * Double(rank) + item.modifiers.delay
            let leaving = item.side == .source
            add(
                "unmatched \(item.path)", .unmatched(item.path), z: item.modifiers.zIndex ?? (200 + rank),
                content: leaving ? .sourceSnapshot : .destinationSnapshot, from: leaving ? item.state : effected,
                legs: [
                    StandInLeg(
                        start: delay, duration: max(duration - delay, 0.05), timing: ease,
                        target: leaving ? effected : item.state)
                ])
            hidden.append(item.path)
        }
        // Matched pairs.
        let zOrder = pairOrder(report, forward: forward)
        for (index, pair) in report.pairs.enumerated() {
            let modifiers = pair.source.view.transitionModifiers + pair.destination.view.transitionModifiers
            let (from, to) = pairStates[index]
            let delay = modifiers.delay
            let timing =
                modifiers.spring.map {
                    Timing.physicalSpring(Spring(dampingRatio: $0.dampingRatio, response: $0.response))
                } ?? options.timing
            let content = modifiers.content ?? .both(fade: .cross, fit: .auto)
            add(
                "pair \(pair.key)", .pair(index), z: modifiers.zIndex ?? (1000 + zOrder[index]),
                content: content, from: from,
                legs: [
                    StandInLeg(
                        start: delay, duration: max(duration - delay, 0.05), timing: timing, target: to,
                        arc: modifiers.arcIntensity ?? options.arcIntensity)
                ])
            // A live view flies itself (moved into its stand-in, put back afterwards): not hidden.
            if content != .liveView { hidden.append(pair.source.path) }
            hidden.append(pair.destination.path)
        }
        return TransitionPlan(kind: kind, tracks: tracks, hiddenOriginals: hidden)
    }

    /// A matched view's pose and look.
    public static func state<Node>(of view: MatchedView<Node>) -> StandInState {
        StandInState(
            rect: view.bounds, map: view.transformToContainer, cornerRadii: view.cornerRadii,
            alpha: view.effectiveAlpha, backgroundColor: view.appearance.backgroundColor
        ).carrying(view.appearance)
    }

    /// Any view's pose and look in the container (its own alpha; the container's bounds if its
    /// geometry cannot be related to the container).
    public static func state<Node: ViewNode>(of view: Node, in container: Node.Node) -> StandInState
    where Node.Node == Node {
        let g = view.layerGeometry
        guard let map = try? view.transform(to: container) else {
            let b = container.layerGeometry.bounds
            return StandInState(center: CGPoint(x: b.midX, y: b.midY), size: b.size)
        }
        let a = view.appearance
        return StandInState(
            rect: g.bounds, map: map,
            cornerRadii: CornerRadii(radius: a.cornerRadius, mask: a.maskedCorners, size: g.bounds.size).mapped(
                by: map, rect: g.bounds),
            alpha: a.alpha, backgroundColor: a.backgroundColor
        ).carrying(a)
    }

    /// The view at `path` below `root`, or `nil`.
    public static func view<Node: ViewNode>(at path: ViewPath, from root: Node) -> Node? where Node.Node == Node {
        var view = root
        for index in path.indices {
            let children = view.childNodes
            guard index >= 0, index < children.count else { return nil }
            view = children[index]
        }
        return view
    }

    /// A state with effects applied (how an arriving view starts, or a leaving one ends).
    func apply(_ effects: [Effect], to state: StandInState, container: CGRect) -> StandInState {
        var s = state
        let box = (try? state.quad().boundingBox) ?? CGRect(origin: state.center, size: .zero)
        for effect in effects {
            switch effect {
            case .fade: s.alpha = 0
            case .scale(let k): s.shape = s.shape.scaled(x: k, y: k)
            case .translate(let x, let y): s.center = CGPoint(x: s.center.x + x, y: s.center.y + y)
            case .slide(let edge):
                switch edge {
                case .top: s.center.y -= box.maxY - container.minY
                case .bottom: s.center.y += container.maxY - box.minY
                case .left: s.center.x -= box.maxX - container.minX
                case .right: s.center.x += container.maxX - box.minX
                }
            }
        }
        return s
    }

    /// Indices of unmatched views in cascade order (document order without a cascade).
    func cascadeOrder(_ centers: [CGPoint]) -> [Int] {
        guard let cascade = options.cascade else { return Array(centers.indices) }
        return centers.indices.sorted { a, b in
            let (p, q) = (centers[a], centers[b])
            let key: (Double, Double) =
                switch cascade.direction {
                case .topToBottom: (p.y, q.y)
                case .bottomToTop: (-p.y, -q.y)
                case .leftToRight: (p.x, q.x)
                case .rightToLeft: (-p.x, -q.x)
                }
            return key.0 != key.1 ? key.0 < key.1 : a < b
        }
    }

    /// Each pair's rank: the upper tree's drawing order, except that a pair comes after every pair
    /// enclosing it (in either tree). A depth-first pass emits enclosing pairs first; a crossed
    /// nesting (each encloses the other in one tree) is broken by ignoring the link back.
    func pairOrder<Node>(_ report: MatchReport<Node>, forward: Bool) -> [Int] {
        let drawing = report.pairs.indices.sorted {
            forward
                ? report.pairs[$0].destination.drawOrder < report.pairs[$1].destination.drawOrder
                : report.pairs[$0].source.drawOrder < report.pairs[$1].source.drawOrder
        }
        var rank = Array(repeating: -1, count: report.pairs.count)
        var visiting = Set<Int>()
        var next = 0
        func emit(_ pair: Int) {
            guard rank[pair] < 0, visiting.insert(pair).inserted else { return }
            for parent in [report.pairs[pair].enclosingPairInSource, report.pairs[pair].enclosingPairInDestination] {
                if let parent { emit(parent) }
            }
            rank[pair] = next
            next += 1
        }
        for pair in drawing { emit(pair) }
        return rank
    }
}
