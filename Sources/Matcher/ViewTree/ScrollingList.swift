import Foundation

/// A scrolling list as MatchCut asks it about its items: a table or collection view whose cells
/// carry the scopes of the items they show (`cell.contentView.matchScope = "item-42"`).
///
/// A list creates cells only for the items it shows, and reuses them as it scrolls, so the cell
/// of an item the user paged to in a detail screen may not exist when the detail is closed. The
/// engine asks the list where that item is (from its layout, cell or not), scrolls it into view
/// and lets the list lay out its cells before the pictures are taken (``ListReveal``).
///
/// UIKit: `UICollectionView` and `UITableView` with `matchCutIndexPathForScope` set. Headless:
/// ``HeadlessList``.
@MainActor
@usableFromInline package protocol ScrollingList: AnyObject {
    /// Where the item shown under `scope` is, from the list's layout, whether or not a cell shows
    /// it now.
    func item(forScope scope: String) -> ListItemLookup
    /// The list's scrolling geometry now.
    var scrollGeometry: ScrollGeometry { get }
    /// Scrolls to `offset` at once (no animation) and lays the list out, so that the cells of the
    /// items now in view exist and carry their scopes (UIKit: `setContentOffset(_:animated: false)`,
    /// then `layoutIfNeeded()`).
    func scroll(to offset: CGPoint)
    /// Calls `handler` whenever the content offset changes (UIKit: key-value observation of
    /// `contentOffset`), until the returned token is released.
    func observeScrolling(_ handler: @escaping @MainActor () -> Void) -> AnyObject
}

/// What a list says of an item it is asked about by scope.
@usableFromInline package enum ListItemLookup: Equatable, Sendable {
    /// The list holds the item: its frame in the list's content coordinates (its bounds space,
    /// where the bounds origin is the content offset).
    case at(CGRect)
    /// The app's data holds the item but the list has not caught up yet (an update not yet
    /// applied to it): a cell may show it soon.
    case pending
    /// The list holds no such item (it was removed), or cannot tell (the app did not say how
    /// scopes map to its items).
    case absent
}

/// A scroll view's geometry: what is in view of its content, how far it can scroll.
@usableFromInline package struct ScrollGeometry: Equatable, Sendable {
    /// The bounds: the origin is the content offset, the size what is in view.
    @usableFromInline package var bounds: CGRect
    /// The size of the content.
    @usableFromInline package var contentSize: CGSize
    /// The insets around the content that bars and the safe area take
    /// (`adjustedContentInset`: top, left, bottom, right, in points).
    @usableFromInline package var insets: (top: Double, left: Double, bottom: Double, right: Double)
    /// Whether it stops only on multiples of its bounds size (`isPagingEnabled`).
    @usableFromInline package var isPagingEnabled = false

    /// Creates a geometry.
    @usableFromInline package init(
        bounds: CGRect, contentSize: CGSize,
        insets: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0)
    ) {
        self.bounds = bounds
        self.contentSize = contentSize
        self.insets = insets
    }

    /// Equal bounds, content sizes, insets and paging.
    @usableFromInline package static func == (a: ScrollGeometry, b: ScrollGeometry) -> Bool {
        a.bounds == b.bounds && a.contentSize == b.contentSize && a.insets == b.insets
            && a.isPagingEnabled == b.isPagingEnabled
    }

    /// The part of the content in view and not under a bar, in content coordinates.
    @usableFromInline package var visibleContent: CGRect {
        CGRect(
            x: bounds.minX + insets.left, y: bounds.minY + insets.top,
            width: max(bounds.width - insets.left - insets.right, 0),
            height: max(bounds.height - insets.top - insets.bottom, 0))
    }

    /// The content offsets the list can rest at, per axis: from `−inset` to
    /// `contentSize + trailing inset − bounds size` (the first when the content is shorter), as
    /// `UIScrollView` bounds them.
    @usableFromInline package var offsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let minX = -insets.left
        let minY = -insets.top
        let maxX = max(contentSize.width + insets.right - bounds.width, minX)
        let maxY = max(contentSize.height + insets.bottom - bounds.height, minY)
        return (minX...maxX, minY...maxY)
    }
}

extension ListItemLookup {
    /// What a table or collection view says of the item at the index path the app names
    /// (`section`, `item`): absent for a negative index; pending while the view has fewer sections
    /// or items than the path needs (the app's data is ahead of it: an update not yet applied) or
    /// its layout has no frame for the item yet; else at the layout's frame. `itemsInSection` and
    /// `frame` are asked only of a path the view has (a collection view raises for one it does not;
    /// a table answers `.zero`, which would scroll to the top).
    @usableFromInline package static func indexed(
        section: Int, item: Int, sections: Int, itemsInSection: (Int) -> Int, frame: () -> CGRect?
    ) -> ListItemLookup {
        guard section >= 0, item >= 0 else { return .absent }
        guard section < sections, item < itemsInSection(section) else { return .pending }
        return frame().map(ListItemLookup.at) ?? .pending
    }
}
