import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    /// Stand-ins compiled side by side (``AnimationCompiler/concurrency``) give exactly what one
    /// core compiling them in order gives: each stand-in, in its place.
    @MainActor @Suite struct CompilerSpreadTests {
        /// Every built-in scene and 40 random plans, compiled in order and by 2, 3 and 8 workers
        /// (more than this machine's cores or fewer, fewer than the stand-ins or more): a result
        /// written to the wrong place or lost would show as a difference.
        @Test func spreadingOverTheCoresCompilesWhatOneCoreDoes() throws {
            let inOrder = AnimationCompiler(concurrency: 1)
            var plans = try CompilerPlanTests.sceneFiles.map { ($0.lastPathComponent, try CompilerPlanTests.plan(scene: $0)) }
            for seed in 0..<40 as Range<UInt64> {
                var rng = SeededRandom(seed: seed)
                plans.append(("random seed \(seed)", CompilerRandomPlanTests.randomPlan(&rng).plan))
            }
            #expect(plans.contains { $0.1.tracks.count > 8 }, "some plans have more stand-ins than workers")
            for (name, plan) in plans {
                let expected = inOrder.compile(plan)
                #expect(expected.standIns.count == plan.tracks.count, "\(name)")
                for workers in [2, 3, 8] {
                    let compiled = AnimationCompiler(concurrency: workers).compile(plan)
                    // Compared apart, so a failure names the plan without printing both compiles.
                    let same = compiled == expected
                    let order = compiled.standIns.map(\.track)
                    #expect(same, "\(name), \(workers) workers: the compile differs")
                    #expect(order == plan.tracks.map(\.id), "\(name), \(workers) workers: stand-ins out of order \(order)")
                }
            }
        }
    }
}
