import Foundation

/// Walks the source and destination trees and pairs their tagged views.
///
/// ```swift
/// let report = Matcher().match(source: list.view, destination: detail.view, in: container)
/// for pair in report.pairs { print(pair.key, pair.source.quad, pair.destination.quad) }
/// print(report)  // the pairs, unmatched, duplicates and skipped views, in words
/// ```
///
/// The walk is iterative (a tree 100,000 levels deep is fine), visits each view once, and
/// allocates only for tagged views and the output.
@usableFromInline package struct Matcher: Sendable {
    /// Below this effective opacity a view counts as invisible (UIKit's hit-testing threshold).
    @usableFromInline package var minimumAlpha: Double

    /// Creates a matcher.
    /// - Parameter minimumAlpha: the effective opacity below which a view is skipped as
    ///   transparent; 0.01 by default.
    @usableFromInline package init(minimumAlpha: Double = 0.01) {
        self.minimumAlpha = minimumAlpha
    }

    /// Matches the tagged views of `source` and `destination`, describing them in the space of
    /// `container` (the transition container both trees are placed in, or a common ancestor).
    ///
    /// The visible area is the container's bounds. A view whose tree root cannot be related to the
    /// container (a singular transform on the way) has all its tagged views skipped as collapsed.
    /// - Complexity: O(n) in the number of views, plus O(t log t) for t tagged views.
    // Callers in other modules get an inlinable body to specialise (a UIView walk, say).
    @inlinable @MainActor
    package func match<Node: ViewNode>(source: Node, destination: Node, in container: Node)
        -> MatchReport<Node> where Node.Node == Node
    {
        matchTrees(source: source, destination: destination, in: container)
    }

    /// ``match(source:destination:in:)`` for the headless backend, specialised in this module:
    /// generic code called across modules runs unspecialised, several times slower (see Benchmarks).
    @MainActor
    @usableFromInline package func match(source: HeadlessView, destination: HeadlessView, in container: HeadlessView)
        -> MatchReport<HeadlessView>
    {
        matchTrees(source: source, destination: destination, in: container)
    }

    /// How many times trees have been matched in this process (the start benchmark and the tests
    /// count matches per transition with it).
    @usableFromInline @MainActor package static var matchesMade = 0

    @inlinable @MainActor
    func matchTrees<Node: ViewNode>(source: Node, destination: Node, in container: Node) -> MatchReport<Node>
    where Node.Node == Node {
        Self.matchesMade &+= 1
        let visible = container.layerGeometry.bounds
        var sourceWalk = TreeWalk<Node>(side: .source, minimumAlpha: minimumAlpha)
        sourceWalk.run(root: source, container: container, visible: visible)
        var destinationWalk = TreeWalk<Node>(side: .destination, minimumAlpha: minimumAlpha)
        destinationWalk.run(root: destination, container: container, visible: visible)
        return MatchReport(source: sourceWalk, destination: destinationWalk)
    }

}
