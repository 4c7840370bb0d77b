import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// Transitions played on the headless render server model (``HeadlessBackend`` with
/// `playsOnRenderServer`): how many layer writes the main thread makes per frame and per gesture
/// event, and that what the render server shows agrees, every 1/240 s, with the controller's
/// exact frames through whole transitions — releases, turn-arounds, redirects and catches
/// included — with nothing jumping at a hand-over.
@MainActor
@Suite struct RenderServerPlaybackTests {
    @Test func aNonInteractiveFlightWritesNothingBetweenItsStartAndItsEnd() throws {
        var lines: [String] = []
        for url in CoreAnimationTests.CompilerPlanTests.sceneFiles {
            let name = url.lastPathComponent
            let run = RenderServerRun(frameRate: 240)
            let request = try RenderServerRun.request(scene: url, interactive: false)
            var ended = false
            run.controller.onCompletion = { _ in ended = true }
            run.controller.begin(request)
            if run.controller.phase == .preparing { run.driver.advance(by: run.driver.frameInterval) }
            #expect(run.controller.phase == .running, "\(name)")
            let standIns = run.controller.standIns.count
            let played = run.controller.standIns.filter { run.backend.isPlaying($0.view) }.count
            let writes = run.backend.renderServer.writes
            let calls = run.driver.callsDelivered
            var frames = 0
            var writesDuring = 0
            while !ended, frames < 10_000 {
                run.driver.advance(by: run.driver.frameInterval)
                run.check(name)
                frames += 1
                if !ended { writesDuring = run.backend.renderServer.writes.total - writes.total }
            }
            #expect(ended, "\(name): never ended")
            let perFrame = Double(writesDuring) / Double(max(frames - 1, 1))
            lines.append(
                "\(name): \(played)/\(standIns) stand-ins on the render server, \(frames) frames at 240 Hz, "
                    + "layer writes per frame \(perFrame), calls from the driver \(run.driver.callsDelivered - calls)")
            if played == standIns {
                #expect(writesDuring == 0, "\(name): \(writesDuring) layer writes between start and end")
                // One wake-up, at the end.
                #expect(run.driver.callsDelivered - calls == 1, "\(name)")
            } else {
                // What stays on the display link is drawn every frame, and only that.
                #expect(
                    writesDuring <= (standIns - played) * HeadlessRenderServer.propertiesPerApply * frames, "\(name)")
            }
            #expect(run.errors.failures.isEmpty, "\(name): \(run.errors.failures.joined(separator: "\n"))")
        }
        testReport(lines.joined(separator: "\n"))
    }

    @Test func anInteractiveTransitionWritesOneTimeOffsetPerGestureEvent() throws {
        var summary = CompileErrors()
        for url in CoreAnimationTests.CompilerPlanTests.sceneFiles {
            let name = url.lastPathComponent
            // A script per scene, from its name: a scene added does not change the others'.
            var rng = SeededRandom(seed: name.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 })
            let run = RenderServerRun(frameRate: 120)
            run.controller.begin(try RenderServerRun.request(scene: url, interactive: true))
            guard run.controller.phase == .interactive else {
                Issue.record("\(name): not interactive")
                continue
            }
            let allPlayed = run.controller.standIns.allSatisfy { run.backend.isPlaying($0.view) }
            for event in 0..<30 {
                let before = run.backend.renderServer.writes
                let calls = run.driver.callsDelivered
                run.controller.update(progress: rng.double(0...1))
                let after = run.backend.renderServer.writes
                #expect(after.timeline - before.timeline <= 1, "\(name) event \(event)")
                #expect(after.handedOver == before.handedOver, "\(name) event \(event)")
                if allPlayed {
                    #expect(
                        after.total - before.total <= 1, "\(name) event \(event): \(after.total - before.total) writes")
                    #expect(after.applied == before.applied)
                }
                // Frames between events do nothing.
                run.advance(by: rng.double(0...0.05), name)
                #expect(run.driver.callsDelivered == calls, "\(name): frames delivered while paused")
                run.check(name)
            }
            run.handOver("\(name) release") { run.controller.finish(velocity: rng.double(-2...4)) }
            run.advance(by: 3, "\(name) settling")
            #expect(!run.controller.phase.isInFlight, "\(name)")
            summary.merge(run.errors)
        }
        testReport("interactive scenes, worst errors:\n" + summary.summary)
        #expect(summary.failures.isEmpty, "\(summary.failures.joined(separator: "\n"))")
    }

    @Test func aFollowedElementIsPosedDirectlyAndTheRestIsOneWrite() throws {
        let url = CoreAnimationTests.CompilerPlanTests.sceneFiles.first {
            $0.lastPathComponent == "photo-grid-to-detail.json"
        }!
        let run = RenderServerRun(frameRate: 120)
        run.controller.begin(try RenderServerRun.request(scene: url, interactive: true))
        run.controller.update(progress: 0.2)
        run.controller.follow(translation: CGPoint(x: 5, y: 20))
        let followed = run.controller.following?.members ?? []
        #expect(!followed.isEmpty)
        for index in followed { #expect(!run.backend.isPlaying(run.controller.standIns[index].view)) }
        for step in 1...20 {
            let before = run.backend.renderServer.writes
            run.controller.update(progress: 0.2 + Double(step) / 50)
            let afterUpdate = run.backend.renderServer.writes
            run.controller.follow(translation: CGPoint(x: 5 + Double(step), y: 20 + 4 * Double(step)))
            let after = run.backend.renderServer.writes
            // The update: one timeline write, and the followed element redrawn where the plan moved it.
            #expect(afterUpdate.timeline - before.timeline == 1)
            #expect(afterUpdate.applied - before.applied == followed.count * HeadlessRenderServer.propertiesPerApply)
            // The finger's move: the followed element and what is nested in it, nothing else.
            #expect(after.timeline == afterUpdate.timeline && after.handedOver == afterUpdate.handedOver)
            #expect(after.applied - afterUpdate.applied == followed.count * HeadlessRenderServer.propertiesPerApply)
            run.check("follow \(step)")
        }
        run.handOver("release") { run.controller.finish(velocity: 1.5, fingerVelocity: CGPoint(x: 40, y: 300)) }
        run.advance(by: 3, "settle")
        #expect(!run.controller.phase.isInFlight)
        #expect(run.errors.failures.isEmpty, "\(run.errors.failures.joined(separator: "\n"))")
    }

    @Test func randomGestureScriptsShowTheExactFramesWithoutAJump() {
        var total = CompileErrors()
        var worstJump = 0.0
        for seed in UInt64(0)..<40 {
            var rng = SeededRandom(seed: seed)
            let stage = TransitionStage.random(&rng, tagChance: 0.6)
            let run = RenderServerRun(frameRate: 240)
            let styles: [TransitionStyle] = [
                .matched(TransitionOptions()),
                .matched(TransitionOptions(arcIntensity: 0.6, cascade: Cascade(), dimming: 0.3)),
                .preset(.cardToDetail), .matched(TransitionOptions(timing: .curve(.easeInEaseOut))),
            ]
            let style = styles[rng.int(0...(styles.count - 1))]
            run.controller.begin(
                TransitionRequest(
                    .push, from: stage.source, to: stage.destination, in: stage.container, style: style,
                    interactive: rng.chance(0.3)))
            for step in 0..<rng.int(3...8) {
                let context = "seed \(seed) step \(step)"
                guard run.controller.phase.isInFlight else { break }
                switch rng.int(0...6) {
                case 0:
                    run.handOver("\(context) catch") {
                        run.controller.catchTransition(at: CGPoint(x: rng.double(0...390), y: rng.double(0...844)))
                    }
                case 1:
                    // The finger moves the progress where it likes: a jump on purpose, checked after.
                    run.controller.update(progress: rng.double(0...1))
                    run.check("\(context) update")
                case 2:
                    run.handOver("\(context) finish") {
                        run.controller.finish(velocity: rng.double(-3...3))
                    }
                case 3:
                    run.handOver("\(context) cancel") { run.controller.cancel(velocity: rng.double(-3...3)) }
                case 4:
                    // A redirect: the other end asked for, from where it is.
                    run.handOver("\(context) reverse") {
                        run.controller.begin(
                            TransitionRequest(.pop, from: stage.destination, to: stage.source, in: stage.container))
                    }
                default: run.advance(by: rng.double(0...0.2), context)
                }
            }
            if run.controller.phase == .interactive {
                run.handOver("seed \(seed) last release") { run.controller.finish(velocity: 0) }
            }
            run.advance(by: 5, "seed \(seed) run out")
            #expect(!run.controller.phase.isInFlight, "seed \(seed)")
            total.merge(run.errors)
            worstJump = max(worstJump, run.worstJump)
        }
        testReport("random gesture scripts (40), worst jump at a hand-over \(worstJump) pt; worst errors:\n" + total.summary)
        #expect(total.failures.isEmpty, "\(total.failures.joined(separator: "\n"))")
    }
}

