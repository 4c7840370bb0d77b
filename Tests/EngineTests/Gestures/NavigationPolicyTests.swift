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

    @Test func interactionOnlyForOurAnimatorDuringOurGesture() {
        #expect(
            NavigationPolicy.interaction(userProvidesOne: true, animator: .matchCut, gestureInProgress: true) == .user)
        #expect(
            NavigationPolicy.interaction(userProvidesOne: false, animator: .matchCut, gestureInProgress: true)
                == .matchCut)
        #expect(
            NavigationPolicy.interaction(userProvidesOne: false, animator: .matchCut, gestureInProgress: false) == nil)
        #expect(NavigationPolicy.interaction(userProvidesOne: false, animator: .system, gestureInProgress: true) == nil)
    }

    @Test func thePopPanNeedsAScreenToGoBackToAndNothingTransitioning() {
        #expect(!NavigationPolicy.popGestureMayBegin(stackDepth: 1, isTransitioning: false))
        #expect(!NavigationPolicy.popGestureMayBegin(stackDepth: 3, isTransitioning: true))
        #expect(NavigationPolicy.popGestureMayBegin(stackDepth: 2, isTransitioning: false))
    }
}
