import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// A transition played on the headless render server model, checked against the controller's
/// exact frames.
@MainActor
final class RenderServerRun {
    let backend = HeadlessBackend(playsOnRenderServer: true)
    let driver: ManualFrameDriver
    let controller: TransitionController<HeadlessBackend>
    var errors = CompileErrors()
    /// The largest move of any played stand-in's body across a hand-over, in points.
    var worstJump = 0.0
    /// Moments at which a stand-in was compared, and stand-ins left to the display link.
    var displayLinkStandIns = 0

    init(frameRate: Double = 240) {
        driver = ManualFrameDriver(frameRate: frameRate)
        controller = TransitionController(backend: backend, driver: driver)
    }

    /// The request a built-in scene's `transition` section asks for.
    static func request(scene url: URL, interactive: Bool) throws -> TransitionRequest<HeadlessView> {
        let text = try String(contentsOf: url, encoding: .utf8)
        let scene = try SceneDecoder().decode(text).scene
        var warnings: [SceneProblem] = []
        return try scene.transitionSpec(warnings: &warnings).request(
            on: scene.makeHeadlessTrees(), interactive: interactive)
    }

    /// The body quad and the opacities (body, source picture, destination picture) the render
    /// server shows of every played stand-in now, by track index.
    func shownQuads() -> [Int: (quad: [CGPoint], alphas: [Double])] {
        var result: [Int: (quad: [CGPoint], alphas: [Double])] = [:]
        for (index, entry) in controller.standIns.enumerated() {
            guard let compiled = backend.compiled(of: entry.view),
                let presented = backend.presentation(of: entry.view, at: driver.now),
                let quad = Shown(compiled: compiled, presented: presented).quad(.body)
            else { continue }
            let alphas = [StandInLayerRole.body, .sourceContent, .destinationContent].map { presented[$0]?.opacity ?? 0 }
            result[index] = (quad, alphas)
        }
        return result
    }

    /// Compares every played stand-in with the controller's exact frame now.
    func check(_ context: String) {
        let now = driver.now
        guard controller.phase.isInFlight, controller.phase != .preparing else { return }
        for (index, entry) in controller.standIns.enumerated() {
            guard let compiled = backend.compiled(of: entry.view),
                let presented = backend.presentation(of: entry.view, at: now),
                let frame = controller.frame(of: index, at: now)
            else { continue }
            checkShown(
                Shown(compiled: compiled, presented: presented), against: frame,
                context: "\(context) \(compiled.name) t=\(String(format: "%.4f", now))", into: &errors)
        }
    }

    /// Runs `event` (a gesture's or a redirect), checking that no played stand-in moves across it.
    func handOver(_ context: String, _ event: () -> Void) {
        let before = shownQuads()
        event()
        let after = shownQuads()
        // Issue 20: the picture before and after a hand-over agrees within 0.05 pt and 0.01 alpha.
        for (index, shown) in before {
            guard let next = after[index] else { continue }
            let d = distance(shown.quad, next.quad)
            if d > worstJump { worstJump = d }
            errors.record("jump at a hand-over (pt)", d, tolerance: 0.05, "\(context) track \(index)")
            let a = zip(shown.alphas, next.alphas).map { abs($0 - $1) }.max() ?? 0
            errors.record("alpha jump at a hand-over", a, tolerance: 0.01, "\(context) track \(index)")
        }
        check(context)
    }

    /// Advances `seconds` frame by frame, checking every frame.
    func advance(by seconds: Double, _ context: String) {
        let end = driver.now + seconds
        while driver.now < end - 1e-9, controller.phase.isInFlight {
            driver.advance(by: min(driver.frameInterval, end - driver.now))
            check(context)
        }
    }
}
