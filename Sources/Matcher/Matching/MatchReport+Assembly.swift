extension MatchReport where Node.Node == Node {
    /// Pairs the candidates of two walks: per key, the front-most visible view of each tree.
    init(source: TreeWalk<Node>, destination: TreeWalk<Node>) {
        let sourceGroups = Self.group(source.candidates)
        let destinationGroups = Self.group(destination.candidates)
        // The winner of each key in each tree: the visible candidate drawn last.
        func winner(_ indices: [Int], in walk: TreeWalk<Node>) -> Int? {
            indices.last { if case .visible = walk.candidates[$0].outcome { true } else { false } }
        }
        var matched: [(source: Int, destination: Int)] = []
        for (key, indices) in sourceGroups.ordered {
            guard let s = winner(indices, in: source) else { continue }
            if let d = destinationGroups.byKey[key].flatMap({ winner($0, in: destination) }) {
                matched.append((s, d))
            }
        }
        // Source drawing order: an enclosing pair always comes before the pairs nested in it.
        matched.sort { source.candidates[$0.source].drawOrder < source.candidates[$1.source].drawOrder }
        var pairOfSourceCandidate: [Int: Int] = [:]
        var pairOfDestinationCandidate: [Int: Int] = [:]
        for (index, m) in matched.enumerated() {
            pairOfSourceCandidate[m.source] = index
            pairOfDestinationCandidate[m.destination] = index
        }
        // The nearest enclosing candidate that is itself part of a pair.
        func enclosingPair(of candidate: Int, in walk: TreeWalk<Node>, pairs: [Int: Int]) -> Int? {
            var c = Int(walk.candidates[candidate].enclosing)
            while c >= 0 {
                if let p = pairs[c] { return p }
                c = Int(walk.candidates[c].enclosing)
            }
            return nil
        }
        for (s, d) in matched {
            guard case .visible(let sv) = source.candidates[s].outcome,
                case .visible(let dv) = destination.candidates[d].outcome
            else { continue }
            pairs.append(
                MatchedPair(
                    key: source.candidates[s].key, source: sv, destination: dv,
                    enclosingPairInSource: enclosingPair(
                        of: s, in: source, pairs: pairOfSourceCandidate),
                    enclosingPairInDestination: enclosingPair(
                        of: d, in: destination, pairs: pairOfDestinationCandidate)))
        }
        onlyInSource = Self.unmatched(source, groups: sourceGroups, paired: pairOfSourceCandidate)
        onlyInDestination = Self.unmatched(
            destination, groups: destinationGroups, paired: pairOfDestinationCandidate)
        duplicates = Self.duplicates(source, sourceGroups) + Self.duplicates(destination, destinationGroups)
        for walk in [source, destination] {
            for candidate in walk.candidates {
                if case .skipped(let reason) = candidate.outcome {
                    skipped.append(
                        SkippedView(
                            key: candidate.key, path: walk.path(ofRecord: candidate.record),
                            reason: reason))
                }
            }
        }
    }

    /// Candidate indices by key, and the keys in order of first appearance.
    private static func group(_ candidates: [Candidate<Node>]) -> (
        byKey: [MatchKey: [Int]], ordered: [(MatchKey, [Int])]
    ) {
        var byKey: [MatchKey: [Int]] = [:]
        var order: [MatchKey] = []
        for (index, candidate) in candidates.enumerated() {
            if byKey[candidate.key] == nil { order.append(candidate.key) }
            byKey[candidate.key, default: []].append(index)
        }
        return (byKey, order.map { ($0, byKey[$0]!) })
    }

    /// The front-most visible candidate of each key that found no pair.
    private static func unmatched(
        _ walk: TreeWalk<Node>, groups: (byKey: [MatchKey: [Int]], ordered: [(MatchKey, [Int])]),
        paired: [Int: Int]
    ) -> [UnmatchedView] {
        var result: [(order: Int, view: UnmatchedView)] = []
        for (key, indices) in groups.ordered {
            guard
                let w = indices.last(where: {
                    if case .visible = walk.candidates[$0].outcome { true } else { false }
                }), paired[w] == nil
            else { continue }
            let c = walk.candidates[w]
            result.append((c.drawOrder, UnmatchedView(key: key, path: walk.path(ofRecord: c.record))))
        }
        return result.sorted { $0.order < $1.order }.map(\.view)
    }

    private static func duplicates(
        _ walk: TreeWalk<Node>, _ groups: (byKey: [MatchKey: [Int]], ordered: [(MatchKey, [Int])])
    ) -> [DuplicateID] {
        groups.ordered.compactMap { key, indices in
            guard indices.count > 1 else { return nil }
            let visible = indices.filter {
                if case .visible = walk.candidates[$0].outcome { true } else { false }
            }
            let path = { (i: Int) in walk.path(ofRecord: walk.candidates[i].record) }
            return DuplicateID(
                key: key, side: walk.side, winner: visible.last.map(path),
                losers: visible.dropLast().map(path), occurrences: indices.map(path))
        }
    }
}
