import Foundation

/// A scrolling list, headless: a `UICollectionView` (a list or a grid) or a `UITableView` as the
/// engine meets it. Cells exist only for the items in view, are made or reused — reconfigured for
/// their new item — only when the list lays out (``layoutCells()``, its view's `layoutSubviews`),
/// and a cell that scrolls out of view leaves the tree for the reuse pool.
///
/// ```swift
/// let list = HeadlessList(
///     frame: screen.bounds, items: (0..<100).map { "item-\($0)" }, itemSize: CGSize(width: 390, height: 88))
/// list.configure = { cell, scope in
///     cell.matchScope = scope
///     cell.subviews.first?.matchID = "photo"
/// }
/// screen.addSubview(list.view)
/// list.view.layoutNow()
/// ```
///
/// What it models, and from where: cells are asked for as items come into view and reused once
/// they leave it (`dequeueReusableCell(withReuseIdentifier:for:)`: "reuses cells that scrolled
/// offscreen"), and made in the view's layout pass (`layoutSubviews`: a scroll shows its cells once
/// the view lays out); an item's frame comes from the layout whether or not a cell shows it
/// (`layoutAttributesForItem(at:)`, `rectForRow(at:)`). Where UIKit is undocumented it offers both
/// ways (``keepsReusableCellsInTree``) or the less convenient one (``estimatedItemLength``,
/// ``pendingItems``).
///
/// Its view holds it weakly, as a collection view holds its data source: keep the list.
@MainActor
public final class HeadlessList: ScrollingList {
    /// Which way the list scrolls.
    public enum Axis: Sendable {
        /// Rows top to bottom (a table, a vertical collection).
        case vertical
        /// Columns leading to trailing (a carousel, a pager).
        case horizontal
    }