/// Compiling off the main thread (a device): the display link draws every stand-in exactly until
/// the animations arrive, then hands them over without a jump; a compile that arrives after the
/// motion changed again is dropped.
@MainActor
@Suite struct DeferredCompileTests {
    /// Holds every compile until the test releases it.
    final class HeldCompiling: AnimationCompiling {
        var held: [() -> Void] = []
        func compile(
            _ job: @escaping @Sendable () -> CompiledTransition,
            then done: @escaping @MainActor (CompiledTransition) -> Void
        ) {
            held.append { done(job()) }
        }
        /// Delivers every held compile, oldest first (or newest first).
        func releaseAll(newestFirst: Bool = false) {
            let jobs = newestFirst ? held.reversed() : held
            held.removeAll()
            for job in jobs { job() }
        }
    }

    /// The photo grid's push started on the render server, its compiles held.
    private func startPhotoGridPush() throws -> (RenderServerRun, HeldCompiling) {
        let url = try #require(
            CoreAnimationTests.CompilerPlanTests.sceneFiles.first { $0.lastPathComponent == "photo-grid-to-detail.json" })
        let run = RenderServerRun(frameRate: 240)
        let compiling = HeldCompiling()
        run.backend.compiling = compiling
        run.controller.begin(try RenderServerRun.request(scene: url, interactive: false))
        if run.controller.phase == .preparing { run.driver.advance(by: run.driver.frameInterval) }
        return (run, compiling)
    }

    @Test func theDisplayLinkDrawsUntilTheAnimationsArriveThenHandsOverWithoutAJump() throws {
        let (run, compiling) = try startPhotoGridPush()
        #expect(compiling.held.count == 1 && !run.controller.playsOnRenderServer)
        // Meanwhile the display link draws every frame, exactly.
        let before = run.backend.renderServer.writes.applied
        run.advance(by: 0.05, "compiling")
        #expect(run.backend.renderServer.writes.applied > before, "the display link drew while compiling")
        let drawn = run.controller.currentFrames()
        // The animations arrive: handed over from where everything is.
        compiling.releaseAll()
        #expect(run.controller.playsOnRenderServer)
        let shown = run.shownQuads()
        for frame in drawn {
            guard let index = run.controller.standIns.firstIndex(where: { $0.track.id == frame.id }),
                let played = shown[index]
            else { continue }
            let quad = played.quad
            let center = CGPoint(
                x: quad.map(\.x).reduce(0, +) / Double(quad.count), y: quad.map(\.y).reduce(0, +) / Double(quad.count))
            let d = hypot(center.x - frame.quad.center.x, center.y - frame.quad.center.y)
            #expect(d < 0.05, "\(frame.name) jumped \(d) pt at the hand-over")
            let alphas = [frame.state.alpha, frame.sourceContentAlpha, frame.destinationContentAlpha]
            #expect(
                zip(played.alphas, alphas).allSatisfy { abs($0 - $1) < 0.01 },
                "\(frame.name): opacities \(played.alphas) after the hand-over, \(alphas) before")
        }
        let writes = run.backend.renderServer.writes.total
        run.advance(by: 0.1, "played")
        #expect(run.backend.renderServer.writes.total == writes, "nothing written per frame once handed over")
        run.advance(by: 2, "run out")
        #expect(!run.controller.phase.isInFlight)
        #expect(run.errors.failures.isEmpty, "\(run.errors.failures.joined(separator: "\n"))")
    }

    /// uikit-review-5, F2: one engine runs every transition of a navigation controller, so a
    /// compile still running when its transition ends may arrive during the next one. It is
    /// dropped: the next transition starts, plays and ends as if it had never come (before the fix
    /// it took the next transition's frame observer away and froze it under its cover).
    @Test(arguments: [false, true])
    func aCompileFromThePreviousTransitionNeverReachesTheNext(postponed: Bool) throws {
        let (run, compiling) = try startPhotoGridPush()
        run.advance(by: 3, "the first, on the display link")
        #expect(run.controller.phase == .ended(finished: true) && compiling.held.count == 1)
        let url = try #require(
            CoreAnimationTests.CompilerPlanTests.sceneFiles.first { $0.lastPathComponent == "photo-grid-to-detail.json" })
        var second = try RenderServerRun.request(scene: url, interactive: false)
        if postponed { second.postponeTimeout = 0.2 } else { second.startsAfterCommit = true }
        run.controller.begin(second)
        #expect(run.controller.phase == .preparing)
        // The first transition's compile arrives now, in the second's preparation.
        compiling.releaseAll()
        run.advance(by: 0.5, "the second, starting")
        #expect(run.controller.transitionsBegun == 2 && !run.controller.standIns.isEmpty || !run.controller.phase.isInFlight)
        compiling.releaseAll()
        run.advance(by: 3, "the second, run out")
        #expect(run.controller.phase == .ended(finished: true), "the second transition froze")
        #expect(run.controller.cover == nil && run.backend.liveStandIns.isEmpty)
        #expect(run.errors.failures.isEmpty, "\(run.errors.failures.joined(separator: "\n"))")
    }

    @Test func aCompileThatArrivesAfterTheMotionChangedIsDropped() throws {
        let (run, compiling) = try startPhotoGridPush()
        run.advance(by: 0.05, "compiling")
        run.controller.cancel()  // a turn-around: a second compile
        #expect(compiling.held.count == 2)
        // The turn-around's arrives first and is played; the plan's, stale, arrives after it and
        // must not replace it (the render server is checked against the exact frames below).
        compiling.releaseAll(newestFirst: true)
        #expect(run.controller.playsOnRenderServer)
        run.advance(by: 0.1, "turning around")
        run.advance(by: 3, "run out")
        #expect(run.controller.phase == .ended(finished: false))
        #expect(run.errors.failures.isEmpty, "\(run.errors.failures.joined(separator: "\n"))")
    }
}

