import Foundation
import MatchCut

extension Lab {
    /// Plays the given scene files, or every built-in scene: the report of each on the terminal, a
    /// page with a player per scene, each scene's geometry and frames as JSON (and a filmstrip of
    /// `filmstrip` frames) in the page's folder; prints the path of every file written and removes
    /// the folder's stale files.
    func runScenes(files: [String]?, filmstrip: Int?, json: Bool, out: String) -> Int32 {
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
        var pageScenes: [JSONValue] = []
        var jsonScenes: [(key: String, value: JSONValue)] = []
        for (i, path) in paths.enumerated() {
            let name = URL(fileURLWithPath: path).lastPathComponent
            progress("[\(i + 1)/\(paths.count)] \(name)")
            // Built-in scenes are named by file; given files by the path given.
            let shown = files == nil ? name : path
            guard let loaded = loadScene(path) else {
                failures += 1
                continue
            }
            printWarnings(loaded, path: shown, say: progress)
            // The report is the one the transition itself matched with: one match per scene.
            guard let played = play(loaded.scene, path: shown, count: filmstrip ?? 0) else {
                failures += 1
                continue
            }
            progress(played.report.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            progress("    " + played.summary)
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
                progress("    wrote " + wrote.map(OutputFolder.display).joined(separator: ", "))
            } catch {
                printError("cannot write to \(output.folder.path): \(error)")
                failures += 1
            }
        }
        do {
            try output.writePage(page(pageScenes))
        } catch {
            printError("cannot write \(output.pageURL.path): \(error)")
            failures += 1
        }
        for stale in output.removeStale() { progress("removed \(OutputFolder.display(stale)) (an earlier run's)") }
        let played = paths.count - failures
        progress(
            "wrote \(OutputFolder.display(output.pageURL)): \(played) scene\(played == 1 ? "" : "s") to watch, "
                + "frame by frame, as the device draws them (open it in a browser)")
        if json { say(JSONWriter().string(.object(jsonScenes))) }
        return failures == 0 ? 0 : 1
    }
}
