import Foundation

/// A scene built as headless views: the container with the source root and, above it, the
/// destination root.
@MainActor
package struct HeadlessScene {
    /// The transition container, sized as the scene says, at the origin.
    package let container: HeadlessView
    /// The source controller's root view (the container's first child).
    package let source: HeadlessView
    /// The destination controller's root view (the container's second child).
    package let destination: HeadlessView
    /// The scrolling lists in either tree (their views hold them weakly).
    package var lists: [HeadlessList] = []
    /// The bars above the container (``TransitionScene/bars``), outside it, or `nil`.
    package var bars: HeadlessView?
}

extension TransitionScene {
    /// Builds the scene as headless views.
    @MainActor
    package func makeHeadlessTrees() -> HeadlessScene {
        let container = HeadlessView(frame: CGRect(origin: .zero, size: containerSize))
        container.name = "container"
        var lists: [HeadlessList] = []
        let source = source.makeHeadlessView(lists: &lists)
        let destination = destination.makeHeadlessView(lists: &lists)
        container.addSubview(source)
        container.addSubview(destination)
        // Lists make their cells at layout, at their content offsets.
        for list in lists { list.view.layoutNow() }
        var scene = HeadlessScene(container: container, source: source, destination: destination, lists: lists)
        scene.bars = bars?.makeHeadlessView()
        return scene
    }
}

extension SceneNode {
    /// Builds this node and its subtree as headless views (iteratively: any depth).
    @MainActor
    package func makeHeadlessView() -> HeadlessView {
        var lists: [HeadlessList] = []
        return makeHeadlessView(lists: &lists)
    }

    /// Builds this node and its subtree as headless views, adding the lists made to `lists` (the
    /// root keeps them alive: their views hold them weakly).
    @MainActor
    package func makeHeadlessView(lists: inout [HeadlessList]) -> HeadlessView {
        let root = HeadlessView(geometry: geometry)
        let listsBefore = lists.count
        defer { root.keptAlive += lists[listsBefore...].map { $0 as AnyObject } }
        var stack: [(SceneNode, HeadlessView)] = [(self, root)]
        while let (node, view) = stack.popLast() {
            view.geometry = node.geometry
            view.appearance = node.appearance
            view.matchID = node.id
            view.matchScope = node.scope
            view.name = node.name
            view.accessibilityLabel = node.accessibilityLabel
            view.isExcludedFromMatching = node.isExcludedFromMatching
            view.transitionModifiers = node.modifiers
            view.content = node.content
            if let spec = node.list, let template = spec.cell.first {
                let list = HeadlessList(
                    view: view, items: spec.items, itemSize: spec.itemSize,
                    axis: spec.isHorizontal ? .horizontal : .vertical, columns: spec.columns, spacing: spec.spacing)
                let i = spec.contentInsets
                list.contentInsets = (i[0], i[1], i[2], i[3])
                list.configure = { cell, scope in
                    if cell.subviews.isEmpty {
                        cell.appearance = template.appearance
                        cell.name = template.name
                        cell.matchID = template.id
                        cell.transitionModifiers = template.modifiers
                        cell.content = template.content
                        for child in template.children { cell.addSubview(child.makeHeadlessView()) }
                    }
                    cell.matchScope = scope
                }
                lists.append(list)
            }
            for child in node.children {
                let childView = HeadlessView(geometry: child.geometry)
                view.addSubview(childView)
                stack.append((child, childView))
            }
        }
        return root
    }

    /// Captures a live view tree (any `ViewNode`, a `UIView` included) as a scene node: IDs,
    /// geometry, appearance and modifiers (snapshot strategy included), no pixels. Iterative: any
    /// depth.
    ///
    /// `alphaOf` can give a view's alpha as the app set it, in place of the one it has now (a
    /// transition in flight has its originals at 0): `nil` keeps the current one.
    @MainActor
    package init<Node: ViewNode>(capturing view: Node, alphaOf: ((Node) -> Double?)? = nil) where Node.Node == Node {
        func shallow(_ v: Node) -> SceneNode {
            var node = SceneNode(
                id: v.matchID, scope: v.matchScope, geometry: v.layerGeometry, appearance: v.appearance,
                isExcludedFromMatching: v.isExcludedFromMatching, modifiers: v.transitionModifiers)
            node.accessibilityLabel = v.accessibilityLabel
            // A headless view also carries its name and what it shows (text or an image); a
            // platform view is captured without them.
            if let headless = v as? HeadlessView {
                node.name = headless.name
                node.content = headless.content
            }
            if let alpha = alphaOf?(v) { node.appearance.alpha = alpha }
            return node
        }
        // Build bottom-up: visit in pre-order, then attach children in reverse visiting order.
        var order: [(node: Node, parent: Int)] = [(view, -1)]
        var i = 0
        while i < order.count {
            for child in order[i].node.childNodes { order.append((child, i)) }
            i += 1
        }
        var built = order.map { shallow($0.node) }
        for index in order.indices.reversed() where order[index].parent >= 0 {
            built[order[index].parent].children.insert(built[index], at: 0)
        }
        self = built[0]
    }
}
