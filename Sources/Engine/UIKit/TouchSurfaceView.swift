#if canImport(UIKit)
    import UIKit

    /// MatchCut's view for touches while a transition flies
    /// (``TransitionBackend/makeTouchSurface(over:takesTouch:)``): clear, in the window just above
    /// the subview that holds the container, it takes a touch where the engine says so (in the
    /// container's coordinates) and lets every other touch through to what is behind it.
    @MainActor
    final class TouchSurfaceView: UIView {
        private weak var container: UIView?
        private let takesTouch: @MainActor (CGPoint) -> Bool

        init(container: UIView, takesTouch: @escaping @MainActor (CGPoint) -> Bool) {
            self.container = container
            self.takesTouch = takesTouch
            super.init(frame: .zero)
            backgroundColor = .clear
            isAccessibilityElement = false
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            guard super.point(inside: point, with: event), let container else { return false }
            return takesTouch(convert(point, to: container))
        }
    }

    extension UIView {
        /// Puts MatchCut's two gestures on a touch surface: a pan with `target` as its delegate
        /// (a catch, a pull or a back swipe, decided by the coordination), and a tap that waits for
        /// the pan to fail (a touch that moves is the pan's).
        func addTouchSurfaceGestures(
            target: NSObject & UIGestureRecognizerDelegate, pan panAction: Selector, tap tapAction: Selector
        ) -> (pan: UIPanGestureRecognizer, tap: UITapGestureRecognizer) {
            let pan = UIPanGestureRecognizer(target: target, action: panAction)
            pan.delegate = target
            addGestureRecognizer(pan)
            let tap = UITapGestureRecognizer(target: target, action: tapAction)
            tap.require(toFail: pan)
            addGestureRecognizer(tap)
            return (pan, tap)
        }
    }
#endif
