/// Who animates a navigation or modal transition. Pure, so the UIKit coordinator only asks.
public enum TransitionDriver: Hashable, Sendable {
    /// UIKit's own transition (and back-swipe).
    case system
    /// The app's own delegate returned an animator: it wins.
    case user
    /// MatchCut.
    case matchCut
}

/// The rules the navigation coordinator follows.
public enum NavigationPolicy {
    /// Who animates a push or pop: the app's delegate first; MatchCut when enabled and either a
    /// preset is asked for or the two screens share at least one matched pair; otherwise the system,
    /// so screens without matches keep the standard transition.
    public static func animator(userProvidesOne: Bool, isEnabled: Bool, usesPreset: Bool, matchedPairs: Int)
        -> TransitionDriver
    {
        if userProvidesOne { return .user }
        guard isEnabled else { return .system }
        return usesPreset || matchedPairs > 0 ? .matchCut : .system
    }

    /// Who drives it interactively: the app's delegate first; MatchCut only for its own animator
    /// while one of its gestures is in progress; otherwise none (UIKit's back-swipe drives a system
    /// transition by itself).
    public static func interaction(userProvidesOne: Bool, animator: TransitionDriver, gestureInProgress: Bool)
        -> TransitionDriver?
    {
        if userProvidesOne { return .user }
        return animator == .matchCut && gestureInProgress ? .matchCut : nil
    }

    /// Whether MatchCut's edge pan may begin (the system back-swipe waits for it to fail): only when
    /// there is a screen to go back to, nothing is already transitioning, and MatchCut would animate.
    public static func popGestureMayBegin(stackDepth: Int, isTransitioning: Bool, animator: TransitionDriver) -> Bool {
        stackDepth > 1 && !isTransitioning && animator == .matchCut
    }
}
