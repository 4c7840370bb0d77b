import Foundation

/// A push, pop or dismissal that follows a transition, sent to UIKit once UIKit takes requests
/// again.
///
/// UIKit drops a request made while it still counts a transition as running ("… while an existing
/// transition or presentation is occurring; the navigation stack will not be updated", "Attempt to
/// dismiss … while a presentation or dismiss is in progress"). It still does so inside the
/// transition's completion, and when its own clean-up after `completeTransition(_:)` ends is not
/// documented: by the next block on the main queue, or only after the next commit (both are
/// modelled by the contract fakes; `Docs/DeviceChecklist.md` row 45). So the request waits for the
/// next turn of the main run loop, and for one more turn each time UIKit still reports a transition
/// (`isBusy`: the navigation controller's own `transitionCoordinator`, or the presented
/// controller's), at most ``turnLimit`` turns. Run-loop turns alternate a main-queue block with a
/// commit (`CFRunLoop` services the main queue's port at most once between two waits), so each
/// retry lets UIKit's after-commit clean-up run.
@MainActor
package enum RequestAfterTransition {
    /// How many turns a request waits for UIKit at most. After that another transition holds the
    /// screen (the app's own, or one the user started) and the request is dropped, as UIKit would
    /// drop it.
    package static let turnLimit = 60

    /// Runs `request` on the next turn (`nextTurn`: `DispatchQueue.main.async` on a device) once
    /// `isBusy` is false, trying again each turn up to `turnsLeft` turns; whether it ran is passed
    /// to `completion`.
    package static func send(
        _ request: @escaping @MainActor () -> Void, nextTurn: @escaping (@escaping @MainActor () -> Void) -> Void,
        isBusy: @escaping @MainActor () -> Bool, turnsLeft: Int = turnLimit,
        completion: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        nextTurn {
            guard isBusy() else {
                request()
                completion(true)
                return
            }
            guard turnsLeft > 1 else { return completion(false) }
            send(request, nextTurn: nextTurn, isBusy: isBusy, turnsLeft: turnsLeft - 1, completion: completion)
        }
    }
}
