import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// A finger on the flying element catches every kind of transition (not only a push), and what
/// UIKit does with a second transition asked for during one — a presentation refused, a push
/// queued — leaves the running transition and MatchCut's coordination as they should be.
///
/// Positions are read from the frames drawn (the stand-ins' views, measured in the container), and
/// velocities from finite differences of them; the expected values come from the plan, the
/// finger's script and ``FinishRule``, never from what the engine reports about itself.
@MainActor
@Suite(.allUIKitVariants) struct CatchAnyKindAndQueueContractTests {
    private typealias Engine = TransitionController<ContractBackend>

    private func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// Every stand-in's centre at `time` under the engine's current motion, by track.
    private func centers(_ engine: Engine, at time: Double) -> [Int: CGPoint] {
        Dictionary(engine.frames(at: time).map { ($0.id, $0.state.center) }, uniquingKeysWith: { a, _ in a })
    }

    /// Every visible stand-in's centre as last drawn: the centroid of its quad, measured through
    /// the stand-in's views in `container`.
    private func drawn(_ harness: TransitionHarness, in container: HeadlessView) -> [Int: CGPoint] {
        let frames = harness.backend.base.render(in: container)
        return Dictionary(
            frames.map { frame in
                let c = frame.quad.corners
                return (
                    frame.id,
                    CGPoint(
                        x: c.map(\.x).reduce(0, +) / Double(c.count), y: c.map(\.y).reduce(0, +) / Double(c.count))
                )
            }, uniquingKeysWith: { a, _ in a })
    }

    // MARK: - A finger on the flying element, for a pop, a presentation and a dismissal

    /// One transition of `kind` in flight, seen the same way whichever fake runs it.
    private struct Flight {
        let harness: TransitionHarness
        let engine: Engine
        let container: HeadlessView
        let context: FakeTransitionContext
        let shouldBegin: (CGPoint) -> Bool
        let catchPan: (PanSample) -> Void
        let isTransitioning: () -> Bool
        /// Checks the screens once it ended, finished or not; returns problems.
        let endProblems: (Bool) -> [String]
    }

    /// Runs `harness` until the engine's `number`th transition is drawn (its plan is this one's:
    /// the engine keeps the last plan after a transition ends).
    private func runUntilDrawn(_ harness: TransitionHarness, _ engine: Engine, number: Int) {
        harness.run(until: {
            engine.transitionsBegun == number && engine.phase.isInFlight && engine.phase != .preparing
        })
    }

    /// A matched presentation: a small `hero` square on the menu flies to a large one on the sheet.
    private func matchedPresentation(seed: Int) -> (TransitionHarness, FakePresentation) {
        let (harness, p) = ContractFixtures.presentation(
            .matched(TransitionOptions()), seed: seed, report: { Issue.record(Comment(rawValue: $0)) },
            presentedContent: { sheet in
                let hero = HeadlessView(frame: CGRect(x: 0, y: 90, width: 390, height: 390))
                hero.name = "hero"
                hero.matchID = "hero"
                hero.backgroundColor = RGBAColor(red: 0.9, green: 0.4, blue: 0.2)
                sheet.addSubview(hero)
            })
        let avatar = HeadlessView(frame: CGRect(x: 24, y: 560, width: 96, height: 96))
        avatar.name = "avatar"
        avatar.matchID = "hero"
        avatar.backgroundColor = RGBAColor(red: 0.9, green: 0.4, blue: 0.2)
        p.presenter.rootView.addSubview(avatar)
        p.coordination.showsPullDownHint = false
        harness.endTurn()
        harness.backend.noteScreen(harness.window)
        return (harness, p)
    }

