import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// The shared presentation fixture, its violations recorded with the seed and style.
@MainActor
private func presentation(
    _ style: TransitionStyle, seed: Int = 0, presentedContent: ((HeadlessView) -> Void)? = nil
) -> (TransitionHarness, FakePresentation) {
    let f = ContractFixtures.presentation(
        style, seed: seed, report: { Issue.record(Comment(rawValue: $0)) }, presentedContent: presentedContent)
    return (f.harness, f.presentation)
}

/// MatchCut's modal presentation on a fake that runs it as UIKit does.
@MainActor
@Suite(.allUIKitVariants) struct ModalContractTests {
    nonisolated static let styles: [TransitionStyle] = [
        .preset(.actionSheet()), .preset(.slide(from: .left, size: CGSize(width: 260, height: 0))), .preset(.fade),
        .preset(.circularReveal(from: CGPoint(x: 300, y: 700))), .preset(.diffuse(from: CGPoint(x: 60, y: 300))),
        .matched(TransitionOptions()),
    ]

    @Test(arguments: styles)
    func presentingAndDismissingKeepEveryContract(style: TransitionStyle) {
        let (harness, p) = presentation(style)
        p.present()
        harness.run(until: { p.isPresented && !p.isTransitioning })
        let size = p.container.bounds
        let frame = p.presented.rootView.frame
        let expected = p.coordination.presentedFrame(in: size)
        #expect(
            abs(frame.minX - expected.minX) + abs(frame.minY - expected.minY) + abs(frame.width - expected.width)
                + abs(frame.height - expected.height) < 1e-9)
        #expect(p.presenter.rootView.superview != nil || !p.isPartial)
        #expect(p.installedGestures == 1)
        p.dismiss()
        harness.run(until: { !p.isPresented && !p.isTransitioning })
        #expect(p.contexts.map(\.completions) == [[true], [true]])
        #expect(p.installedGestures == 0, "gestures are removed with the dismissal")
        #expect(p.presenter.rootView.superview === harness.window && p.presenter.rootView.alpha == 1)
        #expect(p.presented.rootView.superview == nil && p.presented.rootView.alpha == 1)
        // The appearance callbacks of the controllers whose views came and went: the presenter
        // only when its view left (a full-screen presentation).
        #expect(p.presented.appearances == [.willAppear, .isAppearing, .didAppear, .willDisappear, .didDisappear])
        let presenter: [AppearanceCallback] =
            p.isPartial ? [] : [.willDisappear, .didDisappear, .willAppear, .isAppearing, .didAppear]
        #expect(p.presenter.appearances == presenter, "\(style)")
        #expect(harness.violations.isEmpty)
        harness.run(for: 1)  // the hint runs out
        #expect(harness.backend.base.liveStandIns.isEmpty)
    }

    /// Review item 12: a side panel of size 260 × 0 is a full-height panel 260 wide, in the
    /// presentation controller's frame and in the plan alike.
    @Test func aPanelWithAZeroHeightIsFullHeightEverywhere() throws {
        let (harness, p) = presentation(.preset(.slide(from: .left, size: CGSize(width: 260, height: 0))))
        p.present()
        harness.run(for: 0.1)
        let plan = try #require(p.coordination.current?.controller.plan)
        let root = try #require(plan.track(for: .destinationRoot))
        let frame = p.coordination.presentedFrame(in: p.container.bounds)
        #expect(frame == CGRect(x: 0, y: 0, width: 260, height: 844))
        #expect(try root.final.quad().boundingBox == frame)
        harness.run(until: { !p.isTransitioning })
    }

    /// Review item 9: without animation, the views are placed and the transition completes at once
    /// (so `dismiss(animated: false)` then `present` works).
    @Test func notAnimatedCompletesSynchronously() {
        let (harness, p) = presentation(.preset(.fade))
        p.present(animated: false)
        #expect(p.isPresented && p.contexts.last?.completions == [true])
        p.dismiss(animated: false)
        #expect(!p.isPresented && p.contexts.last?.completions == [true])
        p.present()
        harness.run(until: { p.isPresented && !p.isTransitioning })
        #expect(harness.violations.isEmpty)
    }

    /// Pull down and the edge pan under seeded random fingers: the gesture decides before it
    /// begins, the dismissal is driven by the finger and ends as the screen shows.
    @Test(arguments: [ModalCoordination<FakeTransitionContext, ContractBackend>.Gesture.pullDown, .edgePan])
    func dismissingGesturesUnderRandomFingers(
        gesture: ModalCoordination<FakeTransitionContext, ContractBackend>.Gesture
    ) {
        var outcomes: [Bool] = []
        for seed in 0..<60 where UIKitVariant.runs(seed: seed) {
            var rng = SeededRandom(seed: UInt64(seed))
            let (harness, p) = presentation(Self.styles[seed % Self.styles.count], seed: seed)
            p.present()
            harness.run(until: { p.isPresented && !p.isTransitioning })
            harness.run(for: 0.8)  // the hint
            // The finger, in the container: down the middle, or sideways from where the swipe starts.
            let frame = p.presented.rootView.frame
            let swipe = p.coordination.edgeSwipe
            let start: CGPoint
            switch (swipe.start, swipe.toward) {
            case (.edge, .left): start = CGPoint(x: frame.maxX - 6, y: frame.midY)
            case (.edge, _): start = CGPoint(x: frame.minX + 6, y: frame.midY)
            case (.anywhere, _): start = CGPoint(x: frame.midX, y: frame.midY)
            }
            let script =
                gesture == .pullDown
                ? GestureScript.random(
                    &rng, axis: CGPoint(x: 0, y: 1), start: CGPoint(x: frame.midX, y: frame.minY + 40),
                    extent: frame.height)
                : GestureScript.random(&rng, axis: swipe.axis, start: start, extent: swipe.extent(of: frame))
            let finger = script.panSamples()
            let began = p.coordination.decide(gesture, finger[0], over: p.screen()) == .begin
            let before = p.contexts.count
            for sample in finger where began {
                p.coordination.pan(gesture, sample, in: frame) { p.dismiss() }
                harness.driver.advance(by: 1.0 / 60)
                harness.endTurn()
            }
            harness.run(until: { !p.isTransitioning && !harness.hasScheduledWork })
            if began {
                let context = p.contexts[before]
                #expect(
                    context.wasInitiallyInteractive && context.releases.count >= 1 && context.completions.count == 1,
                    "seed \(seed)")
                let finished = context.completions == [true]
                outcomes.append(finished)
                #expect(p.isPresented == !finished, "seed \(seed)")
                #expect(p.installedGestures == (finished ? 0 : 1), "seed \(seed)")
            } else {
                #expect(p.contexts.count == before && p.isPresented)
            }
            #expect(harness.violations.isEmpty && p.presented.rootView.alpha == 1, "seed \(seed)")
        }
        #expect(outcomes.count >= UIKitVariant.share(of: 20), "\(outcomes.count) dismissals began")
        if let all = UIKitVariant.acrossVariants("dismissing \(gesture)", outcomes) {
            #expect(all.contains(true) && all.contains(false), "\(all.count)")
        }
    }

    /// Review item 10: the pull-down decides before it claims the touch: upward and sideways drags,
    /// a scroll view not at its top, and a controller that is modal in presentation keep it from
    /// beginning; over a list at its top it begins, recognises alongside the list's pan, and holds
    /// the list at its top while it pulls.
    @Test func thePullDownDecidesBeforeItBegins() {
        let (harness, p) = presentation(.preset(.actionSheet()))
        p.present()
        harness.run(until: { p.isPresented && !p.isTransitioning })
        let c = p.coordination
        let frame = p.presented.rootView.frame
        let down = PanSample(
            state: .possible, location: CGPoint(x: 100, y: frame.minY + 40), velocity: CGPoint(x: 20, y: 400))
        let up = PanSample(state: .possible, location: down.location, velocity: CGPoint(x: 0, y: -400))
        let sideways = PanSample(state: .possible, location: down.location, velocity: CGPoint(x: 500, y: 50))
        let scrolled = ScrollState(
            contentOffset: CGPoint(x: 0, y: 120), contentSize: CGSize(width: 300, height: 2000),
            boundsSize: CGSize(width: 300, height: 300))
        var atTop = scrolled
        atTop.contentOffset.y = 0
        var bouncing = atTop
        bouncing.contentOffset.y = -30
        #expect(c.shouldBegin(.pullDown, down, over: p.screen()))
        #expect(!c.shouldBegin(.pullDown, up, over: p.screen()))
        #expect(!c.shouldBegin(.pullDown, sideways, over: p.screen()))
        #expect(!c.shouldBegin(.pullDown, down, over: p.screen(scrolls: [scrolled])))
        #expect(c.shouldBegin(.pullDown, down, over: p.screen(scrolls: [atTop])))
        p.presented.isModalInPresentation = true
        #expect(!c.shouldBegin(.pullDown, down, over: p.screen()))
        p.presented.isModalInPresentation = false
        #expect(c.scrollViewRecognizingAlongside(.pullDown, in: [atTop]) == 0)
        #expect(c.scrollViewRecognizingAlongside(.edgePan, in: [atTop]) == nil)
        #expect(c.heldContentOffset(for: bouncing) == nil)
        #expect(c.decide(.pullDown, down, over: p.screen(scrolls: [atTop])) == .begin)
        c.pan(.pullDown, PanSample(state: .began, location: down.location, velocity: down.velocity), in: frame) {
            p.dismiss()
        }
        #expect(c.heldContentOffset(for: bouncing) == CGPoint(x: 0, y: 0))
        c.pan(.pullDown, PanSample(state: .cancelled, location: down.location), in: frame) { p.dismiss() }
        harness.run(until: { !p.isTransitioning })
        #expect(p.isPresented && harness.violations.isEmpty)
    }

    /// Review item 22 and the coach mark: presenting again never stacks a second set of gestures,
    /// and the hint plays once.
    @Test func presentingAgainInstallsOneGestureSetAndTheHintPlaysOnce() {
        let (harness, p) = presentation(.preset(.actionSheet()))
        for _ in 0..<3 {
            p.present()
            harness.run(until: { p.isPresented && !p.isTransitioning })
            #expect(p.installedGestures == 1)
            harness.run(for: 0.9)
            p.dismiss()
            harness.run(until: { !p.isPresented && !p.isTransitioning })
            #expect(p.installedGestures == 0)
        }
        #expect(p.hints.count == 1 && !p.hintPlayer.isPlaying && harness.violations.isEmpty)
    }

    /// A close asked for during a presentation UIKit cannot cancel (no interruptible animator)
    /// lets the presentation finish, then dismisses — once UIKit's completion is over, which may be
    /// only after the next commit (``UIKitVariant/CompletionEnd``): UIKit ignores a dismissal asked
    /// for before (uikit-review-8, G2). Before: MatchCut asked on the next main-queue block.
    @Test(arguments: [TransitionStyle.preset(.fade), .preset(.actionSheet()), .matched(TransitionOptions())])
    func theFallbackDismissalWaitsForUIKitsCompletion(style: TransitionStyle) throws {
        let (harness, p) = presentation(style)
        p.interruptible = false
        p.present()
        let flow = try #require(p.coordination.current)
        harness.run(until: { flow.controller.phase == .running })
        #expect(p.coordination.requestDismissal { p.dismiss() } == .queued, "UIKit cannot cancel it: it finishes first")
        harness.run(until: { p.contexts.count == 2 && !p.isTransitioning && !harness.hasScheduledWork })
        #expect(p.dismissalsAsked == 1 && p.ignoredDismissals == 0)
        #expect(!p.isPresented && p.contexts.map(\.completions) == [[true], [true]])
        #expect(harness.violations.isEmpty)
    }

    /// A close asked for the moment the presentation has completed, while UIKit's completion is
    /// still under way (it would ignore a dismissal then), waits for it and dismisses once; a
    /// second close meanwhile asks nothing more (uikit-review-10, items 3 and 4). Before: the
    /// dismissal was asked at once and reported as performed.
    @Test func aCloseRightAfterThePresentationWaitsForUIKitAndDismissesOnce() throws {
        let (harness, p) = presentation(.preset(.fade))
        p.present()
        let flow = try #require(p.coordination.current)
        // The close comes as the flow ends: after `completeTransition`, inside UIKit's completion.
        var closes: [ScreenRequestOutcome] = []
        var uikitBusy = false
        let previous = flow.onEnd
        flow.onEnd = { finished in
            previous?(finished)
            uikitBusy = p.coordination.uikitIsTransitioning()
            closes.append(p.coordination.requestDismissal { p.dismiss() })
            closes.append(p.coordination.requestDismissal { p.dismiss() })
        }
        harness.run(until: { !closes.isEmpty })
        #expect(uikitBusy && closes == [.queued, .queued], "\(closes)")
        harness.run(until: { !p.isPresented && !p.isTransitioning && !harness.hasScheduledWork })
        #expect(!p.isPresented && p.ignoredDismissals == 0 && p.contexts.count == 2)
        #expect(harness.violations.isEmpty)
    }

    // MARK: - Second UIKit review (N items)

    /// Presents with `style` and waits until it is shown (and the hint has run out).
    private func presented(_ style: TransitionStyle) -> (TransitionHarness, FakePresentation) {
        let (harness, p) = presentation(style)
        p.present()
        harness.run(until: { p.isPresented && !p.isTransitioning })
        harness.run(for: 1)
        return (harness, p)
    }

    /// Drives `gesture` with `samples` (began first, then changes, then the release), as the
    /// recognizer would once it was allowed to begin, and runs until everything settles.
    private func drive(
        _ gesture: FakePresentation.Coordination.Gesture, _ samples: [PanSample], on p: FakePresentation,
        _ harness: TransitionHarness
    ) {
        for sample in samples {
            p.coordination.pan(gesture, sample, in: p.presented.rootView.frame) { p.dismiss() }
            harness.driver.advance(by: 1.0 / 60)
            harness.endTurn()
        }
        harness.run(until: { !p.isTransitioning && !harness.hasScheduledWork })
    }

    /// A straight swipe from `start` by `distance` along `axis`, in the container.
    private func swipe(from start: CGPoint, along axis: CGPoint, by distance: Double, speed: Double = 900)
        -> [PanSample]
    {
        (0...10).map { i in
            let d = distance * Double(i) / 10
            let translation = CGPoint(x: axis.x * d, y: axis.y * d)
            let location = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
            let velocity = CGPoint(x: axis.x * speed, y: axis.y * speed)
            return PanSample(
                state: i == 0 ? .began : i == 10 ? .ended : .changed, location: location, translation: translation,
                velocity: velocity)
        }
    }

    /// N8: every scroll view under the finger is asked: a downward drag on a horizontal carousel
    /// inside a list scrolled down scrolls the list, it does not pull the sheet; with the list at its
    /// top the pull begins, and recognises alongside the list's pan only (the one it holds).
    @Test func aCarouselInsideAScrolledListDoesNotPullTheSheetDown() {
        let (harness, p) = presented(.preset(.actionSheet()))
        let c = p.coordination
        let frame = p.presented.rootView.frame
        let carousel = ScrollState(
            contentOffset: CGPoint(x: 200, y: 0), contentSize: CGSize(width: 2000, height: 160),
            boundsSize: CGSize(width: frame.width, height: 160))
        var list = ScrollState(
            contentOffset: CGPoint(x: 0, y: 300), contentSize: CGSize(width: frame.width, height: 3000),
            boundsSize: frame.size)
        let down = PanSample(
            state: .possible, location: CGPoint(x: frame.midX, y: frame.minY + 100), translation: CGPoint(x: 0, y: 12),
            velocity: CGPoint(x: 10, y: 500))
        #expect(c.decide(.pullDown, down, over: p.screen(scrolls: [carousel, list])) == .decline)
        list.contentOffset.y = 0
        #expect(c.decide(.pullDown, down, over: p.screen(scrolls: [carousel, list])) == .begin)
        #expect(c.scrollViewRecognizingAlongside(.pullDown, in: [carousel, list]) == 1, "the list, not the carousel")
        #expect(c.scrollViewRecognizingAlongside(.pullDown, in: [carousel]) == nil)
        // A swipe sideways over the carousel away from its start scrolls the carousel.
        let sideways = PanSample(
            state: .possible, location: CGPoint(x: frame.minX + 10, y: frame.minY + 100),
            translation: CGPoint(x: 6, y: 0), velocity: CGPoint(x: 600, y: 0))
        #expect(c.decide(.edgePan, sideways, over: p.screen(scrolls: [carousel, list])) == .decline)
        #expect(c.decide(.edgePan, sideways, over: p.screen(scrolls: [list])) == .begin)
        _ = harness
    }

    /// N9: while the pull-down runs, the held list is put back at its top whenever its offset
    /// moves — its own pan moving it (a bounce down, a scroll up) in the same touch — and left
    /// alone when it is there already, so setting it never feeds back; nothing is held after.
    @Test func theHeldListIsKeptAtItsTopWheneverItMoves() {
        let (harness, p) = presented(.preset(.actionSheet()))
        let c = p.coordination
        let list = ScrollState(
            contentOffset: CGPoint(x: 0, y: -50), contentSize: CGSize(width: 300, height: 3000),
            boundsSize: CGSize(width: 300, height: 300), inset: (50, 0, 0, 0))
        var bounced = list
        bounced.contentOffset.y = -80
        var scrolled = list
        scrolled.contentOffset.y = 30
        let frame = p.presented.rootView.frame
        let pull = swipe(
            from: CGPoint(x: frame.midX, y: frame.minY + 40), along: CGPoint(x: 0, y: 1), by: 60, speed: 100)
        #expect(c.decide(.pullDown, pull[0], over: p.screen(scrolls: [list])) == .begin)
        c.pan(.pullDown, pull[0], in: frame) { p.dismiss() }
        #expect(c.heldContentOffset(for: bounced) == CGPoint(x: 0, y: -50))
        #expect(c.heldContentOffset(for: scrolled) == CGPoint(x: 0, y: -50))
        #expect(c.heldContentOffset(for: list) == nil, "already held: no write, no feedback")
        drive(.pullDown, Array(pull.dropFirst()), on: p, harness)
        #expect(c.heldContentOffset(for: bounced) == nil)
        #expect(harness.violations.isEmpty)
    }

    /// N10: the modal swipe is judged by its first touch, not where the finger is when the
    /// recognizer asks; it leaves a presented navigation controller that can pop to its own
    /// back-swipe; and a side panel goes back toward the edge it came from, swiped from anywhere
    /// on it.
    @Test func theSwipeStartsWhereTheFingerCameDownAndGoesTowardThePanelsEdge() {
        do {
            let (harness, p) = presented(.preset(.fade))
            let c = p.coordination
            // Came down 6 pt from the edge, 50 pt along by the time the recognizer asks.
            let moved = PanSample(
                state: .possible, location: CGPoint(x: 56, y: 400), translation: CGPoint(x: 50, y: 2),
                velocity: CGPoint(x: 700, y: 20))
            #expect(c.decide(.edgePan, moved, over: p.screen()) == .begin)
            let fromMiddle = PanSample(
                state: .possible, location: CGPoint(x: 256, y: 400), translation: CGPoint(x: 50, y: 2),
                velocity: CGPoint(x: 700, y: 20))
            #expect(c.decide(.edgePan, fromMiddle, over: p.screen()) == .decline)
            p.presented.containsPoppableStack = true
            #expect(c.decide(.edgePan, moved, over: p.screen()) == .decline, "the presented stack pops")
            let down = PanSample(
                state: .possible, location: CGPoint(x: 200, y: 300), translation: CGPoint(x: 0, y: 12),
                velocity: CGPoint(x: 0, y: 500))
            #expect(c.decide(.pullDown, down, over: p.screen()) == .begin)
            #expect(harness.violations.isEmpty)
        }
        let (harness, p) = presented(.preset(.slide(from: .left, size: CGSize(width: 260, height: 0))))
        let c = p.coordination
        let frame = p.presented.rootView.frame
        #expect(c.edgeSwipe.toward == .left && c.edgeSwipe.start == .anywhere)
        let inward = PanSample(
            state: .possible, location: CGPoint(x: 40, y: 400), translation: CGPoint(x: 30, y: 0),
            velocity: CGPoint(x: 600, y: 0))
        #expect(c.decide(.edgePan, inward, over: p.screen()) == .decline, "a left panel is not swiped right")
        let left = swipe(from: CGPoint(x: 200, y: 400), along: CGPoint(x: -1, y: 0), by: 200)
        #expect(c.decide(.edgePan, left[1], over: p.screen()) == .begin)
        let outside = swipe(from: CGPoint(x: 330, y: 400), along: CGPoint(x: -1, y: 0), by: 200)
        #expect(c.decide(.edgePan, outside[1], over: p.screen()) == .decline, "on the dimming, not the panel")
        drive(.edgePan, left, on: p, harness)
        #expect(!p.isPresented && p.contexts.last?.completions == [true])
        #expect(frame.width == 260 && harness.violations.isEmpty)
    }

    /// N12: dismissals by the user ask the presentation controller's delegate first and tell it:
    /// refused, the attempt is reported and nothing starts; allowed, `willDismiss` as the gesture
    /// begins and `didDismiss` once the dismissal has finished — not for a cancelled pull, and
    /// nothing at all for a dismissal by code. A tap on the dimming follows the same rules.
    @Test func userDismissalsAskTheDelegateAndTellItWhenTheyBeginAndEnd() {
        let (harness, p) = presented(.preset(.actionSheet()))
        let c = p.coordination
        let frame = p.presented.rootView.frame
        let pull = swipe(
            from: CGPoint(x: frame.midX, y: frame.minY + 40), along: CGPoint(x: 0, y: 1), by: frame.height * 0.8)
        p.delegateAllowsDismissal = false
        #expect(c.decide(.pullDown, pull[1], over: p.screen()) == .refusedByDelegate)
        #expect(p.delegateLog == ["shouldDismiss", "didAttemptToDismiss"] && p.contexts.count == 1)
        p.tapDimming()
        #expect(p.delegateLog.suffix(2) == ["shouldDismiss", "didAttemptToDismiss"] && p.isPresented)
        // A cancelled pull: told it begins, never that it ended.
        p.delegateAllowsDismissal = true
        let short = swipe(
            from: CGPoint(x: frame.midX, y: frame.minY + 40), along: CGPoint(x: 0, y: 1), by: 20, speed: 10)
        #expect(c.decide(.pullDown, short[1], over: p.screen()) == .begin)
        drive(.pullDown, short, on: p, harness)
        #expect(p.isPresented && p.delegateLog.suffix(2) == ["shouldDismiss", "willDismiss"])
        // A finished pull: will, then did once it is gone.
        #expect(c.decide(.pullDown, pull[1], over: p.screen()) == .begin)
        drive(.pullDown, pull, on: p, harness)
        #expect(!p.isPresented && p.delegateLog.suffix(3) == ["shouldDismiss", "willDismiss", "didDismiss"])
        // By code: nothing.
        p.present()
        harness.run(until: { p.isPresented && !p.isTransitioning })
        let told = p.delegateLog.count
        p.dismiss()
        harness.run(until: { !p.isPresented && !p.isTransitioning && !harness.hasScheduledWork })
        #expect(p.delegateLog.count == told)
        // A tap on the dimming.
        p.present()
        harness.run(until: { p.isPresented && !p.isTransitioning })
        p.tapDimming()
        harness.run(until: { !p.isPresented && !p.isTransitioning && !harness.hasScheduledWork })
        #expect(p.delegateLog.suffix(3) == ["shouldDismiss", "willDismiss", "didDismiss"])
        // Modal in presentation: the attempt, without asking.
        p.present()
        harness.run(until: { p.isPresented && !p.isTransitioning })
        p.presented.isModalInPresentation = true
        #expect(c.decide(.pullDown, pull[1], over: p.screen()) == .blockedByModal)
        #expect(p.delegateLog.last == "didAttemptToDismiss" && p.delegateLog.dropLast().last == "didDismiss")
        #expect(harness.violations.isEmpty)
    }

    /// N14: the gestures work in the container's coordinates, where the presented view of a
    /// partial presentation is not at the origin: the swipe starts at the sheet's own leading
    /// edge, on the sheet, and a whole swipe is the sheet's width.
    @Test func gesturesAreJudgedInContainerPoints() {
        let (harness, p) = presented(.preset(.actionSheet(size: CGSize(width: 300, height: 300))))
        let c = p.coordination
        let frame = p.presented.rootView.frame
        #expect(frame.minX == 45 && frame.minY == 544)
        let atSheetEdge = PanSample(
            state: .possible, location: CGPoint(x: 90, y: 700), translation: CGPoint(x: 40, y: 0),
            velocity: CGPoint(x: 600, y: 0))
        #expect(c.decide(.edgePan, atSheetEdge, over: p.screen()) == .begin)
        let onTheDimming = PanSample(
            state: .possible, location: CGPoint(x: 50, y: 700), translation: CGPoint(x: 40, y: 0),
            velocity: CGPoint(x: 600, y: 0))
        #expect(c.decide(.edgePan, onTheDimming, over: p.screen()) == .decline)
        let above = PanSample(
            state: .possible, location: CGPoint(x: 90, y: 300), translation: CGPoint(x: 40, y: 0),
            velocity: CGPoint(x: 600, y: 0))
        #expect(c.decide(.edgePan, above, over: p.screen()) == .decline)
        // The whole swipe is the sheet's width: 150 pt is half of it.
        let half = swipe(from: CGPoint(x: 50, y: 700), along: CGPoint(x: 1, y: 0), by: 150, speed: 0)
        c.pan(.edgePan, half[0], in: frame) { p.dismiss() }
        harness.endTurn()
        c.pan(.edgePan, half[10].with(state: .changed), in: frame) { p.dismiss() }
        harness.run(until: { c.engine.phase == .interactive })  // UIKit starts it, the pictures follow
        #expect(abs(c.engine.progress - 0.5) < 1e-9)
        c.pan(.edgePan, half[10].with(state: .cancelled), in: frame) { p.dismiss() }
        harness.run(until: { !p.isTransitioning && !harness.hasScheduledWork })
        #expect(p.isPresented && harness.violations.isEmpty)
    }

    @Test func thePullDownDecidesBeforeItClaimsTheTouch() {
        let c = ModalCoordination<FakeTransitionContext, ContractBackend>(
            style: .preset(.fade), backend: { ContractBackend(HeadlessBackend()) }, driver: { ManualFrameDriver() })
        let size = CGSize(width: 390, height: 844)
        let up = PanSample(state: .possible, location: CGPoint(x: 100, y: 100), velocity: CGPoint(x: 0, y: -300))
        let down = PanSample(state: .possible, location: CGPoint(x: 100, y: 100), velocity: CGPoint(x: 0, y: 300))
        let screen = PresentedScreen(frame: CGRect(origin: .zero, size: size))
        var modal = screen
        modal.isModalInPresentation = true
        #expect(c.decide(.pullDown, up, over: screen) == .decline)
        #expect(c.decide(.pullDown, down, over: screen) == .begin)
        #expect(c.decide(.pullDown, down, over: modal) == .blockedByModal)
    }

    @Test func dimmingIsBetweenTheTwoScreens() throws {
        let (_, _, flow) = runFlow(.presentSheet, style: .preset(.actionSheet()))
        let plan = try #require(flow.controller.plan)
        let dimming = try #require(plan.track(for: .dimming))
        #expect(plan.track(for: .destinationRoot).map { $0.zIndex > dimming.zIndex } == true)
    }

    @Test func aPanelOfZeroHeightIsFullHeightInThePlan() throws {
        let (_, _, flow) = runFlow(
            .presentSheet, style: .preset(.slide(from: .left, size: CGSize(width: 260, height: 0))))
        let root = try #require(flow.controller.plan?.track(for: .destinationRoot))
        #expect(try root.final.quad().boundingBox == CGRect(x: 0, y: 0, width: 260, height: 844))
    }

    /// The point a reveal starts from, given in a button's coordinates, in the window's (the root
    /// of its tree, where the presentation's container lies) — through a scrolled, scaled parent.
    @Test func aRevealPointIsInTheWindowsCoordinates() {
        let window = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        list.bounds.origin = CGPoint(x: 0, y: 250)  // scrolled 250 pt
        let button = HeadlessView(frame: CGRect(x: 300, y: 400, width: 44, height: 44))
        window.addSubview(list)
        list.addSubview(button)
        let point = TransitionPreset.revealPoint(CGPoint(x: 22, y: 22), in: button)
        #expect(abs(point.x - 322) < 1e-9 && abs(point.y - (100 - 250 + 400 + 22)) < 1e-9)
    }

    @Test func thePullDownIsRemovedWithTheDismissal() {
        let harness = TransitionHarness()
        let presenter = FakeViewController("menu", rootView: HeadlessView(frame: harness.window.bounds))
        let presented = FakeViewController("sheet", rootView: HeadlessView(frame: harness.window.bounds))
        presented.rootView.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
        let p = FakePresentation(presenter: presenter, presented: presented, style: .preset(.fade), in: harness)
        p.present()
        harness.run(until: { p.isPresented && !p.isTransitioning })
        p.dismiss()
        harness.run(until: { !p.isPresented && !p.isTransitioning })
        #expect(p.installedGestures == 0)
    }

    /// N17: every screen given a `matchCutTransition` has its own delegate, yet the pull-down hint plays
    /// once for the app (the record is shared); and a dismissal that begins while the hint plays
    /// stops it, so it never glides over the leaving sheet.
    @Test func theHintPlaysOncePerAppAndStopsWhenADismissalBegins() {
        let record = PullDownHintRecord()
        var played: [Int] = []
        for round in 0..<3 {
            let (harness, p) = ContractFixtures.presentation(.preset(.actionSheet()), seed: round, hintRecord: record) {
                Issue.record(Comment(rawValue: $0))
            }
            p.present()
            harness.run(until: { p.isPresented && !p.isTransitioning })
            played.append(p.hints.count)
            if round == 0 {
                #expect(p.hintPlayer.isPlaying, "the first presentation plays the hint")
                p.dismiss()
                harness.run(for: 1.0 / 60)
                #expect(p.hintStops == 1 && !p.hintPlayer.isPlaying, "the dismissal stopped the hint")
                harness.run(until: { !p.isPresented && !p.isTransitioning })
            }
            #expect(harness.violations.isEmpty)
        }
        #expect(played == [1, 0, 0] && record.hasPlayed)
    }

    /// The presentation controller as UIKit calls it (before the start, after the completion, and
    /// `containerViewWillLayoutSubviews` in every layout pass): the presenter is dimmed by the
    /// transition's stand-in while a transition flies and by the persistent dimming while the
    /// sheet is shown — on every committed frame one or the other, never both (the harness checks
    /// each frame; the old fake had no presentation controller at all).
    @Test func thePresentationControllersDimmingHandsOverEveryFrame() throws {
        let (harness, p) = ContractFixtures.presentation(.preset(.actionSheet())) {
            Issue.record(Comment(rawValue: $0))
        }
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
}

extension PanSample {
    /// The same numbers in another state.
    fileprivate func with(state: RecognizerState) -> PanSample {
        PanSample(state: state, location: location, translation: translation, velocity: velocity)
    }
}
