import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// Bars and MatchCut's transitions. What UIKit animates alongside a transition runs on the
/// interruptible animator MatchCut hands UIKit (`interruptibleAnimator(using:)`; the transition
/// coordinator's `animate(alongsideTransition:)` documented to run "alongside the transition
/// animations"). These suites check MatchCut's side of that: on every committed frame the
/// animator's fraction (as `UIViewPropertyAnimator` would run what it was told: scrubbed, or
/// playing MatchCut's motion on its own) is the flight's progress, and it finishes where the
/// transition ends — so whatever UIKit attaches to it neither lags, freezes, runs ahead nor ends at
/// the wrong end. Which of UIKit's bar animations it attaches there (the navigation bar's items, a
/// large title, a tab bar hidden by `hidesBottomBarWhenPushed`) is UIKit's, for a device to show
/// (Docs/DeviceChecklist.md, rows 28 and 60).
@MainActor
@Suite(.allUIKitVariants) struct BarContractTests {
    enum Script: String, CaseIterable, Sendable {
        case push, popFinished, popCancelled, pushTurnedAround, pushCaught
    }

    @Test(arguments: Script.allCases)
    func theAnimatorUIKitAnimatesAlongsideFollowsTheFlight(_ script: Script) throws {
        let (harness, nav, grid, detail, _) = navigationFixture()
        let engine = nav.coordination.engine
        var frames = 0
        var worst = 0.0
        harness.frameChecks.append { _ in
            guard let context = nav.context, context.hasStarted, let companion = context.companion,
                engine.phase.isInFlight, engine.phase != .preparing,
                let fraction = companion.fraction(at: harness.driver.now)
            else { return [] }
            // The start's frame: the stand-ins are placed at their start pose, and so is the bar.
            if engine.progress == 0, fraction == 0 { return [] }
            frames += 1
            // The frame being drawn is the one shown at the next display refresh (the display
            // link's `targetTimestamp`), for the flight and for what UIKit animates alongside alike.
            let drawn = engine.motion.progress(at: harness.driver.now + harness.driver.frameInterval)
            worst = max(worst, abs(fraction - drawn))
            return []
        }
        if script == .popFinished || script == .popCancelled {
            nav.push(detail)
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            let finish = script == .popFinished
            let end = finish ? 250.0 : 60
            let samples = (0...10).map { i -> PanSample in
                let x = end * Double(i) / 10
                let velocity = i == 10 && !finish ? -300.0 : 700
                return horizontalPan(i == 0 ? .began : i == 10 ? .ended : .changed, x: x, velocity: velocity)
            }
            #expect(nav.coordination.panShouldBegin(samples[0], fullWidth: false, scrolls: []))
            for sample in samples {
                nav.coordination.pan(sample)
                harness.driver.advance(by: 1.0 / 60)
                harness.endTurn()
            }
        } else {
            let flow = try pushInFlight(detail, on: nav, in: harness, for: 0.12)
            switch script {
            case .pushTurnedAround:
                #expect(flow.turnAround())
            case .pushCaught:
                // A finger on the flying photo drags it back a little, then lets go moving on.
                var samples: [PanSample] = []
                for i in 0...6 {
                    let dy = 10 * Double(i)
                    let state: RecognizerState = i == 0 ? .began : i == 6 ? .ended : .changed
                    samples.append(
                        PanSample(
                            state: state, location: CGPoint(x: 200, y: 300 + dy), translation: CGPoint(x: 0, y: dy),
                            velocity: CGPoint(x: 0, y: 900)))
                }
                if nav.coordination.catchShouldBegin(at: samples[0].start) {
                    for sample in samples {
                        nav.coordination.catchPan(sample)
                        harness.driver.advance(by: 1.0 / 60)
                        harness.endTurn()
                    }
                }
            default: break
            }
        }
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        let context = try #require(nav.contexts.last)
        let companion = try #require(context.companion)
        #expect(frames > 5, "\(script): \(frames) frames checked")
        #expect(worst < 1e-6, "\(script): the animator was \(worst) from the flight's progress")
        // It finishes where the transition ends, once.
        #expect(companion.finishes == context.completions, "\(script)")
        let expectedStack: [String] =
            switch script {
            case .push, .pushCaught, .popCancelled: ["grid", "detail"]
            case .popFinished, .pushTurnedAround: ["grid"]
            }
        #expect(nav.viewControllers.map(\.title) == expectedStack, "\(script)")
        #expect(harness.violations.isEmpty && grid.rootView.alpha == 1 && detail.rootView.alpha == 1)
    }

    /// Flights pass under the bars: UIKit keeps a navigation controller's bar and a tab bar
    /// controller's bar above the view its transitions run in, so MatchCut draws nothing outside
    /// the container (stand-ins, the start's cover, the live screen: all in it). On every committed
    /// frame of a push, a swipe back and a tab switch, the window holds nothing of MatchCut's but
    /// its touch surface, which is clear and empty.
    @Test func nothingIsDrawnOutsideTheContainerSoFlightsPassUnderTheBars() throws {
        let (harness, nav, _, detail, _) = navigationFixture()
        var frames = 0
        harness.frameChecks.append { window in
            var problems: [String] = []
            for view in window.subviews where view.name != "navigation view" {
                guard view.name == HeadlessBackend.touchSurfaceName else {
                    problems.append("drawn outside the container: \(view.name ?? "a view")")
                    continue
                }
                if !view.subviews.isEmpty || view.backgroundColor != nil { problems.append("the touch surface draws") }
            }
            if nav.coordination.engine.phase.isInFlight { frames += 1 }
            return problems
        }
        nav.push(detail)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        for i in 0...10 {
            nav.coordination.pan(horizontalPan(i == 0 ? .began : i == 10 ? .ended : .changed, x: 25 * Double(i), velocity: 700))
            harness.driver.advance(by: 1.0 / 60)
            harness.endTurn()
        }
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(frames > 20 && nav.viewControllers.count == 1 && harness.violations.isEmpty)
    }
}

