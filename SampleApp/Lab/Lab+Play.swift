import Foundation
import MatchCut

extension Lab {
    /// The scene's transition (its `"transition"` section, or a matched push), run headless at
    /// 60 frames per second and sampled `samples + 1` times from start to end.
    func play(_ scene: Scene, samples: Int, path: String) -> (summary: String, json: JSONValue)? {
        var warnings: [SceneProblem] = []
        let spec: TransitionSpec
        do {
            spec =
                try scene.sections["transition"].map { try TransitionSpec(json: $0, warnings: &warnings) }
                ?? TransitionSpec()
        } catch let error as SceneFileError {
            for problem in error.problems { printError("\(path): error: \(problem)") }
            return nil
        } catch {
            printError("\(path): error: \(error)")
            return nil
        }
        for warning in warnings { printError("\(path): warning: \(warning)") }
        let trees = scene.makeHeadlessTrees()
        let driver = ManualFrameDriver(frameRate: 60)
        let backend = HeadlessBackend()
        let controller = TransitionController(backend: backend, driver: driver)
        var finished: Bool?
        controller.onCompletion = { finished = $0 }
        controller.begin(
            TransitionRequest(
                spec.kind, from: trees.source, to: trees.destination, in: trees.container, style: spec.style,
                reduceMotion: spec.reduceMotion))
        let duration = controller.plan?.duration ?? 0
        let pairs = controller.report?.pairs.count ?? 0
        var sampled: [JSONValue] = []
        let count = max(samples, 1)
        for i in 0...count {
            if i > 0 { driver.advance(by: duration / Double(count)) }
            let drawn = finished == nil ? backend.render(in: trees.container) : []
            sampled.append(
                .object([
                    ("time", .number(driver.now)),
                    ("standIns", .array(drawn.map(Self.json))),
                ]))
        }
        driver.advance(by: 2)
        let summary =
            "played \(spec.kind.rawValue) (\(Self.describe(spec.style))): \(pairs) matched pair\(pairs == 1 ? "" : "s"), "
            + "\(String(format: "%.2f", duration)) s, \(finished == true ? "finished" : "did not finish"), "
            + "\(backend.liveStandIns.isEmpty ? "container clean" : "STAND-INS LEFT")"
        let json = JSONValue.object([
            ("kind", .string(spec.kind.rawValue)), ("duration", .number(duration)), ("pairs", .number(Double(pairs))),
            ("frames", .array(sampled)),
        ])
        return (summary, json)
    }

    static func describe(_ style: TransitionStyle) -> String {
        switch style {
        case .matched: "matched"
        case .preset(let preset): "preset \(preset)"
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
