import Foundation
import MatchCut

extension Lab {
    /// The scene's transition (its `"transition"` section, or a matched push) compiled into Core
    /// Animation animations: `{"duration": D, "layers": [{"track": ID, "name": "pair photo/body",
    /// "animations": [ANIM, …]}, …]}`, one entry per layer of each stand-in, parents first, each
    /// animation as ``LayerAnimation/json()`` writes it. Stand-ins Core Animation cannot play are
    /// listed on standard error.
    func animationsJSON(_ scene: TransitionScene, path: String) -> JSONValue? {
        var warnings: [SceneProblem] = []
        let spec: TransitionSpec
        do {
            spec = try scene.transitionSpec(warnings: &warnings)
        } catch {
            reportSceneError(error, path: path)
            return nil
        }
        for warning in warnings { printError("\(path): warning: \(warning)") }
        guard let compiled = compile(scene, spec: spec) else {
            printError("\(path): the transition did not start")
            return nil
        }
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

    /// The scene's transition compiled into Core Animation layers, as the render server would
    /// play it: the non-interactive plan (a gesture is not applied); `nil` when it did not start.
    func compile(_ scene: TransitionScene, spec: TransitionSpec) -> CompiledTransition? {
        let trees = scene.makeHeadlessTrees()
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver(frameRate: 60))
        controller.begin(
            TransitionRequest(
                spec.kind, from: trees.source, to: trees.destination, in: trees.container, style: spec.style,
                reduceMotion: spec.reduceMotion))
        guard let plan = controller.plan else { return nil }
        return AnimationCompiler().compile(plan)
    }

    /// The compiled transition for the page's Web Animations stage: `{"duration": D, "standIns":
    /// [{"track", "name", "unsupported", "approximations", "layers": [{"role", "masksToBounds",
    /// "maskedCorners", "model": {KEYPATH: VALUE, …}, "animations": [ANIM, …]}, …]}, …]}`, values
    /// and animations as `matchcut-lab animations` writes them; `null` when it did not start.
    func compiledPageData(_ scene: TransitionScene) -> JSONValue {
        var warnings: [SceneProblem] = []
        guard
            let spec = try? scene.transitionSpec(warnings: &warnings),
            let compiled = compile(scene, spec: spec)
        else { return .null }
        let modelKeys: [AnimatableProperty] = [
            .position, .boundsSize, .transform, .opacity, .cornerRadius, .backgroundColor, .borderWidth, .borderColor,
            .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .shadowPath, .path,
        ]
        let standIns: [JSONValue] = compiled.standIns.map { standIn in
            .object([
                ("track", .number(Double(standIn.track))), ("name", .string(standIn.name)),
                ("unsupported", .array(standIn.unsupported.map(JSONValue.string))),
                ("approximations", .array(standIn.approximations.map(JSONValue.string))),
                (
                    "layers",
                    .array(
                        standIn.layers.map { layer in
                            .object([
                                ("role", .string(layer.role.rawValue)), ("masksToBounds", .bool(layer.masksToBounds)),
                                ("maskedCorners", .number(Double(layer.maskedCorners.rawValue))),
                                ("model", .object(modelKeys.map { ($0.keyPath, layer.model[$0].json()) })),
                                ("animations", .array(layer.animations.map { $0.json() })),
                            ])
                        })
                ),
            ])
        }
        return .object([("duration", .number(compiled.duration)), ("standIns", .array(standIns))])
    }
}
