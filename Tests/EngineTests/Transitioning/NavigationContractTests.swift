import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// A grid with scoped photo cells, its detail, and a screen that shares nothing with either.
@MainActor
private func screens(size: CGSize) -> (
    grid: FakeViewController, detail: FakeViewController, settings: FakeViewController
) {
    let full = CGRect(origin: .zero, size: size)
    let grid = HeadlessView(frame: full)
    grid.name = "grid"
    grid.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
    for i in 0..<6 {
        let cell = HeadlessView(
            frame: CGRect(x: 8 + Double(i % 3) * 128, y: 110 + Double(i / 3) * 128, width: 120, height: 120))
        cell.matchScope = "item-\(i)"
        let image = HeadlessView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        image.name = "thumbnail \(i)"
        image.matchID = "photo"
        image.backgroundColor = RGBAColor(red: 0.2 + 0.1 * Double(i), green: 0.5, blue: 0.7)
        cell.addSubview(image)
        grid.addSubview(cell)
    }
    let detail = HeadlessView(frame: full)
    detail.name = "detail"
    detail.matchScope = "item-2"
    detail.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0)
    let photo = HeadlessView(frame: CGRect(x: 0, y: 150, width: size.width, height: size.width))
    photo.matchID = "photo"
    photo.backgroundColor = RGBAColor(red: 0.4, green: 0.5, blue: 0.7)
    detail.addSubview(photo)
    let settings = HeadlessView(frame: full)
    settings.name = "settings"
    settings.backgroundColor = RGBAColor(red: 0.95, green: 0.95, blue: 0.97)
    let row = HeadlessView(frame: CGRect(x: 0, y: 120, width: size.width, height: 44))
    row.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
    settings.addSubview(row)
    return (
        FakeViewController("grid", rootView: grid), FakeViewController("detail", rootView: detail),
        FakeViewController("settings", rootView: settings)
    )
}

@MainActor
private func navigation(seed: Int = 0) -> (
    TransitionHarness, FakeNavigationController, FakeViewController, FakeViewController, FakeViewController
) {
    let harness = TransitionHarness()
    harness.onViolation = { Issue.record("seed \(seed): \($0)") }
    let (grid, detail, settings) = screens(size: harness.window.bounds.size)
    let nav = FakeNavigationController(root: grid, in: harness)
    nav.coordination = FakeNavigationController.Coordination(
        stack: nav, backend: { harness.backend }, driver: { harness.driver })
    harness.endTurn()
    harness.backend.noteScreen(harness.window)
    return (harness, nav, grid, detail, settings)
}

/// MatchCut's navigation coordination on a fake navigation controller that runs it exactly as
/// UIKit does: every contract holds, the stack ends as the screen shows.
@MainActor
@Suite struct NavigationContractTests {
    @Test func aPushAndAPopBetweenMatchingScreensFlyInUIKitsOrder() {
        let (harness, nav, grid, detail, _) = navigation()
        nav.push(detail)
        #expect(nav.log == ["animationController", "interactionController", "transitionDuration"])
        harness.run(until: { !nav.isTransitioning })
        #expect(nav.log.suffix(4) == ["willShow", "animateTransition", "interruptibleAnimator", "didShow"])
        // The interruptible animator followed the flight and ended at the end, before completion.
        let companion = nav.contexts.last?.companion
        #expect(companion?.finishes == [true] && (companion?.progress.count ?? 0) > 10)
        #expect(companion.map { zip($0.progress, $0.progress.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 } } == true)
        #expect(nav.viewControllers.map(\.title) == ["grid", "detail"] && detail.rootView.superview === nav.view)
        #expect(grid.rootView.superview == nil && nav.contexts.last?.completions == [true])
        nav.popTopController()
        harness.run(until: { !nav.isTransitioning })
        #expect(nav.viewControllers.map(\.title) == ["grid"] && grid.rootView.superview === nav.view)
        #expect(nav.contexts.count == 2 && nav.contexts.allSatisfy { $0.violations.isEmpty })
        #expect(harness.violations.isEmpty && harness.backend.base.liveStandIns.isEmpty)
    }

    @Test func screensThatShareNothingKeepTheSystemTransition() {
        let (harness, nav, _, _, settings) = navigation()
        nav.push(settings)
        #expect(nav.log == ["animationController", "system transition"])
        harness.run(until: { !nav.isTransitioning })
        #expect(nav.viewControllers.count == 2 && settings.rootView.superview === nav.view)
    }

    @Test func theAppsOwnAnimatorWins() {
        let (harness, nav, _, detail, _) = navigation()
        nav.userAnimates = true
        nav.push(detail)
        #expect(nav.log == ["animationController", "user transition"])
        harness.run(until: { !nav.isTransitioning })
    }

    /// Review item 7: a pop the system's back-swipe started, on matching screens, is left to the
    /// system — never a MatchCut pop playing by itself under a finger.
    @Test func theSystemBackSwipeIsLeftToTheSystem() {
        let (harness, nav, _, detail, _) = navigation()
        nav.push(detail)
        harness.run(until: { !nav.isTransitioning })
        nav.systemPopGestureState = .began
        nav.popTopController()
        #expect(nav.log.last == "system transition")
        harness.run(until: { !nav.isTransitioning })
    }

