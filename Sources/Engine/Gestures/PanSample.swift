import Foundation

/// A gesture recognizer's state (`UIGestureRecognizer.State`).
public enum RecognizerState: Hashable, Sendable {
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
    public var isActive: Bool { self == .began || self == .changed }
}

/// A pan recognizer at one moment, as a gesture decision needs it, in the coordinate space of the
/// view the gesture drives (the navigation controller's view, or the presented view).
public struct PanSample: Equatable, Sendable {
    /// The state.
    public var state: RecognizerState
    /// Where the finger is, in points.
    public var location: CGPoint
    /// How far it has moved since the gesture began, in points.
    public var translation: CGPoint
    /// Its velocity, in points per second.
    public var velocity: CGPoint

    /// Creates a sample.
    public init(state: RecognizerState, location: CGPoint, translation: CGPoint = .zero, velocity: CGPoint = .zero) {
        self.state = state
        self.location = location
        self.translation = translation
        self.velocity = velocity
    }

    /// Where the finger came down: its location less its translation.
    public var start: CGPoint { CGPoint(x: location.x - translation.x, y: location.y - translation.y) }
}
