import Testing

@testable import MatchCut

@Suite struct NavigationPolicyTests {
    @Test func theAppsDelegateWinsThenMatchesDecide() {
        #expect(
            NavigationPolicy.animator(userProvidesOne: true, isEnabled: true, usesPreset: true, matchedPairs: 3)
                == .user)
        #expect(
            NavigationPolicy.animator(userProvidesOne: false, isEnabled: false, usesPreset: false, matchedPairs: 3)
                == .system)
        #expect(
            NavigationPolicy.animator(userProvidesOne: false, isEnabled: true, usesPreset: false, matchedPairs: 0)
                == .system)
        #expect(
            NavigationPolicy.animator(userProvidesOne: false, isEnabled: true, usesPreset: false, matchedPairs: 1)
                == .matchCut)
        #expect(
            NavigationPolicy.animator(userProvidesOne: false, isEnabled: true, usesPreset: true, matchedPairs: 0)
                == .matchCut)
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

    @Test func theEdgePanLeavesTheSystemBackSwipeAloneWithoutMatches() {
        #expect(!NavigationPolicy.popGestureMayBegin(stackDepth: 2, isTransitioning: false, animator: .system))
        #expect(!NavigationPolicy.popGestureMayBegin(stackDepth: 1, isTransitioning: false, animator: .matchCut))
        #expect(!NavigationPolicy.popGestureMayBegin(stackDepth: 3, isTransitioning: true, animator: .matchCut))
        #expect(NavigationPolicy.popGestureMayBegin(stackDepth: 2, isTransitioning: false, animator: .matchCut))
    }
}
