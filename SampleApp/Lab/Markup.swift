import Foundation
import MatchCut

/// CSS building blocks shared by the page and the filmstrip: numbers, colours, transforms and
/// corner radii written as Chromium reproduces Core Animation with them (`matrix3d` takes Core
/// Animation's sixteen fields in order; every box is flattened into its parent, CSS's default
/// `transform-style: flat`). Everything is XHTML-safe, so the same markup works inside an SVG
/// `foreignObject`.
enum Markup {
    /// The style sheet every stage needs: every box absolutely placed from its parent's top-left,
    /// text vertically centred as `UILabel` draws it.
    static let css = """
        .mc-stage{position:relative;overflow:hidden;background:#000}
        .mc-stage div{position:absolute;box-sizing:border-box;margin:0;padding:0}
        .mc-stage .mc-fill{left:0;top:0;width:100%;height:100%}
        .mc-stage .mc-t{display:flex;align-items:center;line-height:1.2;white-space:normal;word-wrap:break-word;\
        font-family:-apple-system,BlinkMacSystemFont,'SF Pro Text','Helvetica Neue',Helvetica,Arial,sans-serif}
        .mc-stage .mc-t span{display:block;width:100%;overflow:hidden}
        .mc-stage .mc-pic{overflow:hidden}
        .mc-stage .mc-inner{left:0;top:0;transform-origin:0 0}
        """

    /// A length in CSS pixels, rounded to 1/1000 px.
    static func px(_ v: Double) -> String { number(v) + "px" }

    /// A number rounded to 1/1000 (no exponent, no trailing zeros).
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let r = (v * 1000).rounded() / 1000
        if r == r.rounded(), abs(r) < 1e12 { return String(Int64(r)) }
        var text = String(format: "%.3f", r)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `rgba(…)` for a colour, its alpha multiplied by `opacity`.
    static func color(_ c: RGBAColor, opacity: Double = 1) -> String {
        func byte(_ x: Double) -> Int { Int((min(max(x, 0), 1) * 255).rounded()) }
        let a = min(max(c.alpha * opacity, 0), 1)
        return "rgba(\(byte(c.red)),\(byte(c.green)),\(byte(c.blue)),\(number(a)))"
    }

    /// `transform:matrix3d(…);` for a non-identity transform, else nothing.
    static func transform(_ t: Transform3D) -> String {
        guard !t.isIdentity else { return "" }
        // Values near zero are written as 0, so an affine transform stays exactly affine.
        let values = t.values.map { v -> String in
            abs(v) < 1e-12 ? "0" : String(format: "%.9g", v)
        }
        return "transform:matrix3d(\(values.joined(separator: ",")));"
    }

    /// `border-radius:…;` for per-corner elliptical radii (horizontal / vertical), or nothing.
    static func radius(_ r: CornerRadii) -> String {
        let corners = [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft]
        guard corners.contains(where: { $0.width > 0 && $0.height > 0 }) else { return "" }
        let round = corners.map { $0.width > 0 && $0.height > 0 ? $0 : .zero }
        if round.allSatisfy({ $0.width == $0.height }) {
            return "border-radius:\(round.map { px($0.width) }.joined(separator: " "));"
        }
        return "border-radius:\(round.map { px($0.width) }.joined(separator: " ")) / "
            + "\(round.map { px($0.height) }.joined(separator: " "));"
    }

    /// A box placed by its top-left corner and size.
    static func box(_ r: CGRect) -> String {
        "left:\(px(r.minX));top:\(px(r.minY));width:\(px(r.width));height:\(px(r.height));"
    }

    /// A Core Animation drop shadow as a CSS `box-shadow` (CSS's blur radius is twice Core
    /// Animation's `shadowRadius`, both Gaussian).
    static func shadow(_ s: Shadow) -> String {
        "box-shadow:\(px(s.offset.width)) \(px(s.offset.height)) \(px(2 * s.radius)) \(color(s.color, opacity: s.opacity));"
    }

    /// Text escaped for element content and attribute values.
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
