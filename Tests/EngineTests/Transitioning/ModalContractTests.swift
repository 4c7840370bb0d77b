import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

@MainActor
private func presentation(
    _ style: TransitionStyle, seed: Int = 0, presentedContent: ((HeadlessView) -> Void)? = nil
) -> (TransitionHarness, FakePresentation) {
    let harness = TransitionHarness()
    harness.onViolation = { Issue.record("seed \(seed) \(style): \($0)") }
    let size = harness.window.bounds.size
    let menu = HeadlessView(frame: CGRect(origin: .zero, size: size))
    menu.name = "menu"
    menu.backgroundColor = RGBAColor(red: 0.95, green: 0.95, blue: 0.97)
    for i in 0..<5 {
        let row = HeadlessView(frame: CGRect(x: 0, y: 120 + Double(i) * 50, width: size.width, height: 44))
        row.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
        menu.addSubview(row)
    }
    let sheet = HeadlessView(frame: CGRect(origin: .zero, size: size))
    sheet.name = "sheet"
    sheet.backgroundColor = RGBAColor(red: 0.2, green: 0.6, blue: 0.7)
    let title = HeadlessView(frame: CGRect(x: 20, y: 24, width: 200, height: 30))
    title.content = .text(TextContent("Share"))
    sheet.addSubview(title)
    presentedContent?(sheet)
    let p = FakePresentation(
        presenter: FakeViewController("menu", rootView: menu), presented: FakeViewController("sheet", rootView: sheet),
        style: style, in: harness)
    harness.endTurn()
    harness.backend.noteScreen(harness.window)
    return (harness, p)
}

/// A finger's samples for a dismissing gesture (in the presented view's space), from a seeded
/// script along `axis`.
private func samples(_ script: GestureScript) -> [PanSample] {
    var result: [PanSample] = []
    var previous = CGPoint.zero
    for (i, s) in script.samples.enumerated() {
        let velocity = CGPoint(x: (s.translation.x - previous.x) * 60, y: (s.translation.y - previous.y) * 60)
        previous = s.translation
        let location = CGPoint(x: script.start.x + s.translation.x, y: script.start.y + s.translation.y)
        result.append(
            PanSample(
                state: i == 0 ? .began : .changed, location: location, translation: s.translation, velocity: velocity))
    }
    let last = result[result.count - 1]
    result.append(
        PanSample(
            state: .ended, location: last.location, translation: last.translation, velocity: script.releaseVelocity))
    return result
}

/// MatchCut's modal presentation on a fake that runs it as UIKit does.
@MainActor
@Suite struct ModalContractTests {
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
        for seed in 0..<60 {
            var rng = SeededRandom(seed: UInt64(seed))
            let (harness, p) = presentation(Self.styles[seed % Self.styles.count], seed: seed)
            p.present()
            harness.run(until: { p.isPresented && !p.isTransitioning })
            harness.run(for: 0.8)  // the hint
            let size = p.presented.rootView.bounds.size
            let script =
                gesture == .pullDown
                ? GestureScript.random(
                    &rng, axis: CGPoint(x: 0, y: 1), start: CGPoint(x: size.width / 2, y: 40), extent: size.height)
                : GestureScript.random(
                    &rng, axis: CGPoint(x: 1, y: 0), start: CGPoint(x: 6, y: size.height / 2), extent: size.width)
            let finger = samples(script)
            let began = p.coordination.shouldBegin(
                gesture, finger[0], size: size, scroll: nil, isModalInPresentation: false)
            let before = p.contexts.count
            for sample in finger where began {
                p.coordination.pan(gesture, sample, size: size) { p.dismiss() }
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
        #expect(outcomes.count >= 20 && outcomes.contains(true) && outcomes.contains(false), "\(outcomes.count)")
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
        let size = p.presented.rootView.bounds.size
        let down = PanSample(state: .possible, location: CGPoint(x: 100, y: 40), velocity: CGPoint(x: 20, y: 400))
        let up = PanSample(state: .possible, location: CGPoint(x: 100, y: 40), velocity: CGPoint(x: 0, y: -400))
        let sideways = PanSample(state: .possible, location: CGPoint(x: 100, y: 40), velocity: CGPoint(x: 500, y: 50))
        let scrolled = ScrollState(
            contentOffset: CGPoint(x: 0, y: 120), contentSize: CGSize(width: 300, height: 2000),
            boundsSize: CGSize(width: 300, height: 300))
        var atTop = scrolled
        atTop.contentOffset.y = 0
        #expect(c.shouldBegin(.pullDown, down, size: size, scroll: nil, isModalInPresentation: false))
        #expect(!c.shouldBegin(.pullDown, up, size: size, scroll: nil, isModalInPresentation: false))
        #expect(!c.shouldBegin(.pullDown, sideways, size: size, scroll: nil, isModalInPresentation: false))
        #expect(!c.shouldBegin(.pullDown, down, size: size, scroll: scrolled, isModalInPresentation: false))
        #expect(c.shouldBegin(.pullDown, down, size: size, scroll: atTop, isModalInPresentation: false))
        #expect(!c.shouldBegin(.pullDown, down, size: size, scroll: nil, isModalInPresentation: true))
        #expect(c.recognizesAlongsideScrollView(.pullDown) && !c.recognizesAlongsideScrollView(.edgePan))
        #expect(c.heldContentOffset(for: atTop) == nil)
        c.pan(.pullDown, PanSample(state: .began, location: down.location, velocity: down.velocity), size: size) {
            p.dismiss()
        }
        #expect(c.heldContentOffset(for: atTop) == CGPoint(x: 0, y: 0))
        c.pan(.pullDown, PanSample(state: .cancelled, location: down.location), size: size) { p.dismiss() }
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
}
