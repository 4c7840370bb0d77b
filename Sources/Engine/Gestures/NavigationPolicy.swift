/// Who animates a navigation or modal transition.
package enum TransitionDriver: Hashable, Sendable {
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
/// (it checks the delegate once, when it is set), so MatchCut owns the pop gesture on every screen
/// the app lets the user swipe back from (``BackNavigation``): a pop its pan starts is MatchCut's — a matched flight, or ``TransitionPreset/navigationSlide(rightToLeft:)``
/// between screens that share nothing. When the system's own back-swipe does run (an SDK that lets
/// it run beside a gesture it depends on), UIKit plays its standard pop and MatchCut stays out of it.
package enum NavigationPolicy {
    /// Who animates a push or pop: the app's delegate first; the system when its back-swipe is
    /// under way and MatchCut's pan is not; MatchCut when its pan pops, when a preset is asked for,
    /// or when the two screens share at least one matched pair; otherwise the system, so screens
    /// without matches keep the standard transition.
    package static func animator(
        userProvidesOne: Bool, isEnabled: Bool, systemPopGestureActive: Bool, ourPanActive: Bool, usesPreset: Bool,
        matchedPairs: Int
    ) -> TransitionDriver {
        if userProvidesOne { return .user }
        guard isEnabled else { return .system }
        if systemPopGestureActive && !ourPanActive { return .system }
        return ourPanActive || usesPreset || matchedPairs > 0 ? .matchCut : .system
    }

    /// Who is the interaction controller: the app's only for the app's own animator (MatchCut's
    /// animator has no Core Animation animations for a percent-driven interaction controller to
    /// scrub); MatchCut's, always, for its own animator — UIKit can pause (catch, turn around) only
    /// a transition that has an interaction controller, so one is vended even for a tap, with
    /// `wantsInteractiveStart` false (``TransitionFlow/wantsInteractiveStart``), as Apple's
    /// `AssetTransitionController` sample does; otherwise none.
    package static func interaction(userProvidesOne: Bool, animator: TransitionDriver) -> TransitionDriver? {
        switch animator {
        case .user: userProvidesOne ? .user : nil
        case .matchCut: .matchCut
        case .system: nil
        }
    }

    /// What MatchCut does with a push or pop asked of it (``NavigationCoordination/push(_:)``,
    /// ``NavigationCoordination/pop()``) while a transition runs. UIKit itself drops such a request
    /// ("… while an existing transition or presentation is occurring; the navigation stack will not
    /// be updated") and queues nothing, so MatchCut decides:
    /// - the reverse of a MatchCut transition in flight turns it around from where it is;
    /// - a push during a MatchCut pop (a tap on the list the pop reveals) is queued, and runs on the
    ///   run-loop turn after the pop ends — at most one request waits;
    /// - the same direction again (a double tap, a second back tap) is refused;
    /// - anything during a transition MatchCut does not run (the system's, the app's) is refused:
    ///   its end is not MatchCut's to see.
    package static func request(_ requested: NavigationOperation, during running: RunningTransition?) -> RequestDecision
    {
        guard let running else { return .perform }
        guard running.isMatchCut, !running.hasQueuedRequest else { return .refuse }
        switch (running.operation, requested) {
        case (.push, .pop): return .turnAround
        case (.pop, .push): return .queue
        default: return .refuse
        }
    }

    /// A transition running while a push or pop is asked for.
    package struct RunningTransition: Hashable, Sendable {
        /// Which way it goes.
        package var operation: NavigationOperation
        /// Whether MatchCut runs it (it can be turned around, and its end is seen).
        package var isMatchCut: Bool
        /// Whether a request already waits for its end.
        package var hasQueuedRequest: Bool

        /// Creates a description.
        package init(operation: NavigationOperation, isMatchCut: Bool, hasQueuedRequest: Bool = false) {
            self.operation = operation
            self.isMatchCut = isMatchCut
            self.hasQueuedRequest = hasQueuedRequest
        }
    }

    /// What happens to a push or pop asked for (see ``request(_:during:)``).
    package enum RequestDecision: Hashable, Sendable {
        /// Nothing runs: UIKit is asked now.
        case perform
        /// The transition in flight goes back (a pop during a push).
        case turnAround
        /// It waits for the transition in flight, then UIKit is asked on the next run-loop turn.
        case queue
        /// It is dropped (and the call returns `false`).
        case refuse
    }

    /// The orientations `UINavigationController` supports when its delegate has nothing to say
    /// (`UIViewController`'s documented default, which it falls back to without asking its top
    /// controller): all on iPad, all but upside down on iPhone, as `UIInterfaceOrientationMask`
    /// raw values.
    package static func defaultSupportedOrientations(isPad: Bool) -> UInt {
        // portrait 2 | upside down 4 | landscape right 8 | landscape left 16
        isPad ? 30 : 26
    }

    /// The orientations tried, in order, when the current one is not supported
    /// (`UIInterfaceOrientation` raw values): portrait, landscape right, landscape left, upside down.
    package static let orientationPreference = [1, 3, 4, 2]

    /// The orientation to present in when the app's delegate does not say
    /// (`navigationControllerPreferredInterfaceOrientationForPresentation`): always one of
    /// `supported`, since UIKit throws `UIApplicationInvalidInterfaceOrientation` otherwise — the
    /// current orientation of the scene when it is supported (UIKit's documented default), else the
    /// first supported one of ``orientationPreference``.
    ///
    /// - Parameters:
    ///   - scene: the orientation of the navigation controller's window scene, or `nil` when its
    ///     view has no window yet (it is being presented).
    ///   - presentingScene: the orientation of the presenting controller's window scene, used when
    ///     `scene` is `nil`.
    ///   - supported: what the coordinator answers for the supported orientations
    ///     (`UIInterfaceOrientationMask` raw value).
    /// - Returns: a `UIInterfaceOrientation` raw value (1 portrait, 2 upside down, 3 landscape
    ///   right, 4 landscape left); `.unknown` (0) counts as no orientation.
    package static func preferredOrientation(scene: Int?, presentingScene: Int?, supported: UInt) -> Int {
        let current = [scene, presentingScene].compactMap { $0 }.first { (1...4).contains($0) }
        func isSupported(_ orientation: Int) -> Bool { supported & (1 << UInt(orientation)) != 0 }
        if let current, isSupported(current) { return current }
        return orientationPreference.first(where: isSupported) ?? current ?? 1
    }

    /// Whether MatchCut's pop pan may begin: only when there is a screen to go back to, nothing is
    /// transitioning already, and the screen on top lets a swipe go back (``BackNavigation/allowsSwipe``).
    package static func popGestureMayBegin(
        stackDepth: Int, isTransitioning: Bool, back: BackNavigation = BackNavigation()
    ) -> Bool {
        stackDepth > 1 && !isTransitioning && back.allowsSwipe
    }

    /// Whether MatchCut's pop pan may catch a transition of `kind` in flight: pulling a push back
    /// is going back from the arriving screen, so only where that screen lets a swipe go back
    /// (`back`, its state); a pop has already left the screen on top.
    package static func backGestureMayCatch(_ kind: TransitionKind, back: BackNavigation) -> Bool {
        kind != .push || back.allowsSwipe
    }

    /// The gesture recognizers on a navigation controller's view that MatchCut's failure
    /// requirements concern.
    package enum Recognizer: Hashable, Sendable {
        /// MatchCut's screen-edge pan that pops.
        case edgePan
        /// MatchCut's full-width pan that pops (`enableMatchCut(fullWidthPan: true)`, or iOS 26's
        /// content swipe between matched screens).
        case fullWidthPan
        /// MatchCut's pan on its touch surface while a transition flies (catch, or go back).
        case surfacePan
        /// UIKit's back swipes: `interactivePopGestureRecognizer`, and iOS 26's
        /// `interactiveContentPopGestureRecognizer`.
        case systemBackSwipe
        /// A scroll view's own `panGestureRecognizer`.
        case scrollViewPan
        /// Anything else (the app's own recognizers).
        case other
    }

    /// Whether `other` waits for `ours` to fail — MatchCut's answer to
    /// `gestureRecognizer(ours, shouldBeRequiredToFailBy: other)` ("a dynamic failure requirement
    /// between gestureRecognizer and otherGestureRecognizer", asked again at each attempt):
    /// - UIKit's back swipes wait for each of MatchCut's pans (edge, full width, surface): a swipe
    ///   MatchCut takes is a matched pop it can turn around, and the system's only begins once
    ///   MatchCut's has failed (a screen without matches, a locked screen);
    /// - a scroll view's pan waits for the edge or full-width pan where `scrollViewsWait` says so
    ///   for that pan (``PanToPopGesture/Mode/scrollViewsWaitForIt``: the full-width pan claims a
    ///   horizontal swipe from a list at its leading edge first);
    /// - nothing else waits: the app's recognizers keep their own rules.
    package static func waits(
        _ other: Recognizer, for ours: Recognizer, scrollViewsWait: (_ fullWidth: Bool) -> Bool
    ) -> Bool {
        switch (ours, other) {
        case (.edgePan, .systemBackSwipe), (.fullWidthPan, .systemBackSwipe), (.surfacePan, .systemBackSwipe):
            true
        case (.edgePan, .scrollViewPan): scrollViewsWait(false)
        case (.fullWidthPan, .scrollViewPan): scrollViewsWait(true)
        default: false
        }
    }

    /// Whether a running transition is the navigation controller's own — a push or pop, which is
    /// when UIKit drops a push or pop asked of it — from where its transition coordinator's
    /// container is (`coordinatorContainer`, `nil` without a coordinator): the navigation view or a
    /// view inside it. `UIViewController.transitionCoordinator` also returns an ancestor's (a
    /// presentation of the navigation controller, or of its parent), whose container is elsewhere in
    /// the window and during which UIKit defers a push or pop rather than dropping it
    /// (uikit-review-6, F3).
    @MainActor
    package static func isOwnTransition<View: ViewNode>(coordinatorContainer: View?, navigationView: View) -> Bool
    where View.Node == View {
        var node = coordinatorContainer
        while let view = node {
            if view === navigationView { return true }
            node = view.parentNode
        }
        return false
    }

    /// The state of the system's back swipes as one: the edge swipe's while it is under way, else
    /// iOS 26's content swipe's when there is one (`content`), else the edge swipe's.
    package static func systemBackSwipeState(edge: RecognizerState, content: RecognizerState?) -> RecognizerState {
        edge.isActive ? edge : content ?? edge
    }
}
