import Foundation
import MatchCut

/// One instant of a played transition.
struct RecordedFrame {
    /// Seconds since the transition began (the finger landed, for a gesture).
    var time: Double
    /// The progress (0 at the start, 1 at the end), at a driver tick; `nil` between ticks.
    var progress: Double?
    /// The progress's velocity, per second, at a driver tick; `nil` between ticks.
    var progressVelocity: Double?
    /// The stand-ins drawn then, back to front.
    var standIns: [StandInFrame]
    /// Which of the run's backdrops the container showed then (``PlayedScene/backdrops``): 0, the
    /// one at the start, unless a screen showed live meanwhile (a list it returns to scrolled).
    var backdrop = 0
}

/// Everything the lab learned by playing one scene.
struct PlayedScene {
    /// One line for the terminal.
    var summary: String
    /// Every driver tick (60 per second) from the start to the last frame drawn.
    var ticks: [RecordedFrame]
    /// The frames asked for, evenly spaced from the first tick to the last (exact instants).
    var evenly: [RecordedFrame]
    /// The frame halfway between the first tick and the last.
    var middle: RecordedFrame
    /// The plan's tracks, for the timeline.
    var tracks: [StandInTrack]
    /// The plan's duration, in seconds.
    var duration: Double
    /// The match report in words.
    var report: String
    /// The container size.
    var size: CGSize
    /// The finger driving it, if any.
    var gesture: ScriptedGesture?
    /// Each stand-in's pictures, by track id.
    var pictures: [Int: PicturePair]
    /// What the container shows besides the stand-ins (the originals, hidden while they fly), at
    /// the start.
    var backdrop: String { backdrops[0] }
    /// Every backdrop the run showed, the start's first; each frame says which
    /// (``RecordedFrame/backdrop``).
    var backdrops: [String]
    /// The bars above the container (the scene's `"bars"`), drawn over the screens, and over the
    /// flights unless they fly above the bars. Empty without bars.
    var bars = ""
    /// The tracks drawn above the bars (``FlightLevel/aboveBars``): from the first one that is not
    /// a screen on; empty under the bars.
    var aboveBars: Set<Int> = []
}

extension Lab {
    /// The scene's `"transition"` and `"gesture"` sections, checked (their warnings printed), or
    /// `nil` after printing what is wrong: the parts of a file `play` and `match` read beyond the
    /// trees.
    func transition(of scene: TransitionScene, path: String) -> (TransitionSpec, ScriptedGesture?)? {
        switch checkTransition(of: scene, path: path) {
        case .success(let checked):
            for warning in checked.warnings { printError("\(path): warning: \(warning)") }
            return (checked.spec, checked.gesture)
        case .failure(let failure):
            for line in failure.lines { printError(line) }
            return nil
        }
    }

    /// The scene's transition and gesture sections, checked, with their warnings.
    func checkTransition(
        of scene: TransitionScene, path: String
    ) -> Result<(spec: TransitionSpec, gesture: ScriptedGesture?, warnings: [SceneProblem]), SceneFailure> {
        var warnings: [SceneProblem] = []
        let spec: TransitionSpec
        let gesture: ScriptedGesture?
        do {
            spec = try scene.transitionSpec(warnings: &warnings)
            gesture = try scene.sections["gesture"].map { try ScriptedGesture(json: $0) }
        } catch {
            return .failure(SceneFailure(lines: sceneErrorLines(error, path: path)))
        }
        if let gesture, let problem = gesture.problem(driving: spec.kind) {
            return .failure(SceneFailure(lines: sceneErrorLines(SceneFileError(problems: [problem]), path: path)))
        }
        return .success((spec, gesture, warnings))
    }

    /// Plays the scene's transition (its `"transition"` section, or a matched push), driven by its
    /// `"gesture"` script when it has one, headless at 60 frames per second; `count` frames are
    /// also taken at instants evenly spaced from the first tick to the last. Plays twice: the first
    /// run finds the last instant, the second takes the frames between ticks.
    func play(_ scene: TransitionScene, path: String, count: Int = 0) -> PlayedScene? {
        guard let (spec, gesture) = transition(of: scene, path: path) else { return nil }
        return play(scene, path: path, spec: spec, gesture: gesture, count: count)
    }

