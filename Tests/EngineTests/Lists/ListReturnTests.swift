import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// A list screen (rows of a scoped cell with a `photo` and a `title`, under a 100-point bar) and
/// a detail screen showing one item, in one container.
@MainActor
struct ListScreens {
    let container = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let listScreen = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let list: HeadlessList
    let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let detailPhoto = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))

    /// The photo's frame in its cell.
    static let photoInCell = CGRect(x: 16, y: 8, width: 72, height: 72)

    init(count: Int, rowHeight: Double = 88, showing item: Int) {
        list = HeadlessList(
            frame: listScreen.bounds, items: (0..<count).map { "item-\($0)" },
            itemSize: CGSize(width: 390, height: rowHeight))
        list.contentInsets = (100, 0, 34, 0)
        list.configure = { cell, scope in
            if cell.subviews.isEmpty {
                let photo = HeadlessView(frame: ListScreens.photoInCell)
                photo.matchID = "photo"
                photo.name = "row photo"
                let title = HeadlessView(frame: CGRect(x: 100, y: 30, width: 250, height: 24))
                title.matchID = "title"
                cell.addSubview(photo)
                cell.addSubview(title)
            }
            cell.matchScope = scope
            cell.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
        }
        listScreen.backgroundColor = RGBAColor(red: 0.95, green: 0.95, blue: 0.97)
        listScreen.addSubview(list.view)
        detail.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0)
        detailPhoto.matchID = "photo"
        detailPhoto.backgroundColor = RGBAColor(red: 0.4, green: 0.5, blue: 0.7)
        detail.addSubview(detailPhoto)
        detail.matchScope = "item-\(item)"
        container.addSubview(listScreen)
        container.addSubview(detail)
        list.view.layoutNow()
    }

    /// The photo of `item`'s cell in the container, where the list lays it out now.
    func cellPhotoRect(_ item: Int) -> CGRect {
        let cell = list.frame(ofItemAt: item)
        return CGRect(
            x: cell.minX + Self.photoInCell.minX - list.contentOffset.x,
            y: cell.minY + Self.photoInCell.minY - list.contentOffset.y, width: Self.photoInCell.width,
            height: Self.photoInCell.height)
    }

    /// Whether `item`'s cell is shown whole between the bars.
    func showsWhole(_ item: Int) -> Bool {
        // Within half a point: offsets are whole points.
        encloses(list.scrollGeometry.visibleContent, list.frame(ofItemAt: item), tolerance: 0.5 + 1e-6)
    }
}

/// Whether `outer` holds `inner` whole, within a micro-point (Foundation's `contains` on Linux
/// compares a union for equality, which rounding defeats).
func encloses(_ outer: CGRect, _ inner: CGRect, tolerance: Double = 1e-6) -> Bool {
    inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance && inner.minY >= outer.minY - tolerance
        && inner.maxY <= outer.maxY + tolerance
}

private func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 0.5) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
        && abs(a.height - b.height) <= tolerance
}

/// Issue 23, lists: going back to a list flies to the item the user is on, scrolled into view
/// before anything is pictured; waits for a cell the list is about to make; follows the list when it
/// scrolls under a finger; shrinks into the place of an item that has gone.
@MainActor
@Suite struct ListReturnTests {
    /// The stand-in of the photo pair as drawn now.
    private func photoFrame(_ controller: TransitionController<HeadlessBackend>, _ s: ListScreens) -> StandInFrame? {
        guard let pair = controller.report?.pairs.firstIndex(where: { $0.key.id == "photo" }),
            let id = controller.plan?.track(for: .pair(pair))?.id
        else { return nil }
        return controller.backend.render(in: s.container).first { $0.id == id }
    }

