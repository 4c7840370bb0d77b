import Foundation
import MatchCut

/// A 3-column photo library grid scrolled into the middle, presenting the photo viewer
/// (``PhotoViewerScreen``).
///
/// The collection view holds 30 cells (seven rows on screen, 21 cells, one of the rows in part;
/// a row prefetched above and two below, as scrolling down leaves them) and three hidden cells waiting for reuse (Hero drops them, being hidden children of a
/// collection view), a sticky section header and the scroll indicators. Each cell is scoped
/// `asset-N`: a content view, a rounded container clipping an image tagged `photo`, a duration
/// overlay on every fourth (videos), a favourite badge on every fifth, a hidden selection
/// overlay. A floating segmented control and the bars sit on top. The viewer shows the tapped
/// asset between its neighbours, so one photo pairs.
@MainActor
enum PhotoGridShape {
    static let columns = 3
    static let spacing = 1.0
    /// The first row on screen, and the tapped asset.
    static let firstVisibleRow = 30
    static let tappedAsset = 100

    static func scene() -> BenchmarkScene {
        let builder = ScreenBuilder()
        let grid = screen(builder)
        let viewer = PhotoViewerScreen.screen(
            builder, scopes: ["asset-\(tappedAsset - 1)", "asset-\(tappedAsset)", "asset-\(tappedAsset + 1)"])
        return BenchmarkScene(
            shape: "photo-grid", kind: .present, source: grid, destination: viewer, kinds: builder.kinds)
    }

    /// The grid screen.
    static func screen(_ b: ScreenBuilder) -> HeadlessView {
        let w = ScreenBuilder.width
        let h = ScreenBuilder.height
        let side = (w - spacing * Double(columns - 1)) / Double(columns)
        let pitch = side + spacing
        let root = b.view(CGRect(x: 0, y: 0, width: w, height: h), in: nil)
        let collection = b.view(root.bounds, in: root, kind: .collectionView)
        collection.appearance.masksToBounds = true
        let offset = Double(firstVisibleRow) * pitch
        collection.bounds.origin.y = offset
        // Seven rows on screen (the last in part), one prefetched above and two below: 30 cells.
        for row in (firstVisibleRow - 1)...(firstVisibleRow + 8) {
            for column in 0..<columns {
                cell(
                    b, asset: row * columns + column,
                    frame: CGRect(x: Double(column) * pitch, y: Double(row) * pitch, width: side, height: side),
                    in: collection)
            }
        }
        // Three cells waiting for reuse, hidden.
        for i in 0..<3 {
            let frame = CGRect(x: 0, y: offset - 3 * pitch, width: side, height: side)
            cell(b, asset: -1 - i, frame: frame, in: collection).isHidden = true
        }
        let header = b.view(CGRect(x: 0, y: offset + 91, width: w, height: 44), in: collection)
        b.blur(header.bounds, in: header)
        b.label(CGRect(x: 16, y: 8, width: 200, height: 28), in: header)
        b.button(CGRect(x: w - 96, y: 8, width: 80, height: 28), in: header)
        b.scrollIndicators(in: collection)

        b.navigationBar(in: root, backButton: false)
        // The floating "Years / Months / Days / All" control above the tab bar.
        let host = b.view(CGRect(x: 40, y: h - 83 - 56, width: w - 80, height: 44), in: root)
        let capsule = b.blur(host.bounds, in: host)
        capsule.cornerRadius = 22
        capsule.appearance.masksToBounds = true
        let capsuleContent = b.view(host.bounds, in: capsule)
        let row = b.stack(CGRect(x: 6, y: 4, width: host.bounds.width - 12, height: 36), in: capsuleContent)
        let control = b.view(row.bounds, in: row)
        b.view(control.bounds, in: control).cornerRadius = 18
        let segment = control.bounds.width / 4
        b.view(CGRect(x: segment * 3, y: 0, width: segment, height: 36), in: control).cornerRadius = 18
        for i in 0..<4 {
            let item = b.view(CGRect(x: segment * Double(i), y: 0, width: segment, height: 36), in: control)
            b.label(CGRect(x: 4, y: 8, width: segment - 8, height: 20), in: item)
        }
        b.tabBar(in: root)
        return root
    }

    /// One grid cell: 7 to 10 views.
    @discardableResult
    static func cell(_ b: ScreenBuilder, asset: Int, frame: CGRect, in collection: HeadlessView) -> HeadlessView {
        let cell = b.view(frame, in: collection)
        let scope = "asset-\(asset)"
        cell.matchScope = scope
        let content = b.view(cell.bounds, in: cell)
        let container = b.view(cell.bounds, in: content)
        container.appearance.masksToBounds = true
        container.cornerRadius = 2
        b.tag(b.image(cell.bounds, in: container), "photo", scope: scope)
        if asset % 4 == 0 {
            let overlay = b.view(CGRect(x: 0, y: frame.height - 24, width: frame.width, height: 24), in: container)
            b.label(CGRect(x: frame.width - 44, y: 4, width: 40, height: 16), in: overlay)
        }
        if asset % 5 == 0 {
            b.image(CGRect(x: 4, y: frame.height - 20, width: 16, height: 16), in: container)
        }
        let selection = b.view(cell.bounds, in: content)
        let circle = b.view(CGRect(x: frame.width - 28, y: frame.height - 28, width: 24, height: 24), in: selection)
        b.image(CGRect(x: 4, y: 4, width: 16, height: 16), in: circle)
        selection.isHidden = true
        return cell
    }
}
