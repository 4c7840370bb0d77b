import Foundation

/// Writes a ``TransitionScene`` as a scene file, the inverse of ``SceneDecoder``: what a device exports for
/// the lab (see ``SceneNode/init(capturing:alphaOf:)``). Defaults are left out, so files stay short.
package struct SceneEncoder: Sendable {
    /// Creates an encoder.
    package init() {}

    /// The scene file's text.
    package func encode(_ scene: TransitionScene) -> String {
        JSONWriter().string(json(scene)) + "\n"
    }

    /// The scene as a JSON value.
    package func json(_ scene: TransitionScene) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            (
                "container",
                .object([
                    ("width", .number(scene.containerSize.width)),
                    ("height", .number(scene.containerSize.height)),
                ])
            ),
            ("source", json(scene.source)),
            ("destination", json(scene.destination)),
        ]
        if let bars = scene.bars { members.append(("bars", json(bars))) }
        for key in scene.sections.keys.sorted() { members.append((key, scene.sections[key]!)) }
        return .object(members)
    }

    /// One node and its subtree.
    package func json(_ node: SceneNode) -> JSONValue {
        var m: [(key: String, value: JSONValue)] = []
        let g = node.geometry
        let a = node.appearance
        func numbers(_ values: [CGFloat]) -> JSONValue { .array(values.map { .number(Double($0)) }) }
        if let id = node.id { m.append(("id", .string(id))) }
        if let scope = node.scope { m.append(("scope", .string(scope))) }
        if let name = node.name { m.append(("name", .string(name))) }
        if let label = node.accessibilityLabel { m.append(("accessibilityLabel", .string(label))) }
        // The untransformed frame: the bounds' size with the anchor point at `position`.
        let origin = CGPoint(
            x: g.position.x - g.anchorPoint.x * g.bounds.width,
            y: g.position.y - g.anchorPoint.y * g.bounds.height)
        m.append(("frame", numbers([origin.x, origin.y, g.bounds.width, g.bounds.height])))
        if g.bounds.origin != .zero { m.append(("boundsOrigin", numbers([g.bounds.minX, g.bounds.minY]))) }
        if g.anchorPoint != CGPoint(x: 0.5, y: 0.5) {
            m.append(("anchorPoint", numbers([g.anchorPoint.x, g.anchorPoint.y])))
        }
        if !g.transform.isIdentity { m.append(("transform", numbers(g.transform.values))) }
        if g.zPosition != 0 { m.append(("zPosition", .number(g.zPosition))) }
        if a.isHidden { m.append(("hidden", .bool(true))) }
        if a.alpha != 1 { m.append(("alpha", .number(a.alpha))) }
        if a.cornerRadius != 0 { m.append(("cornerRadius", .number(a.cornerRadius))) }
        if a.maskedCorners != .all {
            let names: [(CornerMask, String)] = [
                (.topLeft, "topLeft"), (.topRight, "topRight"), (.bottomLeft, "bottomLeft"),
                (.bottomRight, "bottomRight"),
            ]
            m.append(
                ("maskedCorners", .array(names.filter { a.maskedCorners.contains($0.0) }.map { .string($0.1) })))
        }
        if a.cornerCurve != .circular { m.append(("cornerCurve", .string(a.cornerCurve.rawValue))) }
        if a.masksToBounds { m.append(("masksToBounds", .bool(true))) }
        if let c = a.backgroundColor { m.append(("backgroundColor", color(c))) }
        if a.borderWidth != 0 {
            m.append(("borderWidth", .number(a.borderWidth)))
            m.append(("borderColor", color(a.borderColor)))
        }
        if let s = a.shadow {
            m.append(
                (
                    "shadow",
                    .object([
                        ("color", color(s.color)), ("opacity", .number(s.opacity)),
                        ("offset", numbers([s.offset.width, s.offset.height])), ("radius", .number(s.radius)),
                    ])
                ))
        }
        if node.isExcludedFromMatching { m.append(("excludedFromMatching", .bool(true))) }
        if let content = node.content { m.append(json(content)) }
        if !node.modifiers.isEmpty { m.append(("modifiers", .array(node.modifiers.map(json)))) }
        if let list = node.list, let cell = list.cell.first {
            var l: [(String, JSONValue)] = [
                ("items", .array(list.items.map { .string($0) })),
                ("itemSize", numbers([list.itemSize.width, list.itemSize.height])),
            ]
            if list.isHorizontal { l.append(("axis", .string("horizontal"))) }
            if list.columns != 1 { l.append(("columns", .number(Double(list.columns)))) }
            if list.spacing != 0 { l.append(("spacing", .number(list.spacing))) }
            if list.contentInsets != [0, 0, 0, 0] { l.append(("contentInsets", .array(list.contentInsets.map { .number($0) }))) }
            l.append(("cell", json(cell)))
            m.append(("list", .object(l)))
        }
        if !node.children.isEmpty { m.append(("children", .array(node.children.map(json)))) }
        return .object(m)
    }

    /// Components as numbers, exactly (a hex string would round to 8 bits).
    func color(_ c: RGBAColor) -> JSONValue {
        .array([.number(c.red), .number(c.green), .number(c.blue), .number(c.alpha)])
    }
}