    /// Starts a transition of `kind` (a pop, a presentation or a dismissal, all by code and so
    /// non-interactive) and runs it until its plan is drawn.
    private func flight(_ kind: TransitionKind, seed: Int) throws -> Flight {
        switch kind {
        case .pop:
            let (harness, nav, _, detail, _) = ContractFixtures.navigation(seed: seed) {
                Issue.record(Comment(rawValue: $0))
            }
            nav.push(detail)
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            nav.pop()
            runUntilDrawn(harness, nav.coordination.engine, number: 2)
            let context = try #require(nav.context)
            return Flight(
                harness: harness, engine: nav.coordination.engine, container: nav.view, context: context,
                shouldBegin: { nav.coordination.catchShouldBegin(at: $0) },
                catchPan: { nav.coordination.catchPan($0) }, isTransitioning: { nav.isTransitioning },
                endProblems: { finished in
                    var problems: [String] = []
                    let stack = nav.viewControllers.map(\.title)
                    if stack != (finished ? ["grid"] : ["grid", "detail"]) { problems.append("stack \(stack)") }
                    let shown = finished ? nav.viewControllers[0] : detail
                    if shown.rootView.superview !== nav.view { problems.append("\(shown.title) not shown") }
                    if nav.coordination.current != nil { problems.append("a flow still current") }
                    return problems
                })
        case .present, .dismiss:
            let (harness, p) = matchedPresentation(seed: seed)
            p.present()
            if kind == .dismiss {
                harness.run(until: { p.isPresented && !p.isTransitioning && !harness.hasScheduledWork })
                p.dismiss()
            }
            runUntilDrawn(harness, p.coordination.engine, number: kind == .dismiss ? 2 : 1)
            let context = try #require(p.contexts.last)
            let size = p.container.bounds.size
            return Flight(
                harness: harness, engine: p.coordination.engine, container: p.container, context: context,
                shouldBegin: {
                    p.coordination.catchKind(
                        PanSample(state: .began, location: $0), size: size,
                        isModalInPresentation: false) == .flight
                },
                catchPan: { p.coordination.catchPan($0, size: size, isModalInPresentation: false) },
                isTransitioning: { p.isTransitioning },
                endProblems: { finished in
                    var problems: [String] = []
                    let presented = (kind == .present) == finished
                    if p.isPresented != presented { problems.append("isPresented \(p.isPresented)") }
                    if (p.presented.rootView.superview === p.container) != presented {
                        problems.append("the sheet's view is in the container: \(!presented)")
                    }
                    if (p.presenter.rootView.superview === harness.window) == presented {
                        problems.append("the menu's view in the window: \(presented)")
                    }
                    if p.installedGestures != (presented ? 1 : 0) { problems.append("gestures \(p.installedGestures)") }
                    if p.catchInstalledOn != nil || p.coordination.current != nil {
                        problems.append("the catching pan or the flow outlived the transition")
                    }
                    return problems
                })
        default:
            throw CancellationError()
        }
    }

