extension MatchReport where Node.Node == Node {
    /// Pairs the candidates of two walks: per key, the front-most visible view of each tree.
    @inlinable
    init(source: TreeWalk<Node>, destination: TreeWalk<Node>) {
        let sourceKeys = KeyChains(source.candidates)
        let destinationKeys = KeyChains(destination.candidates)
        var matched: [(source: Int, destination: Int)] = []
        for (key, last) in zip(sourceKeys.firstSeen, sourceKeys.lastOfSlot) {
            guard let s = sourceKeys.winner(from: Int(last), in: source.candidates),
                let dLast = destinationKeys.last(of: key),
                let d = destinationKeys.winner(from: dLast, in: destination.candidates)
            else { continue }
            matched.append((s, d))
        }
        // Source drawing order: an enclosing pair always comes before the pairs nested in it.
        matched.sort { source.candidates[$0.source].drawOrder < source.candidates[$1.source].drawOrder }
        // Each candidate's pair, or -1: by index, without hashing.
        var pairOfSourceCandidate = [Int](repeating: -1, count: source.candidates.count)
        var pairOfDestinationCandidate = [Int](repeating: -1, count: destination.candidates.count)
        for (index, m) in matched.enumerated() {
            pairOfSourceCandidate[m.source] = index
            pairOfDestinationCandidate[m.destination] = index
        }
        // The nearest enclosing candidate that is itself part of a pair.
        func enclosingPair(of candidate: Int, in candidates: [Candidate<Node>], pairs: [Int]) -> Int? {
            var c = candidates[candidate].enclosing
            while c >= 0 {
                if pairs[Int(c)] >= 0 { return pairs[Int(c)] }
                c = candidates[Int(c)].enclosing
            }
            return nil
        }
        var pairs: [MatchedPair<Node>] = []
        pairs.reserveCapacity(matched.count)
        for (s, d) in matched {
            guard case .visible(let sv) = source.candidates[s].outcome,
                case .visible(let dv) = destination.candidates[d].outcome
            else { continue }
            pairs.append(
                MatchedPair(
                    key: source.candidates[s].key, source: sv, destination: dv,
                    enclosingPairInSource: enclosingPair(of: s, in: source.candidates, pairs: pairOfSourceCandidate),
                    enclosingPairInDestination: enclosingPair(
                        of: d, in: destination.candidates, pairs: pairOfDestinationCandidate)))
        }
        var skipped: [SkippedView] = []
        for walk in [source, destination] {
            for index in walk.candidates.indices {
                if case .skipped(let reason) = walk.candidates[index].outcome {
                    let c = walk.candidates[index]
                    skipped.append(SkippedView(key: c.key, path: walk.path(ofRecord: c.record), reason: reason))
                }
            }
        }
        self.init(
            pairs: pairs,
            onlyInSource: sourceKeys.unmatched(source, paired: pairOfSourceCandidate),
            onlyInDestination: destinationKeys.unmatched(destination, paired: pairOfDestinationCandidate),
            duplicates: sourceKeys.duplicates(source) + destinationKeys.duplicates(destination),
            skipped: skipped, modifiedInSource: source.modified, modifiedInDestination: destination.modified)
    }
}

/// Candidates grouped by key without an array per key: each key's slot (in order of first
/// appearance) with its last candidate, and for every candidate the previous one with the same key
/// (a chain back through drawing order). Each candidate's key is hashed once.
@usableFromInline
struct KeyChains {
    /// Each key's slot: its index in ``firstSeen`` and ``lastOfSlot``.
    @usableFromInline var slot: [MatchKey: Int32] = [:]
    /// For each candidate, the previous candidate with the same key, or -1.
    @usableFromInline var previous: [Int32] = []
    /// Keys in order of first appearance.
    @usableFromInline var firstSeen: [MatchKey] = []
    /// The last (front-most) candidate index of each slot's key.
    @usableFromInline var lastOfSlot: [Int32] = []

    @inlinable
    init<Node>(_ candidates: [Candidate<Node>]) {
        previous.reserveCapacity(candidates.count)
        for index in candidates.indices {
            let key = candidates[index].key
            let next = Int32(firstSeen.count)
            // One lookup: the key's slot, made the next one where it has none.
            var s = next
            func take(_ found: inout Int32) {
                if found < 0 { found = next }
                s = found
            }
            take(&slot[key, default: -1])
            if s == next {
                previous.append(-1)
                firstSeen.append(key)
                lastOfSlot.append(Int32(index))
            } else {
                previous.append(lastOfSlot[Int(s)])
                lastOfSlot[Int(s)] = Int32(index)
            }
        }
    }

    /// The last (front-most) candidate of `key`, or `nil` when no candidate carries it.
    @inlinable
    func last(of key: MatchKey) -> Int? { slot[key].map { Int(lastOfSlot[Int($0)]) } }

    /// The front-most visible candidate of a key's chain, starting from its last candidate.
    @inlinable
    func winner<Node>(from last: Int, in candidates: [Candidate<Node>]) -> Int? {
        var c = last
        while c >= 0 {
            if candidates[c].isVisible { return c }
            c = Int(previous[c])
        }
        return nil
    }

    /// Every candidate of a key, in drawing order.
    @inlinable
    func chain(from last: Int) -> [Int] {
        var result: [Int] = []
        var c = last
        while c >= 0 {
            result.append(c)
            c = Int(previous[c])
        }
        return result.reversed()
    }

    /// The front-most visible candidate of each key that found no pair, in drawing order.
    @inlinable
    func unmatched<Node>(_ walk: TreeWalk<Node>, paired: [Int]) -> [UnmatchedView] {
        var result: [(order: Int, view: UnmatchedView)] = []
        for (key, last) in zip(firstSeen, lastOfSlot) {
            guard let w = winner(from: Int(last), in: walk.candidates), paired[w] < 0 else { continue }
            let c = walk.candidates[w]
            result.append(
                (c.drawOrder, UnmatchedView(key: key, path: walk.path(ofRecord: c.record), drawOrder: c.drawOrder)))
        }
        return result.sorted { $0.order < $1.order }.map(\.view)
    }

    /// Every key carried by more than one candidate of the walk.
    @inlinable
    func duplicates<Node>(_ walk: TreeWalk<Node>) -> [DuplicateID] {
        zip(firstSeen, lastOfSlot).compactMap { key, last in
            guard previous[Int(last)] >= 0 else { return nil }
            let all = chain(from: Int(last))
            let visible = all.filter { walk.candidates[$0].isVisible }
            let path = { (i: Int) in walk.path(ofRecord: walk.candidates[i].record) }
            return DuplicateID(
                key: key, side: walk.side, winner: visible.last.map(path), losers: visible.dropLast().map(path),
                occurrences: all.map(path))
        }
    }
}
