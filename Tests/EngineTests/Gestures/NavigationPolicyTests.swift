import Foundation
import Testing

@testable import MatchCut

@Suite struct NavigationPolicyTests {
    private func animator(
        user: Bool = false, enabled: Bool = true, system: Bool = false, ours: Bool = false, preset: Bool = false,
        pairs: Int = 0
    ) -> TransitionDriver {
        NavigationPolicy.animator(
            userProvidesOne: user, isEnabled: enabled, systemPopGestureActive: system, ourPanActive: ours,
            usesPreset: preset, matchedPairs: pairs)
    }

    /// Every pair of recognizers against the rule written out independently: UIKit's back swipes
    /// wait for MatchCut's three pans; a scroll view's pan waits for the edge or full-width pan
    /// exactly as that pan's mode says; nothing else waits, and no requirement runs both ways.
    @Test func theSystemsSwipesWaitForMatchCutsPansAndScrollsAsThePanSays() {
        let all: [NavigationPolicy.Recognizer] = [
            .edgePan, .fullWidthPan, .surfacePan, .systemBackSwipe, .scrollViewPan, .other,
        ]
        for edgeWaits in [false, true] {
            for fullWaits in [false, true] {
                for ours in all {
                    for other in all {
                        let expected: Bool
                        if other == .systemBackSwipe {
                            expected = ours == .edgePan || ours == .fullWidthPan || ours == .surfacePan
                        } else if other == .scrollViewPan {
                            expected = ours == .edgePan ? edgeWaits : ours == .fullWidthPan ? fullWaits : false
                        } else {
                            expected = false
                        }
                        let got = NavigationPolicy.waits(other, for: ours) { $0 ? fullWaits : edgeWaits }
                        #expect(got == expected, "\(other) waiting for \(ours), scrolls wait \(edgeWaits)/\(fullWaits)")
                        if got {
                            #expect(
                                !NavigationPolicy.waits(ours, for: other) { _ in true }, "both ways: \(ours), \(other)")
                        }
                    }
                }
            }
        }
    }

    /// Only a transition coordinator whose container is the navigation view or inside it is its
    /// own transition; a presentation's container elsewhere in the window (even one that holds the
    /// navigation view), or none, is not.
    @MainActor @Test func onlyATransitionInsideTheNavigationViewIsItsOwn() {
        let window = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let presentation = HeadlessView(frame: window.bounds)
        let navigation = HeadlessView(frame: window.bounds)
        let transitionView = HeadlessView(frame: window.bounds)
        let above = HeadlessView(frame: window.bounds)
        window.addSubview(presentation)
        presentation.addSubview(navigation)
        navigation.addSubview(transitionView)
        window.addSubview(above)
        #expect(NavigationPolicy.isOwnTransition(coordinatorContainer: navigation, navigationView: navigation))
        #expect(NavigationPolicy.isOwnTransition(coordinatorContainer: transitionView, navigationView: navigation))
        #expect(!NavigationPolicy.isOwnTransition(coordinatorContainer: presentation, navigationView: navigation))
        #expect(!NavigationPolicy.isOwnTransition(coordinatorContainer: above, navigationView: navigation))
        #expect(
            !NavigationPolicy.isOwnTransition(coordinatorContainer: nil as HeadlessView?, navigationView: navigation))
    }

    /// The edge swipe's state while it is under way; else the content swipe's, when there is one.
    @Test func theBackSwipesStateIsTheEdgeOnesWhileItRunsElseTheContentOnes() {
        let states: [RecognizerState] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        for edge in states {
            #expect(NavigationPolicy.systemBackSwipeState(edge: edge, content: nil) == edge)
            for content in states {
                let expected = edge == .began || edge == .changed ? edge : content
                #expect(
                    NavigationPolicy.systemBackSwipeState(edge: edge, content: content) == expected,
                    "\(edge) \(content)")
            }
        }
    }

    @Test func theAppsDelegateWinsThenMatchesDecide() {
        #expect(animator(user: true, preset: true, pairs: 3) == .user)
        #expect(animator(enabled: false, pairs: 3) == .system)
        #expect(animator(pairs: 0) == .system)
        #expect(animator(pairs: 1) == .matchCut)
        #expect(animator(preset: true) == .matchCut)
    }

    /// The system back-swipe and ours never fight: a pop the system's swipe starts is the system's,
    /// one ours starts is ours, matches or not.
    @Test func theSystemSwipeIsLeftToTheSystemAndOursIsOurs() {
        #expect(animator(system: true, pairs: 3) == .system)
        #expect(animator(system: true, ours: true, pairs: 3) == .matchCut)
        #expect(animator(ours: true, pairs: 0) == .matchCut)
    }

    /// The app's interaction controller only for the app's animator; MatchCut's always for its own
    /// (UIKit can pause only a transition with one: catching a tap-started push needs it).
    @Test func ourInteractionControllerIsAlwaysVendedForOurAnimator() {
        #expect(NavigationPolicy.interaction(userProvidesOne: true, animator: .user) == .user)
        #expect(NavigationPolicy.interaction(userProvidesOne: false, animator: .user) == nil)
        #expect(NavigationPolicy.interaction(userProvidesOne: true, animator: .matchCut) == .matchCut)
        #expect(NavigationPolicy.interaction(userProvidesOne: false, animator: .matchCut) == .matchCut)
        #expect(NavigationPolicy.interaction(userProvidesOne: false, animator: .system) == nil)
    }

    /// UIKit drops a push or pop during a transition; MatchCut turns the reverse of its own push
    /// around, queues a push after its pop, refuses the rest.
    @Test func requestsDuringATransition() {
        typealias R = NavigationPolicy.RunningTransition
        #expect(NavigationPolicy.request(.push, during: nil) == .perform)
        #expect(NavigationPolicy.request(.pop, during: nil) == .perform)
        #expect(NavigationPolicy.request(.pop, during: R(operation: .push, isMatchCut: true)) == .turnAround)
        #expect(NavigationPolicy.request(.push, during: R(operation: .pop, isMatchCut: true)) == .queue)
        #expect(NavigationPolicy.request(.push, during: R(operation: .push, isMatchCut: true)) == .refuse)
        #expect(NavigationPolicy.request(.pop, during: R(operation: .pop, isMatchCut: true)) == .refuse)
        #expect(
            NavigationPolicy.request(.push, during: R(operation: .pop, isMatchCut: true, hasQueuedRequest: true))
                == .refuse)
        for op in [NavigationOperation.push, .pop] {
            #expect(NavigationPolicy.request(op, during: R(operation: .none, isMatchCut: false)) == .refuse)
        }
    }

    @Test func thePopPanNeedsAScreenToGoBackToAndNothingTransitioning() {
        #expect(!NavigationPolicy.popGestureMayBegin(stackDepth: 1, isTransitioning: false))
        #expect(!NavigationPolicy.popGestureMayBegin(stackDepth: 3, isTransitioning: true))
        #expect(NavigationPolicy.popGestureMayBegin(stackDepth: 2, isTransitioning: false))
    }
}

