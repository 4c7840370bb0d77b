import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// `transitionDuration`'s estimate plans only what decides the duration
/// (``TransitionPlanner/forDurationOnly``: no flight order, no overlays): on 1,000 random
/// requests — dressed random trees, every kind, matched options with cascades, effects,
/// modifiers, springs and delays, every preset, Reduce Motion — its duration is the full plan's,
/// exactly.
@MainActor
@Suite struct PlanDurationTests {
    @Test func theDurationOnlyPlanLastsExactlyAsLongAsTheFullPlan() {
        var overlaysLeftOut = 0
        for seed in UInt64(0)..<1000 {
            var rng = SeededRandom(seed: seed)
            let (request, report, description) = CoreAnimationTests.CompilerRandomPlanTests.randomRequest(&rng)
            let full = TransitionController<HeadlessBackend>.plan(request, report: report)
            let estimate = TransitionController<HeadlessBackend>.plan(request, report: report, forDurationOnly: true)
            #expect(
                estimate.duration == full.duration,
                "seed \(seed) (\(description)): \(estimate.duration) s, not \(full.duration) s")
            overlaysLeftOut += full.tracks.count - estimate.tracks.count
        }
        // Overlays were there to leave out: the check is not vacuous.
        #expect(overlaysLeftOut > 20, "\(overlaysLeftOut) overlay tracks")
    }
}
