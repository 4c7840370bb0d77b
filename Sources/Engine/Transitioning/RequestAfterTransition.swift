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
/// next turn of the main run loop (`DispatchQueue.main.async`), and for another each time UIKit
/// still reports a transition (`isBusy`), for at most ``timeLimit`` seconds on the injected clock —
/// a time, not a count of turns: a run loop with a block on its main queue may turn several times
/// before it next commits (`CFRunLoop` drains the main queue again without reaching its
/// before-waiting observers, where Core Animation commits, when a source fired in that turn), so a
/// count could run out before UIKit's after-commit clean-up came.
///
/// It is dropped — and the outcome says why — when UIKit still reports a transition after the
/// limit (another transition holds the screen: the app's own, or one the user started), or when
/// the screens changed meanwhile (`isStillWanted`: a request for one stack must not run on
/// another).
@MainActor
package enum RequestAfterTransition {
    /// How long a request waits for UIKit at most, in seconds.
    package static let timeLimit: TimeInterval = 1

    /// What became of a request.
    package enum Outcome: Equatable, Sendable {
        /// Sent to UIKit at the `attempt`th try (1: the next turn), `waited` seconds after it was
        /// made.
        case sent(attempt: Int, waited: TimeInterval)
        /// Not sent: UIKit still reported a transition after ``timeLimit``.
        case droppedWhileUIKitWasBusy
        /// Not sent: the screens changed while it waited.
        case droppedAfterTheScreensChanged
    }

    /// Runs `request` on the next turn (`nextTurn`) once `isBusy` is false, if `isStillWanted`,
    /// trying again a little later each time (`later`: about a frame on a device, so the main
    /// thread does not spin while UIKit is busy) until ``timeLimit`` seconds of `now` have passed;
    /// `completion` is told the outcome.
    package static func send(
        _ request: @escaping @MainActor () -> Void, nextTurn: @escaping (@escaping @MainActor () -> Void) -> Void,
        later: ((@escaping @MainActor () -> Void) -> Void)? = nil, isBusy: @escaping @MainActor () -> Bool,
        isStillWanted: @escaping @MainActor () -> Bool = { true }, now: @escaping @MainActor () -> TimeInterval,
        completion: @escaping @MainActor (Outcome) -> Void = { _ in }
    ) {
        let start = now()
        let deadline = start + timeLimit
        let retry = later ?? nextTurn
        func attempt(_ number: Int) {
            (number == 1 ? nextTurn : retry) {
                guard isStillWanted() else { return completion(.droppedAfterTheScreensChanged) }
                guard isBusy() else {
                    request()
                    return completion(.sent(attempt: number, waited: now() - start))
                }
                guard now() < deadline else { return completion(.droppedWhileUIKitWasBusy) }
                attempt(number + 1)
            }
        }
        attempt(1)
    }
}
