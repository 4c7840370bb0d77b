import Foundation
import MatchCut

/// The UIKit class a benchmark view stands for, where Hero's flattening treats that class
/// specially: it drops a hidden view that sits directly in a collection view or a stack view, and
/// a hidden table cell. Every other view is `.plain`.
enum UIKitKind: Sendable {
    /// Any view without special treatment.
    case plain
    /// A `UICollectionView`: its hidden direct children are reusable cells.
    case collectionView
    /// A `UIStackView`: its hidden direct children are hidden arranged subviews.
    case stackView
    /// A `UITableViewCell`.
    case tableCell
}

/// Builds headless screens out of the views UIKit really puts on screen (a label is one view, a
/// button four, a switch seven, a navigation bar about twenty-five), and keeps the benchmark's own data
/// beside the tree: which views stand for the UIKit classes Hero treats specially
/// (``UIKitKind``), and the ID a Hero app would set on each tagged view.
///
/// Hero has no scopes: an app gives every cell's image a globally unique `heroID`
/// (`"photo-17"`). MatchCut's screens scope the cell (`matchScope = "item-17"`) and tag the image
/// `"photo"`. ``tag(_:_:scope:)`` sets both: `matchID` for MatchCut and `name` (a stored property
/// the engine does not match on) for the Hero baseline, so reading either costs the same.
@MainActor
final class ScreenBuilder {
    /// Screen width and height in points (an iPhone 14/15).
    static let width = 390.0
    static let height = 844.0
    /// The navigation bar's frame below the status bar, and the tab bar's.
    static let navigationBarFrame = CGRect(x: 0, y: 47, width: width, height: 44)
    static let tabBarFrame = CGRect(x: 0, y: height - 83, width: width, height: 83)

    /// What labels and image views draw (shared, so building a screen allocates no copies).
    static let text = ViewContent.text(TextContent("Label", fontSize: 15))
    static let picture = ViewContent.image(ImageContent(.pattern(name: "checks", colors: [.white, .black])))

    /// The UIKit class of each view that is not ``UIKitKind/plain``.
    private(set) var kinds: [ObjectIdentifier: UIKitKind] = [:]

    /// A new view in `parent` (front-most), with a background colour as most UIKit views have.
    @discardableResult
    func view(_ frame: CGRect, in parent: HeadlessView?, kind: UIKitKind = .plain) -> HeadlessView {
        let view = HeadlessView(frame: frame)
        parent?.addSubview(view)
        if kind != .plain { kinds[ObjectIdentifier(view)] = kind }
        return view
    }

    /// A `UILabel`: one view, its text drawn in its own layer.
    @discardableResult
    func label(_ frame: CGRect, in parent: HeadlessView) -> HeadlessView {
        let label = view(frame, in: parent)
        label.content = Self.text
        return label
    }

    /// A `UIImageView`, clipped to its rounded corners when `cornerRadius` > 0.
    @discardableResult
    func image(_ frame: CGRect, in parent: HeadlessView, cornerRadius: CGFloat = 0) -> HeadlessView {
        let image = view(frame, in: parent)
        image.content = Self.picture
        if cornerRadius > 0 {
            image.cornerRadius = cornerRadius
            image.appearance.masksToBounds = true
        }
        return image
    }

    /// A `UIStackView` (it lays its arranged subviews out; it draws nothing itself).
    @discardableResult
    func stack(_ frame: CGRect, in parent: HeadlessView) -> HeadlessView {
        view(frame, in: parent, kind: .stackView)
    }

    /// A `UIButton` with a configuration: the button, its background view, an image view and a
    /// title label (`title: false` for an icon-only button: three views).
    @discardableResult
    func button(_ frame: CGRect, in parent: HeadlessView, title: Bool = true) -> HeadlessView {
        let button = view(frame, in: parent)
        let bounds = CGRect(origin: .zero, size: frame.size)
        view(bounds, in: button).cornerRadius = min(8, frame.height / 2)
        let side = min(frame.height, 22)
        image(
            CGRect(x: title ? 4 : (frame.width - side) / 2, y: (frame.height - side) / 2, width: side, height: side),
            in: button)
        if title {
            label(CGRect(x: side + 8, y: 0, width: max(1, frame.width - side - 12), height: frame.height), in: button)
        }
        return button
    }

    /// A `UISwitch` (51 × 31): the control, its track and its on-track, the thumb with its two
    /// shadow layers' views, and the on/off image views.
    @discardableResult
    func toggle(at origin: CGPoint, in parent: HeadlessView) -> HeadlessView {
        let control = view(CGRect(origin: origin, size: CGSize(width: 51, height: 31)), in: parent)
        let track = view(CGRect(x: 0, y: 0, width: 51, height: 31), in: control)
        track.cornerRadius = 15.5
        view(CGRect(x: 0, y: 0, width: 51, height: 31), in: track).cornerRadius = 15.5
        let thumb = view(CGRect(x: 22, y: 2, width: 27, height: 27), in: control)
        thumb.cornerRadius = 13.5
        view(CGRect(x: 0, y: 0, width: 27, height: 27), in: thumb)
        view(CGRect(x: 0, y: 0, width: 27, height: 27), in: thumb)
        image(CGRect(x: 8, y: 10, width: 10, height: 10), in: control).alpha = 0
        return control
    }

