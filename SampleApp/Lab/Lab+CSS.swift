import Foundation
import MatchCut

extension Lab {
    /// The scene as nested CSS boxes — `left`/`top` from the untransformed frame (less the parent's
    /// bounds origin), `transform-origin` at the anchor point, `transform: matrix3d(…)` with Core
    /// Animation's sixteen fields in order — plus MatchCut's own geometry report, and a script that
    /// compares the browser's `getBoundingClientRect()` for every uniquely tagged view with it. A
    /// check of the geometry against an independent engine: the browser's.
    func cssPage(_ scene: TransitionScene, name: String) -> String {
        var counts: [String: Int] = [:]  // by "side key"
        var side = "source"
        var html = ""
        func key(_ node: SceneNode, _ scope: String?) -> String? {
            node.id.map { MatchKey(id: $0, scope: scope).description }
        }
        func count(_ node: SceneNode, _ scope: String?) {
            let s = node.scope ?? scope
            if let k = key(node, s) { counts[side + " " + k, default: 0] += 1 }
            for child in node.children { count(child, s) }
        }
        count(scene.source, nil)
        side = "destination"
        count(scene.destination, nil)
        func render(_ node: SceneNode, parentOrigin: CGPoint, scope: String?) {
            let g = node.geometry
            let s = node.scope ?? scope
            let origin = CGPoint(
                x: g.position.x - g.anchorPoint.x * g.bounds.width - parentOrigin.x,
                y: g.position.y - g.anchorPoint.y * g.bounds.height - parentOrigin.y)
            let matrix = g.transform.values.map { String(format: "%.17g", $0) }.joined(separator: ",")
            var style =
                "left:\(origin.x)px;top:\(origin.y)px;width:\(g.bounds.width)px;height:\(g.bounds.height)px;"
                + "transform-origin:\(g.anchorPoint.x * g.bounds.width)px \(g.anchorPoint.y * g.bounds.height)px;"
                + "transform:matrix3d(\(matrix));"
            if node.appearance.isHidden { style += "visibility:hidden;" }
            var attributes = "style=\"\(style)\""
            if let k = key(node, s), counts[side + " " + k] == 1 {
                attributes += " data-side=\"\(side)\" data-key=\"\(escape(k))\""
            }
            html += "<div \(attributes)>"
            for child in node.children { render(child, parentOrigin: g.bounds.origin, scope: s) }
            html += "</div>"
        }
        side = "source"
        render(scene.source, parentOrigin: .zero, scope: nil)
        side = "destination"
        render(scene.destination, parentOrigin: .zero, scope: nil)
        let expected = JSONWriter(indent: nil).string(scene.geometryReport()).replacingOccurrences(
            of: "</", with: "<\\/")
        return """
            <!doctype html><html><head><meta charset="utf-8"><title>\(escape(name)) in CSS</title>
            <style>body{margin:0} #c{position:absolute;left:0;top:0;width:\(scene.containerSize.width)px;height:\(scene.containerSize.height)px}
            #c div{position:absolute;margin:0;padding:0;border:0;box-sizing:border-box}</style></head>
            <body><div id="c">\(html)</div><pre id="result"></pre>
            <script>
            "use strict";
            const expected = \(expected);
            const failures = []; let checks = 0;
            for (const el of document.querySelectorAll("[data-key]")) {
              const key = el.getAttribute("data-key");
              const want = (expected[el.getAttribute("data-side")][key] || {}).boundingBox;
              if (!want) continue;
              const r = el.getBoundingClientRect();
              const got = [r.left, r.top, r.width, r.height];
              checks++;
              if (got.some((v, i) => Math.abs(v - want[i]) > 0.05)) failures.push(key + ": browser " + JSON.stringify(got.map(v => +v.toFixed(3))) + ", MatchCut " + JSON.stringify(want.map(v => +v.toFixed(3))));
            }
            document.getElementById("result").textContent = (failures.length ? "FAIL " : "PASS ") + checks + " views\\n" + failures.join("\\n");
            </script></body></html>
            """
    }
}

private func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        .replacingOccurrences(of: "<", with: "&lt;")
}
