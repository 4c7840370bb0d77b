import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// MatchCut's tab coordination on a fake tab bar controller that runs it as UIKit does: matched
/// flights between tabs, the swipe between tabs, a catch and a turn-around in flight, and every
/// switch ending with the selection the screen shows and nothing left changed.
@MainActor
@Suite(.allUIKitVariants) struct TabContractTests {
    /// Library (a grid of six scoped photos), Favorites (items 2 and 4, larger, elsewhere), and
    /// Settings (shares nothing), in a tab bar controller with MatchCut's coordination.
    static func tabs(seed: Int = 0) -> (
        harness: TransitionHarness, tabs: FakeTabBarController, library: FakeViewController,
        favorites: FakeViewController, settings: FakeViewController
    ) {
        let harness = TransitionHarness()
        harness.onViolation = { Issue.record(Comment(rawValue: "seed \(seed): \($0)")) }
        let size = harness.window.bounds.size
        let (grid, _, settings) = ContractFixtures.screens(size: size)
        let favorites = HeadlessView(frame: CGRect(origin: .zero, size: size))
        favorites.name = "favorites"
        favorites.backgroundColor = RGBAColor(red: 0.98, green: 0.96, blue: 0.9)
        for (row, item) in [2, 4].enumerated() {
            let cell = HeadlessView(frame: CGRect(x: 20, y: 120 + Double(row) * 330, width: 350, height: 300))
            cell.matchScope = "item-\(item)"
            let photo = HeadlessView(frame: CGRect(x: 0, y: 0, width: 350, height: 300))
            photo.name = "favorite \(item)"
            photo.matchID = "photo"
            photo.cornerRadius = 16
            photo.backgroundColor = RGBAColor(red: 0.2 + 0.1 * Double(item), green: 0.5, blue: 0.7)
            cell.addSubview(photo)
            favorites.addSubview(cell)
        }
        let library = FakeViewController("library", rootView: grid.rootView)
        grid.rootView.removeFromParent()
        let favoritesTab = FakeViewController("favorites", rootView: favorites)
        let tabs = FakeTabBarController(tabs: [library, favoritesTab, settings], in: harness)
        tabs.coordination = FakeTabBarController.Coordination(
            tabs: tabs, backend: { harness.backend }, driver: { harness.driver })
        tabs.coordination.swipesBetweenTabs = true
        harness.endTurn()
        harness.backend.noteScreen(harness.window)
        return (harness, tabs, library, favoritesTab, settings)
    }

    /// Runs until the switch and UIKit's work after it are over.
    static func settle(_ harness: TransitionHarness, _ tabs: FakeTabBarController) {
        harness.run(until: { !tabs.isTransitioning && !harness.hasScheduledWork })
    }

    /// The screen shown is the selected tab's, alone in the container, and nothing MatchCut
    /// changed is left changed.
    /// Replaces every view tagged `photo` under `root` by a new one in its place (an app
    /// reloading its content); returns the views replaced.
    static func replacePhotos(in root: HeadlessView) -> [HeadlessView] {
        var (pending, photos) = ([root], [HeadlessView]())
        while let view = pending.popLast() {
            if view.matchID == "photo" { photos.append(view) }
            pending += view.subviews
        }
        for photo in photos {
            guard let parent = photo.superview, let index = parent.subviews.firstIndex(where: { $0 === photo })
            else { continue }
            let fresh = HeadlessView(frame: photo.frame)
            fresh.matchID = "photo"
            fresh.cornerRadius = photo.cornerRadius
            photo.removeFromSuperview()
            parent.insertSubview(fresh, at: index)
        }
        return photos
    }

