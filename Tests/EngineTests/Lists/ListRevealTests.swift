import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// Where a list scrolls to bring an item into view (``ListReveal/offset(revealing:in:)``), checked
/// on seeded geometries against the rule computed apart: the offsets that show the item whole form
/// an interval per axis; a partly shown item moves to its nearest end, one out of view is centred
/// in the part not under a bar, one longer than the view starts at its start; in whole points,
/// within the offsets a scroll view can rest at, and only along an axis whose content does not fit
/// the bounds.
@MainActor
@Suite struct ListRevealTests {
    /// One axis, computed from the rule's words: nothing when shown whole; else the nearest offset
    /// that shows it whole (partly shown), its centre on the view's centre (out of view), or its
    /// start at the view's start (too long); clamped to `low…high`.
    private func expected(
        item a: Double, _ b: Double, offset: Double, lead: Double, trail: Double, size: Double, content: Double,
        low: Double, high: Double
    ) -> Double {
        let visibleLow = offset + lead
        let visibleHigh = offset + size - trail
        let visible = size - lead - trail
        if content <= size + 0.5 { return offset }
        if a >= visibleLow - 0.5 && b <= visibleHigh + 0.5 { return offset }
        let wanted: Double
        if b - a > visible {
            wanted = a - lead
        } else if b > visibleLow && a < visibleHigh {
            // Offsets showing the item whole: from b − (size − trail) to a − lead; the nearest one.
            wanted = min(max(offset, b - (size - trail)), a - lead)
        } else {
            wanted = (a + b) / 2 - (lead + visible / 2)
        }
        return min(max(wanted.rounded(), low), high)
    }

    @Test func theOffsetFollowsTheRuleOnSeededGeometries() {
        var moved = 0
        var unmoved = 0
        for seed in UInt64(1)...2000 {
            var random = SeededRandom(seed: seed)
            let size = CGSize(width: random.double(200...430), height: random.double(300...900))
            let insets = (
                top: random.chance(0.5) ? random.double(0...140) : 0, left: random.chance(0.3) ? random.double(0...40) : 0,
                bottom: random.chance(0.5) ? random.double(0...90) : 0, right: random.chance(0.3) ? random.double(0...40) : 0
            )
            let content = CGSize(
                width: random.chance(0.5) ? size.width : random.double(size.width...6000),
                height: random.chance(0.2) ? random.double(100...size.height) : random.double(size.height...12000))
            var geometry = ScrollGeometry(
                bounds: CGRect(origin: .zero, size: size), contentSize: content, insets: insets)
            let range = geometry.offsetRange
            geometry.bounds.origin = CGPoint(
                x: random.double(range.x.lowerBound...range.x.upperBound),
                y: random.double(range.y.lowerBound...range.y.upperBound))
            let itemSize = CGSize(
                width: random.double(20...min(content.width, size.width * 1.2)),
                height: random.double(20...(random.chance(0.1) ? size.height * 1.5 : size.height * 0.6)))
            let item = CGRect(
                x: random.double(0...max(content.width - itemSize.width, 0)),
                y: random.double(0...max(content.height - itemSize.height, 0)), width: itemSize.width,
                height: itemSize.height)
            let x = expected(
                item: item.minX, item.maxX, offset: geometry.bounds.minX, lead: insets.left, trail: insets.right,
                size: size.width, content: content.width, low: range.x.lowerBound, high: range.x.upperBound)
            let y = expected(
                item: item.minY, item.maxY, offset: geometry.bounds.minY, lead: insets.top, trail: insets.bottom,
                size: size.height, content: content.height, low: range.y.lowerBound, high: range.y.upperBound)
            let result = ListReveal.offset(revealing: item, in: geometry)
            if x == geometry.bounds.minX && y == geometry.bounds.minY {
                #expect(result == nil, "seed \(seed): \(item) in \(geometry.bounds) scrolled to \(String(describing: result))")
                unmoved += 1
            } else {
                let got = result ?? geometry.bounds.origin
                #expect(abs(got.x - x) < 1e-9 && abs(got.y - y) < 1e-9, "seed \(seed): \(got) for (\(x), \(y))")
                moved += 1
                // Along each axis it scrolls on, wherever the list can rest so, an item that fits is
                // shown whole afterwards.
                var after = geometry
                after.bounds.origin = got
                let shown = after.visibleContent
                if content.height > size.height + 0.5, item.height <= shown.height, got.y > range.y.lowerBound,
                    got.y < range.y.upperBound
                {
                    #expect(item.minY >= shown.minY - 0.5 - 1e-9 && item.maxY <= shown.maxY + 0.5 + 1e-9, "seed \(seed)")
                }
                if content.width > size.width + 0.5, item.width <= shown.width, got.x > range.x.lowerBound,
                    got.x < range.x.upperBound
                {
                    #expect(item.minX >= shown.minX - 0.5 - 1e-9 && item.maxX <= shown.maxX + 0.5 + 1e-9, "seed \(seed)")
                }
            }
        }
        // Both outcomes seen often.
        #expect(moved > 500 && unmoved > 50, "moved \(moved), unmoved \(unmoved)")
    }

