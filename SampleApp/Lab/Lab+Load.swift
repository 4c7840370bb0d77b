import Foundation
import MatchCut

/// A scene file as the lab reads it: the scene, its title and description for people, and what the
/// lab should know about it (its `"lab"` section).
struct LoadedScene {
    /// The scene.
    var scene: TransitionScene
    /// The file's `"name"`, or `nil`.
    var title: String?
    /// The file's `"description"`, or `nil`.
    var description: String?
    /// The decoder's warnings.
    var warnings: [SceneProblem]
    /// Whether the scene exists to show warnings (`"lab": {"warningsAreTheDemo": true}`): the lab
    /// then prints them as the demonstration they are, not as problems.
    var warningsAreTheDemo: Bool
}

extension Lab {
    /// Reads and decodes a scene file; prints its warnings (to stderr; to `say` as a demo's) and
    /// every error, and returns `nil` when it cannot be used.
    func load(_ path: String, say demo: (String) -> Void = { say($0) }) -> TransitionScene? {
        guard let loaded = loadScene(path) else { return nil }
        printWarnings(loaded, path: path, say: demo)
        return loaded.scene
    }

    /// Reads and decodes a scene file, printing errors (not warnings); `nil` when it cannot be used.
    func loadScene(_ path: String) -> LoadedScene? {
        switch decodeScene(path) {
        case .success(let loaded): return loaded
        case .failure(let failure):
            for line in failure.lines { printError(line) }
            return nil
        }
    }

    /// What went wrong with a scene file, one line per problem.
    struct SceneFailure: Error {
        /// The lines, each starting with the file's path.
        var lines: [String]
    }

    /// Reads and decodes a scene file.
    func decodeScene(_ path: String) -> Result<LoadedScene, SceneFailure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(SceneFailure(lines: ["\(path): cannot read the file"]))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(SceneFailure(lines: ["\(path): not UTF-8 text"]))
        }
        var decoder = SceneDecoder()
        decoder.sectionKeys.insert("lab")
        do {
            let json = try JSONReader().parse(text)
            let result = try decoder.decode(json)
            func string(_ key: String) -> String? {
                guard case .object(let members) = json, case .string(let s)? = members.first(where: { $0.key == key })?.value
                else { return nil }
                return s
            }
            var demo = false
            if case .object(let lab)? = result.scene.sections["lab"],
                case .bool(let flag)? = lab.first(where: { $0.key == "warningsAreTheDemo" })?.value
            {
                demo = flag
            }
            return .success(
                LoadedScene(
                    scene: result.scene, title: string("name"), description: string("description"),
                    warnings: result.warnings, warningsAreTheDemo: demo))
        } catch let error as JSONSyntaxError {
            return .failure(
                SceneFailure(
                    lines: sceneErrorLines(
                        SceneFileError(problems: [SceneProblem(path: "", message: "malformed JSON: \(error)")]), path: path)))
        } catch {
            return .failure(SceneFailure(lines: sceneErrorLines(error, path: path)))
        }
    }

    /// A scene's warnings: problems on stderr, or — for a diagnostics demo — the demonstration on
    /// `say`, introduced as such.
    func printWarnings(_ loaded: LoadedScene, path: String, say demo: (String) -> Void) {
        guard loaded.warningsAreTheDemo else {
            for warning in loaded.warnings { printError("\(path): warning: \(warning)") }
            return
        }
        demo("    a diagnostics demo: the warnings and the report below are what this scene shows")
        for warning in loaded.warnings { demo("    demonstrated warning: \(warning)") }
    }
}
