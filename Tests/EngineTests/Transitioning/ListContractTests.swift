import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// A list screen of 200 rows (a ``HeadlessList`` under a 100-point bar: cells made only in view,
/// reused, configured at layout) and a detail screen that pages through items.
@MainActor
private struct PagingScreens {
    let list: HeadlessList
    let listScreen: FakeViewController
    let detail: FakeViewController
    let detailRoot: HeadlessView

    init(size: CGSize) {
        let root = HeadlessView(frame: CGRect(origin: .zero, size: size))
        root.name = "list screen"
        root.backgroundColor = RGBAColor(red: 0.95, green: 0.95, blue: 0.97)
        list = HeadlessList(
            frame: root.bounds, items: (0..<200).map { "item-\($0)" }, itemSize: CGSize(width: size.width, height: 88))
        list.contentInsets = (100, 0, 34, 0)
        list.contentOffset.y = -100
        list.configure = { cell, scope in
            if cell.subviews.isEmpty {
                let photo = HeadlessView(frame: CGRect(x: 16, y: 8, width: 72, height: 72))
                photo.matchID = "photo"
                photo.name = "row photo"
                photo.backgroundColor = RGBAColor(red: 0.3, green: 0.5, blue: 0.7)
                cell.addSubview(photo)
            }
            cell.matchScope = scope
            cell.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
        }
        root.addSubview(list.view)
        list.view.layoutNow()
        listScreen = FakeViewController("list", rootView: root)
        detailRoot = HeadlessView(frame: CGRect(origin: .zero, size: size))
        detailRoot.name = "detail"
        detailRoot.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0)
        let photo = HeadlessView(frame: CGRect(x: 0, y: 120, width: size.width, height: size.width))
        photo.name = "photo"
        photo.matchID = "photo"
        photo.backgroundColor = RGBAColor(red: 0.3, green: 0.5, blue: 0.7)
        detailRoot.addSubview(photo)
        detailRoot.matchScope = "item-3"
        detail = FakeViewController("detail", rootView: detailRoot)
    }

    /// The user pages the detail to `item`.
    func page(to item: Int) { detailRoot.matchScope = "item-\(item)" }

    /// `item`'s cell photo in `container`, where the list has it now.
    func cellPhoto(_ item: Int, in container: HeadlessView) throws -> CGRect {
        let photo = try #require(list.cell(forScope: "item-\(item)")?.subviews.first)
        return try photo.convertedRect(photo.bounds, to: container)
    }

    /// Whether `item`'s cell is shown whole between the bars.
    func showsWhole(_ item: Int) -> Bool {
        encloses(list.scrollGeometry.visibleContent, list.frame(ofItemAt: item), tolerance: 0.5 + 1e-6)
    }
}

/// The matched photo's stand-in as drawn now.
@MainActor
private func photoStandIn<Context, Backend>(_ flow: TransitionFlow<Context, Backend>) -> StandInFrame? {
    guard let pair = flow.controller.report?.pairs.firstIndex(where: { $0.key.id == "photo" }),
        let id = flow.controller.plan?.track(for: .pair(pair))?.id
    else { return nil }
    return flow.controller.currentFrames().first { $0.id == id }
}

private func near(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
        && abs(a.height - b.height) <= tolerance
}

/// Issue 23, lists, through the fakes under every UIKit variant: a paged detail goes back to the
/// cell of the item it shows (a cell the list had never made), by tap and under a finger while the
/// list scrolls, on a navigation controller and from a presentation pulled down.
@MainActor
@Suite(.allUIKitVariants) struct ListContractTests {
    private func navigation() -> (TransitionHarness, FakeNavigationController, PagingScreens) {
        let harness = TransitionHarness()
        harness.onViolation = { Issue.record(Comment(rawValue: $0)) }
        let screens = PagingScreens(size: harness.window.bounds.size)
        let nav = FakeNavigationController(root: screens.listScreen, in: harness)
        nav.coordination = FakeNavigationController.Coordination(
            stack: nav, backend: { harness.backend }, driver: { harness.driver })
        harness.endTurn()
        harness.backend.noteScreen(harness.window)
        return (harness, nav, screens)
    }

