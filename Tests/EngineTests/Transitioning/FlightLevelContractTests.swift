import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// ``FlightLevel/aboveBars``: the flights are drawn in MatchCut's flight layer, at the front of
/// the navigation (or tab bar) controller's view, whose bar is a subview too (UIKit paints a view's
/// subviews in order, later ones on top: `UIView.subviews`), so above the bar; the screens stay
/// under it. The level changes where a stand-in hangs, never where it is drawn: each run below is
/// checked frame by frame against the same run under the bars.
@MainActor
@Suite(.allUIKitVariants) struct FlightLevelContractTests {
    /// A bar taller than UIKit's, so that the grid's cell 2 (y 110…238) is partly under it.
    static let bar = CGRect(x: 0, y: 0, width: 390, height: 130)

    /// A navigation controller with a bar, on the shared grid and detail; the detail asks for
    /// flights at `level`.
    static func navigation(_ level: FlightLevel) -> (TransitionHarness, FakeNavigationController, FakeViewController) {
        let harness = TransitionHarness()
        harness.onViolation = { Issue.record(Comment(rawValue: "\(level): \($0)")) }
        let (grid, detail, _) = ContractFixtures.screens(size: harness.window.bounds.size)
        let nav = FakeNavigationController(root: grid, in: harness, bar: bar)
        nav.coordination = FakeNavigationController.Coordination(
            stack: nav, backend: { harness.backend }, driver: { harness.driver })
        detail.transitionStyle = .matched(TransitionOptions(flightLevel: level))
        harness.endTurn()
        harness.backend.noteScreen(harness.window)
        return (harness, nav, detail)
    }

    enum Script: String, CaseIterable, Sendable {
        case pushThenPanPopFinished, pushThenPanPopCancelled, pushTurnedAround
    }

    /// Whether a track is one of the two screens or the dimming between them, written out here
    /// (the engine's rule is checked against it, not with it).
    static func isScreen(_ track: StandInTrack) -> Bool {
        switch track.role {
        case .sourceRoot, .destinationRoot, .dimming: true
        default: false
        }
    }

    /// The index from which the stand-ins (back to front) are drawn above the bars: just in front
    /// of the frontmost screen, so the drawing order is kept and no screen is above the bars.
    static func firstAbove(_ tracks: [StandInTrack]) -> Int {
        var index = tracks.count
        while index > 0, !isScreen(tracks[index - 1]) { index -= 1 }
        return index
    }

    /// What one committed frame showed of the stand-ins: each one's quad in the window, by track.
    typealias Drawn = [String: Quad]

    /// Runs `script` at `level`; returns every in-flight frame's stand-ins, and the problems found
    /// with where they hang.
    static func run(_ script: Script, _ level: FlightLevel) throws -> (frames: [Drawn], overBar: Int) {
        let (harness, nav, detail) = navigation(level)
        let engine = nav.coordination.engine
        let controllerView = nav.controllerView
        let bar = try #require(nav.navigationBar)
        var frames: [Drawn] = []
        var overBar = 0
        harness.frameChecks.append { _ in
            guard engine.phase.isInFlight, engine.phase != .preparing else { return [] }
            var problems: [String] = []
            var drawn: Drawn = [:]
            let layer = engine.flightLayer
            let window = harness.window
            switch level {
            case .underBars:
                if layer != nil { problems.append("a flight layer under the bars") }
            case .aboveBars:
                guard let layer else { return ["no flight layer above the bars"] }
                // In front of the bar, in the navigation controller's view; clear, taking no
                // touches, over the container's area.
                if layer.superview !== controllerView || controllerView.subviews.last !== layer {
                    problems.append("the flight layer is not at the front of the navigation controller's view")
                }
                if layer.isUserInteractionEnabled || layer.backgroundColor != nil || layer.alpha != 1 {
                    problems.append("the flight layer takes touches or draws")
                }
                if let frame = try? nav.view.convertedRect(nav.view.bounds, to: window),
                    let shown = try? layer.convertedRect(layer.bounds, to: window), frame != shown
                {
                    problems.append("the flight layer is not over the container: \(layer.frame) \(frame)")
                }
            }
            let firstAbove = Self.firstAbove(engine.standIns.map(\.track))
            for (index, standIn) in engine.standIns.enumerated() {
                let inLayer = layer.map { $0.contains(standIn.view) } ?? false
                let inContainer = nav.view.contains(standIn.view)
                let expectedInLayer = level == .aboveBars && index >= firstAbove
                if inLayer != expectedInLayer || inContainer == expectedInLayer {
                    problems.append("\(standIn.track.name) hangs in the wrong place (layer \(inLayer))")
                }
                if let quad = try? standIn.view.convertedQuad(standIn.view.bounds, to: window) {
                    drawn[standIn.track.name] = quad
                    if expectedInLayer, !standIn.view.isHidden, standIn.view.alpha > 0,
                        quad.boundingBox.minY < bar.frame.maxY
                    {
                        overBar += 1
                    }
                }
            }
            frames.append(drawn)
            return problems
        }
        nav.push(detail)
        switch script {
        case .pushTurnedAround:
            letUIKitAskTheDelegate(harness, nav)
            let flow = try #require(nav.coordination.current)
            harness.run(until: { flow.controller.phase == .running })
            harness.run(for: 0.12)
            #expect(flow.turnAround())
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            #expect(nav.viewControllers.map(\.title) == ["grid"])
        case .pushThenPanPopFinished, .pushThenPanPopCancelled:
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            let finish = script == .pushThenPanPopFinished
            let end = finish ? 250.0 : 60
            for i in 0...10 {
                let velocity = i == 10 && !finish ? -300.0 : 700
                let state: RecognizerState = i == 0 ? .began : i == 10 ? .ended : .changed
                nav.coordination.pan(horizontalPan(state, x: end * Double(i) / 10, velocity: velocity))
                harness.driver.advance(by: 1.0 / 60)
                harness.endTurn()
            }
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            #expect(nav.viewControllers.map(\.title) == (finish ? ["grid"] : ["grid", "detail"]))
        }
        // Nothing of MatchCut's is left in the window; the bar is above the container as before.
        #expect(harness.window.subviews.map(\.name) == ["navigation controller view"], "\(script) \(level)")
        #expect(controllerView.subviews.last === bar && engine.flightLayer == nil)
        #expect(harness.violations.isEmpty && harness.backend.base.liveStandIns.isEmpty)
        return (frames, overBar)
    }

