import Foundation
import MatchCut

/// A table-view list (a podcast or mail inbox) scrolled to the middle, pushing a detail screen.
///
/// The list holds only what UIKit holds: the cells on screen (56-point rows, 16 of them across the
/// 844-point screen, under the translucent bars) and two hidden cells waiting for reuse, a sticky
/// section header, the scroll indicators, the navigation bar and the tab bar. Each cell is scoped
/// `item-N` and tags its image `photo` and its title `title`; the detail screen (``DetailShape``)
/// is scoped to the tapped item, so two views pair and the other cells' tags go unmatched.
@MainActor
enum ListShape {
    static let rowHeight = 56.0
    /// The first row wholly below the top of the screen, and the one that is tapped.
    static let firstVisibleRow = 40
    static let tappedRow = 47

    static func scene() -> BenchmarkScene {
        let builder = ScreenBuilder()
        let list = screen(builder)
        let detail = DetailShape.screen(builder, scope: "item-\(tappedRow)")
        return BenchmarkScene(shape: "list", source: list, destination: detail, kinds: builder.kinds)
    }

    /// The list screen.
    static func screen(_ b: ScreenBuilder) -> HeadlessView {
        let w = ScreenBuilder.width
        let root = b.view(CGRect(x: 0, y: 0, width: w, height: ScreenBuilder.height), in: nil)
        let table = b.view(root.bounds, in: root)
        table.appearance.masksToBounds = true
        let offset = Double(firstVisibleRow) * rowHeight - 20
        table.bounds.origin.y = offset
        // Every row that shows, partly or wholly: 16 of them.
        let first = Int((offset / rowHeight).rounded(.down))
        let last = Int(((offset + ScreenBuilder.height) / rowHeight).rounded(.up)) - 1
        for row in first...last {
            cell(b, row: row, y: Double(row) * rowHeight, in: table)
        }
        // Two cells in the reuse pool: hidden, below the visible ones.
        for i in 0..<2 {
            cell(b, row: -1 - i, y: offset + ScreenBuilder.height + 100, in: table).isHidden = true
        }
        // The sticky section header, just under the navigation bar.
        let header = b.view(CGRect(x: 0, y: offset + 91, width: w, height: 28), in: table)
        let headerContent = b.view(header.bounds, in: header)
        b.view(header.bounds, in: header)
        b.label(CGRect(x: 16, y: 4, width: 200, height: 20), in: headerContent)
        b.scrollIndicators(in: table)
        b.navigationBar(in: root, backButton: false)
        b.tabBar(in: root)
        return root
    }

    /// One table cell: background, content view with an outer horizontal stack (image, a vertical
    /// stack of title, subtitle and a metadata row with a hidden badge, a hidden "sponsored" label),
    /// a more button, and the separator. 20 views (21 with the "sponsored" label).
    @discardableResult
    static func cell(_ b: ScreenBuilder, row: Int, y: Double, in table: HeadlessView) -> HeadlessView {
        let w = ScreenBuilder.width
        let cell = b.view(CGRect(x: 0, y: y, width: w, height: rowHeight), in: table, kind: .tableCell)
        let scope = "item-\(row)"
        cell.matchScope = scope
        let background = b.view(cell.bounds, in: cell)
        b.view(cell.bounds, in: background)
        let content = b.view(cell.bounds, in: cell)
        let outer = b.stack(CGRect(x: 16, y: 6, width: w - 32, height: 44), in: content)
        let photo = b.image(CGRect(x: 0, y: 0, width: 44, height: 44), in: outer, cornerRadius: 8)
        b.tag(photo, "photo", scope: scope)
        let text = b.stack(CGRect(x: 56, y: 0, width: w - 32 - 56 - 40, height: 44), in: outer)
        let title = b.label(CGRect(x: 0, y: 0, width: text.bounds.width, height: 18), in: text)
        b.tag(title, "title", scope: scope)
        b.label(CGRect(x: 0, y: 19, width: text.bounds.width, height: 13), in: text)
        let meta = b.stack(CGRect(x: 0, y: 33, width: text.bounds.width, height: 11), in: text)
        b.image(CGRect(x: 0, y: 0, width: 11, height: 11), in: meta)
        b.label(CGRect(x: 14, y: 0, width: 60, height: 11), in: meta)
        b.image(CGRect(x: 80, y: 0, width: 11, height: 11), in: meta)
        b.label(CGRect(x: 94, y: 0, width: 60, height: 11), in: meta)
        b.label(CGRect(x: 160, y: 0, width: 40, height: 11), in: meta).isHidden = true
        if row % 3 == 0 { b.label(CGRect(x: 0, y: 44, width: text.bounds.width, height: 11), in: text).isHidden = true }
        b.button(CGRect(x: w - 32 - 28, y: 8, width: 28, height: 28), in: outer, title: false)
        b.view(CGRect(x: 72, y: rowHeight - 0.5, width: w - 72, height: 0.5), in: cell)
        return cell
    }
}
