import Foundation
import MatchCut

/// A full-screen photo viewer, the destination of ``PhotoGridShape`` and ``DetailShape``.
///
/// A paging scroll view holds three pages 20 points apart (the previous, current and next photo, each scoped to
/// its item, with a zooming scroll view around an image tagged `photo`, a live-photo badge and a
/// hidden spinner), shown on the middle page: the neighbours are off screen, so only the current
/// photo pairs. On top: the navigation bar, a caption, a thumbnail scrubber (a collection view of
/// 20 cells) and a toolbar of five buttons.
@MainActor
enum PhotoViewerScreen {
    /// The viewer for `scopes` (previous, current, next).
    static func screen(_ b: ScreenBuilder, scopes: [String]) -> HeadlessView {
        let w = ScreenBuilder.width
        let h = ScreenBuilder.height
        let root = b.view(CGRect(x: 0, y: 0, width: w, height: h), in: nil)
        root.backgroundColor = .black
        let pager = b.view(root.bounds, in: root)
        pager.appearance.masksToBounds = true
        // Pages 20 points apart, as the Photos app spaces them.
        let pitch = w + 20
        pager.bounds.origin.x = pitch * Double(scopes.count / 2)
        for (i, scope) in scopes.enumerated() {
            let page = b.view(CGRect(x: pitch * Double(i), y: 0, width: w, height: h), in: pager)
            page.matchScope = scope
            let zoom = b.view(page.bounds, in: page)
            zoom.appearance.masksToBounds = true
            b.tag(b.image(CGRect(x: 0, y: (h - 520) / 2, width: w, height: 520), in: zoom), "photo", scope: scope)
            b.image(CGRect(x: 16, y: 110, width: 60, height: 22), in: page)
            b.view(CGRect(x: w / 2 - 10, y: h / 2 - 10, width: 20, height: 20), in: page).isHidden = true
        }
        b.scrollIndicators(in: pager)

        b.navigationBar(in: root)
        let caption = b.stack(CGRect(x: 16, y: 96, width: w - 32, height: 40), in: root)
        b.label(CGRect(x: 0, y: 0, width: w - 32, height: 20), in: caption)
        b.label(CGRect(x: 0, y: 22, width: w - 32, height: 16), in: caption)

        let bar = b.view(CGRect(x: 0, y: h - 140, width: w, height: 140), in: root)
        b.blur(bar.bounds, in: bar)
        let scrubber = b.view(CGRect(x: 0, y: 8, width: w, height: 40), in: bar, kind: .collectionView)
        scrubber.appearance.masksToBounds = true
        scrubber.bounds.origin.x = 100
        for i in 0..<20 {
            let cell = b.view(CGRect(x: 100 + Double(i) * 22, y: 4, width: 20, height: 32), in: scrubber)
            let content = b.view(cell.bounds, in: cell)
            b.image(content.bounds, in: content)
        }
        let tools = b.stack(CGRect(x: 16, y: 60, width: w - 32, height: 44), in: bar)
        for i in 0..<5 {
            b.button(CGRect(x: Double(i) * (w - 32) / 5, y: 0, width: 44, height: 44), in: tools, title: false)
        }
        return root
    }
}
