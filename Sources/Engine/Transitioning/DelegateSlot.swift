/// What the navigation coordinator does when an app sets the navigation controller's `delegate`
/// after MatchCut took the slot. Pure: the UIKit layer observes the property and asks.
///
/// MatchCut's coordinator implements every delegate method itself, forwarding to the app's
/// delegate (`MatchCutNavigationCoordinator.userDelegate`, the supported way to set one), so
/// UIKit's cached list of answered methods never goes stale and nothing is ever forwarded by the
/// Objective-C runtime.
///
/// A forwarding proxy (RxCocoa's `rx`) is the one delegate that can make the two bounce a message
/// between them: adopted as the app's delegate, then pointed back at the coordinator and put in
/// the slot again, it would forward every message to the coordinator, which forwards it to the
/// proxy, and so on. A proxy that reaches the coordinator is therefore left in the slot and, if it
/// was adopted, forgotten as the app's delegate (``Action/keepDroppingAdoptedProxy``); and
/// ``NavigationDelegateRelay`` answers a message that comes back while it is being forwarded with
/// UIKit's default.
package enum DelegateSlot {
    /// The new value of `delegate`.
    package enum Change: Hashable, Sendable {
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
    package enum Action: Hashable, Sendable {
        /// Leave the slot as it is.
        case keep
        /// Leave the proxy in the slot (it reaches MatchCut), and forget it as the app's delegate if
        /// it was adopted as one: forwarding to it would bring every message straight back.
        case keepDroppingAdoptedProxy
        /// The new object becomes the app's delegate, and the coordinator takes the slot back.
        case adoptAndRetake
        /// The app's delegate is cleared, and the coordinator takes the slot back (an app that sets
        /// `delegate = nil` is letting go of its own delegate, not turning MatchCut off).
        case clearAndRetake

        /// Whether the coordinator sets itself as the delegate again.
        package var retakesSlot: Bool { self == .adoptAndRetake || self == .clearAndRetake }
    }

    /// What a new value of the slot is.
    /// - Parameters:
    ///   - newValue: the new `delegate`.
    ///   - coordinator: MatchCut's coordinator.
    ///   - reachesCoordinator: whether `newValue` answers for the coordinator (a forwarding proxy:
    ///     it responds to a selector only the coordinator implements).
    package static func change(to newValue: AnyObject?, coordinator: AnyObject, reachesCoordinator: Bool) -> Change {
        guard let newValue else { return .cleared }
        if newValue === coordinator { return .coordinator }
        return reachesCoordinator ? .proxyOfCoordinator : .other
    }

    /// The action for a change.
    package static func action(for change: Change) -> Action {
        switch change {
        case .coordinator: .keep
        case .proxyOfCoordinator: .keepDroppingAdoptedProxy
        case .other: .adoptAndRetake
        case .cleared: .clearAndRetake
        }
    }
}
