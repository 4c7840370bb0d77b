import Foundation
import MatchCut

/// A deep settings form (a grouped table inside a child view controller inside a container
/// controller) pushing one setting's own page.
///
/// Rows are table cells built as iOS 14+ content configurations build them (content view, list
/// content view, a stack of an icon box, a stack of title and secondary text, and an accessory: a
/// switch, a value and a chevron, or a chevron). One expanded row holds nested disclosure groups
/// around an inline wheel date picker, whose private views nest as UIKit's do (picker, wheels,
/// three columns, each a clipped table of seven title cells): that is where the depth comes from.
/// Every row is scoped `setting-N` and tags its icon `icon` and its title `title`; the pushed
/// page shows the tapped setting's icon and title in its header, so two views pair.
@MainActor
enum SettingsShape {
    static let rowHeight = 44.0
    static let tappedRow = 6
    static let expandedRow = 8

    static func scene() -> BenchmarkScene {
        let builder = ScreenBuilder()
        let form = screen(builder)
        let page = settingPage(builder, scope: "setting-\(tappedRow)")
        return BenchmarkScene(shape: "settings", source: form, destination: page, kinds: builder.kinds)
    }

    /// The root, the container controller's view and the child controller's view, and a grouped
    /// table in it: what both screens share.
    static func formTable(_ b: ScreenBuilder, offset: Double) -> (root: HeadlessView, table: HeadlessView) {
        let root = b.view(CGRect(x: 0, y: 0, width: ScreenBuilder.width, height: ScreenBuilder.height), in: nil)
        let container = b.view(root.bounds, in: root)
        let child = b.view(root.bounds, in: container)
        let table = b.view(root.bounds, in: child)
        table.appearance.masksToBounds = true
        table.bounds.origin.y = offset
        return (root, table)
    }

    /// The form, scrolled so that rows 2 to 17 and the expanded row are on screen.
    static func screen(_ b: ScreenBuilder) -> HeadlessView {
        let offset = 200.0
        let (root, table) = formTable(b, offset: offset)
        let visible = offset...(offset + ScreenBuilder.height)
        var y = 0.0
        var row = 0
        for section in 0..<6 {
            if visible.contains(y + 38) || visible.contains(y) {
                let header = b.view(CGRect(x: 0, y: y, width: ScreenBuilder.width, height: 38), in: table)
                b.label(CGRect(x: 20, y: 14, width: 300, height: 18), in: header)
            }
            y += 38
            for _ in 0..<(section == 0 ? 3 : 4) {
                let height = row == expandedRow ? 300 : rowHeight
                if y + height > offset, y < visible.upperBound {
                    Self.row(
                        b, row: row, frame: CGRect(x: 16, y: y, width: ScreenBuilder.width - 32, height: height),
                        in: table)
                }
                y += height
                row += 1
            }
            y += 20
        }
        b.scrollIndicators(in: table)
        b.navigationBar(in: root)
        return root
    }

    /// One settings row: 13 to 19 views, and 113 more for the expanded row.
    @discardableResult
    static func row(_ b: ScreenBuilder, row: Int, frame: CGRect, in table: HeadlessView) -> HeadlessView {
        let cell = b.view(frame, in: table, kind: .tableCell)
        let scope = "setting-\(row)"
        cell.matchScope = scope
        let background = b.view(cell.bounds, in: cell)
        b.view(cell.bounds, in: background)
        let content = b.view(cell.bounds, in: cell)
        let list = b.view(CGRect(x: 0, y: 0, width: frame.width, height: rowHeight), in: content)
        let line = b.stack(CGRect(x: 16, y: 6, width: frame.width - 32, height: 32), in: list)
        let box = b.view(CGRect(x: 0, y: 2, width: 29, height: 29), in: line)
        box.cornerRadius = 7
        box.appearance.masksToBounds = true
        b.tag(b.image(CGRect(x: 4, y: 4, width: 21, height: 21), in: box), "icon", scope: scope)
        let text = b.stack(CGRect(x: 44, y: 0, width: frame.width - 32 - 44 - 90, height: 32), in: line)
        b.tag(b.label(CGRect(x: 0, y: 6, width: text.bounds.width, height: 20), in: text), "title", scope: scope)
        b.label(CGRect(x: 0, y: 20, width: text.bounds.width, height: 12), in: text).isHidden = row % 2 == 0
        let accessory = CGRect(x: frame.width - 32 - 80, y: 0, width: 80, height: 32)
        switch row % 3 {
        case 0: b.toggle(at: CGPoint(x: accessory.maxX - 51, y: 0.5), in: line)
        case 1:
            let value = b.stack(accessory, in: line)
            b.label(CGRect(x: 0, y: 6, width: 60, height: 20), in: value)
            b.image(CGRect(x: 66, y: 9, width: 8, height: 14), in: value)
        default: b.image(CGRect(x: accessory.maxX - 8, y: 9, width: 8, height: 14), in: line)
        }
        b.view(CGRect(x: 60, y: frame.height - 0.5, width: frame.width - 60, height: 0.5), in: cell)
        if row == expandedRow {
            disclosure(
                b, frame: CGRect(x: 16, y: rowHeight, width: frame.width - 32, height: frame.height - rowHeight),
                in: content)
        }
        return cell
    }

