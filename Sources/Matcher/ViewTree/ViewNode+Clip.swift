import Foundation

extension ViewClip {
    /// How `view`'s ancestors up to `container` clip it on screen, or `nil` when none masks to
    /// bounds (or the geometry cannot be related to the container). The matcher computes the same
    /// during its walk; this is for views met outside it.
    /// - Complexity: O(depth).
    @MainActor
    @usableFromInline package static func of<Node: ViewNode>(_ view: Node, in container: Node.Node) -> ViewClip? where Node.Node == Node {
        var box: CGRect?
        var innermost: (bounds: CGRect, map: PlaneTransform, radius: CGFloat, mask: CornerMask)?
        var ancestor = view.parentNode
        while let a = ancestor, a !== container {
            // What clips, without the colours: as the matcher's walk reads it.
            let appearance = a.walkAppearance
            if appearance.masksToBounds {
                guard let map = try? a.transform(to: container),
                    let quad = try? map.quad(for: a.layerGeometry.bounds)
                else { return nil }
                box = box.map { $0.intersection(quad.boundingBox) } ?? quad.boundingBox
                if innermost == nil {
                    innermost = (a.layerGeometry.bounds, map, appearance.cornerRadius, appearance.maskedCorners)
                }
            }
            ancestor = a.parentNode
        }
        guard let innermost, let box else { return nil }
        return ViewClip(
            bounds: innermost.bounds, transformToContainer: innermost.map, cornerRadius: innermost.radius,
            maskedCorners: innermost.mask, box: box.intersection(container.layerGeometry.bounds))
    }
}