    /// A `UITextField`: the field, its text canvas and its placeholder label, and a clear button.
    @discardableResult
    func textField(_ frame: CGRect, in parent: HeadlessView) -> HeadlessView {
        let field = view(frame, in: parent)
        let canvas = view(CGRect(x: 0, y: 0, width: frame.width - 24, height: frame.height), in: field)
        label(CGRect(x: 0, y: 0, width: frame.width - 24, height: frame.height), in: canvas)
        let clear = CGRect(x: frame.width - 22, y: (frame.height - 19) / 2, width: 19, height: 19)
        button(clear, in: field, title: false).isHidden = true
        return field
    }

    /// A `UIVisualEffectView` (blur): the effect view, its backdrop and two tint subviews.
    @discardableResult
    func blur(_ frame: CGRect, in parent: HeadlessView) -> HeadlessView {
        let effect = view(frame, in: parent)
        let bounds = CGRect(origin: .zero, size: frame.size)
        view(bounds, in: effect)
        view(bounds, in: effect)
        view(bounds, in: effect)
        return effect
    }

    /// A `UINavigationBar` at the top, as iOS 15–17 builds it: the bar background (a blur and a
    /// shadow image), the content view with a back button, a title and two bar buttons, each bar
    /// button a button inside a bar-button wrapper inside a stack. About 25 views.
    @discardableResult
    func navigationBar(in root: HeadlessView, backButton: Bool = true, rightButtons: Int = 2) -> HeadlessView {
        let frame = Self.navigationBarFrame
        let bar = view(frame, in: root)
        let background = view(CGRect(x: 0, y: -frame.minY, width: frame.width, height: frame.maxY), in: bar)
        blur(background.bounds, in: background)
        image(CGRect(x: 0, y: frame.maxY, width: frame.width, height: 0.33), in: background)
        let content = view(CGRect(x: 0, y: 0, width: frame.width, height: frame.height), in: bar)
        if backButton {
            let stack = stack(CGRect(x: 8, y: 0, width: 100, height: 44), in: content)
            let wrapper = view(CGRect(x: 0, y: 0, width: 100, height: 44), in: stack)
            button(CGRect(x: 0, y: 6, width: 100, height: 32), in: wrapper)
        }
        label(CGRect(x: 120, y: 11, width: 150, height: 22), in: content)
        if rightButtons > 0 {
            let stack = stack(
                CGRect(
                    x: frame.width - 8 - 44 * Double(rightButtons), y: 0, width: 44 * Double(rightButtons), height: 44),
                in: content)
            for i in 0..<rightButtons {
                let wrapper = view(CGRect(x: 44 * Double(i), y: 0, width: 44, height: 44), in: stack)
                button(CGRect(x: 6, y: 6, width: 32, height: 32), in: wrapper, title: false)
            }
        }
        return bar
    }

    /// A `UITabBar` at the bottom with `items` buttons (image and label each), one with a badge.
    @discardableResult
    func tabBar(in root: HeadlessView, items: Int = 4) -> HeadlessView {
        let frame = Self.tabBarFrame
        let bar = view(frame, in: root)
        let background = view(CGRect(x: 0, y: 0, width: frame.width, height: frame.height), in: bar)
        blur(background.bounds, in: background)
        image(CGRect(x: 0, y: 0, width: frame.width, height: 0.33), in: background)
        let width = frame.width / Double(items)
        for i in 0..<items {
            let item = view(CGRect(x: width * Double(i), y: 1, width: width, height: 48), in: bar)
            image(CGRect(x: width / 2 - 14, y: 5, width: 28, height: 24), in: item)
            label(CGRect(x: 0, y: 33, width: width, height: 12), in: item)
            if i == 1 {
                let badge = view(CGRect(x: width / 2 + 6, y: 2, width: 18, height: 18), in: item)
                badge.cornerRadius = 9
                label(CGRect(x: 0, y: 0, width: 18, height: 18), in: badge)
            }
        }
        return bar
    }

    /// The two scroll indicators a `UIScrollView` keeps as subviews, at alpha 0 when idle.
    func scrollIndicators(in scroll: HeadlessView) {
        let b = scroll.bounds
        view(CGRect(x: b.maxX - 6, y: b.minY + 100, width: 3, height: 60), in: scroll).alpha = 0
        view(CGRect(x: b.minX + 10, y: b.maxY - 6, width: 60, height: 3), in: scroll).alpha = 0
    }

    /// Tags `view` for both algorithms: `matchID = id` (MatchCut pairs it with the nearest
    /// enclosing `matchScope`) and, as a Hero app would, the globally unique `"id-scope"` (or `id`
    /// when unscoped) as its Hero ID, kept in `name`.
    func tag(_ view: HeadlessView, _ id: String, scope: String?) {
        view.matchID = id
        view.name = scope.map { "\(id)-\($0)" } ?? id
    }
}

/// Counting a tree: views and levels.
extension HeadlessView {
    /// The number of views in this subtree, itself included.
    var subtreeCount: Int {
        var count = 0
        var stack = [self]
        while let view = stack.popLast() {
            count += 1
            stack.append(contentsOf: view.subviews)
        }
        return count
    }

    /// The number of levels in this subtree: 1 for a leaf, 2 for a view with leaf children…
    var subtreeDepth: Int {
        var deepest = 0
        var stack = [(self, 1)]
        while let (view, level) = stack.popLast() {
            deepest = max(deepest, level)
            for child in view.subviews { stack.append((child, level + 1)) }
        }
        return deepest
    }
}
