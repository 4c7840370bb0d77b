/// What pairs two views: a transition ID within an optional scope.
///
/// Two views match when their IDs are equal and so are their nearest enclosing scopes, so a list
/// can scope each cell (`"cell-3"`) and every cell can have an `"avatar"`; the detail screen scopes
/// its root the same way.
@usableFromInline package struct MatchKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The nearest enclosing scope, or `nil`.
    @usableFromInline package var scope: String?
    /// The transition ID.
    @usableFromInline package var id: String

    /// Creates a key.
    @usableFromInline package init(id: String, scope: String? = nil) {
        self.id = id
        self.scope = scope
    }

    /// `scope/id`, or the ID alone when unscoped.
    @usableFromInline package var description: String { scope.map { "\($0)/\(id)" } ?? id }

    /// Orders by scope, then ID.
    @usableFromInline package static func < (a: MatchKey, b: MatchKey) -> Bool {
        (a.scope ?? "", a.id) < (b.scope ?? "", b.id)
    }
}

/// Which of the two controllers' trees a view belongs to.
@usableFromInline package enum TreeSide: String, Hashable, Sendable, CaseIterable {
    /// The controller the transition leaves.
    case source
    /// The controller the transition arrives at.
    case destination
}