    /// The scroll view: its bounds origin is the content offset. Add it to a screen.
    public let view: HeadlessView
    /// The items the list shows, by scope, in order. Setting it is `reloadData()`: every cell is
    /// configured again at the next layout.
    public var items: [String] {
        didSet {
            reloadPending = true
            sizedLines = []
        }
    }
    /// An update of the app's data that the list has not applied yet (a diffable data source's
    /// snapshot applied on a later turn), or `nil`: MatchCut waits for a cell to show one of its
    /// items (at most half a second) until ``applyPendingItems()``.
    public var pendingItems: [String]?
    /// Whether MatchCut may ask the list where an item is (UIKit: the app set
    /// `matchCutIndexPathForScope`). When `false`, the list is never scrolled by MatchCut, and an
    /// item is found only where a cell shows it.
    public var findsItems = true
    /// Which way it scrolls.
    public var axis: Axis
    /// Every item's size, in points.
    public var itemSize: CGSize
    /// Items side by side across the scrolling axis (1 for a list, more for a grid).
    public var columns: Int
    /// The space between items, both ways, in points.
    public var spacing: Double
    /// Whether it stops only on multiples of its bounds size (`isPagingEnabled`).
    public var isPagingEnabled = false
    /// A length along the scrolling axis that lines of items not laid out yet are estimated at
    /// (`estimatedRowHeight`, a flow layout's `estimatedItemSize`), or `nil` for exact sizes. A line
    /// takes its real length (``itemSize``) once a cell in it has been laid out; the frames of the
    /// lines after it move then, as with self-sizing cells.
    public var estimatedItemLength: Double?
    private var sizedLines: Set<Int> = []
    /// Whether a cell waiting for reuse stays in the tree, hidden, still carrying its old item's
    /// scope (`UICollectionView`: undocumented, observed in openradar 39604024, cells "hidden for
    /// reuse"), instead of leaving it (`UITableView`, the default here: undocumented). Suites that
    /// reuse cells mid-flight run under both.
    public var keepsReusableCellsInTree = false
    /// The insets bars and the safe area give the content (`adjustedContentInset`: top, left,
    /// bottom, right, in points).
    public var contentInsets: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0)
    /// Configures a cell for the item with `scope` (`cellForItemAt`), a new cell or a reused one
    /// that showed another item: set everything, tags included. By default it sets the cell's
    /// `matchScope` only.
    public var configure: @MainActor (_ cell: HeadlessView, _ scope: String) -> Void = { cell, scope in
        cell.matchScope = scope
    }
    /// How many cells the list has made.
    public private(set) var cellsMade = 0
    /// How many times the list reused a cell (for another item, or the same one after a reload).
    public private(set) var cellsReused = 0

    private var visible: [(index: Int, scope: String, cell: HeadlessView)] = []
    private var pool: [HeadlessView] = []
    private var reloadPending = false

    /// Creates a list of `items` laid out at `itemSize`, `columns` across, `spacing` apart; its
    /// view is placed at `frame`. No cell exists before the first layout.
    public convenience init(
        frame: CGRect, items: [String], itemSize: CGSize, axis: Axis = .vertical, columns: Int = 1,
        spacing: Double = 0
    ) {
        let view = HeadlessView(frame: frame)
        view.name = "list"
        view.appearance.masksToBounds = true
        self.init(view: view, items: items, itemSize: itemSize, axis: axis, columns: columns, spacing: spacing)
    }

    /// Makes `view` a list of `items` (its `layout` becomes the list's ``layoutCells()``; its bounds
    /// origin is the content offset).
    public init(
        view: HeadlessView, items: [String], itemSize: CGSize, axis: Axis = .vertical, columns: Int = 1,
        spacing: Double = 0
    ) {
        self.view = view
        self.items = items
        self.itemSize = itemSize
        self.axis = axis
        self.columns = max(columns, 1)
        self.spacing = spacing
        view.list = self
        view.layout = { [weak self] _ in self?.layoutCells() }
    }

    /// The content offset (the view's bounds origin). Setting it moves what is in view; cells
    /// follow at the next layout, as in UIKit.
    public var contentOffset: CGPoint {
        get { view.bounds.origin }
        set {
            view.bounds.origin = newValue
            observers.removeAll { $0.token == nil }
            for observer in observers { observer.token?.handler() }
        }
    }

    /// Who hears of scrolling (``observeScrolling(_:)``), held weakly.
    private final class Observation {
        let handler: @MainActor () -> Void
        init(_ handler: @escaping @MainActor () -> Void) { self.handler = handler }
    }
    private struct WeakObservation {
        weak var token: Observation?
    }
    private var observers: [WeakObservation] = []

    /// The size of the content, in points.
    public var contentSize: CGSize {
        let lines = (items.count + columns - 1) / columns
        let along = lines == 0 ? 0 : start(ofLine: lines) - spacing
        let across = Double(columns) * (crossLength + spacing) - spacing
        return axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// The frame of the item at `index`, in content coordinates, whether or not a cell shows it.
    public func frame(ofItemAt index: Int) -> CGRect {
        let place = Double(index % columns)
        let along = start(ofLine: index / columns)
        let across = place * (crossLength + spacing)
        return axis == .vertical
            ? CGRect(x: across, y: along, width: itemSize.width, height: itemSize.height)
            : CGRect(x: along, y: across, width: itemSize.width, height: itemSize.height)
    }

    /// The cell showing the item with `scope` now, or `nil` (out of view, or not laid out yet).
    public func cell(forScope scope: String) -> HeadlessView? {
        visible.first { $0.scope == scope }?.cell
    }

    /// The scopes of the items cells show now, in item order.
    public var visibleScopes: [String] { visible.map(\.scope) }

    /// Applies ``pendingItems`` to the list (the cells follow at the next layout).
    public func applyPendingItems() {
        guard let pending = pendingItems else { return }
        pendingItems = nil
        items = pending
    }

    /// The list's `layoutSubviews`: a cell for every item in view (the whole bounds, bars
    /// included), made or reused and configured; cells of items out of view leave for the pool.
    public func layoutCells() {
        var wanted = items.indices.filter { isInView(frame(ofItemAt: $0)) }
        if estimatedItemLength != nil {
            // Cells laid out take their real size; what that moves into view is laid out too.
            for _ in 0..<8 {
                let lines = Set(wanted.map { $0 / columns })
                guard !lines.isSubset(of: sizedLines) else { break }
                sizedLines.formUnion(lines)
                wanted = items.indices.filter { isInView(frame(ofItemAt: $0)) }
            }
        }
        var kept: [(index: Int, scope: String, cell: HeadlessView)] = []
        for entry in visible {
            if !reloadPending, wanted.contains(entry.index), items[entry.index] == entry.scope {
                kept.append(entry)
            } else {
                if keepsReusableCellsInTree { entry.cell.isHidden = true } else { entry.cell.removeFromSuperview() }
                pool.append(entry.cell)
            }
        }
        reloadPending = false
        for index in wanted where !kept.contains(where: { $0.index == index }) {
            let cell: HeadlessView
            if let reused = pool.popLast() {
                cell = reused
                cell.isHidden = false
                cellsReused += 1
            } else {
                cell = HeadlessView()
                cellsMade += 1
            }
            cell.frame = frame(ofItemAt: index)
            configure(cell, items[index])
            kept.append((index, items[index], cell))
        }
        kept.sort { $0.index < $1.index }
        visible = kept
        for (position, entry) in kept.enumerated() { view.insertSubview(entry.cell, at: position) }
    }

    /// Whether a frame overlaps the bounds by more than an edge (Foundation's `intersects` on
    /// Linux counts touching edges; UIKit does not make a cell for an item that only touches).
    public func isInView(_ frame: CGRect) -> Bool {
        let shown = view.bounds
        return frame.maxX > shown.minX && frame.minX < shown.maxX && frame.maxY > shown.minY && frame.minY < shown.maxY
    }

    private var lineLength: Double { axis == .vertical ? itemSize.height : itemSize.width }

    /// Where line `line` starts along the scrolling axis (lines before it at their real or
    /// estimated lengths, with spacing).
    private func start(ofLine line: Int) -> Double {
        guard let estimate = estimatedItemLength else { return Double(line) * (lineLength + spacing) }
        let sized = sizedLines.lazy.filter { $0 < line }.count
        return Double(sized) * (lineLength + spacing) + Double(line - sized) * (estimate + spacing)
    }
    private var crossLength: Double { axis == .vertical ? itemSize.width : itemSize.height }

    // MARK: - ScrollingList

    /// Where the item with `scope` is: in ``items``, at its frame; only in ``pendingItems``,
    /// pending; else absent (and always absent when it does not ``findsItems``).
    @usableFromInline package func item(forScope scope: String) -> ListItemLookup {
        guard findsItems else { return .absent }
        if let index = items.firstIndex(of: scope) { return .at(frame(ofItemAt: index)) }
        return pendingItems?.contains(scope) == true ? .pending : .absent
    }

    /// Its bounds, content size and ``contentInsets``.
    @usableFromInline package var scrollGeometry: ScrollGeometry {
        var geometry = ScrollGeometry(bounds: view.bounds, contentSize: contentSize, insets: contentInsets)
        geometry.isPagingEnabled = isPagingEnabled
        return geometry
    }

    /// Calls `handler` at every change of ``contentOffset`` until the token is released.
    @usableFromInline package func observeScrolling(_ handler: @escaping @MainActor () -> Void) -> AnyObject {
        let token = Observation(handler)
        observers.append(WeakObservation(token: token))
        return token
    }

    /// Sets the content offset and lays the list out at once.
    @usableFromInline package func scroll(to offset: CGPoint) {
        contentOffset = offset
        view.layoutNow()
    }
}
