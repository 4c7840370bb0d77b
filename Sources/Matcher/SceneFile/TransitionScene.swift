import Foundation

/// A transition scene: a container and the source and destination controllers' view trees, as
/// stored in a scene file (see `Docs/SceneFormat.md`).
public struct TransitionScene: Equatable, Sendable {
    /// The transition container's size, in points.
    public var containerSize: CGSize
    /// The source controller's root view, placed in the container.
    public var source: SceneNode
    /// The destination controller's root view, placed in the container.
    public var destination: SceneNode
    /// Top-level sections other issues' tools read (`"transition"`, `"gesture"`), kept verbatim.
    public var sections: [String: JSONValue]

    /// Creates a scene.
    public init(
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
public struct SceneNode: Equatable, Sendable {
    /// The transition ID, or `nil`.
    public var id: String?
    /// The ID scope of this subtree, or `nil`.
    public var scope: String?
    /// A name for people reading the file and the lab.
    public var name: String?
    /// The geometry: `frame` (untransformed, in the parent's bounds space), `boundsOrigin`,
    /// `anchorPoint`, `transform`, `zPosition`.
    public var geometry: LayerGeometry
    /// The appearance.
    public var appearance: ViewAppearance
    /// Whether the subtree is excluded from matching.
    public var isExcludedFromMatching: Bool
    /// How the view's stand-in moves (the Swift API's modifiers, snapshot strategy included).
    public var modifiers: [TransitionModifier]
    /// The text or image the view shows, or `nil`.
    public var content: ViewContent?
    /// The children, back to front.
    public var children: [SceneNode]

    /// Creates a node.
    public init(
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

/// A problem found in a scene file, with the JSON path of the value at fault.
public struct SceneProblem: Hashable, Sendable, CustomStringConvertible {
    /// The JSON path, e.g. `source.children[2].frame`; empty for the document itself.
    public var path: String
    /// What is wrong, e.g. `expected 4 numbers, got 3`.
    public var message: String

    /// Creates a problem.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// A scene file that cannot be used, with every problem found.
public struct SceneFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The errors, in document order; never empty.
    public var problems: [SceneProblem]

    /// Creates an error from its problems.
    public init(problems: [SceneProblem]) {
        self.problems = problems
    }

    /// One line per problem.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