    /// Seeded lists, offsets and items: the pop pairs the detail's photo with the item's cell,
    /// shown whole (scrolled the least when it was partly in view, not at all when whole), and the
    /// flight lands on it; everything is put back but the list's new offset.
    @Test func aPopFliesToTheItemTheDetailShowsWhereverTheListWas() throws {
        var scrolled = 0
        var kept = 0
        for seed in UInt64(1)...120 {
            var random = SeededRandom(seed: seed)
            let count = random.int(12...240)
            let item = random.int(0...(count - 1))
            let s = ListScreens(count: count, rowHeight: random.double(44...160), showing: item)
            let range = s.list.scrollGeometry.offsetRange.y
            s.list.contentOffset.y = random.double(range.lowerBound...range.upperBound)
            s.list.view.layoutNow()
            let wasWhole = s.showsWhole(item)
            let offsetBefore = s.list.contentOffset
            let driver = ManualFrameDriver(frameRate: 60)
            let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
            var ends: [Bool] = []
            controller.onCompletion = { ends.append($0) }
            controller.begin(TransitionRequest(.pop, from: s.detail, to: s.listScreen, in: s.container))
            #expect(controller.phase == .running, "seed \(seed)")
            #expect(s.showsWhole(item), "seed \(seed): item \(item) not shown whole at \(s.list.contentOffset)")
            if wasWhole {
                #expect(s.list.contentOffset == offsetBefore, "seed \(seed): scrolled though shown whole")
                kept += 1
            } else {
                scrolled += 1
            }
            let report = try #require(controller.report)
            let pair = try #require(report.pairs.first { $0.key.id == "photo" }, "seed \(seed)")
            #expect(pair.key.scope == "item-\(item)" && pair.destination.view === s.list.cell(forScope: "item-\(item)")?.subviews[0])
            let plan = try #require(controller.plan)
            let index = try #require(report.pairs.firstIndex { $0.key.id == "photo" })
            let landing = try #require(plan.track(for: .pair(index))).final.quad().boundingBox
            #expect(close(landing, s.cellPhotoRect(item)), "seed \(seed): lands at \(landing), cell at \(s.cellPhotoRect(item))")
            driver.advance(by: plan.duration / 2)
            #expect(s.list.cell(forScope: "item-\(item)")?.subviews[0].alpha == 0, "seed \(seed): cell photo shown mid-flight")
            driver.advance(by: 1)
            #expect(ends == [true], "seed \(seed)")
            #expect(s.detailPhoto.alpha == 1 && pair.destination.view.alpha == 1, "seed \(seed): left hidden")
        }
        #expect(scrolled > 60 && kept > 5, "scrolled \(scrolled), kept \(kept)")
    }

    /// Rows whose heights are estimated until laid out (self-sizing cells): the list is measured,
    /// scrolled and laid out again until the item stays in view, and the flight lands on the row
    /// where it ends up. Seeded estimates, too short and too tall.
    @Test func estimatedRowHeightsAreMeasuredAgainUntilTheItemStays() throws {
        for seed in UInt64(1)...60 {
            var random = SeededRandom(seed: seed)
            let item = random.int(20...190)
            let s = ListScreens(count: 200, rowHeight: 88, showing: item)
            s.list.estimatedItemLength = random.double(30...160)
            s.list.items = s.list.items  // a reload: every row estimated again
            s.list.view.layoutNow()
            let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
            controller.begin(TransitionRequest(.pop, from: s.detail, to: s.listScreen, in: s.container))
            #expect(controller.phase == .running, "seed \(seed)")
            #expect(s.showsWhole(item), "seed \(seed): row \(item) at \(s.list.frame(ofItemAt: item)), offset \(s.list.contentOffset)")
            let pair = try #require(controller.report?.pairs.firstIndex { $0.key.id == "photo" }, "seed \(seed)")
            let landing = try #require(controller.plan?.track(for: .pair(pair))).final.quad().boundingBox
            #expect(close(landing, s.cellPhotoRect(item)), "seed \(seed)")
        }
    }

    /// Going forward, the arriving screen is the app's: a list in it is never scrolled; and the
    /// leaving list is never scrolled either way.
    @Test func aPushScrollsNoList() {
        let s = ListScreens(count: 100, showing: 60)
        // The detail holds a pager (a list) that could show item 3.
        let pager = HeadlessList(
            frame: CGRect(x: 0, y: 500, width: 390, height: 200), items: (0..<100).map { "item-\($0)" },
            itemSize: CGSize(width: 390, height: 200), axis: .horizontal)
        s.detail.addSubview(pager.view)
        pager.view.layoutNow()
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(TransitionRequest(.push, from: s.listScreen, to: s.detail, in: s.container))
        #expect(s.list.contentOffset == .zero && pager.contentOffset == .zero)
    }

    /// A tab switch returns nowhere: switching back to a tab whose list holds the item another tab
    /// shows leaves the list where the user left it (a pop to the same list scrolls it).
    @Test(arguments: [TransitionKind.tabBack, .tabForward, .pop])
    func aTabSwitchLeavesTheOtherTabsListWhereItWas(kind: TransitionKind) {
        let s = ListScreens(count: 100, showing: 60)
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(TransitionRequest(kind, from: s.detail, to: s.listScreen, in: s.container))
        #expect((s.list.contentOffset != .zero) == (kind == .pop), "\(kind): \(s.list.contentOffset)")
    }

