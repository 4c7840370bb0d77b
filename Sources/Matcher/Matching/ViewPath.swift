/// Where a view is in its tree: the child indices from the root, written as a scene file's JSON
/// path (`source.children[2].children[0]`) so a report points straight at the node.
public struct ViewPath: Hashable, Sendable, CustomStringConvertible {
    /// The tree.
    public var side: TreeSide
    /// Child indices from the root; empty for the root itself.
    public var indices: [Int]

    /// Creates a path.
    public init(side: TreeSide, indices: [Int] = []) {
        self.side = side
        self.indices = indices
    }

    /// The JSON path, e.g. `destination.children[0].children[3]`.
    public var description: String {
        indices.reduce(side.rawValue) { $0 + ".children[\($1)]" }
    }
}
