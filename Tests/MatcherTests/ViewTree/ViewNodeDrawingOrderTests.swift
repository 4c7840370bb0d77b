import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCutMatcher

/// Siblings' drawing order (`ViewNode.drawingOrder`), against a stable sort by `zPosition` written
/// here: `nil` exactly when that order is the index order.
@MainActor @Suite struct ViewNodeDrawingOrderTests {
    @Test(arguments: 0..<300)
    func childrenAreDrawnByZPositionThenIndex(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let count = rng.int(0...9)
        // Few distinct values, so ties are common; some runs all equal or already in order.
        let values: [CGFloat] = [0, 0, 1, -2, 5, 0.5, .nan]
        let style = rng.int(0...3)
        let children = (0..<count).map { i -> HeadlessView in
            let view = HeadlessView()
            switch style {
            case 0: view.zPosition = 0
            case 1: view.zPosition = CGFloat(i / 2)  // non-decreasing, with ties
            default: view.zPosition = values[rng.int(0...(values.count - (style == 2 ? 2 : 1)))]
            }
            return view
        }
        let z = children.map(\.zPosition)
        // Insertion sort: stable, one comparison at a time, as the sort's comparison reads.
        var expected = Array(children.indices)
        for i in expected.indices {
            var j = i
            while j > 0, z[expected[j]] < z[expected[j - 1]] {
                expected.swapAt(j, j - 1)
                j -= 1
            }
        }
        let order = HeadlessView.drawingOrder(children)
        let hasNaN = z.contains { $0.isNaN }
        if !hasNaN {
            #expect((order ?? Array(children.indices)) == expected, "seed \(seed): z \(z)")
            #expect((order == nil) == (expected == Array(children.indices)), "seed \(seed): z \(z)")
        } else {
            // NaN orders by no rule; every child still drawn exactly once.
            #expect((order ?? Array(children.indices)).sorted() == Array(children.indices), "seed \(seed)")
        }
    }
}
