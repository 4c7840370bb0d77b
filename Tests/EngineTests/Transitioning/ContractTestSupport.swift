import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// Runs `arrangement` through a transition flow on a new harness until UIKit was told it
/// completed, recording every violation as an issue (``ContractFixtures/flow``).
@MainActor
@discardableResult
func runFlow(
    _ arrangement: UIKitStage.Arrangement, interactive: Bool = false, animated: Bool = true,
    style: TransitionStyle = .matched(TransitionOptions()), appShowsOriginals: Bool = false,
    prepare: (UIKitStage) -> Void = { _ in },
    during: ((TransitionFlow<FakeTransitionContext, ContractBackend>, TransitionHarness) -> Void)? = nil
) -> (TransitionHarness, UIKitStage, TransitionFlow<FakeTransitionContext, ContractBackend>) {
    ContractFixtures.flow(
        arrangement, interactive: interactive, animated: animated, style: style, appShowsOriginals: appShowsOriginals,
        report: { Issue.record(Comment(rawValue: $0)) }, prepare: prepare, during: during)
}

/// The shared navigation fixture (``ContractFixtures/navigation(seed:report:)``), its violations
/// recorded as issues with the seed.
@MainActor
func navigationFixture(seed: Int = 0) -> (
    TransitionHarness, FakeNavigationController, FakeViewController, FakeViewController, FakeViewController
) {
    let f = ContractFixtures.navigation(seed: seed) { Issue.record(Comment(rawValue: $0)) }
    return (f.harness, f.nav, f.grid, f.detail, f.settings)
}

/// Lets UIKit ask the navigation delegate for the animator: at once, or in the layout pass at the
/// end of this turn or in UIKit's after-commit work (``UIKitVariant/DelegateTiming``).
@MainActor
func letUIKitAskTheDelegate(_ harness: TransitionHarness, _ nav: FakeNavigationController) {
    if nav.variant.delegateTiming != .duringTheCall { harness.endTurn() }
}

/// A horizontal pan sample: `x` points from a first touch at (`start`, 400).
func horizontalPan(_ state: RecognizerState, x: Double, start: Double = 6, velocity: Double = 0) -> PanSample {
    PanSample(
        state: state, location: CGPoint(x: start + x, y: 400), translation: CGPoint(x: x, y: 0),
        velocity: CGPoint(x: velocity, y: 0))
}

/// Pushes `controller` the way the app does and runs until its MatchCut flight has flown
/// `seconds`; the flow.
@MainActor
@discardableResult
func pushInFlight(
    _ controller: FakeViewController, on nav: FakeNavigationController, in harness: TransitionHarness,
    for seconds: Double
) throws -> TransitionFlow<FakeTransitionContext, ContractBackend> {
    nav.push(controller)
    letUIKitAskTheDelegate(harness, nav)
    let flow = try #require(nav.coordination.current)
    harness.run(until: { flow.controller.phase == .running })
    harness.run(for: seconds)
    return flow
}
