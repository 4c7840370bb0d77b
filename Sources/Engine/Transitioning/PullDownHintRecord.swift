/// Whether the pull-down hint (the coach mark) has played, kept for longer than one presentation.
///
/// `presentMatchCut(_:)` (UIKit) makes a new delegate for each presentation, so a flag on the delegate would
/// play the hint every time. Every ``ModalCoordination`` shares ``app`` unless it is given its own
/// record (tests do), so the hint plays once per launch of the app.
@MainActor
package final class PullDownHintRecord {
    /// The record every presentation in the app shares by default.
    package static let app = PullDownHintRecord()

    /// Whether the hint has played.
    package var hasPlayed: Bool

    /// Creates a record; `hasPlayed` is `false` unless given (an app that remembers the hint
    /// across launches passes what it stored).
    package init(hasPlayed: Bool = false) {
        self.hasPlayed = hasPlayed
    }
}
