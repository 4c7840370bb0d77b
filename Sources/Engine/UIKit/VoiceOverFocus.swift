#if canImport(UIKit)
    // `UIAccessibility.Notification.screenChanged` is a `var` in the iOS 17 SDK's overlay: read on
    // the main actor only, it is safe, which the import says for this file alone.
    @preconcurrency import UIKit

    /// Where VoiceOver goes after a finished MatchCut transition (``AccessibilityFocus`` decides).
    @MainActor
    enum VoiceOverFocus {
        /// Moves VoiceOver onto `element`, on the run loop's next turn so that it comes after
        /// UIKit's own screen change at the end of a transition (which order UIKit keeps is
        /// undocumented: Docs/DeviceChecklist.md, row 43); `nil` leaves UIKit's choice, the
        /// screen's first element.
        static func move(to element: UIView?) {
            guard let element else { return }
            Task { @MainActor [weak element] in
                guard let element, element.window != nil else { return }
                UIAccessibility.post(notification: .screenChanged, argument: element)
            }
        }
    }
#endif