    /// The list holds the item, but its update has not been applied: the start waits under the
    /// cover (nothing hidden but what UIKit placed, no stand-in) until a cell shows it, then flies
    /// to it; a list that never catches up is waited for no longer than the limit.
    @Test(arguments: [true, false])
    func theStartWaitsForACellTheListIsAboutToMake(catchesUp: Bool) throws {
        let s = ListScreens(count: 40, showing: 120)
        s.list.pendingItems = (0..<200).map { "item-\($0)" }
        let driver = ManualFrameDriver(frameRate: 60)
        let backend = HeadlessBackend()
        let controller = TransitionController(backend: backend, driver: driver)
        controller.begin(TransitionRequest(.pop, from: s.detail, to: s.listScreen, in: s.container))
        #expect(controller.phase == .preparing && backend.liveStandIns.isEmpty)
        driver.advance(by: 0.1)
        #expect(controller.phase == .preparing && backend.liveStandIns.isEmpty)
        if catchesUp {
            s.list.applyPendingItems()
            driver.advance(by: 1.0 / 60)
            #expect(controller.phase == .running)
            #expect(controller.report?.pairs.contains { $0.key == MatchKey(id: "photo", scope: "item-120") } == true)
            #expect(s.showsWhole(120))
        } else {
            driver.advance(by: ListReveal.cellWait - 0.1 - 2.0 / 60)
            #expect(controller.phase == .preparing)
            driver.advance(by: 3.0 / 60)
            #expect(controller.phase == .running && controller.report?.pairs.isEmpty == true)
        }
        driver.advance(by: 2)
        #expect(controller.phase == .ended(finished: true) && s.detailPhoto.alpha == 1 && s.listScreen.alpha == 1)
    }

    /// A list that makes the item's cell at once but gives it its scope only later (a cell the app
    /// configures on a later turn): the start waits for the scope, then flies to the cell.
    @Test func theStartWaitsForACellThatCarriesTheScopeLate() throws {
        let s = ListScreens(count: 200, showing: 150)
        var late: [(HeadlessView, String)] = []
        let configure = s.list.configure
        s.list.configure = { cell, scope in
            configure(cell, scope)
            cell.matchScope = nil
            late.append((cell, scope))
        }
        let driver = ManualFrameDriver(frameRate: 60)
        let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
        controller.begin(TransitionRequest(.pop, from: s.detail, to: s.listScreen, in: s.container))
        #expect(controller.phase == .preparing && s.showsWhole(150))
        driver.advance(by: 0.1)
        #expect(controller.phase == .preparing)
        for (cell, scope) in late { cell.matchScope = scope }
        s.list.configure = configure
        driver.advance(by: 1.0 / 60)
        #expect(controller.phase == .running)
        #expect(controller.report?.pairs.map(\.key) == [MatchKey(id: "photo", scope: "item-150")])
        driver.advance(by: 2)
        #expect(controller.phase == .ended(finished: true))
    }

    /// An interactive pop whose list scrolls under the finger: the flight moves with the cell by
    /// the scroll times the progress (nothing at the start, all of it at the end), never jumping
    /// between frames, and lands on the cell's live frame; a finger that lets go back home returns
    /// to the detail's photo.
    /// How a finger lets go of the interactive pop: toward the list, back home, or back home then
    /// forward again mid-spring (a turn-around toward the list, which lands on the cell too).
    enum LetGo: CaseIterable { case finish, cancel, cancelThenFinish }

