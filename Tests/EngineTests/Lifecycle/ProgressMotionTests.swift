import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// While the render server plays the stand-ins nothing is drawn every frame, so UIKit's
/// interruptible animator (which carries the navigation bar and the alongside animations) is told
/// how the progress moves and plays it on its own clock. What it shows must be the engine's
/// progress at every moment, through runs, releases, catches, turn-arounds and redirects.
@MainActor
@Suite struct ProgressMotionTests {
    /// What an animator told by the controller shows: the last scrubbed value, or the last motion
    /// played since it was told.
    final class Companion {
        var last: (motion: ProgressMotion, at: Double)?
        func shown(at now: Double) -> Double? { last.map { $0.motion.progress(after: now - $0.at) } }
    }

    @Test(arguments: 0..<40)
    func theCompanionPlaysTheEnginesProgress(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let stage = TransitionStage.random(&rng, tagChance: 0.6)
        let driver = ManualFrameDriver(frameRate: 240)
        let controller = TransitionController(backend: HeadlessBackend(playsOnRenderServer: true), driver: driver)
        let companion = Companion()
        var told = 0
        controller.onDraw = { companion.last = (.paused($0), driver.now) }
        controller.onProgressMotion = {
            told += 1
            companion.last = ($0, driver.now)
        }
        let styles: [TransitionStyle] = [
            .matched(TransitionOptions()), .matched(TransitionOptions(timing: .curve(.easeInEaseOut))),
            .preset(.cardToDetail), .matched(TransitionOptions(timing: .physicalSpring(DampedSpring(stiffness: 300, damping: 22)))),
        ]
        controller.begin(
            TransitionRequest(
                .push, from: stage.source, to: stage.destination, in: stage.container,
                style: styles[rng.int(0...(styles.count - 1))], interactive: rng.chance(0.3)))
        var worst = 0.0
        func check(_ context: String) {
            guard controller.phase.isInFlight, controller.phase != .preparing, let shown = companion.shown(at: driver.now)
            else { return }
            let error = abs(shown - controller.progress)
            worst = max(worst, error)
            #expect(error < 1e-6, "seed \(seed) \(context): the animator shows \(shown), the engine is at \(controller.progress)")
        }
        for step in 0..<rng.int(3...9) {
            guard controller.phase.isInFlight else { break }
            switch rng.int(0...6) {
            case 0: controller.catchTransition(at: CGPoint(x: rng.double(0...390), y: rng.double(0...844)))
            case 1: controller.update(progress: rng.double(0...1))
            case 2: controller.finish(velocity: rng.double(-3...3))
            case 3: controller.cancel(velocity: rng.double(-3...3))
            case 4:
                controller.begin(TransitionRequest(.pop, from: stage.destination, to: stage.source, in: stage.container))
            default:
                let end = driver.now + rng.double(0...0.3)
                while driver.now < end - 1e-9, controller.phase.isInFlight {
                    driver.advance(by: min(driver.frameInterval * 3, end - driver.now))
                    check("step \(step), \(String(format: "%.3f", driver.now)) s")
                }
            }
            check("step \(step)")
        }
        if controller.phase == .interactive { controller.finish(velocity: 0) }
        while controller.phase.isInFlight {
            driver.advance(by: driver.frameInterval * 5)
            check("running out")
        }
        #expect(told > 0, "seed \(seed): never told a motion")
    }

    /// On the display link the engine draws every frame and scrubs the animator: no motion is
    /// handed over.
    @Test func onTheDisplayLinkTheAnimatorIsScrubbed() {
        var rng = SeededRandom(seed: 3)
        let stage = TransitionStage.random(&rng, tagChance: 0.6)
        let driver = ManualFrameDriver(frameRate: 60)
        let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
        var told = 0
        var drawn = 0
        controller.onProgressMotion = { _ in told += 1 }
        controller.onDraw = { _ in drawn += 1 }
        controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
        driver.advance(by: 2)
        #expect(told == 0 && drawn > 10 && !controller.playsOnRenderServer)
    }
}

/// The flow hands the motion to UIKit's interruptible animator while the render server plays.
@MainActor
@Suite struct CompanionPlaybackTests {
    @Test func theFlowHandsTheMotionToUIKitsAnimator() {
        let harness = TransitionHarness()
        harness.onViolation = { Issue.record(Comment(rawValue: $0)) }
        let stage = UIKitStage(.push, in: harness)
        stage.context.onViolation = harness.report
        harness.endTurn()
        let flow = TransitionFlow<FakeTransitionContext, HeadlessBackend>(
            kind: .push, style: .matched(TransitionOptions()), backend: HeadlessBackend(playsOnRenderServer: true),
            driver: harness.driver)
        let companion = FakeCompanion()
        companion.onViolation = harness.report
        flow.animate(using: stage.context)
        flow.companion = companion  // UIKit asks right after the start
        harness.run(for: 0.1)
        #expect(flow.controller.playsOnRenderServer)
        let linear = companion.plays.contains {
            if case .linear = $0 { true } else { false }
        }
        #expect(linear, "the animator was told to run along the plan: \(companion.plays)")
        harness.run(until: { !stage.context.completions.isEmpty })
        #expect(companion.finishes == [true] && stage.context.completions == [true])
    }
}
