import Foundation
import MatchCut

/// The lab's commands. Returns process exit codes: 0 fine, 1 a bad scene file, 2 bad usage.
@MainActor
struct Lab {
    let usage = """
        usage: matchcut-lab [--frames N] [--json] [SCENE.json ...]
                                                 play the scenes given (or every built-in one): reports on the
                                                 terminal, an HTML page with players in lab-output/; --frames N
                                                 also writes an SVG filmstrip of N frames per scene; --json prints
                                                 the rendered frames as JSON (progress then goes to stderr)
               matchcut-lab geometry SCENE.json  print the quads of every view with an ID (JSON)
               matchcut-lab match SCENE.json     print the match report
               matchcut-lab css SCENE.json       the scene as CSS-transformed boxes, checked by a browser (HTML)
               matchcut-lab random-scene SEED    a random scene (nested transforms, perspective) as a scene file
               matchcut-lab play SCENE.json [--frames N]
                                                 run the scene's transition headless; print sampled frames (JSON)
               matchcut-lab animations SCENE.json
                                                 the scene's transition compiled into Core Animation animations,
                                                 per layer of each stand-in (JSON)
        """

    func run(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case nil: return runScenes(files: nil, filmstrip: nil, json: false)
        case let first? where first.hasPrefix("--") || first.hasSuffix(".json"):
            var files: [String] = []
            var filmstrip: Int?
            var json = false
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                switch argument {
                case "--json": json = true
                case "--frames":
                    guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0, value <= 1000 else {
                        printError("--frames takes a whole number from 1 to 1000")
                        return 2
                    }
                    filmstrip = value
                default:
                    guard argument.hasSuffix(".json") else {
                        printError(usage)
                        return 2
                    }
                    files.append(argument)
                }
            }
            return runScenes(files: files.isEmpty ? nil : files, filmstrip: filmstrip, json: json)
        case "geometry" where arguments.count == 2:
            guard let scene = load(arguments[1]) else { return 1 }
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
            guard let scene = load(arguments[1]) else { return 1 }
            say(cssPage(scene, name: arguments[1]))
            return 0
        case "match" where arguments.count == 2:
            guard let scene = load(arguments[1]) else { return 1 }
            say(report(scene))
            return 0
        case "play" where arguments.count == 2 || (arguments.count == 4 && arguments[2] == "--frames"):
            let samples = arguments.count == 4 ? Int(arguments[3]) : 10
            guard let samples, samples > 0, samples <= 10_000 else {
                printError("--frames takes a whole number from 1 to 10000")
                return 2
            }
            guard let scene = load(arguments[1]), let played = play(scene, path: arguments[1]) else {
                return 1
            }
            printError(played.summary)
            say(JSONWriter().string(framesJSON(played, count: samples)))
            return 0
        case "animations" where arguments.count == 2:
            guard let scene = load(arguments[1]), let json = animationsJSON(scene, path: arguments[1]) else { return 1 }
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

    /// Reads and decodes a scene file; prints every problem (errors to stderr) and returns `nil`
    /// when it cannot be used.
    func load(_ path: String) -> Scene? {
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("\(path): cannot read the file")
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            printError("\(path): not UTF-8 text")
            return nil
        }
        do {
            let result = try SceneDecoder().decode(text)
            for warning in result.warnings { printError("\(path): warning: \(warning)") }
            return result.scene
        } catch {
            reportSceneError(error, path: path)
            return nil
        }
    }

    func report(_ scene: Scene) -> String {
        let trees = scene.makeHeadlessTrees()
        return Matcher().match(source: trees.source, destination: trees.destination, in: trees.container)
            .description
    }

    /// Every scene in SampleApp/Scenes: its report on the terminal, its geometry in the output
    /// folder.
    func runScenes(files: [String]?, filmstrip: Int?, json: Bool) -> Int32 {
        let scenes = BuiltInScenes.directory
        let paths: [String]
        if let files {
            paths = files
        } else {
            guard
                let names = try? FileManager.default.contentsOfDirectory(atPath: scenes.path)
                    .filter({ $0.hasSuffix(".json") }).sorted(), !names.isEmpty
            else {
                printError("no built-in scenes found in \(scenes.path)")
                return 1
            }
            paths = names.map { scenes.appendingPathComponent($0).path }
        }
        let names = paths.map { URL(fileURLWithPath: $0).lastPathComponent }
        // With --json, stdout carries only the JSON document.
        let progress: (String) -> Void = json ? { printError($0) } : { say($0) }
        var jsonScenes: [(key: String, value: JSONValue)] = []
        let output = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("lab-output")
        try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var failures = 0
        var pageScenes: [JSONValue] = []
        for (i, name) in names.enumerated() {
            progress("[\(i + 1)/\(names.count)] \(name)")
            guard let scene = load(paths[i]) else {
                failures += 1
                continue
            }
            // The report is the one the transition itself matched with: one match per scene.
            guard let played = play(scene, path: name) else {
                failures += 1
                continue
            }
            progress(played.report.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            progress("    " + played.summary)
            pageScenes.append(pageData(name: name, scene: played))
            if json { jsonScenes.append((name, framesJSON(played, count: max(played.frames.count - 1, 1)))) }
            let stem = name.replacingOccurrences(of: ".json", with: "")
            do {
                try (JSONWriter().string(scene.geometryReport()) + "\n").write(
                    to: output.appendingPathComponent(stem + ".geometry.json"), atomically: true, encoding: .utf8)
                try (JSONWriter().string(framesJSON(played, count: 30)) + "\n").write(
                    to: output.appendingPathComponent(stem + ".frames.json"), atomically: true, encoding: .utf8)
                if let filmstrip {
                    try filmstripSVG(played, frames: filmstrip).write(
                        to: output.appendingPathComponent(stem + ".filmstrip.svg"), atomically: true, encoding: .utf8)
                }
            } catch {
                printError("cannot write to \(output.path): \(error)")
                failures += 1
            }
        }
        let index = output.appendingPathComponent("index.html")
        do {
            try page(pageScenes).write(to: index, atomically: true, encoding: .utf8)
        } catch {
            printError("cannot write \(index.path): \(error)")
            failures += 1
        }
        progress("wrote geometry and frames for \(names.count - failures) scene(s) to \(output.path)")
        progress("open \(index.path) to watch them")
        if json { say(JSONWriter().string(.object(jsonScenes))) }
        return failures == 0 ? 0 : 1
    }
}

/// Writes a line to standard output at once (unbuffered), so progress and warnings interleave
/// in the order they happen.
func say(_ message: String) {
    FileHandle.standardOutput.write(Data((message + "\n").utf8))
}

/// Prints a scene file's errors, one line per problem, to standard error.
func reportSceneError(_ error: any Error, path: String) {
    if let error = error as? SceneFileError {
        for problem in error.problems { printError("\(path): error: \(problem)") }
    } else {
        printError("\(path): error: \(error)")
    }
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