    @Test(arguments: LetGo.allCases)
    func anInteractivePopFollowsAListThatScrolls(letGo: LetGo) throws {
        let finishes = letGo != .cancel
        let s = ListScreens(count: 100, showing: 30)
        let driver = ManualFrameDriver(frameRate: 60)
        let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
        controller.begin(TransitionRequest(.pop, from: s.detail, to: s.listScreen, in: s.container, interactive: true))
        #expect(controller.phase == .interactive && s.showsWhole(30))
        controller.update(progress: 0.4)
        let before = try #require(photoFrame(controller, s)).quad.boundingBox
        // The list screen is pictured (its original hidden) until its list moves.
        #expect(s.listScreen.alpha == 0 && !controller.showsDestinationLive)
        // The list decelerates 150 points down its content meanwhile: the cell moves up 150.
        var last = before
        for step in 1...15 {
            s.list.contentOffset.y += 10
            s.list.view.layoutNow()
            driver.advance(by: 1.0 / 60)
            controller.update(progress: 0.4)
            let now = try #require(photoFrame(controller, s)).quad.boundingBox
            #expect(abs(now.midY - (before.midY - 10 * Double(step) * 0.4)) < 1e-6, "step \(step)")
            #expect(abs(now.midY - last.midY) < 4.01)
            last = now
        }
        // Then live (it scrolls on screen), its picture gone, the cell's photo still hidden.
        #expect(controller.showsDestinationLive && s.listScreen.alpha == 1)
        #expect(controller.currentFrames().allSatisfy { $0.name != "destination root" })
        #expect(s.list.cell(forScope: "item-30")?.subviews[0].alpha == 0)
        switch letGo {
        case .finish: controller.finish(velocity: 0)
        case .cancel: controller.cancel(velocity: 0)
        case .cancelThenFinish:
            controller.cancel(velocity: 0)
            driver.advance(by: 3.0 / 60)
            #expect(controller.phase == .cancelling)
            controller.finish(velocity: 0)
        }
        var previous = last
        var frames = 0
        while controller.phase.isInFlight {
            driver.advance(by: 1.0 / 60)
            guard let frame = photoFrame(controller, s) else { break }
            let box = frame.quad.boundingBox
            #expect(abs(box.midY - previous.midY) < 60, "a jump of \(box.midY - previous.midY)")
            previous = box
            frames += 1
        }
        #expect(frames > 5)
        let target = finishes ? s.cellPhotoRect(30) : CGRect(x: 0, y: 100, width: 390, height: 390)
        #expect(close(previous, target, 1), "ended at \(previous), expected \(target)")
        #expect(controller.phase == .ended(finished: finishes))
    }

    /// The list scrolls under the finger far enough that the item's row leaves the view and comes
    /// back, its cell reused for other rows meanwhile: no other row is left with a hole (the view
    /// MatchCut hid is put back when it shows another item), and the row that shows the item again
    /// is hidden while its stand-in flies (never shown twice); everything is back at the end.
    @Test(arguments: [false, true])
    func aCellReusedMidFlightLeavesNoHoleAndNoSecondCopy(keepsReusableCellsInTree: Bool) throws {
        let s = ListScreens(count: 100, showing: 30)
        s.list.keepsReusableCellsInTree = keepsReusableCellsInTree
        let driver = ManualFrameDriver(frameRate: 60)
        let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
        controller.begin(TransitionRequest(.pop, from: s.detail, to: s.listScreen, in: s.container, interactive: true))
        controller.update(progress: 0.3)
        var leftAndCameBack = (left: false, back: false)
        for step in 0..<40 {
            s.list.contentOffset.y += step < 20 ? 60 : -60
            s.list.view.layoutNow()
            driver.advance(by: 1.0 / 60)
            controller.update(progress: 0.3)
            let shown = s.list.visibleScopes
            if !shown.contains("item-30") { leftAndCameBack.left = true }
            if leftAndCameBack.left, shown.contains("item-30") { leftAndCameBack.back = true }
            for scope in shown {
                let photo = try #require(s.list.cell(forScope: scope)?.subviews.first)
                #expect(photo.alpha == (scope == "item-30" ? 0 : 1), "step \(step): \(scope)'s photo at \(photo.alpha)")
            }
        }
        #expect(leftAndCameBack.left && leftAndCameBack.back)
        // Back where it started: the screen stays live, its picture off (never both drawn).
        #expect(controller.showsDestinationLive && s.listScreen.alpha == 1)
        #expect(controller.backend.render(in: s.container).allSatisfy { $0.name != "destination root" })
        controller.finish(velocity: 0)
        driver.advance(by: 2)
        #expect(controller.phase == .ended(finished: true))
        for scope in s.list.visibleScopes { #expect(s.list.cell(forScope: scope)?.subviews.first?.alpha == 1) }
        #expect(s.detailPhoto.alpha == 1 && s.listScreen.alpha == 1)
    }

    /// The item was deleted in the detail screen: the element shrinks into the place the item had
    /// (remembered from the push, in the list's content, so it follows the list's scrolling) and
    /// fades, from exactly where it was: no jump, nothing left hidden.
    @Test func aGoneItemsElementShrinksIntoItsPlace() throws {
        let s = ListScreens(count: 60, showing: 4)
        s.list.contentOffset.y = -100
        s.list.view.layoutNow()
        let driver = ManualFrameDriver(frameRate: 60)
        let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
        // The push from item 4's cell: its place is remembered.
        controller.begin(TransitionRequest(.push, from: s.listScreen, to: s.detail, in: s.container))
        let place = s.list.frame(ofItemAt: 4)
        driver.advance(by: 2)
        // Deleted in the detail; the list reloads and scrolls a little.
        s.list.items.remove(at: 4)
        s.list.contentOffset.y = -60
        s.list.view.layoutNow()
        controller.begin(TransitionRequest(.pop, from: s.detail, to: s.listScreen, in: s.container))
        let plan = try #require(controller.plan)
        #expect(controller.report?.pairs.isEmpty == true)
        let track = try #require(plan.tracks.first { $0.role == .single(ViewPath(side: .source, indices: [0])) })
        let photo = ListScreens.photoInCell
        let expected = CGRect(
            x: place.minX + photo.minX, y: place.minY + photo.minY + 60, width: photo.width, height: photo.height)
        #expect(abs(track.initial.center.y - s.detailPhoto.frame.midY) < 1e-9 && track.initial.alpha == 1)
        #expect(abs(track.final.center.x - expected.midX) < 1e-9 && abs(track.final.center.y - expected.midY) < 1e-9)
        #expect(track.final.alpha == 0)
        let box = try track.final.quad().boundingBox
        #expect(box.width <= expected.width + 1e-9 && box.height <= expected.height + 1e-9)
        driver.advance(by: 2)
        #expect(controller.phase == .ended(finished: true) && s.detailPhoto.alpha == 1)
    }

    /// An element with modifiers of its own leaves as they say, gone item or not.
    @Test func anElementsOwnModifiersWinOverTheShrink() throws {
        let s = ListScreens(count: 60, showing: 4)
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(TransitionRequest(.push, from: s.listScreen, to: s.detail, in: s.container))
        (controller.driver as? ManualFrameDriver)?.advance(by: 2)
        s.list.items.remove(at: 4)
        s.list.view.layoutNow()
        s.detailPhoto.transitionModifiers = [.translate(x: 0, y: 300)]
        controller.begin(TransitionRequest(.pop, from: s.detail, to: s.listScreen, in: s.container))
        let track = try #require(
            controller.plan?.tracks.first { $0.role == .single(ViewPath(side: .source, indices: [0])) })
        #expect(abs(track.final.center.y - (s.detailPhoto.frame.midY + 300)) < 1e-9 && track.final.alpha == 1)
    }
}