    @Test(arguments: Script.allCases)
    func flightsAboveTheBarsAreDrawnWhereTheyAreUnderThem(_ script: Script) throws {
        let under = try Self.run(script, .underBars)
        let above = try Self.run(script, .aboveBars)
        #expect(under.frames.count > 10 && under.frames.count == above.frames.count, "\(script)")
        var worst = 0.0
        for (u, a) in zip(under.frames, above.frames) {
            #expect(Set(u.keys) == Set(a.keys), "\(script): the same stand-ins")
            for (name, quad) in u {
                guard let other = a[name] else { continue }
                for (p, q) in zip(quad.corners, other.corners) { worst = max(worst, abs(p.x - q.x), abs(p.y - q.y)) }
            }
        }
        #expect(worst < 1e-9, "\(script): a stand-in above the bars was \(worst) pt from where it is under them")
        // The photo's flight crosses the bar's area: above the bars it is drawn over the bar.
        #expect(above.overBar > 0, "\(script)")
    }

    /// What is drawn above the navigation controller's view (a sheet presented above, the app's
    /// own overlay in the window) stays above the flights: the flight layer is inside that view.
    @Test func whatIsPresentedAboveStaysAboveTheFlights() throws {
        let (harness, nav, detail) = Self.navigation(.aboveBars)
        let sheet = HeadlessView(frame: CGRect(x: 0, y: 600, width: 390, height: 244))
        sheet.name = "sheet above"
        harness.window.addSubview(sheet)
        let flow = try pushInFlight(detail, on: nav, in: harness, for: 0.1)
        let layer = try #require(flow.controller.flightLayer)
        let names = harness.window.subviews.map { $0.name ?? "?" }
        #expect(names.first == "navigation controller view" && names.last == "sheet above", "\(names)")
        #expect(layer.superview === nav.controllerView && !harness.window.subviews.contains { $0 === layer })
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(harness.window.subviews.map(\.name) == ["navigation controller view", "sheet above"])
        #expect(harness.violations.isEmpty)
    }

