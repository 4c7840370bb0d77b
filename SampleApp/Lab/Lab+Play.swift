import Foundation
import MatchCut

/// Everything the lab learned by playing one scene.
struct PlayedScene {
    /// One line for the terminal.
    var summary: String
    /// The recorded frames: time (s) and the stand-ins drawn then, back to front.
    var frames: [(time: Double, standIns: [StandInFrame])]
    /// The plan's tracks, for the timeline.
    var tracks: [StandInTrack]
    /// The plan's duration, in seconds.
    var duration: Double
    /// The match report in words.
    var report: String
    /// The container size.
    var size: CGSize
}

/// Records the engine's frames at every tick of the driver.
@MainActor
final class FrameRecorder: FrameObserver {
    let controller: TransitionController<HeadlessBackend>
    var frames: [(time: Double, standIns: [StandInFrame])] = []

    init(controller: TransitionController<HeadlessBackend>) {
        self.controller = controller
    }

    func record(at time: Double) {
        guard controller.phase.isInFlight else { return }
        frames.append((time, controller.currentFrames()))
    }

    func frameDriver(_ driver: any FrameDriver, didReach frame: FrameTime) { record(at: frame.timestamp) }
}

extension Lab {
    /// Plays the scene's transition (its `"transition"` section, or a matched push), driven by its
    /// `"gesture"` script when it has one, headless at 60 frames per second.
    func play(_ scene: Scene, path: String) -> PlayedScene? {
        var warnings: [SceneProblem] = []
        let spec: TransitionSpec
        let gesture: ScriptedGesture?
        do {
            spec =
                try scene.sections["transition"].map { try TransitionSpec(json: $0, warnings: &warnings) }
                ?? TransitionSpec()
            gesture = try scene.sections["gesture"].map { try ScriptedGesture(json: $0) }
        } catch {
            reportSceneError(error, path: path)
            return nil
        }
        if let gesture, let problem = gesture.problem(driving: spec.kind) {
            reportSceneError(SceneFileError(problems: [problem]), path: path)
            return nil
        }
        for warning in warnings { printError("\(path): warning: \(warning)") }
        let trees = scene.makeHeadlessTrees()
        let driver = ManualFrameDriver(frameRate: 60)
        let backend = HeadlessBackend()
        let controller = TransitionController(backend: backend, driver: driver)
        var finished: Bool?
        controller.onCompletion = { finished = $0 }
        let recorder = FrameRecorder(controller: controller)
        driver.add(recorder)
        let request = TransitionRequest(
            spec.kind, from: trees.source, to: trees.destination, in: trees.container, style: spec.style,
            reduceMotion: spec.reduceMotion)
        var decision = ""
        if let gesture {
            let chose = gesture.play(
                request, on: controller, driver: driver, onBegin: { recorder.record(at: driver.now) })
            decision = chose ? ", released to finish" : ", released to cancel"
        } else {
            controller.begin(request)
            recorder.record(at: driver.now)
        }
        let plan = controller.plan
        let report = controller.report.map(\.description) ?? ""
        driver.advance(by: 4)
        driver.remove(recorder)
        let pairs = controller.report?.pairs.count ?? 0
        if pairs == 0, case .matched = spec.style {
            printError(
                "\(path): warning: nothing matched, so nothing flies: the two screens cross-fade. "
                    + "Give the views to fly the same \"id\" on both sides (and the same \"scope\").")
        }
        let summary =
            "played \(spec.kind.rawValue) (\(Self.describe(spec.style))\(gesture.map { ", \($0.kind.rawValue) gesture" } ?? "")\(decision)): "
            + "\(pairs == 0 ? "no" : "\(pairs)") matched pair\(pairs == 1 ? "" : "s"), \(String(format: "%.2f", plan?.duration ?? 0)) s plan, "
            + "\(recorder.frames.count) frames, \(finished.map { $0 ? "finished" : "cancelled" } ?? "did not end"), "
            + "\(backend.liveStandIns.isEmpty ? "container clean" : "STAND-INS LEFT")"
        return PlayedScene(
            summary: summary, frames: recorder.frames, tracks: plan?.tracks ?? [], duration: plan?.duration ?? 0,
            report: report, size: scene.containerSize)
    }

    /// `count + 1` frames evenly spread over the recording, as JSON.
    func framesJSON(_ played: PlayedScene, count: Int) -> JSONValue {
        guard let first = played.frames.first, let last = played.frames.last else {
            return .object([("frames", .array([]))])
        }
        var sampled: [JSONValue] = []
        for i in 0...max(count, 1) {
            let t = first.time + (last.time - first.time) * Double(i) / Double(max(count, 1))
            let frame = played.frames.min { abs($0.time - t) < abs($1.time - t) }!
            sampled.append(
                .object([("time", .number(frame.time)), ("standIns", .array(frame.standIns.map(Self.json)))]))
        }
        return .object([("duration", .number(played.duration)), ("frames", .array(sampled))])
    }

    static func describe(_ style: TransitionStyle) -> String {
        switch style {
        case .matched: "matched flight"
        case .preset(let preset, _): "preset \(preset.name)"
        }
    }

    static func json(_ frame: StandInFrame) -> JSONValue {
        .object([
            ("name", .string(frame.name)), ("z", .number(Double(frame.zIndex))),
            ("quad", .array(frame.quad.corners.map { .array([.number($0.x), .number($0.y)]) })),
            ("alpha", .number(frame.state.alpha)),
            ("cornerRadius", .number(frame.state.cornerRadii.topLeft.width)),
            ("backgroundColor", frame.state.backgroundColor.map { .string($0.hexString) } ?? .null),
            ("sourceContentAlpha", .number(frame.sourceContentAlpha)),
            ("destinationContentAlpha", .number(frame.destinationContentAlpha)),
            (
                "mask",
                frame.state.mask.map {
                    .object([
                        ("center", .array([.number($0.center.x), .number($0.center.y)])),
                        ("radius", .number($0.radius)),
                    ])
                } ?? .null
            ),
        ])
    }
}
