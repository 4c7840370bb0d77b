import Foundation

/// A portable `CGPath`: move-to, line-to, quadratic and cubic curve-to, and close elements, in
/// points. It is both a value (a mask layer's `path`) and the `path` of a position keyframe
/// animation.
///
/// ```swift
/// var path = AnimationPath()
/// path.move(to: CGPoint(x: 0, y: 0))
/// path.addLine(to: CGPoint(x: 100, y: 0))
/// path.svgPathData  // "M0 0 L100 0"
/// ```
package struct AnimationPath: Equatable, Sendable {
    /// One element, with `CGPathElement`'s meaning.
    package enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the subpath with a straight line back to its start.
        case close
    }

    /// The elements, in order.
    package var elements: [Element]

    /// Creates a path from its elements.
    package init(_ elements: [Element] = []) {
        self.elements = elements
    }

    /// The point the next element starts from, or `nil` for an empty path.
    package var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                (start, current) = (p, p)
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// Appends a move-to.
    package mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    /// Appends a line-to.
    package mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    /// Appends a quadratic curve-to.
    package mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Appends a cubic curve-to.
    package mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Appends a close.
    package mutating func closeSubpath() { elements.append(.close) }

    /// Every point of every element, in order (controls before the end point).
    package var points: [CGPoint] {
        var points: [CGPoint] = []
        points.reserveCapacity(elements.count * 3)
        forEachPoint { points.append($0) }
        return points
    }

    /// Calls `body` with each of ``points`` in order, allocating nothing.
    @inline(__always)
    package func forEachPoint(_ body: (CGPoint) -> Void) {
        for element in elements {
            switch element {
            case .move(let p), .line(let p): body(p)
            case .quadCurve(let p, let c):
                body(c)
                body(p)
            case .curve(let p, let c1, let c2):
                body(c1)
                body(c2)
                body(p)
            case .close: break
            }
        }
    }

    /// The largest distance between corresponding ``points`` of two paths of the same structure
    /// (`nil` otherwise), allocating nothing.
    package func largestPointDistance(to other: AnimationPath) -> Double? {
        guard hasSameStructure(as: other) else { return nil }
        var d = 0.0
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
                d = max(d, hypot(p.x - q.x, p.y - q.y))
            case (.quadCurve(let p, let c), .quadCurve(let q, let e)):
                d = max(d, hypot(p.x - q.x, p.y - q.y), hypot(c.x - e.x, c.y - e.y))
            case (.curve(let p, let c1, let c2), .curve(let q, let e1, let e2)):
                d = max(d, hypot(p.x - q.x, p.y - q.y), hypot(c1.x - e1.x, c1.y - e1.y), hypot(c2.x - e2.x, c2.y - e2.y))
            default: break
            }
        }
        return d
    }

    /// The smallest rect holding every one of ``points``, or `nil` for none; allocates nothing.
    package var pointsBoundingBox: CGRect? {
        var box: (x0: CGFloat, y0: CGFloat, x1: CGFloat, y1: CGFloat)?
        forEachPoint { p in
            if let b = box {
                box = (min(b.x0, p.x), min(b.y0, p.y), max(b.x1, p.x), max(b.y1, p.y))
            } else {
                box = (p.x, p.y, p.x, p.y)
            }
        }
        return box.map { CGRect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0, height: $0.y1 - $0.y0) }
    }

    /// The same elements with ``points`` replaced, or `nil` when the count differs.
    package func replacingPoints(_ new: [CGPoint]) -> AnimationPath? {
        guard new.count == points.count else { return nil }
        var i = 0
        func next() -> CGPoint {
            defer { i += 1 }
            return new[i]
        }
        return AnimationPath(
            elements.map { element in
                switch element {
                case .move: return .move(to: next())
                case .line: return .line(to: next())
                case .quadCurve:
                    let c = next()
                    return .quadCurve(to: next(), control: c)
                case .curve:
                    let (c1, c2) = (next(), next())
                    return .curve(to: next(), control1: c1, control2: c2)
                case .close: return .close
                }
            })
    }

    /// Whether both paths have the same element kinds in the same order.
    package func hasSameStructure(as other: AnimationPath) -> Bool {
        elements.count == other.elements.count
            && zip(elements, other.elements).allSatisfy { a, b in
                switch (a, b) {
                case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.close, .close): true
                default: false
                }
            }
    }

    /// A path `fraction` of the way from `a` to `b`. CAShapeLayer.h: "Paths will interpolate as
    /// a linear blend of the "on-line" points; "off-line" points may be interpolated non-linearly
    /// … If the two paths have a different number of control points or segments the results are
    /// undefined." This model blends every point linearly and, for paths of different structure,
    /// switches from `a` to `b` at the halfway point (both open points).
    package static func interpolate(from a: AnimationPath, to b: AnimationPath, fraction f: Double)
        -> AnimationPath
    {
        guard a.hasSameStructure(as: b) else { return f < 0.5 ? a : b }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f) }
        var elements: [Element] = []
        elements.reserveCapacity(a.elements.count)
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case (.move(let p), .move(let q)): elements.append(.move(to: mix(p, q)))
            case (.line(let p), .line(let q)): elements.append(.line(to: mix(p, q)))
            case (.quadCurve(let p, let c), .quadCurve(let q, let e)):
                elements.append(.quadCurve(to: mix(p, q), control: mix(c, e)))
            case (.curve(let p, let c1, let c2), .curve(let q, let e1, let e2)):
                elements.append(.curve(to: mix(p, q), control1: mix(c1, e1), control2: mix(c2, e2)))
            default: elements.append(x)
            }
        }
        return AnimationPath(elements)
    }
}
