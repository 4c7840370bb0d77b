import Foundation

/// A gesture recognizer's state (`UIGestureRecognizer.State`).
package enum RecognizerState: Hashable, Sendable {
    /// Not recognised yet.
    case possible
    /// Recognised: the first action.
    case began
    /// Moved.
    case changed
    /// Lifted.
    case ended
    /// Taken away (by the system, or another recognizer).
    case cancelled
    /// Not recognised.
    case failed

    /// Whether the gesture is under way (began or changed).
    package var isActive: Bool { self == .began || self == .changed }
}

/// A pan recognizer at one moment, as a gesture decision needs it, in the coordinate space of the
/// view the gesture drives (the navigation controller's view, or the presented view).
package struct PanSample: Equatable, Sendable {
    /// The state.
    package var state: RecognizerState
    /// Where the finger is, in points.
    package var location: CGPoint
    /// How far it has moved since the gesture began, in points.
    package var translation: CGPoint
    /// Its velocity, in points per second.
    package var velocity: CGPoint

    /// Creates a sample.
    package init(state: RecognizerState, location: CGPoint, translation: CGPoint = .zero, velocity: CGPoint = .zero) {
        self.state = state
        self.location = location
        self.translation = translation
        self.velocity = velocity
    }

    /// Where the finger came down: its location less its translation.
    package var start: CGPoint { CGPoint(x: location.x - translation.x, y: location.y - translation.y) }
}
