import Foundation
import MatchCut

/// The MatchCut lab: runs the real engine on scene files, headless, and draws what a device shows.
///
///     matchcut-lab                        every built-in scene: reports, lab-output/index.html, JSON
///     matchcut-lab play SCENE.json        the scene's frames, as JSON
///     matchcut-lab filmstrip SCENE.json   an SVG filmstrip
///
/// `matchcut-lab help` lists every command and option.
@main
enum LabMain {
    @MainActor
    static func main() {
        let arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
        exit(Lab().run(arguments))
    }
}