    /// Two nested disclosure groups (each a stack with a header row) around an inline wheel date
    /// picker.
    static func disclosure(_ b: ScreenBuilder, frame: CGRect, in content: HeadlessView) {
        let outer = b.stack(frame, in: content)
        var group = outer
        for level in 0..<2 {
            let inner = b.stack(
                CGRect(x: 8, y: 0, width: group.bounds.width - 8, height: group.bounds.height), in: group)
            let header = b.stack(CGRect(x: 0, y: 0, width: inner.bounds.width, height: 28), in: inner)
            b.label(CGRect(x: 0, y: 4, width: 200, height: 20), in: header)
            b.image(CGRect(x: inner.bounds.width - 14, y: 7, width: 14, height: 14), in: header).transform =
                Transform3D(rotationAngle: .pi / 2)
            if level == 1 {
                wheelDatePicker(b, frame: CGRect(x: 0, y: 36, width: inner.bounds.width, height: 216), in: inner)
            }
            group = inner
        }
    }

    /// A `UIDatePicker` in wheels style: the picker, its private date-picker view, the wheels
    /// container, the picker view with its selection bar, and three columns, each a clipped table
    /// of seven cells (wrapper cell, titled cell, content view, label) and a highlight label.
    static func wheelDatePicker(_ b: ScreenBuilder, frame: CGRect, in parent: HeadlessView) {
        let picker = b.view(frame, in: parent)
        let pickerView = b.view(picker.bounds, in: b.view(picker.bounds, in: b.view(picker.bounds, in: picker)))
        b.view(CGRect(x: 0, y: frame.height / 2 - 17, width: frame.width, height: 34), in: pickerView).cornerRadius = 8
        let columnWidth = frame.width / 3
        for column in 0..<3 {
            let columnView = b.view(
                CGRect(x: columnWidth * Double(column), y: 0, width: columnWidth, height: frame.height), in: pickerView)
            let clip = b.view(columnView.bounds, in: columnView)
            clip.appearance.masksToBounds = true
            let wheel = b.view(clip.bounds, in: clip)
            for i in 0..<7 {
                let wrapper = b.view(CGRect(x: 0, y: Double(i) * 32 - 8, width: columnWidth, height: 32), in: wheel)
                // The wheel's rows turn away from the viewer above and below the selection.
                wrapper.transform = Transform3D(rotationAngle: Double(i - 3) * 0.3, axisX: 1, y: 0, z: 0)
                let titled = b.view(wrapper.bounds, in: wrapper)
                let cellContent = b.view(titled.bounds, in: titled)
                b.label(CGRect(x: 4, y: 6, width: columnWidth - 8, height: 20), in: cellContent)
            }
            let highlight = b.view(
                CGRect(x: 0, y: frame.height / 2 - 17, width: columnWidth, height: 34), in: columnView)
            b.label(CGRect(x: 4, y: 7, width: columnWidth - 8, height: 20), in: highlight)
        }
    }

    /// The pushed page for one setting: a header cell with the setting's icon and title (tagged)
    /// and a description, then twelve rows with switches.
    static func settingPage(_ b: ScreenBuilder, scope: String) -> HeadlessView {
        let (root, table) = formTable(b, offset: -91)
        root.matchScope = scope
        let w = ScreenBuilder.width - 32
        let header = b.view(CGRect(x: 16, y: 0, width: w, height: 200), in: table, kind: .tableCell)
        let content = b.view(header.bounds, in: header)
        let stack = b.stack(CGRect(x: 16, y: 16, width: w - 32, height: 168), in: content)
        let box = b.view(CGRect(x: (w - 32) / 2 - 30, y: 0, width: 60, height: 60), in: stack)
        box.cornerRadius = 14
        box.appearance.masksToBounds = true
        b.tag(b.image(CGRect(x: 8, y: 8, width: 44, height: 44), in: box), "icon", scope: scope)
        b.tag(b.label(CGRect(x: 0, y: 72, width: w - 32, height: 28), in: stack), "title", scope: scope)
        b.label(CGRect(x: 0, y: 104, width: w - 32, height: 60), in: stack)
        for i in 0..<12 {
            row(
                b, row: 99 + 3 * i, frame: CGRect(x: 16, y: 220 + Double(i) * rowHeight, width: w, height: rowHeight),
                in: table)
        }
        b.scrollIndicators(in: table)
        b.navigationBar(in: root)
        return root
    }
}
