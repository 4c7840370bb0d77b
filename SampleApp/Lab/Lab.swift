import Foundation
import MatchCut

/// The lab's commands. Returns process exit codes: 0 fine, 1 a bad scene file, 2 bad usage.
@MainActor
struct Lab {
    let usage = """
        usage: matchcut-lab [--out DIR] [--frames N] [--json] [--verbose] [SCENE.json ...]
                  play the scenes given (or every built-in one): a line each on the terminal (--verbose:
                  the match report and the files written too); a page with a
                  player per scene (DIR/index.html for the built-in scenes, DIR/NAME.html for given files,
                  so those never replace it); each scene's geometry and frames as JSON in DIR/NAME-files/;
                  --frames N adds an SVG filmstrip of N frames per scene; --json prints every frame as
                  JSON (the terminal report then goes to stderr). DIR is lab-output unless given.
               matchcut-lab play SCENE.json [--frames N]
                  run the scene's transition headless and print its frames as JSON: every tick (60 per
                  second), or exactly N frames evenly spaced from the first instant to the last
               matchcut-lab filmstrip SCENE.json [--frames N]
                  an SVG filmstrip of N frames (6 unless given), drawn as the device shows them
               matchcut-lab geometry SCENE.json  print the quads of every view with an ID (JSON)
               matchcut-lab match SCENE.json     check the whole file and print the match report
               matchcut-lab css SCENE.json       the scene as CSS-transformed boxes, checked by a browser (HTML)
               matchcut-lab random-scene SEED    a random scene (nested transforms, perspective) as a scene file
               matchcut-lab animations SCENE.json
                  the scene's transition compiled into Core Animation animations, per layer of each
                  stand-in (JSON)
        """

    func run(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case nil: return runScenes(files: nil, filmstrip: nil, json: false, out: "lab-output")
        case let first? where first.hasPrefix("--") || first.hasSuffix(".json"):
            var files: [String] = []
            var filmstrip: Int?
            var json = false
            var verbose = false
            var out = "lab-output"
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                switch argument {
                case "--json": json = true
                case "--verbose": verbose = true
                case "--frames":
                    guard let value = frames(rest.popFirst(), limit: 1000) else { return 2 }
                    filmstrip = value
                case "--out":
                    guard let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
                        printError("--out takes a directory")
                        return 2
                    }
                    out = value
                default:
                    guard argument.hasSuffix(".json") else {
                        printError(usage)
                        return 2
                    }
                    files.append(argument)
                }
            }
            return runScenes(
                files: files.isEmpty ? nil : files, filmstrip: filmstrip, json: json, out: out, verbose: verbose)
        case "geometry" where arguments.count == 2:
            guard let scene = load(arguments[1], say: { printError($0) }) else { return 1 }
            say(JSONWriter().string(scene.geometryReport()))
            return 0
        case "random-scene" where arguments.count == 2:
            guard let seed = UInt64(arguments[1]) else {
                printError("random-scene takes a whole-number seed")
                return 2
            }
            say(SceneEncoder().encode(randomScene(seed: seed)))
            return 0
        case "css" where arguments.count == 2:
            guard let scene = load(arguments[1], say: { printError($0) }) else { return 1 }
            say(cssPage(scene, name: arguments[1]))
            return 0
        case "match" where arguments.count == 2:
            // The whole file: the trees, and the transition and gesture sections too.
            guard let scene = load(arguments[1], say: { printError($0) }),
                transition(of: scene, path: arguments[1]) != nil
            else { return 1 }
            say(report(scene))
            return 0
        case let command? where (command == "play" || command == "filmstrip")
            && (arguments.count == 2 || (arguments.count == 4 && arguments[2] == "--frames")):
            let count: Int?
            if arguments.count == 4 {
                guard let value = frames(arguments[3], limit: 10_000) else { return 2 }
                count = value
            } else {
                count = command == "filmstrip" ? 6 : nil
            }
            guard let scene = load(arguments[1], say: { printError($0) }),
                let played = play(scene, path: arguments[1], count: count ?? 0)
            else { return 1 }
            if command == "filmstrip" {
                say(filmstripSVG(played, title: URL(fileURLWithPath: arguments[1]).lastPathComponent))
                return 0
            }
            let frames = count == nil ? played.ticks : played.evenly
            let printed =
                count.map { "; printed \($0) frame\($0 == 1 ? "" : "s") at instants evenly spaced over that span" }
                ?? "; printed all \(frames.count)"
            printError(played.summary + printed)
            say(JSONWriter().string(framesJSON(frames, duration: played.duration)))
            return 0
        case "animations" where arguments.count == 2:
            guard let scene = load(arguments[1], say: { printError($0) }), let json = animationsJSON(scene, path: arguments[1]) else { return 1 }
            say(JSONWriter().string(json))
            return 0
        case "-h", "--help", "help":
            say(usage)
            return 0
        default:
            printError(usage)
            return 2
        }
    }

    /// A `--frames` value: a whole number from 1 to `limit`, or `nil` after saying what is wrong.
    private func frames(_ text: String?, limit: Int) -> Int? {
        guard let value = text.flatMap({ Int($0) }), value > 0, value <= limit else {
            printError("--frames takes a whole number from 1 to \(limit)")
            return nil
        }
        return value
    }

    /// The match report of a scene's two trees, as its transition will match them: going back
    /// (a pop, a dismissal), with the item the source shows brought into view in the destination's
    /// lists first, as the engine does.
    func report(_ scene: TransitionScene) -> String {
        let trees = scene.makeHeadlessTrees()
        var warnings: [SceneProblem] = []
        let spec = scene.sections["transition"].flatMap { try? TransitionSpec(json: $0, warnings: &warnings) }
        if let spec, !spec.kind.isForward {
            ListReveal.bringIntoView(scopesOf: trees.source, in: trees.destination)
        }
        return withExtendedLifetime(trees) {
            Matcher().match(source: trees.source, destination: trees.destination, in: trees.container)
                .descriptionWithAccessibility
        }
    }
}

/// Writes a line to standard output at once (unbuffered), so progress and warnings interleave
/// in the order they happen.
func say(_ message: String) {
    FileHandle.standardOutput.write(Data((message + "\n").utf8))
}

/// Prints a scene file's errors, one line per problem, to standard error.
func reportSceneError(_ error: any Error, path: String) {
    for line in sceneErrorLines(error, path: path) { printError(line) }
}

/// A scene file's errors, one line per problem.
func sceneErrorLines(_ error: any Error, path: String) -> [String] {
    if let error = error as? SceneFileError {
        return error.problems.map { "\(path): error: \($0)" }
    }
    return ["\(path): error: \(error)"]
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Where the built-in scene files are: SampleApp/Scenes beside this source folder.
enum BuiltInScenes {
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenes")
    }
}
