#if canImport(UIKit)
    import UIKit

    /// The app's map from a scope to an index path, stored on its table or collection view.
    @MainActor
    final class MatchCutIndexPathLookup {
        let find: @MainActor (String) -> IndexPath?
        init(_ find: @escaping @MainActor (String) -> IndexPath?) { self.find = find }
    }

    extension UICollectionView {
        /// How MatchCut finds the item a scope stands for: the index path of the item whose cell
        /// carries `scope` (`cell.contentView.matchScope`), or `nil` when there is none. Answer
        /// for what the collection view shows now (a diffable data source's `indexPath(for:)` does):
        /// an index path into data the view has not been given yet makes MatchCut wait for it.
        ///
        /// With it, coming back to this list from a screen showing another item than the one the
        /// user left from (a detail that pages) flies to that item's cell: MatchCut scrolls it into
        /// view without animation under the transition's cover (centred when it was out of view)
        /// and waits a moment for a cell the list has not made yet; if the item has gone, the
        /// element shrinks into the place it had, fading. Capture `self` weakly:
        ///
        /// ```swift
        /// collectionView.matchCutIndexPathForScope = { [weak self] scope in
        ///     self?.items.firstIndex { "item-\($0.id)" == scope }.map { IndexPath(item: $0, section: 0) }
        /// }
        /// ```
        public var matchCutIndexPathForScope: (@MainActor (String) -> IndexPath?)? {
            get { (matchCutAssociatedObject(&UIKitScrollingList.key) as MatchCutIndexPathLookup?)?.find }
            set { setMatchCutAssociatedObject(newValue.map { MatchCutIndexPathLookup($0) }, &UIKitScrollingList.key) }
        }
    }

    extension UITableView {
        /// How MatchCut finds the row a scope stands for: the index path of the row whose cell
        /// carries `scope` (`cell.contentView.matchScope`), or `nil` when there is none. See
        /// `UICollectionView.matchCutIndexPathForScope`.
        public var matchCutIndexPathForScope: (@MainActor (String) -> IndexPath?)? {
            get { (matchCutAssociatedObject(&UIKitScrollingList.key) as MatchCutIndexPathLookup?)?.find }
            set { setMatchCutAssociatedObject(newValue.map { MatchCutIndexPathLookup($0) }, &UIKitScrollingList.key) }
        }
    }

    /// A collection or table view as a ``ScrollingList``: the app's map, the view's counts and
    /// layout (``ListItemLookup/indexed(section:item:sections:itemsInSection:frame:)`` decides).
    @MainActor
    final class UIKitScrollingList: ScrollingList {
        /// Where the app's map is stored on its view.
        nonisolated(unsafe) static var key: UInt8 = 0

        private weak var scrollView: UIScrollView?
        private let lookup: MatchCutIndexPathLookup

        init(_ scrollView: UIScrollView, lookup: MatchCutIndexPathLookup) {
            self.scrollView = scrollView
            self.lookup = lookup
        }

        func item(forScope scope: String) -> ListItemLookup {
            guard let path = lookup.find(scope) else { return .absent }
            if let collection = scrollView as? UICollectionView {
                return .indexed(
                    section: path.section, item: path.item, sections: collection.numberOfSections,
                    itemsInSection: collection.numberOfItems(inSection:),
                    frame: { collection.layoutAttributesForItem(at: path)?.frame })
            }
            if let table = scrollView as? UITableView {
                return .indexed(
                    section: path.section, item: path.row, sections: table.numberOfSections,
                    itemsInSection: table.numberOfRows(inSection:), frame: { table.rectForRow(at: path) })
            }
            return .absent
        }

        var scrollGeometry: ScrollGeometry {
            guard let scrollView else { return ScrollGeometry(bounds: .zero, contentSize: .zero) }
            let inset = scrollView.adjustedContentInset
            var geometry = ScrollGeometry(
                bounds: scrollView.bounds, contentSize: scrollView.contentSize,
                insets: (inset.top, inset.left, inset.bottom, inset.right))
            geometry.isPagingEnabled = scrollView.isPagingEnabled
            return geometry
        }

        func observeScrolling(_ handler: @escaping @MainActor () -> Void) -> AnyObject {
            // UIKit sets contentOffset on the main thread (a deceleration, an animated scroll, a
            // scroll by the app) and key-value observation reports it there, in the setter
            // (observed, not documented: Docs/DeviceChecklist.md row 51). An app that sets it on
            // another thread is heard on the main queue, not trapped.
            let observation = scrollView?.observe(\.contentOffset, options: []) { _, _ in
                if Thread.isMainThread {
                    assumeMainActor { handler() }
                } else {
                    Task { @MainActor in handler() }
                }
            }
            return observation ?? NSObject()
        }

        func scroll(to offset: CGPoint) {
            scrollView?.setContentOffset(offset, animated: false)
            scrollView?.layoutIfNeeded()
        }
    }
#endif
