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
