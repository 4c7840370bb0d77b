import Foundation

/// Brings the item the user is returning to into view in the lists of the screen they return to,
/// before anything is matched or pictured: after paging from item 5 to item 9 in a detail screen,
/// the pop flies to item 9's cell, scrolled into view without animation under the transition's
/// cover.
///
/// Which item: the scopes of the leaving screen's tagged views, outermost first (a detail screen's
/// root scope before the scopes of a strip of related items in it); each list of the arriving
/// screen (outer lists first, and lists inside cells once those exist) reveals the first of them it
/// holds (``ScrollingList/item(forScope:)``). Only when going back (pop, dismiss): going forward,
/// the arriving screen is the app's to set up.
///
/// Where to: an item fully in view stays where it is; one partly in view scrolls just enough to be
/// fully in view (on each axis); one out of view is centred in the part of the list not under a
/// bar; always within the offsets the list can rest at (``ScrollGeometry/offsetRange``), along an
/// axis whose content does not fit the bounds, on a page boundary when it pages, in whole points.
///
/// When: in ``TransitionController/prepare()``, with the arriving screen in the container (in a
/// window: a list out of one has no safe area, and a table laid out there sizes its cells wrongly).
/// Deciding whether a pop is MatchCut's, the navigation delegate only asks the lists
/// (``holdsItem(scopesOf:in:)``). Each list is measured, scrolled and laid out again until it
/// stays (at most three times): estimated cell sizes become real ones at the first layout.
@MainActor
package enum ListReveal {
    /// How long a start waits at most, without a postponement of its own, for a cell to show an item
    /// its list holds or is about to hold (``Outcome/waitsForCell``): `matchCutPostpone(timeout:)`'s
    /// default, in seconds.
    package static let cellWait = 0.5

    /// What bringing items into view found.
    package struct Outcome: Equatable, Sendable {
        /// How many lists scrolled.
        package var scrolled = 0
        /// Whether a list holds (or is about to hold) the item it was asked for but no cell shows it
        /// yet: the start may wait for it (``TransitionController``, at most ``cellWait`` or the
        /// request's postponement).
        package var waitsForCell = false
    }

    /// The content offset that brings `item` (in content coordinates) into view in a list with
    /// `geometry`, or `nil` when it is in view already (or no offset the list can rest at brings it
    /// closer).
    package static func offset(revealing item: CGRect, in geometry: ScrollGeometry) -> CGPoint? {
        let (visible, range, bounds) = (geometry.visibleContent, geometry.offsetRange, geometry.bounds)
        // One axis: only where the content does not fit the bounds (a table as wide as its bounds
        // never moves sideways, whatever its side insets).
        func along(
            _ item: ClosedRange<Double>, offset: Double, visible: ClosedRange<Double>, bounds: Double, content: Double,
            range: ClosedRange<Double>
        ) -> Double {
            guard content > bounds + inViewTolerance else { return offset }
            return axisOffset(
                item: item, offset: offset, visibleStart: visible.lowerBound - offset,
                visibleLength: visible.upperBound - visible.lowerBound, range: range,
                page: geometry.isPagingEnabled ? bounds : nil)
        }
        let x = along(
            item.minX...item.maxX, offset: bounds.minX, visible: visible.minX...visible.maxX, bounds: bounds.width,
            content: geometry.contentSize.width, range: range.x)
        let y = along(
            item.minY...item.maxY, offset: bounds.minY, visible: visible.minY...visible.maxY, bounds: bounds.height,
            content: geometry.contentSize.height, range: range.y)
        guard x != bounds.minX || y != bounds.minY else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// How far inside the view an item must be to count as in view, in points (rounding).
    static let inViewTolerance = 0.5

    /// The offset along one axis the list scrolls on: unchanged when the item is in view (within
    /// ``inViewTolerance``); the least move that puts it fully in view when it is
    /// partly in view; centred when it is out of view; its start at the start of the view when it
    /// is longer than the view. Then on the nearest page boundary (`page`, a paging list's bounds
    /// length), in whole points, clamped to `range`.
    static func axisOffset(
        item: ClosedRange<Double>, offset: Double, visibleStart: Double, visibleLength: Double,
        range: ClosedRange<Double>, page: Double? = nil
    ) -> Double {
        let low = offset + visibleStart
        let high = low + visibleLength
        let length = item.upperBound - item.lowerBound
        let wanted: Double
        let tolerance = inViewTolerance
        if item.lowerBound >= low - tolerance, item.upperBound <= high + tolerance {
            return offset
        } else if length > visibleLength {
            wanted = item.lowerBound - visibleStart
        } else if item.upperBound > low, item.lowerBound < high {
            wanted =
                item.lowerBound < low
                ? item.lowerBound - visibleStart : item.upperBound - visibleStart - visibleLength
        } else {
            wanted = (item.lowerBound + item.upperBound) / 2 - visibleStart - visibleLength / 2
        }
        var result = wanted
        if let page, page > 0 { result = (wanted / page).rounded() * page }
        result = min(max(result.rounded(), range.lowerBound), range.upperBound)
        return result
    }

    /// Brings into view, in `destination`'s lists, the item each holds of the scopes `source`'s
    /// tagged views are under (see the type's description), and lays them out; reports whether a
    /// cell is still missing. Hidden subtrees and subtrees left out of matching are not looked in.
    @discardableResult
    package static func bringIntoView<View: MutableViewNode>(scopesOf source: View, in destination: View) -> Outcome
    where View.Node == View {
        var outcome = Outcome()
        var lists = lists(in: destination)
        guard !lists.isEmpty else { return outcome }
        let scopes = taggedScopes(in: source)
        guard !scopes.isEmpty else { return outcome }
        var done: [ObjectIdentifier] = []
        // Lists inside cells exist only once their outer list has scrolled and laid out.
        for _ in 0..<4 {
            var scrolledNow = false
            for (view, list) in lists where !done.contains(ObjectIdentifier(view)) {
                done.append(ObjectIdentifier(view))
                guard let (scope, first) = scopes.lazy.map({ ($0, list.item(forScope: $0)) }).first(where: { $0.1 != .absent })
                else { continue }
                // Measured again after each layout: estimated sizes become real ones.
                var lookup = first
                var moved = false
                for _ in 0..<3 {
                    guard case .at(let frame) = lookup, let offset = offset(revealing: frame, in: list.scrollGeometry)
                    else { break }
                    list.scroll(to: offset)
                    moved = true
                    lookup = list.item(forScope: scope)
                }
                if moved {
                    outcome.scrolled += 1
                    scrolledNow = true
                }
                if lookup == .pending || !shows(scope, in: view) { outcome.waitsForCell = true }
            }
            guard scrolledNow else { break }
            lists = self.lists(in: destination)
        }
        return outcome
    }

    /// Whether a list of `destination` holds (or is about to hold) an item under one of the scopes
    /// `source`'s tagged views are under: going back, the flight will find it once the list is
    /// scrolled to it. Asks the lists only: nothing is scrolled or laid out.
    package static func holdsItem<View: MutableViewNode>(scopesOf source: View, in destination: View) -> Bool
    where View.Node == View {
        let lists = lists(in: destination)
        guard !lists.isEmpty else { return false }
        let scopes = taggedScopes(in: source)
        return lists.contains { _, list in scopes.contains { list.item(forScope: $0) != .absent } }
    }

    /// The lists in `root`'s tree that can find items, outer lists first.
    static func lists<View: MutableViewNode>(in root: View) -> [(view: View, list: any ScrollingList)]
    where View.Node == View {
        var result: [(view: View, list: any ScrollingList)] = []
        var stack = [root]
        while let view = stack.popLast() {
            guard isLookedIn(view) else { continue }
            if let list = view.scrollingList { result.append((view, list)) }
            stack.append(contentsOf: view.childNodes.reversed())
        }
        return result
    }

    /// The list nearest above `view` (itself excluded), with the list's view.
    package static func enclosingList<View: MutableViewNode>(of view: View) -> (view: View, list: any ScrollingList)?
    where View.Node == View {
        var ancestor = view.parentNode
        while let node = ancestor {
            if let list = node.scrollingList { return (node, list) }
            ancestor = node.parentNode
        }
        return nil
    }

    /// The scopes tagged views in `root`'s tree are under, each once, outermost first: by the depth
    /// of the view that declares the scope, then in tree order.
    static func taggedScopes<View: MutableViewNode>(in root: View) -> [String] where View.Node == View {
        var found: [(scope: String, depth: Int)] = []
        var stack: [(view: View, scope: (name: String, depth: Int)?, depth: Int)] = [(root, nil, 0)]
        while let (view, inherited, depth) = stack.popLast() {
            guard isLookedIn(view) else { continue }
            let scope = view.matchScope.map { (name: $0, depth: depth) } ?? inherited
            if view.matchID != nil, let scope, !found.contains(where: { $0.scope == scope.name }) {
                found.append((scope.name, scope.depth))
            }
            for child in view.childNodes.reversed() { stack.append((child, scope, depth + 1)) }
        }
        return found.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }
            .map(\.element.scope)
    }

    /// Whether a view in `list`'s subtree (a cell, or a view in one) carries `scope`.
    static func shows<View: MutableViewNode>(_ scope: String, in list: View) -> Bool where View.Node == View {
        var stack = list.childNodes
        while let view = stack.popLast() {
            guard isLookedIn(view) else { continue }
            if view.matchScope == scope { return true }
            stack.append(contentsOf: view.childNodes)
        }
        return false
    }

    private static func isLookedIn<View: MutableViewNode>(_ view: View) -> Bool {
        let look = view.walkAppearance
        return !look.isHidden && !view.isExcludedFromMatching
    }
}
