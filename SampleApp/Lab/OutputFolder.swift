import Foundation

/// Where one run of the lab writes: a page, `DIR/PAGE.html`, and beside it a folder of its own,
/// `DIR/PAGE-files/`, for each scene's JSON and filmstrip. The built-in scenes' page is `index`;
/// a run on given files names its page after them, so it never replaces the built-in page. Each
/// run removes the files in its own folder that it did not write this time, and only those.
struct OutputFolder {
    /// The output directory.
    let root: URL
    /// The page's name, without `.html`.
    let page: String
    /// Every file written so far, in order.
    private(set) var written: [URL] = []

    /// The output for the built-in scenes (`files == nil`) or for the given scene files.
    init(root: URL, files: [String]?) {
        self.root = root
        guard let files, let first = files.first else {
            page = "index"
            return
        }
        let stem = URL(fileURLWithPath: first).deletingPathExtension().lastPathComponent
        var name = String(stem.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "-" })
        if files.count > 1 { name += "-and-\(files.count - 1)-more" }
        page = name == "index" || name.isEmpty ? "scene-\(name)" : name
    }

    /// The page's path.
    var pageURL: URL { root.appendingPathComponent(page + ".html") }
    /// The folder for the scenes' files.
    var folder: URL { root.appendingPathComponent(page + "-files") }

    /// Creates the directories.
    func prepare() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` in the run's folder.
    @discardableResult
    mutating func write(_ text: String, named name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        written.append(url)
        return url
    }

    /// Writes the page.
    mutating func writePage(_ text: String) throws {
        try text.write(to: pageURL, atomically: true, encoding: .utf8)
        written.append(pageURL)
    }

    /// Removes the files in the run's folder that this run did not write (left by an earlier run:
    /// a scene since removed, a filmstrip not asked for this time); returns them.
    func removeStale() -> [URL] {
        let keep = Set(written.map(\.standardizedFileURL.path))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed: [URL] = []
        for name in names.sorted() where name.hasSuffix(".json") || name.hasSuffix(".svg") {
            let url = folder.appendingPathComponent(name)
            guard !keep.contains(url.standardizedFileURL.path) else { continue }
            if (try? FileManager.default.removeItem(at: url)) != nil { removed.append(url) }
        }
        return removed
    }

    /// `url` relative to the working directory when it is inside it.
    static func display(_ url: URL) -> String {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }
}
