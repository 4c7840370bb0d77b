import Foundation

extension TransitionController {
    /// Starts the transition under the cover (``prepare()``): match, plan, take the pictures and
    /// hide the originals in the snapshot plan's order (``SnapshotPlan``), add the stand-ins drawn
    /// in their first pose, move live views in, and take the cover away.
    // Specialized for the headless backend (the lab, the tests and the start benchmark): across
    // modules a generic start matched and planned through runtime metadata, the match twice as
    // slow as the specialized one. Inside the module, the UIKit layer's use is specialized by the
    // optimizer.
    @_specialize(where Backend == HeadlessBackend)
    func start() {
        guard let request else { return }
        driver.remove(self)
        deadline = nil
        framesBeforePictures = 0
        if ledger.contains(request.destination) { ledger.reveal(request.destination) }
        let matched = Matcher().match(source: request.source, destination: request.destination, in: request.container)
        flight.report = matched
        // Lists: where this transition's elements sit in them, for a later return to an item that
        // has gone meanwhile; going back to such an item now, its element shrinks into its place.
        listPlaces.record(matched)
        let vanishing =
            !request.kind.returns
            ? [:]
            : listPlaces.vanishingTargets(
                report: matched, source: request.source, destination: request.destination, container: request.container)
        let plan = Self.plan(request, report: matched, vanishing: vanishing)
        self.plan = plan
        flight.listFollowing = ListFollowing(plan: plan, report: matched, container: request.container)
        observeLists()
        compiledPlan = nil
        served = []
        // 1. Every picture, and the originals hidden between them, in the snapshot plan's order.
        var needs: [PictureNeed<View>] = []
        for (index, track) in plan.tracks.enumerated() {
            let views = Self.views(for: track, request: request, report: matched)
            let sides: [TreeSide] =
                switch track.content {
                case .sourceSnapshot: [.source]
                case .destinationSnapshot: [.destination]
                case .both: [.source, .destination]
                case .liveView: []
                }
            for side in sides {
                if let view = side == .source ? views.source : views.destination {
                    needs.append(PictureNeed(track: index, side: side, view: view))
                }
            }
        }
        let flying = plan.hiddenOriginals.compactMap { request.view(at: $0) }
        let snapshots = SnapshotPlan(needs: needs, flying: flying)
        flight.snapshotPlan = snapshots
        var pictures = [StandInPictures<Backend.Picture>](repeating: StandInPictures(), count: plan.tracks.count)
        for step in snapshots.steps {
            switch step {
            case .picture(let picture):
                let taken = backend.takePicture(picture)
                let need = picture.need
                if need.side == .source {
                    pictures[need.track].source = taken
                } else {
                    pictures[need.track].destination = taken
                }
            case .hide(let views):
                // With opacity: a stack view keeps its layout.
                for view in views { ledger.hide(view) }
            }
        }
        // 2. Stand-ins, each drawn in its first pose before it is added, under the cover.
        motion = .paused(progress: 0)
        // Above the bars, the screens stay in the container and every stand-in in front of them
        // goes to the flight layer, in the same order.
        let firstAbove = flight.flightLayer == nil ? plan.tracks.count : StandInTrack.firstAboveScreens(in: plan.tracks)
        standIns = plan.tracks.enumerated().map { index, track in
            (
                track,
                backend.makeStandIn(
                    for: track, pictures: pictures[index], drawnAs: track.frame(at: 0),
                    in: index >= firstAbove ? flight.flightLayer ?? request.container : request.container)
            )
        }
        nested = Self.nesting(plan, report: matched)
        for (index, track) in plan.tracks.enumerated() where track.content == .liveView {
            if case .pair(let p) = track.role {
                ledger.move(
                    matched.pairs[p].source.view, into: backend.liveContentParent(of: standIns[index].view), at: 0)
            }
        }
        // 3. The cover goes: the next frame shows the stand-ins.
        cover?.removeFromParent()
        cover = nil
        noteCleanup()
        if request.isInteractive || pendingCatch {
            phase = .interactive
            motion = .paused(progress: pendingProgress ?? 0)
        } else {
            phase = .running
            motion = .running(from: 0, start: driver.now, duration: plan.duration)
        }
        pendingProgress = nil
        pendingCatch = false
        motionChanged()
        render(at: driver.now)
        onStart?()
        // What a gesture did before the stand-ins were in place.
        if let (translation, location) = pendingFollow {
            pendingFollow = nil
            follow(translation: translation, at: location)
        }
        if let release = pendingRelease {
            pendingRelease = nil
            self.release(toEnd: release.toEnd, velocity: release.velocity, fingerVelocity: release.finger)
        }
    }

