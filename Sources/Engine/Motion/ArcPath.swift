import Foundation

/// A curved path between two points for a matched element: a quadratic Bézier whose control
/// point sits off the midpoint, perpendicular to the straight line, by `intensity` × half the
/// distance. Intensity 0 is the straight line (at constant speed); positive bows to the left of
/// the direction of travel (upward on screen when moving right), negative to the right.
public struct ArcPath: Equatable, Sendable {
    /// The start, in points.
    public let start: CGPoint
    /// The end, in points.
    public let end: CGPoint
    /// The bow: 0 straight, 1 a control point half the distance away from the midpoint.
    public let intensity: Double

    /// Creates a path; a non-finite intensity counts as 0.
    public init(from start: CGPoint, to end: CGPoint, intensity: Double) {
        self.start = start
        self.end = end
        self.intensity = intensity.isFinite ? intensity : 0
    }

    /// The control point.
    public var control: CGPoint {
        let dx = end.x - start.x
        let dy = end.y - start.y
        // (dy, −dx) points to the left of travel in y-down coordinates; its length is the
        // distance, so half of it times the intensity is the offset.
        return CGPoint(x: (start.x + end.x) / 2 + dy * intensity / 2, y: (start.y + end.y) / 2 - dx * intensity / 2)
    }

    /// The point `progress` of the way along (0 start, 1 end; springs may overshoot).
    @inline(__always)
    public func point(at progress: Double) -> CGPoint {
        let u = progress
        let c = control
        let a = (1 - u) * (1 - u)
        let b = 2 * u * (1 - u)
        let d = u * u
        return CGPoint(x: a * start.x + b * c.x + d * end.x, y: a * start.y + b * c.y + d * end.y)
    }

    /// The derivative of the position with respect to progress (points per unit of progress).
    public func tangent(at progress: Double) -> CGPoint {
        let u = progress
        let c = control
        return CGPoint(
            x: 2 * (1 - u) * (c.x - start.x) + 2 * u * (end.x - c.x),
            y: 2 * (1 - u) * (c.y - start.y) + 2 * u * (end.y - c.y))
    }
}
