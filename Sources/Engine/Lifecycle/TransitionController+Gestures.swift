import Foundation

extension TransitionController {
    /// Sets the progress of an interactive transition (clamped to 0…1).
    package func update(progress: Double) {
        guard progress.isFinite else { return }
        if phase == .preparing, drivenBeforeStart {
            pendingProgress = min(max(progress, 0), 1)
            return
        }
        guard phase == .interactive else { return }
        motion = .paused(progress: min(max(progress, 0), 1))
        // On the render server: one write, the shared timeline's offset.
        renderServer?.setTimeline(playbackTimeline)
        render(at: driver.now)
    }

    /// Makes a matched element follow the finger during an interactive transition: the element
    /// under the finger's first touch at `location` (container points) — or the front-most one when
    /// there is no location or nothing is under it — moves by `translation` (points) from where it
    /// started and shrinks with the drag distance, `max(0.5, 1 − distance / container height)`, like
    /// the system's zoom dismissal. Pairs nested in it move with it. The element is chosen at the
    /// first call and kept until the release.
    package func follow(translation: CGPoint, at location: CGPoint? = nil) {
        guard translation.x.isFinite, translation.y.isFinite else { return }
        if phase == .preparing, drivenBeforeStart {
            pendingFollow = (translation, location)
            return
        }
        guard phase == .interactive, let request else { return }
        if following == nil {
            // The finger went down at the start of the transition (the element starts there) or
            // caught it in flight (the element is where it was caught).
            guard let anchor = followTarget(at: location ?? catchLocation) else { return }
            let origin = caughtCenters?[anchor] ?? standIns[anchor].track.state(at: 0).center
            following = Following(members: [anchor] + nested[anchor], origin: origin, anchorCenter: origin, scale: 1)
            leaveRenderServer(following?.members ?? [])
        }
        guard var following else { return }
        let start = following.origin
        let distance = (translation.x * translation.x + translation.y * translation.y).squareRoot()
        let height = max(request.container.layerGeometry.bounds.height, 1)
        following.anchorCenter = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
        following.scale = max(0.5, 1 - distance / height)
        self.following = following
        render(at: driver.now)
    }

    /// The stand-in a finger at `location` takes: the front-most matched flight under it, else the
    /// front-most matched flight.
    func followTarget(at location: CGPoint?) -> Int? {
        let now = driver.now
        let pairs = standIns.indices.filter { if case .pair = standIns[$0].track.role { true } else { false } }
            .sorted { standIns[$0].track.zIndex < standIns[$1].track.zIndex }
        if let location {
            for index in pairs.reversed() {
                if let quad = frame(of: index, at: now)?.quad, quad.contains(location) { return index }
            }
        }
        return pairs.last
    }

    /// Whether a gesture drives the transition from its start (interactive, or caught while it was
    /// being prepared).
    var drivenBeforeStart: Bool { (request?.isInteractive ?? false) || pendingCatch }

    /// Lets go toward the end. From an interactive transition, the rest of the motion follows the
    /// plan on a spring that leaves with `velocity` (progress per second: a finger's velocity over
    /// the gesture's extent), and a followed element springs home from under the finger, leaving
    /// with `fingerVelocity` (points per second). A transition turning back is turned toward the end
    /// again from where it is, with its own velocity. Before a postponed transition starts, the
    /// request is kept: it runs to the end once it starts.
    package func finish(velocity: Double = 0, fingerVelocity: CGPoint = .zero) {
        release(toEnd: true, velocity: velocity, fingerVelocity: fingerVelocity)
    }

    /// Lets go toward the start, or turns a running transition back: every stand-in springs in
    /// value space from where it is, with the velocity it has (from an interactive transition,
    /// `velocity` and `fingerVelocity` as in ``finish(velocity:fingerVelocity:)``), to where it
    /// started; the transition ends cancelled. A postponed transition that has not started ends
    /// cancelled at once (nothing of it was shown).
    package func cancel(velocity: Double = 0, fingerVelocity: CGPoint = .zero) {
        release(toEnd: false, velocity: velocity, fingerVelocity: fingerVelocity)
    }

