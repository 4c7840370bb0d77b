import Foundation
import MatchCut

/// The MatchCut lab: runs the real engine on scene files, headless.
///
///     matchcut-lab                      every built-in scene: match report and geometry, to a folder
///     matchcut-lab geometry SCENE.json  the quads of every view with an ID, as JSON
///     matchcut-lab match SCENE.json     the match report, in words
@main
enum LabMain {
    @MainActor
    static func main() {
        let arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
        exit(Lab().run(arguments))
    }
}
