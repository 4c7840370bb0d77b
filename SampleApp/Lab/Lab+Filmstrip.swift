import Foundation
import MatchCut

extension Lab {
    /// The scene's evenly spaced frames side by side as one SVG picture, each drawn as the device
    /// shows it — the same markup the page draws (backdrop, then every stand-in with its clip,
    /// shadow, body, pictures and border) inside a `foreignObject`, so any browser that shows SVG
    /// images draws it, GitHub's README included. Time under each frame.
    func filmstripSVG(_ scene: PlayedScene, title: String) -> String {
        let w = scene.size.width
        let h = scene.size.height
        let gap = 24.0
        let header = 56.0
        let footer = 48.0
        let count = max(scene.evenly.count, 1)
        let width = Double(count) * (w + gap) - gap
        let height = header + h + footer
        // 180 points of picture per frame.
        let k = 180 / w
        var html = "<div xmlns=\"http://www.w3.org/1999/xhtml\" style=\"position:relative;width:\(Markup.px(width));"
        html += "height:\(Markup.px(height));background:#fff;font-family:-apple-system,BlinkMacSystemFont,"
        html += "'Helvetica Neue',Helvetica,Arial,sans-serif;color:#333\"><style>\(Markup.css)</style>"
        html += "<div style=\"position:absolute;left:0;top:0;font-size:30px;font-weight:600\">"
        html += "\(Markup.escape(title))</div>"
        for (i, frame) in scene.evenly.enumerated() {
            let x = Double(i) * (w + gap)
            html += "<div class=\"mc-stage\" style=\"position:absolute;\(Markup.box(CGRect(x: x, y: header, width: w, height: h)))"
            html += "outline:1px solid #999\">" + scene.backdrops[min(frame.backdrop, scene.backdrops.count - 1)]
            // The screens, the bars, then what flies above the bars (``FlightLevel/aboveBars``).
            for above in [false, true] {
                if above { html += scene.bars }
                for s in frame.standIns where scene.aboveBars.contains(s.id) == above {
                    let pictures = scene.pictures[s.id]
                    html += StandInStyle(s, pictures: pictures).markup(pictures)
                }
            }
            html += "</div><div style=\"position:absolute;left:\(Markup.px(x));top:\(Markup.px(header + h + 8));"
            html += "font-size:26px\">\(String(format: "%.3f", frame.time)) s</div>"
        }
        html += "</div>"
        let size = "width=\"\(Markup.number(width * k))\" height=\"\(Markup.number(height * k))\""
        return """
            <svg xmlns="http://www.w3.org/2000/svg" \(size) viewBox="0 0 \(Markup.number(width)) \(Markup.number(height))">
            <foreignObject x="0" y="0" width="\(Markup.number(width))" height="\(Markup.number(height))">\(html)</foreignObject>
            </svg>

            """
    }
}
