import Foundation
import MatchCut

/// The floor: the least any planner must do, measured in the same run as the planners. Every view
/// of both screens is visited once, iteratively, and its map into the container composed from its
/// parent's; nothing is matched, converted to a quad or planned. No planner can beat it on this
/// machine, so "ours / floor" says how much of the time is overhead beyond the unavoidable walk.
@MainActor
enum FloorWalk {
    /// Walks both screens of `scene`; returns a sum of the maps' translations, so the walk cannot
    /// be optimised away.
    static func run(_ scene: BenchmarkScene) -> Double {
        walk(scene.source) + walk(scene.destination)
    }

    /// Walks one screen whose parent is the container.
    static func walk(_ root: HeadlessView) -> Double {
        var sum = 0.0
        var stack: [(view: HeadlessView, parentToContainer: PlaneTransform)] = [(root, .identity)]
        while let (view, parentToContainer) = stack.popLast() {
            let toContainer = view.layerGeometry.transformToParent.concatenating(parentToContainer)
            sum += toContainer.m31 + toContainer.m32
            for child in view.subviews { stack.append((child, toContainer)) }
        }
        return sum
    }
}
