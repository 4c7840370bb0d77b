/// Where a view is in its tree: the child indices from the root, written as a scene file's JSON
/// path (`source.children[2].children[0]`) so a report points straight at the node.
@usableFromInline package struct ViewPath: Hashable, Sendable, CustomStringConvertible {
    /// The tree.
    @usableFromInline package var side: TreeSide
    /// Child indices from the root; empty for the root itself.
    @usableFromInline package var indices: [Int]

    /// Creates a path.
    @usableFromInline package init(side: TreeSide, indices: [Int] = []) {
        self.side = side
        self.indices = indices
    }

    /// The JSON path, e.g. `destination.children[0].children[3]`.
    @usableFromInline package var description: String {
        indices.reduce(side.rawValue) { $0 + ".children[\($1)]" }
    }
}
