import Foundation
import MatchCut

/// A view controller's appearance callback, as UIKit's containers send them around a transition
/// (sent by ``AppearanceTransition``).
public enum AppearanceCallback: String, Hashable, Sendable {
    /// `viewWillAppear(_:)`.
    case willAppear
    /// `viewIsAppearing(_:)`.
    case isAppearing
    /// `viewDidAppear(_:)`.
    case didAppear
    /// `viewWillDisappear(_:)`.
    case willDisappear
    /// `viewDidDisappear(_:)`.
    case didDisappear
}

/// The appearance callbacks of one transition's two controllers, sent when UIKit sends them.
///
/// - **At the start**, after the delegate chose the animator and before the transition starts:
///   the leaving controller's `viewWillDisappear(_:)`, then the arriving one's `viewWillAppear(_:)`.
///   Apple's documentation of `viewWillAppear(_:)`: "called before the view controller's view is
///   about to be added to a view hierarchy and before any animations are configured for showing
///   the view"; the table in `viewIsAppearing(_:)`'s documentation marks the transition coordinator
///   "available for adding alongside animations" in `viewWillAppear(_:)`, so the transition (and
///   with it the animator) exists by then (an inference; observed in a public crash log:
///   `-[UIViewController __viewWillAppear:]` called from `-[UINavigationController
///   _startCustomTransition:]`). Which of the two controllers is told first is undocumented
///   (observed: UIKitCore's presentation code begins the leaving controller's disappearance
///   first; Docs/Reviews/review-24-appearance-callbacks.md, 3b); MatchCut does not depend on it.
///   The fakes ask `transitionDuration(using:)` before these callbacks; UIKitCore's presentation
///   code was observed to ask it after them (review 24, 3e). MatchCut's answer then is an estimate
///   either way, and its flight is planned from the start's own match.
/// - **`viewIsAppearing(_:)`** (iOS 13+): "after it adds the view controller's view to the view
///   hierarchy, and the superview lays out the view controller's view" (Apple's documentation, which
///   tells apps to update their views there). In a custom transition the animator adds the view, so
///   it comes once the arriving view is in the container and laid out: when exactly is undocumented
///   (``UIKitVariant/IsAppearing``: in the layout of the start call, or in the layout pass after
///   the start call returns).
/// - **A cancel** (`cancelInteractiveTransition()`): "When the user cancels a transition, UIKit
///   executes your context block, calls the `viewWillDisappear(_:)` method on the presented view
///   controller, and finally calls the `viewWillAppear(_:)` method on the original view controller"
///   (Apple's documentation of `notifyWhenInteractionChanges(_:)`; `UIViewControllerTransition
///   Coordinator.h`: the handler "is invoked BEFORE the 'will' method calls are made"). So the
///   arriving controller's `viewWillDisappear(_:)`, then the leaving one's `viewWillAppear(_:)`,
///   at the release, not at the completion. Whether inside the cancel call (observed: UIKitCore's
///   `cancelInteractiveTransition` runs the interaction handlers in the call) or just after it is
///   undocumented (``UIKitVariant/CancelAppearance``). A transition caught again and finished after
///   a cancel is told its "will" callbacks again before the "did" ones (undocumented; the fake's
///   choice, so that every controller's callbacks stay paired).
/// - **At completion** (`completeTransition(_:)`): finished, the leaving controller's
///   `viewDidDisappear(_:)` then the arriving one's `viewDidAppear(_:)`; cancelled, the arriving
///   one's `viewDidDisappear(_:)` then the leaving one's `viewDidAppear(_:)`, after the container
///   has put its views back (`viewDidDisappear(_:)`: "after the view controller's view was removed
///   from the view hierarchy"). The order of the two is undocumented and observed to differ between
///   containers (CosmicMind/Motion pull request 42 logs a modal's `viewDidAppear` first); MatchCut
///   does not depend on it.
/// - **Who is told:** a controller whose view comes or goes. For MatchCut's presentations (a
///   custom presentation controller that removes the presenter's view only for full-screen
///   styles, `shouldRemovePresentersView`) the presenter is told only when its view is handed to
///   the animator (observed: UIKitCore's presentation code calls the presenter's appearance
///   methods only when `shouldRemovePresentersView` is true; review 24, finding 5).
@MainActor
package final class AppearanceTransition {
    /// The controller whose view goes, or `nil` when it is not told.
    let leaving: FakeViewController?
    /// The controller whose view comes, or `nil` when it is not told.
    let arriving: FakeViewController?
    private let harness: TransitionHarness
    /// Which way the last "will" callbacks went: `true` toward the arriving controller.
    private var ahead: Bool?
    /// A cancel's "will" callbacks, waiting for the next turn (``UIKitVariant/CancelAppearance``).
    private var pendingCancel = false
    private var ended = false

    /// The callbacks of a transition from `leaving` to `arriving` (`nil`: not told).
    package init(leaving: FakeViewController?, arriving: FakeViewController?, harness: TransitionHarness) {
        self.leaving = leaving
        self.arriving = arriving
        self.harness = harness
    }

    /// The start's callbacks: `viewWillDisappear(_:)`, then `viewWillAppear(_:)`.
    package func begin() {
        guard ahead == nil else { return }
        sendWill(ahead: true)
    }

    /// UIKit's start call `start`, with the start's callbacks before it and `viewIsAppearing(_:)`
    /// where the variant puts it (``UIKitVariant/IsAppearing``): when `arrivingView` is first laid
    /// out inside `container` during the call, or in the layout pass after it (also the fallback
    /// when the start lays nothing out).
    package func starting(arrivingView: HeadlessView?, in container: HeadlessView, _ start: () -> Void) {
        begin()
        if harness.variant.isAppearing == .duringTheStart, let view = arrivingView {
            let appLayout = view.layout
            view.layout = { [weak self] laidOut in
                if laidOut.superview === container { self?.isAppearing() }
                appLayout?(laidOut)
            }
            start()
            view.layout = appLayout
        } else {
            start()
        }
        harness.schedule { [weak self] in self?.isAppearing() }
    }

    /// `viewIsAppearing(_:)` for the arriving controller, once, while the transition goes ahead.
    package func isAppearing() {
        guard ahead == true, !ended, !sentIsAppearing, let arriving else { return }
        sentIsAppearing = true
        arriving.receive(.isAppearing)
    }
    private var sentIsAppearing = false

    /// The transition was finished (`true`) or cancelled by the interaction: a cancel sends the
    /// "will" callbacks back, in the call or on the next turn as the variant says.
    package func released(finished: Bool) {
        guard !ended else { return }
        if finished {
            pendingCancel = false
            if ahead == false { sendWill(ahead: true) }
            return
        }
        guard ahead == true else { return }
        switch harness.variant.cancelAppearance {
        case .inTheCancelCall:
            sendWill(ahead: false)
        case .nextTurn:
            pendingCancel = true
            harness.schedule { [weak self] in
                guard let self, pendingCancel, !ended else { return }
                pendingCancel = false
                sendWill(ahead: false)
            }
        }
    }

    /// The completion's callbacks (after any "will" callbacks still owed for that outcome).
    package func end(finished: Bool) {
        guard !ended else { return }
        pendingCancel = false
        if ahead != finished { sendWill(ahead: finished) }
        ended = true
        if finished {
            leaving?.receive(.didDisappear)
            arriving?.receive(.didAppear)
        } else {
            arriving?.receive(.didDisappear)
            leaving?.receive(.didAppear)
        }
    }

    private func sendWill(ahead: Bool) {
        self.ahead = ahead
        if ahead {
            leaving?.receive(.willDisappear)
            arriving?.receive(.willAppear)
        } else {
            arriving?.receive(.willDisappear)
            leaving?.receive(.willAppear)
        }
    }
}