@Suite struct DelegateSlotTests {
    /// Review items 4 and 6, and N3: a proxy in front of MatchCut is left in place (no adoption
    /// that would make the two bounce messages; one adopted earlier is forgotten); `delegate = nil` clears the app's delegate without turning
    /// MatchCut off; any other delegate becomes the app's, with MatchCut back in the slot.
    @Test func eachChangeOfTheDelegateSlotHasItsAction() {
        #expect(DelegateSlot.action(for: .proxyOfCoordinator) == .keepDroppingAdoptedProxy)
        #expect(DelegateSlot.action(for: .coordinator) == .keep)
        #expect(DelegateSlot.action(for: .cleared) == .clearAndRetake)
        #expect(DelegateSlot.action(for: .other) == .adoptAndRetake)
    }
}

@Suite struct OrientationDefaultTests {
    /// Review item 5: the coordinator answers the orientation questions itself (UIKit caches which
    /// delegate methods exist); without an app delegate it gives UIViewController's documented
    /// defaults — all for iPad, all but upside down for iPhone.
    @Test func defaultsAreUIViewControllersByIdiom() {
        let portrait: UInt = 1 << 1, upsideDown: UInt = 1 << 2, landscapeRight: UInt = 1 << 3,
            landscapeLeft: UInt = 1 << 4
        #expect(
            NavigationPolicy.defaultSupportedOrientations(isPad: true) == portrait | upsideDown | landscapeRight
                | landscapeLeft)
        #expect(
            NavigationPolicy.defaultSupportedOrientations(isPad: false) == portrait | landscapeRight | landscapeLeft)
    }
}
