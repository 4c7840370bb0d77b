/// Who animates a navigation or modal transition.
public enum TransitionDriver: Hashable, Sendable {
    /// UIKit's own transition.
    case system
    /// The app's own delegate returned an animator: it wins.
    case user
    /// MatchCut.
    case matchCut
}

/// The rules the navigation coordinator follows. Pure, so the coordination only asks.
///
/// UIKit switches its back-swipe off for a navigation controller whose delegate vends animators
/// (it checks the delegate once, when it is set), so MatchCut owns the pop gesture on every screen:
/// a pop its pan starts is MatchCut's — a matched flight, or ``TransitionPreset/navigationSlide(rightToLeft:)``
/// between screens that share nothing. When the system's own back-swipe does run (an SDK that lets
/// it run beside a gesture it depends on), UIKit plays its standard pop and MatchCut stays out of it.
public enum NavigationPolicy {
    /// Who animates a push or pop: the app's delegate first; the system when its back-swipe is
    /// under way and MatchCut's pan is not; MatchCut when its pan pops, when a preset is asked for,
    /// or when the two screens share at least one matched pair; otherwise the system, so screens
    /// without matches keep the standard transition.
    public static func animator(
        userProvidesOne: Bool, isEnabled: Bool, systemPopGestureActive: Bool, ourPanActive: Bool, usesPreset: Bool,
        matchedPairs: Int
    ) -> TransitionDriver {
        if userProvidesOne { return .user }
        guard isEnabled else { return .system }
        if systemPopGestureActive && !ourPanActive { return .system }
        return ourPanActive || usesPreset || matchedPairs > 0 ? .matchCut : .system
    }

    /// Who drives it interactively: the app's delegate first; MatchCut only for its own animator
    /// while one of its gestures is in progress; otherwise none.
    public static func interaction(userProvidesOne: Bool, animator: TransitionDriver, gestureInProgress: Bool)
        -> TransitionDriver?
    {
        if userProvidesOne { return .user }
        return animator == .matchCut && gestureInProgress ? .matchCut : nil
    }

    /// The orientations `UINavigationController` supports when its delegate has nothing to say
    /// (`UIViewController`'s documented default, which it falls back to without asking its top
    /// controller): all on iPad, all but upside down on iPhone, as `UIInterfaceOrientationMask`
    /// raw values.
    public static func defaultSupportedOrientations(isPad: Bool) -> UInt {
        // portrait 2 | upside down 4 | landscape right 8 | landscape left 16
        isPad ? 30 : 26
    }

    /// Whether MatchCut's pop pan may begin: only when there is a screen to go back to and nothing
    /// is transitioning already.
    public static func popGestureMayBegin(stackDepth: Int, isTransitioning: Bool) -> Bool {
        stackDepth > 1 && !isTransitioning
    }
}
