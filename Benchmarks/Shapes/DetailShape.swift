import Foundation
import MatchCut

/// A detail screen (a product, a podcast, a place) presenting its header image full screen.
///
/// A scroll view holds a header (a 390-point image tagged `photo`, a gradient, a stack with the
/// title tagged `title`, a subtitle and three buttons) and a vertical stack of about 60 views:
/// two paragraphs, ten information rows (icon, key, value, separator), two hidden arranged views
/// (an error banner, an upsell) and a buy button. The navigation bar and a bottom toolbar sit on
/// top. The root is scoped to the item; the photo viewer (``PhotoViewerScreen``) shows the same
/// item on its current page, so the header image pairs.
@MainActor
enum DetailShape {
    static func scene() -> BenchmarkScene {
        let builder = ScreenBuilder()
        let detail = screen(builder, scope: "item-7")
        let viewer = PhotoViewerScreen.screen(builder, scopes: ["item-6", "item-7", "item-8"])
        return BenchmarkScene(
            shape: "detail", kind: .present, source: detail, destination: viewer, kinds: builder.kinds)
    }

    /// The detail screen for the item `scope`.
    static func screen(_ b: ScreenBuilder, scope: String) -> HeadlessView {
        let w = ScreenBuilder.width
        let root = b.view(CGRect(x: 0, y: 0, width: w, height: ScreenBuilder.height), in: nil)
        root.matchScope = scope
        let scroll = b.view(root.bounds, in: root)
        scroll.appearance.masksToBounds = true
        let content = b.view(CGRect(x: 0, y: 0, width: w, height: 1_400), in: scroll)

        let header = b.view(CGRect(x: 0, y: 0, width: w, height: 420), in: content)
        b.tag(b.image(CGRect(x: 0, y: 0, width: w, height: 390), in: header), "photo", scope: scope)
        b.view(CGRect(x: 0, y: 290, width: w, height: 100), in: header)
        let titles = b.stack(CGRect(x: 16, y: 300, width: w - 32, height: 110), in: header)
        b.tag(b.label(CGRect(x: 0, y: 0, width: w - 32, height: 30), in: titles), "title", scope: scope)
        b.label(CGRect(x: 0, y: 34, width: w - 32, height: 20), in: titles)
        let actions = b.stack(CGRect(x: 0, y: 62, width: w - 32, height: 40), in: titles)
        for i in 0..<3 {
            b.button(CGRect(x: Double(i) * 120, y: 0, width: 110, height: 40), in: actions)
        }

        let body = b.stack(CGRect(x: 16, y: 430, width: w - 32, height: 940), in: content)
        let bw = w - 32
        var y = 0.0
        for _ in 0..<2 {
            b.label(CGRect(x: 0, y: y, width: bw, height: 80), in: body)
            y += 88
        }
        let banner = b.view(CGRect(x: 0, y: y, width: bw, height: 44), in: body)
        b.label(CGRect(x: 12, y: 12, width: bw - 24, height: 20), in: banner)
        banner.isHidden = true
        for _ in 0..<10 {
            let row = b.stack(CGRect(x: 0, y: y, width: bw, height: 44), in: body)
            b.image(CGRect(x: 0, y: 12, width: 20, height: 20), in: row)
            b.label(CGRect(x: 32, y: 12, width: 140, height: 20), in: row)
            b.label(CGRect(x: 180, y: 12, width: bw - 180, height: 20), in: row)
            b.view(CGRect(x: 0, y: y + 44, width: bw, height: 0.5), in: body)
            y += 45
        }
        let upsell = b.view(CGRect(x: 0, y: y, width: bw, height: 120), in: body)
        b.image(CGRect(x: 0, y: 0, width: 120, height: 120), in: upsell)
        b.label(CGRect(x: 130, y: 0, width: bw - 130, height: 60), in: upsell)
        upsell.isHidden = true
        b.button(CGRect(x: 0, y: y, width: bw, height: 50), in: body)
        b.scrollIndicators(in: scroll)

        b.navigationBar(in: root)
        let toolbar = b.view(CGRect(x: 0, y: ScreenBuilder.height - 83, width: w, height: 83), in: root)
        b.blur(toolbar.bounds, in: toolbar)
        let items = b.stack(CGRect(x: 16, y: 4, width: w - 32, height: 44), in: toolbar)
        for i in 0..<3 {
            b.button(CGRect(x: Double(i) * (w - 32) / 3, y: 0, width: (w - 32) / 3 - 8, height: 44), in: items)
        }
        return root
    }
}
