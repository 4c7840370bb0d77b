import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCutMatcher

/// A path's JSON spelling, checked against the same text put together by string interpolation.
@Suite struct ViewPathTests {
    @Test func theRootIsItsSideAlone() {
        #expect(ViewPath(side: .source).description == "source")
        #expect(ViewPath(side: .destination, indices: [0, 3]).description == "destination.children[0].children[3]")
    }

    @Test(arguments: 0..<200)
    func randomPathsAreSpelledIndexByIndex(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let depth = Int.random(in: 0...24, using: &rng)
        // Indices of every width, from 0 to the extremes (a path is only ever built from child
        // indices, but the spelling holds for any integer).
        let indices = (0..<depth).map { _ -> Int in
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: 0
            case 1: Int.random(in: 1...9, using: &rng)
            case 2: Int.random(in: 10...99_999, using: &rng)
            case 3: Int.random(in: Int.min...(-1), using: &rng)
            case 4: [Int.max, Int.min, -1, 10, 100, 1_000_000].randomElement(using: &rng)!
            default: Int.random(in: 0...Int.max, using: &rng)
            }
        }
        let side = Bool.random(using: &rng) ? TreeSide.source : .destination
        var expected = side.rawValue
        for index in indices { expected += ".children[\(index)]" }
        #expect(ViewPath(side: side, indices: indices).description == expected, "seed \(seed)")
    }
}