    /// A push asked for during a push is queued by UIKit and runs after it: no corruption.
    @Test func aPushDuringAPushIsQueuedAndRunsAfter() {
        let (harness, nav, _, detail, settings) = navigation()
        nav.push(detail)
        harness.run(for: 0.1)
        nav.push(settings)
        #expect(nav.log.last == "queued push")
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.viewControllers.map(\.title) == ["grid", "detail", "settings"])
        #expect(harness.violations.isEmpty)
    }

    /// Pan to pop under seeded random fingers, on matching screens (a matched flight under the
    /// finger) and on screens that share nothing (UIKit's slide, MatchCut's since its swipe is the
    /// only one): the stack ends as the screen shows, every contract holds.
    @Test(arguments: [false, true])
    func panToPopUnderRandomFingersEndsAsTheScreenShows(matching: Bool) {
        var outcomes: [Bool] = []
        defer {
            // Enough pans began, and both ends happened, for the checks to mean something.
            #expect(
                outcomes.count >= 30 && outcomes.contains(true) && outcomes.contains(false), "\(outcomes.count) pops")
        }
        for seed in 0..<80 {
            var rng = SeededRandom(seed: UInt64(seed))
            let (harness, nav, grid, detail, settings) = navigation(seed: seed)
            let top = matching ? detail : settings
            nav.push(top)
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            let contextsBefore = nav.contexts.count
            let start = CGPoint(x: 6, y: 400)
            let script = GestureScript.random(&rng, axis: CGPoint(x: 1, y: 0), start: start, extent: 390)
            var samples: [PanSample] = []
            var previous = CGPoint.zero
            for (i, s) in script.samples.enumerated() {
                let velocity = CGPoint(x: (s.translation.x - previous.x) * 60, y: (s.translation.y - previous.y) * 60)
                previous = s.translation
                let location = CGPoint(x: start.x + s.translation.x, y: start.y + s.translation.y)
                samples.append(
                    PanSample(
                        state: i == 0 ? .began : .changed, location: location, translation: s.translation,
                        velocity: velocity))
            }
            let last = samples[samples.count - 1]
            samples.append(
                PanSample(
                    state: .ended, location: last.location, translation: last.translation,
                    velocity: script.releaseVelocity))
            let began = nav.coordination.panShouldBegin(samples[0], fullWidth: false, scroll: nil)
            // A fast flick may end before UIKit starts the transition: some scripts run their first
            // samples within one run-loop turn.
            let burst = rng.int(1...3)
            for (i, sample) in samples.enumerated() where began {
                nav.coordination.pan(sample)
                if i % burst == 0 {
                    harness.driver.advance(by: 1.0 / 60)
                    harness.endTurn()
                }
            }
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            if began, let context = nav.contexts.last, nav.contexts.count == contextsBefore + 1 {
                let finished = context.completions == [true]
                outcomes.append(finished)
                #expect(context.completions.count == 1 && context.violations.isEmpty, "seed \(seed)")
                #expect(
                    nav.viewControllers.map(\.title) == (finished ? ["grid"] : ["grid", top.title]), "seed \(seed)")
                #expect((finished ? grid : top).rootView.superview === nav.view, "seed \(seed)")
                #expect((finished ? top : grid).rootView.superview == nil, "seed \(seed)")
                #expect(
                    nav.log.contains("startInteractiveTransition"), "seed \(seed): a pop under a finger is interactive")
            } else {
                #expect(
                    !began && nav.viewControllers.count == 2, "seed \(seed): a pan that began must pop with MatchCut")
            }
            #expect(harness.violations.isEmpty && harness.backend.base.liveStandIns.isEmpty, "seed \(seed)")
            #expect(grid.rootView.alpha == 1 && top.rootView.alpha == 1)
        }
    }

    /// A matched push whose screens no longer match when it starts (the detail retagged) falls
    /// back to UIKit's slide instead of a bare cross-fade.
    @Test func aPushThatFindsNothingToMatchAtTheStartSlides() {
        let (harness, nav, _, detail, _) = navigation()
        nav.push(detail)
        detail.rootView.subviews.first?.matchID = nil  // untagged before the start (the next turn)
        harness.endTurn()
        let context = nav.context
        harness.run(until: { nav.coordination.current?.controller.plan != nil })
        let plan = nav.coordination.current?.controller.plan
        #expect(plan?.tracks.contains { $0.role == .dimming } == true, "the slide dims the screen underneath")
        harness.run(until: { !nav.isTransitioning })
        #expect(context?.completions == [true])
    }

    /// A postponed push keeps the detail invisible while it waits, and runs when ready.
    @Test func aPostponedPushWaitsInvisiblyThenRuns() {
        let (harness, nav, _, detail, _) = navigation()
        detail.postponement = 0.5
        nav.push(detail)
        harness.run(for: 0.15)
        #expect(detail.rootView.alpha == 0 && nav.coordination.current?.controller.isPostponed == true)
        nav.coordination.current?.resumePostponed()
        harness.run(until: { !nav.isTransitioning })
        #expect(nav.contexts.last?.completions == [true] && detail.postponement == nil)
        #expect(harness.violations.isEmpty)
    }
}
