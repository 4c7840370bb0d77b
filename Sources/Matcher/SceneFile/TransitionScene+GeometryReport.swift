import Foundation

extension TransitionScene {
    /// Every view with an ID, as the lab's `geometry` command prints it:
    /// `{"source": {ID: {"quad": [[x, y] ×4], "boundingBox": [x, y, w, h]}}, "destination": {…}}`,
    /// the quad being the corners of the view's own bounds (top-left, top-right, bottom-right,
    /// bottom-left) in container coordinates.
    ///
    /// Keys are IDs (`scope/id` when scoped). An ID used twice in a tree is listed once, for the
    /// last view in document order (what a JSON reader keeps of repeated keys). A view with a
    /// corner behind the viewer has `"quad": null` and an `"error"`.
    @MainActor
    package func geometryReport() -> JSONValue {
        let trees = makeHeadlessTrees()
        func side(_ root: HeadlessView) -> JSONValue {
            var entries: [(key: String, value: JSONValue)] = []
            var index: [String: Int] = [:]
            var stack: [(HeadlessView, String?)] = [(root, nil)]
            while let (view, inherited) = stack.popLast() {
                let scope = view.matchScope ?? inherited
                if let id = view.matchID {
                    let key = MatchKey(id: id, scope: scope).description
                    let value: JSONValue
                    do {
                        let quad = try view.convertedQuad(view.bounds, to: trees.container)
                        let box = quad.boundingBox
                        value = .object([
                            ("quad", .array(quad.corners.map { .array([.number($0.x), .number($0.y)]) })),
                            (
                                "boundingBox",
                                .array([.number(box.minX), .number(box.minY), .number(box.width), .number(box.height)])
                            ),
                        ])
                    } catch {
                        value = .object([("quad", .null), ("boundingBox", .null), ("error", .string("\(error)"))])
                    }
                    if let existing = index[key] {
                        entries[existing].value = value
                    } else {
                        index[key] = entries.count
                        entries.append((key, value))
                    }
                }
                stack.append(contentsOf: view.subviews.reversed().map { ($0, scope) })
            }
            return .object(entries)
        }
        return .object([("source", side(trees.source)), ("destination", side(trees.destination))])
    }
}
