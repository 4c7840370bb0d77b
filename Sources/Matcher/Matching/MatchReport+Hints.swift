extension MatchReport {
    /// Help for a tagged view that found no match: the same ID under another scope on the other
    /// side, or a near ID there that found no match either (a typo), or `nil`.
    @usableFromInline package func hint(for view: UnmatchedView) -> String? {
        let others = view.path.side == .source ? onlyInDestination : onlyInSource
        let otherSide = view.path.side == .source ? "destination" : "source"
        if let same = others.first(where: { $0.key.id == view.key.id && $0.key.scope != view.key.scope }) {
            return "the \(otherSide) has \"\(view.key.id)\" at \(same.path) under \(same.key.scope.map { "scope \"\($0)\"" } ?? "no scope"), "
                + "this one is under \(view.key.scope.map { "scope \"\($0)\"" } ?? "no scope"): keys match only within one scope"
        }
        let scoped = others.filter { $0.key.scope == view.key.scope }
        if let near = Suggestion.closest(to: view.key.id, among: scoped.map(\.key.id)), near != view.key.id,
            let other = scoped.first(where: { $0.key.id == near })
        {
            return "did you mean \"\(near)\" (\(other.path))?"
        }
        return nil
    }
}

extension MatchReport {
    /// One line per matched element VoiceOver may land on after the transition (a pair not nested
    /// in another, on either screen: the arriving one after a push, the list's after the pop) with
    /// no accessibility label in it or inside it: VoiceOver would say nothing useful. Empty when
    /// every such element is labelled. Read from the views now, so only where it is asked for (the
    /// lab), not on every match.
    @MainActor
    package func accessibilityNotes() -> [String] {
        func labelled<V: ViewNode>(_ view: V) -> Bool {
            if let label = view.accessibilityLabel, !label.isEmpty { return true }
            return view.childNodes.contains { labelled($0) }
        }
        var notes: [String] = []
        for pair in pairs {
            for (side, view, nested) in [
                ("destination", pair.destination, pair.enclosingPairInDestination != nil),
                ("source", pair.source, pair.enclosingPairInSource != nil),
            ] where !nested && !labelled(view.view) {
                notes.append(
                    "\(pair.key) at \(view.path) (\(side)): no accessibility label in it; VoiceOver lands on it after "
                        + "the transition with nothing to say (set accessibilityLabel on it or on a view inside it)")
            }
        }
        return notes
    }
}

extension MatchReport {
    /// The report in words (``description``), then its ``accessibilityNotes()`` under a heading:
    /// what the lab prints and shows.
    @MainActor
    package var descriptionWithAccessibility: String {
        let notes = accessibilityNotes()
        guard !notes.isEmpty else { return description }
        return description + "\naccessibility (\(notes.count)):\n" + notes.map { "  " + $0 }.joined(separator: "\n")
    }
}
