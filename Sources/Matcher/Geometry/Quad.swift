import Foundation

/// Four corners of a rectangle after a transform: what a view's bounds look like in another
/// view's space once rotations, skews or perspective are involved, where a bounding box would
/// lose the shape.
public struct Quad: Equatable, Sendable {
    /// The image of the rectangle's minX/minY corner.
    public var topLeft: CGPoint
    /// The image of the maxX/minY corner.
    public var topRight: CGPoint
    /// The image of the maxX/maxY corner.
    public var bottomRight: CGPoint
    /// The image of the minX/maxY corner.
    public var bottomLeft: CGPoint

    /// Creates a quad from its corners, clockwise from the top left (in y-down coordinates).
    @inlinable
    public init(topLeft: CGPoint, topRight: CGPoint, bottomRight: CGPoint, bottomLeft: CGPoint) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The quad of an untransformed rectangle.
    @inlinable
    public init(_ rect: CGRect) {
        self.init(
            topLeft: CGPoint(x: rect.minX, y: rect.minY),
            topRight: CGPoint(x: rect.maxX, y: rect.minY),
            bottomRight: CGPoint(x: rect.maxX, y: rect.maxY),
            bottomLeft: CGPoint(x: rect.minX, y: rect.maxY))
    }

    /// The corners in order: top-left, top-right, bottom-right, bottom-left.
    public var corners: [CGPoint] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// The smallest axis-aligned rectangle holding the four corners (what `UIView.convert(_:to:)`
    /// returns for a rect).
    @inlinable
    public var boundingBox: CGRect {
        let minX = Swift.min(topLeft.x, topRight.x, bottomRight.x, bottomLeft.x)
        let maxX = Swift.max(topLeft.x, topRight.x, bottomRight.x, bottomLeft.x)
        let minY = Swift.min(topLeft.y, topRight.y, bottomRight.y, bottomLeft.y)
        let maxY = Swift.max(topLeft.y, topRight.y, bottomRight.y, bottomLeft.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The signed area by the shoelace formula, in square points: positive when the corners run
    /// clockwise on screen (y down), negative when the view is seen mirrored.
    @inlinable
    public var signedArea: CGFloat {
        let a = topLeft.x * topRight.y - topRight.x * topLeft.y
        let b = topRight.x * bottomRight.y - bottomRight.x * topRight.y
        let c = bottomRight.x * bottomLeft.y - bottomLeft.x * bottomRight.y
        let d = bottomLeft.x * topLeft.y - topLeft.x * bottomLeft.y
        return (a + b + c + d) / 2
    }

    /// Whether every coordinate is finite.
    public var isFinite: Bool {
        corners.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }

    /// The mean of the four corners, in points.
    public var center: CGPoint {
        CGPoint(
            x: (topLeft.x + topRight.x + bottomRight.x + bottomLeft.x) / 4,
            y: (topLeft.y + topRight.y + bottomRight.y + bottomLeft.y) / 4)
    }

    /// Whether `point` is inside the quad (or on its edge): on the same side of all four edges, for
    /// a convex quad of either winding.
    public func contains(_ point: CGPoint) -> Bool {
        let c = [topLeft, topRight, bottomRight, bottomLeft]
        var sign = 0.0
        for i in 0..<4 {
            let a = c[i]
            let b = c[(i + 1) % 4]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross == 0 { continue }
            if sign == 0 {
                sign = cross > 0 ? 1 : -1
            } else if (cross > 0 ? 1 : -1) != sign {
                return false
            }
        }
        return true
    }
}
