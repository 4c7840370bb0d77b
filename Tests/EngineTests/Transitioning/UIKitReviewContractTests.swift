import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// One test per item of `../shared/reference/uikit-review.md`, named after it: each asserts the
/// fixed behaviour through the contract fakes (or headless where no UIKit object is involved).
@MainActor
@Suite(.allUIKitVariants) struct UIKitReviewContractTests {
    /// Runs `arrangement` through a transition flow on the harness until it completes.
    @discardableResult
    private func run(
        _ arrangement: UIKitStage.Arrangement, interactive: Bool = false, animated: Bool = true,
        style: TransitionStyle = .matched(TransitionOptions()), appShowsOriginals: Bool = false,
        prepare: (UIKitStage) -> Void = { _ in },
        during: ((TransitionFlow<FakeTransitionContext, ContractBackend>, TransitionHarness) -> Void)? = nil
    ) -> (TransitionHarness, UIKitStage, TransitionFlow<FakeTransitionContext, ContractBackend>) {
        ContractFixtures.flow(
            arrangement, interactive: interactive, animated: animated, style: style,
            appShowsOriginals: appShowsOriginals, report: { Issue.record(Comment(rawValue: $0)) }, prepare: prepare,
            during: during)
    }

    /// Review item 1 (and the second review's N1, N5, N6): the pictures are taken at the frame
    /// after UIKit's start (never during its commit), under a still cover; leaves first, from the
    /// drawn screen without committing; then the roots, with everything that flies out of them
    /// hidden, in one commit; the stand-ins posed before they are added. No picture is blank where
    /// the screen had content, and none shows a view that flies on its own (the harness checks
    /// both on every picture).
    @Test func item01_picturesAfterTheCommitLeavesFirstRootsWithTheirFlightsHiddenOneCommit() {
        for arrangement in [UIKitStage.Arrangement.push, .pop, .present, .dismiss, .presentSheet] {
            let (harness, stage, flow) = run(arrangement)
            let log = harness.backend.base.pictureLog
            #expect(!log.isEmpty && log.allSatisfy { !$0.picture.method.contains("during a commit") }, "\(arrangement)")
            let commits = log.enumerated().filter { $0.element.picture.method == "snapshot+commit" }
            #expect(commits.count == 1, "\(arrangement): \(commits.count) commits")
            let roots = [stage.roots.from, stage.roots.to]
            #expect(
                commits.allSatisfy { c in roots.contains { $0 === c.element.view } }, "\(arrangement): commits a root")
            // Everything before the commit is a leaf, pictured as the screen last drew it.
            let first = commits.first?.offset ?? log.count
            #expect(log.prefix(first).allSatisfy { $0.picture.method == "snapshot" || $0.picture.method == "copy" })
            #expect(log.prefix(first).allSatisfy { entry in !roots.contains { $0 === entry.view } })
            // The engine lets go of the pictured views at the end (uikit-review-5, F6).
            #expect(flow.controller.snapshotPlan == nil && flow.controller.report == nil)
            #expect(harness.violations.isEmpty, "\(arrangement): \(harness.violations.prefix(3))")
            #expect(!stage.thumbnail.isHidden && !stage.photo.isHidden, "hidden with opacity, never isHidden")
        }
    }

    private func sourceOf(_ view: HeadlessView, _ stage: UIKitStage) -> Bool {
        var v: HeadlessView? = view
        while let current = v {
            if current === stage.roots.from { return true }
            v = current.superview
        }
        return false
    }

    @Test func item02_aPostponedTransitionNeverFreezes() {
        // Interactive transitions are not postponed: a finger is down.
        let (_, stage, flow) = run(
            .pop, interactive: true, prepare: { $0.to.postponement = 1 },
            during: { flow, harness in
                harness.run(for: 1.0 / 60)  // the pictures are taken at the next frame
                #expect(flow.controller.phase == .interactive)
                flow.update(progress: 0.4, translation: CGPoint(x: 150, y: 0), location: CGPoint(x: 4, y: 400))
                flow.release(finish: true, progressVelocity: 1, fingerVelocity: CGPoint(x: 400, y: 0))
            })
        #expect(stage.context.completions == [true] && flow.isComplete)
        // A postponement that times out is taken, not left to hold back the next transition.
        let (_, timedOut, _) = run(.push, prepare: { $0.to.postponement = 0.2 })
        #expect(timedOut.context.completions == [true] && timedOut.to.postponement == nil)
    }

    @Test func item03_aPostponedPushKeepsTheDestinationInvisibleAndTheBarWaitsWithIt() {
        // The bar is attached to the interruptible animator, which follows the engine: it stays at
        // 0 while the destination is awaited, so the duration UIKit is told is the plan's alone.
        let companion = FakeCompanion()
        let (_, stage, flow) = run(
            .push, prepare: { $0.to.postponement = 0.3 },
            during: { flow, harness in
                flow.companion = companion
                harness.run(for: 0.15)
                #expect(flow.controller.isPostponed && flow.controller.request?.destination.alpha == 0)
                #expect(companion.progress.allSatisfy { $0 == 0 } && !companion.progress.isEmpty)
            })
        #expect(stage.context.completions == [true] && companion.finishes == [true])
        #expect(abs(flow.duration(using: stage.context) - (flow.controller.plan?.duration ?? 0)) < 1e-9)
    }

    @Test func item04_aProxyInFrontOfTheCoordinatorIsLeftInPlace() {
        #expect(!DelegateSlot.action(for: .proxyOfCoordinator).retakesSlot)
    }

    @Test func item05_orientationQuestionsAreAnsweredWithoutForwarding() {
        #expect(NavigationPolicy.defaultSupportedOrientations(isPad: false) == 26)
        #expect(NavigationPolicy.defaultSupportedOrientations(isPad: true) == 30)
    }

    @Test func item06_delegateNilClearsTheAppsDelegateAndKeepsMatchCut() {
        #expect(DelegateSlot.action(for: .cleared) == .clearAndRetake)
    }

    @Test func item07_theSystemBackSwipeIsNeverAMatchCutPopPlayingByItself() {
        #expect(
            NavigationPolicy.animator(
                userProvidesOne: false, isEnabled: true, systemPopGestureActive: true, ourPanActive: false,
                usesPreset: false,
                matchedPairs: 2) == .system)
    }

    @Test func item08_finishAndCancelAreSentAtTheReleaseNotAfterTheSpring() {
        for finish in [true, false] {
            var releasedAt = 0.0
            let (_, stage, _) = run(
                .pop, interactive: true,
                during: { flow, harness in
                    harness.run(for: 0.05)
                    flow.update(progress: 0.5, translation: CGPoint(x: 195, y: 0), location: nil)
                    releasedAt = harness.driver.now
                    flow.release(finish: finish, progressVelocity: 0, fingerVelocity: .zero)
                })
            #expect(stage.context.releases.map(\.time) == [releasedAt] && stage.context.completions == [finish])
        }
    }

    @Test func item09_notAnimatedCompletesSynchronously() {
        let harness = TransitionHarness()
        let stage = UIKitStage(.present, in: harness, animated: false)
        let flow = TransitionFlow<FakeTransitionContext, ContractBackend>(
            kind: .present, style: .preset(.fade), backend: harness.backend, driver: harness.driver)
        flow.animate(using: stage.context)
        #expect(stage.context.completions == [true] && stage.roots.to.superview === stage.container)
    }

    @Test func item10_thePullDownDecidesBeforeItClaimsTheTouch() {
        let c = ModalCoordination<FakeTransitionContext, ContractBackend>(
            style: .preset(.fade), backend: { ContractBackend(HeadlessBackend()) }, driver: { ManualFrameDriver() })
        let size = CGSize(width: 390, height: 844)
        let up = PanSample(state: .possible, location: CGPoint(x: 100, y: 100), velocity: CGPoint(x: 0, y: -300))
        let down = PanSample(state: .possible, location: CGPoint(x: 100, y: 100), velocity: CGPoint(x: 0, y: 300))
        let screen = PresentedScreen(frame: CGRect(origin: .zero, size: size))
        var modal = screen
        modal.isModalInPresentation = true
        #expect(c.decide(.pullDown, up, over: screen) == .decline)
        #expect(c.decide(.pullDown, down, over: screen) == .begin)
        #expect(c.decide(.pullDown, down, over: modal) == .blockedByModal)
    }

    @Test func item11_dimmingIsBetweenTheTwoScreens() throws {
        let (_, _, flow) = run(.presentSheet, style: .preset(.actionSheet()))
        let plan = try #require(flow.controller.plan)
        let dimming = try #require(plan.track(for: .dimming))
        #expect(plan.track(for: .destinationRoot).map { $0.zIndex > dimming.zIndex } == true)
    }

    @Test func item12_aPanelOfZeroHeightIsFullHeightInThePlan() throws {
        let (_, _, flow) = run(.presentSheet, style: .preset(.slide(from: .left, size: CGSize(width: 260, height: 0))))
        let root = try #require(flow.controller.plan?.track(for: .destinationRoot))
        #expect(try root.final.quad().boundingBox == CGRect(x: 0, y: 0, width: 260, height: 844))
    }

    @Test func item13_originalsAreHiddenWithOpacitySoStackViewsKeepTheirLayout() {
        let (_, stage, _) = run(
            .push,
            during: { _, harness in
                harness.run(for: 0.1)
            })
        #expect(stage.thumbnail.isHidden == false && stage.thumbnail.alpha == 1)
    }

    @Test func item14_aLiveViewComesBackWithItsConstraintsAndArrangement() {
        let stack = RecordingNode(name: "stack")
        let live = RecordingNode(name: "live")
        let other = RecordingNode(name: "other")
        stack.insertChild(other, at: 0)
        stack.insertChild(live, at: 1)
        let flyer = RecordingNode(name: "stand-in")
        let ledger = OriginalsLedger<RecordingNode>()
        ledger.move(live, into: flyer, at: 0)
        #expect(live.captures == 1 && live.parentNode === flyer)
        ledger.restoreAll()
        #expect(live.parentNode === stack && stack.childNodes.map { $0.name } == ["other", "live"])
        #expect(live.restored == ["attachments of live"])
    }

    /// Review item 14, second review: of the constraints an ancestor holds, only the app's own ones
    /// on the view or on one of its layout guides are captured — a stack view's arrangement and
    /// autoresizing constraints are made again by UIKit, and restoring them too would duplicate them.
    @Test func item14_onlyTheAppsConstraintsOnTheViewAndItsGuidesAreCaptured() {
        typealias Facts = ConstraintCapture.Facts
        #expect(
            ConstraintCapture.keeps(
                Facts(refersToView: true, refersToViewsGuide: false, heldByStackView: false, isAutoresizingMask: false))
        )
        #expect(
            ConstraintCapture.keeps(
                Facts(refersToView: false, refersToViewsGuide: true, heldByStackView: false, isAutoresizingMask: false)),
            "safeAreaLayoutGuide")
        #expect(
            !ConstraintCapture.keeps(
                Facts(refersToView: true, refersToViewsGuide: false, heldByStackView: true, isAutoresizingMask: false)),
            "UISV-*")
        #expect(
            !ConstraintCapture.keeps(
                Facts(refersToView: true, refersToViewsGuide: false, heldByStackView: false, isAutoresizingMask: true)))
        #expect(
            !ConstraintCapture.keeps(
                Facts(refersToView: false, refersToViewsGuide: false, heldByStackView: false, isAutoresizingMask: false)
            ))
    }

    /// A moved view goes back to its place among a stack view's arranged subviews; when the app
    /// has removed some meanwhile, last — never past the end, where `insertArrangedSubview` raises.
    @Test func aStackViewsArrangedViewGoesBackToItsPlaceOrLast() {
        for count in 0...4 {
            for index in 0...4 {
                let at = ConstraintCapture.arrangedIndex(captured: index, arrangedCount: count)
                #expect(at == (index <= count ? index : count) && (0...count).contains(at))
            }
        }
        #expect(ConstraintCapture.arrangedIndex(captured: -1, arrangedCount: 3) == 0)
    }

    /// The point a reveal starts from, given in a button's coordinates, in the window's (the root
    /// of its tree, where the presentation's container lies) — through a scrolled, scaled parent.
    @Test func aRevealPointIsInTheWindowsCoordinates() {
        let window = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        list.bounds.origin = CGPoint(x: 0, y: 250)  // scrolled 250 pt
        let button = HeadlessView(frame: CGRect(x: 300, y: 400, width: 44, height: 44))
        window.addSubview(list)
        list.addSubview(button)
        let point = TransitionPreset.revealPoint(CGPoint(x: 22, y: 22), in: button)
        #expect(abs(point.x - 322) < 1e-9 && abs(point.y - (100 - 250 + 400 + 22)) < 1e-9)
    }

    @Test func item15_onlyWhatMatchCutChangedIsRestoredAndNotWhereTheAppChangedIt() {
        var thumbnail: HeadlessView?
        let (_, stage, _) = run(
            .push, appShowsOriginals: true, prepare: { thumbnail = $0.thumbnail },
            during: { _, harness in
                harness.run(for: 0.1)
                thumbnail?.alpha = 0.5  // the app fades the thumbnail itself meanwhile
            })
        // (A frame the app changes meanwhile is the app's: MatchCut never recorded geometry.)
        #expect(stage.thumbnail.alpha == 0.5)
    }

    @Test func item16_oneCommitPerTransitionEveryOtherPictureFromTheLastDrawnScreen() {
        let (harness, _, _) = run(.pop)
        let counts = harness.backend.base.pictureCounts
        #expect(counts.committing == 1 && counts.snapshots + counts.copies >= 2)
    }

    @Test func item17_aViewUIKitDoesNotHandOutIsNeverTouched() {
        let (harness, stage, _) = run(.presentSheet, style: .preset(.actionSheet()))
        stage.context.checkUntouched()
        #expect(stage.context.violations.isEmpty && harness.violations.isEmpty)
    }

    @Test func item18_theDurationUIKitIsToldIsThePlans() {
        let harness = TransitionHarness()
        let stage = UIKitStage(.push, in: harness)
        let flow = TransitionFlow<FakeTransitionContext, ContractBackend>(
            kind: .push, style: .preset(.cardToDetail), backend: harness.backend, driver: harness.driver)
        let told = flow.duration(using: stage.context)
        harness.startInCommit { flow.animate(using: stage.context) }
        harness.run(until: { flow.controller.plan != nil })
        #expect(abs(told - (flow.controller.plan?.duration ?? 0)) < 1e-9 && abs(told - 0.9) < 1e-9)
        #expect(abs(flow.duration(using: stage.context) - told) < 1e-9)
        harness.run(until: { !stage.context.completions.isEmpty })
    }

    @Test func item19_everyPathCompletesWithWhetherItFinished() {
        // A context UIKit could not fill in still completes.
        let harness = TransitionHarness()
        let stage = UIKitStage(.push, in: harness)
        stage.context.withholdsControllers = true
        let flow = TransitionFlow<FakeTransitionContext, ContractBackend>(
            kind: .push, style: .matched(TransitionOptions()), backend: harness.backend, driver: harness.driver)
        flow.animate(using: stage.context)
        #expect(stage.context.completions.count == 1)
        // A non-interactive push turned back completes with false and takes its view back.
        let (_, turned, _) = run(
            .push,
            during: { flow, harness in
                harness.run(for: 0.1)
                flow.controller.cancel()
            })
        #expect(turned.context.completions == [false] && turned.roots.to.superview == nil)
    }

    @Test func item20_anAbandonedTransitionIsFreedAndStopsItsFrames() {
        let driver = ManualFrameDriver(holdsObserversWeakly: true)
        weak var released: TransitionController<HeadlessBackend>?
        do {
            let stage = TransitionStage(source: HeadlessView(frame: .zero), destination: HeadlessView(frame: .zero))
            let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
            released = controller
            controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
            #expect(driver.observerCount == 1)
        }
        #expect(released == nil && driver.observerCount == 0)
        // Frames are drawn for the moment they are shown (the target timestamp).
        let (_, stage, flow) = run(
            .push,
            during: { flow, harness in
                harness.driver.advance(by: 1.0 / 60)  // the pictures and the first pose
                let start = harness.driver.now
                harness.driver.advance(by: 1.0 / 60)
                guard let track = flow.controller.plan?.track(for: .pair(0)),
                    let container = flow.controller.request?.container
                else {
                    Issue.record("no flight")
                    return
                }
                let drawn = harness.backend.base.render(in: container).first { $0.id == track.id }
                let atTarget = track.state(at: harness.driver.now + harness.driver.frameInterval - start).center
                #expect(
                    drawn.map {
                        abs($0.state.center.x - atTarget.x) < 1e-9 && abs($0.state.center.y - atTarget.y) < 1e-9
                    } == true)
            })
        _ = (stage, flow)
    }

    @Test func item21_cornersAreDrawnPerCornerAndShadowsFlyUnclipped() {
        let mixed = CornerRadii(
            topLeft: CGSize(width: 12, height: 12), topRight: CGSize(width: 12, height: 12), bottomRight: .zero,
            bottomLeft: .zero)
        #expect(StandInLayout.Corners(mixed) == .uniform(radius: 12, corners: [.topLeft, .topRight]))
        let card = StandInState(
            center: CGPoint(x: 50, y: 50), size: CGSize(width: 100, height: 100), cornerRadii: CornerRadii(uniform: 10),
            masksToBounds: true, shadow: Shadow(opacity: 0.3, radius: 8))
        let frame = StandInFrame(
            id: 0, name: "card", quad: try! card.quad(), state: card, zIndex: 0, sourceContentAlpha: 1,
            destinationContentAlpha: 0)
        // The shadow path follows the body's corners; the body's clip does not take the shadow.
        #expect(StandInLayout(frame).radii == CornerRadii(uniform: 10) && frame.state.shadow != nil)
    }

    /// The second review's note on item 21: continuous corners (`cornerCurve`) fly continuous; a
    /// flight between a continuous and a circular corner switches at halfway (the curve cannot be
    /// blended).
    @Test func item21_continuousCornersFlyContinuous() throws {
        let source = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let destination = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = HeadlessView(frame: CGRect(x: 20, y: 100, width: 160, height: 200))
        card.matchID = "card"
        card.cornerRadius = 20
        card.appearance.cornerCurve = .continuous
        let hero = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        hero.matchID = "card"
        hero.cornerRadius = 0
        source.addSubview(card)
        destination.addSubview(hero)
        let stage = TransitionStage(source: source, destination: destination)
        let report = Matcher().match(source: source, destination: destination, in: stage.container)
        let plan = TransitionPlanner().plan(
            .push, report: report, source: source, destination: destination, in: stage.container)
        let track = try #require(plan.track(for: .pair(0)))
        #expect(track.state(at: 0).cornerCurve == .continuous && track.state(at: track.end).cornerCurve == .circular)
        let halfway = StandInState.interpolate(from: track.state(at: 0), to: track.state(at: track.end), fraction: 0.49)
        #expect(halfway.cornerCurve == .continuous)
        // Scene files carry it.
        let scene = Scene(
            containerSize: CGSize(width: 390, height: 844), source: SceneNode(capturing: source),
            destination: SceneNode(capturing: destination))
        let decoded = try SceneDecoder().decode(SceneEncoder().encode(scene)).scene
        #expect(decoded.source.children.first?.appearance.cornerCurve == .continuous)
    }

    @Test func item22_thePullDownIsRemovedWithTheDismissal() {
        let harness = TransitionHarness()
        let presenter = FakeViewController("menu", rootView: HeadlessView(frame: harness.window.bounds))
        let presented = FakeViewController("sheet", rootView: HeadlessView(frame: harness.window.bounds))
        presented.rootView.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
        let p = FakePresentation(presenter: presenter, presented: presented, style: .preset(.fade), in: harness)
        p.present()
        harness.run(until: { p.isPresented && !p.isTransitioning })
        p.dismiss()
        harness.run(until: { !p.isPresented && !p.isTransitioning })
        #expect(p.installedGestures == 0)
    }

    @Test func item23_aMatchedTransitionThatFindsNothingAtTheStartFallsBack() throws {
        var pairs: Int?
        _ = run(
            .push, prepare: { $0.photo.matchID = nil },
            during: { flow, harness in
                flow.fallback = nil  // (the flow was started already; the coordination sets the slide)
                harness.run(until: { flow.controller.report != nil || flow.isComplete })
                pairs = flow.controller.report?.pairs.count
            })
        #expect(pairs == 0)
        let harness = TransitionHarness()
        let stage = UIKitStage(.push, in: harness)
        stage.photo.matchID = nil
        let slide = TransitionFlow<FakeTransitionContext, ContractBackend>(
            kind: .push, style: .matched(TransitionOptions()), backend: harness.backend, driver: harness.driver)
        slide.fallback = .navigationSlide()
        harness.startInCommit { slide.animate(using: stage.context) }
        harness.run(until: { slide.controller.plan != nil })
        #expect(slide.controller.plan?.track(for: .dimming) != nil)
        harness.run(until: { !stage.context.completions.isEmpty })
    }

    @Test func item24_modifiersOnAnUntaggedCaptionRun() throws {
        let (_, _, flow) = run(.push)
        let caption = try #require(
            flow.controller.plan?.tracks.first { if case .single = $0.role { true } else { false } })
        #expect(caption.state(at: 0).alpha == 0 && caption.state(at: caption.end).alpha == 1)
    }
}

