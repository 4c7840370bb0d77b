import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// What UIKit does where the earlier fakes were more lenient than UIKit (uikit-review-5, items 1–8
/// of issue 19): each test fails against the lenient behaviour, named in its comment, and passes
/// under every ``UIKitVariant``.
@MainActor
@Suite(.allUIKitVariants) struct UIKitBehaviourContractTests {
    private func navigation(seed: Int = 0) -> (
        TransitionHarness, FakeNavigationController, FakeViewController, FakeViewController, FakeViewController
    ) {
        let f = ContractFixtures.navigation(seed: seed) { Issue.record(Comment(rawValue: $0)) }
        return (f.harness, f.nav, f.grid, f.detail, f.settings)
    }

    /// Lets UIKit ask the delegate (at once, or in the layout pass at the end of this turn).
    private func delegateAsked(_ harness: TransitionHarness, _ nav: FakeNavigationController) {
        if nav.variant.delegateTiming == .nextLayoutPass { harness.endTurn() }
    }

    private func pan(_ state: GestureState, x: Double, start: Double = 6, velocity: Double = 0) -> PanSample {
        PanSample(
            state: state, location: CGPoint(x: start + x, y: 400), translation: CGPoint(x: x, y: 0),
            velocity: CGPoint(x: velocity, y: 0))
    }

    // MARK: - 1. Pausing needs a vended interaction controller

