import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// A transition in flight turned around or caught by a finger, on the navigation and
/// presentation fakes (interruptible, as MatchCut's UIKit layer makes every transition): UIKit is
/// told through `pauseInteractiveTransition` and a cancel or finish; the stack, the presentation
/// and the interruptible animator end as the screen shows; nothing jumps.
///
/// How MatchCut maps onto UIKit's rules: a turn-around is a cancelled transition (a push turned
/// around ends as if it had never happened: UIKit takes the pushed controller off the stack, and
/// the bar, attached to the interruptible animator, goes back with the flight). A push or pop asked
/// for during a transition is queued by UIKit and runs after it (see `NavigationContractTests`).
@MainActor
@Suite(.allUIKitVariants) struct CatchAndTurnAroundContractTests {
    private typealias Engine = TransitionController<ContractBackend>

    /// Every visible stand-in's centre at `time` under the engine's current motion, by track.
    private func centers(_ engine: Engine, at time: Double) -> [Int: CGPoint] {
        Dictionary(engine.frames(at: time).map { ($0.id, $0.state.center) }, uniquingKeysWith: { a, _ in a })
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// Runs `change` at the engine's present instant and checks that no stand-in jumps: the same
    /// centres at that instant before and after, and — with `keepsVelocity` — the same velocity
    /// (a backward difference before, a forward one after; the spring's acceleration over the
    /// step allowed for).
    private func expectNoJump(
        _ engine: Engine, keepsVelocity: Bool, _ label: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ change: () -> Void
    ) {
        let t = engine.driver.now
        let h = 1e-4
        let before = centers(engine, at: t)
        let earlier = centers(engine, at: t - h)
        change()
        let after = centers(engine, at: t)
        let later = centers(engine, at: t + h)
        let omega = 2 * Double.pi / engine.releaseSpring.response
        for (id, point) in before {
            guard let now = after[id] else { continue }
            #expect(
                distance(point, now) < 1e-6, "\(label): track \(id) jumped \(distance(point, now)) pt",
                sourceLocation: sourceLocation)
            guard keepsVelocity, let e = earlier[id], let l = later[id] else { continue }
            let vBefore = CGPoint(x: (point.x - e.x) / h, y: (point.y - e.y) / h)
            let vAfter = CGPoint(x: (l.x - now.x) / h, y: (l.y - now.y) / h)
            let speed = distance(vBefore, .zero)
            let allowance = 0.03 * speed + (omega * omega * 1000 + 2 * omega * speed) * h * 2 + 1
            #expect(
                distance(vBefore, vAfter) <= allowance,
                "\(label): track \(id) velocity \(vBefore) became \(vAfter)", sourceLocation: sourceLocation)
        }
    }

    // MARK: - Turning around

    /// A back tap during a push, at a seeded random moment: the push turns around from where it
    /// is, with the velocity it has; UIKit is told once (pause, cancel), the interruptible
    /// animator ends at the start, and the stack ends as the screen shows — as before the push.
    @Test(arguments: 0..<40)
    func backDuringAPushTurnsItAroundFromWhereItIs(seed: Int) throws {
        guard UIKitVariant.runs(seed: seed) else { return }
        var rng = SeededRandom(seed: UInt64(seed))
        let (harness, nav, grid, detail, _) = ContractFixtures.navigation(seed: seed) {
            Issue.record(Comment(rawValue: $0))
        }
        nav.push(detail)
        harness.run(until: { nav.coordination.current?.controller.plan != nil })
        let flow = try #require(nav.coordination.current)
        harness.run(for: rng.double(0.02...(0.85 * (flow.controller.plan?.duration ?? 0.3))))
        let context = try #require(nav.context)
        // The tap lands on the back button's side of the bar, only while the push flies.
        #expect(nav.coordination.backTapShouldBegin(atX: 30, barWidth: 390))
        #expect(!nav.coordination.backTapShouldBegin(atX: 300, barWidth: 390))
        expectNoJump(flow.controller, keepsVelocity: true, "seed \(seed)") {
            #expect(nav.coordination.turnAround())
        }
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(context.pauses.count == 1 && context.releases.map(\.finished) == [false], "seed \(seed)")
        #expect(context.completions == [false] && context.companion?.finishes == [false], "seed \(seed)")
        #expect(nav.viewControllers.map(\.title) == ["grid"] && nav.log.last == "cancelled", "seed \(seed)")
        #expect(grid.rootView.superview === nav.view && detail.rootView.superview == nil, "seed \(seed)")
        #expect(!nav.coordination.backTapShouldBegin(atX: 30, barWidth: 390))
        #expect(harness.backend.base.liveStandIns.isEmpty && harness.violations.isEmpty, "seed \(seed)")
    }

    /// A pop turned around (the app's own back control pressed twice) keeps the screen it was
    /// leaving; a transition UIKit could not cancel (not interruptible) finishes, then goes back.
    @Test func aPopTurnsAroundAndAPushThatCannotBeCancelledGoesBackAfter() throws {
        let (harness, nav, _, detail, _) = ContractFixtures.navigation { Issue.record(Comment(rawValue: $0)) }
        nav.push(detail)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        nav.pop()
        harness.run(for: 0.15)
        #expect(nav.coordination.turnAround())
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.viewControllers.map(\.title) == ["grid", "detail"] && nav.contexts.last?.completions == [false])
        // Not interruptible: UIKit cannot cancel it, so it lands and is popped afterwards.
        nav.interruptible = false
        nav.pop()
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        nav.push(detail)
        harness.run(for: 0.15)
        #expect(nav.coordination.turnAround())
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.viewControllers.map(\.title) == ["grid"])
        #expect(nav.contexts.suffix(2).map(\.completions) == [[true], [true]] && harness.violations.isEmpty)
    }

    // MARK: - Catching

    /// An edge pan during a push or a pop at a seeded random moment catches it where it is (no
    /// jump), drives it under a random finger and lets go by the pan's rule — both ways across the
    /// seeds — and the stack ends as the screen shows.
    @Test(arguments: [TransitionKind.push, .pop])
    func anEdgePanCatchesATransitionInFlight(kind: TransitionKind) throws {
        var outcomes: [Bool] = []
        for seed in 0..<50 where UIKitVariant.runs(seed: seed) {
            var rng = SeededRandom(seed: UInt64(seed))
            let (harness, nav, _, detail, _) = ContractFixtures.navigation(seed: seed) {
                Issue.record(Comment(rawValue: $0))
            }
            if kind == .pop {
                nav.push(detail)
                harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
                nav.pop()
            } else {
                nav.push(detail)
            }
            // (The engine keeps the last transition's plan: wait for this one's stand-ins.)
            harness.run(until: { nav.coordination.current?.controller.phase == .running })
            let flow = try #require(nav.coordination.current)
            harness.run(for: rng.double(0.02...(0.85 * (flow.controller.plan?.duration ?? 0.3))))
            guard flow.isInFlight, let context = nav.context else { continue }
            let script = GestureScript.random(
                &rng, axis: CGPoint(x: 1, y: 0), start: CGPoint(x: 6, y: 420), extent: 390)
            let samples = script.panSamples()
            // (A finger that starts backward is not an edge pan: the pan declines, as before a push.)
            guard nav.coordination.panShouldBegin(samples[0], fullWidth: false, scrolls: []) else { continue }
            expectNoJump(flow.controller, keepsVelocity: false, "seed \(seed) catch") {
                nav.coordination.pan(samples[0])
            }
            #expect(flow.controller.phase == .interactive && context.pauses.count == 1, "seed \(seed)")
            for sample in samples.dropFirst() {
                nav.coordination.pan(sample)
                harness.driver.advance(by: 1.0 / 60)
                harness.endTurn()
            }
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            let finished = try #require(context.completions.first as Bool?, "seed \(seed)")
            outcomes.append(finished)
            let stackAfter = (kind == .push) == finished ? ["grid", "detail"] : ["grid"]
            #expect(nav.viewControllers.map(\.title) == stackAfter, "seed \(seed)")
            #expect(context.companion?.finishes == [finished] && context.violations.isEmpty, "seed \(seed)")
            #expect(harness.backend.base.liveStandIns.isEmpty && harness.violations.isEmpty, "seed \(seed)")
        }
        // Enough catches under this variant (a third of the seeds run under each), both ways
        // over every seed.
        #expect(outcomes.count >= UIKitVariant.share(of: 25), "\(outcomes.count) catches")
        if let all = UIKitVariant.acrossVariants("edge pan \(kind)", outcomes) {
            #expect(all.contains(true) && all.contains(false), "\(all)")
        }
    }

    /// A finger on the flying photo takes it: the photo stops where it was caught, follows the
    /// finger, and the release along its path decides — toward where it flies finishes, back
    /// toward where it came from cancels.
    @Test(arguments: 0..<30)
    func aFingerOnTheFlyingElementTakesIt(seed: Int) throws {
        guard UIKitVariant.runs(seed: seed) else { return }
        var rng = SeededRandom(seed: UInt64(seed))
        let (harness, nav, _, detail, _) = ContractFixtures.navigation(seed: seed) {
            Issue.record(Comment(rawValue: $0))
        }
        nav.push(detail)
        harness.run(until: { nav.coordination.current?.controller.plan != nil })
        let flow = try #require(nav.coordination.current)
        let engine = flow.controller
        harness.run(for: rng.double(0.05...0.6 * (engine.plan?.duration ?? 0.3)))
        let photo = try #require(engine.plan?.track(for: .pair(0)))
        let caught = try #require(centers(engine, at: engine.driver.now)[photo.id])
        #expect(nav.coordination.catchShouldBegin(at: caught), "seed \(seed)")
        #expect(!nav.coordination.catchShouldBegin(at: CGPoint(x: -50, y: -50)))
        let path = try #require(engine.flightPath(at: caught))
        let forward = rng.chance(0.5)
        let direction = CGPoint(
            x: (path.end.x - path.start.x) * (forward ? 1 : -1), y: (path.end.y - path.start.y) * (forward ? 1 : -1))
        let length = max(distance(direction, .zero), 1)
        let step = CGPoint(x: direction.x / length * 12, y: direction.y / length * 12)
        var translation = CGPoint.zero
        expectNoJump(engine, keepsVelocity: false, "seed \(seed) catch") {
            nav.coordination.catchPan(PanSample(state: .began, location: caught))
        }
        for _ in 0..<12 {
            translation = CGPoint(x: translation.x + step.x, y: translation.y + step.y)
            nav.coordination.catchPan(
                PanSample(
                    state: .changed, location: CGPoint(x: caught.x + translation.x, y: caught.y + translation.y),
                    translation: translation, velocity: CGPoint(x: step.x * 60, y: step.y * 60)))
            harness.driver.advance(by: 1.0 / 60)
            harness.endTurn()
        }
        // The photo is under the finger.
        let held = try #require(centers(engine, at: engine.driver.now)[photo.id])
        #expect(distance(held, CGPoint(x: caught.x + translation.x, y: caught.y + translation.y)) < 1, "seed \(seed)")
        nav.coordination.catchPan(
            PanSample(
                state: .ended, location: CGPoint(x: caught.x + translation.x, y: caught.y + translation.y),
                translation: translation, velocity: CGPoint(x: step.x * 60, y: step.y * 60)))
        let context = try #require(nav.context)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(context.completions == [forward], "seed \(seed): \(forward ? "toward the end" : "back") decides")
        #expect(nav.viewControllers.map(\.title) == (forward ? ["grid", "detail"] : ["grid"]), "seed \(seed)")
        #expect(harness.violations.isEmpty, "seed \(seed)")
    }

    /// A finger that comes down while a push waits for its destination (postponed) takes it: it
    /// starts interactive, at 0, under the finger; the arriving screen is never shown before.
    @Test(arguments: [false, true])
    func aCatchDuringAPostponedWaitStartsItUnderTheFinger(finishes: Bool) throws {
        let (harness, nav, _, detail, _) = ContractFixtures.navigation { Issue.record(Comment(rawValue: $0)) }
        detail.postponement = 0.5
        nav.push(detail)
        harness.run(for: 0.1)
        let flow = try #require(nav.coordination.current)
        #expect(flow.controller.isPostponed && flow.controller.plan == nil)
        let began = PanSample(state: .began, location: CGPoint(x: 8, y: 420), velocity: CGPoint(x: 300, y: 0))
        #expect(nav.coordination.panShouldBegin(began, fullWidth: false, scrolls: []))
        nav.coordination.pan(began)
        harness.run(for: 2.0 / 60)  // the pictures wait for a commit after the start
        #expect(flow.controller.phase == .interactive && flow.controller.progress == 0)
        let x = finishes ? -300.0 : 250.0
        nav.coordination.pan(
            PanSample(state: .changed, location: CGPoint(x: 8 + x, y: 420), translation: CGPoint(x: x, y: 0)))
        harness.run(for: 1.0 / 60)
        nav.coordination.pan(
            PanSample(state: .ended, location: CGPoint(x: 8 + x, y: 420), translation: CGPoint(x: x, y: 0)))
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.contexts.last?.completions == [finishes])
        #expect(
            nav.viewControllers.map(\.title) == (finishes ? ["grid", "detail"] : ["grid"]) && harness.violations.isEmpty
        )
        #expect(detail.postponement == nil)
    }

    // MARK: - Presentations

    /// A pull-down during a presentation, at a seeded random moment, catches it (pulling it back
    /// toward the presenter) and the release decides; the catching pan is on the container only
    /// while the transition flies; the presentation ends as the screen shows.
    @Test func aPullDownDuringAPresentationCatchesIt() throws {
        var outcomes: [Bool] = []
        for seed in 0..<40 where UIKitVariant.runs(seed: seed) {
            var rng = SeededRandom(seed: UInt64(seed))
            let (harness, p) = ContractFixtures.presentation(.preset(.actionSheet()), seed: seed) {
                Issue.record(Comment(rawValue: $0))
            }
            p.present()
            harness.run(until: { p.coordination.current?.controller.plan != nil })
            let flow = try #require(p.coordination.current)
            harness.run(for: rng.double(0.02...(0.8 * (flow.controller.plan?.duration ?? 0.3))))
            #expect(p.catchInstalledOn === p.coordination.engine.touchSurface, "seed \(seed)")
            let size = p.container.bounds.size
            let script = GestureScript.random(
                &rng, axis: CGPoint(x: 0, y: 1), start: CGPoint(x: 200, y: 700), extent: size.height)
            let samples = script.panSamples()
            guard p.coordination.catchKind(samples[0], size: size, isModalInPresentation: false) != nil else {
                continue
            }
            let context = try #require(p.contexts.last)
            expectNoJump(flow.controller, keepsVelocity: false, "seed \(seed) catch") {
                p.coordination.catchPan(samples[0], size: size, isModalInPresentation: false)
            }
            for sample in samples.dropFirst() {
                p.coordination.catchPan(sample, size: size, isModalInPresentation: false)
                harness.driver.advance(by: 1.0 / 60)
                harness.endTurn()
            }
            harness.run(until: { !p.isTransitioning && !harness.hasScheduledWork })
            let finished = try #require(context.completions.first as Bool?, "seed \(seed)")
            outcomes.append(finished)
            #expect(p.isPresented == finished && p.catchInstalledOn == nil, "seed \(seed)")
            #expect(
                finished || p.presented.rootView.superview == nil,
                "seed \(seed): a cancelled presentation takes its view back")
            #expect(context.pauses.count == 1 && harness.violations.isEmpty, "seed \(seed)")
        }
        #expect(outcomes.count >= UIKitVariant.share(of: 20), "\(outcomes.count) catches")
        if let all = UIKitVariant.acrossVariants("pull-down during a presentation", outcomes) {
            #expect(all.contains(true) && all.contains(false), "\(all)")
        }
    }

    /// A close button during a presentation turns it around (UIKit cancels it); when UIKit cannot
    /// (not interruptible), the presentation lands and is dismissed right after.
    @Test(arguments: [true, false])
    func aCloseDuringAPresentationTurnsItAround(interruptible: Bool) throws {
        let (harness, p) = ContractFixtures.presentation(.preset(.fade)) { Issue.record(Comment(rawValue: $0)) }
        p.interruptible = interruptible
        p.present()
        harness.run(for: 0.12)
        #expect(p.coordination.turnAround())
        harness.run(until: { !p.isTransitioning && !harness.hasScheduledWork })
        #expect(p.contexts.first?.completions == [!interruptible])
        #expect(p.dismissalsAsked == (interruptible ? 0 : 1) && !p.isPresented)
        #expect(p.presented.rootView.superview == nil && harness.violations.isEmpty)
    }

    /// The fake itself: `pauseInteractiveTransition` on a transition without an interaction
    /// controller is ignored, even when interruptible (the old fake honoured it).
    @Test func aPauseWithoutAnInteractionControllerIsIgnored() {
        let harness = TransitionHarness()
        let stage = UIKitStage(.push, in: harness)
        for vended in [false, true] {
            let context = FakeTransitionContext(
                container: stage.container, from: stage.context.from, to: stage.context.to, fromView: nil,
                toView: nil, interactive: false, vendedInteractionController: vended, clock: harness.driver)
            context.companion = harness.makeCompanion()
            context.pauseInteractiveTransition()
            #expect(context.isInteractive == vended && context.pauses.count == (vended ? 1 : 0))
            context.companion?.finish(atEnd: true)
        }
    }

    /// A tap-started push, caught by a finger on its flying photo: UIKit was handed MatchCut's
    /// interaction controller (not interactive at first), so the pause takes effect and the finger
    /// drives it (before: no interaction controller for a tap, the pause ignored, the catch inert).
    @Test func aTapStartedPushCanBeCaughtBecauseMatchCutVendsItsInteractionController() throws {
        let (harness, nav, _, detail, _) = navigationFixture()
        let flow = try pushInFlight(detail, on: nav, in: harness, for: 0.1)
        let context = try #require(nav.context)
        #expect(context.vendedInteractionController && !context.wasInitiallyInteractive)
        let engine = nav.coordination.engine
        let photo = try #require(engine.standIns.first { $0.track.role == .pair(0) })
        let frame = try #require(engine.currentFrames().first { $0.id == photo.track.id })
        let center = frame.state.center
        #expect(nav.coordination.catchShouldBegin(at: center))
        nav.coordination.catchPan(PanSample(state: .began, location: center, translation: .zero, velocity: .zero))
        #expect(context.pauses.count == 1 && context.ignoredPauses.isEmpty && context.isInteractive)
        #expect(flow.controller.phase == .interactive)
        nav.coordination.catchPan(PanSample(state: .ended, location: center, translation: .zero, velocity: .zero))
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(context.completions.count == 1 && context.violations.isEmpty && harness.violations.isEmpty)
    }

    /// The arriving screen's own round back button, tapped while the push flies: UIKit's
    /// hit-testing never reaches it (its screen is covered or faded out, and UIKit's container may
    /// ignore touches: both variants), MatchCut's touch surface does, and its action — MatchCut's
    /// `pop()` — turns the push around (before: no surface; the fake did not deliver touches at
    /// all, and the sample's buttons could not be tapped mid-flight).
    @Test func theArrivingScreensBackButtonCanBeTappedMidFlight() throws {
        let (harness, nav, grid, detail, _) = navigationFixture()
        let back = HeadlessView(frame: CGRect(x: 16, y: 60, width: 40, height: 40))
        back.name = "back button"
        back.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
        var outcomes: [ScreenRequestOutcome] = []
        back.onTap = { outcomes.append(nav.coordination.pop()) }
        detail.rootView.addSubview(back)
        _ = try pushInFlight(detail, on: nav, in: harness, for: 0.05)
        guard nav.variant.touchesReachTheSurfaceDuringATapStartedTransition else {
            // Where UIKit ignores every touch during a tap-started push, the tap reaches nothing
            // and the push simply lands.
            #expect(nav.tap(at: CGPoint(x: 36, y: 80)) == "nobody" && outcomes.isEmpty)
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            #expect(nav.contexts.last?.completions == [true] && nav.viewControllers.map(\.title) == ["grid", "detail"])
            #expect(nav.coordination.engine.touchSurface == nil && harness.violations.isEmpty)
            return
        }
        #expect(nav.tap(at: CGPoint(x: 36, y: 80)) == "surface")
        #expect(outcomes == [.turnedAround])
        // Elsewhere, a tap on nothing does nothing.
        #expect(nav.tap(at: CGPoint(x: 300, y: 700)) == "surface" && outcomes.count == 1)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.contexts.last?.completions == [false] && nav.viewControllers.map(\.title) == ["grid"])
        #expect(grid.rootView.superview === nav.view && nav.coordination.engine.touchSurface == nil)
        #expect(harness.window.subviews.allSatisfy { $0.name != HeadlessBackend.touchSurfaceName })
        #expect(nav.dropped.isEmpty && harness.violations.isEmpty)
    }

    /// While a push waits for its destination (postponed), the user sees the leaving screen: a tap
    /// where the arriving screen's button will be fires nothing (uikit-review-8, item 3).
    @Test func aTapWhileAPushIsPostponedFiresNoControlOfTheHiddenScreen() throws {
        let (harness, nav, _, detail, _) = navigationFixture()
        var tapped = 0
        let share = HeadlessView(frame: CGRect(x: 300, y: 60, width: 60, height: 44))
        share.onTap = { tapped += 1 }
        detail.rootView.addSubview(share)
        detail.postponement = 0.5
        nav.push(detail)
        harness.run(for: 0.1)
        let engine = nav.coordination.engine
        #expect(engine.isPostponed)
        #expect(engine.tapTarget(at: CGPoint(x: 330, y: 82)) == nil)
        nav.tap(at: CGPoint(x: 330, y: 82))
        #expect(tapped == 0)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(harness.violations.isEmpty)
    }

    /// A push under a sheet already presented over the navigation controller (a deep link, a
    /// timer): MatchCut's touch surface goes just above the navigation controller's view, under
    /// the sheet, so the sheet keeps its touches and a tap on it never reaches the hidden arriving
    /// screen's controls (uikit-review-7, R3).
    @Test func theTouchSurfaceStaysUnderWhatIsPresentedAbove() throws {
        let (harness, nav, _, detail, _) = navigationFixture()
        let sheet = HeadlessView(frame: CGRect(x: 0, y: 500, width: 390, height: 344))
        sheet.name = "sheet above"
        sheet.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
        harness.window.addSubview(sheet)
        var tapped = 0
        let back = HeadlessView(frame: CGRect(x: 16, y: 600, width: 40, height: 40))
        back.onTap = { tapped += 1 }
        detail.rootView.addSubview(back)
        _ = try pushInFlight(detail, on: nav, in: harness, for: 0.05)
        let surface = try #require(nav.coordination.engine.touchSurface)
        let order = harness.window.subviews
        let surfaceIndex = try #require(order.firstIndex { $0 === surface })
        #expect(order[surfaceIndex - 1] === nav.view && order.last === sheet)
        #expect(nav.tap(at: CGPoint(x: 36, y: 620)) == "nobody" && tapped == 0, "the sheet keeps its touches")
        let reached = nav.variant.touchesReachTheSurfaceDuringATapStartedTransition
        #expect(nav.tap(at: CGPoint(x: 36, y: 300)) == (reached ? "surface" : "nobody"))
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(harness.violations.isEmpty)
    }

    /// A tap on the navigation bar's leading part while a push flies — the touch surface takes it
    /// (over the whole container), and the back button's side turns the push around; the other
    /// side does nothing.
    @Test func aTapOnTheBarsBackSideTurnsAPushAroundThroughTheSurface() throws {
        let (harness, nav, grid, detail, _) = navigationFixture()
        nav.barFrame = CGRect(x: 0, y: 47, width: 390, height: 44)
        _ = try pushInFlight(detail, on: nav, in: harness, for: 0.05)
        guard nav.variant.touchesReachTheSurfaceDuringATapStartedTransition else {
            #expect(nav.tap(at: CGPoint(x: 30, y: 69)) == "nobody")
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            #expect(nav.viewControllers.map(\.title) == ["grid", "detail"] && harness.violations.isEmpty)
            return
        }
        #expect(nav.tap(at: CGPoint(x: 300, y: 69)) == "surface" && nav.coordination.current?.isInFlight == true)
        #expect(nav.tap(at: CGPoint(x: 30, y: 69)) == "surface")
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.contexts.last?.completions == [false] && nav.viewControllers.map(\.title) == ["grid"])
        #expect(grid.rootView.superview === nav.view && detail.rootView.isUserInteractionEnabled)
        #expect(harness.violations.isEmpty)
    }

    /// A sheet's close button, tapped while the presentation flies: its action (MatchCut's
    /// `requestDismissal`, which UIKit's `dismiss` would ignore mid-presentation) turns the
    /// presentation around; a pull-down on the surface catches it — whether or not UIKit's
    /// container takes touches.
    @Test(arguments: [false, true])
    func aPresentationCanBeClosedOrPulledDownMidFlight(pull: Bool) throws {
        let (harness, p) = ContractFixtures.presentation(.preset(.actionSheet())) {
            Issue.record(Comment(rawValue: $0))
        }
        var closes: [ScreenRequestOutcome] = []
        let close = HeadlessView(frame: CGRect(x: 265, y: 16, width: 44, height: 44))
        close.name = "close button"
        close.onTap = { closes.append(p.coordination.requestDismissal { p.dismiss() }) }
        p.presented.rootView.addSubview(close)
        p.present()
        harness.run(until: { p.coordination.current?.controller.phase == .running })
        harness.run(for: 0.05)
        let context = try #require(p.contexts.last)
        guard harness.variant.touchesReachTheSurfaceDuringATapStartedTransition else {
            // Where UIKit ignores every touch during a presentation that starts non-interactive,
            // neither the close button nor a pull-down reaches MatchCut: the presentation lands.
            let frame = try #require(try? close.convertedRect(close.bounds, to: harness.window))
            #expect(p.tap(at: CGPoint(x: frame.midX, y: frame.midY)) == "nobody" && closes.isEmpty)
            harness.run(until: { !p.isTransitioning && !harness.hasScheduledWork })
            #expect(context.completions == [true] && p.isPresented && harness.violations.isEmpty)
            return
        }
        if pull {
            let start = CGPoint(x: 195, y: 700)
            let samples = [
                PanSample(
                    state: .began, location: start, translation: CGPoint(x: 0, y: 12), velocity: CGPoint(x: 0, y: 800)),
                PanSample(
                    state: .changed, location: start, translation: CGPoint(x: 0, y: 80), velocity: CGPoint(x: 0, y: 800)
                ),
                PanSample(
                    state: .ended, location: start, translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 1500)
                ),
            ]
            #expect(p.drag(samples) == "surface")
            #expect(context.pauses.count == 1 && context.releases.map(\.finished) == [false])
        } else {
            let frame = try #require(try? close.convertedRect(close.bounds, to: harness.window))
            #expect(p.tap(at: CGPoint(x: frame.midX, y: frame.midY)) == "surface")
            #expect(closes == [.turnedAround])
        }
        harness.run(until: { !p.isTransitioning && !harness.hasScheduledWork })
        #expect(context.completions == [false] && !p.isPresented)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