    func release(toEnd: Bool, velocity: Double, fingerVelocity: CGPoint) {
        let v = velocity.isFinite ? velocity : 0
        let finger = fingerVelocity.x.isFinite && fingerVelocity.y.isFinite ? fingerVelocity : .zero
        switch phase {
        case .preparing:
            if drivenBeforeStart {
                // A finger let go before the stand-ins were in place: applied when they are.
                pendingRelease = (toEnd, v, finger)
            } else if !toEnd {
                // Nothing of it was shown.
                end(finished: false)
            }
        case .interactive:
            if toEnd {
                settle(velocity: v, fingerVelocity: finger)
            } else {
                turnAround(toEnd: false, progressVelocity: v, finger: finger)
            }
        case .running, .finishing:
            if !toEnd { turnAround(toEnd: false, progressVelocity: progressVelocity, finger: .zero) }
        case .cancelling:
            if toEnd { turnAround(toEnd: true, progressVelocity: progressVelocity, finger: .zero) }
        case .idle, .ended:
            break
        }
    }

    /// From under the finger to the end, along the plan.
    func settle(velocity: Double, fingerVelocity: CGPoint) {
        let now = driver.now
        let p = motion.progress(at: now)
        var offset = SIMD3<Double>(0, 0, 0)
        var offsetVelocity = SIMD3<Double>(0, 0, 0)
        if let following {
            // Hand the element over from the finger to the plan: its offset from the planned pose
            // springs to zero, leaving with the finger's velocity less the plan's own.
            // The plan's own velocity as the progress leaves `p`: a one-sided difference the way
            // the progress moves (past either end the plan holds still, so a release at the end
            // moving on adds nothing; a difference taken backward there made the element leave
            // with many times the finger's velocity).
            let track = standIns[following.anchor].track
            let h = velocity < 0 ? -1e-4 : 1e-4
            let planned = track.state(at: planTime(p)).center
            let ahead = track.state(at: planTime(p + h)).center
            offset = SIMD3(
                following.anchorCenter.x - planned.x, following.anchorCenter.y - planned.y, following.scale - 1)
            offsetVelocity = SIMD3(
                fingerVelocity.x - (ahead.x - planned.x) / h * velocity,
                fingerVelocity.y - (ahead.y - planned.y) / h * velocity, 0)
        }
        motion = .settling(
            ProgressSettle(
                spring: releaseSpring, start: now, from: p, velocity: velocity, offset: offset,
                offsetVelocity: offsetVelocity))
        phase = .finishing
        motionChanged()
    }

    /// Every stand-in springs in value space from where it is, with the velocity it has, to its
    /// state at one end.
    func turnAround(toEnd: Bool, progressVelocity: Double, finger: CGPoint) {
        guard let plan else { return }
        let now = driver.now
        let p = motion.progress(at: now)
        let from = standIns.indices.map { displayedState($0, at: now) }
        let velocity = standIns.indices.map {
            displayedVelocity($0, at: now, progressVelocity: progressVelocity, finger: finger)
        }
        let target = standIns.indices.map { index in
            let track = standIns[index].track
            let state = track.state(at: toEnd ? max(plan.duration, track.end) : 0)
            // Landing in a list that has scrolled: on the cell where it is now.
            return toEnd ? flight.listFollowing.moving(state, of: index, progress: 1) : state
        }
        following = nil
        motion = .springing(
            ValueSpring(
                spring: releaseSpring, start: now, toEnd: toEnd, from: from, velocity: velocity, target: target,
                progress: p, progressVelocity: progressVelocity))
        phase = toEnd ? .finishing : .cancelling
        motionChanged()
    }

    func redirect(for request: TransitionRequest<View>) -> TransitionRequestOutcome {
        guard let current = self.request else { return .rejectedBusy }
        if request.kind == current.kind.reversed, request.source === current.destination,
            request.destination === current.source
        {
            release(toEnd: false, velocity: progressVelocity, fingerVelocity: .zero)
            return .redirectedRunningTransition
        }
        if request.kind == current.kind, request.source === current.source,
            request.destination === current.destination, phase == .cancelling
        {
            release(toEnd: true, velocity: progressVelocity, fingerVelocity: .zero)
            return .redirectedRunningTransition
        }
        return .rejectedBusy
    }
}