    /// Plays the scene's transition, its sections already checked (``checkTransition(of:path:)``).
    func play(
        _ scene: TransitionScene, path: String, spec: TransitionSpec, gesture: ScriptedGesture?, count: Int = 0
    ) -> PlayedScene {
        let rehearsal = Recording(scene, spec: spec, gesture: gesture, samples: [])
        let first = rehearsal.ticks.first?.time ?? 0
        let last = rehearsal.ticks.last?.time ?? first
        let times = Self.evenlySpaced(count, from: first, to: last)
        let run = Recording(scene, spec: spec, gesture: gesture, samples: times + [(first + last) / 2])
        if !run.standInsPaired { printError("\(path): lab warning: stand-ins and tracks could not be paired") }
        let pairs = run.report?.pairs.count ?? 0
        if pairs == 0, case .matched = spec.style {
            printError(
                "\(path): warning: nothing matched, so nothing flies: the two screens cross-fade. "
                    + "Give the views to fly the same \"id\" on both sides (and the same \"scope\").")
        }
        let decision = gesture == nil ? "" : run.finished == true ? ", released to finish" : ", released to cancel"
        let summary =
            "played \(spec.kind.rawValue) (\(Self.describe(spec.style, pairs: pairs))\(gesture.map { ", \($0.kind.rawValue) gesture" } ?? "")\(decision)): "
            + "\(pairs == 0 ? "no" : "\(pairs)") matched pair\(pairs == 1 ? "" : "s"), "
            + "\(String(format: "%.2f", run.plan?.duration ?? 0)) s plan, \(run.ticks.count) frames over "
            + "\(String(format: "%.3f", first))–\(String(format: "%.3f", last)) s, "
            + "\(run.finished.map { $0 ? "finished" : "cancelled" } ?? "did not end"), "
            + "\(run.clean ? "container clean" : "STAND-INS LEFT")"
        return PlayedScene(
            summary: summary, ticks: run.ticks, evenly: Array(run.samples.dropLast()),
            middle: run.samples.last ?? RecordedFrame(time: first, standIns: []), tracks: run.plan?.tracks ?? [],
            duration: run.plan?.duration ?? 0, report: run.report.map(\.descriptionWithAccessibility) ?? "", size: scene.containerSize,
            gesture: gesture, pictures: run.pictures, backdrops: [run.backdrop] + run.laterBackdrops,
            bars: scene.bars.map { ViewMarkup.subtree($0.makeHeadlessView(), parentOrigin: .zero) } ?? "",
            aboveBars: Self.tracksAboveBars(run.plan?.tracks ?? [], style: spec.style))
    }

    /// The ids of the tracks the engine draws above the bars with `style`: every track from the
    /// first one that is not a screen, with ``FlightLevel/aboveBars``; none otherwise.
    static func tracksAboveBars(_ tracks: [StandInTrack], style: TransitionStyle) -> Set<Int> {
        guard case .matched(let options) = style, options.flightLevel == .aboveBars else { return [] }
        return Set(tracks[StandInTrack.firstAboveScreens(in: tracks)...].map(\.id))
    }

    /// `count` instants evenly spaced from `first` to `last`, both included (one: `first`).
    static func evenlySpaced(_ count: Int, from first: Double, to last: Double) -> [Double] {
        guard count > 1 else { return count == 1 ? [first] : [] }
        return (0..<count).map { first + (last - first) * Double($0) / Double(count - 1) }
    }

    /// Frames as JSON: time, progress where known, and the stand-ins.
    func framesJSON(_ frames: [RecordedFrame], duration: Double) -> JSONValue {
        .object([
            ("duration", .number(duration)),
            (
                "frames",
                .array(
                    frames.map { frame in
                        var members: [(key: String, value: JSONValue)] = [("time", .number(frame.time))]
                        if let p = frame.progress { members.append(("progress", .number(p))) }
                        members.append(("standIns", .array(frame.standIns.map(Self.json))))
                        return .object(members)
                    })
            ),
        ])
    }

    /// How a summary names the style; a matched style that matched nothing is not called a flight.
    static func describe(_ style: TransitionStyle, pairs: Int) -> String {
        switch style {
        case .matched(let options):
            pairs == 0
                ? "matched style, nothing matched: a cross-fade"
                : options.flightLevel == .aboveBars ? "matched flight above the bars" : "matched flight"
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