/// Lists on the render server: nothing is asked of the frame driver while no list scrolls; a
/// scroll takes the flights landing in the list off the render server at once (drawn following
/// it), and looks again at the next frame, after the list has laid out.
@MainActor
@Suite struct ListRenderServerTests {
    @Test func aScrollingListIsHeardNotPolled() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../SampleApp/Scenes/list-pull-down-while-scrolling.json")
        let run = RenderServerRun(frameRate: 120)
        let request = try RenderServerRun.request(scene: url, interactive: true)
        run.controller.begin(request)
        #expect(run.controller.phase == .interactive)
        let (listView, list) = try #require(ListReveal.lists(in: request.destination).first)
        let pair = try #require(run.controller.report?.pairs.firstIndex { $0.key.id == "photo" })
        let index = try #require(run.controller.plan?.tracks.firstIndex { $0.role == .pair(pair) })
        let id = try #require(run.controller.plan?.tracks[index].id)
        #expect(run.backend.isPlaying(run.controller.standIns[index].view))
        run.controller.update(progress: 0.4)
        let calls = run.driver.callsDelivered
        run.driver.advance(by: 0.2)
        #expect(run.driver.callsDelivered == calls, "frames while nothing scrolls")
        let before = try #require(run.controller.currentFrames().first { $0.id == id }).state.center
        // The list scrolls 50 points on its own (decelerating): content moves up 50.
        list.scroll(to: CGPoint(x: 0, y: list.scrollGeometry.bounds.minY + 50))
        #expect(!run.backend.isPlaying(run.controller.standIns[index].view), "still on the render server")
        #expect(run.controller.showsDestinationLive)
        let after = try #require(run.controller.currentFrames().first { $0.id == id }).state.center
        #expect(abs(after.y - (before.y - 50 * 0.4)) < 1e-6, "\(before) → \(after)")
        // One look after the layout, then quiet again.
        run.driver.advance(by: 0.2)
        #expect(run.driver.callsDelivered == calls + 1)
        _ = listView
        // A hand-over (the release) never plays the live screen's picture again.
        let root = try #require(run.controller.standIns.firstIndex { $0.track.role == .destinationRoot })
        run.controller.finish(velocity: 0)
        for _ in 0..<20 {
            #expect(!run.backend.isPlaying(run.controller.standIns[root].view), "the picture is played again")
            #expect(run.controller.standIns[root].view.isHidden)
            run.driver.advance(by: 1.0 / 120)
        }
        run.driver.advance(by: 2)
        #expect(!run.controller.phase.isInFlight)
    }
}
