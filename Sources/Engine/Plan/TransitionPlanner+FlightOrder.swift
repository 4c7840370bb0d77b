import Foundation

/// A flight in the z order: a pair or a single view.
private enum FlightItem: Hashable {
    case pair(Int)
    case single(ViewPath)
}

extension TransitionPlanner {
    /// Each flight's rank among all flights (pairs and single views), back to front, from the two
    /// trees' drawing orders:
    /// - the upper tree (the destination going forward, the source going back) orders its views —
    ///   pairs and its single views — as it draws them, except that a pair comes after every pair
    ///   enclosing it in either tree;
    /// - a single view of the lower tree goes right after the pair drawn last before it in its own
    ///   tree (so a view in front of a matched view stays in front of that flight), or at the very
    ///   back when no pair comes before it.
    /// A crossed nesting (each pair encloses the other in one tree) is broken by ignoring the link
    /// back.
    func flightOrder<Node>(_ report: MatchReport<Node>, forward: Bool) -> (pairs: [Int], singles: [ViewPath: Int]) {
        let upperSide: TreeSide = forward ? .destination : .source
        func upperOrder(_ pair: Int) -> Int {
            forward ? report.pairs[pair].destination.drawOrder : report.pairs[pair].source.drawOrder
        }
        func lowerOrder(_ pair: Int) -> Int {
            forward ? report.pairs[pair].source.drawOrder : report.pairs[pair].destination.drawOrder
        }
        // Each tree's single views.
        var sourceSingles = report.onlyInSource.map { (order: $0.drawOrder, path: $0.path) }
        sourceSingles += report.modifiedInSource.map { (order: $0.drawOrder, path: $0.path) }
        var destinationSingles = report.onlyInDestination.map { (order: $0.drawOrder, path: $0.path) }
        destinationSingles += report.modifiedInDestination.map { (order: $0.drawOrder, path: $0.path) }
        let (upperSingles, lowerSingles) =
            upperSide == .source ? (sourceSingles, destinationSingles) : (destinationSingles, sourceSingles)

        // The upper tree's items in its drawing order; enclosing pairs are emitted first.
        var upper: [(order: Int, item: FlightItem)] = report.pairs.indices.map { (upperOrder($0), .pair($0)) }
        upper += upperSingles.map { ($0.order, .single($0.path)) }
        upper.sort { $0.order < $1.order }
        var sequence: [FlightItem] = []
        var emitted = Set<Int>()
        var visiting = Set<Int>()
        func emit(pair: Int) {
            guard !emitted.contains(pair), visiting.insert(pair).inserted else { return }
            for parent in [report.pairs[pair].enclosingPairInSource, report.pairs[pair].enclosingPairInDestination] {
                if let parent { emit(pair: parent) }
            }
            emitted.insert(pair)
            sequence.append(.pair(pair))
        }
        for entry in upper {
            switch entry.item {
            case .pair(let p): emit(pair: p)
            case .single: sequence.append(entry.item)
            }
        }
        // The lower tree's single views, each after the pair drawn last before it in its tree
        // (found by halving: the pairs sorted by their order there, no two with the same).
        let lowerPairs = report.pairs.indices.sorted { lowerOrder($0) < lowerOrder($1) }
        var after: [Int: [ViewPath]] = [:]
        var atBack: [ViewPath] = []
        for single in lowerSingles.sorted(by: { $0.order < $1.order }) {
            var (low, high) = (0, lowerPairs.count)  // the first pair drawn at or after the single
            while low < high {
                let middle = (low + high) / 2
                if lowerOrder(lowerPairs[middle]) < single.order { low = middle + 1 } else { high = middle }
            }
            if low > 0 {
                after[lowerPairs[low - 1], default: []].append(single.path)
            } else {
                atBack.append(single.path)
            }
        }
        var final: [FlightItem] = atBack.map { .single($0) }
        for item in sequence {
            final.append(item)
            if case .pair(let p) = item, let paths = after[p] { final += paths.map { .single($0) } }
        }
        var pairRanks = Array(repeating: 0, count: report.pairs.count)
        var singleRanks: [ViewPath: Int] = [:]
        singleRanks.reserveCapacity(final.count - report.pairs.count)
        for (rank, item) in final.enumerated() {
            switch item {
            case .pair(let p): pairRanks[p] = rank
            case .single(let path): singleRanks[path] = rank
            }
        }
        return (pairRanks, singleRanks)
    }
}
