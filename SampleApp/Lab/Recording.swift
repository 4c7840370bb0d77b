import Foundation
import MatchCut

/// One headless run of a scene's transition: every tick's frame, progress and velocity, frames at
/// instants between ticks, and what every stand-in shows.
@MainActor
struct Recording {
    /// Every tick while the transition was in flight.
    var ticks: [RecordedFrame]
    /// The frames at the instants asked for, in the order asked.
    var samples: [RecordedFrame]
    /// The plan.
    var plan: TransitionPlan?
    /// The match report.
    var report: MatchReport<HeadlessView>?
    /// Whether it finished (`false`: cancelled; `nil`: did not end).
    var finished: Bool?
    /// Whether every stand-in left the container at the end.
    var clean: Bool
    /// Each stand-in's pictures, by track id.
    var pictures: [Int: PicturePair] = [:]
    /// The container's views other than the stand-ins, as markup, when the transition started.
    var backdrop = ""
    /// The backdrops drawn after the start's (a screen showing live), in order: frames name them
    /// from 1.
    var laterBackdrops: [String] = []
    /// Whether every stand-in could be paired with its track.
    var standInsPaired = true

    init(_ scene: TransitionScene, spec: TransitionSpec, gesture: ScriptedGesture?, samples: [Double]) {
        let trees = scene.makeHeadlessTrees()
        let driver = ManualFrameDriver(frameRate: 60)
        let backend = HeadlessBackend()
        let controller = TransitionController(backend: backend, driver: driver)
        var finished: Bool?
        controller.onCompletion = { finished = $0 }
        let recorder = FrameRecorder(controller: controller, samples: samples, container: trees.container)
        driver.add(recorder)
        let request = TransitionRequest(
            spec.kind, from: trees.source, to: trees.destination, in: trees.container, style: spec.style,
            reduceMotion: spec.reduceMotion)
        var captured: (pictures: [Int: PicturePair], backdrop: String, paired: Bool) = ([:], "", true)
        let begun: @MainActor () -> Void = {
            captured = Self.capture(backend: backend, container: trees.container, plan: controller.plan)
            recorder.record(at: driver.now)
        }
        if let gesture {
            gesture.play(request, on: controller, driver: driver, onBegin: begun)
        } else {
            controller.begin(request)
            begun()
        }
        plan = controller.plan
        report = controller.report
        driver.advance(by: 4)
        driver.remove(recorder)
        ticks = recorder.ticks
        laterBackdrops = recorder.backdrops
        // An instant past the last tick (there is none: both runs tick alike) shows the last frame.
        let last = recorder.ticks.last ?? RecordedFrame(time: 0, standIns: [])
        self.samples = recorder.samples.map { $0 ?? last }
        self.finished = finished
        clean = backend.liveStandIns.isEmpty
        (pictures, backdrop, standInsPaired) = captured
    }

    /// The pictures of every stand-in and the rest of the container, just after the start. The
    /// backend adds stand-ins in front, in plan order: the n-th stand-in in the container is the
    /// n-th track (checked by name).
    static func capture(backend: HeadlessBackend, container: HeadlessView, plan: TransitionPlan?)
        -> (pictures: [Int: PicturePair], backdrop: String, paired: Bool)
    {
        let hosts = container.subviews.filter { backend.pictures(of: $0) != nil }
        let tracks = plan?.tracks ?? []
        var pictures: [Int: PicturePair] = [:]
        var paired = hosts.count == tracks.count
        for (host, track) in zip(hosts, tracks) {
            guard host.name == "stand-in: \(track.name)", let taken = backend.pictures(of: host) else {
                paired = false
                continue
            }
            var pair = PicturePair(
                source: taken.source.flatMap(PictureMarkup.init), destination: taken.destination.flatMap(PictureMarkup.init))
            if track.content == .liveView, let live = backend.liveContentParent(of: host).subviews.first {
                pair.source = PictureMarkup(live: live)
            }
            pictures[track.id] = pair
        }
        return (pictures, backdrop(backend: backend, container: container), paired)
    }

    /// The container's views other than the stand-ins, as markup.
    static func backdrop(backend: HeadlessBackend, container: HeadlessView) -> String {
        container.subviews.filter { backend.pictures(of: $0) == nil }
            .map { ViewMarkup.subtree($0, parentOrigin: container.bounds.origin) }.joined()
    }
}

/// Records the engine's frames at every tick of the driver, and at the instants asked for: an
/// instant between two ticks is drawn at the later tick, before the gesture moves on, under the
/// motion that held since the earlier one — exactly as it would have been drawn then.
@MainActor
final class FrameRecorder: FrameObserver {
    let controller: TransitionController<HeadlessBackend>
    var ticks: [RecordedFrame] = []
    /// The frames at the instants asked for, in the order asked (`nil` until reached).
    var samples: [RecordedFrame?]
    private var pending: [(time: Double, index: Int)]
    /// The container, and the backdrops drawn after the start's (a screen showing live in place of
    /// its picture changes it frame by frame): frames name them from 1.
    let container: HeadlessView
    var backdrops: [String] = []

    init(controller: TransitionController<HeadlessBackend>, samples: [Double], container: HeadlessView) {
        self.controller = controller
        self.container = container
        self.samples = Array(repeating: nil, count: samples.count)
        pending = samples.enumerated().map { ($0.element, $0.offset) }.sorted { $0.time > $1.time }
    }

    func record(at time: Double) {
        guard controller.phase.isInFlight else { return }
        let backdrop = currentBackdrop()
        while let next = pending.last, next.time <= time + 1e-9 {
            pending.removeLast()
            samples[next.index] = RecordedFrame(
                time: next.time, standIns: controller.frames(at: next.time), backdrop: backdrop)
        }
        ticks.append(
            RecordedFrame(
                time: time, progress: controller.progress, progressVelocity: controller.progressVelocity,
                standIns: controller.currentFrames(), backdrop: backdrop))
    }

    /// 0 (the start's backdrop) while every screen is pictured; else the live container's, added
    /// when it differs from the last one.
    private func currentBackdrop() -> Int {
        guard controller.showsDestinationLive else { return 0 }
        let markup = Recording.backdrop(backend: controller.backend, container: container)
        if backdrops.last != markup { backdrops.append(markup) }
        return backdrops.count
    }

    func frameDriver(_ driver: any FrameDriver, didReach frame: FrameTime) { record(at: frame.timestamp) }
}
