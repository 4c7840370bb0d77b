#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    @MainActor private enum ControllerKeys {
        nonisolated(unsafe) static var timeout: UInt8 = 0
        nonisolated(unsafe) static var transition: UInt8 = 0
        nonisolated(unsafe) static var allowsPanToPop: UInt8 = 0
    }

    extension UIViewController: TransitionEndpoint {
        /// The controller's view.
        @usableFromInline package var rootView: UIView { view }

        /// The postponement asked for with ``matchCutPostpone(timeout:)``, in seconds.
        @usableFromInline package var postponement: Double? {
            withUnsafeMutablePointer(to: &ControllerKeys.timeout) {
                (objc_getAssociatedObject(self, $0) as? NSNumber)?.doubleValue
            }
        }

        /// Forgets the postponement: a transition has taken it.
        @usableFromInline package func clearPostponement() {
            withUnsafeMutablePointer(to: &ControllerKeys.timeout) {
                objc_setAssociatedObject(self, $0, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }

        /// Asks the next MatchCut transition to this controller to wait until ``matchCutReady()``
        /// (an image still loading), or at most `timeout` seconds; meanwhile the previous screen
        /// stays as it is and this one stays invisible. Call it before pushing or presenting. The
        /// next transition takes the request (it waits, then starts), so a screen whose content
        /// never became ready does not hold back later transitions. A transition driven by a finger
        /// never waits.
        public func matchCutPostpone(timeout: TimeInterval = 0.5) {
            withUnsafeMutablePointer(to: &ControllerKeys.timeout) {
                objc_setAssociatedObject(self, $0, NSNumber(value: timeout), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }

        /// Whether MatchCut's pan (from the edge, or full width) may pop this controller when it is on
        /// top of a navigation controller with MatchCut enabled; `true` unless you set it. The pan
        /// already stays off where UIKit's own back-swipe would: when the navigation controller's
        /// `interactivePopGestureRecognizer` is disabled, when `navigationItem.hidesBackButton`, and
        /// when a `leftBarButtonItem` replaces the back button (without
        /// `leftItemsSupplementBackButton`). Set this to `false` to lock a screen against the swipe
        /// alone, keeping its back button.
        public var matchCutAllowsPanToPop: Bool {
            get {
                withUnsafeMutablePointer(to: &ControllerKeys.allowsPanToPop) {
                    (objc_getAssociatedObject(self, $0) as? NSNumber)?.boolValue ?? true
                }
            }
            set {
                withUnsafeMutablePointer(to: &ControllerKeys.allowsPanToPop) {
                    objc_setAssociatedObject(self, $0, NSNumber(value: newValue), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                }
            }
        }

        /// Starts the postponed transition now: views tagged since are matched.
        public func matchCutReady() {
            matchCutRunningTransition?.flow.resumePostponed()
            clearPostponement()
        }

        var matchCutRunningTransition: MatchCutTransition? {
            get {
                withUnsafeMutablePointer(to: &ControllerKeys.transition) {
                    (objc_getAssociatedObject(self, $0) as? WeakTransitionBox)?.transition
                }
            }
            set {
                let box = WeakTransitionBox()
                box.transition = newValue
                withUnsafeMutablePointer(to: &ControllerKeys.transition) {
                    objc_setAssociatedObject(self, $0, box, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                }
            }
        }
    }

    @MainActor
    private final class WeakTransitionBox: NSObject {
        weak var transition: MatchCutTransition?
    }
#endif
