import Foundation
import MatchCut

/// The scenes in `SampleApp/Scenes` (run from the package root) as the benchmarks load them.
@MainActor
enum BuiltInScenes {
    /// Every scene file, in name order.
    static func files() -> [URL] {
        let folder = URL(fileURLWithPath: "SampleApp/Scenes")
        return ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The transition a scene file asks for, on fresh headless trees; `nil` when it does not load.
    static func request(_ url: URL, interactive: Bool = false) -> TransitionRequest<HeadlessView>? {
        guard let text = try? String(contentsOf: url, encoding: .utf8), let scene = try? SceneDecoder().decode(text).scene
        else { return nil }
        var warnings: [SceneProblem] = []
        let spec = (try? scene.transitionSpec(warnings: &warnings)) ?? TransitionSpec()
        return spec.request(on: scene.makeHeadlessTrees(), interactive: interactive)
    }
}
