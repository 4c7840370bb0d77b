import Foundation

/// Builds a ``TransitionPlan`` from a match report: matched views fly from their source pose to
/// their destination pose; the controllers' roots cross over; views with no counterpart (tagged
/// views that found no match, untagged views carrying modifiers) appear or leave with effects.
///
/// Z order (back to front): the lower root (100), dimming (150), the upper root (200), then every
/// flight — pairs and single views — from 1000 up, in the order of the trees (see
/// `flightOrder(_:forward:)`): a view in front of a matched view in its own tree stays in front
/// of that flight, a nested pair is above the pair enclosing it; a view drawn in front of a
/// matched view and overlapping it, with no modifier, gets a stand-in above every flight (3000 up,
/// `overlays`). The upper root and tree are the
/// destination's going forward (push, present) and the source's going back. A view's `.zIndex(n)`
/// modifier puts its stand-in at layer n instead.
///
/// Clips: a view whose ancestors clip it on screen flies through that clip (``StandInClip``),
/// interpolated to the clip it has at the other end; an end without a clip clips nothing.
@MainActor
package struct TransitionPlanner {
    /// The options.
    package var options: TransitionOptions
    /// Roots the plan leaves alone: no stand-in, never hidden (UIKit hands no view for them).
    package var unmanagedRoots: Set<TreeSide>
    /// Plans only what decides the plan's ``TransitionPlan/duration`` (for `transitionDuration`):
    /// the flight order is left out (every flight at its base layer) and so are overlays, whose
    /// legs end with their screen's or with the flight that carries them — never later. The
    /// duration is the full plan's, exactly (`PlanDurationTests`).
    package var forDurationOnly = false
    /// Leaving elements that shrink into a rect of the container (container points), fading, where
    /// they would otherwise leave with their screen: an element whose item has gone from the list
    /// the transition returns to, shrinking into the place the item had (``ListPlaces``). An
    /// element's own modifiers win.
    package var vanishing: [ViewPath: CGRect] = [:]

    /// Creates a planner.
    package init(
        options: TransitionOptions = TransitionOptions(), unmanagedRoots: Set<TreeSide> = [],
        forDurationOnly: Bool = false
    ) {
        self.options = options
        self.unmanagedRoots = unmanagedRoots
        self.forDurationOnly = forDurationOnly
    }

    /// The flight order (`flightOrder(_:forward:)`), or none when planning for the duration only.
    func order<Node>(_ report: MatchReport<Node>, forward: Bool) -> (pairs: [Int], singles: [ViewPath: Int]) {
        forDurationOnly ? (Array(repeating: 0, count: report.pairs.count), [:]) : flightOrder(report, forward: forward)
    }

    /// Plans a transition between two trees placed in `container`. Specialized for the headless
    /// tree (the lab, the tests, the benchmarks call it from other modules, where a generic call
    /// runs through runtime metadata); the UIKit layer's use is specialized inside the module.
    @_specialize(where Node == HeadlessView)
    package func plan<Node: MutableViewNode>(
        _ kind: TransitionKind, report: MatchReport<Node>, source: Node, destination: Node, in container: Node
    ) -> TransitionPlan where Node.Node == Node {
        let bounds = container.layerGeometry.bounds
        let diagonal = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot()
        // Each pair's two poses, computed once: for the travel (duration) and for the flight.
        let pairStates = report.pairs.map {
            Self.ends(from: Self.state(of: $0.source), to: Self.state(of: $0.destination))
        }
        let travel = pairStates.map { $0.from.center.distance(to: $0.to.center) }.max() ?? 0
        let duration = options.duration ?? TransitionOptions.automaticDuration(travel: travel, diagonal: diagonal)
        var builder = PlanBuilder(kind: kind, unmanagedRoots: unmanagedRoots)
        let forward = kind.isForward
        let ease = options.reduceMotion ? Timing.easeInOut : options.timing
        let sourceRoot = Self.state(of: source, in: container)
        let destinationRoot = Self.state(of: destination, in: container)
        // The roots: the arriving one fades in above the leaving one going forward; the leaving one
        // fades out above the arriving one going back. The one below stays opaque, so two opaque
        // screens never let the window show through (a cross-fade of both would, a quarter at the
        // middle); under Reduce Motion too.
        var fadedIn = destinationRoot
        fadedIn.alpha = 0
        var fadedOut = sourceRoot
        fadedOut.alpha = 0
        if forward {
            builder.root(.sourceRoot, z: 100, from: sourceRoot, legs: [])
            builder.root(
                .destinationRoot, z: 200, from: fadedIn,
                legs: [StandInLeg(duration: duration, timing: ease, target: destinationRoot)])
        } else {
            builder.root(.destinationRoot, z: 100, from: destinationRoot, legs: [])
            builder.root(
                .sourceRoot, z: 200, from: sourceRoot,
                legs: [StandInLeg(duration: duration, timing: ease, target: fadedOut)])
        }
        if options.dimming > 0 {
            builder.dimming(options.dimming, in: bounds, duration: duration, timing: ease)
        }
        let z = order(report, forward: forward)
        guard !options.reduceMotion else {
            // Nothing moves or scales. An element in the same place on both screens is held there,
            // above the screens, cross-fading its two pictures (opaque stays opaque); one that
            // changes place does not fly: it leaves with its screen and arrives with the other.
            for (index, pair) in report.pairs.enumerated() {
                let (from, to) = pairStates[index]
                guard Self.isHeldInPlace(from: from, to: to) else { continue }
                var held = to
                held.center = from.center
                held.size = from.size
                held.shape = from.shape
                let modifiers = pair.source.view.transitionModifiers + pair.destination.view.transitionModifiers
                let content = modifiers.content ?? Self.defaultContent(for: pair)
                guard content != .liveView else { continue }
                Self.flyPair(
                    index, pair, z: modifiers.zIndex ?? (1000 + z.pairs[index]), content: content, from: from,
                    legs: [StandInLeg(duration: duration, timing: ease, target: held)], keyframes: nil, into: &builder)
            }
            return builder.plan
        }
        // Single views: leaving ones from the source, arriving ones in the destination. A tagged view
        // that found no match flies alone only with modifiers, or when the options ask for effects.
        let singles = Self.singles(
            report, source: source, destination: destination, container: container,
            includesUnmodified: !options.unmatchedEffects.isEmpty, including: Set(vanishing.keys))
        let order = cascadeOrder(singles.map(\.state.center))
        for (rank, index) in order.enumerated() {
            let item = singles[index]
            let modifiers = item.modifiers
            let own = modifiers.effects
            let into = own.isEmpty && item.side == .source ? vanishing[item.path] : nil
            let effected =
                if let into {
                    Self.shrunk(item.state, into: into)
                } else if own.isEmpty {
                    apply(options.unmatchedEffects, to: item.state, container: bounds)
                } else {
                    apply(own.compactMap(Effect.init), to: item.state, container: bounds)
                }
            let delay = (options.cascade?.delta ?? 0) * Double(rank) + modifiers.delay
            let leaving = item.side == .source
            builder.flight(
                "\(leaving ? "leaving" : "arriving") \(item.name)" + Self.names(item.viewName), .single(item.path),
                z: modifiers.zIndex ?? (1000 + (z.singles[item.path] ?? 0)),
                content: leaving ? .sourceSnapshot : .destinationSnapshot, from: leaving ? item.state : effected,
                legs: [
                    StandInLeg(
                        start: delay, duration: max(duration - delay, 0.05),
                        timing: Self.timing(modifiers, default: ease), target: leaving ? effected : item.state)
                ], keyframes: modifiers.keyframes, hides: item.path,
                texts: leaving ? (item.text, nil) : (nil, item.text))
        }
        // Matched pairs.
        for (index, pair) in report.pairs.enumerated() {
            let modifiers = pair.source.view.transitionModifiers + pair.destination.view.transitionModifiers
            let (from, to) = pairStates[index]
            let delay = modifiers.delay
            let content = modifiers.content ?? Self.defaultContent(for: pair)
            Self.flyPair(
                index, pair, z: modifiers.zIndex ?? (1000 + z.pairs[index]), content: content, from: from,
                legs: [
                    StandInLeg(
                        start: delay, duration: max(duration - delay, 0.05),
                        timing: Self.timing(modifiers, default: options.timing),
                        target: to, arc: modifiers.arcIntensity ?? options.arcIntensity)
                ], keyframes: Self.flightKeyframes(modifiers), into: &builder)
        }
        // Views drawn in front of a flight's ends in their own screen stay in front of it: above
        // every flight, appearing and leaving as their screen does (the arriving screen fades in
        // over the leaving one with the same timing), or moving with the flying view that holds them.
        let overlays =
            forDurationOnly ? [] : Self.overlays(report, source: source, destination: destination, container: container)
        for (rank, overlay) in overlays.enumerated() where !unmanagedRoots.contains(overlay.side) {
            let leaving = overlay.side == .source
            let carrier = overlay.carrier.flatMap { pair in builder.tracks.first { $0.role == .pair(pair) } }
            let shown = Self.state(of: overlay.view, map: overlay.map, in: container)
            let motion = Self.overlayMotion(shown, leaving: leaving, carrier: carrier, duration: duration, timing: ease)
            builder.flight(
                "\(leaving ? "leaving" : "arriving") \(overlay.path)" + Self.names(overlay.view.viewName),
                .single(overlay.path),
                z: 3000 + rank, content: leaving ? .sourceSnapshot : .destinationSnapshot, from: motion.from,
                legs: motion.legs, hides: overlay.path,
                texts: leaving ? (Self.text(of: overlay.view), nil) : (nil, Self.text(of: overlay.view)))
        }
        return builder.plan
    }

    /// A pair's stand-in, its source view hidden (a live view flies itself: moved into its
    /// stand-in, put back afterwards, never hidden) and its destination view hidden.
    static func flyPair<Node>(
        _ index: Int, _ pair: MatchedPair<Node>, z: Int, content: StandInContent, from: StandInState,
        legs: [StandInLeg], keyframes: FlightKeyframes?, into builder: inout PlanBuilder
    ) {
        builder.flight(
            "pair \(pair.key)" + names(of: pair), .pair(index), z: z, content: content, from: from, legs: legs,
            keyframes: keyframes, hides: content == .liveView ? nil : pair.source.path, texts: texts(of: pair))
        builder.hidden.append(pair.destination.path)
    }

    /// Whether a pair's two ends are in the same place — each corner of the two in the container
    /// within ``heldInPlaceTolerance`` points — so Reduce Motion holds it there rather than letting
    /// it leave and arrive with its screens.
    static func isHeldInPlace(from: StandInState, to: StandInState) -> Bool {
        guard let a = try? from.quad(), let b = try? to.quad() else { return false }
        let tolerance = heldInPlaceTolerance
        return a.topLeft.distance(to: b.topLeft) <= tolerance && a.topRight.distance(to: b.topRight) <= tolerance
            && a.bottomRight.distance(to: b.bottomRight) <= tolerance
            && a.bottomLeft.distance(to: b.bottomLeft) <= tolerance
    }

    /// How far apart (points) a pair's ends may be and still be "in the same place": a pixel at 2×.
    static let heldInPlaceTolerance = 0.5

    /// What a pair's stand-in shows when its modifiers do not say: both pictures, fitted, and
    /// blended as ``FadeMode/automatic(destinationIsOpaque:)`` says (an opaque destination
    /// dissolves in over the source: an opaque flight stays opaque); but a view whose content the system composites outside its layers (video, Metal,
    /// web: ``PictureKind/composited``), whose picture can come back blank, flies live when
    /// it is the source, and is left out (the source's picture alone) when it is the destination.
    static func defaultContent<Node: ViewNode>(for pair: MatchedPair<Node>) -> StandInContent {
        func isComposited(_ view: Node) -> Bool { (view as? any MutableViewNode)?.pictureKind == .composited }
        if isComposited(pair.source.view) { return .liveView }
        if isComposited(pair.destination.view) { return .sourceSnapshot }
        let destination = (pair.destination.view as? any MutableViewNode)?.isPicturedOpaque ?? false
        return .both(fade: .automatic(destinationIsOpaque: destination), fit: .auto)
    }

    /// A view's text layout when its picture is text: a label copied (``SnapshotStrategy/labelCopy``).
    static func text<Node: ViewNode>(of view: Node) -> TextLayout? {
        guard let view = view as? any MutableViewNode,
            view.pictureKind.resolving(view.transitionModifiers.snapshotStrategy) == .labelCopy
        else { return nil }
        return view.textLayout
    }

    /// A pair's text layouts (a live view shows no picture).
    static func texts<Node>(of pair: MatchedPair<Node>) -> (source: TextLayout?, destination: TextLayout?) {
        (text(of: pair.source.view), text(of: pair.destination.view))
    }

    /// A flight's timing: the view's spring if it has one, else `timing`.
    static func timing(_ modifiers: [TransitionModifier], default timing: Timing) -> Timing {
        modifiers.spring.map {
            Timing.physicalSpring(DampedSpring(dampingRatio: $0.dampingRatio, response: $0.response))
        }
            ?? timing
    }

    /// A matched view's waypoints: its `.keyframes`, or its effects as a waypoint halfway (a
    /// `.scale(0.8)` flight dips to 80 %, `.fade` dims to transparent, `.translate` bows the path).
    static func flightKeyframes(_ modifiers: [TransitionModifier]) -> FlightKeyframes? {
        if let keyframes = modifiers.keyframes { return keyframes }
        let effects = modifiers.effects
        guard !effects.isEmpty else { return nil }
        var offset = PoseOffset.identity
        for effect in effects {
            switch effect {
            case .fade: offset.opacity = 0
            case .scale(let k) where k.isFinite: offset.scale *= k
            case .translate(let x, let y) where x.isFinite && y.isFinite:
                offset.translation.width += x
                offset.translation.height += y
            default: break
            }
        }
        return FlightKeyframes([FlightKeyframe(time: 0.5, offset: offset)], interpolation: .cubic)
    }

    /// A view with no counterpart that gets a stand-in.
    struct Single<Node> {
        var side: TreeSide
        var path: ViewPath
        var name: String
        var state: StandInState
        var modifiers: [TransitionModifier]
        /// Its text layout when its picture is text.
        var text: TextLayout?
        /// Its name for people.
        var viewName: String?
    }

    /// The views' names for people in a stand-in's name: `" (hero image → header)"`, `" (photo)"`
    /// when both are the same or one has none, empty without names.
    static func names(_ first: String?, _ second: String? = nil) -> String {
        switch (first, second) {
        case (let a?, let b?) where a != b: " (\(a) → \(b))"
        case (let a?, _), (nil, let a?): " (\(a))"
        case (nil, nil): ""
        }
    }

    /// A pair's names for people, source first.
    static func names<Node>(of pair: MatchedPair<Node>) -> String {
        names(
            (pair.source.view as? any MutableViewNode)?.viewName,
            (pair.destination.view as? any MutableViewNode)?.viewName)
    }

    /// The single views of both trees: tagged views that found no match and untagged views
    /// carrying modifiers, in drawing order, source first.
    static func singles<Node: MutableViewNode>(
        _ report: MatchReport<Node>, source: Node, destination: Node, container: Node, includesUnmodified: Bool,
        including: Set<ViewPath> = []
    ) -> [Single<Node>] where Node.Node == Node {
        var result: [Single<Node>] = []
        for (side, list, modified, root) in [
            (TreeSide.source, report.onlyInSource, report.modifiedInSource, source),
            (.destination, report.onlyInDestination, report.modifiedInDestination, destination),
        ] {
            var items: [(order: Int, single: Single<Node>)] = []
            for item in list {
                guard let view = Self.view(at: item.path, from: root),
                    includesUnmodified || view.hasTransitionModifiers || including.contains(item.path)
                else { continue }
                items.append(
                    (
                        item.drawOrder,
                        Single(
                            side: side, path: item.path, name: "\(item.key)",
                            state: Self.state(of: view, in: container),
                            modifiers: view.transitionModifiers, text: Self.text(of: view), viewName: view.viewName)
                    ))
            }
            for view in modified {
                items.append(
                    (
                        view.drawOrder,
                        Single(
                            side: side, path: view.path, name: "\(view.path)", state: Self.state(of: view),
                            modifiers: view.view.transitionModifiers, text: Self.text(of: view.view),
                            viewName: view.view.viewName)
                    ))
            }
            result += items.sorted { $0.order < $1.order }.map(\.single)
        }
        return result
    }

    /// Two ends of a flight with their clips made comparable: an end without a clip gets one that
    /// cuts nothing (its own box grown by its shadow's reach) when the other end has one.
    static func ends(from: StandInState, to: StandInState) -> (from: StandInState, to: StandInState) {
        var a = from
        var b = to
        func open(_ s: StandInState) -> StandInClip {
            let box = (try? s.quad().boundingBox) ?? CGRect(origin: s.center, size: .zero)
            let reach = s.shadow.map { 2 * $0.radius + max(abs($0.offset.width), abs($0.offset.height)) } ?? 0
            return .unclipped(around: box, margin: reach + s.borderWidth)
        }
        if a.clip != nil, b.clip == nil { b.clip = open(b) }
        if b.clip != nil, a.clip == nil { a.clip = open(a) }
        return (a, b)
    }

    /// A matched view's pose and look, with its clip.
    package static func state<Node>(of view: MatchedView<Node>) -> StandInState {
        var s = StandInState(
            rect: view.bounds, map: view.transformToContainer, cornerRadii: view.cornerRadii,
            alpha: view.effectiveAlpha, backgroundColor: view.appearance.backgroundColor
        ).carrying(view.appearance)
        s.clip = view.clip.map(StandInClip.init)
        return s
    }

    /// Any view's pose and look in the container (its own alpha; the container's bounds if its
    /// geometry cannot be related to the container), with the clip its ancestors give it.
    package static func state<Node: ViewNode>(of view: Node, in container: Node.Node) -> StandInState
    where Node.Node == Node {
        guard let map = try? view.transform(to: container) else {
            let b = container.layerGeometry.bounds
            return StandInState(center: CGPoint(x: b.midX, y: b.midY), size: b.size)
        }
        return state(of: view, map: map, in: container)
    }

    /// ``state(of:in:)`` for a view whose map to the container is known (`map`, from its bounds).
    static func state<Node: ViewNode>(of view: Node, map: PlaneTransform, in container: Node.Node) -> StandInState
    where Node.Node == Node {
        let g = view.layerGeometry
        let a = view.appearance
        var s = StandInState(
            rect: g.bounds, map: map,
            cornerRadii: CornerRadii(radius: a.cornerRadius, mask: a.maskedCorners, size: g.bounds.size).mapped(
                by: map, rect: g.bounds),
            alpha: a.alpha, backgroundColor: a.backgroundColor
        ).carrying(a)
        s.clip = ViewClip.of(view, in: container).map(StandInClip.init)
        return s
    }

    /// The view at `path` below `root`, or `nil`.
    package static func view<Node: ViewNode>(at path: ViewPath, from root: Node) -> Node? where Node.Node == Node {
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

    /// `state` shrunk into `rect` (container points), fading out: centred on it, scaled uniformly to
    /// fit inside it (never grown), its clip moved and scaled with it.
    static func shrunk(_ state: StandInState, into rect: CGRect) -> StandInState {
        var s = state
        let box = (try? state.quad().boundingBox) ?? CGRect(origin: state.center, size: .zero)
        let k = box.width > 0 && box.height > 0 ? min(rect.width / box.width, rect.height / box.height, 1) : 1
        let target = CGPoint(x: rect.midX, y: rect.midY)
        s.shape = s.shape.scaled(x: k, y: k)
        if var clip = s.clip {
            clip.center = CGPoint(
                x: target.x + (clip.center.x - s.center.x) * k, y: target.y + (clip.center.y - s.center.y) * k)
            clip.size = CGSize(width: clip.size.width * k, height: clip.size.height * k)
            clip.cornerRadii = clip.cornerRadii.scaled(by: k)
            s.clip = clip
        }
        s.center = target
        s.alpha = 0
        return s
    }

    /// Indices of single views in cascade order (document order without a cascade).
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
}

extension Effect {
    /// The effect a modifier asks for, or `nil` for a modifier that is not an effect.
    init?(_ modifier: TransitionModifier) {
        switch modifier {
        case .fade: self = .fade
        case .scale(let k) where k.isFinite: self = .scale(k)
        case .translate(let x, let y) where x.isFinite && y.isFinite: self = .translate(x: x, y: y)
        default: return nil
        }
    }
}