    /// An element given a `zIndex` behind a screen stays behind it, with the screens under the
    /// bars; no screen is ever drawn above the bars; the drawing order is kept across the two
    /// parents (container, then flight layer).
    @Test(arguments: [50, 150, 2000])
    func anElementBehindAScreenStaysUnderTheBarsWithIt(_ zIndex: Int) throws {
        let (harness, nav, detail) = Self.navigation(.aboveBars)
        let photo = try #require(detail.rootView.subviews.first { $0.matchID == "photo" })
        photo.transitionModifiers = [.zIndex(zIndex)]
        let flow = try pushInFlight(detail, on: nav, in: harness, for: 0.1)
        let engine = flow.controller
        let layer = try #require(engine.flightLayer)
        let tracks = engine.standIns.map(\.track)
        #expect(tracks.map(\.zIndex) == tracks.map(\.zIndex).sorted(), "drawn back to front")
        let lastScreen = try #require(tracks.lastIndex { Self.isScreen($0) })
        for (index, standIn) in engine.standIns.enumerated() {
            let inLayer = layer.contains(standIn.view)
            #expect(inLayer == (index > lastScreen), "\(zIndex): \(standIn.track.name) at \(index)")
            if Self.isScreen(standIn.track) { #expect(!inLayer) }
        }
        let photoTrack = try #require(tracks.firstIndex { if case .pair = $0.role { true } else { false } })
        #expect((photoTrack > lastScreen) == (zIndex > 200), "\(zIndex): the photo's level")
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(harness.violations.isEmpty && engine.flightLayer == nil)
    }

    /// A navigation controller in a tab bar controller: the flights go in front of both bars, at
    /// the front of the outermost view that draws bars (the tab bar controller's).
    @Test func theFlightsGoAboveEveryBarAroundTheContainer() throws {
        let (harness, nav, detail) = Self.navigation(.aboveBars)
        let tabsView = HeadlessView(frame: harness.window.bounds)
        tabsView.name = "tab bar controller view"
        tabsView.drawsBars = true
        let tabBar = HeadlessView(frame: CGRect(x: 0, y: 761, width: 390, height: 83))
        tabBar.name = "tab bar"
        nav.controllerView.removeFromSuperview()
        tabsView.addSubview(nav.controllerView)
        tabsView.addSubview(tabBar)
        harness.window.addSubview(tabsView)
        harness.endTurn()
        let flow = try pushInFlight(detail, on: nav, in: harness, for: 0.1)
        let layer = try #require(flow.controller.flightLayer)
        #expect(layer.superview === tabsView && tabsView.subviews.last === layer)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(tabsView.subviews.last === tabBar && harness.violations.isEmpty)
    }

    /// A container an ancestor scales (a drawer shrinking the content) cannot be matched by a
    /// layer posed in the bar view's space by a translation: the flights stay in the container,
    /// under the bars, rather than drawn elsewhere.
    @Test func aScaledContainerKeepsItsFlightsUnderTheBars() throws {
        let (harness, nav, detail) = Self.navigation(.aboveBars)
        var geometry = nav.view.geometry
        geometry.transform = Transform3D(scaleX: 0.8, y: 0.8, z: 1)
        nav.view.geometry = geometry
        harness.endTurn()
        let flow = try pushInFlight(detail, on: nav, in: harness, for: 0.1)
        #expect(flow.controller.flightLayer == nil)
        #expect(flow.controller.standIns.allSatisfy { nav.view.contains($0.view) })
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(harness.violations.isEmpty)
    }

    /// A tab switch above the tab bar: the flight layer is in front of the tab bar, in the tab bar
    /// controller's view, and a tap on the bar still reaches it through the layer: the tab the
    /// switch leaves turns it around.
    @Test func aTabSwitchFliesAboveTheTabBarAndTheBarStillTakesTaps() throws {
        let (harness, tabs, library, favorites, settings) = TabContractTests.tabs()
        favorites.transitionStyle = .matched(TransitionOptions(flightLevel: .aboveBars))
        library.transitionStyle = .matched(TransitionOptions(flightLevel: .aboveBars))
        var frames = 0
        harness.frameChecks.append { window in
            let engine = tabs.coordination.engine
            guard engine.phase.isInFlight, engine.phase != .preparing else { return [] }
            frames += 1
            guard let layer = engine.flightLayer else { return ["no flight layer"] }
            guard layer.superview === tabs.view, tabs.view.subviews.last === layer,
                tabs.view.subviews.firstIndex(where: { $0 === tabs.tabBar }) == tabs.view.subviews.count - 2
            else { return ["the flight layer is not just in front of the tab bar"] }
            // The screens stay in the container, under the tab bar.
            if engine.standIns.contains(where: { FlightLevelContractTests.isScreen($0.track) && layer.contains($0.view) }) {
                return ["a screen drawn above the tab bar"]
            }
            let flights = engine.standIns.filter { !FlightLevelContractTests.isScreen($0.track) }
            return flights.allSatisfy { layer.contains($0.view) } && !flights.isEmpty
                ? [] : ["a flight outside the flight layer"]
        }
        tabs.tapTab(1)
        TabContractTests().letUIKitAsk(harness, tabs)
        let context = try #require(tabs.contexts.last)
        harness.run(until: { context.hasStarted })
        harness.run(for: 0.15)
        if tabs.variant.touchesReachTheSurfaceDuringATapStartedTransition {
            #expect(tabs.tap(at: CGPoint(x: 60, y: 800)) == "bar")  // Library, the tab it leaves
            TabContractTests.settle(harness, tabs)
            #expect(context.completions == [false] && tabs.selectedIndex == 0)
        } else {
            TabContractTests.settle(harness, tabs)
            #expect(context.completions == [true] && tabs.selectedIndex == 1)
        }
        #expect(frames > 5 && harness.window.subviews.map(\.name) == ["tab bar controller view"])
        TabContractTests.expectSettled(tabs, harness, [library, favorites, settings])
    }
}

/// Bar button items in pushes and pops above the bars: the list's avatar in the navigation bar
/// flies into the profile pushed from it, and back into the bar on the pop when UIKit has put the
/// list's items in the bar by the pop's start; when it has not, the profile's avatar has no partner
/// and leaves with its screen. Under the bars, bar items take no part (``BarItemContractTests``).
@MainActor
@Suite(.allUIKitVariants) struct BarItemFlightContractTests {
    @Test(arguments: FakeNavigationController.ArrivingBarItems.allCases)
    func theBarsAvatarFliesIntoAPushedProfileAndBack(_ arriving: FakeNavigationController.ArrivingBarItems) throws {
        let harness = TransitionHarness()
        harness.onViolation = { Issue.record(Comment(rawValue: "\(arriving): \($0)")) }
        let (nav, grid, profile, avatar) = Self.fixture(harness)
        avatar.cornerRadius = 18
        avatar.alpha = 0.9
        nav.arrivingBarItems = arriving
        harness.endTurn()
        harness.backend.noteScreen(harness.window)
        #expect(avatar.superview === nav.navigationBar)
        let gridViews = grid.rootView.subviews.count
        let counts = BarItemContractTests.watch(avatar, harness) { nav.coordination.engine }

        nav.push(profile)
        letUIKitAskTheDelegate(harness, nav)
        harness.run(until: { nav.coordination.engine.phase == .running })
        #expect(nav.coordination.engine.report?.pairs.map(\.key.id) == ["avatar"])
        let pair = try #require(nav.coordination.engine.report?.pairs.first)
        #expect(abs(pair.source.quad.boundingBox.minX - 336) < 1e-6 && abs(pair.source.quad.boundingBox.minY - 54) < 1e-6)
        #expect(harness.backend.base.pictureLog.contains { $0.0 === avatar })
        // UIKit was told the duration the flight takes: the delegate's match saw the bar item too.
        let told = try #require(nav.context?.transitionDuration)
        let planned = try #require(nav.coordination.engine.plan?.duration)
        #expect(abs(told - planned) < 1e-9, "told \(told) s, planned \(planned) s")
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.viewControllers.map(\.title) == ["grid", "profile"])
        #expect(counts().hidden > 5 && counts().shown == 0, "\(counts())")
        // The list's items leave the bar with the list (UIKit shows the top screen's).
        #expect(avatar.superview == nil && avatar.alpha == 0.9 && grid.rootView.subviews.count == gridViews)

