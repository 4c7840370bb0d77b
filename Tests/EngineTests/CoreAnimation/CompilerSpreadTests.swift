import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    /// Stand-ins compiled side by side on the cores (``AnimationCompiler/spreadsOverCores``) give
    /// exactly what one core compiling them in order gives: each stand-in, in its place.
    @MainActor @Suite struct CompilerSpreadTests {
        /// Every built-in scene and 40 random plans, compiled both ways, several times over (a
        /// result written to the wrong place or lost would show as a difference).
        @Test func spreadingOverTheCoresCompilesWhatOneCoreDoes() throws {
            let inOrder = AnimationCompiler(spreadsOverCores: false)
            let spread = AnimationCompiler()
            var plans = try CompilerPlanTests.sceneFiles.map { ($0.lastPathComponent, try CompilerPlanTests.plan(scene: $0)) }
            for seed in 0..<40 as Range<UInt64> {
                var rng = SeededRandom(seed: seed)
                plans.append(("random seed \(seed)", CompilerRandomPlanTests.randomPlan(&rng).plan))
            }
            #expect(plans.contains { $0.1.tracks.count > 4 }, "some plans have more stand-ins than this machine has cores")
            for (name, plan) in plans {
                let expected = inOrder.compile(plan)
                #expect(expected.standIns.count == plan.tracks.count, "\(name)")
                for round in 0..<3 {
                    let compiled = spread.compile(plan)
                    // Compared apart, so a failure names the plan without printing both compiles.
                    let same = compiled == expected
                    let order = compiled.standIns.map(\.track)
                    #expect(same, "\(name), round \(round): the spread compile differs")
                    #expect(order == plan.tracks.map(\.id), "\(name), round \(round): stand-ins out of order \(order)")
                }
            }
        }
    }
}
