import Foundation

extension TransitionController {
    /// Catches the transition in flight with a finger at `location` (container points): it turns
    /// interactive where it is — the progress it had, nothing moving until the finger does — and
    /// ``follow(translation:at:)`` then takes the matched element under the finger (with what is
    /// nested in it) from where it was caught, moving it by the finger's translation since. A
    /// postponed transition starts at once (a finger is down), interactive at 0. Returns whether
    /// there was a transition to catch.
    ///
    /// During a turn-around (value space), or while a released element still springs home from a
    /// finger, the plan is rebased first: every stand-in's path runs
    /// from its start, through where it is, to its end, with the current progress at where it is —
    /// so progress means the same again, and a release finishes or cancels from there.
    @discardableResult
    package func catchTransition(at location: CGPoint?) -> Bool {
        switch phase {
        case .preparing:
            // Not drawn yet (waiting for its destination, or for the next frame): it starts
            // interactive, at the progress the finger gives it.
            pendingCatch = true
            catchLocation = location
            if isPostponed { prepare() }
            return phase.isInFlight
        case .interactive:
            return true
        case .running, .finishing, .cancelling:
            let now = driver.now
            let states = standIns.indices.map { displayedState($0, at: now) }
            var p = motion.progress(at: now)
            // Off the plan's path (a turn-around, an element still springing home from a finger,
            // or a progress spring overshooting either end, where the plan holds still): rebase,
            // so that nothing jumps when the motion stops.
            var offPlan = following != nil || !(1e-3...(1 - 1e-3)).contains(p)
            if case .springing = motion { offPlan = true }
            if offPlan { p = rebase(through: states, at: p) }
            following = nil
            motion = .paused(progress: p)
            phase = .interactive
            driver.remove(self)
            motionChanged()
            // A finger that follows takes each element from where it was caught.
            caughtCenters = states.map(\.center)
            catchLocation = location
            render(at: now)
            return true
        case .idle, .ended:
            return false
        }
    }

    /// Replaces every track by one that goes from its start state to `states[i]` at progress `p`
    /// and on to its end state, linearly in progress (the timing is the finger's, then a spring's).
    /// Each keeps its identity, layering, content and text placement (before stop 34 the texts were
    /// dropped, and a caught label's text was stretched from then on). Returns the progress the
    /// states are at now: `progress`, kept strictly inside 0…1 so that both ends stay reachable.
    @discardableResult
    func rebase(through states: [StandInState], at progress: Double) -> Double {
        guard let plan else { return progress }
        let d = plan.duration
        let p = min(max(progress, 1e-3), 1 - 1e-3)
        for (i, entry) in standIns.enumerated() {
            let track = entry.track
            let first = track.state(at: 0)
            let last = track.state(at: max(d, track.end))
            let rebased = StandInTrack(
                id: track.id, name: track.name, role: track.role, zIndex: track.zIndex, content: track.content,
                initial: first,
                legs: [
                    StandInLeg(start: 0, duration: p * d, timing: .linear, target: states[i]),
                    StandInLeg(start: p * d, duration: (1 - p) * d, timing: .linear, target: last),
                ], sourceText: track.sourceText, destinationText: track.destinationText)
            standIns[i].track = rebased
        }
        compiledPlan = nil
        self.plan = TransitionPlan(
            kind: plan.kind, tracks: standIns.map(\.track), hiddenOriginals: plan.hiddenOriginals)
        return p
    }
}
