#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    @MainActor private enum PostponeKeys {
        nonisolated(unsafe) static var timeout: UInt8 = 0
        nonisolated(unsafe) static var transition: UInt8 = 0
    }

    extension UIViewController {
        /// Asks the next MatchCut transition to this controller to wait until
        /// ``matchCutReady()`` (an image still loading), or at most `timeout` seconds; meanwhile
        /// the previous screen stays as it is and nothing is hidden. Call it before pushing or
        /// presenting.
        public func matchCutPostpone(timeout: TimeInterval = 0.5) {
            withUnsafeMutablePointer(to: &PostponeKeys.timeout) {
                objc_setAssociatedObject(self, $0, NSNumber(value: timeout), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }

        /// Starts the postponed transition now: views tagged since are matched.
        public func matchCutReady() {
            matchCutRunningTransition?.controller?.resumePostponed()
            withUnsafeMutablePointer(to: &PostponeKeys.timeout) {
                objc_setAssociatedObject(self, $0, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }

        var matchCutPostponement: Double? {
            withUnsafeMutablePointer(to: &PostponeKeys.timeout) {
                (objc_getAssociatedObject(self, $0) as? NSNumber)?.doubleValue
            }
        }

        var matchCutRunningTransition: MatchCutTransition? {
            get {
                withUnsafeMutablePointer(to: &PostponeKeys.transition) {
                    (objc_getAssociatedObject(self, $0) as? WeakTransitionBox)?.transition
                }
            }
            set {
                let box = WeakTransitionBox()
                box.transition = newValue
                withUnsafeMutablePointer(to: &PostponeKeys.transition) {
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
