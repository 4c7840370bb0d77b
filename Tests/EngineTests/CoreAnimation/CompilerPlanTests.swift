import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    /// Plans compiled into Core Animation animations, played by the model's evaluator at 240 Hz and
    /// compared with the exact tracks: every built-in scene and 1,000 random plans.
    @MainActor @Suite struct CompilerPlanTests {
        /// The built-in scenes, SampleApp/Scenes beside the Tests folder.
        static var sceneFiles: [URL] {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            let folder = root.appendingPathComponent("SampleApp/Scenes")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
        }

        /// The plan a scene's transition section asks for, as the engine makes it.
        static func plan(scene url: URL) throws -> TransitionPlan {
            let text = try String(contentsOf: url, encoding: .utf8)
            let scene = try SceneDecoder().decode(text).scene
            var warnings: [SceneProblem] = []
            let trees = scene.makeHeadlessTrees()
            let request = try scene.transitionSpec(warnings: &warnings).request(on: trees)
            let report = Matcher().match(source: trees.source, destination: trees.destination, in: trees.container)
            return TransitionController<HeadlessBackend>.plan(request, report: report)
        }

        /// Compiles `plan` and checks every supported stand-in at 240 Hz over the plan, and before
        /// and after it.
        nonisolated static func check(_ plan: TransitionPlan, context: String, into errors: inout CompileErrors)
            -> CompiledTransition
        {
            let compiled = AnimationCompiler().compile(plan)
            #expect(compiled.standIns.count == plan.tracks.count)
            let d = plan.duration
            let samples = [-0.25, -0.01] + times(from: 0, to: d) + [d + 0.01, d + 0.25]
            for (track, standIn) in zip(plan.tracks, compiled.standIns) {
                #expect(standIn.track == track.id && standIn.name == track.name)
                checkPlayed(standIn, against: { track.frame(at: $0) }, times: samples, context: context, into: &errors)
            }
            return compiled
        }

        @Test func everyBuiltInSceneMatchesItsTracks() throws {
            let files = Self.sceneFiles
            #expect(files.count >= 20)
            var errors = CompileErrors()
            var keys: [Int] = []
            for url in files {
                let plan = try Self.plan(scene: url)
                let compiled = Self.check(plan, context: url.lastPathComponent, into: &errors)
                keys += compiled.standIns.map(\.keyCount)
            }
            testReport("scenes: \(files.count), stand-ins checked at \(errors.checked) moments; keys per stand-in mean "
                + String(format: "%.1f", Double(keys.reduce(0, +)) / Double(max(keys.count, 1))) + ", max \(keys.max() ?? 0)")
            testReport("worst errors:\n" + errors.summary)
            for u in errors.unsupported { testReport("unsupported: \(u)") }
            #expect(errors.failures.isEmpty, "\(errors.failures.joined(separator: "\n"))")
            #expect(errors.unsupported.isEmpty)
        }
    }
}
