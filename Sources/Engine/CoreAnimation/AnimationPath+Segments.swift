import Foundation

/// One drawn element of a path as a cubic Bézier (lines and quadratics are raised exactly, with
/// the same parametrisation), for keyframe animation along the path.
struct PathSegment: Equatable, Sendable {
    var start: CGPoint
    var control1: CGPoint
    var control2: CGPoint
    var end: CGPoint

    /// A straight line, parametrised at constant speed.
    init(line start: CGPoint, to end: CGPoint) {
        self.init(
            start: start, control1: CGPoint(x: start.x + (end.x - start.x) / 3, y: start.y + (end.y - start.y) / 3),
            control2: CGPoint(x: start.x + 2 * (end.x - start.x) / 3, y: start.y + 2 * (end.y - start.y) / 3), end: end)
    }

    init(start: CGPoint, control1: CGPoint, control2: CGPoint, end: CGPoint) {
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
    }

    /// The point at Bézier parameter `u` (0…1).
    func point(at u: Double) -> CGPoint {
        let v = 1 - u
        let (a, b, c, d) = (v * v * v, 3 * v * v * u, 3 * v * u * u, u * u * u)
        return CGPoint(
            x: a * start.x + b * control1.x + c * control2.x + d * end.x,
            y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }
}

extension AnimationPath {
    /// The keyframe segments of a position animation along this path (CAKeyframeAnimation's
    /// `path`): "The end point of a line-to or curve-to segment defines the keyframe value …
    /// Move-to segments do not define separate keyframe values." The first keyframe is the start
    /// of the first segment; after a move-to the value jumps to the new subpath at a keyframe.
    /// A close counts as a line back to the subpath's start when it has any length, and is
    /// skipped otherwise (an open point).
    var keyframeSegments: [PathSegment] {
        var segments: [PathSegment] = []
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                (start, current) = (p, p)
            case .line(let p):
                segments.append(PathSegment(line: current, to: p))
                current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 * (c.x - current.x) / 3, y: current.y + 2 * (c.y - current.y) / 3)
                let c2 = CGPoint(x: p.x + 2 * (c.x - p.x) / 3, y: p.y + 2 * (c.y - p.y) / 3)
                segments.append(PathSegment(start: current, control1: c1, control2: c2, end: p))
                current = p
            case .curve(let p, let c1, let c2):
                segments.append(PathSegment(start: current, control1: c1, control2: c2, end: p))
                current = p
            case .close:
                if current != start { segments.append(PathSegment(line: current, to: start)) }
                current = start
            }
        }
        return segments
    }
}
