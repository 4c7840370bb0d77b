import Foundation

extension DecodingContext {
    /// The whole document.
    mutating func scene(_ json: JSONValue, sectionKeys: Set<String>) -> TransitionScene? {
        guard let members = object(json, "") else { return nil }
        var container: CGSize?
        var source: SceneNode?
        var destination: SceneNode?
        var sections: [String: JSONValue] = [:]
        for (key, value) in members {
            switch key {
            case "container": container = containerSize(value, key)
            case "source", "destination", "name", "description", "bars": break
            case _ where sectionKeys.contains(key): sections[key] = value
            default:
                unknownKey(
                    key, key,
                    known: ["container", "source", "destination", "bars", "name", "description"] + sectionKeys)
            }
        }
        requireKeys(
            ["container", "source", "destination"], in: members,
            known: Set(["container", "source", "destination", "bars", "name", "description"]).union(sectionKeys), at: "")
        if let value = members.first(where: { $0.key == "name" })?.value { _ = string(value, "name") }
        guard let size = container else { return nil }
        let rootFrame = CGRect(origin: .zero, size: size)
        // A preset animates the screens themselves: a tree without IDs is expected there.
        var usesPreset = false
        if case .object(let transition)? = sections["transition"] {
            usesPreset = transition.contains { $0.key == "preset" }
        }
        for (key, value) in members where key == "source" || key == "destination" {
            let tree = self.tree(value, key, rootFrame: rootFrame, expectsIDs: !usesPreset)
            if key == "source" { source = tree } else { destination = tree }
        }
        guard let source, let destination else { return nil }
        var scene = TransitionScene(containerSize: size, source: source, destination: destination, sections: sections)
        // Bars outside the container (a navigation bar, a tab bar): a root over the container
        // whose subviews are drawn above the transition. Nothing in them is matched.
        if let value = members.first(where: { $0.key == "bars" })?.value {
            scene.bars = tree(value, "bars", rootFrame: rootFrame, expectsIDs: false)
        }
        return scene
    }

    mutating func containerSize(_ value: JSONValue, _ path: String) -> CGSize? {
        guard let members = object(value, path) else { return nil }
        var width: Double?
        var height: Double?
        for (key, value) in members {
            let p = Self.join(path, key)
            switch key {
            case "width", "height":
                guard let n = number(value, p) else { continue }
                guard n > 0 else {
                    fail(p, "expected a positive size, got \(short(n))")
                    continue
                }
                if key == "width" { width = n } else { height = n }
            default: unknownKey(p, key, known: ["width", "height"])
            }
        }
        requireKeys(["width", "height"], in: members, known: ["width", "height"], at: path)
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    /// A controller's tree, with tree-wide warnings (no IDs, duplicate IDs). Recursion depth is
    /// bounded by the JSON reader's nesting limit.
    mutating func tree(_ value: JSONValue, _ path: String, rootFrame: CGRect, expectsIDs: Bool) -> SceneNode? {
        if case .null = value {
            fail(path, "expected an object (the controller's root view), got null: a scene needs both trees")
            return nil
        }
        guard let root = node(value, path, isRoot: true, rootFrame: rootFrame) else { return nil }
        var ids: [MatchKey: Int] = [:]
        var stack: [(SceneNode, String?)] = [(root, nil)]
        while let (node, inherited) = stack.popLast() {
            let scope = node.scope ?? inherited
            if let id = node.id { ids[MatchKey(id: id, scope: scope), default: 0] += 1 }
            stack.append(contentsOf: node.children.map { ($0, scope) })
            // A list's cells: the template once, under its first item's scope.
            if let list = node.list, let first = list.items.first {
                stack.append(contentsOf: list.cell.map { ($0, first) })
            }
        }
        if ids.isEmpty, expectsIDs {
            warn(path, "no view has an \"id\", so nothing in this tree can match")
        }
        for (key, count) in ids.sorted(by: { $0.key < $1.key }) where count > 1 {
            warn(path, "duplicate ID \"\(key)\" on \(count) views; the front-most visible one is matched")
        }
        return root
    }
}
