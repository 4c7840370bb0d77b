import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// MatchCut's navigation coordination on a fake navigation controller that runs it exactly as
/// UIKit does: every contract holds, the stack ends as the screen shows.
@MainActor
@Suite(.allUIKitVariants) struct NavigationContractTests {
    @Test func aPushAndAPopBetweenMatchingScreensFlyInUIKitsOrder() {
        let (harness, nav, grid, detail, _) = navigationFixture()
        nav.push(detail)
        letUIKitAskTheDelegate(harness, nav)
        #expect(nav.log.prefix(3) == ["animationController", "interactionController", "transitionDuration"])
        harness.run(until: { !nav.isTransitioning })
        // MatchCut is the interaction controller of a tap-started push too, not interactive at first.
        // VoiceOver is moved once UIKit has finished (after `didShow`).
        #expect(
            nav.log.suffix(5) == [
                "willShow", "startInteractiveTransition", "interruptibleAnimator", "didShow", "screenChanged",
            ])
        #expect(nav.contexts.last?.wasInitiallyInteractive == false)
        // The interruptible animator followed the flight and ended at the end, before completion.
        let companion = nav.contexts.last?.companion
        #expect(companion?.finishes == [true] && (companion?.progress.count ?? 0) > 10)
        #expect(companion.map { zip($0.progress, $0.progress.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 } } == true)
        #expect(nav.viewControllers.map(\.title) == ["grid", "detail"] && detail.rootView.superview === nav.view)
        #expect(grid.rootView.superview == nil && nav.contexts.last?.completions == [true])
        nav.pop()
        harness.run(until: { !nav.isTransitioning })
        #expect(nav.viewControllers.map(\.title) == ["grid"] && grid.rootView.superview === nav.view)
        #expect(nav.contexts.count == 2 && nav.contexts.allSatisfy { $0.violations.isEmpty })
        #expect(harness.violations.isEmpty && harness.backend.base.liveStandIns.isEmpty)
    }

    @Test func screensThatShareNothingKeepTheSystemTransition() {
        let (harness, nav, _, _, settings) = navigationFixture()
        nav.push(settings)
        letUIKitAskTheDelegate(harness, nav)
        #expect(nav.log == ["animationController", "system transition"])
        harness.run(until: { !nav.isTransitioning })
        #expect(nav.viewControllers.count == 2 && settings.rootView.superview === nav.view)
    }

    /// Issue 21: one transition value per screen (`matchCutTransition`, UIKit's
    /// `preferredTransition` model), played on its push and on its pop, and only for that screen;
    /// a screen that sets nothing flies matched, or keeps UIKit's slide when it shares nothing.
    @Test func aScreensOwnTransitionPlaysOnItsPushAndItsPop() {
        let (harness, nav, _, detail, settings) = navigationFixture()
        settings.transitionStyle = .preset(.roller)
        for (screen, expected) in [
            (settings, TransitionStyle.preset(.roller)), (detail, .matched(TransitionOptions())),
        ] {
            var start = nav.log.count
            nav.push(screen)
            letUIKitAskTheDelegate(harness, nav)
            #expect(
                nav.log[start...].first == "animationController" && !nav.log[start...].contains("system transition"),
                "\(screen.title)")
            #expect(nav.coordination.current?.style == expected, "\(screen.title) push")
            harness.run(until: { !nav.isTransitioning })
            start = nav.log.count
            nav.pop()
            letUIKitAskTheDelegate(harness, nav)
            #expect(!nav.log[start...].contains("system transition"), "\(screen.title)")
            #expect(nav.coordination.current?.style == expected, "\(screen.title) pop")
            harness.run(until: { !nav.isTransitioning })
            #expect(nav.viewControllers.count == 1, "\(screen.title)")
        }
        // Without its value, the screen that shares nothing is UIKit's again.
        settings.transitionStyle = nil
        let start = nav.log.count
        nav.push(settings)
        letUIKitAskTheDelegate(harness, nav)
        #expect(Array(nav.log[start...]) == ["animationController", "system transition"])
        harness.run(until: { !nav.isTransitioning })
        #expect(harness.violations.isEmpty && nav.contexts.allSatisfy { $0.violations.isEmpty })
    }

    /// Issue 23: VoiceOver follows the element: after a push it lands on the detail's photo, after
    /// the pop on the cell's photo the user came from; a cancelled pop and UIKit's own transitions
    /// leave VoiceOver to UIKit.
    @Test func voiceOverLandsOnTheElementThatFlew() throws {
        let (harness, nav, grid, detail, settings) = navigationFixture()
        let photo = try #require(detail.rootView.subviews.first { $0.name == "photo" })
        let thumbnail = try #require(
            grid.rootView.subviews.first { $0.matchScope == "item-2" }?.subviews.first { $0.matchID == "photo" })
        nav.push(detail)
        letUIKitAskTheDelegate(harness, nav)
        harness.run(until: { !nav.isTransitioning })
        #expect(nav.screenChanges.count == 1 && nav.screenChanges.last! === photo)
        // Posted once UIKit was told the transition completed.
        #expect(nav.contexts.last?.completions == [true])
        // A pop under the finger, cancelled: the screen did not change.
        let start = nav.log.count
        nav.pop()
        letUIKitAskTheDelegate(harness, nav)
        if let flow = nav.coordination.current {
            harness.run(for: 0.05)
            flow.update(progress: 0.3, translation: CGPoint(x: 100, y: 0), location: nil)
            flow.release(finish: false, progressVelocity: 0, fingerVelocity: .zero)
        }
        harness.run(until: { !nav.isTransitioning })
        #expect(nav.viewControllers.count == 2, "\(nav.log[start...])")
        #expect(nav.screenChanges.count == 1, "a cancelled pop posts nothing")
        nav.pop()
        letUIKitAskTheDelegate(harness, nav)
        harness.run(until: { !nav.isTransitioning })
        #expect(nav.screenChanges.count == 2 && nav.screenChanges.last! === thumbnail)
        // UIKit's own slide (nothing shared): UIKit's own screen change, nothing from MatchCut.
        nav.push(settings)
        letUIKitAskTheDelegate(harness, nav)
        harness.run(until: { !nav.isTransitioning })
        #expect(nav.screenChanges.count == 2)
    }

    @Test func theAppsOwnAnimatorWins() {
        let (harness, nav, _, detail, _) = navigationFixture()
        nav.userAnimates = true
        nav.push(detail)
        letUIKitAskTheDelegate(harness, nav)
        #expect(nav.log == ["animationController", "user transition"])
        harness.run(until: { !nav.isTransitioning })
    }

    /// Review item 7: a pop the system's back-swipe started, on matching screens, is left to the
    /// system — never a MatchCut pop playing by itself under a finger.
    @Test func theSystemBackSwipeIsLeftToTheSystem() {
        let (harness, nav, _, detail, _) = navigationFixture()
        nav.push(detail)
        harness.run(until: { !nav.isTransitioning })
        nav.systemPopGestureState = .began
        nav.pop()
        letUIKitAskTheDelegate(harness, nav)
        #expect(nav.log.last == "system transition")
        harness.run(until: { !nav.isTransitioning })
    }

    /// Item 2 of uikit-review-5: UIKit drops a push asked of it during a push ("… the navigation
    /// stack will not be updated") and queues nothing; MatchCut's own push refuses it, so nothing
    /// of MatchCut is ever left to UIKit then.
    @Test func aPushDuringAPushIsDroppedByUIKitAndRefusedByMatchCut() {
        let (harness, nav, _, detail, settings) = navigationFixture()
        nav.push(detail)
        harness.run(for: 0.1)
        nav.push(settings)
        #expect(nav.log.last == "dropped push" && nav.dropped.count == 1)
        #expect(nav.coordination.push(settings) == .refused && nav.dropped.count == 1)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.viewControllers.map(\.title) == ["grid", "detail"])
        #expect(harness.violations.isEmpty)
    }

    /// Pan to pop under seeded random fingers, on matching screens (a matched flight under the
    /// finger) and on screens that share nothing (UIKit's slide, MatchCut's since its swipe is the
    /// only one): the stack ends as the screen shows, every contract holds.
    @Test(arguments: [false, true])
    func panToPopUnderRandomFingersEndsAsTheScreenShows(matching: Bool) {
        var outcomes: [Bool] = []
        defer {
            // Enough pans began, and both ends happened, for the checks to mean something.
            #expect(outcomes.count >= UIKitVariant.share(of: 30), "\(outcomes.count) pops")
            if let all = UIKitVariant.acrossVariants("pan to pop \(matching)", outcomes) {
                #expect(all.contains(true) && all.contains(false), "\(all.count) pops")
            }
        }
        for seed in 0..<80 where UIKitVariant.runs(seed: seed) {
            var rng = SeededRandom(seed: UInt64(seed))
            let (harness, nav, grid, detail, settings) = navigationFixture(seed: seed)
            let top = matching ? detail : settings
            nav.push(top)
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            let contextsBefore = nav.contexts.count
            // The pop's appearance callbacks, in order, with whether the context had been released
            // (finished or cancelled) and completed when each came.
            var callbacks: [(screen: String, callback: AppearanceCallback, released: Bool, completed: Bool)] = []
            // Every other seed, an app that reloads as its screens appear: the list rebuilds its
            // cells at the pop's start, the top screen replaces its photo when a given-up pop
            // shows it again (at the release, mid-flight). The views replaced are kept to check.
            let reloads = seed % 2 == 1
            var replaced: [HeadlessView] = []
            for screen in [grid, top] {
                screen.onAppearance = { [unowned screen] callback in
                    let context = nav.contexts.count > contextsBefore ? nav.contexts.last : nil
                    callbacks.append(
                        (
                            screen.title, callback, !(context?.releases.isEmpty ?? true),
                            !(context?.completions.isEmpty ?? true)
                        ))
                    guard reloads, callback == .willAppear else { return }
                    if screen === grid {
                        replaced += grid.rootView.subviews
                        for cell in grid.rootView.subviews { cell.removeFromSuperview() }
                        ContractFixtures.photoCells(in: grid.rootView)
                    } else if let photo = screen.rootView.subviews.first(where: { $0.matchID == "photo" }) {
                        replaced.append(photo)
                        photo.removeFromSuperview()
                        let fresh = HeadlessView(frame: photo.frame)
                        fresh.matchID = "photo"
                        screen.rootView.addSubview(fresh)
                    }
                }
            }
            let start = CGPoint(x: 6, y: 400)
            let script = GestureScript.random(&rng, axis: CGPoint(x: 1, y: 0), start: start, extent: 390)
            var samples: [PanSample] = []
            var previous = CGPoint.zero
            for (i, s) in script.samples.enumerated() {
                let velocity = CGPoint(x: (s.translation.x - previous.x) * 60, y: (s.translation.y - previous.y) * 60)
                previous = s.translation
                let location = CGPoint(x: start.x + s.translation.x, y: start.y + s.translation.y)
                samples.append(
                    PanSample(
                        state: i == 0 ? .began : .changed, location: location, translation: s.translation,
                        velocity: velocity))
            }
            let last = samples[samples.count - 1]
            samples.append(
                PanSample(
                    state: .ended, location: last.location, translation: last.translation,
                    velocity: script.releaseVelocity))
            let began = nav.coordination.panShouldBegin(samples[0], fullWidth: false, scrolls: [])
            // A fast flick may end before UIKit starts the transition: some scripts run their first
            // samples within one run-loop turn.
            let burst = rng.int(1...3)
            for (i, sample) in samples.enumerated() where began {
                nav.coordination.pan(sample)
                if i % burst == 0 {
                    harness.driver.advance(by: 1.0 / 60)
                    harness.endTurn()
                }
            }
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            if began, let context = nav.contexts.last, nav.contexts.count == contextsBefore + 1 {
                let finished = context.completions == [true]
                outcomes.append(finished)
                #expect(context.completions.count == 1 && context.violations.isEmpty, "seed \(seed)")
                #expect(
                    nav.viewControllers.map(\.title) == (finished ? ["grid"] : ["grid", top.title]), "seed \(seed)")
                #expect((finished ? grid : top).rootView.superview === nav.view, "seed \(seed)")
                #expect((finished ? top : grid).rootView.superview == nil, "seed \(seed)")
                // The appearance callbacks as UIKit documents them: the start's "will" ones; a
                // cancel's at the release, the arriving screen's viewWillDisappear "and finally" the
                // leaving one's viewWillAppear; the "did" ones at the completion.
                let named = callbacks.map { "\($0.screen) \($0.callback)" }
                let starts = ["\(top.title) willDisappear", "grid willAppear"]
                #expect(Array(named.prefix(2)) == starts, "seed \(seed): \(named)")
                let ends =
                    finished
                    ? ["\(top.title) didDisappear", "grid didAppear"]
                    : ["grid willDisappear", "\(top.title) willAppear", "grid didDisappear", "\(top.title) didAppear"]
                #expect(Array(named.suffix(ends.count)) == ends, "seed \(seed): \(named)")
                let appearing = named.filter { $0 == "grid isAppearing" }.count
                #expect(named.count == 2 + ends.count + appearing, "seed \(seed): \(named)")
                let undo = callbacks.first { $0.screen == "grid" && $0.callback == .willDisappear }
                if !finished, let undo {
                    // In the cancel call; or on the next turn, unless the completion came first.
                    let inTheCall = nav.variant.cancelAppearance == .inTheCancelCall
                    #expect(undo.released && (!undo.completed || !inTheCall), "seed \(seed): sent at the release")
                }
                for screen in [grid, top] { screen.onAppearance = nil }
                // Interactive from the start, whichever way UIKit times the delegate call.
                #expect(context.wasInitiallyInteractive, "seed \(seed): a pop under a finger is interactive")
            } else {
                #expect(
                    !began && nav.viewControllers.count == 2, "seed \(seed): a pan that began must pop with MatchCut")
            }
            #expect(harness.violations.isEmpty && harness.backend.base.liveStandIns.isEmpty, "seed \(seed)")
            #expect(grid.rootView.alpha == 1 && top.rootView.alpha == 1)
            // Nothing MatchCut changed is left changed: every view of both screens, and every view
            // the app replaced mid-transition, as the app left it (all shown, at opacity 1).
            var views = [grid.rootView, top.rootView] + replaced
            var index = 0
            while index < views.count {
                views += views[index].subviews
                index += 1
            }
            let changed = views.filter { $0.alpha != 1 || $0.isHidden }.map { $0.name ?? "\($0.frame)" }
            #expect(changed.isEmpty, "seed \(seed), reloads \(reloads): \(changed)")
            if reloads { #expect(!replaced.isEmpty || !began, "seed \(seed): the app reloaded") }
        }
    }

    /// A matched push whose screens no longer match when it starts (the detail retagged) falls
    /// back to UIKit's slide instead of a bare cross-fade.
    @Test func aPushThatFindsNothingToMatchAtTheStartSlides() {
        let (harness, nav, _, detail, _) = navigationFixture()
        nav.push(detail)
        letUIKitAskTheDelegate(harness, nav)
        detail.rootView.subviews.first?.matchID = nil  // untagged before the start (the next turn)
        harness.endTurn()
        let context = nav.context
        harness.run(until: { nav.coordination.current?.controller.plan != nil })
        let plan = nav.coordination.current?.controller.plan
        #expect(plan?.tracks.contains { $0.role == .dimming } == true, "the slide dims the screen underneath")
        harness.run(until: { !nav.isTransitioning })
        #expect(context?.completions == [true])
    }

    /// A postponed push keeps the detail invisible while it waits, and runs when ready.
    @Test func aPostponedPushWaitsInvisiblyThenRuns() {
        let (harness, nav, _, detail, _) = navigationFixture()
        detail.postponement = 0.5
        nav.push(detail)
        harness.run(for: 0.15)
        #expect(detail.rootView.alpha == 0 && nav.coordination.current?.controller.isPostponed == true)
        nav.coordination.current?.resumePostponed()
        harness.run(until: { !nav.isTransitioning })
        #expect(nav.contexts.last?.completions == [true] && detail.postponement == nil)
        #expect(harness.violations.isEmpty)
    }

    // MARK: - Second UIKit review (N items)

    /// N3: an RxCocoa-style proxy adopted as the app's delegate, then pointed back at the
    /// coordinator and put in the slot again, is forgotten as the app's delegate; and a proxy that
    /// forwards back while a message is being answered gets UIKit's default — no message loop.
    /// N2, the decision's side: asking whether two screens match lays a detached arriving screen
    /// out at the navigation controller's size (after a rotation, say) without resetting a list's
    /// scroll position, anchor point or z position.
    @Test func decidingTheTransitionKeepsAListsScrollPosition() {
        let (_, nav, grid, detail, _) = navigationFixture()
        let list = grid.rootView
        list.removeFromParent()
        list.bounds = CGRect(x: 0, y: 240, width: 300, height: 500)  // scrolled, at another size
        list.zPosition = 2
        _ = nav.coordination.match(from: detail, to: grid, in: nav)
        #expect(list.bounds.origin == CGPoint(x: 0, y: 240))
        #expect(list.bounds.size == nav.view.layerGeometry.bounds.size && list.zPosition == 2)
    }

    @Test func aProxyPointedBackAtTheCoordinatorNeverLoops() {
        let coordinator = RelayingCoordinator()
        let proxy = ForwardingProxy()
        // `nav.rx` set up before `enableMatchCut()`: the proxy is adopted.
        #expect(
            coordinator.relay.slotChanged(to: proxy, coordinator: coordinator, reachesCoordinator: false)
                == .adoptAndRetake)
        #expect(coordinator.relay.delegate === proxy)
        // A later `rx` subscription points the proxy at the coordinator and sets it back in the slot.
        proxy.forwardTo = coordinator
        let action = coordinator.relay.slotChanged(to: proxy, coordinator: coordinator, reachesCoordinator: true)
        #expect(action == .keepDroppingAdoptedProxy && !action.retakesSlot)
        #expect(coordinator.relay.delegate == nil, "the proxy reaches MatchCut itself; forwarding to it would loop")
        // UIKit talks to the proxy in the slot: one message each, MatchCut's answer.
        proxy.willShow("detail")
        #expect(proxy.received == 1 && coordinator.shown == ["detail"])
        #expect(proxy.animationController("push") == "matchCut" && proxy.received == 2)
        // An app that sets the proxy as `userDelegate` itself: the message that comes back while it
        // is being forwarded is answered with UIKit's default, and the outer call decides.
        coordinator.relay.delegate = proxy
        proxy.received = 0
        #expect(proxy.animationController("push") == "matchCut")
        #expect(proxy.received == 2 && !proxy.looped && coordinator.decisions == 2)
        proxy.willShow("grid")
        #expect(proxy.received == 4 && !proxy.looped && coordinator.shown == ["detail", "grid"])
        #expect(!coordinator.relay.isAnswering(.willShow))
        // Any other delegate is adopted; `nil` clears it; the coordinator itself changes nothing.
        let other = ForwardingProxy()
        #expect(
            coordinator.relay.slotChanged(to: other, coordinator: coordinator, reachesCoordinator: false).retakesSlot)
        #expect(coordinator.relay.delegate === other)
        #expect(
            coordinator.relay.slotChanged(to: coordinator, coordinator: coordinator, reachesCoordinator: true) == .keep)
        #expect(
            coordinator.relay.slotChanged(to: nil, coordinator: coordinator, reachesCoordinator: false)
                == .clearAndRetake)
        #expect(coordinator.relay.delegate == nil)
    }

    /// N4: without an answer from the app's delegate, the orientation to present in is always a
    /// supported one: the scene's (the presenting window's while the navigation controller has no
    /// window of its own) when supported, else the first supported one.
    @Test func thePreferredOrientationIsAlwaysASupportedOne() {
        let (portrait, upsideDown, landscapeRight, landscapeLeft) = (1, 2, 3, 4)
        func mask(_ orientations: Int...) -> UInt { orientations.reduce(0) { $0 | 1 << UInt($1) } }
        let iPhone = NavigationPolicy.defaultSupportedOrientations(isPad: false)
        func preferred(_ scene: Int?, _ presenting: Int?, _ supported: UInt) -> Int {
            NavigationPolicy.preferredOrientation(scene: scene, presentingScene: presenting, supported: supported)
        }
        // Presented full screen in landscape: no window yet, the presenting window's orientation.
        #expect(preferred(nil, landscapeLeft, iPhone) == landscapeLeft)
        // A landscape-only app, no scene known: never portrait.
        #expect(preferred(nil, nil, mask(landscapeLeft, landscapeRight)) == landscapeRight)
        #expect(preferred(nil, portrait, mask(landscapeLeft)) == landscapeLeft)
        // A portrait-only delegate under a landscape player being dismissed.
        #expect(preferred(landscapeLeft, nil, mask(portrait)) == portrait)
        // The current orientation when supported; unknown counts as none.
        #expect(preferred(landscapeRight, portrait, iPhone) == landscapeRight)
        #expect(preferred(0, landscapeLeft, iPhone) == landscapeLeft)
        #expect(preferred(upsideDown, nil, iPhone) == portrait)
        #expect(preferred(upsideDown, nil, NavigationPolicy.defaultSupportedOrientations(isPad: true)) == upsideDown)
    }

    /// N7: MatchCut's pans respect how apps lock a screen — the system swipe switched off, the back
    /// button hidden, a left item in its place, MatchCut's own opt-out — and so does catching a push
    /// to such a screen; the back tap needs a back button.
    @Test func aLockedScreenIsNotSwipedBack() {
        let (harness, nav, _, detail, _) = navigationFixture()
        nav.push(detail)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        let swipe = PanSample(
            state: .possible, location: CGPoint(x: 40, y: 400), translation: CGPoint(x: 34, y: 0),
            velocity: CGPoint(x: 500, y: 10))
        #expect(nav.coordination.panShouldBegin(swipe, fullWidth: false, scrolls: []))
        let locks: [(String, (Bool) -> Void)] = [
            ("interactivePopGestureRecognizer.isEnabled = false", { nav.systemPopGestureEnabled = !$0 }),
            ("hidesBackButton", { detail.hidesBackButton = $0 }),
            ("a leftBarButtonItem", { detail.leftItemsReplaceBackButton = $0 }),
            ("matchCutAllowsPanToPop = false", { detail.allowsPanToPop = !$0 }),
        ]
        for (name, lock) in locks {
            lock(true)
            #expect(!nav.coordination.panShouldBegin(swipe, fullWidth: false, scrolls: []), "\(name)")
            #expect(!nav.coordination.panShouldBegin(swipe, fullWidth: true, scrolls: []), "\(name)")
            lock(false)
        }
        #expect(nav.coordination.panShouldBegin(swipe, fullWidth: true, scrolls: []))
        // A left item replaces the back button unless it supplements it.
        func back(leftItems: Int, supplement: Bool) -> BackNavigation {
            BackNavigation(
                systemSwipeEnabled: true, hidesBackButton: false, leftItemCount: leftItems,
                leftItemsSupplementBackButton: supplement, allowsPanToPop: true)
        }
        #expect(!back(leftItems: 1, supplement: false).allowsSwipe)
        #expect(back(leftItems: 1, supplement: true).allowsSwipe && back(leftItems: 0, supplement: false).allowsSwipe)
        nav.pop()
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })

        // A push to a locked screen, in flight: the pan does not pull it back, the back tap (no
        // back button) does not turn it around.
        detail.hidesBackButton = true
        nav.push(detail)
        harness.run(for: 0.1)
        #expect(nav.coordination.current?.isInFlight == true)
        #expect(!nav.coordination.panShouldBegin(swipe, fullWidth: false, scrolls: []))
        #expect(!nav.coordination.backTapShouldBegin(atX: 30, barWidth: 390))
        detail.hidesBackButton = false
        #expect(nav.coordination.backTapShouldBegin(atX: 30, barWidth: 390))
        detail.leftItemsReplaceBackButton = true
        #expect(!nav.coordination.backTapShouldBegin(atX: 30, barWidth: 390))
        detail.leftItemsReplaceBackButton = false
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.viewControllers.map(\.title) == ["grid", "detail"] && harness.violations.isEmpty)
    }

    /// N8: every scroll view under the finger is asked, not only the innermost: a swipe back over
    /// a vertical list inside a horizontal pager that is not on its first page pages back; on the
    /// first page it pops. Scroll views' pans wait for the full-width pan's horizontal decision.
    @Test func aPagerUnderTheListKeepsTheSwipeUntilItsFirstPage() {
        let (harness, nav, _, detail, _) = navigationFixture()
        nav.push(detail)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        let list = ScrollState(
            contentOffset: .zero, contentSize: CGSize(width: 390, height: 3000),
            boundsSize: CGSize(width: 390, height: 844))
        var pager = ScrollState(
            contentOffset: CGPoint(x: 390, y: 0), contentSize: CGSize(width: 1170, height: 844),
            boundsSize: CGSize(width: 390, height: 844))
        let swipe = PanSample(
            state: .possible, location: CGPoint(x: 200, y: 400), translation: CGPoint(x: 30, y: 0),
            velocity: CGPoint(x: 500, y: 0))
        #expect(nav.coordination.panShouldBegin(swipe, fullWidth: true, scrolls: [list]))
        #expect(
            !nav.coordination.panShouldBegin(swipe, fullWidth: true, scrolls: [list, pager]), "the pager pages back")
        pager.contentOffset.x = 0
        #expect(nav.coordination.panShouldBegin(swipe, fullWidth: true, scrolls: [list, pager]))
        #expect(nav.coordination.scrollViewPanWaits(forFullWidthPan: true))
        #expect(!nav.coordination.scrollViewPanWaits(forFullWidthPan: false))
        #expect(harness.violations.isEmpty)
    }

    /// N13: the app's interaction controller drives only the app's own animator: handed MatchCut's
    /// (which has no Core Animation animations to scrub) it would leave the flight deaf to the
    /// finger. A matched push is MatchCut's and runs on its own; MatchCut's pan drives its pops.
    @Test func theAppsInteractionControllerNeverDrivesMatchCutsAnimator() {
        let (harness, nav, _, detail, _) = navigationFixture()
        nav.userInteracts = true
        nav.push(detail)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.contexts.last?.isInteractive == false && nav.contexts.last?.completions == [true])
        #expect(nav.coordination.interactionDriver(forOurs: false, userProvidesOne: true) == .user)
        // MatchCut's own interaction controller, never the app's, for MatchCut's animator.
        #expect(nav.coordination.interactionDriver(forOurs: true, userProvidesOne: true) == .matchCut)
        let began = PanSample(
            state: .began, location: CGPoint(x: 40, y: 400), translation: CGPoint(x: 34, y: 0),
            velocity: CGPoint(x: 500, y: 0))
        nav.coordination.pan(began)
        letUIKitAskTheDelegate(harness, nav)
        #expect(nav.contexts.count == 2 && nav.contexts.last?.isInteractive == true)
        nav.coordination.pan(
            PanSample(
                state: .ended, location: CGPoint(x: 300, y: 400), translation: CGPoint(x: 294, y: 0),
                velocity: CGPoint(x: 900, y: 0)))
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.viewControllers.count == 1 && harness.violations.isEmpty)
    }

    @Test func aProxyInFrontOfTheCoordinatorIsLeftInPlace() {
        #expect(!DelegateSlot.action(for: .proxyOfCoordinator).retakesSlot)
    }

    @Test func orientationQuestionsAreAnsweredWithoutForwarding() {
        #expect(NavigationPolicy.defaultSupportedOrientations(isPad: false) == 26)
        #expect(NavigationPolicy.defaultSupportedOrientations(isPad: true) == 30)
    }

    @Test func delegateNilClearsTheAppsDelegateAndKeepsMatchCut() {
        #expect(DelegateSlot.action(for: .cleared) == .clearAndRetake)
    }

    @Test func theSystemBackSwipeIsNeverAMatchCutPopPlayingByItself() {
        #expect(
            NavigationPolicy.animator(
                userProvidesOne: false, isEnabled: true, systemPopGestureActive: true, ourPanActive: false,
                usesPreset: false,
                matchedPairs: 2) == .system)
    }

    /// The back button during a push that cannot be turned around (not interruptible): the push
    /// finishes, then MatchCut pops on the next turn — after UIKit's completion, so UIKit does not
    /// drop it (before: the pop was asked inside the completion, and the old fake, which queued it,
    /// could not see it dropped).
    @Test func theFallbackPopWaitsForUIKitsCompletion() throws {
        let (harness, nav, grid, detail, _) = navigationFixture()
        nav.interruptible = false
        nav.push(detail)
        letUIKitAskTheDelegate(harness, nav)
        let flow = try #require(nav.coordination.current)
        harness.run(until: { flow.controller.phase == .running })
        #expect(nav.coordination.pop() == .queued, "not interruptible: it finishes, then pops")
        harness.run(until: { nav.contexts.count == 2 && !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.dropped.isEmpty && nav.viewControllers.map(\.title) == ["grid"])
        #expect(nav.contexts.map(\.completions) == [[true], [true]] && grid.rootView.superview === nav.view)
        #expect(harness.violations.isEmpty)
    }

    /// A MatchCut push matches the screens twice: once when UIKit asks the delegate (to choose
    /// MatchCut or UIKit's slide; `transitionDuration` reuses that match and plans only what
    /// decides the duration), once when the flight begins (the arriving screen has been laid out
    /// in the window since). UIKit is told the duration the flight then plays (issue 22: three
    /// matches and two full plans before).
    @Test(arguments: 0..<6)
    func aPushMatchesTwiceAndUIKitIsToldTheDurationItPlays(seed: Int) throws {
        guard UIKitVariant.runs(seed: seed) else { return }
        let f = ContractFixtures.navigation(seed: seed) { Issue.record(Comment(rawValue: $0)) }
        let before = Matcher.matchesMade
        f.nav.push(f.detail)
        letUIKitAskTheDelegate(f.harness, f.nav)
        let flow = try #require(f.nav.coordination.current)
        let told = flow.duration(using: f.nav.context)
        f.harness.run(until: { flow.controller.plan != nil })
        #expect(flow.controller.plan?.duration == told, "seed \(seed)")
        f.harness.run(until: { !f.nav.isTransitioning && !f.harness.hasScheduledWork })
        #expect(Matcher.matchesMade - before == 2, "seed \(seed): \(Matcher.matchesMade - before) matches")
        #expect(f.nav.contexts.last?.completions == [true] && f.harness.violations.isEmpty)
    }

    /// A screen that reloads its content in `viewWillAppear` (a list making its cells, an image
    /// view replaced), which UIKit sends after it chose MatchCut's animator and before the start
    /// (``AppearanceTransition``): the flight lands on what the screen shows at the start, the view
    /// it replaced is left as it was. This is why a transition matches twice (issue 22): the
    /// decision's match alone would fly to a view the screen no longer holds.
    ///
    /// In `viewIsAppearing` (where Apple now tells apps to update their views) too, whether UIKit
    /// sends it during the start's layout or in the layout pass after the start call
    /// (``UIKitVariant/IsAppearing``): MatchCut matches once that commit has drawn the arriving
    /// screen (``TransitionRequest/startsAfterCommit``), after both.
    @Test(arguments: [AppearanceCallback.willAppear, .isAppearing])
    func aScreenThatReloadsAsItAppearsFliesToWhatItShowsThen(reloadingIn reload: AppearanceCallback) throws {
        let (harness, nav, grid, detail, _) = navigationFixture()
        let stale = try #require(detail.rootView.subviews.first { $0.matchID == "photo" })
        let fresh = HeadlessView(frame: CGRect(x: 40, y: 420, width: 300, height: 200))
        fresh.name = "reloaded photo"
        fresh.backgroundColor = RGBAColor(red: 0.7, green: 0.5, blue: 0.4)
        var chosenBefore: Bool?
        var beforeTheMatch: Bool?
        let matches = Matcher.matchesMade
        detail.onAppearance = { callback in
            guard callback == reload, stale.superview != nil else { return }
            chosenBefore = nav.coordination.current != nil
            // The start's match is the second (the decision's is the first).
            beforeTheMatch = Matcher.matchesMade - matches < 2
            stale.removeFromSuperview()
            fresh.matchID = "photo"
            detail.rootView.addSubview(fresh)
        }
        nav.push(detail)
        letUIKitAskTheDelegate(harness, nav)
        let flow = try #require(nav.coordination.current)
        harness.run(until: { flow.controller.phase == .running })
        #expect(detail.appearances.first == .willAppear && grid.appearances == [.willDisappear])
        #expect(chosenBefore == true, "the animator is chosen before \(reload)")
        #expect(beforeTheMatch == true, "\(reload) under \(nav.variant.isAppearing)")
        let plan = try #require(flow.controller.plan)
        let pairs = plan.tracks.filter { if case .pair = $0.role { true } else { false } }
        #expect(pairs.count == 1)
        // Where the photo lands: the reloaded one's frame (the detail fills the container).
        let target = fresh.frame
        let landing = try #require(pairs.first?.final)
        #expect(abs(landing.center.x - target.midX) < 1e-9 && abs(landing.center.y - target.midY) < 1e-9)
        #expect(landing.size == target.size)
        harness.run(for: 0.1)
        #expect(fresh.alpha == 0 || fresh.isHidden, "the reloaded photo is the original hidden in flight")
        #expect(stale.alpha == 1 && !stale.isHidden, "the replaced photo is not MatchCut's")
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(fresh.alpha == 1 && !fresh.isHidden && stale.alpha == 1 && !stale.isHidden)
        #expect(fresh.superview === detail.rootView && stale.superview == nil)
        #expect(detail.appearances == [.willAppear, .isAppearing, .didAppear])
        #expect(grid.appearances == [.willDisappear, .didDisappear])
        #expect(nav.contexts.last?.completions == [true] && harness.violations.isEmpty)
        #expect(harness.backend.base.liveStandIns.isEmpty)
    }

    /// Going back to a list that reloads in `viewWillAppear` (new data: its cells rebuilt, the item
    /// shown now first): the photo flies back into the item's new cell, the old cells are left
    /// as they were, nothing is left hidden.
    @Test func aPopToAListThatReloadsLandsInTheNewCell() throws {
        let (harness, nav, grid, detail, _) = navigationFixture()
        nav.push(detail)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        let oldCells = grid.rootView.subviews
        var newImages: [HeadlessView] = []
        grid.onAppearance = { callback in
            guard callback == .willAppear, newImages.isEmpty else { return }
            for cell in oldCells { cell.removeFromSuperview() }
            newImages = ContractFixtures.photoCells(in: grid.rootView)
            // The new data puts item 2 first: the cells' scopes in a new order.
            let order = [2, 0, 1, 3, 4, 5]
            for (cell, item) in zip(grid.rootView.subviews, order) { cell.matchScope = "item-\(item)" }
        }
        nav.pop()
        letUIKitAskTheDelegate(harness, nav)
        let flow = try #require(nav.coordination.current)
        harness.run(until: { flow.controller.phase == .running })
        let fresh = try #require(newImages.first, "the list reloaded before the flight began")
        let plan = try #require(flow.controller.plan)
        let photo = try #require(plan.tracks.first { if case .pair = $0.role { true } else { false } })
        let target = CGRect(x: 8, y: 110, width: 120, height: 120)  // the first cell, in the container
        #expect(abs(photo.final.center.x - target.midX) < 1e-9 && abs(photo.final.center.y - target.midY) < 1e-9)
        #expect(photo.final.size == target.size)
        harness.run(for: 0.1)
        #expect(fresh.alpha == 0 || fresh.isHidden, "the new cell's photo is hidden under its flight")
        let oldImages = oldCells.flatMap(\.subviews)
        #expect(oldImages.allSatisfy { $0.alpha == 1 && !$0.isHidden }, "the old cells are not MatchCut's")
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.contexts.last?.completions == [true] && nav.viewControllers.map(\.title) == ["grid"])
        #expect((newImages + oldImages).allSatisfy { $0.alpha == 1 && !$0.isHidden })
        #expect(harness.violations.isEmpty && harness.backend.base.liveStandIns.isEmpty)
    }

    /// A pop the finger gives up: UIKit sends the detail its `viewWillAppear` again at the release
    /// (``AppearanceTransition``), and a detail that reloads its photo there replaces the view the
    /// flight returns to while it returns. MatchCut puts back what it changed and nothing is left
    /// hidden: the reloaded photo shows, the replaced one keeps the opacity it had.
    @Test func aPopGivenUpWhileTheScreenReloadsLeavesNothingHidden() throws {
        let (harness, nav, grid, detail, _) = navigationFixture()
        nav.push(detail)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        let stale = try #require(detail.rootView.subviews.first { $0.matchID == "photo" })
        let fresh = HeadlessView(frame: stale.frame)
        fresh.name = "reloaded photo"
        detail.onAppearance = { callback in
            guard callback == .willAppear, stale.superview != nil else { return }
            stale.removeFromSuperview()
            fresh.matchID = "photo"
            detail.rootView.addSubview(fresh)
        }
        #expect(
            nav.coordination.panShouldBegin(horizontalPan(.began, x: 4, velocity: 300), fullWidth: false, scrolls: []))
        nav.coordination.pan(horizontalPan(.began, x: 4, velocity: 300))
        letUIKitAskTheDelegate(harness, nav)
        let context = try #require(nav.context)
        for x in stride(from: 10.0, through: 90, by: 10) {
            nav.coordination.pan(horizontalPan(.changed, x: x, velocity: 300))
            harness.driver.advance(by: 1.0 / 60)
            harness.endTurn()
        }
        #expect(fresh.superview == nil, "not reloaded before the release")
        nav.coordination.pan(horizontalPan(.ended, x: 90, velocity: -300))
        // Returning: the reloaded photo is in a screen the flight still covers (the screens are
        // drawn by their stand-ins), so it does not show twice.
        var (returning, checked) = (0, 0)
        while nav.isTransitioning, returning < 6 {
            harness.driver.advance(by: 1.0 / 60)
            harness.endTurn()
            returning += 1
            guard context.completions.isEmpty else { break }
            guard fresh.superview != nil else { continue }
            checked += 1
            // As the screen shows it: the screen it is in is drawn by its stand-in meanwhile.
            let committed = try #require(harness.screen.committedCopy(of: fresh))
            #expect(!TransitionHarness.isShown(committed), "frame \(returning): the reloaded photo shows")
        }
        #expect(checked > 0, "the reload came while the flight returned")
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(context.completions == [false] && nav.viewControllers.map(\.title) == ["grid", "detail"])
        #expect(fresh.superview === detail.rootView && fresh.alpha == 1 && !fresh.isHidden)
        #expect(stale.alpha == 1 && !stale.isHidden)
        #expect(detail.appearances.suffix(3) == [.willDisappear, .willAppear, .didAppear])
        #expect(grid.appearances.suffix(2) == [.willDisappear, .didDisappear])
        #expect(harness.violations.isEmpty && harness.backend.base.liveStandIns.isEmpty)
    }

    /// UIKit may ask for an animator and never start it: a pop, then `setViewControllers(_:animated:
    /// false)` in the same turn (uikit-review-8, item 5; the fake abandons the pop). The flow UIKit
    /// was handed never runs, so MatchCut's next push is performed — not queued behind a pop that
    /// never ends, and nothing is left hidden.
    @Test func anAnimatorUIKitNeverStartsHoldsNothingUp() throws {
        let (harness, nav, grid, detail, settings) = navigationFixture()
        nav.push(detail)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        nav.pop()
        nav.setViewControllers([grid, settings])
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.viewControllers.map(\.title) == ["grid", "settings"])
        #expect(settings.rootView.superview === nav.view && settings.rootView.alpha == 1)
        #expect(nav.coordination.push(detail) == .performed)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.viewControllers.map(\.title) == ["grid", "settings", "detail"] && nav.dropped.isEmpty)
        #expect(detail.rootView.superview === nav.view)
        #expect(harness.violations.isEmpty)
    }

    /// During a presentation of (or over) the navigation controller, its `transitionCoordinator` is
    /// that presentation's: not a transition of its own. MatchCut leaves a push to UIKit, which
    /// defers it until the presentation ends (uikit-review-6 F3; review 8, G7 and U4) — refusing
    /// it would lose a push the app asked for.
    @Test func aPushDuringAPresentationAboveIsLeftToUIKit() {
        let (harness, nav, _, detail, _) = navigationFixture()
        nav.beginPresentationAbove()
        #expect(nav.coordination.push(detail) == .performed)
        #expect(nav.log.last == "deferred push" && nav.viewControllers.count == 1)
        harness.run(for: 0.2)
        nav.endPresentationAbove()
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.viewControllers.map(\.title) == ["grid", "detail"] && detail.rootView.superview === nav.view)
        #expect(nav.dropped.isEmpty && harness.violations.isEmpty)
    }

    /// A pop asked of MatchCut during an interruptible push turns it around: the stack ends as
    /// before the push, and nothing was left to UIKit.
    @Test func aPopDuringAPushTurnsItAround() throws {
        let (harness, nav, grid, detail, _) = navigationFixture()
        _ = try pushInFlight(detail, on: nav, in: harness, for: 0.08)
        #expect(nav.coordination.pop() == .turnedAround)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.contexts.last?.completions == [false] && nav.viewControllers.map(\.title) == ["grid"])
        #expect(grid.rootView.superview === nav.view && detail.rootView.superview == nil)
        #expect(nav.dropped.isEmpty && harness.violations.isEmpty)
    }

    /// A pop asked for while a finger holds a caught push waits for the push — and is dropped when
    /// the finger sends the push back (before: it ran anyway, popping one screen too many).
    @Test func aRequestQueuedBehindACancelledTransitionIsDropped() throws {
        let (harness, nav, _, detail, _) = navigationFixture()
        nav.push(detail)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        _ = try pushInFlight(
            ContractFixtures.zoomScreen(size: harness.window.bounds.size), on: nav, in: harness, for: 0.08)
        let engine = nav.coordination.engine
        let photo = try #require(engine.standIns.first { $0.track.role == .pair(0) })
        let center = try #require(engine.currentFrames().first { $0.id == photo.track.id }).state.center
        nav.coordination.catchPan(PanSample(state: .began, location: center, translation: .zero, velocity: .zero))
        #expect(nav.coordination.pop() == .queued, "a finger holds the push")
        let back = CGPoint(x: 0, y: -200)
        nav.coordination.catchPan(PanSample(state: .changed, location: center, translation: back, velocity: .zero))
        nav.coordination.catchPan(
            PanSample(state: .ended, location: center, translation: back, velocity: CGPoint(x: 0, y: -1200)))
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        #expect(nav.contexts.last?.completions == [false], "the finger sent the push back")
        #expect(nav.viewControllers.map(\.title) == ["grid", "detail"], "the queued pop was dropped")
        #expect(nav.dropped.isEmpty && harness.violations.isEmpty)
    }

    /// Pan-to-pop with the delegate asked in the layout pass after `popViewController` (forced
    /// here): the pop is still MatchCut's and interactive from the start, and the finger's moves
    /// before UIKit asked reach it (before: the pan was forgotten once the call returned without a
    /// flow, and the first 10 pt of a swipe popped the screen by itself).
    @Test func panToPopWorksWhenTheDelegateIsAskedInTheNextLayoutPass() throws {
        for timing in [UIKitVariant.DelegateTiming.nextLayoutPass, .afterCommit] {
            try UIKitVariant.$current.withValue(UIKitVariant(delegateTiming: timing)) {
                let (harness, nav, grid, detail, _) = navigationFixture()
                nav.push(detail)
                harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
                #expect(
                    nav.coordination.panShouldBegin(
                        horizontalPan(.began, x: 12, velocity: 400), fullWidth: false, scrolls: []))
                nav.coordination.pan(horizontalPan(.began, x: 12, velocity: 400))
                nav.coordination.pan(horizontalPan(.changed, x: 120, velocity: 400))
                #expect(nav.coordination.current == nil, "not asked yet")
                harness.endTurn()  // the layout pass or the after-commit work: UIKit asks, and starts
                harness.run(for: 1.0 / 60)  // in flight: what the finger did reaches UIKit
                let context = try #require(nav.context)
                #expect(
                    context.wasInitiallyInteractive && context.updates.last.map { abs($0 - 114.0 / 390) < 0.02 } == true
                )
                nav.coordination.pan(horizontalPan(.ended, x: 250, velocity: 900))
                harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
                #expect(context.completions == [true] && nav.viewControllers.map(\.title) == ["grid"])
                #expect(grid.rootView.superview === nav.view && harness.violations.isEmpty)
            }
        }
    }

    /// A swipe from the middle of the screen, under every variant of the content recognizer:
    /// with it (iOS 26), MatchCut's full-width pan takes the swipe between matched screens — a
    /// flight under the finger, never UIKit's slide or a MatchCut pop playing by itself — and
    /// declines elsewhere, leaving the system's content swipe as it is (UIKit's own pop where UIKit
    /// runs it); without it, a middle swipe does nothing unless the app asked for the full-width
    /// pan (then MatchCut's pan pops everywhere). Where the app switched the content swipe off,
    /// nothing pops from mid-screen.
    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func theContentBackSwipe(matching: Bool, requested: Bool) throws {
        for enabled in [true, false] {
            let (harness, nav, grid, detail, settings) = navigationFixture()
            nav.fullWidthPanRequested = requested
            nav.contentPopGestureEnabled = enabled
            let top = matching ? detail : settings
            nav.push(top)
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            let samples = [
                horizontalPan(.began, x: 14, start: 150, velocity: 600),
                horizontalPan(.changed, x: 160, start: 150, velocity: 900),
                horizontalPan(.ended, x: 220, start: 150, velocity: 900),
            ]
            let logBefore = nav.log.count
            let taker = nav.contentSwipe(samples)
            harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
            let recognizer = nav.variant.contentPopRecognizer
            let expected: String =
                if !enabled && recognizer != .absent {
                    "nobody"
                } else if requested || (matching && recognizer != .absent) { "matchCut" } else if recognizer == .runs {
                    "system"
                } else { "nobody" }
            #expect(taker == expected, "matching \(matching), requested \(requested), enabled \(enabled)")
            switch taker {
            case "matchCut":
                let context = try #require(nav.contexts.last)
                #expect(context.wasInitiallyInteractive && context.completions == [true])
                #expect(nav.viewControllers.map(\.title) == ["grid"] && grid.rootView.superview === nav.view)
                #expect(!nav.log[logBefore...].contains("system transition"))
            case "system":
                #expect(nav.log[logBefore...].contains("system transition") && nav.viewControllers.count == 1)
            default:
                #expect(nav.viewControllers.count == 2)
            }
            #expect(harness.violations.isEmpty)
        }
    }

    /// A screen that opted out of MatchCut's pan keeps the system's content swipe where UIKit
    /// lets it run (UIKit's own pop, never MatchCut's by itself).
    @Test func anOptedOutScreenKeepsTheSystemsContentSwipe() {
        let (harness, nav, _, detail, _) = navigationFixture()
        detail.allowsPanToPop = false
        nav.push(detail)
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        let taker = nav.contentSwipe([horizontalPan(.began, x: 14, start: 150, velocity: 600)])
        harness.run(until: { !nav.isTransitioning && !harness.hasScheduledWork })
        let expected = nav.variant.contentPopRecognizer == .runs ? "system" : "nobody"
        #expect(taker == expected)
        if taker == "system" { #expect(nav.log.contains("system transition") && nav.viewControllers.count == 1) }
        #expect(harness.violations.isEmpty)
    }
}

