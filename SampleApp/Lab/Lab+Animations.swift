import Foundation
import MatchCut

extension Lab {
    /// The scene's transition (its `"transition"` section, or a matched push) compiled into Core
    /// Animation animations: `{"duration": D, "layers": [{"track": ID, "name": "pair photo/body",
    /// "animations": [ANIM, …]}, …]}`, one entry per layer of each stand-in, parents first, each
    /// animation as ``LayerAnimation/json()`` writes it. Stand-ins Core Animation cannot play are
    /// listed on standard error.
    func animationsJSON(_ scene: Scene, path: String) -> JSONValue? {
        var warnings: [SceneProblem] = []
        let spec: TransitionSpec
        do {
            spec =
                try scene.sections["transition"].map { try TransitionSpec(json: $0, warnings: &warnings) }
                ?? TransitionSpec()
        } catch {
            reportSceneError(error, path: path)
            return nil
        }
        for warning in warnings { printError("\(path): warning: \(warning)") }
        let trees = scene.makeHeadlessTrees()
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver(frameRate: 60))
        controller.begin(
            TransitionRequest(
                spec.kind, from: trees.source, to: trees.destination, in: trees.container, style: spec.style,
                reduceMotion: spec.reduceMotion))
        guard let plan = controller.plan else {
            printError("\(path): the transition did not start")
            return nil
        }
        let compiled = AnimationCompiler().compile(plan)
        var layers: [JSONValue] = []
        for standIn in compiled.standIns {
            if !standIn.isSupported {
                printError("\(path): \(standIn.name) stays on the display link: \(standIn.unsupported.joined(separator: "; "))")
            }
            for layer in standIn.layers {
                layers.append(
                    .object([
                        ("track", .number(Double(standIn.track))), ("name", .string("\(standIn.name)/\(layer.role.rawValue)")),
                        ("animations", .array(layer.animations.map { $0.json() })),
                    ]))
            }
        }
        return .object([("duration", .number(compiled.duration)), ("layers", .array(layers))])
    }
}
