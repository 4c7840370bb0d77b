import Foundation

/// A transition scene: a container and the source and destination controllers' view trees, as
/// stored in a scene file (see `Docs/SceneFormat.md`).
package struct TransitionScene: Equatable, Sendable {
    /// The transition container's size, in points.
    package var containerSize: CGSize
    /// The source controller's root view, placed in the container.
    package var source: SceneNode
    /// The destination controller's root view, placed in the container.
    package var destination: SceneNode
    /// What the app draws above the transition's container, outside it (a navigation bar or a tab
    /// bar, which UIKit keeps above its transition views): a root the container's size whose
    /// subviews are the bars. Flights pass under them. `nil`: nothing above.
    package var bars: SceneNode?
    /// Top-level sections other issues' tools read (`"transition"`, `"gesture"`), kept verbatim.
    package var sections: [String: JSONValue]

    /// Creates a scene.
    package init(
        containerSize: CGSize, source: SceneNode, destination: SceneNode,
        sections: [String: JSONValue] = [:]
    ) {
        self.containerSize = containerSize
        self.source = source
        self.destination = destination
        self.sections = sections
    }
}

/// One view of a scene file.
package struct SceneNode: Equatable, Sendable {
    /// The transition ID, or `nil`.
    package var id: String?
    /// The ID scope of this subtree, or `nil`.
    package var scope: String?
    /// A name for people reading the file and the lab.
    package var name: String?
    /// What VoiceOver says for the view, or `nil`.
    package var accessibilityLabel: String?
    /// The geometry: `frame` (untransformed, in the parent's bounds space), `boundsOrigin`,
    /// `anchorPoint`, `transform`, `zPosition`.
    package var geometry: LayerGeometry
    /// The appearance.
    package var appearance: ViewAppearance
    /// Whether the subtree is excluded from matching.
    package var isExcludedFromMatching: Bool
    /// How the view's stand-in moves (the Swift API's modifiers, snapshot strategy included).
    package var modifiers: [TransitionModifier]
    /// The text or image the view shows, or `nil`.
    package var content: ViewContent?
    /// The children, back to front.
    package var children: [SceneNode]
    /// The scrolling list this view is (its cells made from a template, only in view), or `nil`.
    package var list: SceneList?

    /// Creates a node.
    package init(
        id: String? = nil, scope: String? = nil, name: String? = nil, geometry: LayerGeometry,
        appearance: ViewAppearance = ViewAppearance(), isExcludedFromMatching: Bool = false,
        modifiers: [TransitionModifier] = [], content: ViewContent? = nil, children: [SceneNode] = []
    ) {
        self.id = id
        self.scope = scope
        self.name = name
        self.geometry = geometry
        self.appearance = appearance
        self.isExcludedFromMatching = isExcludedFromMatching
        self.modifiers = modifiers
        self.content = content
        self.children = children
    }
}

/// A node's `"list"`: the view is a scrolling list (``HeadlessList``) of items, each shown by a
/// cell made from a template, only while in view; the node's `boundsOrigin` is its content offset.
package struct SceneList: Equatable, Sendable {
    /// The items' scopes, in order.
    package var items: [String]
    /// Every item's size, in points.
    package var itemSize: CGSize
    /// Which way it scrolls.
    package var isHorizontal = false
    /// Items across the scrolling axis.
    package var columns = 1
    /// The space between items, in points.
    package var spacing = 0.0
    /// The insets bars give the content: top, left, bottom, right.
    package var contentInsets: [Double] = [0, 0, 0, 0]
    /// The cell template (one node; a list so the type stays finite): its children are copied into
    /// every cell, whose scope is its item's.
    package var cell: [SceneNode]

    /// Creates a list.
    package init(items: [String], itemSize: CGSize, cell: SceneNode) {
        self.items = items
        self.itemSize = itemSize
        self.cell = [cell]
    }
}

/// A problem found in a scene file, with the JSON path of the value at fault.
package struct SceneProblem: Hashable, Sendable, CustomStringConvertible {
    /// The JSON path, e.g. `source.children[2].frame`; empty for the document itself.
    package var path: String
    /// What is wrong, e.g. `expected 4 numbers, got 3`.
    package var message: String

    /// Creates a problem.
    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    package var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// A scene file that cannot be used, with every problem found.
package struct SceneFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The errors, in document order; never empty.
    package var problems: [SceneProblem]

    /// Creates an error from its problems.
    package init(problems: [SceneProblem]) {
        self.problems = problems
    }

    /// One line per problem.
    package var description: String { problems.map(\.description).joined(separator: "\n") }
}
