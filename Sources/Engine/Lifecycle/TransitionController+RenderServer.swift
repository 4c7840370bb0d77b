import Foundation

/// A ``RenderServerBackend`` seen through the controller's view type (the backend is the
/// controller's own, opened once at creation).
@MainActor
struct RenderServerPlayer<View> {
    /// Whether the backend plays on the render server now (it may be switched off).
    let plays: () -> Bool
    let play: ([(standIn: View, compiled: CompiledStandIn)], PlaybackTimeline) -> Void
    let setTimeline: (PlaybackTimeline) -> Void
    let stop: (View) -> Void
    let compiling: () -> any AnimationCompiling

    /// The player for `backend` when it is a render-server backend, else `nil`.
    static func make<Backend: TransitionBackend>(_ backend: Backend) -> RenderServerPlayer? where Backend.View == View {
        guard let server = backend as? any RenderServerBackend else { return nil }
        return open(server)
    }

    private static func open<Server: RenderServerBackend>(_ server: Server) -> RenderServerPlayer {
        // The server is the controller's backend, so its views are the controller's.
        RenderServerPlayer(
            plays: { server.playsOnRenderServer },
            play: { list, timeline in
                server.play(list.map { ($0.standIn as! Server.View, $0.compiled) }, timeline: timeline)
            },
            setTimeline: { server.setTimeline($0) },
            stop: { server.stopPlaying($0 as! Server.View) },
            compiling: { server.compiling })
    }
}

extension TransitionController {
    /// Whether the render server plays any stand-in now (then nothing is drawn every frame for
    /// it, and ``onProgressMotion`` says how the progress moves).
    package var playsOnRenderServer: Bool { served.contains(true) }

    /// Whether stand-in `index` is played by the render server now (else the display link draws it).
    func isServed(_ index: Int) -> Bool { Self.isServed(index, in: served) }

    /// Whether `served` (``served``, read once for a frame) says the render server plays stand-in `index`.
    static func isServed(_ index: Int, in served: [Bool]) -> Bool { served.indices.contains(index) && served[index] }

    /// After every change of motion: with a render server, the new motion is compiled and handed
    /// over in one transaction, and the controller asks for frames only while a stand-in is left
    /// to the display link (else for one wake-up at the end); without one, a frame every frame
    /// while the motion moves.
    func motionChanged() {
        guard let server = renderServer else {
            if motion.needsFrames { driver.add(self) }
            return
        }
        handOver(to: server)
        scheduleFrames()
        // What went to the display link is drawn now, in the same transaction.
        if !standIns.indices.allSatisfy(isServed) { render(at: driver.now) }
    }

    /// Takes `indices` off the render server (an element a finger takes is posed directly).
    func leaveRenderServer(_ indices: [Int]) {
        guard let server = renderServer else { return }
        for index in indices where isServed(index) {
            server.stop(standIns[index].view)
            served[index] = false
        }
    }

    /// Frames while something is drawn on the display link, else one wake-up at the motion's end.
    func scheduleFrames() {
        guard motion.needsFrames else {
            driver.remove(self)
            return
        }
        if standIns.indices.allSatisfy(isServed), let end = motion.endTime {
            driver.remove(self)
            driver.wake(self, at: end)
        } else {
            driver.add(self)
        }
    }

    /// The timeline for the current motion: motion time is plan time along the plan, and time
    /// since the redirect on a settle or a turn-around.
    var playbackTimeline: PlaybackTimeline {
        switch motion {
        case .paused(let p): .paused(at: planTime(p))
        case .running(let from, let start, let duration): .running(start: start - from * duration)
        case .settling(let s): .running(start: s.start)
        case .springing(let s): .running(start: s.start)
        }
    }

    /// Compiles the current motion (from the engine's clock and plan, never from the layers) and
    /// replaces what the render server plays with it: along the plan (running or paused under a
    /// finger), a settle after a release, or a turn-around. A stand-in Core Animation cannot play,
    /// one under a finger, and a live view (the compiler lists it) go to the display link. Where compiling takes time
    /// (``AnimationCompiling``), every stand-in is drawn on the display link meanwhile, and handed
    /// over when the animations are ready, unless the motion changed again.
    func handOver(to server: RenderServerPlayer<View>) {
        guard let plan else { return }
        let job: @Sendable () -> CompiledTransition
        var cachesPlan = false
        switch motion {
        case .paused, .running:
            if let compiledPlan {
                job = { compiledPlan }
            } else {
                job = { AnimationCompiler().compile(plan) }
                cachesPlan = true
            }
        case .settling(let settle):
            let motion = ProgressSettleMotion(settle, plan: plan)
            job = { AnimationCompiler().compile(motion) }
        case .springing(let spring):
            let motion = TurnAroundMotion(spring, plan: plan)
            job = { AnimationCompiler().compile(motion) }
        }
        handOverGeneration &+= 1
        let generation = handOverGeneration
        var delivered = false
        server.compiling().compile(job) { [weak self] compiled in
            delivered = true
            guard let self, self.handOverGeneration == generation, self.phase.isInFlight else { return }
            if cachesPlan { self.compiledPlan = compiled }
            self.play(compiled, on: server)
        }
        guard !delivered else { return }
        // Compiling elsewhere: the display link draws everything until the animations arrive.
        leaveRenderServer(Array(standIns.indices))
    }

    /// Hands `compiled` (the current motion's) to the render server.
    private func play(_ compiled: CompiledTransition, on server: RenderServerPlayer<View>) {
        // Under a finger, or following a list that has scrolled: drawn on the display link. The
        // live screen's picture is not drawn at all (``showsDestinationLive``).
        let followed = Set(
            (following?.members ?? []) + flight.listFollowing.moved() + (flight.liveDestinationRoot.map { [$0] } ?? []))
        var list: [(standIn: View, compiled: CompiledStandIn)] = []
        var nowServed: [Bool] = []
        for (index, entry) in standIns.enumerated() {
            let standIn = compiled.standIns[index]
            let plays = standIn.isSupported && !followed.contains(index)
            nowServed.append(plays)
            if plays {
                list.append((entry.view, standIn))
            } else if isServed(index) {
                server.stop(entry.view)
            }
        }
        served = nowServed
        server.play(list, playbackTimeline)
        scheduleFrames()
        onDraw?(motion.progress(at: driver.now))
        onProgressMotion?(progressMotion())
    }
}