        let hiddenAfterPush = counts().hidden
        nav.pop()
        letUIKitAskTheDelegate(harness, nav)
        harness.run(until: { nav.coordination.engine.phase == .running })
        let pairs = nav.coordination.engine.report?.pairs.map(\.key.id) ?? []
        switch arriving {
        case .fromTheStart: #expect(pairs == ["avatar"])
        case .atTheEnd: #expect(pairs.isEmpty)
        }
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.viewControllers.map(\.title) == ["grid"] && avatar.superview === nav.navigationBar)
        #expect(avatar.alpha == 0.9 && grid.rootView.subviews.count == gridViews)
        if arriving == .fromTheStart { #expect(counts().hidden > hiddenAfterPush + 5) }
        #expect(harness.window.subviews.map(\.name) == ["navigation controller view"])
        #expect(harness.violations.isEmpty && harness.backend.base.liveStandIns.isEmpty)
    }

    /// A screen laid out below an opaque bar (its root starts under the bar, not under the status
    /// bar: `extendedLayoutIncludesOpaqueBars` false) still flies its bar's item: the item is on
    /// screen though outside the screen's view.
    @Test func aScreenLaidOutBelowItsBarStillFliesTheBarsItem() throws {
        let harness = TransitionHarness()
        harness.onViolation = { Issue.record(Comment(rawValue: $0)) }
        let (nav, grid, profile, avatar) = Self.fixture(harness)
        grid.rootView.frame = CGRect(x: 0, y: 100, width: 390, height: 744)
        harness.endTurn()
        harness.backend.noteScreen(harness.window)
        nav.push(profile)
        letUIKitAskTheDelegate(harness, nav)
        harness.run(until: { nav.coordination.engine.phase == .running })
        #expect(nav.coordination.engine.report?.pairs.map(\.key.id) == ["avatar"])
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(avatar.alpha == 1 && harness.violations.isEmpty)
    }