    @Test func aPartlyShownItemMovesTheLeastAndAnOutOfViewItemIsCentred() throws {
        let geometry = ScrollGeometry(
            bounds: CGRect(x: 0, y: 1000, width: 390, height: 844), contentSize: CGSize(width: 390, height: 9000),
            insets: (top: 100, left: 0, bottom: 34, right: 0))
        // Half under the top bar: down by exactly what the bar hides.
        let partly = CGRect(x: 0, y: 1060, width: 390, height: 88)
        #expect(ListReveal.offset(revealing: partly, in: geometry) == CGPoint(x: 0, y: 960))
        // Far below: centred between the bar and the home indicator.
        let far = CGRect(x: 0, y: 5000, width: 390, height: 88)
        let offset = try #require(ListReveal.offset(revealing: far, in: geometry))
        let visibleCentre = offset.y + 100 + (844 - 134) / 2
        #expect(abs(visibleCentre - 5044) < 1e-9)
        // In view: nothing.
        #expect(ListReveal.offset(revealing: CGRect(x: 0, y: 1400, width: 390, height: 88), in: geometry) == nil)
        // A full-width row with side insets (landscape's safe area) never moves the list sideways.
        var sides = geometry
        sides.insets = (100, 44, 21, 44)
        sides.bounds.origin.x = 0
        #expect(ListReveal.offset(revealing: far, in: sides)?.x == 0)
        // A pager stops on a page.
        var pager = ScrollGeometry(
            bounds: CGRect(x: 0, y: 0, width: 390, height: 300), contentSize: CGSize(width: 390 * 20, height: 300))
        pager.isPagingEnabled = true
        let page = try #require(ListReveal.offset(revealing: CGRect(x: 390 * 7 + 100, y: 0, width: 150, height: 300), in: pager))
        #expect(page.x == 390 * 7 && page.y == 0)
        // Near the end: the list rests at its last offset, not past it.
        let last = CGRect(x: 0, y: 8950, width: 390, height: 50)
        #expect(ListReveal.offset(revealing: last, in: geometry).map { abs($0.y - (9000 + 34 - 844)) < 1e-9 } == true)
    }

    // MARK: - The headless list (the fake a contract test scrolls)

