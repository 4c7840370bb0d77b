import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// Random tree pairs (half of them with random modifiers of every kind and text and images) ×
/// random scripts of begin / update / follow (at a location) / catch / reverse / pause / finish /
/// cancel / new transition mid-flight. After every step: no NaN or infinite value in any drawn
/// frame; progress and position continuous across every redirect; at the end: completion exactly
/// once per started transition, no stand-in left, every original restored exactly.
@MainActor
@Suite struct TransitionFuzzTests {
    static let seeds = ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap(Int.init).map { $0..<($0 + 1) } ?? 0..<3000

    @Test func randomScriptsKeepEveryInvariant() {
        for seed in Self.seeds {
            var rng = SeededRandom(seed: UInt64(seed))
            let stage = TransitionStage.random(
                &rng, tagChance: 0.6, modifierChance: seed % 2 == 1 ? 0.25 : 0, contentChance: seed % 2 == 1 ? 0.2 : 0)
            let before = TreeSnapshot(stage.container)
            let driver = ManualFrameDriver(frameRate: [60.0, 120][rng.int(0...1)])
            let backend = HeadlessBackend()
            let controller = TransitionController(backend: backend, driver: driver)
            var completions = 0
            var started = 0
            controller.onCompletion = { _ in completions += 1 }
            let styles: [TransitionStyle] = [
                .matched(TransitionOptions()),
                .matched(TransitionOptions(arcIntensity: 0.6, cascade: Cascade(), dimming: 0.3)),
                .preset(.roller), .preset(.cardToDetail), .preset(.circularReveal(from: CGPoint(x: 50, y: 60))),
                .preset(.actionSheet()), .matched(TransitionOptions(timing: .curve(.easeInEaseOut))),
            ]
            func request(_ kind: TransitionKind, interactive: Bool) -> TransitionRequest<HeadlessView> {
                let (from, to) = kind.isForward ? (stage.source, stage.destination) : (stage.destination, stage.source)
                return TransitionRequest(
                    kind, from: from, to: to, in: stage.container, style: styles[rng.int(0...(styles.count - 1))],
                    interactive: interactive, reduceMotion: rng.chance(0.1),
                    postponeTimeout: rng.chance(0.1) ? 0.2 : nil)
            }
            for _ in 0..<rng.int(1...12) {
                let frames = controller.currentFrames()
                let p = controller.progress
                switch rng.int(0...9) {
                case 0, 1:
                    let kind = TransitionKind.allCases[rng.int(0...3)]
                    let outcome = controller.begin(request(kind, interactive: rng.chance(0.5)))
                    if outcome == .started { started += 1 }
                    // (A redirect to the end it is already at completes at once: nothing left to compare.)
                    if outcome == .redirectedRunningTransition, controller.phase.isInFlight {
                        #expect(abs(controller.progress - p) < 1e-9, "seed \(seed): redirect jumped")
                    }
                case 2: controller.update(progress: rng.double(-0.2...1.2))
                case 3: controller.follow(translation: CGPoint(x: rng.double(-50...50), y: rng.double(-50...300)))
                case 4:
                    let before = controller.currentFrames()
                    controller.finish(
                        velocity: rng.double(-3...3),
                        fingerVelocity: CGPoint(x: rng.double(-500...500), y: rng.double(-900...900)))
                    assertSamePlaces(before, controller.currentFrames(), seed: seed)
                case 5:
                    let before = controller.currentFrames()
                    controller.cancel(velocity: rng.double(-3...3))
                    assertSamePlaces(before, controller.currentFrames(), seed: seed)
                case 6: controller.resumePostponed()
                case 7:
                    // A finger comes down somewhere (or on the flying element), or one already
                    // down moves with its location: nothing jumps when it is caught.
                    let location =
                        rng.chance(0.3) ? nil : CGPoint(x: rng.double(0...390), y: rng.double(0...844))
                    if rng.chance(0.5) {
                        let before = controller.currentFrames()
                        let phase = controller.phase
                        controller.catchTransition(at: location)
                        assertSamePlaces(before, controller.currentFrames(), seed: seed, at: "a catch while \(phase)")
                    } else {
                        controller.follow(
                            translation: CGPoint(x: rng.double(-50...50), y: rng.double(-50...300)), at: location)
                    }
                default: driver.advance(by: rng.double(0...0.25))
                }
                for frame in controller.currentFrames() + frames {
                    #expect(
                        frame.quad.isFinite && frame.state.alpha.isFinite && frame.state.size.width >= 0,
                        "seed \(seed): bad frame")
                }
                #expect(completions <= started, "seed \(seed)")
            }
            // Let everything end: release any gesture, resume anything postponed, run out the clock.
            controller.resumePostponed()
            if controller.phase == .interactive { controller.finish(velocity: 0) }
            driver.advance(by: 5)
            #expect(completions == started, "seed \(seed): \(completions) completions for \(started) transitions")
            #expect(backend.liveStandIns.isEmpty, "seed \(seed): stand-ins left")
            #expect(TreeSnapshot(stage.container) == before, "seed \(seed): originals not restored")
        }
    }

    /// A release never moves anything: each stand-in is where it was.
    private func assertSamePlaces(_ a: [StandInFrame], _ b: [StandInFrame], seed: Int, at step: String = "release") {
        for frame in a {
            guard let after = b.first(where: { $0.id == frame.id }) else { continue }
            #expect(
                abs(after.state.center.x - frame.state.center.x) < 1e-6
                    && abs(after.state.center.y - frame.state.center.y) < 1e-6,
                "seed \(seed): \(frame.name) jumped at \(step)")
        }
    }
}