/// The app-facing navigation delegate, reduced to two messages (a `willShow` and an animator
/// question), for the relay's tests.
@MainActor
private protocol FakeNavigationDelegate: AnyObject {
    func willShow(_ screen: String)
    func animationController(_ operation: String) -> String?
}

/// MatchCut's coordinator as the UIKit layer writes it: every message through the relay, the app's
/// delegate asked first.
@MainActor
private final class RelayingCoordinator: FakeNavigationDelegate {
    let relay = NavigationDelegateRelay<any FakeNavigationDelegate>()
    var shown: [String] = []
    var decisions = 0

    func willShow(_ screen: String) {
        relay.answer(.willShow, reentrant: ()) { user in
            user?.willShow(screen)
            shown.append(screen)
        }
    }

    func animationController(_ operation: String) -> String? {
        relay.answer(.animationController, reentrant: nil) { user in
            decisions += 1
            return user?.animationController(operation) ?? "matchCut"
        }
    }
}

/// RxCocoa's delegate proxy: sees every message, then forwards it to the object it was pointed at.
@MainActor
private final class ForwardingProxy: FakeNavigationDelegate {
    weak var forwardTo: (any FakeNavigationDelegate)?
    var received = 0
    /// Whether a message came back round more than a few times (a loop; stopped there).
    var looped = false
    private var depth = 0

    private func relay<T>(_ fallback: T, _ body: () -> T) -> T {
        received += 1
        depth += 1
        defer { depth -= 1 }
        guard depth < 8 else {
            looped = true
            return fallback
        }
        return body()
    }

    func willShow(_ screen: String) { relay(()) { forwardTo?.willShow(screen) } }

    func animationController(_ operation: String) -> String? {
        relay(nil) { forwardTo?.animationController(operation) ?? nil }
    }
}