/// Bar button items as sources and destinations: an avatar in the navigation bar (outside the
/// screen's view, where UIKit draws the bar) flies into the profile it opens and back into the bar,
/// through a proxy in the screen (``BarElementProxies``).
@MainActor
@Suite(.allUIKitVariants) struct BarItemContractTests {
    /// The grid with an avatar in a navigation bar above the navigation view, and a profile with
    /// a large avatar.
    static func fixture() -> (
        harness: TransitionHarness, nav: FakeNavigationController, grid: FakeViewController,
        profile: FakeViewController, avatar: HeadlessView
    ) {
        let (harness, nav, grid, _, _) = navigationFixture()
        let bar = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        bar.name = "navigation bar"
        let avatar = HeadlessView(frame: CGRect(x: 336, y: 54, width: 36, height: 36))
        avatar.name = "bar avatar"
        avatar.cornerRadius = 18
        avatar.alpha = 0.9
        avatar.backgroundColor = RGBAColor(red: 0.9, green: 0.4, blue: 0.3)
        bar.addSubview(avatar)
        harness.window.addSubview(bar)
        grid.barItems = [("avatar", avatar)]
        let root = HeadlessView(frame: harness.window.bounds)
        root.name = "profile"
        root.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
        let large = HeadlessView(frame: CGRect(x: 135, y: 150, width: 120, height: 120))
        large.name = "profile avatar"
        large.matchID = "avatar"
        large.cornerRadius = 60
        large.backgroundColor = RGBAColor(red: 0.9, green: 0.4, blue: 0.3)
        root.addSubview(large)
        harness.endTurn()
        return (harness, nav, grid, FakeViewController("profile", rootView: root), avatar)
    }

    @Test func theBarsAvatarFliesIntoTheProfileAndBack() throws {
        let (harness, nav, grid, profile, avatar) = Self.fixture()
        let engine = nav.coordination.engine
        let gridViews = grid.rootView.subviews.count
        var hiddenFrames = 0
        var shownFrames = 0
        harness.frameChecks.append { _ in
            guard engine.phase.isInFlight, engine.phase != .preparing, let shown = harness.screen.committedCopy(of: avatar)
            else { return [] }
            if shown.alpha == 0 { hiddenFrames += 1 } else { shownFrames += 1 }
            return []
        }
        // The push flies (the only pair is the bar's): not UIKit's slide.
        nav.push(profile)
        letUIKitAskTheDelegate(harness, nav)
        #expect(!nav.log.contains("system transition"))
        harness.run(until: { engine.phase == .running })
        let plan = try #require(engine.plan)
        let pair = try #require(engine.report?.pairs.first)
        #expect(engine.report?.pairs.count == 1 && pair.key.id == "avatar")
        // Its picture is the bar's avatar, and the proxy stands where the avatar is.
        #expect(harness.backend.base.pictureLog.contains { $0.0 === avatar })
        #expect(abs(pair.source.quad.boundingBox.minX - 336) < 1e-6 && abs(pair.source.quad.boundingBox.minY - 54) < 1e-6)
        #expect(plan.tracks.contains { if case .pair = $0.role { true } else { false } })
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.viewControllers.map(\.title) == ["grid", "profile"])
        #expect(avatar.alpha == 0.9 && grid.rootView.subviews.count == gridViews, "the avatar back, no proxy left")
        #expect(hiddenFrames > 5 && shownFrames == 0, "hidden while it flies: \(hiddenFrames) / \(shownFrames)")
        // Back: the profile's avatar flies into the bar.
        hiddenFrames = 0
        nav.pop()
        letUIKitAskTheDelegate(harness, nav)
        #expect(!nav.log.suffix(3).contains("system transition"))
        harness.run(until: { engine.phase == .running })
        #expect(engine.report?.pairs.map(\.key.id) == ["avatar"])
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.contexts.last?.completions == [true])
        #expect(avatar.alpha == 0.9 && grid.rootView.subviews.count == gridViews)
        #expect(hiddenFrames > 5 && shownFrames == 0)
        #expect(harness.violations.isEmpty && harness.backend.base.liveStandIns.isEmpty)
    }

    /// A swipe back let go early: the avatar, hidden while its stand-in flew, is back as it was,
    /// and no proxy is left in either screen.
    @Test func aCancelledSwipeBackLeavesTheBarAsItWas() throws {
        let (harness, nav, grid, profile, avatar) = Self.fixture()
        let gridViews = grid.rootView.subviews.count
        let profileViews = profile.rootView.subviews.count
        nav.push(profile)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        for i in 0...8 {
            let state: RecognizerState = i == 0 ? .began : i == 8 ? .ended : .changed
            nav.coordination.pan(horizontalPan(state, x: 8 * Double(i), velocity: i == 8 ? -200 : 300))
            harness.driver.advance(by: 1.0 / 60)
            harness.endTurn()
        }
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.contexts.last?.completions == [false] && nav.viewControllers.count == 2)
        #expect(avatar.alpha == 0.9 && grid.rootView.subviews.count == gridViews)
        #expect(profile.rootView.subviews.count == profileViews)
        #expect(harness.violations.isEmpty)
    }
}