/// A live view flying in its stand-in keeps its own layer's look and animations: it stays on the
/// display link while everything else plays on the render server.
@MainActor
@Suite struct LiveViewPlaybackTests {
    @Test func aLiveViewStaysOnTheDisplayLink() throws {
        let list = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let player = HeadlessView(frame: CGRect(x: 20, y: 120, width: 160, height: 90))
        player.matchID = "player"
        player.transitionModifiers = [.content(.liveView)]
        let photo = HeadlessView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))
        photo.matchID = "photo"
        list.addSubview(player)
        list.addSubview(photo)
        let bigPlayer = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 220))
        bigPlayer.matchID = "player"
        let bigPhoto = HeadlessView(frame: CGRect(x: 0, y: 400, width: 390, height: 390))
        bigPhoto.matchID = "photo"
        detail.addSubview(bigPlayer)
        detail.addSubview(bigPhoto)
        let stage = TransitionStage(source: list, destination: detail)
        let backend = HeadlessBackend(playsOnRenderServer: true)
        let driver = ManualFrameDriver(frameRate: 120)
        let controller = TransitionController(backend: backend, driver: driver)
        controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
        let plan = try #require(controller.plan)
        let live = try #require(plan.tracks.firstIndex { $0.content == .liveView })
        for (index, track) in plan.tracks.enumerated() {
            let view = try #require(backend.liveStandIns.first { $0.name == "stand-in: \(track.name)" })
            #expect(backend.isPlaying(view) == (index != live), "\(track.name)")
        }
        let before = backend.renderServer.writes.applied
        driver.advance(by: 0.1)
        #expect(backend.renderServer.writes.applied > before, "the live view is drawn every frame")
        driver.advance(by: 2)
        #expect(!controller.phase.isInFlight && player.superview === list)
    }

    /// A live view's own animations (a spinner, a control's fade) run on absolute time: the
    /// timeline's `beginTime`, `speed` 0 under a finger and `timeOffset` must not reach its layer
    /// (uikit-review-4, item 1), while the stand-ins in front of and behind it keep playing on
    /// the timeline, and z order is kept (``PlaybackStage``).
    @Test func aLiveViewKeepsTheAppsClockWhileTheRestPlaysOnTheTimeline() throws {
        let list = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        // Behind the player, the player (live), in front of it: three stand-ins in z order.
        for (screen, frames) in [
            (list, [CGRect(x: 10, y: 100, width: 200, height: 140), CGRect(x: 20, y: 120, width: 160, height: 90),
                    CGRect(x: 30, y: 130, width: 40, height: 40)]),
            (detail, [CGRect(x: 0, y: 80, width: 390, height: 260), CGRect(x: 0, y: 100, width: 390, height: 220),
                      CGRect(x: 16, y: 110, width: 44, height: 44)]),
        ] {
            for (id, frame) in zip(["card", "player", "badge"], frames) {
                let view = HeadlessView(frame: frame)
                view.matchID = id
                view.backgroundColor = .white
                if id == "player" { view.transitionModifiers = [.content(.liveView)] }
                screen.addSubview(view)
            }
        }
        let player = try #require(list.subviews.first { $0.matchID == "player" })
        let stage = TransitionStage(source: list, destination: detail)
        let backend = HeadlessBackend(playsOnRenderServer: true)
        let driver = ManualFrameDriver(frameRate: 120)
        let controller = TransitionController(backend: backend, driver: driver)
        controller.begin(
            TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container, interactive: true))
        let plan = try #require(controller.plan)
        let names = plan.tracks.map(\.name)
        let live = try #require(plan.tracks.firstIndex { $0.content == .liveView })
        #expect(live > 0 && live < plan.tracks.count - 1, "a played stand-in on each side of the live one: \(names)")
        #expect(backend.timelineLayers == 2, "a timeline layer behind the live view, one in front")
        // The container's stand-ins, back to front, are in the plan's order: z is kept.
        let hosts = stage.container.subviews.filter { $0.name?.hasPrefix("stand-in: ") ?? false }
        #expect(hosts.map { $0.name ?? "" } == names.map { "stand-in: \($0)" })
        /// Advances 50 ms and checks how far each clock moved: the live view's by 50 ms always,
        /// the played stand-ins' by `timelineRate` × 50 ms (0 while paused under a finger).
        func advanceAndCheckClocks(timelineRate: Double, _ moment: String) {
            let before = driver.now
            let times = hosts.map { backend.layerTime(of: $0, at: before) }
            let liveBefore = backend.layerTime(of: player, at: before)
            driver.advance(by: 0.05)
            let now = driver.now
            guard controller.phase.isInFlight else { return }
            #expect(player.superview != nil && player.superview !== list, "\(moment): the player flies live")
            #expect(liveBefore == before && backend.layerTime(of: player, at: now) == now, "\(moment): the live view keeps the app's clock")
            for (index, host) in hosts.enumerated() where index != live {
                let moved = backend.layerTime(of: host, at: now) - times[index]
                #expect(abs(moved - timelineRate * (now - before)) < 1e-9, "\(moment): \(names[index]) moved \(moved) s")
            }
        }
        // Under a finger: the timeline is paused (speed 0), the live view's clock is not.
        for step in 1...5 {
            let writes = backend.renderServer.writes.timeline
            controller.update(progress: Double(step) / 10)
            #expect(backend.renderServer.writes.timeline - writes == 2, "one timeOffset per timeline layer")
            advanceAndCheckClocks(timelineRate: 0, "paused at \(Double(step) / 10)")
        }
        controller.finish(velocity: 1)
        advanceAndCheckClocks(timelineRate: 1, "released")
        advanceAndCheckClocks(timelineRate: 1, "running")
        driver.advance(by: 3)
        #expect(!controller.phase.isInFlight && player.superview === list)
        #expect(backend.timelineLayers == 0, "the timeline layers go with the stand-ins")
    }
}

