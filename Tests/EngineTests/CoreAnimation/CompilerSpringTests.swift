import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    /// Turn-arounds and settles compiled and played at 240 Hz against the engine's own formulas
    /// (``ValueSpring`` and ``ProgressSettle``): every built-in scene and random plans, each turned
    /// or released at a random moment with a random spring (under-, critically and over-damped).
    @MainActor @Suite struct CompilerSpringTests {
        /// A random spring: a third bouncy, a third near critical, a third over-damped.
        static func spring(_ rng: inout SeededRandom) -> DampedSpring {
            let ratio = [rng.double(0.3...0.9), 1, rng.double(1.1...1.6)][rng.int(0...2)]
            return DampedSpring(dampingRatio: ratio, response: rng.double(0.2...0.6))
        }

        /// A value spring turning `plan` around at a random moment, with the plan's velocity there
        /// scaled by a random factor (a flick), toward a random end.
        static func turnAround(_ plan: TransitionPlan, _ rng: inout SeededRandom) -> ValueSpring {
            let d = plan.duration
            let now = d * rng.double(0.1...0.9)
            let h = 1e-4
            let push = rng.double(-3...3)
            let toEnd = rng.chance(0.5)
            return ValueSpring(
                spring: spring(&rng), start: 0, toEnd: toEnd, from: plan.tracks.map { $0.state(at: now) },
                velocity: plan.tracks.map {
                    StandInVelocity(from: $0.state(at: now - h), to: $0.state(at: now + h), over: 2 * h).scaled(by: push)
                },
                target: plan.tracks.map { $0.state(at: toEnd ? d : 0) }, progress: now / max(d, 1e-9),
                progressVelocity: push / max(d, 1e-9))
        }

        /// Compiles a turn-around of `plan` and checks it against the value spring.
        nonisolated static func checkTurnAround(
            _ plan: TransitionPlan, _ spring: ValueSpring, context: String, into errors: inout CompileErrors
        ) -> CompiledTransition {
            let motion = TurnAroundMotion(spring, plan: plan)
            // Three workers, whatever the machine: the concurrent path is checked too.
            let compiled = AnimationCompiler(concurrency: 3).compile(motion)
            #expect(abs(compiled.duration - spring.endTime) < 1e-12, "\(context): duration")
            let samples = times(from: 0, to: compiled.duration)
            for (i, (track, standIn)) in zip(plan.tracks, compiled.standIns).enumerated() {
                checkPlayed(
                    standIn, against: { t in track.frame(state: spring.state(i, at: t), at: plan.duration * spring.progress(at: t)) },
                    times: samples, context: context, into: &errors)
            }
            return compiled
        }

        /// Compiles a settle of `plan` released at a random moment and checks it against the
        /// progress settle.
        nonisolated static func checkSettle(
            _ plan: TransitionPlan, _ settle: ProgressSettle, context: String, into errors: inout CompileErrors
        ) -> CompiledTransition {
            let compiled = AnimationCompiler(concurrency: 3).compile(ProgressSettleMotion(settle, plan: plan))
            let samples = times(from: 0, to: compiled.duration)
            for (track, standIn) in zip(plan.tracks, compiled.standIns) {
                checkPlayed(
                    standIn,
                    against: { t in
                        let planTime = plan.duration * settle.progress(at: t)
                        return track.frame(state: track.state(at: planTime), at: planTime)
                    }, times: samples, context: context, into: &errors)
            }
            return compiled
        }

        static func settle(_ plan: TransitionPlan, _ rng: inout SeededRandom) -> ProgressSettle {
            ProgressSettle(
                spring: spring(&rng), start: 0, from: rng.double(0.05...0.95), velocity: rng.double(-3...4), offset: .zero,
                offsetVelocity: .zero)
        }

        @Test func scenesTurnAroundAndSettleOnTheirSprings() throws {
            var rng = SeededRandom(seed: 7)
            var (turns, settles) = (CompileErrors(), CompileErrors())
            var springs = 0
            for url in CompilerPlanTests.sceneFiles {
                let plan = try CompilerPlanTests.plan(scene: url)
                let turned = Self.checkTurnAround(plan, Self.turnAround(plan, &rng), context: url.lastPathComponent, into: &turns)
                springs += turned.standIns.flatMap(\.layers).flatMap(\.animations).filter { $0.typeName == "spring" }.count
                _ = Self.checkSettle(plan, Self.settle(plan, &rng), context: url.lastPathComponent, into: &settles)
            }
            testReport("scene turn-arounds (\(springs) spring animations), worst errors:\n" + turns.summary)
            testReport("scene settles, worst errors:\n" + settles.summary)
            #expect(springs > 0)
            #expect(turns.failures.isEmpty, "\(turns.failures.joined(separator: "\n"))")
            #expect(settles.failures.isEmpty, "\(settles.failures.joined(separator: "\n"))")
        }

        @Test func randomPlansTurnAroundAndSettleOnTheirSprings() async {
            // Planned here (the trees are main-actor views), compiled and checked on two tasks.
            let cases = (UInt64(10_000)..<10_040).map { seed in
                var rng = SeededRandom(seed: seed)
                let (plan, description) = CompilerRandomPlanTests.randomPlan(&rng)
                return (seed, plan, description, Self.turnAround(plan, &rng), Self.settle(plan, &rng))
            }
            let halves = [Array(cases.prefix(cases.count / 2)), Array(cases.dropFirst(cases.count / 2))]
            let results = await withTaskGroup(of: (CompileErrors, CompileErrors, [String]).self) { group in
                for half in halves {
                    group.addTask {
                        var (turns, settles, failed) = (CompileErrors(), CompileErrors(), [String]())
                        for (seed, plan, description, turn, settle) in half {
                            let before = turns.failures.count + settles.failures.count
                            _ = Self.checkTurnAround(plan, turn, context: "seed \(seed)", into: &turns)
                            _ = Self.checkSettle(plan, settle, context: "seed \(seed)", into: &settles)
                            if turns.failures.count + settles.failures.count > before {
                                failed.append("seed \(seed) failed: \(description)")
                            }
                        }
                        return (turns, settles, failed)
                    }
                }
                var all: [(CompileErrors, CompileErrors, [String])] = []
                for await result in group { all.append(result) }
                return all
            }
            var (turns, settles) = (CompileErrors(), CompileErrors())
            for (t, s, failed) in results {
                turns.merge(t)
                settles.merge(s)
                for line in failed { print(line) }  // (failures only)
            }
            testReport("random turn-arounds (\(cases.count)), worst errors:\n" + turns.summary)
            testReport("random settles (\(cases.count)), worst errors:\n" + settles.summary)
            #expect(turns.failures.isEmpty, "\(turns.failures.joined(separator: "\n"))")
            #expect(settles.failures.isEmpty, "\(settles.failures.joined(separator: "\n"))")
        }
    }
}