    /// Cells exist only for the items in view, only once the list has laid out; each shows the
    /// item its frame says (a reused cell reconfigured, never a stale scope); made cells stay few
    /// however far it scrolls. Seeded scroll scripts.
    @Test func theHeadlessListMakesAndReusesCellsAsUIKitDoes() {
        for seed in UInt64(1)...200 {
            var random = SeededRandom(seed: seed)
            let columns = random.int(1...4)
            let size = CGSize(width: random.double(60...130), height: random.double(44...160))
            let list = HeadlessList(
                frame: CGRect(x: 0, y: 0, width: 390, height: random.double(300...844)),
                items: (0..<random.int(0...300)).map { "item-\($0)" }, itemSize: size, columns: columns,
                spacing: random.double(0...12))
            list.configure = { cell, scope in
                cell.matchScope = scope
                cell.name = scope
            }
            #expect(list.view.subviews.isEmpty, "seed \(seed): cells before the first layout")
            list.view.layoutNow()
            var mostInView = 0
            for _ in 0..<40 {
                let range = list.scrollGeometry.offsetRange
                let before = list.visibleScopes
                list.contentOffset.y = random.double(range.y.lowerBound...range.y.upperBound)
                #expect(list.visibleScopes == before, "seed \(seed): cells changed before the layout")
                list.view.layoutNow()
                let bounds = list.view.bounds
                let inView = list.items.indices.filter {
                    let f = list.frame(ofItemAt: $0)
                    return f.maxY > bounds.minY && f.minY < bounds.maxY && f.maxX > bounds.minX && f.minX < bounds.maxX
                }
                mostInView = max(mostInView, inView.count)
                #expect(list.visibleScopes == inView.map { list.items[$0] }, "seed \(seed)")
                #expect(list.view.subviews.count == inView.count, "seed \(seed)")
                for index in inView {
                    let cell = list.cell(forScope: list.items[index])
                    #expect(cell?.matchScope == list.items[index] && cell?.name == list.items[index], "seed \(seed)")
                    let f = list.frame(ofItemAt: index)
                    #expect(
                        cell.map { abs($0.frame.minX - f.minX) + abs($0.frame.minY - f.minY) < 1e-6 } == true,
                        "seed \(seed)")
                }
            }
            #expect(list.cellsMade <= mostInView + columns * 2 + 2, "seed \(seed): \(list.cellsMade) cells made")
        }
    }

    @Test func aPendingItemIsPendingUntilTheListAppliesIt() {
        let list = HeadlessList(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), items: ["a", "b"], itemSize: CGSize(width: 390, height: 80))
        list.pendingItems = ["a", "b", "c"]
        #expect(list.item(forScope: "a") == .at(CGRect(x: 0, y: 0, width: 390, height: 80)))
        #expect(list.item(forScope: "c") == .pending && list.item(forScope: "z") == .absent)
        list.applyPendingItems()
        #expect(list.item(forScope: "c") == .at(CGRect(x: 0, y: 160, width: 390, height: 80)))
        list.findsItems = false
        #expect(list.item(forScope: "a") == .absent)
    }

    /// What a table or collection view's index path means (the UIKit adapter's only rule).
    @Test func anIndexPathTheViewDoesNotHaveYetIsPending() {
        let counts = [3, 0, 5]
        func lookup(_ section: Int, _ item: Int) -> ListItemLookup {
            .indexed(
                section: section, item: item, sections: counts.count, itemsInSection: { counts[$0] },
                frame: { CGRect(x: 0, y: Double(item) * 10, width: 10, height: 10) })
        }
        #expect(lookup(0, 2) == .at(CGRect(x: 0, y: 20, width: 10, height: 10)))
        #expect(lookup(0, 3) == .pending && lookup(1, 0) == .pending && lookup(3, 0) == .pending)
        #expect(lookup(-1, 0) == .absent && lookup(0, -1) == .absent)
        #expect(
            ListItemLookup.indexed(section: 2, item: 1, sections: 3, itemsInSection: { counts[$0] }, frame: { nil })
                == .pending)
    }

    /// The scopes asked of a list: outermost first, by the depth that declares them.
    @Test func theLeavingScreensScopesComeOutermostFirst() {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let strip = HeadlessView(frame: CGRect(x: 0, y: 600, width: 390, height: 120))
        let related = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        related.matchScope = "item-3"
        let thumb = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        thumb.matchID = "photo"
        related.addSubview(thumb)
        strip.addSubview(related)
        root.addSubview(strip)  // drawn first, declared deeper
        let photo = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
        photo.matchID = "photo"
        root.addSubview(photo)
        root.matchScope = "item-9"
        #expect(ListReveal.taggedScopes(in: root) == ["item-9", "item-3"])
        let hidden = HeadlessView(frame: .zero)
        hidden.matchScope = "item-77"
        hidden.isHidden = true
        let inHidden = HeadlessView(frame: .zero)
        inHidden.matchID = "photo"
        hidden.addSubview(inHidden)
        root.addSubview(hidden)
        #expect(ListReveal.taggedScopes(in: root) == ["item-9", "item-3"])
    }
}

/// The view that shows an element in a list: a cell hidden for reuse (a collection view keeps
/// them in the tree, old scope and all) shows nothing.
@MainActor
@Suite struct ListElementTests {
    @Test func aCellHiddenForReuseDoesNotShowItsOldItem() {
        let list = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        func cell(_ scope: String, hidden: Bool) -> HeadlessView {
            let cell = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 88))
            cell.matchScope = scope
            cell.isHidden = hidden
            let photo = HeadlessView(frame: CGRect(x: 16, y: 8, width: 72, height: 72))
            photo.matchID = "photo"
            cell.addSubview(photo)
            list.addSubview(cell)
            return photo
        }
        let key = MatchKey(id: "photo", scope: "item-30")
        let stale = cell("item-30", hidden: true)
        let other = cell("item-31", hidden: false)
        let shown = cell("item-30", hidden: false)
        #expect(!ListFollowing<HeadlessView>.shows(stale, key, in: list))
        #expect(!ListFollowing<HeadlessView>.shows(other, key, in: list))
        #expect(ListFollowing<HeadlessView>.shows(shown, key, in: list))
        #expect(ListFollowing<HeadlessView>.view(showing: key, in: list) === shown)
        shown.superview?.isHidden = true
        #expect(ListFollowing<HeadlessView>.view(showing: key, in: list) == nil)
        // Outside the list: not in it.
        #expect(!ListFollowing<HeadlessView>.shows(HeadlessView(), MatchKey(id: "photo"), in: list))
    }
}
