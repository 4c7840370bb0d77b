import Foundation

/// A view controller's appearance callback, as UIKit's containers send them around a transition.
///
/// - `viewWillAppear(_:)`: "called before the view controller's view is about to be added to a
///   view hierarchy and before any animations are configured for showing the view" (Apple's
///   documentation of `viewWillAppear(_:)`). The transition's animator has been chosen by then:
///   an app may read `transitionCoordinator` in it to animate alongside (Apple's documentation of
///   `UIViewController.transitionCoordinator` and `UIViewControllerTransitionCoordinator`), so the
///   fakes send it after the delegate was asked for the animator and before the transition starts.
///   Whether UIKit asks `transitionDuration(using:)` before or after it is undocumented; the fakes
///   ask before (MatchCut's answer then is an estimate either way, and the flight is planned from
///   the start's own match).
/// - The leaving controller's `viewWillDisappear(_:)` comes first, then the arriving one's
///   `viewWillAppear(_:)`; when the transition completes, `viewDidDisappear(_:)` and
///   `viewDidAppear(_:)` (observed: the order UIKit's containers log, e.g. Stack Overflow 18927878).
/// - A cancelled transition (a pop the finger gave up) undoes them: the leaving controller gets
///   `viewWillAppear(_:)` and `viewDidAppear(_:)` again (undocumented; observed: Stack Overflow
///   18927878, "A cancelled swipe-to-pop"), the arriving one `viewWillDisappear(_:)` and
///   `viewDidDisappear(_:)` (assumed by symmetry).
/// - Only a controller whose view comes or goes is told: the presenter under a sheet that leaves
///   it in place is not (its view is not handed to the animator).
public enum AppearanceCallback: String, Hashable, Sendable {
    /// `viewWillAppear(_:)`.
    case willAppear
    /// `viewDidAppear(_:)`.
    case didAppear
    /// `viewWillDisappear(_:)`.
    case willDisappear
    /// `viewDidDisappear(_:)`.
    case didDisappear

    /// Sends the callbacks of a transition's start: the leaving controller's
    /// `viewWillDisappear(_:)`, then the arriving one's `viewWillAppear(_:)` (`nil`: not told).
    @MainActor
    package static func begin(leaving: FakeViewController?, arriving: FakeViewController?) {
        leaving?.receive(.willDisappear)
        arriving?.receive(.willAppear)
    }

    /// Sends the callbacks of a transition's end: finished, the leaving controller's
    /// `viewDidDisappear(_:)` then the arriving one's `viewDidAppear(_:)`; cancelled, the arriving
    /// one disappears again and the leaving one appears again.
    @MainActor
    package static func end(leaving: FakeViewController?, arriving: FakeViewController?, finished: Bool) {
        if finished {
            leaving?.receive(.didDisappear)
            arriving?.receive(.didAppear)
        } else {
            arriving?.receive(.willDisappear)
            arriving?.receive(.didDisappear)
            leaving?.receive(.willAppear)
            leaving?.receive(.didAppear)
        }
    }
}
