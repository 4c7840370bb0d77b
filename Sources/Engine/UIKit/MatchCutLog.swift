#if canImport(UIKit)
    import os

    /// MatchCut's messages in the unified log (subsystem `dev.matchcut`, category `transitions`):
    /// what an app developer needs to know when MatchCut did not do what was asked, and (at debug
    /// level) how long a request waited for UIKit.
    @MainActor
    enum MatchCutLog {
        private static let log = OSLog(subsystem: "dev.matchcut", category: "transitions")

        /// A request that waited for a transition and was dropped (``RequestAfterTransition``).
        static func requestAfterTransition(_ outcome: RequestAfterTransition.Outcome) {
            let why: String
            switch outcome {
            case .sent(let attempt, let waited):
                os_log(
                    "A request queued behind a transition was sent at try %ld, %.1f ms later.", log: log, type: .debug,
                    attempt, waited * 1000)
                return
            case .droppedWhileUIKitWasBusy: why = "UIKit still reported a transition a second later"
            case .droppedAfterTheScreensChanged: why = "the screens changed before UIKit took it"
            }
            os_log(
                "A push, pop or dismissal queued behind a transition was dropped: %{public}@.", log: log,
                type: .default, why)
        }

        /// SwiftUI content tagged with `.matchID` whose hosting view was not found: its flight
        /// shows nothing (``HostedContentRegion``).
        static func anchorWithoutHost(_ id: String?) {
            os_log(
                "SwiftUI content tagged %{public}@ is in no hosting view MatchCut knows: its flight is blank.", log: log,
                type: .error, id ?? "(no ID)")
        }
    }
#endif
