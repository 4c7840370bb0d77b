import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// A transition exported from a live app (`TransitionFlow.sceneFile()`, what
/// `MatchCutTransition.sceneFile()` writes on a device) replays as the same transition.
@MainActor
@Suite struct SceneExportTests {
    /// Exported in flight, written as text and read back: the same kind and options (every one of
    /// them), the same trees with the app's own alpha (not the 0 MatchCut gives its originals in
    /// flight), names and content included; replayed headless, it plans the same flights.
    @Test(arguments: [UIKitStage.Arrangement.push, .pop, .present, .dismiss])
    func anExportInFlightReplaysTheSameTransition(arrangement: UIKitStage.Arrangement) throws {
        let harness = TransitionHarness()
        harness.onViolation = { Issue.record("\(arrangement): \($0)") }
        let stage = UIKitStage(arrangement, in: harness)
        stage.context.onViolation = harness.report
        stage.thumbnail.content = .text(TextContent("Lake"))
        let options = TransitionOptions(
            duration: 0.45, timing: .physicalSpring(DampedSpring(mass: 1.2, stiffness: 210, damping: 24)),
            arcIntensity: 0.25, unmatchedEffects: [.fade, .scale(0.9)],
            cascade: Cascade(delta: 0.04, direction: .rightToLeft), dimming: 0.2)
        harness.endTurn()
        harness.backend.noteScreen(harness.window)
        let (fromRoot, toRoot) = stage.roots
        let before = (SceneNode(capturing: fromRoot), SceneNode(capturing: toRoot))
        let flow = TransitionFlow<FakeTransitionContext, ContractBackend>(
            kind: arrangement.kind, style: .matched(options), backend: harness.backend, driver: harness.driver)
        #expect(flow.sceneFile() == nil, "nothing to export before the transition starts")
        harness.startInCommit { flow.animate(using: stage.context) }
        harness.run(for: 0.15)
        #expect(flow.controller.phase.isInFlight && stage.thumbnail.alpha == 0, "exported while the originals are hidden")
        let text = SceneEncoder().encode(try #require(flow.sceneFile()))
        let read = try SceneDecoder().decode(text)
        #expect(read.warnings.isEmpty, "\(read.warnings)")
        var warnings: [SceneProblem] = []
        let spec = try TransitionSpec(
            json: try #require(read.scene.sections["transition"]), warnings: &warnings)
        #expect(spec == TransitionSpec(kind: arrangement.kind, style: .matched(options)) && warnings.isEmpty)
        #expect(read.scene.source == before.0, "the leaving screen as the app left it")
        #expect(read.scene.destination.children == before.1.children, "the arriving screen as the app left it")
        #expect(text.contains("\"Lake\"") && text.contains("thumbnail 4"))
        // Replayed headless: the same pairs as the screens had before the transition.
        let original = TransitionScene(containerSize: read.scene.containerSize, source: before.0, destination: before.1)
            .makeHeadlessTrees()
        let replay = read.scene.makeHeadlessTrees()
        let expected = Matcher().match(
            source: original.source, destination: original.destination, in: original.container)
        let replayed = Matcher().match(source: replay.source, destination: replay.destination, in: replay.container)
        #expect(replayed.pairs.map(\.key) == expected.pairs.map(\.key) && !expected.pairs.isEmpty)
        harness.run(until: { !flow.controller.phase.isInFlight })
    }
}
