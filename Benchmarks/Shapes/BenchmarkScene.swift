import Foundation
import MatchCut

/// One planning case: a source screen and a destination screen placed in a transition container,
/// with the benchmark's own data about them (the UIKit class of the views Hero treats specially).
@MainActor
struct BenchmarkScene {
    /// The shape's name as the output prints it (`"list"`, `"stress-1%"`…).
    let shape: String
    /// The transition between the two screens.
    let kind: TransitionKind
    let container: HeadlessView
    let source: HeadlessView
    let destination: HeadlessView
    /// The UIKit class of each view that is not ``UIKitKind/plain`` (see ``ScreenBuilder``).
    let kinds: [ObjectIdentifier: UIKitKind]

    /// Views in both screens (what a planner walks), and in each.
    let views: Int
    let sourceViews: Int
    let destinationViews: Int
    /// The deeper of the two screens, in levels (the screen's root is level 1), and each.
    let depth: Int
    let sourceDepth: Int
    let destinationDepth: Int

    /// Places `source` and `destination` (each the size of the screen) in a new container.
    init(
        shape: String, kind: TransitionKind = .push, source: HeadlessView, destination: HeadlessView,
        kinds: [ObjectIdentifier: UIKitKind]
    ) {
        self.shape = shape
        self.kind = kind
        self.source = source
        self.destination = destination
        self.kinds = kinds
        container = HeadlessView(frame: CGRect(x: 0, y: 0, width: ScreenBuilder.width, height: ScreenBuilder.height))
        container.addSubview(source)
        container.addSubview(destination)
        sourceViews = source.subtreeCount
        destinationViews = destination.subtreeCount
        views = sourceViews + destinationViews
        sourceDepth = source.subtreeDepth
        destinationDepth = destination.subtreeDepth
        depth = max(sourceDepth, destinationDepth)
    }
}
