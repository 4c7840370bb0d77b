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

        /// The element VoiceOver can land on: `view` when it is an accessibility element, else
        /// the one inside it VoiceOver reads first — top-most, then leading-most by
        /// `accessibilityFrame`, as VoiceOver orders a screen — skipping hidden and transparent
        /// subtrees; a container's `accessibilityElements`, when the app gives them, are its only
        /// elements. `nil` when there is none (UIKit's own choice stays).
        static func firstElement(in view: UIView) -> NSObject? {
            var found: [NSObject] = []
            collect(view, into: &found)
            let first = AccessibilityFocus.firstElement(
                frames: found.map(\.accessibilityFrame),
                rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            return first.map { found[$0] }
        }

        /// The accessibility elements in `object` and inside it.
        private static func collect(_ object: NSObject, into found: inout [NSObject]) {
            if let view = object as? UIView,
                AccessibilityFocus.skips(
                    isHidden: view.isHidden, elementsHidden: view.accessibilityElementsHidden, alpha: Double(view.alpha)
                )
            {
                return
            }
            if object.isAccessibilityElement {
                found.append(object)
                return
            }
            if let elements = object.accessibilityElements {
                for case let element as NSObject in elements { collect(element, into: &found) }
            } else if let view = object as? UIView {
                for child in view.subviews { collect(child, into: &found) }
            }
        }
    }
#endif