/// A minimal mutable view that records what the ledger asks of it: stands in for a `UIView` whose
/// constraints and stack-view arrangement must come back.
@MainActor
final class RecordingNode: MutableViewNode {
    typealias Node = RecordingNode
    let name: String
    private(set) var children: [RecordingNode] = []
    weak var parent: RecordingNode?
    var captures = 0
    var restored: [String] = []

    init(name: String) { self.name = name }

    var parentNode: RecordingNode? { parent }
    var childNodes: [RecordingNode] { children }
    var layerGeometry: LayerGeometry { modelGeometry }
    var modelGeometry = LayerGeometry(frame: .zero)
    var appearance: ViewAppearance { ViewAppearance() }
    var matchID: String? { nil }
    var matchScope: String? { nil }
    var isExcludedFromMatching: Bool { false }
    var transitionModifiers: [TransitionModifier] { [] }
    var hasTransitionModifiers: Bool { false }
    var isHidden: Bool { false }
    var opacity = 1.0

    func insertChild(_ child: RecordingNode, at index: Int) {
        child.removeFromParent()
        children.insert(child, at: min(index, children.count))
        child.parent = self
    }

    func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    func captureAttachments() -> ViewAttachments {
        captures += 1
        return ViewAttachments(payload: "attachments of \(name)" as NSString)
    }

    func restoreAttachments(_ attachments: ViewAttachments) {
        restored.append((attachments.payload as? NSString).map(String.init) ?? "nothing")
    }
}