extension RenderServerPlaybackTests {
    /// Flights above the bars on the render server: the screens' stand-ins play under a timeline
    /// layer in the container, the flights under one of their own in the flight layer (a timeline
    /// layer is never shared across parents), and every played stand-in shows the exact frame —
    /// running, and paused under a finger (one `timeOffset` write per timeline layer).
    @Test func flightsAboveTheBarsPlayUnderATimelineOfTheirOwn() throws {
        let url = try #require(
            CoreAnimationTests.CompilerPlanTests.sceneFiles.first {
                $0.lastPathComponent == "photo-grid-pop-above-navigation-bar.json"
            })
        for interactive in [false, true] {
            let run = RenderServerRun()
            let request = try RenderServerRun.request(scene: url, interactive: interactive)
            guard case .matched(let options) = request.style else { throw CancellationError() }
            #expect(options.flightLevel == .aboveBars)
            let window = HeadlessView(frame: request.container.frame)
            window.drawsBars = true
            window.addSubview(request.container)
            run.backend.window = window
            run.controller.begin(request)
            let layer = try #require(run.controller.flightLayer)
            let plan = try #require(run.controller.plan)
            let firstAbove = FlightLevelContractTests.firstAbove(plan.tracks)
            #expect(firstAbove > 0 && firstAbove < plan.tracks.count)
            #expect(run.backend.timelineLayers == 2, "one timeline layer in the container, one in the flight layer")
            for (index, standIn) in run.controller.standIns.enumerated() {
                #expect(layer.contains(standIn.view) == (index >= firstAbove), "\(standIn.track.name)")
            }
            if interactive {
                for step in 1...6 {
                    let writes = run.backend.renderServer.writes.timeline
                    run.controller.update(progress: Double(step) / 10)
                    #expect(run.backend.renderServer.writes.timeline - writes == 2)
                    run.advance(by: 0.02, "paused at \(Double(step) / 10)")
                }
                run.controller.finish(velocity: 0.5)
            }
            run.advance(by: 2, interactive ? "released" : "running")
            #expect(!run.controller.phase.isInFlight && window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(request.container)])
            #expect(run.errors.failures.isEmpty && run.errors.checked > 20, "\(run.errors.summary)")
            #expect(run.backend.timelineLayers == 0)
        }
    }
}

