import Foundation
import MatchCut

/// One frame of a stand-in as CSS, built the way every backend builds it (``StandInLayout``): a
/// host box for its clip (in the container; an empty box when nothing clips), holding a shadow box
/// and a body box (the pose, clipped to its rounded shape and circular mask) that holds the two
/// pictures at their fit frames, cross-faded by the content alphas, and the border on top.
///
/// The page assigns these styles to elements it keeps per stand-in; the filmstrip writes them out
/// as static markup (``markup(_:)``): the same structure either way.
struct StandInStyle {
    /// A picture's box in the body and the box inside it holding the picture's markup.
    struct Picture {
        /// The picture's frame and opacity.
        var wrapper: String
        /// The picture's own size, stretched to the frame (snapshots), or the frame.
        var inner: String
    }

    /// The clip.
    var host: String
    /// The drop shadow, or `nil`.
    var shadow: String?
    /// The pose and look.
    var body: String
    /// The border, or `nil`.
    var border: String?
    /// The source picture, or `nil` when the stand-in has none.
    var source: Picture?
    /// The destination picture, or `nil`.
    var destination: Picture?

    init(_ frame: StandInFrame, pictures: PicturePair?) {
        let s = frame.state
        let layout = StandInLayout(frame)
        if let clip = layout.clip {
            host = Self.pose(clip.pose) + "overflow:hidden;" + Markup.radius(Self.radii(clip.corners, clip.pose.size))
        } else {
            host = "left:0;top:0;width:0;height:0;"
        }
        let pose = Self.pose(layout.body)
        let opacity = s.alpha < 1 ? "opacity:\(Markup.number(s.alpha));" : ""
        let radius = Markup.radius(layout.radii)
        shadow = s.shadow.flatMap { $0.opacity > 0 ? pose + opacity + radius + Markup.shadow($0) : nil }
        var body = pose + opacity + radius + "overflow:hidden;"
        if let background = s.backgroundColor, background.alpha > 0 {
            body += "background-color:\(Markup.color(background));"
        }
        if let circle = layout.circle {
            body += "clip-path:circle(\(Markup.px(circle.radius)) at \(Markup.px(circle.center.x)) "
                + "\(Markup.px(circle.center.y)));"
        }
        self.body = body
        border =
            layout.borderWidth > 0 && s.borderColor.alpha > 0
            ? "border:\(Markup.px(layout.borderWidth)) solid \(Markup.color(s.borderColor));" + radius : nil
        source = pictures?.source.map { Self.picture($0, layout.source) }
        destination = pictures?.destination.map { Self.picture($0, layout.destination) }
    }

    /// The styles as the page's data: `[host, shadow, body, border, source box, source inner,
    /// destination box, destination inner]`, absent parts `null`.
    var json: JSONValue {
        let parts: [String?] = [
            host, shadow, body, border, source?.wrapper, source?.inner, destination?.wrapper, destination?.inner,
        ]
        return .array(parts.map { $0.map(JSONValue.string) ?? .null })
    }

    /// The stand-in as static markup, in the structure the page builds.
    func markup(_ pictures: PicturePair?) -> String {
        var html = "<div class=\"mc-host\" style=\"\(host)\">"
        if let shadow { html += "<div class=\"mc-shadow\" style=\"\(shadow)\"></div>" }
        html += "<div class=\"mc-body\" style=\"\(body)\">"
        for (style, picture) in [(source, pictures?.source), (destination, pictures?.destination)] {
            guard let style, let picture else { continue }
            html += "<div class=\"mc-pic\" style=\"\(style.wrapper)\"><div class=\"mc-inner\" style=\"\(style.inner)\">"
                + picture.html + "</div></div>"
        }
        if let border { html += "<div class=\"mc-fill mc-border\" style=\"\(border)\"></div>" }
        return html + "</div></div>"
    }

    private static func picture(_ picture: PictureMarkup, _ content: StandInLayout.Content?) -> Picture {
        guard let content else { return Picture(wrapper: "display:none;", inner: "") }
        let f = content.frame
        let wrapper = Markup.box(f) + "opacity:\(Markup.number(content.alpha));"
        // Text keeps the size it is laid out at, scaled uniformly; a snapshot is stretched from its
        // own size; an image copy lays itself out in its frame.
        let own = content.scale != nil ? content.layoutSize : picture.size
        guard content.scale != nil || picture.stretches, own.width > 0, own.height > 0 else {
            return Picture(wrapper: wrapper, inner: "width:100%;height:100%;")
        }
        let sx = f.width / own.width
        let sy = f.height / own.height
        return Picture(
            wrapper: wrapper,
            inner: "width:\(Markup.px(own.width));height:\(Markup.px(own.height));"
                + "transform:scale(\(String(format: "%.6g", sx)),\(String(format: "%.6g", sy)));")
    }

    /// A layer's pose: its box centred on `center`, turned about its centre by `shape`.
    private static func pose(_ p: StandInLayout.Pose) -> String {
        Markup.box(
            CGRect(
                x: p.center.x - p.size.width / 2, y: p.center.y - p.size.height / 2, width: p.size.width,
                height: p.size.height)) + Markup.transform(p.shape)
    }

    /// The radii a layer's corners stand for.
    private static func radii(_ corners: StandInLayout.Corners, _ size: CGSize) -> CornerRadii {
        switch corners {
        case .uniform(let radius, let mask): CornerRadii(radius: radius, mask: mask, size: size)
        case .path(let radii): radii
        }
    }
}
