import Foundation

/// One side of a match: a visible tagged view and how it looks in the container.
@usableFromInline package struct MatchedView<Node: ViewNode>: Sendable {
    /// The view itself.
    @usableFromInline package let view: Node
    /// Where it is in its tree.
    @usableFromInline package let path: ViewPath
    /// Its bounds' corners in the container's space (top-left, top-right, bottom-right,
    /// bottom-left of its own bounds).
    @usableFromInline package let quad: Quad
    /// The map from its bounds space to the container's.
    @usableFromInline package let transformToContainer: PlaneTransform
    /// Its bounds (origin = scroll offset).
    @usableFromInline package let bounds: CGRect
    /// Its corner radii as seen in the container (elliptical under non-uniform scale).
    @usableFromInline package let cornerRadii: CornerRadii
    /// Its effective opacity: its own alpha times every ancestor's.
    @usableFromInline package let effectiveAlpha: Double
    /// Its own appearance (background, border, shadow, …), in its own units.
    @usableFromInline package let appearance: ViewAppearance
    /// Its place in its tree's drawing order (0 = drawn first, at the back).
    @usableFromInline package let drawOrder: Int
    /// How its ancestors clip it on screen, or `nil` when none masks to bounds.
    @usableFromInline package let clip: ViewClip?

    @inlinable
    init(
        view: Node, path: ViewPath, quad: Quad, transformToContainer: PlaneTransform, bounds: CGRect,
        cornerRadii: CornerRadii, effectiveAlpha: Double, appearance: ViewAppearance, drawOrder: Int, clip: ViewClip?
    ) {
        self.view = view
        self.path = path
        self.quad = quad
        self.transformToContainer = transformToContainer
        self.bounds = bounds
        self.cornerRadii = cornerRadii
        self.effectiveAlpha = effectiveAlpha
        self.appearance = appearance
        self.drawOrder = drawOrder
        self.clip = clip
    }
}

/// Two views, one in each tree, that share a ``MatchKey``.
@usableFromInline package struct MatchedPair<Node: ViewNode>: Sendable {
    /// The shared key.
    @usableFromInline package let key: MatchKey
    /// The view in the source tree.
    @usableFromInline package let source: MatchedView<Node>
    /// The view in the destination tree.
    @usableFromInline package let destination: MatchedView<Node>
    /// The index (in ``MatchReport/pairs``) of the nearest pair whose source view encloses this
    /// one's, or `nil`: a nested match such as an avatar inside a card.
    @usableFromInline package let enclosingPairInSource: Int?
    /// The same, in the destination tree.
    @usableFromInline package let enclosingPairInDestination: Int?

    @inlinable
    init(
        key: MatchKey, source: MatchedView<Node>, destination: MatchedView<Node>, enclosingPairInSource: Int?,
        enclosingPairInDestination: Int?
    ) {
        self.key = key
        self.source = source
        self.destination = destination
        self.enclosingPairInSource = enclosingPairInSource
        self.enclosingPairInDestination = enclosingPairInDestination
    }
}

/// A visible tagged view whose key has no visible counterpart in the other tree.
@usableFromInline package struct UnmatchedView: Hashable, Sendable {
    /// Its key.
    @usableFromInline package let key: MatchKey
    /// Where it is.
    @usableFromInline package let path: ViewPath
    /// Its place in its tree's drawing order (0 = drawn first, at the back).
    @usableFromInline package let drawOrder: Int

    @inlinable
    init(key: MatchKey, path: ViewPath, drawOrder: Int) {
        self.key = key
        self.path = path
        self.drawOrder = drawOrder
    }
}

/// A key carried by more than one view of the same tree (within the same scope).
///
/// The winner is the front-most visible view: the one drawn last (children are drawn in order,
/// sorted by `zPosition` among siblings, a subtree above its parent). The others lose and take
/// no part in matching; hidden or otherwise skipped occurrences are listed in ``occurrences``
/// and in the report's skipped views.
@usableFromInline package struct DuplicateID: Hashable, Sendable {
    /// The repeated key.
    @usableFromInline package let key: MatchKey
    /// The tree it repeats in.
    @usableFromInline package let side: TreeSide
    /// The front-most visible occurrence, or `nil` when none is visible.
    @usableFromInline package let winner: ViewPath?
    /// The visible occurrences that lost.
    @usableFromInline package let losers: [ViewPath]
    /// Every occurrence, in drawing order.
    @usableFromInline package let occurrences: [ViewPath]

    @inlinable
    init(key: MatchKey, side: TreeSide, winner: ViewPath?, losers: [ViewPath], occurrences: [ViewPath]) {
        self.key = key
        self.side = side
        self.winner = winner
        self.losers = losers
        self.occurrences = occurrences
    }
}

/// A tagged view left out of matching, and why.
@usableFromInline package struct SkippedView: Hashable, Sendable {
    /// Its key.
    @usableFromInline package let key: MatchKey
    /// Where it is.
    @usableFromInline package let path: ViewPath
    /// Why it was left out.
    @usableFromInline package let reason: SkipReason

    @inlinable
    init(key: MatchKey, path: ViewPath, reason: SkipReason) {
        self.key = key
        self.path = path
        self.reason = reason
    }
}

/// What the matcher found: the pairs and everything that did not pair, with reasons.
///
/// Every tagged view of both trees is accounted for exactly once: as a side of a pair, as
/// unmatched, as a duplicate's loser, or as skipped. Untagged views that carry modifiers are
/// listed apart (``modifiedInSource``, ``modifiedInDestination``): they get stand-ins of their own.
@usableFromInline package struct MatchReport<Node: ViewNode>: Sendable {
    /// The pairs, in the source tree's drawing order (so an enclosing pair comes before the pairs
    /// nested in it).
    @usableFromInline package let pairs: [MatchedPair<Node>]
    /// Visible tagged views of the source with no visible counterpart, in drawing order.
    @usableFromInline package let onlyInSource: [UnmatchedView]
    /// Visible tagged views of the destination with no visible counterpart, in drawing order.
    @usableFromInline package let onlyInDestination: [UnmatchedView]
    /// Keys repeated within one tree, source first, in drawing order of the first occurrence.
    @usableFromInline package let duplicates: [DuplicateID]
    /// Tagged views left out, source first, in drawing order.
    @usableFromInline package let skipped: [SkippedView]
    /// Visible untagged views of the source that carry modifiers, in drawing order.
    @usableFromInline package let modifiedInSource: [MatchedView<Node>]
    /// Visible untagged views of the destination that carry modifiers, in drawing order.
    @usableFromInline package let modifiedInDestination: [MatchedView<Node>]

    @inlinable
    init(
        pairs: [MatchedPair<Node>], onlyInSource: [UnmatchedView], onlyInDestination: [UnmatchedView],
        duplicates: [DuplicateID], skipped: [SkippedView], modifiedInSource: [MatchedView<Node>] = [],
        modifiedInDestination: [MatchedView<Node>] = []
    ) {
        self.pairs = pairs
        self.onlyInSource = onlyInSource
        self.onlyInDestination = onlyInDestination
        self.duplicates = duplicates
        self.skipped = skipped
        self.modifiedInSource = modifiedInSource
        self.modifiedInDestination = modifiedInDestination
    }
}
