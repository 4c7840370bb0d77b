import Foundation

extension TransitionController {
    /// The progress of the transition in flight: 0 at the start, 1 at the end (a spring may
    /// overshoot); 0 when none.
    package var progress: Double { phase.isInFlight ? motion.progress(at: driver.now) : 0 }

    /// The velocity of the progress, per second.
    package var progressVelocity: Double { phase.isInFlight ? motion.progressVelocity(at: driver.now) : 0 }

    /// Every stand-in as drawn now, back to front (alpha 0 left out).
    package func currentFrames() -> [StandInFrame] {
        frames(at: driver.now)
    }

    /// Every stand-in as drawn at `time` under the current motion, back to front (alpha 0 left out).
    package func frames(at time: Double) -> [StandInFrame] {
        guard plan != nil, phase.isInFlight, phase != .preparing else { return [] }
        return standIns.indices.compactMap { frame(of: $0, at: time) }.filter { $0.state.alpha > 0 }
    }

    /// Plan time for a progress.
    func planTime(_ progress: Double) -> Double { progress * (plan?.duration ?? 0) }

    /// Stand-in `index`'s state at `time` under the current motion, with a followed element where
    /// the finger has it.
    func displayedState(_ index: Int, at time: Double) -> StandInState {
        displayedState(index, at: time, progress: motion.progress(at: time))
    }

    /// Stand-in `index`'s state at `time`, the motion's progress then being `p` (a frame finds it
    /// once for every stand-in).
    func displayedState(_ index: Int, at time: Double, progress p: Double) -> StandInState {
        if case .springing(let spring) = motion { return spring.state(index, at: time) }
        let track = standIns[index].track
        var state = plannedState(index, track: track, progress: p)
        if let following, let member = following.members.firstIndex(of: index) {
            let anchorTrack = standIns[following.anchor].track
            let anchorPlanned = plannedState(following.anchor, track: anchorTrack, progress: p).center
            let (center, scale): (CGPoint, Double)
            if case .settling(let settle) = motion {
                let o = settle.offset(at: time)
                center = CGPoint(x: anchorPlanned.x + o.x, y: anchorPlanned.y + o.y)
                scale = 1 + o.z
            } else {
                center = following.anchorCenter
                scale = following.scale
            }
            state = following.carry(state, member: member, anchorPlanned: anchorPlanned, to: center, scale: scale)
        }
        return state
    }

    /// Stand-in `index`'s state along the plan at progress `p`, moved with the list it lands in when
    /// that list has scrolled since the start (``ListFollowing``).
    func plannedState(_ index: Int, track: StandInTrack, progress p: Double) -> StandInState {
        let state = track.state(at: planTime(p))
        return flight.listFollowing.isEmpty ? state : flight.listFollowing.moving(state, of: index, progress: p)
    }

    /// Stand-in `index` as drawn at `time`, or `nil` when it cannot be drawn (a corner behind the
    /// viewer).
    func frame(of index: Int, at time: Double) -> StandInFrame? {
        frame(of: index, at: time, progress: motion.progress(at: time))
    }

    /// Stand-in `index` as drawn at `time`, the motion's progress then being `p`; `nil` for the
    /// destination root's picture once the live screen shows in its place (``showsDestinationLive``).
    func frame(of index: Int, at time: Double, progress p: Double) -> StandInFrame? {
        guard index != flight.liveDestinationRoot else { return nil }
        return standIns[index].track.frame(state: displayedState(index, at: time, progress: p), at: planTime(p))
    }

    /// Draws every stand-in the display link draws (all of them without a render server) as it
    /// will be at `time`. ``onDraw`` hears of it unless the render server plays every stand-in
    /// through a moving motion (``onProgressMotion`` said how it moves). Specialized for the
    /// headless backend: the frame benchmark asked (unspecialized, every stand-in read out of
    /// `standIns` went through runtime tuple metadata).
    @_specialize(where Backend == HeadlessBackend)
    func render(at time: Double) {
        let p = motion.progress(at: time)
        var alongThePlan = following == nil
        if case .springing = motion { alongThePlan = false }
        // A list a flight lands in has scrolled: its stand-ins follow it, drawn one by one here.
        if !flight.listFollowing.isEmpty, followListsThatMoved() { alongThePlan = false }
        // Read once: reading them through the controller for each stand-in copied the flight's
        // state each time.
        let (served, standIns) = (flight.served, flight.standIns)
        var allServed = !standIns.isEmpty
        if alongThePlan {
            // Along the plan with nothing carried by a finger: every stand-in at the one plan time
            // (what `frame(of:at:progress:)` draws then), written over one frame in turn, in place,
            // and handed to the backend as it is (no frame or state returned by value on the way).
            // Stand-ins drawn in turn whose legs share a timing, start and length share its
            // progress (one memo for the frame).
            let (t, backend) = (planTime(p), backend)
            var drawn = StandInFrame(blank: StandInState(center: .zero, size: .zero))
            var memo = ProgressMemo()
            for (index, standIn) in standIns.enumerated() where !Self.isServed(index, in: served) {
                allServed = false
                standIn.track.write(at: t, into: &drawn.state, memo: &memo)
                if standIn.track.complete(&drawn, at: t) {
                    backend.apply(drawn, to: standIn.view)
                } else {
                    backend.hide(standIn.view)
                }
            }
        } else {
            for index in standIns.indices where !Self.isServed(index, in: served) {
                allServed = false
                backend.draw(frame(of: index, at: time, progress: p), into: standIns[index].view)
            }
        }
        if allServed, motion.needsFrames { return }
        onDraw?(p)
    }