    /// Pushed from item 3, paged to item 150 (never made: 200 rows, 9 in view): the pop is
    /// MatchCut's, decided with item 150's cell scrolled into view, and flies to it.
    @Test func aPopFromAPagedDetailFliesToTheCellOfTheItemItShows() throws {
        let (harness, nav, s) = navigation()
        nav.push(s.detail)
        letUIKitAskTheDelegate(harness, nav)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.contexts.last?.completions == [true])
        s.page(to: 150)
        #expect(s.list.cell(forScope: "item-150") == nil)
        let start = nav.log.count
        nav.pop()
        letUIKitAskTheDelegate(harness, nav)
        #expect(!nav.log[start...].contains("system transition"))
        let flow = try #require(nav.coordination.current)
        harness.run(until: { flow.controller.phase == .running })
        #expect(s.showsWhole(150))
        #expect(flow.controller.report?.pairs.map(\.key) == [MatchKey(id: "photo", scope: "item-150")])
        let landing = try #require(flow.controller.plan?.track(for: .pair(0))).final.quad().boundingBox
        #expect(near(landing, try s.cellPhoto(150, in: nav.view)))
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.viewControllers.map(\.title) == ["list"] && nav.contexts.last?.completions == [true])
        #expect(harness.violations.isEmpty && nav.contexts.allSatisfy { $0.violations.isEmpty })
        #expect(harness.backend.base.liveStandIns.isEmpty && s.list.cell(forScope: "item-150")?.subviews[0].alpha == 1)
    }

    /// Deciding a pop (the list's screen is not in a window yet) asks the list only: nothing is
    /// scrolled or laid out there, and the item it holds counts as a pair, so MatchCut animates.
    @Test func theDecisionAsksTheListWithoutScrollingIt() throws {
        let (_, nav, s) = navigation()
        s.page(to: 150)
        let offset = s.list.contentOffset
        let report = nav.coordination.match(from: s.detail, to: s.listScreen, in: nav)
        #expect(report.pairs.isEmpty && s.list.contentOffset == offset && s.list.cell(forScope: "item-150") == nil)
        #expect(ListReveal.holdsItem(scopesOf: s.detailRoot, in: s.listScreen.rootView))
        s.page(to: 999)
        #expect(!ListReveal.holdsItem(scopesOf: s.detailRoot, in: s.listScreen.rootView))
    }

    /// Under a finger (MatchCut's pan-to-pop) while the list still scrolls: the photo follows the
    /// cell and lands on it where the list has it at the end.
    @Test func aSwipeBackFollowsTheListAsItScrolls() throws {
        let (harness, nav, s) = navigation()
        nav.push(s.detail)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        s.page(to: 40)
        #expect(nav.coordination.panShouldBegin(horizontalPan(.began, x: 12, velocity: 400), fullWidth: false, scrolls: []))
        nav.coordination.pan(horizontalPan(.began, x: 12, velocity: 400))
        var last: CGRect?
        for step in 1...20 {
            nav.coordination.pan(horizontalPan(.changed, x: 12 + Double(step) * 8, velocity: 480))
            s.list.contentOffset.y += 6
            s.list.view.layoutNow()
            harness.driver.advance(by: 1.0 / 60)
            harness.endTurn()
            if let flow = nav.coordination.current, let frame = photoStandIn(flow)?.quad.boundingBox {
                if let last { #expect(abs(frame.midY - last.midY) < 12, "step \(step): a jump") }
                last = frame
            }
        }
        let flow = try #require(nav.coordination.current)
        #expect(flow.controller.report?.pairs.map(\.key) == [MatchKey(id: "photo", scope: "item-40")])
        // The list screen shows live (scrolling), its picture hidden: the harness checks each frame.
        #expect(flow.controller.showsDestinationLive && s.listScreen.rootView.alpha == 1)
        nav.coordination.pan(horizontalPan(.ended, x: 180, velocity: 900))
        var landing: CGRect?
        while nav.isTransitioning || harness.hasScheduledWork {
            if let frame = photoStandIn(flow) { landing = frame.quad.boundingBox }
            harness.run(for: 1.0 / 60)
        }
        #expect(nav.contexts.last?.completions == [true] && nav.viewControllers.map(\.title) == ["list"])
        let cell = try s.cellPhoto(40, in: nav.view)
        #expect(landing.map { near($0, cell, 2) } == true, "landed at \(String(describing: landing)), cell at \(cell)")
        #expect(harness.violations.isEmpty && nav.contexts.allSatisfy { $0.violations.isEmpty })
    }

    /// Under a finger while the list scrolls the row away and back (its cell reused for other rows
    /// meanwhile): the harness checks every committed frame — the view showing the element, and
    /// only it, hidden; no row left with a hole — and the flight lands on the row.
    @Test(arguments: [false, true])
    func aSwipeBackWhileTheRowScrollsAwayAndBack(keepsReusableCellsInTree: Bool) throws {
        let (harness, nav, s) = navigation()
        s.list.keepsReusableCellsInTree = keepsReusableCellsInTree
        nav.push(s.detail)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        s.page(to: 40)
        nav.coordination.pan(horizontalPan(.began, x: 12, velocity: 400))
        var away = false
        for step in 1...30 {
            nav.coordination.pan(horizontalPan(.changed, x: 12 + Double(step) * 4, velocity: 240))
            s.list.contentOffset.y += step <= 15 ? 80 : -80
            s.list.view.layoutNow()
            if s.list.cell(forScope: "item-40") == nil { away = true }
            harness.driver.advance(by: 1.0 / 60)
            harness.endTurn()
        }
        #expect(away && s.list.cell(forScope: "item-40") != nil)
        let flow = try #require(nav.coordination.current)
        nav.coordination.pan(horizontalPan(.ended, x: 180, velocity: 900))
        var landing: CGRect?
        while nav.isTransitioning || harness.hasScheduledWork {
            if let frame = photoStandIn(flow) { landing = frame.quad.boundingBox }
            harness.run(for: 1.0 / 60)
        }
        #expect(nav.contexts.last?.completions == [true])
        let cell = try s.cellPhoto(40, in: nav.view)
        #expect(landing.map { near($0, cell, 2) } == true, "landed at \(String(describing: landing)), cell at \(cell)")
        #expect(harness.violations.isEmpty && nav.contexts.allSatisfy { $0.violations.isEmpty })
        for scope in s.list.visibleScopes { #expect(s.list.cell(forScope: scope)?.subviews.first?.alpha == 1) }
    }

    /// A detail presented over the list, paged, pulled down while the list scrolls behind it: the
    /// photo flies to the paged item's cell, scrolled into view, and lands on it where it is.
    @Test func aPullDownReturnsToThePagedItemsCellAsTheListScrolls() throws {
        let harness = TransitionHarness()
        harness.onViolation = { Issue.record(Comment(rawValue: $0)) }
        let s = PagingScreens(size: harness.window.bounds.size)
        let p = FakePresentation(
            presenter: s.listScreen, presented: s.detail, style: .matched(TransitionOptions()), in: harness)
        harness.endTurn()
        harness.backend.noteScreen(harness.window)
        p.present()
        harness.run(until: { p.isPresented && !p.isTransitioning && !harness.hasScheduledWork })
        s.page(to: 120)
        let frame = s.detailRoot.frame
        let down = (0...24).map { i in
            PanSample(
                state: i == 0 ? .began : .changed, location: CGPoint(x: frame.midX, y: frame.minY + 60 + Double(i) * 14),
                translation: CGPoint(x: 0, y: Double(i) * 14), velocity: CGPoint(x: 0, y: 840))
        }
        #expect(p.coordination.decide(.pullDown, down[0], over: p.screen()) == .begin)
        var last: CGRect?
        for sample in down {
            p.coordination.pan(.pullDown, sample, in: frame) { p.dismiss() }
            if sample.state == .changed {
                s.list.contentOffset.y -= 5
                s.list.view.layoutNow()
            }
            harness.driver.advance(by: 1.0 / 60)
            harness.endTurn()
            if let flow = p.coordination.current, let box = photoStandIn(flow)?.quad.boundingBox { last = box }
        }
        let flow = try #require(p.coordination.current)
        #expect(flow.controller.report?.pairs.map(\.key) == [MatchKey(id: "photo", scope: "item-120")])
        // The list screen shows live (scrolling): in place of its picture, or never pictured.
        let pictured = flow.controller.plan?.track(for: .destinationRoot) != nil
        #expect(!pictured || flow.controller.showsDestinationLive)
        #expect(s.listScreen.rootView.alpha == 1)
        #expect(last != nil)
        p.coordination.pan(
            .pullDown,
            PanSample(
                state: .ended, location: CGPoint(x: frame.midX, y: 460), translation: CGPoint(x: 0, y: 400),
                velocity: CGPoint(x: 0, y: 1200)), in: frame
        ) { p.dismiss() }
        var landing: CGRect?
        while p.isTransitioning || harness.hasScheduledWork {
            if let box = photoStandIn(flow)?.quad.boundingBox { landing = box }
            harness.run(for: 1.0 / 60)
        }
        #expect(!p.isPresented)
        let cell = try s.cellPhoto(120, in: p.container)
        #expect(landing.map { near($0, cell, 2) } == true, "landed at \(String(describing: landing)), cell at \(cell)")
        #expect(harness.violations.isEmpty && p.contexts.allSatisfy { $0.violations.isEmpty })
        #expect(s.detailRoot.alpha == 1 && s.list.cell(forScope: "item-120")?.subviews[0].alpha == 1)
    }
}
