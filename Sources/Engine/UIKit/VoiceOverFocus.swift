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
                var ancestors: [(isHidden: Bool, elementsHidden: Bool, alpha: Double)] = []
                var view = element.superview
                while let current = view {
                    ancestors.append((current.isHidden, current.accessibilityElementsHidden, Double(current.alpha)))
                    view = current.superview
                }
                guard AccessibilityFocus.canReach(through: ancestors), let target = firstElement(in: element) else {
                    return
                }
                UIAccessibility.post(notification: .screenChanged, argument: target)
            }
        }

        /// The element VoiceOver can land on: `view` when it is an accessibility element, else
        /// the one inside it VoiceOver reads first, skipping hidden and transparent subtrees: in a
        /// container whose app gives its `accessibilityElements`, the first of them that has one,
        /// in the app's order; otherwise the top-most, then leading-most by `accessibilityFrame`
        /// (``AccessibilityFocus/firstElement(frames:rightToLeft:)``), a container that groups its
        /// children (`shouldGroupAccessibilityChildren`) taking part as one, at its own frame.
        /// `nil` when there is none (UIKit's own choice stays).
        static func firstElement(in object: NSObject) -> NSObject? {
            // SwiftUI content: its element is in the host, under the anchor.
            if let anchor = object as? MatchCutAnchorView { return anchor.contentAccessibilityElement() }
            if let view = object as? UIView,
                AccessibilityFocus.skips(
                    isHidden: view.isHidden, elementsHidden: view.accessibilityElementsHidden, alpha: Double(view.alpha)
                )
            {
                return nil
            }
            if object.isAccessibilityElement { return object }
            if let elements = object.accessibilityElements {
                // The app's order.
                for case let element as NSObject in elements {
                    if let first = firstElement(in: element) { return first }
                }
                return nil
            }
            guard let view = object as? UIView else { return nil }
            // Each child's first element, placed by the child's frame when it groups its children,
            // else by the element's own frame.
            var candidates: [(element: NSObject, frame: CGRect)] = []
            for child in view.subviews {
                guard let first = firstElement(in: child) else { continue }
                let frame =
                    child.shouldGroupAccessibilityChildren && first !== child
                    ? UIAccessibility.convertToScreenCoordinates(child.bounds, in: child) : first.accessibilityFrame
                candidates.append((first, frame))
            }
            let first = AccessibilityFocus.firstElement(
                frames: candidates.map(\.frame), rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            )
            return first.map { candidates[$0].element }
        }
    }
#endif
