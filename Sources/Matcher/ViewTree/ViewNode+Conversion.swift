import Foundation

extension ViewNode {
    /// The map from this view's bounds space to `target`'s bounds space, through every ancestor's
    /// transform, anchor point and scroll offset, as `UIView.convert(_:to:)` computes it.
    ///
    /// Each layer is flattened into its parent's plane, as Core Animation renders it, so the map
    /// is a ``PlaneTransform`` even with 3D rotations and perspective. Views in different trees
    /// meet in their roots' space (as UIKit converts between windows through the screen). A `nil`
    /// target is this tree's root space.
    /// - Throws: ``GeometryError/singularTransform`` when `target` is flattened to a line or a
    ///   point (its space cannot be reached), ``GeometryError/nonFinite`` for NaN geometry.
    /// - Complexity: O(depth of both views).
    @usableFromInline package func transform(to target: Node?) throws -> PlaneTransform {
        let up = transformToRoot()
        guard let target else { return up }
        let down = try target.transformToRoot().inverted()
        let result = up.concatenating(down)
        guard result.isFinite else { throw GeometryError.nonFinite }
        return result
    }

    /// The map from this view's bounds space to its root's.
    @usableFromInline package func transformToRoot() -> PlaneTransform {
        guard parentNode != nil else { return .identity }
        var result = transformToParent
        var ancestor = parentNode
        while let view = ancestor {
            if view.parentNode == nil { break }
            result = result.concatenating(view.transformToParent)
            ancestor = view.parentNode
        }
        return result
    }

    /// A point of this view's bounds space in `target`'s (`UIView.convert(_:to:)`).
    /// - Throws: see ``transform(to:)``; ``GeometryError/behindViewer`` when the point has no place
    ///   in `target`'s plane.
    @usableFromInline package func convertedPoint(_ point: CGPoint, to target: Node?) throws -> CGPoint {
        try transform(to: target).apply(to: point)
    }

    /// The four corners of a rect of this view's bounds space, in `target`'s space: the exact shape,
    /// a parallelogram under rotation or skew, a general quad under perspective.
    /// - Throws: as ``convertedPoint(_:to:)``.
    @usableFromInline package func convertedQuad(_ rect: CGRect, to target: Node?) throws -> Quad {
        try transform(to: target).quad(for: rect)
    }

    /// The bounding box of a converted rect: what `UIView.convert(_:to:)` returns for a `CGRect`.
    /// - Throws: as ``convertedPoint(_:to:)``.
    @usableFromInline package func convertedRect(_ rect: CGRect, to target: Node?) throws -> CGRect {
        try convertedQuad(rect, to: target).boundingBox
    }
}