    /// The plan a request asks for; `forDurationOnly`: only what decides its duration
    /// (``TransitionPlanner/forDurationOnly``).
    /// `vanishing`: leaving elements that shrink into a rect of the container, fading (an item gone
    /// from the list the transition returns to; see ``TransitionPlanner/vanishing``).
    package static func plan(
        _ request: TransitionRequest<View>, report: MatchReport<View>, vanishing: [ViewPath: CGRect] = [:],
        forDurationOnly: Bool = false
    ) -> TransitionPlan {
        let (source, destination, container) = (request.source, request.destination, request.container)
        var style = request.style
        if case .matched = style, report.pairs.isEmpty, let fallback = request.fallback { style = .preset(fallback) }
        switch style {
        case .matched(var options):
            options.reduceMotion = options.reduceMotion || request.reduceMotion
            var planner = TransitionPlanner(
                options: options, unmanagedRoots: request.unmanagedRoots, forDurationOnly: forDurationOnly)
            planner.vanishing = vanishing
            return planner.plan(request.kind, report: report, source: source, destination: destination, in: container)
        case .preset(let preset, let duration):
            let plan = TransitionPlanner(
                options: TransitionOptions(duration: duration), unmanagedRoots: request.unmanagedRoots,
                forDurationOnly: forDurationOnly
            ).plan(preset, kind: request.kind, report: report, source: source, destination: destination, in: container)
            guard request.reduceMotion, !forDurationOnly else { return plan }
            // UIKit's slide slides under Reduce Motion alone: MatchCut's too.
            if case .navigationSlide = preset, !request.prefersCrossFade { return plan }
            // Same duration, nothing moving (``TransitionOptions/reduceMotion``) instead of the
            // preset's motion.
            return TransitionPlanner(
                options: TransitionOptions(duration: plan.duration, reduceMotion: true),
                unmanagedRoots: request.unmanagedRoots
            ).plan(request.kind, report: report, source: source, destination: destination, in: container)
        }
    }

    /// The views a track pictures: its source and destination ends.
    static func views(for track: StandInTrack, request: TransitionRequest<View>, report: MatchReport<View>)
        -> (source: View?, destination: View?)
    {
        switch track.role {
        case .pair(let i): (report.pairs[i].source.view, report.pairs[i].destination.view)
        case .sourceRoot: (request.source, nil)
        case .destinationRoot: (nil, request.destination)
        case .single(let path):
            path.side == .source ? (request.view(at: path), nil) : (nil, request.view(at: path))
        case .dimming, .hint: (nil, nil)
        }
    }

    /// For each track, the tracks of the pairs nested in its pair (in either tree), transitively.
    static func nesting(_ plan: TransitionPlan, report: MatchReport<View>) -> [[Int]] {
        var trackOfPair: [Int: Int] = [:]
        for (index, track) in plan.tracks.enumerated() {
            if case .pair(let p) = track.role { trackOfPair[p] = index }
        }
        var result = Array(repeating: [Int](), count: plan.tracks.count)
        for (pair, index) in trackOfPair {
            // Every pair enclosing this one gets it.
            var seen = Set<Int>()
            var pending = [report.pairs[pair].enclosingPairInSource, report.pairs[pair].enclosingPairInDestination]
                .compactMap { $0 }
            while let parent = pending.popLast() {
                guard seen.insert(parent).inserted else { continue }
                if let parentTrack = trackOfPair[parent] { result[parentTrack].append(index) }
                pending += [
                    report.pairs[parent].enclosingPairInSource, report.pairs[parent].enclosingPairInDestination,
                ]
                .compactMap { $0 }
            }
        }
        return result.map { $0.sorted() }
    }
}
