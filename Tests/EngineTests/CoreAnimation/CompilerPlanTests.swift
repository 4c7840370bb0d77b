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
            // Three workers, whatever the machine: the concurrent path is checked too.
            let compiled = AnimationCompiler(concurrency: 3).compile(plan)
            #expect(compiled.standIns.count == plan.tracks.count)
            let d = plan.duration
            let samples = [-0.25, -0.01] + times(from: 0, to: d) + [d + 0.01, d + 0.25]
            for (track, standIn) in zip(plan.tracks, compiled.standIns) {
                #expect(standIn.track == track.id && standIn.name == track.name)
                checkPlayed(standIn, against: { track.frame(at: $0) }, times: samples, context: context, into: &errors)
                checkOwnership(standIn, track: track, times: samples, context: context, into: &errors)
            }
            return compiled
        }

        /// What a backend writes when it hands the stand-in over (``StandInLayerRole/modelProperties``)
        /// covers everything its animations animate, so a hand-over back to the display link leaves
        /// nothing of the render server behind; a picture is animated only in pose and opacity (its
        /// own look, as the display link leaves it); and the clip and the body clip as the display
        /// link's layout does (``StandInLayout/clip``, ``StandInLayout/bodyClips``) at every instant,
        /// so a hand-over either way changes no clipping.
        nonisolated static func checkOwnership(
            _ standIn: CompiledStandIn, track: StandInTrack, times: [TimeInterval], context: String,
            into errors: inout CompileErrors
        ) {
            guard standIn.isSupported else { return }
            func keyPaths(_ animation: LayerAnimation) -> [AnimatableProperty] {
                if case .group(let group) = animation { return group.animations.flatMap(keyPaths) }
                return animation.keyPath.map { [$0.base] } ?? []
            }
            for layer in standIn.layers {
                let written = Set(layer.role.modelProperties)
                for property in layer.animations.flatMap(keyPaths) where !written.contains(property) {
                    errors.failures.append("\(context) \(standIn.name): \(layer.role) animates \(property), not written at a hand-over")
                }
            }
            // The body clips as the display link's does (one rule, whatever the instant).
            if let body = standIn.layer(.body), body.masksToBounds != StandInLayout.bodyClips {
                errors.failures.append("\(context) \(standIn.name): the compiled body clips \(body.masksToBounds)")
            }
            for time in times {
                guard let frame = track.frame(at: time) else { continue }
                // The clip layer clips exactly when the display link's layout has a clip.
                let clips = StandInLayout(frame).clip != nil
                if (standIn.layer(.clip)?.masksToBounds ?? false) != clips {
                    errors.failures.append("\(context) \(standIn.name) at \(time) s: the display link's clip layer clips \(clips)")
                    return
                }
            }
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