    /// The fake itself: `pauseInteractiveTransition` on a transition without an interaction
    /// controller is ignored, even when interruptible (the old fake honoured it).
    @Test func item1_aPauseWithoutAnInteractionControllerIsIgnored() {
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
    @Test func item1_aTapStartedPushCanBeCaughtBecauseMatchCutVendsItsInteractionController() throws {
        let (harness, nav, _, detail, _) = navigation()
        nav.push(detail)
        delegateAsked(harness, nav)
        let flow = try #require(nav.coordination.current)
        harness.run(until: { flow.controller.phase == .running })
        harness.run(for: 0.1)
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

    // MARK: - 2. Requests during a transition are dropped by UIKit

    /// The back button during a push that cannot be turned around (not interruptible): the push
    /// finishes, then MatchCut pops on the next turn — after UIKit's completion, so UIKit does not
    /// drop it (before: the pop was asked inside the completion, and the old fake, which queued it,
    /// could not see it dropped).
    @Test func item2_theFallbackPopWaitsForUIKitsCompletion() throws {
        let (harness, nav, grid, detail, _) = navigation()
        nav.interruptible = false
        nav.push(detail)
        delegateAsked(harness, nav)
        let flow = try #require(nav.coordination.current)
        harness.run(until: { flow.controller.phase == .running })
        #expect(nav.coordination.pop() == .queued, "not interruptible: it finishes, then pops")
        harness.run(until: { nav.contexts.count == 2 && !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.dropped.isEmpty && nav.viewControllers.map(\.title) == ["grid"])
        #expect(nav.contexts.map(\.completions) == [[true], [true]] && grid.rootView.superview === nav.view)
        #expect(harness.violations.isEmpty)
    }

    /// A pop asked of MatchCut during an interruptible push turns it around: the stack ends as
    /// before the push, and nothing was left to UIKit.
    @Test func item2_aPopDuringAPushTurnsItAround() throws {
        let (harness, nav, grid, detail, _) = navigation()
        nav.push(detail)
        delegateAsked(harness, nav)
        let flow = try #require(nav.coordination.current)
        harness.run(until: { flow.controller.phase == .running })
        harness.run(for: 0.08)
        #expect(nav.coordination.pop() == .turnedAround)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.contexts.last?.completions == [false] && nav.viewControllers.map(\.title) == ["grid"])
        #expect(grid.rootView.superview === nav.view && detail.rootView.superview == nil)
        #expect(nav.dropped.isEmpty && harness.violations.isEmpty)
    }

    /// A pop asked for while a finger holds a caught push waits for the push — and is dropped when
    /// the finger sends the push back (before: it ran anyway, popping one screen too many).
    @Test func item2_aRequestQueuedBehindACancelledTransitionIsDropped() throws {
        let (harness, nav, _, detail, _) = navigation()
        nav.push(detail)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        let zoomRoot = HeadlessView(frame: harness.window.bounds)
        zoomRoot.matchScope = "item-2"
        zoomRoot.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0)
        let zoomed = HeadlessView(frame: CGRect(x: 20, y: 300, width: 350, height: 500))
        zoomed.matchID = "photo"
        zoomed.backgroundColor = RGBAColor(red: 0.4, green: 0.5, blue: 0.7)
        zoomRoot.addSubview(zoomed)
        nav.push(FakeViewController("zoom", rootView: zoomRoot))
        delegateAsked(harness, nav)
        let flow = try #require(nav.coordination.current)
        harness.run(until: { flow.controller.phase == .running })
        harness.run(for: 0.08)
        let engine = nav.coordination.engine
        let photo = try #require(engine.standIns.first { $0.track.role == .pair(0) })
        let center = try #require(engine.currentFrames().first { $0.id == photo.track.id }).state.center
        nav.coordination.catchPan(PanSample(state: .began, location: center, translation: .zero, velocity: .zero))
        #expect(nav.coordination.pop() == .queued, "a finger holds the push")
        let back = CGPoint(x: 0, y: -200)
        nav.coordination.catchPan(PanSample(state: .changed, location: center, translation: back, velocity: .zero))
        nav.coordination.catchPan(
            PanSample(state: .ended, location: center, translation: back, velocity: CGPoint(x: 0, y: -1200)))
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.contexts.last?.completions == [false], "the finger sent the push back")
        #expect(nav.viewControllers.map(\.title) == ["grid", "detail"], "the queued pop was dropped")
        #expect(nav.dropped.isEmpty && harness.violations.isEmpty)
    }

    // MARK: - 3. When the delegate is asked

    /// Pan-to-pop with the delegate asked in the layout pass after `popViewController` (forced
    /// here): the pop is still MatchCut's and interactive from the start, and the finger's moves
    /// before UIKit asked reach it (before: the pan was forgotten once the call returned without a
    /// flow, and the first 10 pt of a swipe popped the screen by itself).
    @Test func item3_panToPopWorksWhenTheDelegateIsAskedInTheNextLayoutPass() throws {
        try UIKitVariant.$current.withValue(UIKitVariant(delegateTiming: .nextLayoutPass)) {
            let (harness, nav, grid, detail, _) = navigation()
            nav.push(detail)
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            #expect(nav.coordination.panShouldBegin(pan(.began, x: 12, velocity: 400), fullWidth: false, scrolls: []))
            nav.coordination.pan(pan(.began, x: 12, velocity: 400))
            nav.coordination.pan(pan(.changed, x: 120, velocity: 400))
            #expect(nav.coordination.current == nil, "not asked yet")
            harness.endTurn()  // the layout pass: UIKit asks, and starts
            harness.run(for: 1.0 / 60)  // in flight: what the finger did reaches UIKit
            let context = try #require(nav.context)
            #expect(context.wasInitiallyInteractive && context.updates.last.map { abs($0 - 114.0 / 390) < 0.02 } == true)
            nav.coordination.pan(pan(.ended, x: 250, velocity: 900))
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            #expect(context.completions == [true] && nav.viewControllers.map(\.title) == ["grid"])
            #expect(grid.rootView.superview === nav.view && harness.violations.isEmpty)
        }
    }

    // MARK: - 4. A paused animator must not be released

    /// A transition freed in flight (its window's root replaced): the flow stops UIKit's
    /// interruptible animator before it goes (before: released paused, which UIKit answers with
    /// `NSInternalInconsistencyException`; the old fake's companion had no state).
    @Test(arguments: [UIKitStage.Arrangement.push, .present])
    func item4_anAbandonedTransitionStopsItsAnimatorBeforeRelease(arrangement: UIKitStage.Arrangement) async {
        let harness = TransitionHarness()
        weak var freedCompanion: FakeCompanion?
        weak var freedFlow: TransitionFlow<FakeTransitionContext, ContractBackend>?
        weak var freedContext: FakeTransitionContext?
        do {
            let stage = UIKitStage(arrangement, in: harness)
            stage.context.onViolation = harness.report
            harness.endTurn()
            let flow = TransitionFlow<FakeTransitionContext, ContractBackend>(
                kind: arrangement.kind, style: .matched(TransitionOptions()), backend: harness.backend,
                driver: harness.driver)
            harness.startInCommit { flow.animate(using: stage.context) }
            let companion = harness.makeCompanion()
            stage.context.companion = companion
            flow.companion = companion
            freedCompanion = companion
            freedFlow = flow
            freedContext = stage.context
            harness.run(for: 0.1)
            let active = flow.isInFlight && companion.state == .active
            #expect(active)
        }
        // (Off the main thread — as Swift Testing may run this — the flow's clean-up is the main
        // actor's next job; on a device UIKit releases it on the main thread and it runs in place.)
        for _ in 0..<3 { await Task.yield() }
        harness.checkReleasedCompanions()
        #expect(freedFlow == nil && freedContext == nil, "UIKit's context and the flow are gone")
        #expect(freedCompanion == nil, "UIKit's context and the flow are gone")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    /// The fake enforces UIKit's rule: a companion released while active is a violation.
    @Test func item4_theFakeReportsAnAnimatorReleasedWhilePaused() {
        let harness = TransitionHarness()
        do { _ = harness.makeCompanion() }
        harness.checkReleasedCompanions()
        #expect(harness.violations.count == 1 && harness.violations[0].contains("released while active"))
    }

    // MARK: - 5. iOS 26's content back swipe

    /// A swipe from the middle of the screen, under every variant of the content recognizer:
    /// with it (iOS 26), MatchCut's full-width pan takes the swipe between matched screens — a
    /// flight under the finger, never UIKit's slide or a MatchCut pop playing by itself — and
    /// declines elsewhere, leaving the system's content swipe as it is (UIKit's own pop where UIKit
    /// runs it); without it, a middle swipe does nothing unless the app asked for the full-width
    /// pan (then MatchCut's pan pops everywhere). Where the app switched the content swipe off,
    /// nothing pops from mid-screen.
    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func item5_theContentBackSwipe(matching: Bool, requested: Bool) throws {
        for enabled in [true, false] {
            let (harness, nav, grid, detail, settings) = navigation()
            nav.fullWidthPanRequested = requested
            nav.contentPopGestureEnabled = enabled
            let top = matching ? detail : settings
            nav.push(top)
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            let samples = [
                pan(.began, x: 14, start: 150, velocity: 600), pan(.changed, x: 160, start: 150, velocity: 900),
                pan(.ended, x: 220, start: 150, velocity: 900),
            ]
            let logBefore = nav.log.count
            let taker = nav.contentSwipe(samples)
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            let recognizer = nav.variant.contentPopRecognizer
            let expected: String =
                if !enabled && recognizer != .absent { "nobody" }
                else if requested || (matching && recognizer != .absent) { "matchCut" }
                else if recognizer == .runs { "system" }
                else { "nobody" }
            #expect(taker == expected, "matching \(matching), requested \(requested), enabled \(enabled)")
            switch taker {
            case "matchCut":
                let context = try #require(nav.contexts.last)
                #expect(context.wasInitiallyInteractive && context.completions == [true])
                #expect(nav.viewControllers.map(\.title) == ["grid"] && grid.rootView.superview === nav.view)
                #expect(!nav.log[logBefore...].contains("system transition"))
            case "system":
                #expect(nav.log[logBefore...].contains("system transition") && nav.viewControllers.count == 1)
            default:
                #expect(nav.viewControllers.count == 2)
            }
            #expect(harness.violations.isEmpty)
        }
    }

    /// A screen that opted out of MatchCut's pan keeps the system's content swipe where UIKit
    /// lets it run (UIKit's own pop, never MatchCut's by itself).
    @Test func item5_anOptedOutScreenKeepsTheSystemsContentSwipe() {
        let (harness, nav, _, detail, _) = navigation()
        detail.allowsPanToPop = false
        nav.push(detail)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        let taker = nav.contentSwipe([pan(.began, x: 14, start: 150, velocity: 600)])
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        let expected = nav.variant.contentPopRecognizer == .runs ? "system" : "nobody"
        #expect(taker == expected)
        if taker == "system" { #expect(nav.log.contains("system transition") && nav.viewControllers.count == 1) }
        #expect(harness.violations.isEmpty)
    }

    // MARK: - 6. Touches mid-flight

    /// The arriving screen's own round back button, tapped while the push flies: UIKit's
    /// hit-testing never reaches it (its screen is covered or faded out, and UIKit's container may
    /// ignore touches: both variants), MatchCut's touch surface does, and its action — MatchCut's
    /// `pop()` — turns the push around (before: no surface; the fake did not deliver touches at
    /// all, and the sample's buttons could not be tapped mid-flight).
    @Test func item6_theArrivingScreensBackButtonCanBeTappedMidFlight() throws {
        let (harness, nav, grid, detail, _) = navigation()
        let back = HeadlessView(frame: CGRect(x: 16, y: 60, width: 40, height: 40))
        back.name = "back button"
        back.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
        var outcomes: [NavigationCoordination<FakeNavigationController, FakeTransitionContext, ContractBackend>.RequestOutcome] = []
        back.onTap = { outcomes.append(nav.coordination.pop()) }
        detail.rootView.addSubview(back)
        nav.push(detail)
        delegateAsked(harness, nav)
        let flow = try #require(nav.coordination.current)
        harness.run(until: { flow.controller.phase == .running })
        harness.run(for: 0.05)
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

    /// A sheet's close button, tapped while the presentation flies: its action (MatchCut's
    /// `requestDismissal`, which UIKit's `dismiss` would ignore mid-presentation) turns the
    /// presentation around; a pull-down on the surface catches it — whether or not UIKit's
    /// container takes touches.
    @Test(arguments: [false, true])
    func item6_aPresentationCanBeClosedOrPulledDownMidFlight(pull: Bool) throws {
        let (harness, p) = ContractFixtures.presentation(.preset(.actionSheet())) { Issue.record(Comment(rawValue: $0)) }
        var closes: [ModalCoordination<FakeTransitionContext, ContractBackend>.RequestOutcome] = []
        let close = HeadlessView(frame: CGRect(x: 265, y: 16, width: 44, height: 44))
        close.name = "close button"
        close.onTap = { closes.append(p.coordination.requestDismissal { p.dismiss() }) }
        p.presented.rootView.addSubview(close)
        p.present()
        harness.run(until: { p.coordination.current?.controller.phase == .running })
        harness.run(for: 0.05)
        let context = try #require(p.contexts.last)
        if pull {
            let start = CGPoint(x: 195, y: 700)
            let samples = [
                PanSample(state: .began, location: start, translation: CGPoint(x: 0, y: 12), velocity: CGPoint(x: 0, y: 800)),
                PanSample(state: .changed, location: start, translation: CGPoint(x: 0, y: 80), velocity: CGPoint(x: 0, y: 800)),
                PanSample(state: .ended, location: start, translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 1500)),
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

    // MARK: - 7. Layout does real work

    /// A detail laid out from its safe area (its photo under the status bar's inset), which it has
    /// only once it is in the window: matched detached (no insets), started in the container (the
    /// insets arrive, the layout moves the photo down). The flight lands where the layout put the
    /// photo, so nothing jumps at the end (before: `layoutNow()` did nothing headless, and "no
    /// jump" was shown only for layouts that never move).
    @Test func item7_theFlightLandsWhereTheLayoutInTheWindowPutsIt() throws {
        let (harness, nav, _, detail, _) = navigation()
        harness.window.windowSafeAreaInsets = (top: 47, left: 0, bottom: 34, right: 0)
        let photo = try #require(detail.rootView.subviews.first)
        detail.rootView.layout = { root in
            photo.frame = CGRect(x: 0, y: 100 + root.safeAreaInsets.top, width: root.bounds.width, height: 300)
        }
        detail.rootView.removeFromSuperview()
        detail.rootView.layoutNow()
        #expect(photo.frame.minY == 100, "detached: no safe area")
        nav.push(detail)
        delegateAsked(harness, nav)
        let flow = try #require(nav.coordination.current)
        harness.run(until: { flow.controller.plan != nil })
        #expect(photo.frame.minY == 147, "in the window: the inset arrived")
        let plan = try #require(flow.controller.plan)
        let track = try #require(plan.track(for: .pair(0)))
        let landing = track.state(at: max(plan.duration, track.end)).center
        let placed = try photo.convertedRect(photo.bounds, to: nav.view)
        #expect(abs(landing.x - placed.midX) < 1e-6 && abs(landing.y - placed.midY) < 1e-6)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.contexts.last?.completions == [true] && photo.alpha == 1 && photo.frame.minY == 147)
        #expect(harness.violations.isEmpty)
    }

    /// The presentation controller as UIKit calls it (before the start, after the completion, and
    /// `containerViewWillLayoutSubviews` in every layout pass): the presenter is dimmed by the
    /// transition's stand-in while a transition flies and by the persistent dimming while the
    /// sheet is shown — on every committed frame one or the other, never both (the harness checks
    /// each frame; the old fake had no presentation controller at all).
    @Test func item7_thePresentationControllersDimmingHandsOverEveryFrame() throws {
        let (harness, p) = ContractFixtures.presentation(.preset(.actionSheet())) { Issue.record(Comment(rawValue: $0)) }
        p.present()
        let dimming = try #require(p.dimmingView)
        harness.run(until: { p.coordination.current?.controller.phase == .running })
        #expect(dimming.alpha == 0, "the stand-in dims while it flies")
        harness.run(until: { p.isPresented && !p.isTransitioning && !harness.hasScheduledWork })
        #expect(dimming.alpha == 1 && dimming.superview === p.container)
        p.dismiss()
        #expect(dimming.alpha == 0, "handed back as the dismissal begins")
        harness.run(until: { !p.isPresented && !p.isTransitioning && !harness.hasScheduledWork })
        #expect(p.dimmingView == nil && dimming.superview == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // MARK: - 8. Pictures are not perfect

    /// A video (or blur, Metal, web view) in the flight: a picture of it comes back blank on a
    /// device, and the fake says so — forced to picture it (`.content(.both…)`), the harness
    /// reports a blank picture of a view that showed content (the old fake pictured it perfectly).
    /// By default MatchCut flies it live instead: no blank picture, and it lands where the photo
    /// is, back in its cell at the end (push: the video is the source) — or, arriving, the
    /// source's picture alone flies (pop: the video is the destination).
    @Test(arguments: [UIKitStage.Arrangement.push, .pop])
    func item8_compositedContentFliesLiveNotAsABlankPicture(arrangement: UIKitStage.Arrangement) {
        let video = CompositedContent(.video, color: RGBAColor(red: 0.1, green: 0.1, blue: 0.2))
        func makeVideo(_ stage: UIKitStage) {
            stage.thumbnail.backgroundColor = nil
            stage.thumbnail.content = .composited(video)
        }
        var forced: [String] = []
        _ = ContractFixtures.flow(arrangement, report: { forced.append($0) }) { stage in
            makeVideo(stage)
            for view in [stage.thumbnail, stage.photo] { view.transitionModifiers = [.content(.both(fade: .cross, fit: .auto))] }
        }
        #expect(forced.contains { $0.contains("blank picture") }, "the fake pictures composited content blank")
        let (harness, stage, flow) = ContractFixtures.flow(arrangement, report: { Issue.record(Comment(rawValue: $0)) }) {
            makeVideo($0)
        }
        #expect(flow.isComplete && harness.violations.isEmpty)
        #expect(stage.thumbnail.content == .composited(video) && stage.thumbnail.alpha == 1)
        #expect(stage.thumbnail.superview != nil && stage.thumbnail.superview?.matchScope == "item-4")
    }

    // MARK: - The engine lets go

    /// uikit-review-5, F6: after a pop, nothing of the popped screen is kept by the engine (it
    /// lives as long as the navigation controller).
    @Test func theEngineLetsGoOfTheLastTransitionsViews() {
        let (harness, nav, _, _, _) = navigation()
        weak var freed: HeadlessView?
        do {
            let detail = ContractFixtures.screens(size: harness.window.bounds.size).detail
            freed = detail.rootView.subviews.first
            nav.push(detail)
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            nav.pop()
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        }
        #expect(nav.coordination.engine.report == nil && nav.coordination.engine.snapshotPlan == nil)
        #expect(harness.violations.isEmpty)
        _ = freed
    }
}
