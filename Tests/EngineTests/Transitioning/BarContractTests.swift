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
/// the wrong end. How `UIViewPropertyAnimator` plays what it is told (a `continueAnimation`'s
/// curve and duration) is not checked here: the fake plays MatchCut's own motion. Which of UIKit's
/// bar animations it attaches there (the navigation bar's items, a
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

/// Bar button items as sources and destinations of presentations: an avatar in the navigation bar
/// (outside the presenting screen's view, where UIKit draws the bar) flies into the profile it
/// presents and back into the bar, through a proxy in the screen (``BarElementProxies``). Pushes
/// and pops leave bar items out (they run under the bar).
@MainActor
@Suite(.allUIKitVariants) struct BarItemContractTests {
    /// A bar with an avatar, above the presenting screen's view; the presented profile has a large
    /// avatar. Returns the avatar.
    static func avatar(in harness: TransitionHarness, of screen: FakeViewController) -> HeadlessView {
        let bar = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        bar.name = "navigation bar"
        let avatar = HeadlessView(frame: CGRect(x: 336, y: 54, width: 36, height: 36))
        avatar.name = "bar avatar"
        avatar.cornerRadius = 18
        avatar.alpha = 0.9
        avatar.backgroundColor = RGBAColor(red: 0.9, green: 0.4, blue: 0.3)
        bar.addSubview(avatar)
        harness.window.addSubview(bar)
        screen.barItems = [("avatar", avatar)]
        return avatar
    }

    static func profile(_ root: HeadlessView) {
        let large = HeadlessView(frame: CGRect(x: 135, y: 150, width: 120, height: 120))
        large.name = "profile avatar"
        large.matchID = "avatar"
        large.cornerRadius = 60
        large.backgroundColor = RGBAColor(red: 0.9, green: 0.4, blue: 0.3)
        root.addSubview(large)
    }

    /// A matched presentation of the profile from a menu whose bar holds the avatar.
    static func presentation() -> (harness: TransitionHarness, presentation: FakePresentation, avatar: HeadlessView) {
        let (harness, p) = ContractFixtures.presentation(
            .matched(TransitionOptions()), report: { Issue.record(Comment(rawValue: $0)) }, presentedContent: Self.profile)
        let avatar = Self.avatar(in: harness, of: p.presenter)
        harness.endTurn()
        return (harness, p, avatar)
    }

    /// Counts the committed frames in flight where the avatar shows, and where it does not.
    static func watch(
        _ avatar: HeadlessView, _ harness: TransitionHarness,
        _ engine: @escaping () -> TransitionController<ContractBackend>
    )
        -> () -> (hidden: Int, shown: Int)
    {
        var counts = (hidden: 0, shown: 0)
        harness.frameChecks.append { _ in
            let engine = engine()
            guard engine.phase.isInFlight, engine.phase != .preparing, let shown = harness.screen.committedCopy(of: avatar)
            else { return [] }
            if shown.alpha == 0 { counts.hidden += 1 } else { counts.shown += 1 }
            return []
        }
        return { counts }
    }

    @Test func theBarsAvatarFliesIntoThePresentedProfileAndBack() throws {
        let (harness, p, avatar) = Self.presentation()
        let (menuViews, sheetViews) = (p.presenter.rootView.subviews.count, p.presented.rootView.subviews.count)
        let counts = Self.watch(avatar, harness) { p.coordination.engine }
        p.present()
        harness.run(until: { p.coordination.engine.phase == .running })
        #expect(p.coordination.engine.report?.pairs.map(\.key.id) == ["avatar"])
        let pair = try #require(p.coordination.engine.report?.pairs.first)
        #expect(abs(pair.source.quad.boundingBox.minX - 336) < 1e-6 && abs(pair.source.quad.boundingBox.minY - 54) < 1e-6)
        // Its picture is the bar's avatar.
        #expect(harness.backend.base.pictureLog.contains { $0.0 === avatar })
        harness.run(until: { !p.isTransitioning && !harness.hasScheduledWork })
        #expect(p.isPresented && avatar.alpha == 0.9)
        #expect(p.presenter.rootView.subviews.count == menuViews && p.presented.rootView.subviews.count == sheetViews)
        #expect(counts().hidden > 5 && counts().shown == 0, "\(counts())")
        // Back into the bar.
        p.dismiss()
        harness.run(until: { p.coordination.engine.phase == .running })
        #expect(p.coordination.engine.report?.pairs.map(\.key.id) == ["avatar"])
        harness.run(until: { !p.isTransitioning && !harness.hasScheduledWork })
        #expect(!p.isPresented && avatar.alpha == 0.9 && p.presenter.rootView.subviews.count == menuViews)
        #expect(counts().shown == 0)
        #expect(harness.violations.isEmpty && harness.backend.base.liveStandIns.isEmpty)
    }

    /// A dismissal turned around mid-flight: the avatar, hidden while its stand-in flew, is back
    /// as it was, and no proxy is left in either screen.
    @Test func aDismissalTurnedAroundLeavesTheBarAsItWas() throws {
        let (harness, p, avatar) = Self.presentation()
        let (menuViews, sheetViews) = (p.presenter.rootView.subviews.count, p.presented.rootView.subviews.count)
        p.present()
        harness.run(until: { !p.isTransitioning && !harness.hasScheduledWork })
        p.dismiss()
        harness.run(until: { p.coordination.engine.phase == .running })
        harness.run(for: 0.1)
        #expect(avatar.alpha == 0)
        #expect(p.coordination.current?.turnAround() == true)
        harness.run(until: { !p.isTransitioning && !harness.hasScheduledWork })
        #expect(p.isPresented && avatar.alpha == 0.9)
        #expect(p.presenter.rootView.subviews.count == menuViews && p.presented.rootView.subviews.count == sheetViews)
        #expect(harness.violations.isEmpty)
    }

    /// A push runs under the bar: an item there takes no part (a push whose only shared element is
    /// in the bar keeps UIKit's slide).
    @Test func aPushLeavesBarItemsOut() {
        let (harness, nav, grid, _, _) = navigationFixture()
        let avatar = Self.avatar(in: harness, of: grid)
        let root = HeadlessView(frame: harness.window.bounds)
        Self.profile(root)
        nav.push(FakeViewController("profile", rootView: root))
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.log.contains("system transition") && avatar.alpha == 0.9)
        #expect(harness.violations.isEmpty)
    }
}