    static func expectSettled(
        _ tabs: FakeTabBarController, _ harness: TransitionHarness, _ screens: [FakeViewController],
        _ comment: String = ""
    ) {
        let shown = tabs.viewControllers[tabs.selectedIndex]
        #expect(tabs.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(shown.rootView)], "\(comment)")
        #expect(shown.rootView.frame == tabs.transitionView.bounds, "\(comment)")
        #expect(tabs.view.subviews.last === tabs.tabBar, "\(comment): the bar stays above the content")
        #expect(harness.backend.base.liveStandIns.isEmpty && harness.violations.isEmpty, "\(comment)")
        for screen in screens {
            var all = [screen.rootView]
            while let view = all.popLast() {
                #expect(view.alpha == 1 && !view.isHidden, "\(comment): \(view.name ?? "a view") left changed")
                all += view.subviews
            }
        }
    }

    @Test func aTappedSwitchBetweenTabsThatShareAPhotoFliesInUIKitsOrder() throws {
        let (harness, tabs, library, favorites, settings) = Self.tabs()
        tabs.tapTab(1)
        letUIKitAsk(harness, tabs)
        #expect(
            tabs.log.starts(with: ["shouldSelect 1"])
                && tabs.log.contains("didSelect favorites")
                && tabs.log.contains(["animationController", "interactionController", "transitionDuration"]))
        let context = try #require(tabs.contexts.last)
        // The pairs fly while the switch runs, in the container under the bar.
        harness.run(until: { context.hasStarted })
        harness.run(for: 0.1)
        let plan = try #require(tabs.coordination.engine.plan)
        #expect(plan.kind == .tabForward && plan.tracks.filter { if case .pair = $0.role { true } else { false } }.count == 2)
        #expect(tabs.coordination.engine.standInViews.allSatisfy { tabs.transitionView.contains($0) })
        #expect(tabs.view.subviews.last === tabs.tabBar)
        Self.settle(harness, tabs)
        #expect(tabs.selectedIndex == 1 && context.completions == [true] && !context.wasInitiallyInteractive)
        #expect(context.companion?.finishes == [true])
        // VoiceOver lands on the larger of the two photos that flew (the first favorite).
        #expect(tabs.screenChanges.last??.name == "favorite 2")
        Self.expectSettled(tabs, harness, [library, favorites, settings])
        // And back: a switch to an earlier tab.
        tabs.tapTab(0)
        Self.settle(harness, tabs)
        #expect(tabs.coordination.engine.plan?.kind == .tabBack && tabs.selectedIndex == 0)
        Self.expectSettled(tabs, harness, [library, favorites, settings])
    }

    @Test func tabsThatShareNothingSwitchAsUIKitDoes() {
        let (harness, tabs, library, favorites, settings) = Self.tabs()
        tabs.tapTab(2)
        Self.settle(harness, tabs)
        #expect(tabs.log.contains("no animation") && tabs.contexts.isEmpty && tabs.selectedIndex == 2)
        Self.expectSettled(tabs, harness, [library, favorites, settings])
    }

    @Test func theAppsOwnAnimatorWins() {
        let (harness, tabs, _, _, _) = Self.tabs()
        tabs.userAnimates = true
        tabs.tapTab(1)
        Self.settle(harness, tabs)
        #expect(tabs.log.contains("user transition") && tabs.contexts.isEmpty && tabs.selectedIndex == 1)
        #expect(harness.violations.isEmpty)
    }

    @Test func aTabsOwnPresetPlaysWhenSwitchedTo() {
        let (harness, tabs, library, favorites, settings) = Self.tabs()
        settings.transitionStyle = .preset(.fade)
        tabs.tapTab(2)
        Self.settle(harness, tabs)
        #expect(tabs.contexts.count == 1 && tabs.contexts.last?.completions == [true] && tabs.selectedIndex == 2)
        Self.expectSettled(tabs, harness, [library, favorites, settings])
    }

    /// A tap on the item of the tab a switch leaves turns it around from where it is: UIKit is
    /// told it was cancelled, the first tab stays selected; a tap on a third tab meanwhile is
    /// refused (UIKit never sees a selection mid-switch).
    @Test func aTapOnTheLeavingTabTurnsTheSwitchAroundAndOtherTapsAreRefused() throws {
        let (harness, tabs, library, favorites, settings) = Self.tabs()
        tabs.tapTab(1)
        letUIKitAsk(harness, tabs)
        let context = try #require(tabs.contexts.last)
        harness.run(until: { context.hasStarted })
        harness.run(for: 0.15)
        guard tabs.variant.touchesReachTheSurfaceDuringATapStartedTransition else {
            // The whole app ignores touches during a tap-started switch: the bar's too.
            #expect(tabs.tap(at: CGPoint(x: 60, y: 800)) == "nobody")
            Self.settle(harness, tabs)
            #expect(context.completions == [true] && tabs.selectedIndex == 1)
            Self.expectSettled(tabs, harness, [library, favorites, settings])
            return
        }
        #expect(tabs.tap(at: CGPoint(x: 330, y: 800)) == "bar")  // Settings
        #expect(tabs.log.last == "refused 2" && tabs.dropped.isEmpty)
        let progress = tabs.coordination.engine.progress
        #expect(progress > 0.05 && progress < 0.95)
        #expect(tabs.tap(at: CGPoint(x: 60, y: 800)) == "bar")  // Library, the tab it leaves
        #expect(tabs.log.last == "refused 0" && context.releases.map(\.finished) == [false])
        // It goes back from where it was: no jump to the start.
        harness.run(for: 1.0 / 60)
        #expect(abs(tabs.coordination.engine.progress - progress) < 0.1)
        Self.settle(harness, tabs)
        #expect(context.completions == [false] && tabs.selectedIndex == 0 && tabs.screenChanges.isEmpty)
        // UIKit told the app Favorites was selected at the tap, then put the selection back
        // silently: MatchCut tells it the tab it is on.
        #expect(tabs.log.filter { $0.hasPrefix("didSelect") } == ["didSelect favorites", "didSelect library (told by MatchCut)"])
        Self.expectSettled(tabs, harness, [library, favorites, settings])
        // MatchCut's own request: the leaving tab turns a switch around, another is refused.
        tabs.tapTab(1)
        letUIKitAsk(harness, tabs)
        harness.run(until: { tabs.contexts.last?.hasStarted == true })
        harness.run(for: 0.1)
        #expect(tabs.coordination.select(2) == .refused)
        #expect(tabs.coordination.select(0) == .turnedAround)
        Self.settle(harness, tabs)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.log.filter { $0.hasPrefix("didSelect") }.count == 4, "a tap's turn-around only is told")
        Self.expectSettled(tabs, harness, [library, favorites, settings])
    }

    /// The swipe under seeded random fingers, both ways from the middle tab: the switch follows the
    /// finger from the start, and ends as the screen shows — the tab it reached selected (and the
    /// app's delegate told, as for a tap), or the one it left.
    @Test func theSwipeUnderRandomFingersEndsAsTheScreenShows() {
        var outcomes: [Bool] = []
        defer {
            #expect(outcomes.count >= UIKitVariant.share(of: 30), "\(outcomes.count) swipes")
            if let all = UIKitVariant.acrossVariants("tab swipe", outcomes) {
                #expect(all.contains(true) && all.contains(false), "\(all.count) swipes")
            }
        }
        for seed in 0..<80 where UIKitVariant.runs(seed: seed) {
            var rng = SeededRandom(seed: UInt64(seed))
            let (harness, tabs, library, favorites, settings) = Self.tabs(seed: seed)
            tabs.setSelectedIndex(1)
            Self.settle(harness, tabs)
            let before = tabs.contexts.count
            // Every other seed, tabs that reload as they appear (at the swipe's start, and again
            // when a given-up swipe shows the first tab again): each tagged photo replaced by a
            // new view in its place. The views replaced are kept to check.
            var replaced: [HeadlessView] = []
            if seed % 2 == 1 {
                for screen in [library, favorites, settings] {
                    screen.onAppearance = { [unowned screen] callback in
                        guard callback == .willAppear else { return }
                        replaced += Self.replacePhotos(in: screen.rootView)
                    }
                }
            }
            let towardNext = rng.chance(0.5)
            let start = CGPoint(x: towardNext ? 300 : 90, y: 420)
            let script = GestureScript.random(
                &rng, axis: CGPoint(x: towardNext ? -1 : 1, y: 0), start: start, extent: 390)
            var samples: [PanSample] = []
            var previous = CGPoint.zero
            for (i, s) in script.samples.enumerated() {
                let velocity = CGPoint(x: (s.translation.x - previous.x) * 60, y: (s.translation.y - previous.y) * 60)
                previous = s.translation
                samples.append(
                    PanSample(
                        state: i == 0 ? .began : .changed,
                        location: CGPoint(x: start.x + s.translation.x, y: start.y + s.translation.y),
                        translation: s.translation, velocity: velocity))
            }
            let last = samples[samples.count - 1]
            samples.append(
                PanSample(
                    state: .ended, location: last.location, translation: last.translation,
                    velocity: script.releaseVelocity))
            let began = tabs.coordination.panShouldBegin(samples[0], scrolls: [], showsRoot: true)
            let burst = rng.int(1...3)
            for (i, sample) in samples.enumerated() where began {
                tabs.coordination.pan(sample)
                if i % burst == 0 {
                    harness.driver.advance(by: 1.0 / 60)
                    harness.endTurn()
                }
            }
            Self.settle(harness, tabs)
            let target = towardNext ? 2 : 0
            if began, let context = tabs.contexts.last, tabs.contexts.count == before + 1 {
                let finished = context.completions == [true]
                outcomes.append(finished)
                #expect(context.completions.count == 1 && context.wasInitiallyInteractive, "seed \(seed)")
                #expect(tabs.selectedIndex == (finished ? target : 1), "seed \(seed)")
                let told = tabs.log.contains("didSelect \(tabs.viewControllers[target].title) (told by MatchCut)")
                #expect(told == finished, "seed \(seed): the app's delegate is told of a finished swipe only")
                // The appearance callbacks end as the screen shows (a cancelled swipe undoes them).
                let (shown, gone) = finished ? (context.to, context.from) : (context.from, context.to)
                #expect(
                    shown.appearances.last == .didAppear && gone.appearances.last == .didDisappear,
                    "seed \(seed): \(shown.appearances) \(gone.appearances)")
                Self.expectSettled(tabs, harness, [library, favorites, settings], "seed \(seed)")
                #expect(replaced.allSatisfy { $0.alpha == 1 && !$0.isHidden }, "seed \(seed): a replaced view changed")
            } else {
                // A script whose first movement is mostly vertical does not begin.
                #expect(!began && tabs.selectedIndex == 1, "seed \(seed): a swipe that began must switch")
            }
        }
    }

    /// The app's `shouldSelect` is asked once per swipe (not again as it begins), and a tap while
    /// the swipe's switch is asked for or flying is refused, never left to UIKit mid-transition.
    @Test func aSwipeAsksTheAppOnceAndTapsWaitForItsSwitch() {
        let (harness, tabs, library, favorites, settings) = Self.tabs()
        let samples = Self.drag(from: CGPoint(x: 300, y: 400), along: CGPoint(x: -1, y: 0), step: 25, count: 10, speed: 900)
        #expect(tabs.drag(Array(samples.prefix(1))) == "view")
        #expect(tabs.log.filter { $0.hasPrefix("shouldSelect 1 (asked by MatchCut)") }.count == 1)
        tabs.tapTab(2)
        #expect(tabs.log.last == "refused 2")
        for sample in samples.dropFirst() {
            tabs.coordination.pan(sample)
            tabs.tapTab(2)
            harness.driver.advance(by: 1.0 / 60)
            harness.endTurn()
        }
        Self.settle(harness, tabs)
        #expect(tabs.selectedIndex == 1 && !tabs.log.contains("dropped 2") && tabs.log.last(where: { $0.hasPrefix("refused") }) == "refused 2")
        #expect(tabs.log.filter { $0 == "didSelect favorites (told by MatchCut)" }.count == 1)
        Self.expectSettled(tabs, harness, [library, favorites, settings])
    }

    /// A swipe toward a tab that shares nothing slides (MatchCut's swipe has no system switch to
    /// fall back on), and ends with the tab selected.
    @Test func aSwipeToATabThatSharesNothingSlides() throws {
        let (harness, tabs, library, favorites, settings) = Self.tabs()
        tabs.setSelectedIndex(1)
        Self.settle(harness, tabs)
        let samples = Self.drag(from: CGPoint(x: 300, y: 400), along: CGPoint(x: -1, y: 0), step: 20, count: 12, speed: 900)
        #expect(tabs.drag(Array(samples.prefix(1))) == "view")
        for sample in samples.dropFirst() {
            tabs.coordination.pan(sample)
            harness.driver.advance(by: 1.0 / 60)
            harness.endTurn()
        }
        Self.settle(harness, tabs)
        #expect(tabs.selectedIndex == 2 && tabs.contexts.last?.completions == [true])
        #expect(tabs.coordination.engine.plan.map { $0.tracks.allSatisfy { if case .pair = $0.role { false } else { true } } } == true)
        Self.expectSettled(tabs, harness, [library, favorites, settings])
    }

    /// Where the swipe never begins: up or down, toward no tab (before the first, past the last in
    /// the bar, into "More"), toward a tab the app refuses, on a tab whose stack has a screen
    /// pushed, over a list that can still scroll that way, and from the bar.
    @Test func theSwipeBeginsOnlyTowardATabTheUserMaySelect() {
        let (harness, tabs, _, _, _) = Self.tabs()
        let left = PanSample(state: .possible, location: CGPoint(x: 200, y: 400), translation: .zero,
            velocity: CGPoint(x: -500, y: 40))
        let right = PanSample(state: .possible, location: CGPoint(x: 200, y: 400), translation: .zero,
            velocity: CGPoint(x: 500, y: -40))
        let up = PanSample(state: .possible, location: CGPoint(x: 200, y: 400), translation: .zero,
            velocity: CGPoint(x: 100, y: -500))
        let c = tabs.coordination!
        #expect(c.panShouldBegin(left, scrolls: [], showsRoot: true))
        #expect(!c.panShouldBegin(right, scrolls: [], showsRoot: true), "no tab before the first")
        #expect(!c.panShouldBegin(up, scrolls: [], showsRoot: true))
        #expect(!c.panShouldBegin(left, scrolls: [], showsRoot: false), "a pushed screen keeps the swipe")
        let carousel = ScrollState(
            contentOffset: CGPoint(x: 100, y: 0), contentSize: CGSize(width: 1200, height: 200),
            boundsSize: CGSize(width: 390, height: 200))
        #expect(!c.panShouldBegin(left, scrolls: [carousel], showsRoot: true), "the carousel scrolls on")
        var atEnd = carousel
        atEnd.contentOffset.x = 810
        #expect(c.panShouldBegin(left, scrolls: [atEnd], showsRoot: true), "at its end the swipe takes over")
        tabs.refusedTabs = [1]
        #expect(!c.panShouldBegin(left, scrolls: [], showsRoot: true), "the app refuses the tab")
        tabs.refusedTabs = []
        tabs.setSelectedIndex(2)
        Self.settle(harness, tabs)
        #expect(!c.panShouldBegin(left, scrolls: [], showsRoot: true), "no tab after the last")
        #expect(c.panShouldBegin(right, scrolls: [], showsRoot: true))
        tabs.tabsInBar = 1
        #expect(!c.panShouldBegin(right, scrolls: [], showsRoot: true), "a tab under More is not swiped to")
        tabs.tabsInBar = 3
        c.swipesBetweenTabs = false
        #expect(!c.panShouldBegin(right, scrolls: [], showsRoot: true), "switched off")
        c.swipesBetweenTabs = true
        let fromBar = [PanSample(state: .began, location: CGPoint(x: 200, y: 800), translation: .zero,
            velocity: CGPoint(x: 500, y: 0))]
        #expect(tabs.drag(fromBar) == "nobody")
        // "More" selected (`selectedIndex` is `NSNotFound`): no swipe either way.
        tabs.showMoreList()
        #expect(!c.panShouldBegin(left, scrolls: [], showsRoot: true) && !c.panShouldBegin(right, scrolls: [], showsRoot: true))
        // Right to left: swiping right shows the next tab.
        tabs.setSelectedIndex(0)
        Self.settle(harness, tabs)
        c.swipe.isRightToLeft = true
        #expect(c.panShouldBegin(right, scrolls: [], showsRoot: true) && !c.panShouldBegin(left, scrolls: [], showsRoot: true))
        #expect(harness.violations.isEmpty)
    }

    /// A tapped switch caught mid-flight by a horizontal pan on the touch surface: dragged on
    /// toward the tab it goes to it finishes; dragged back, it is cancelled and the first tab
    /// stays. A finger on a flying photo takes it along its path.
    @Test(arguments: [0, 1, 2])
    func aSwitchCaughtInFlightEndsWhereTheFingerTakesIt(way: Int) throws {
        let (harness, tabs, library, favorites, settings) = Self.tabs()
        tabs.tapTab(1)
        letUIKitAsk(harness, tabs)
        harness.run(until: { tabs.contexts.last?.hasStarted == true })
        harness.run(for: 0.12)
        let context = try #require(tabs.contexts.last)
        let caughtAt = tabs.coordination.engine.progress
        let onward = way == 0
        let start: CGPoint
        var direction: CGPoint
        if way == 2 {
            // On the flying photo, dragged back along its path.
            let engine = tabs.coordination.engine
            let pair = try #require(engine.plan?.tracks.firstIndex { if case .pair = $0.role { true } else { false } })
            let box = try #require(engine.frame(of: pair, at: harness.driver.now)?.quad.boundingBox)
            start = CGPoint(x: box.midX, y: box.midY)
            let flight = try #require(tabs.coordination.engine.flightPath(at: start))
            direction = CGPoint(x: flight.start.x - flight.end.x, y: flight.start.y - flight.end.y)
            let length = max((direction.x * direction.x + direction.y * direction.y).squareRoot(), 1)
            direction = CGPoint(x: direction.x / length, y: direction.y / length)
        } else {
            start = CGPoint(x: 200, y: 700)
            direction = CGPoint(x: onward ? -1 : 1, y: 0)
        }
        let samples = Self.drag(from: start, along: direction, step: 30, count: 10, speed: 800)
        guard tabs.variant.touchesReachTheSurfaceDuringATapStartedTransition else {
            // The whole app ignores touches during a tap-started switch: nothing catches it.
            #expect(tabs.drag(Array(samples.prefix(1))) == "nobody")
            Self.settle(harness, tabs)
            #expect(context.completions == [true] && tabs.selectedIndex == 1)
            return
        }
        #expect(tabs.drag(Array(samples.prefix(1))) == "surface")
        #expect(context.pauses.count == 1)
        for sample in samples.dropFirst() {
            tabs.coordination.touchSurfacePan(sample)
            harness.driver.advance(by: 1.0 / 60)
            harness.endTurn()
            if sample.state == .changed {
                let p = tabs.coordination.engine.progress
                #expect(onward ? p >= caughtAt - 1e-9 : p <= caughtAt + 1e-9)
            }
        }
        Self.settle(harness, tabs)
        #expect(context.completions == [onward] && tabs.selectedIndex == (onward ? 1 : 0))
        Self.expectSettled(tabs, harness, [library, favorites, settings], "way \(way)")
    }

    /// What a switch flies under: the tab bar stays above every stand-in on every committed frame
    /// (the stand-ins live in the transition's container, which is under the bar).
    @Test func flightsPassUnderTheTabBar() {
        let (harness, tabs, _, _, _) = Self.tabs()
        var frames = 0
        harness.frameChecks.append { window in
            guard let view = window.subviews.first(where: { $0.name == "tab bar controller view" }) else { return [] }
            frames += 1
            var problems = view.subviews.last?.name == "tab bar" ? [] : ["the tab bar is not on top of the switch"]
            // Nothing of MatchCut's above the bar: in the window only its clear, empty touch surface.
            for other in window.subviews where other !== view {
                if other.name != HeadlessBackend.touchSurfaceName || !other.subviews.isEmpty || other.backgroundColor != nil {
                    problems.append("drawn above the tab bar: \(other.name ?? "a view")")
                }
            }
            return problems
        }
        tabs.tapTab(1)
        Self.settle(harness, tabs)
        #expect(frames > 10 && harness.violations.isEmpty)
    }

    /// Right to left, the bar's items run from the right: a tap at the left edge is the last tab,
    /// and a tap on the tab a switch leaves (now on the right) still turns it around.
    @Test func rightToLeftTapsReachTheTabUnderTheFinger() throws {
        let (harness, tabs, library, favorites, settings) = Self.tabs()
        tabs.isRightToLeft = true
        #expect(tabs.tap(at: CGPoint(x: 60, y: 800)) == "bar")
        letUIKitAsk(harness, tabs)
        Self.settle(harness, tabs)
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.tap(at: CGPoint(x: 330, y: 800)) == "bar")
        letUIKitAsk(harness, tabs)
        Self.settle(harness, tabs)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tap(at: CGPoint(x: 195, y: 800)) == "bar")
        letUIKitAsk(harness, tabs)
        let context = try #require(tabs.contexts.last)
        harness.run(until: { context.hasStarted })
        harness.run(for: 0.15)
        if tabs.variant.touchesReachTheSurfaceDuringATapStartedTransition {
            #expect(tabs.tap(at: CGPoint(x: 330, y: 800)) == "bar")  // Library, on the right
            Self.settle(harness, tabs)
            #expect(context.completions == [false] && tabs.selectedIndex == 0)
        } else {
            Self.settle(harness, tabs)
            #expect(tabs.selectedIndex == 1)
        }
        Self.expectSettled(tabs, harness, [library, favorites, settings])
    }

    /// A straight drag: `count + 1` samples from `start`, `step` points apart along the unit vector
    /// `along`, at `speed` points per second, the first began and the last ended.
    static func drag(from start: CGPoint, along: CGPoint, step: Double, count: Int, speed: Double) -> [PanSample] {
        var samples: [PanSample] = []
        for i in 0...count {
            let d = step * Double(i)
            let translation = CGPoint(x: along.x * d, y: along.y * d)
            let state: RecognizerState = i == 0 ? .began : i == count ? .ended : .changed
            samples.append(
                PanSample(
                    state: state, location: CGPoint(x: start.x + translation.x, y: start.y + translation.y),
                    translation: translation, velocity: CGPoint(x: along.x * speed, y: along.y * speed)))
        }
        return samples
    }

    /// Lets UIKit ask the delegate: at once, or in this turn's layout pass or after its commit.
    func letUIKitAsk(_ harness: TransitionHarness, _ tabs: FakeTabBarController) {
        if tabs.variant.delegateTiming != .duringTheCall { harness.endTurn() }
    }
}
