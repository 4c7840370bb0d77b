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
    func flightOrder<Node>(_ report: MatchReport<Node>, forward: Bool) -> (pairs: [Int], singles: [ViewPath: Int])
    {
        let upperSide: TreeSide = forward ? .destination : .source
        func upperOrder(_ pair: Int) -> Int {
            forward ? report.pairs[pair].destination.drawOrder : report.pairs[pair].source.drawOrder
        }
        func lowerOrder(_ pair: Int) -> Int {
            forward ? report.pairs[pair].source.drawOrder : report.pairs[pair].destination.drawOrder
        }
        var singles: [TreeSide: [(order: Int, path: ViewPath)]] = [.source: [], .destination: []]
        for view in report.onlyInSource { singles[.source]!.append((view.drawOrder, view.path)) }
        for view in report.onlyInDestination { singles[.destination]!.append((view.drawOrder, view.path)) }
        for view in report.modifiedInSource { singles[.source]!.append((view.drawOrder, view.path)) }
        for view in report.modifiedInDestination { singles[.destination]!.append((view.drawOrder, view.path)) }

        // The upper tree's items in its drawing order; enclosing pairs are emitted first.
        var upper: [(order: Int, item: FlightItem)] = report.pairs.indices.map { (upperOrder($0), .pair($0)) }
        upper += singles[upperSide]!.map { ($0.order, .single($0.path)) }
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
        // The lower tree's single views, each after the pair drawn last before it in its tree.
        let lowerPairs = report.pairs.indices.sorted { lowerOrder($0) < lowerOrder($1) }
        var after: [Int: [ViewPath]] = [:]
        var atBack: [ViewPath] = []
        for single in singles[upperSide == .source ? .destination : .source]!.sorted(by: { $0.order < $1.order }) {
            if let pair = lowerPairs.last(where: { lowerOrder($0) < single.order }) {
                after[pair, default: []].append(single.path)
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
        for (rank, item) in final.enumerated() {
            switch item {
            case .pair(let p): pairRanks[p] = rank
            case .single(let path): singleRanks[path] = rank
            }
        }
        return (pairRanks, singleRanks)
    }
}
