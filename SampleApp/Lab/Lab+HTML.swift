import Foundation
import MatchCut

extension Lab {
    /// The lab's page: a player per scene. Self-contained: no network, no external scripts; the
    /// scenes' data is a JSON script element.
    func page(_ scenes: [JSONValue], failed: [(file: String, lines: [String])] = []) -> String {
        let data = JSONWriter(indent: nil).string(.array(scenes)).replacingOccurrences(of: "</", with: "<\\/")
        return PageScript.template.replacingOccurrences(of: "__CSS__", with: Markup.css + "\n" + PageScript.css)
            .replacingOccurrences(of: "__SCRIPT__", with: PageScript.script)
            .replacingOccurrences(of: "__DATA__", with: data)
            .replacingOccurrences(of: "__FAILED__", with: failed.map(Self.failedScene).joined())
    }

    /// A scene that could not be played, with its errors.
    static func failedScene(_ scene: (file: String, lines: [String])) -> String {
        "<div class=\"scene failed\"><h2>\(Markup.escape(scene.file)) could not be played</h2><pre>"
            + scene.lines.map(Markup.escape).joined(separator: "\n") + "</pre></div>"
    }

}
