/// What the navigation coordinator does when an app sets the navigation controller's `delegate`
/// after MatchCut took the slot. Pure: the UIKit layer observes the property and asks.
///
/// MatchCut's coordinator implements every delegate method itself, forwarding to the app's
/// delegate (`MatchCutNavigationCoordinator.userDelegate`, the supported way to set one), so
/// UIKit's cached list of answered methods never goes stale and nothing is ever forwarded by the
/// Objective-C runtime (a forwarding proxy in front of it cannot make the two bounce a message
/// between them).
public enum DelegateSlot {
    /// The new value of `delegate`.
    public enum Change: Hashable, Sendable {
        /// `nil`.
        case cleared
        /// The coordinator itself (MatchCut setting it back).
        case coordinator
        /// A proxy that forwards to the coordinator (RxCocoa's `rx`, say): MatchCut is still reached.
        case proxyOfCoordinator
        /// Another object.
        case other
    }

    /// What to do.
    public enum Action: Hashable, Sendable {
        /// Leave the slot as it is.
        case keep
        /// The new object becomes the app's delegate, and the coordinator takes the slot back.
        case adoptAndRetake
        /// The app's delegate is cleared, and the coordinator takes the slot back (an app that sets
        /// `delegate = nil` is letting go of its own delegate, not turning MatchCut off).
        case clearAndRetake
    }

    /// The action for a change.
    public static func action(for change: Change) -> Action {
        switch change {
        case .coordinator, .proxyOfCoordinator: .keep
        case .other: .adoptAndRetake
        case .cleared: .clearAndRetake
        }
    }
}
