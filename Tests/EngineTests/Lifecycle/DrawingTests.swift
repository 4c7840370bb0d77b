import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// The display link's frame loop (`TransitionController.render(at:)`) writes every stand-in's
/// frame over one frame in place; each must come out as the stand-in's own frame, built on its
/// own (`frame(of:at:)`, from the state by value): nothing of one stand-in may be left in the next.
@MainActor @Suite struct DrawingTests {
    /// Seeded random requests (matched flights and presets, every kind), scrubbed through random
    /// progress values: after each, every stand-in was last drawn as its own frame.
    @Test(arguments: 0..<60 as Range<UInt64>)
    func everyStandInIsDrawnAsItsOwnFrame(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let (random, _, description) = CoreAnimationTests.CompilerRandomPlanTests.randomRequest(&rng)
        var request = random
        request.isInteractive = true
        let backend = HeadlessBackend()
        let driver = ManualFrameDriver(frameRate: 120)
        let controller = TransitionController(backend: backend, driver: driver)
        controller.begin(request)
        if controller.phase == .preparing { driver.advance(by: driver.frameInterval) }
        guard controller.phase == .interactive else { return }  // nothing to fly: UIKit's own transition
        for step in 0..<12 {
            let progress = step == 0 ? 0 : step == 11 ? 1 : rng.double(0...1)
            controller.update(progress: progress)
            for index in controller.standIns.indices {
                let drawn = backend.lastFrame(of: controller.standIns[index].view)
                let expected = controller.frame(of: index, at: driver.now)
                // Compared apart, so a failure names the case without printing two frames.
                let same = drawn == expected
                #expect(same, "seed \(seed) (\(description)): stand-in \(index) at progress \(progress)")
            }
        }
        controller.cancel()
        driver.advance(by: 5)
    }
}
