import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// The control flow of `MatchCutTransition` on strict fakes of UIKit's contracts: every kind of
/// transition, animated or not, on its own or under a seeded random finger, postponed or not.
/// Every contract holds, every end state is right, and no committed frame shows a hidden original
/// while its stand-in flies, a blank picture where the screen had content, or the arriving screen
/// before its flight.
@MainActor
@Suite(.allUIKitVariants) struct TransitionFlowContractTests {
    enum Variant: String, CaseIterable { case onItsOwn, underAFinger, postponed, postponedReadyEarly, notAnimated }

    struct Outcome {
        var finished: Bool
        var toldDuration: Double
        var planDuration: Double?
    }

    @discardableResult
    func run(_ arrangement: UIKitStage.Arrangement, _ variant: Variant, seed: Int) throws -> Outcome {
        var rng = SeededRandom(seed: UInt64(seed))
        let harness = TransitionHarness()
        harness.onViolation = { Issue.record("seed \(seed) \(arrangement) \(variant): \($0)") }
        let stage = UIKitStage(
            arrangement, in: harness, interactive: variant == .underAFinger, animated: variant != .notAnimated)
        stage.context.onViolation = harness.report
        if variant == .postponed || variant == .postponedReadyEarly { stage.to.postponement = 0.3 }
        let (fromRoot, toRoot) = stage.roots
        let before = (TreeSnapshot(fromRoot, rootPlacement: false), TreeSnapshot(toRoot, rootPlacement: false))
        let presenterBefore = stage.arrangement == .presentSheet || stage.arrangement == .dismissSheet
        harness.endTurn()
        harness.backend.noteScreen(harness.window)
        let flow = TransitionFlow<FakeTransitionContext, ContractBackend>(
            kind: arrangement.kind, style: .matched(TransitionOptions()), backend: harness.backend,
            driver: harness.driver)
        harness.watch(flow.controller, source: fromRoot, destination: toRoot)
        // UIKit asks for the duration when the push is requested, and starts on the next turn.
        let told = flow.duration(using: stage.context)
        #expect(
            stage.container.subviews.count == (arrangement == .presentSheet ? 0 : 1), "duration must not place views")
        harness.endTurn()
        var plan: TransitionPlan?
        flow.onStart = { plan = flow.controller.plan }
        harness.startInCommit {
            if variant == .underAFinger {
                flow.startInteractive(stage.context)
            } else {
                flow.animate(using: stage.context)
            }
        }
        if variant == .notAnimated {
            // Placed and complete, synchronously.
            #expect(stage.context.completions == [true], "seed \(seed)")
        }
        if variant == .postponedReadyEarly {
            harness.run(for: 0.1)
            // The arriving screen stays invisible while waiting (a presenter under a sheet is never touched).
            #expect(flow.controller.isPostponed && toRoot.alpha == (arrangement == .dismissSheet ? 1 : 0))
            flow.resumePostponed()
        }
        var finishes = true
        if variant == .underAFinger {
            let (axis, start, extent) = stage.gesture
            let script = GestureScript.random(&rng, axis: axis, start: start, extent: extent)
            let rules = PullDownToDismissGesture()
            var translation = CGPoint.zero
            var previous = 0.0
            for sample in script.samples {
                harness.driver.advance(by: sample.time - previous)
                previous = sample.time
                translation = sample.translation
                let progress = (translation.x * axis.x + translation.y * axis.y) / extent
                flow.update(progress: progress, translation: translation, location: start)
                harness.endTurn()
            }
            let along = script.releaseVelocity.x * axis.x + script.releaseVelocity.y * axis.y
            finishes = rules.finishRule.shouldFinish(
                progress: min(max((translation.x * axis.x + translation.y * axis.y) / extent, 0), 1), velocity: along,
                extent: extent)
            let releaseTime = harness.driver.now
            flow.release(finish: finishes, progressVelocity: along / extent, fingerVelocity: script.releaseVelocity)
            // finish/cancel go to UIKit at the release, not after the spring.
            #expect(stage.context.releases.map(\.time) == [releaseTime], "seed \(seed)")
            #expect(stage.context.releases.map(\.finished) == [finishes], "seed \(seed)")
        }
        harness.run(until: { !stage.context.completions.isEmpty }, timeout: 5)
        #expect(stage.context.completions == [finishes], "seed \(seed) \(arrangement) \(variant)")
        // The end state: the screen UIKit expects, every original back, nothing left behind.
        let shown = finishes ? toRoot : fromRoot
        let gone = finishes ? fromRoot : toRoot
        if arrangement == .presentSheet || arrangement == .dismissSheet {
            #expect(
                stage.thumbnail.superview?.superview?.superview === harness.window, "the presenter stays where it was")
        }
        let presenter = arrangement == .presentSheet ? fromRoot : arrangement == .dismissSheet ? toRoot : nil
        if shown !== presenter { #expect(shown.superview === stage.container, "seed \(seed)") }
        if gone !== presenter { #expect(gone.superview == nil, "seed \(seed) \(arrangement) \(variant)") }
        #expect(shown.alpha == 1 && gone.alpha == 1)
        #expect(
            TreeSnapshot(fromRoot, rootPlacement: false) == before.0, "seed \(seed): the leaving tree is not as it was")
        #expect(
            TreeSnapshot(toRoot, rootPlacement: false) == before.1, "seed \(seed): the arriving tree is not as it was")
        #expect(harness.backend.base.liveStandIns.isEmpty && harness.driver.observerCount == 0)
        #expect(harness.violations.isEmpty && stage.context.violations.isEmpty)
        _ = presenterBefore
        if variant == .postponed || variant == .postponedReadyEarly {
            #expect(stage.to.postponement == nil && stage.to.postponementsTaken == 1, "the postponement is taken once")
        }
        return Outcome(finished: finishes, toldDuration: told, planDuration: plan?.duration)
    }

    @Test(arguments: UIKitStage.Arrangement.allCases)
    func everyArrangementAndVariantKeepsEveryContract(arrangement: UIKitStage.Arrangement) throws {
        for variant in Variant.allCases {
            let seeds = variant == .underAFinger ? 0..<60 : 0..<2
            for seed in seeds { try run(arrangement, variant, seed: seed) }
        }
    }

    /// The duration UIKit is told is the plan's, postponed or not (what UIKit animates along is
    /// attached to the interruptible animator, which waits with the engine).
    @Test(arguments: [UIKitStage.Arrangement.push, .pop, .present, .dismissSheet])
    func theDurationUIKitIsToldIsThePlans(arrangement: UIKitStage.Arrangement) throws {
        let plain = try run(arrangement, .onItsOwn, seed: 0)
        #expect(abs(plain.toldDuration - (plain.planDuration ?? -1)) < 1e-9)
        let waiting = try run(arrangement, .postponed, seed: 0)
        #expect(abs(waiting.toldDuration - (waiting.planDuration ?? -1)) < 1e-9)
    }
}