    /// A navigation controller with a bar on the grid, whose bar shows `gridItem` (tagged
    /// "avatar"), and a profile with a large avatar asking for flights above the bars.
    static func fixture(_ harness: TransitionHarness, gridItem: Bool = true)
        -> (nav: FakeNavigationController, grid: FakeViewController, profile: FakeViewController, avatar: HeadlessView)
    {
        let (grid, _, _) = ContractFixtures.screens(size: harness.window.bounds.size)
        let avatar = HeadlessView(frame: CGRect(x: 336, y: 54, width: 36, height: 36))
        avatar.name = "bar avatar"
        avatar.backgroundColor = RGBAColor(red: 0.9, green: 0.4, blue: 0.3)
        if gridItem { grid.barItems = [("avatar", avatar)] }
        let nav = FakeNavigationController(root: grid, in: harness, bar: CGRect(x: 0, y: 0, width: 390, height: 100))
        nav.coordination = FakeNavigationController.Coordination(
            stack: nav, backend: { harness.backend }, driver: { harness.driver })
        let root = HeadlessView(frame: harness.window.bounds)
        root.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
        BarItemContractTests.profile(root)
        let profile = FakeViewController("profile", rootView: root)
        profile.transitionStyle = .matched(TransitionOptions(flightLevel: .aboveBars))
        return (nav, grid, profile, avatar)
    }

    /// Where a bar item takes no part, a push whose only shared element it would be keeps UIKit's
    /// transition: under the bars (the default: the flight would start hidden); its bar hidden; the item hidden by the app; the screen's own view a scroll view
    /// (its content would carry the proxy away); the item only on the arriving screen (not in the
    /// bar at a push's start); the same item on both screens' bars (never an item for an item).
    enum Hidden: String, CaseIterable, Sendable {
        case underTheBars, barHidden, itemHidden, scrollingScreen, arrivingOnly, barToBar
    }

    @Test(arguments: Hidden.allCases)
    func aBarItemThatCannotFlyLeavesThePushToUIKit(_ hidden: Hidden) {
        let harness = TransitionHarness()
        harness.onViolation = { Issue.record(Comment(rawValue: "\(hidden): \($0)")) }
        let (nav, grid, profile, avatar) = Self.fixture(harness, gridItem: hidden != .arrivingOnly)
        switch hidden {
        case .underTheBars: profile.transitionStyle = nil
        case .barHidden: nav.navigationBar?.isHidden = true
        case .itemHidden: grid.barItemsHidden = true
        case .scrollingScreen: grid.rootView.isScrollView = true
        case .arrivingOnly, .barToBar:
            // The profile's own bar item tagged "avatar"; the grid has a tagged view, or the item.
            let own = HeadlessView(frame: CGRect(x: 336, y: 54, width: 36, height: 36))
            own.backgroundColor = RGBAColor(red: 0.2, green: 0.4, blue: 0.9)
            profile.barItems = [("avatar", own)]
            if hidden == .arrivingOnly {
                let tagged = HeadlessView(frame: CGRect(x: 20, y: 500, width: 60, height: 60))
                tagged.matchID = "avatar"
                tagged.backgroundColor = RGBAColor(red: 0.9, green: 0.4, blue: 0.3)
                grid.rootView.addSubview(tagged)
            }
            // Its large avatar is untagged: only the bar items share the key.
            profile.rootView.subviews.first { $0.matchID == "avatar" }?.matchID = nil
        }
        harness.endTurn()
        harness.backend.noteScreen(harness.window)
        nav.push(profile)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.log.contains("system transition"), "\(hidden): \(nav.log)")
        #expect(nav.viewControllers.map(\.title) == ["grid", "profile"] && avatar.alpha == 1)
        if hidden == .barToBar {
            // Back: the grid's item is not in the bar at the pop's start (the fake's default): not
            // counted either, so UIKit's pop.
            nav.pop()
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            #expect(nav.log.filter { $0 == "system transition" }.count == 2, "\(nav.log)")
        }
        #expect(harness.violations.isEmpty)
    }
}
