import Foundation
import MatchCut

extension Lab {
    /// Plays the given scene files, or every built-in scene: the report of each on the terminal, a
    /// page with a player per scene, each scene's geometry and frames as JSON (and a filmstrip of
    /// `filmstrip` frames) in the page's folder; prints the path of every file written and removes
    /// the folder's stale files. A line per scene; `verbose` adds its match report and the files
    /// written. A scene that cannot be played is shown on the page with its errors.
    func runScenes(files: [String]?, filmstrip: Int?, json: Bool, out: String, verbose: Bool = false) -> Int32 {
        let paths: [String]
        if let files {
            paths = files
        } else {
            let scenes = BuiltInScenes.directory
            guard
                let names = try? FileManager.default.contentsOfDirectory(atPath: scenes.path)
                    .filter({ $0.hasSuffix(".json") }).sorted(), !names.isEmpty
            else {
                printError("no built-in scenes found in \(scenes.path)")
                return 1
            }
            paths = names.map { scenes.appendingPathComponent($0).path }
        }
        // With --json, stdout carries only the JSON document.
        let progress: (String) -> Void = json ? { printError($0) } : { say($0) }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var output = OutputFolder(root: URL(fileURLWithPath: out, relativeTo: cwd), files: files)
        do {
            try output.prepare()
        } catch {
            printError("cannot create \(output.folder.path): \(error)")
            return 1
        }
        var failures = 0
        var failed: [(file: String, lines: [String])] = []
        var pageScenes: [JSONValue] = []
        var jsonScenes: [(key: String, value: JSONValue)] = []
        for (i, path) in paths.enumerated() {
            let name = URL(fileURLWithPath: path).lastPathComponent
            // Built-in scenes are named by file; given files by the path given.
            let shown = files == nil ? name : path
            // The file, then its transition and gesture, each checked once; a failure is listed
            // on the page.
            let checked = decodeScene(path).flatMap { loaded in
                checkTransition(of: loaded.scene, path: shown).map { (loaded, $0) }
            }
            guard case .success(let (loaded, transition)) = checked else {
                if case .failure(let failure) = checked {
                    progress("[\(i + 1)/\(paths.count)] \(name): cannot be played")
                    for line in failure.lines { printError(line) }
                    failed.append((name, failure.lines))
                }
                failures += 1
                continue
            }
            for warning in transition.warnings { printError("\(shown): warning: \(warning)") }
            // The report is the one the transition itself matched with: one match per scene.
            let played = play(
                loaded.scene, path: shown, spec: transition.spec, gesture: transition.gesture, count: filmstrip ?? 0)
            progress("[\(i + 1)/\(paths.count)] \(name): \(played.summary)")
            printWarnings(loaded, path: shown, say: progress)
            if verbose { progress(played.report.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")) }
            pageScenes.append(pageData(file: name, loaded: loaded, scene: played))
            if json { jsonScenes.append((name, framesJSON(played.ticks, duration: played.duration))) }
            let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
            do {
                var wrote = [
                    try output.write(
                        JSONWriter().string(loaded.scene.geometryReport()) + "\n", named: stem + ".geometry.json"),
                    try output.write(
                        JSONWriter().string(framesJSON(played.ticks, duration: played.duration)) + "\n",
                        named: stem + ".frames.json"),
                ]
                if filmstrip != nil {
                    wrote.append(try output.write(filmstripSVG(played, title: name), named: stem + ".filmstrip.svg"))
                }
                if verbose { progress("    wrote " + wrote.map(OutputFolder.display).joined(separator: ", ")) }
            } catch {
                printError("cannot write to \(output.folder.path): \(error)")
                failures += 1
            }
        }
        do {
            try output.writePage(page(pageScenes, failed: failed))
        } catch {
            printError("cannot write \(output.pageURL.path): \(error)")
            failures += 1
        }
        for stale in output.removeStale() where verbose { progress("removed \(OutputFolder.display(stale)) (an earlier run's)") }
        let played = paths.count - failures
        progress(
            "wrote \(OutputFolder.display(output.pageURL)): \(played) scene\(played == 1 ? "" : "s") to watch, "
                + "frame by frame, as the device draws them (open it in a browser)"
                + (failures > 0 ? "; \(failures) could not be played (shown on the page with their errors)" : "")
                + (verbose ? "" : "; --verbose for each match report and the files written"))
        if json { say(JSONWriter().string(.object(jsonScenes))) }
        return failures == 0 ? 0 : 1
    }
}
