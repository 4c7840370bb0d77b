import Foundation
import MatchCut

/// A "Hero-style" planner written from its description (not from Hero's code): flatten each tree
/// recursively by concatenating arrays, convert each tagged view by walking its ancestor chain to
/// the container, keep IDs in a dictionary where the last one wins.
@MainActor
enum HeroStyleBaseline {
    static func flatten(_ view: HeadlessView) -> [HeadlessView] {
        var result = [view]
        for child in view.subviews { result = result + flatten(child) }
        return result
    }

    static func convertToContainer(_ view: HeadlessView, _ container: HeadlessView) -> CGRect {
        var chain: [HeadlessView] = []
        var v: HeadlessView? = view
        while let current = v, current !== container {
            chain.append(current)
            v = current.superview
        }
        var map = PlaneTransform.identity
        for level in chain { map = map.concatenating(level.transformToParent) }
        return (try? map.quad(for: view.bounds).boundingBox) ?? .null
    }

    /// Returns the number of pairs, so the work cannot be optimised away.
    static func plan(source: HeadlessView, destination: HeadlessView, container: HeadlessView) -> Int {
        var sourceIDs: [String: (HeadlessView, CGRect)] = [:]
        for view in flatten(source) {
            guard let id = view.matchID, !view.isHidden else { continue }
            sourceIDs[id] = (view, convertToContainer(view, container))
        }
        var destinationIDs: [String: (HeadlessView, CGRect)] = [:]
        for view in flatten(destination) {
            guard let id = view.matchID, !view.isHidden else { continue }
            destinationIDs[id] = (view, convertToContainer(view, container))
        }
        return sourceIDs.keys.filter { destinationIDs[$0] != nil }.count
    }
}
