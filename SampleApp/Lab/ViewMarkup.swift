import Foundation
import MatchCut

/// A headless view subtree as nested boxes that Chromium draws as a device would: each view placed
/// by its frame (less its parent's bounds origin, a scroll offset), turned about its anchor point
/// by its transform, with its opacity, background, per-corner radii, clipping (`masksToBounds`),
/// its image or text, its children in `zPosition` order, its border on top of them (Core
/// Animation draws a border over the sublayers) and its shadow beneath it.
@MainActor
enum ViewMarkup {
    /// `view` and its subtree, placed in a parent whose bounds origin is `parentOrigin`. Hidden and
    /// fully transparent views draw nothing.
    static func subtree(_ view: HeadlessView, parentOrigin: CGPoint) -> String {
        guard !view.isHidden, view.alpha > 0 else { return "" }
        let g = view.geometry
        let origin = CGPoint(
            x: g.position.x - g.anchorPoint.x * g.bounds.width - parentOrigin.x,
            y: g.position.y - g.anchorPoint.y * g.bounds.height - parentOrigin.y)
        var place = Markup.box(CGRect(origin: origin, size: g.bounds.size))
        if !g.transform.isIdentity {
            place += "transform-origin:\(Markup.px(g.anchorPoint.x * g.bounds.width)) "
                + "\(Markup.px(g.anchorPoint.y * g.bounds.height));" + Markup.transform(g.transform)
        }
        if view.alpha < 1 { place += "opacity:\(Markup.number(view.alpha));" }
        let radii = radii(of: view)
        var html = ""
        if let shadow = view.appearance.shadow, shadow.opacity > 0 {
            html += "<div class=\"mc-sh\" style=\"\(place)\(Markup.radius(radii))\(Markup.shadow(shadow))\"></div>"
        }
        html += "<div class=\"mc-v\"\(attributes(of: view)) style=\"\(place)\(look(view, radii))\">"
        html += inside(view) + "</div>"
        return html
    }

    /// A picture of `view` as a snapshot shows it: the view in its own bounds, its top-left at
    /// `offset`, without its transform, opacity or shadow (the stand-in carries those).
    static func picture(_ view: HeadlessView, offset: CGPoint = .zero) -> String {
        guard !view.isHidden else { return "" }
        let place = Markup.box(CGRect(origin: offset, size: view.bounds.size))
        return "<div class=\"mc-v\"\(attributes(of: view)) style=\"\(place)\(look(view, radii(of: view)))\">"
            + inside(view) + "</div>"
    }

    /// An image view's or a label's content alone, filling its box (an image copy or a label copy:
    /// no background, no children).
    static func content(_ content: ViewContent) -> String {
        switch content {
        case .text(let text): return self.text(text)
        case .image(let image): return "<div class=\"mc-fill mc-img\" style=\"\(Self.image(image))\"></div>"
        case .composited(let composited):
            return "<div class=\"mc-fill\" style=\"background:\(Markup.color(composited.color))\"></div>"
        }
    }

    /// Content, children and border: what is inside a view's box.
    private static func inside(_ view: HeadlessView) -> String {
        var html = view.content.map(content) ?? ""
        // Core Animation draws sublayers by zPosition, keeping their order among equals.
        let children = view.subviews.enumerated().sorted {
            ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
        }
        for child in children { html += subtree(child.element, parentOrigin: view.bounds.origin) }
        let a = view.appearance
        if a.borderWidth > 0, a.borderColor.alpha > 0 {
            html += "<div class=\"mc-fill mc-border\" style=\"border:\(Markup.px(a.borderWidth)) solid "
                + "\(Markup.color(a.borderColor));\(Markup.radius(radii(of: view)))\"></div>"
        }
        return html
    }

    private static func radii(of view: HeadlessView) -> CornerRadii {
        CornerRadii(radius: view.cornerRadius, mask: view.appearance.maskedCorners, size: view.bounds.size)
    }

    private static func look(_ view: HeadlessView, _ radii: CornerRadii) -> String {
        var style = ""
        if let background = view.backgroundColor, background.alpha > 0 {
            style += "background-color:\(Markup.color(background));"
        }
        style += Markup.radius(radii)
        if view.appearance.masksToBounds { style += "overflow:hidden;" }
        return style
    }

    /// The view's name and ID for the inspector, and whether it masks to bounds (for the pixel
    /// checks, which must not learn it from the style they check).
    private static func attributes(of view: HeadlessView) -> String {
        var names: [String] = []
        if let name = view.name { names.append(name) }
        if let id = view.matchID { names.append("#" + id) }
        var html = names.isEmpty ? "" : " data-name=\"\(Markup.escape(names.joined(separator: " ")))\""
        if view.appearance.masksToBounds { html += " data-masks=\"1\"" }
        return html
    }

    /// A label's text: vertically centred, aligned, limited to its number of lines with an ellipsis.
    private static func text(_ t: TextContent) -> String {
        let justify =
            switch t.alignment {
            case .leading: "flex-start"
            case .center: "center"
            case .trailing: "flex-end"
            }
        let align =
            switch t.alignment {
            case .leading: "left"
            case .center: "center"
            case .trailing: "right"
            }
        let outer =
            "justify-content:\(justify);text-align:\(align);font-size:\(Markup.px(t.fontSize));"
            + "font-weight:\(t.weight);color:\(Markup.color(t.color));"
        let lines: String
        switch t.numberOfLines {
        case 0: lines = ""
        case 1: lines = "white-space:nowrap;text-overflow:ellipsis;"
        case let n: lines = "display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:\(n);"
        }
        return "<div class=\"mc-fill mc-t\" style=\"\(outer)\"><span style=\"\(lines)\">"
            + Markup.escape(t.string) + "</span></div>"
    }

    /// An image's CSS background: a gradient (0 rad points right, π/2 down; CSS measures from
    /// "up", clockwise), a pattern, or the embedded picture, laid out by the content mode.
    private static func image(_ image: ImageContent) -> String {
        func colors(_ list: [RGBAColor]) -> [String] { list.map { Markup.color($0) } }
        switch image.source {
        case .gradient(let list, let angle):
            let stops = list.count == 1 ? colors(list + list) : colors(list)
            return "background-image:linear-gradient(\(Markup.number(90 + angle * 180 / .pi))deg,"
                + "\(stops.joined(separator: ",")));"
        case .pattern(let name, let list):
            let c = colors(list.count >= 2 ? list : list + [.white, .white])
            let (a, b) = (c[0], c[1])
            switch name {
            case "stripes":
                return "background-image:repeating-linear-gradient(45deg,\(a) 0 8px,\(b) 8px 16px);"
            case "checks":
                return "background-color:\(b);background-image:conic-gradient(\(a) 0 25%,transparent 0 50%,"
                    + "\(a) 0 75%,transparent 0);background-size:24px 24px;"
            default:
                return "background-color:\(b);background-image:radial-gradient(\(a) 30%,transparent 32%);"
                    + "background-size:16px 16px;"
            }
        case .dataURI(let uri):
            let size =
                switch image.contentMode {
                case .scaleToFill: "100% 100%"
                case .scaleAspectFit: "contain"
                case .scaleAspectFill: "cover"
                }
            return "background-image:url('\(Markup.escape(uri))');background-size:\(size);"
                + "background-position:center;background-repeat:no-repeat;"
        }
    }
}