/// Where stand-ins hang: runs of played stand-ins under one timeline layer, live views between,
/// and a new layer where the stand-ins move to another parent (the flight layer above the bars).
@Suite struct PlaybackStageTests {
    @Test func liveViewsSplitTheTimelineIntoLayersInZOrder() {
        var rng = SeededRandom(seed: 7)
        for round in 0..<200 {
            let count = rng.int(0...12)
            let lives = (0..<count).map { _ in rng.chance(0.3) }
            // From a random point on, the stand-ins hang in a second parent (the flight layer above
            // the bars) in half the rounds.
            let split = rng.chance(0.5) ? rng.int(0...count) : count
            // (Two distinct identities standing for the two parents.)
            let (container, flightLayer) = (ObjectIdentifier(Int.self), ObjectIdentifier(Double.self))
            var stage = PlaybackStage()
            var slots: [PlaybackStage.Slot] = []
            for (index, isLive) in lives.enumerated() {
                let track = StandInTrack(
                    id: 0, name: "t", role: .pair(0), zIndex: 0,
                    content: isLive ? .liveView : .sourceSnapshot,
                    initial: StandInState(center: CGPoint(x: 5, y: 5), size: CGSize(width: 10, height: 10)), legs: [])
                slots.append(stage.place(track, in: index < split ? container : flightLayer))
            }
            // Independently: a run of consecutive non-live stand-ins in one parent is one layer.
            var runs = 0
            var previousLive = true
            for (index, isLive) in lives.enumerated() {
                if !isLive && (previousLive || index == split) { runs += 1 }
                previousLive = isLive
            }
            #expect(stage.segments == runs, "round \(round): \(lives), split at \(split)")
            var segment = -1
            for (index, (isLive, slot)) in zip(lives, slots).enumerated() {
                if isLive {
                    #expect(slot == .appClock, "round \(round) #\(index)")
                } else {
                    let opens = index == 0 || lives[index - 1] || index == split
                    if opens { segment += 1 }
                    #expect(slot == .timeline(segment: segment, opensSegment: opens), "round \(round) #\(index)")
                }
            }
        }
    }
}
