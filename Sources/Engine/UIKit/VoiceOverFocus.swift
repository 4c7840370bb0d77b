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
                guard let element, element.window != nil, let target = firstElement(in: element) else { return }
                UIAccessibility.post(notification: .screenChanged, argument: target)
            }
        }

        /// The view VoiceOver can land on: `view` when it is an accessibility element, else the
        /// first one inside it in subview order (an image view is not one by default; a card's
        /// title inside it may be), skipping hidden subtrees; `nil` when there is none (UIKit's
        /// own choice stays). `accessibilityElements` given by the app come first.
        static func firstElement(in view: UIView) -> NSObject? {
            if view.isHidden || view.accessibilityElementsHidden { return nil }
            if view.isAccessibilityElement { return view }
            if let elements = view.accessibilityElements, let first = elements.first as? NSObject { return first }
            for child in view.subviews {
                if let found = firstElement(in: child) { return found }
            }
            return nil
        }
    }
#endif
