import Foundation

extension ViewNode {
    /// The indices of `children` in the order they are drawn, back to front: by `zPosition`, equal
    /// ones in index order, as Core Animation composites sublayers. `nil` when that is index order
    /// (most views: nothing is allocated then). The match's walk and the overlay search both draw
    /// by it.
    @inlinable
    package static func drawingOrder(_ children: [Self]) -> [Int]? {
        guard children.count > 1 else { return nil }
        // Index order unless a zPosition goes down (or is NaN, which orders as the sort compares).
        var previous = -CGFloat.infinity
        var inOrder = true
        for child in children {
            let z = child.layerGeometry.zPosition
            guard z >= previous else {
                inOrder = false
                break
            }
            previous = z
        }
        guard !inOrder else { return nil }
        let z = children.map { $0.layerGeometry.zPosition }
        let order = children.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }
        return order.elementsEqual(children.indices) ? nil : order
    }
}