    /// A finger on the flying element catches a pop, a presentation or a dismissal running on its
    /// own, at a seeded moment (24 seeds each): the element is shown where it was when the finger
    /// came down (within 1 pt of the frame on screen then), follows the finger exactly while held,
    /// the progress follows the finger along the element's path (start to end of the plan's track),
    /// and the release is decided by ``FinishRule/standard`` from that progress and the finger's
    /// velocity along the path — both ways across the seeds. The element leaves the finger with the
    /// finger's velocity (a forward difference of the motion against the release velocity; the
    /// finger often carries on at the velocity the element had before the catch, measured from
    /// two drawn frames, so the velocity is kept through catch and release); UIKit is told once,
    /// and the screens end as the outcome says.
    @Test(arguments: [TransitionKind.pop, .present, .dismiss])
    func aFingerOnTheFlyingElementCatchesAnyKind(kind: TransitionKind) throws {
        var outcomes: [Bool] = []
        for seed in 0..<24 where UIKitVariant.runs(seed: seed) {
            var rng = SeededRandom(seed: UInt64(seed) &* 7919 &+ 17)
            let f = try flight(kind, seed: seed)
            let (harness, engine) = (f.harness, f.engine)
            let plan = try #require(engine.plan, "seed \(seed)")
            harness.run(for: rng.double(0.05...(0.6 * plan.duration)))
            let photo = try #require(plan.track(for: .pair(0)), "seed \(seed)")
            // Two drawn frames: the second is the one on screen now (drawn for this moment).
            let d0 = try #require(drawn(harness, in: f.container)[photo.id], "seed \(seed)")
            harness.run(for: 1.0 / 60)
            let d1 = try #require(drawn(harness, in: f.container)[photo.id], "seed \(seed)")
            let shownNow = try #require(centers(engine, at: engine.driver.now)[photo.id], "seed \(seed)")
            #expect(distance(d0, shownNow) < 1, "seed \(seed): the frame drawn for now is \(d0), not \(shownNow)")
            let elementVelocity = CGPoint(x: (d1.x - d0.x) * 60, y: (d1.y - d0.y) * 60)
            // The element's path by the plan, and the progress a finger moving along it gives.
            let (a, b) = (photo.state(at: 0).center, photo.state(at: max(plan.duration, photo.end)).center)
            let length = distance(a, b)
            try #require(length >= 1, "seed \(seed): the element does not travel")
            let axis = CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
            let extent = max(length, 200)
            let along = { (v: CGPoint) in v.x * axis.x + v.y * axis.y }

            #expect(f.shouldBegin(shownNow), "seed \(seed)")
            #expect(!f.shouldBegin(CGPoint(x: -50, y: -50)), "seed \(seed)")
            let caughtAt = engine.progress
            f.catchPan(PanSample(state: .began, location: shownNow))
            #expect(engine.phase == .interactive && f.context.pauses.count == 1, "seed \(seed)")
            #expect(abs(engine.progress - caughtAt) < 1e-9, "seed \(seed): progress jumped at the catch")
            let held = try #require(drawn(harness, in: f.container)[photo.id], "seed \(seed)")
            #expect(distance(held, shownNow) < 1, "seed \(seed): caught at \(shownNow), drawn at \(held)")

            // The finger carries on at the element's velocity, or at another along the path.
            var finger = elementVelocity
            if rng.chance(0.5) || distance(elementVelocity, .zero) < 50 {
                let speed = rng.double(-1200...1200)
                finger = CGPoint(x: axis.x * speed + rng.double(-80...80), y: axis.y * speed + rng.double(-80...80))
            }
            let carriedOn = finger == elementVelocity
            var translation = CGPoint.zero
            for _ in 0..<rng.int(3...10) {
                translation = CGPoint(x: translation.x + finger.x / 60, y: translation.y + finger.y / 60)
                let location = CGPoint(x: shownNow.x + translation.x, y: shownNow.y + translation.y)
                f.catchPan(PanSample(state: .changed, location: location, translation: translation, velocity: finger))
                harness.driver.advance(by: 1.0 / 60)
                harness.endTurn()
                let under = try #require(drawn(harness, in: f.container)[photo.id], "seed \(seed)")
                #expect(distance(under, location) < 1, "seed \(seed): finger at \(location), element at \(under)")
            }
            let expectedProgress = min(max(caughtAt + along(translation) / extent, 0), 1)
            #expect(
                abs(engine.progress - expectedProgress) < 1e-6,
                "seed \(seed): progress \(engine.progress), the finger's \(expectedProgress)")
            let finishes = FinishRule.standard.shouldFinish(
                progress: expectedProgress, velocity: along(finger), extent: extent)

            let location = CGPoint(x: shownNow.x + translation.x, y: shownNow.y + translation.y)
            f.catchPan(PanSample(state: .ended, location: location, translation: translation, velocity: finger))
            // Leaves the finger with the finger's velocity (a forward difference; the spring's pull
            // over the step allowed for, as in `CatchAndTurnAroundContractTests`).
            let t = engine.driver.now
            let h = 1e-4
            let p0 = try #require(centers(engine, at: t)[photo.id], "seed \(seed)")
            let p1 = try #require(centers(engine, at: t + h)[photo.id], "seed \(seed)")
            #expect(distance(p0, location) < 1, "seed \(seed): the release moved the element off the finger")
            let leaving = CGPoint(x: (p1.x - p0.x) / h, y: (p1.y - p0.y) / h)
            let speed = distance(finger, .zero)
            let omega = 2 * Double.pi / engine.releaseSpring.response
            let allowance = 0.03 * speed + (omega * omega * 1000 + 2 * omega * speed) * h * 2 + 1
            #expect(
                distance(leaving, finger) <= allowance,
                "seed \(seed): released at \(finger) pt/s (\(carriedOn ? "the element's own" : "another")), left at \(leaving)"
            )
            harness.run(until: { !f.isTransitioning() && !harness.hasScheduledWork })
            #expect(f.context.completions == [finishes], "seed \(seed): the rule says \(finishes)")
            #expect(f.context.releases.map(\.finished) == [finishes], "seed \(seed)")
            #expect(f.context.companion?.finishes == [finishes], "seed \(seed)")
            #expect(f.endProblems(finishes).isEmpty, "seed \(seed): \(f.endProblems(finishes))")
            #expect(harness.backend.base.liveStandIns.isEmpty && harness.violations.isEmpty, "seed \(seed)")
            outcomes.append(finishes)
        }
        #expect(outcomes.count == UIKitVariant.seeds(0..<24).count, "\(outcomes)")
        if let all = UIKitVariant.acrossVariants("a finger on \(kind)", outcomes) {
            #expect(all.contains(true) && all.contains(false), "\(all)")
        }
    }

    // MARK: - A second presentation

    /// A second `present` during a presentation, at a seeded moment (20 seeds, half of them in the
    /// same run-loop turn, before UIKit has started the first): UIKit refuses it ("while a
    /// presentation is in progress") without asking the transitioning delegate; the running
    /// presentation is unaffected — the same flow, one context, completed once, finished, the sheet
    /// shown and the menu taken off — and MatchCut's state is consistent: the catching pan on the
    /// container while it flies and gone after, one set of dismissing gestures, no flow current.
    @Test(arguments: [TransitionStyle.matched(TransitionOptions()), .preset(.actionSheet())])
    func aPresentDuringAPresentationIsRefused(style: TransitionStyle) throws {
        for seed in 0..<20 where UIKitVariant.runs(seed: seed) {
            var rng = SeededRandom(seed: UInt64(seed) &+ 500)
            let (harness, p) = ContractFixtures.presentation(style, seed: seed) { Issue.record(Comment(rawValue: $0)) }
            p.coordination.showsPullDownHint = false
            p.present()
            let flow = try #require(p.coordination.current, "seed \(seed)")
            if rng.chance(0.5) {
                harness.run(until: { flow.controller.plan != nil })
                harness.run(for: rng.double(0...(0.8 * (flow.controller.plan?.duration ?? 0.3))))
                #expect(p.catchInstalledOn === p.coordination.engine.touchSurface, "seed \(seed)")
            }
            let progress = flow.controller.progress
            p.present()
            #expect(p.refusedPresentations.count == 1, "seed \(seed)")
            #expect(p.refusedPresentations.first?.hasSuffix("while a presentation is in progress") == true)
            #expect(p.coordination.current === flow && p.contexts.count == 1, "seed \(seed)")
            #expect(flow.controller.progress == progress, "seed \(seed): the refused one moved the running one")
            harness.run(until: { !p.isTransitioning && !harness.hasScheduledWork })
            #expect(p.contexts.map(\.completions) == [[true]], "seed \(seed)")
            #expect(p.isPresented && p.presented.rootView.superview === p.container, "seed \(seed)")
            #expect(
                p.isPartial || p.presenter.rootView.superview == nil,
                "seed \(seed): a full-screen presentation takes the menu off")
            #expect(p.installedGestures == 1 && p.catchInstalledOn == nil, "seed \(seed)")
            #expect(p.coordination.current == nil && p.coordination.gesture == nil, "seed \(seed)")
            // Presented: another present is refused as well, and the screen does not change.
            p.present()
            #expect(p.refusedPresentations.last?.hasSuffix("which is already presenting") == true, "seed \(seed)")
            #expect(p.contexts.count == 1 && p.coordination.current == nil && p.installedGestures == 1)
            #expect(harness.backend.base.liveStandIns.isEmpty && harness.violations.isEmpty, "seed \(seed)")
        }
    }

    /// A `present` during a dismissal (by code or by the user's pull-down), at a seeded moment (20
    /// seeds): UIKit refuses it; the dismissal runs on untouched — completed once, the sheet gone,
    /// the menu back in the window, the gestures removed — and the next presentation runs normally,
    /// with one set of gestures.
    @Test func aPresentDuringADismissalIsRefused() throws {
        for seed in 0..<20 where UIKitVariant.runs(seed: seed) {
            var rng = SeededRandom(seed: UInt64(seed) &+ 900)
            let (harness, p) = ContractFixtures.presentation(.preset(.actionSheet()), seed: seed) {
                Issue.record(Comment(rawValue: $0))
            }
            p.present()
            harness.run(until: { p.isPresented && !p.isTransitioning && !harness.hasScheduledWork })
            let byUser = rng.chance(0.5)
            if byUser {
                let frame = p.presented.rootView.frame
                let began = PanSample(state: .began, location: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: 400))
                #expect(p.coordination.decide(.pullDown, began, over: p.screen()) == .begin, "seed \(seed)")
                p.coordination.pan(.pullDown, began, in: frame) { p.dismiss() }
                let drag = rng.double(300...500)
                let end = PanSample(
                    state: .ended, location: CGPoint(x: 200, y: 600 + drag), translation: CGPoint(x: 0, y: drag),
                    velocity: CGPoint(x: 0, y: 1200))
                harness.run(for: 1.0 / 60)
                p.coordination.pan(.pullDown, end, in: frame) { p.dismiss() }
            } else {
                p.dismiss()
            }
            let flow = try #require(p.coordination.current, "seed \(seed)")
            harness.run(for: rng.double(0...0.2))
            p.present()
            #expect(p.refusedPresentations.count == 1, "seed \(seed)")
            #expect(p.coordination.current === flow && p.contexts.count == 2, "seed \(seed)")
            harness.run(until: { !p.isTransitioning && !harness.hasScheduledWork })
            #expect(p.contexts.map(\.completions) == [[true], [true]], "seed \(seed)")
            #expect(!p.isPresented && p.presented.rootView.superview == nil, "seed \(seed)")
            #expect(p.presenter.rootView.superview === harness.window, "seed \(seed)")
            #expect(p.installedGestures == 0 && p.catchInstalledOn == nil && p.coordination.current == nil)
            #expect(p.delegateLog == (byUser ? ["shouldDismiss", "willDismiss", "didDismiss"] : []), "seed \(seed)")
            // The next presentation runs as the first did.
            p.present()
            harness.run(until: { !p.isTransitioning && !harness.hasScheduledWork })
            #expect(p.isPresented && p.installedGestures == 1 && p.contexts.last?.completions == [true], "seed \(seed)")
            #expect(p.refusedPresentations.count == 1 && harness.violations.isEmpty, "seed \(seed)")
        }
    }

    // MARK: - A second push

    /// Requests during a transition (20 seeds, at a seeded moment, some in the same run-loop turn
    /// as the first request): UIKit drops a push asked of it mid-transition and queues nothing, so a
    /// second push asked of MatchCut during a push is refused (a double tap), and the app's own is
    /// only logged by UIKit; a push asked of MatchCut during a MatchCut pop waits and runs on the
    /// turn after the pop, on the same engine, as a new flow — flying from the grid's cell to the
    /// zoomed photo as the two screens place them; every transition completes once, and the stack,
    /// the views and the coordination end as the screen shows.
    @Test func requestsDuringATransitionAreRefusedOrQueuedNeverLeftToUIKit() throws {
        var queuedRuns = 0
        defer {
            #expect(queuedRuns >= UIKitVariant.share(of: 5), "only \(queuedRuns) runs queued a push behind a pop")
        }
        for seed in 0..<20 where UIKitVariant.runs(seed: seed) {
            var rng = SeededRandom(seed: UInt64(seed) &+ 300)
            let (harness, nav, grid, detail, _) = ContractFixtures.navigation(seed: seed) {
                Issue.record(Comment(rawValue: $0))
            }
            // A zoomed photo of item 2: it matches the grid's cell 2 (and the detail's photo).
            let zoom = ContractFixtures.zoomScreen(size: harness.window.bounds.size)

            #expect(nav.coordination.push(detail) == .performed, "seed \(seed)")
            if rng.chance(0.7) {
                harness.run(until: { nav.coordination.current?.controller.plan != nil })
                harness.run(for: rng.double(0...0.2))
            }
            // A double tap: refused by MatchCut; the app asking UIKit directly is dropped by UIKit.
            #expect(nav.coordination.push(zoom) == .refused, "seed \(seed)")
            nav.push(zoom)
            #expect(nav.log.last == "dropped push" && nav.dropped.count == 1, "seed \(seed)")
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            #expect(nav.viewControllers.map(\.title) == ["grid", "detail"], "seed \(seed)")

            // A tap on the list a pop reveals: queued, run after the pop.
            #expect(nav.coordination.pop() == .performed, "seed \(seed)")
            let sameTurn = rng.chance(0.3)
            if !sameTurn { harness.run(for: rng.double(0...0.25)) }
            let pop = nav.coordination.current
            let outcome = nav.coordination.push(zoom)
            if pop?.isComplete == false || nav.isTransitioning {
                #expect(outcome == .queued || outcome == .refused, "seed \(seed): \(outcome)")
            }
            harness.run(until: { nav.contexts.count == 3 }, timeout: 3)
            if outcome == .queued {
                queuedRuns += 1
                #expect(nav.contexts.count == 3 && nav.contexts[1].completions == [true], "seed \(seed)")
                let second = try #require(nav.coordination.current, "seed \(seed)")
                #expect(second.kind == .push && second.controller === nav.coordination.engine, "seed \(seed)")
                runUntilDrawn(harness, second.controller, number: 3)
                let track = try #require(second.controller.plan?.track(for: .pair(0)), "seed \(seed)")
                let planEnd = max(second.controller.plan?.duration ?? 0, track.end)
                // Cell 2 (264, 110, 120×120) flies to the zoomed photo (20, 300, 350×500).
                #expect(distance(track.state(at: 0).center, CGPoint(x: 324, y: 170)) < 1e-6, "seed \(seed)")
                #expect(distance(track.state(at: planEnd).center, CGPoint(x: 195, y: 550)) < 1e-6, "seed \(seed)")
            }
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            let expectedStack = outcome == .queued || outcome == .performed ? ["grid", "zoom"] : ["grid"]
            #expect(nav.viewControllers.map(\.title) == expectedStack, "seed \(seed)")
            #expect(nav.contexts.allSatisfy { $0.completions.count == 1 && $0.violations.isEmpty })
            #expect(grid.rootView.superview === (expectedStack.count == 1 ? nav.view : nil), "seed \(seed)")
            #expect(detail.rootView.superview == nil, "seed \(seed)")
            #expect(nav.coordination.current == nil && !nav.coordination.panInProgress, "seed \(seed)")
            #expect(harness.backend.base.liveStandIns.isEmpty && harness.violations.isEmpty, "seed \(seed)")
        }
    }
}