    /// Whether a matched flight is under `location` (container points) now: where a finger can
    /// catch the transition.
    package func hasFlight(at location: CGPoint) -> Bool {
        guard phase.isInFlight, phase != .preparing else { return false }
        let now = driver.now
        return standIns.indices.contains {
            if case .pair = standIns[$0].track.role {
                frame(of: $0, at: now)?.quad.contains(location) == true
            } else {
                false
            }
        }
    }

    /// The matched flight under `location`, or the front-most: its centre where it starts and
    /// where it ends (the line a finger dragging it moves it along).
    package func flightPath(at location: CGPoint?) -> (start: CGPoint, end: CGPoint)? {
        guard let plan, let index = followTarget(at: location) else { return nil }
        let track = standIns[index].track
        return (track.state(at: 0).center, track.state(at: max(plan.duration, track.end)).center)
    }

    /// Stand-in `index`'s velocity now, per second: analytic on a turn-around; along the plan, the
    /// plan's rate of change times the progress velocity `progressVelocity` (a finger's at a
    /// release), plus a followed element's own motion.
    func displayedVelocity(_ index: Int, at time: Double, progressVelocity: Double, finger: CGPoint) -> StandInVelocity
    {
        if case .springing(let spring) = motion { return spring.velocity(index, at: time) }
        let track = standIns[index].track
        let p = motion.progress(at: time)
        let h = 1e-4
        let (a, b) = p + h > 1 ? (p - h, p) : p - h < 0 ? (p, p + h) : (p - h, p + h)
        var v = StandInVelocity(from: track.state(at: planTime(a)), to: track.state(at: planTime(b)), over: b - a)
            .scaled(by: progressVelocity)
        if let following, following.members.contains(index) {
            var extra = StandInVelocity.zero
            if case .settling(let settle) = motion {
                let ov = settle.offsetVelocity(at: time)
                extra.center = CGPoint(x: ov.x, y: ov.y)
            } else {
                // Under the finger: the finger's motion, not the plan's.
                extra.center = finger
                v.center = .zero
            }
            extra.clipCenter = extra.center
            v = v + extra
        }
        return v
    }
}

/// A matched element and the pairs nested in it, carried by a finger.
struct Following {
    /// The followed stand-in, then the stand-ins nested in it.
    var members: [Int]
    var anchor: Int { members[0] }
    /// Where the element's centre was when the finger took it, in container points.
    var origin: CGPoint
    /// Where the finger has the followed element's centre, in container points.
    var anchorCenter: CGPoint
    /// Its scale (1 at the start, smaller with distance).
    var scale: Double

    /// `state` (member `member`'s planned state) carried with the followed element: the element to
    /// `center` at `scale`; a nested member keeps its offset from the element, scaled.
    func carry(_ state: StandInState, member: Int, anchorPlanned: CGPoint, to center: CGPoint, scale: Double)
        -> StandInState
    {
        var s = state
        let offset = CGPoint(x: state.center.x - anchorPlanned.x, y: state.center.y - anchorPlanned.y)
        s.center = CGPoint(x: center.x + offset.x * scale, y: center.y + offset.y * scale)
        s.shape = s.shape.scaled(x: scale, y: scale)
        if var clip = s.clip {
            // The clip goes with the element, so a dragged element is not cut away.
            clip.center.x += s.center.x - state.center.x
            clip.center.y += s.center.y - state.center.y
            clip.size = CGSize(width: clip.size.width * scale, height: clip.size.height * scale)
            clip.cornerRadii = clip.cornerRadii.scaled(by: scale)
            s.clip = clip
        }
        return s
    }
}
