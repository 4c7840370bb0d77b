import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    /// A compilation's moments by time keep the lookups of a `[Double: Moment]`: random times
    /// (the check grid's, fitted ones, repeats, 0 and −0, NaN), inserted and looked up in random
    /// order past the table's first size, against a dictionary.
    @Suite struct MomentTableTests {
        @Test(arguments: 0..<40)
        func itFindsWhatADictionaryFinds(seed: Int) {
            var rng = SeededRandom(seed: UInt64(seed))
            var table = MomentTable(capacity: rng.int(0...64))
            var model: [Double: StandInCompilation.Moment] = [:]
            var seen: [Double] = []
            func time() -> Double {
                switch rng.int(0...5) {
                case 0: return Double(rng.int(0...480)) / 480
                case 1: return rng.double(0...1)
                case 2: return seen.isEmpty ? 0 : seen[rng.int(0...seen.count - 1)]
                case 3: return rng.chance(0.5) ? 0 : -0.0
                case 4: return rng.chance(0.1) ? .nan : -rng.double(0...1)
                default: return rng.double(0...60)
                }
            }
            for step in 0..<3000 {
                let t = time()
                if rng.chance(0.5) {
                    let moment = StandInCompilation.Moment(StandInLayerValues())
                    table.insert(moment, at: t)
                    model[t] = moment
                    seen.append(t)
                } else {
                    #expect(table[t] === model[t], "seed \(seed), step \(step): time \(t)")
                }
            }
            // NaN keys never match in a dictionary; the count is of the times it can find.
            #expect(table.entries == model.keys.filter { !$0.isNaN }.count, "seed \(seed)")
            for (t, moment) in model where !t.isNaN { #expect(table[t] === moment, "seed \(seed): time \(t)") }
        }
    }
}
