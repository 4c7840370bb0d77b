import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

@MainActor
@Suite struct ScriptedGestureTests {
    private func stage() -> TransitionStage {
        let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let photo = HeadlessView(frame: CGRect(x: 0, y: 200, width: 390, height: 390))
        photo.matchID = "photo"
        detail.addSubview(photo)
        let grid = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let thumb = HeadlessView(frame: CGRect(x: 20, y: 120, width: 100, height: 100))
        thumb.matchID = "photo"
        grid.addSubview(thumb)
        return TransitionStage(source: detail, destination: grid)
    }

    @Test(arguments: [(400.0, false), (600.0, true)])
    func aPullFinishesOnlyPastTheThresholdAndTheContainerEndsClean(endY: Double, finishes: Bool) throws {
        let stage = stage()
        let before = TreeSnapshot(stage.container)
        let json = try JSONReader().parse(
            #"{"type": "pullDown", "follow": true, "touches": [[0, 195, 300], [0.1, 196, 340], [0.2, 198, \#(endY - 10)], [0.3, 200, \#(endY)]]}"#
        )
        let gesture = try ScriptedGesture(json: json)
        let driver = ManualFrameDriver()
        let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
        var ended: [Bool] = []
        controller.onCompletion = { ended.append($0) }
        var underFinger: CGPoint?
        let chose = gesture.play(
            TransitionRequest(.dismiss, from: stage.source, to: stage.destination, in: stage.container), on: controller,
            driver: driver, onBegin: { underFinger = controller.currentFrames().last?.state.center })
        #expect(chose == finishes)
        #expect(underFinger == CGPoint(x: 195, y: 395))
        driver.advance(by: 3)
        #expect(ended == [finishes] && TreeSnapshot(stage.container) == before)
    }

    @Test func badScriptsNameThePath() {
        #expect(throws: SceneFileError.self) {
            try ScriptedGesture(json: try JSONReader().parse(#"{"type": "swipe", "touches": [[0, 1, 1], [1, 2, 2]]}"#))
        }
        do {
            _ = try ScriptedGesture(
                json: try JSONReader().parse(#"{"type": "pan", "touches": [[0, 1, 1], [0, 2, 2]]}"#))
            Issue.record("expected an error")
        } catch let error as SceneFileError {
            #expect(error.problems.map(\.description) == ["gesture.touches[1]: touch times must increase"])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// A finger that comes down on the flying photo `at` seconds in takes it where it is and drags
    /// it along its path: with the flight finishes, against it cancels; the container ends clean.
    @Test(arguments: [true, false])
    func aFingerCatchingTheFlightDragsItAlongItsPath(withTheFlight: Bool) throws {
        let stage = stage()
        let before = TreeSnapshot(stage.container)
        let driver = ManualFrameDriver()
        let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
        var ended: [Bool] = []
        controller.onCompletion = { ended.append($0) }
        // The pop flies the photo from (195, 395) to (70, 170): up and to the left.
        let sign = withTheFlight ? -1.0 : 1.0
        let touches = (0..<5).map { i in
            (time: Double(i) * 0.05, location: CGPoint(x: 150 + sign * 25 * Double(i), y: 320 + sign * 45 * Double(i)))
        }
        let gesture = ScriptedGesture(kind: .pan, touches: touches, follow: true, at: 0.1)
        let chose = gesture.play(
            TransitionRequest(.pop, from: stage.source, to: stage.destination, in: stage.container), on: controller,
            driver: driver, onBegin: {})
        #expect(chose == withTheFlight)
        driver.advance(by: 3)
        #expect(ended == [withTheFlight] && TreeSnapshot(stage.container) == before)
    }

    /// `"type": "back"` turns the transition around at `at` seconds (and needs `at`).
    @Test func aBackTapTurnsTheTransitionAround() throws {
        let stage = stage()
        let gesture = try ScriptedGesture(json: try JSONReader().parse(#"{"type": "back", "at": 0.15}"#))
        let driver = ManualFrameDriver()
        let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
        var ended: [Bool] = []
        controller.onCompletion = { ended.append($0) }
        #expect(
            !gesture.play(
                TransitionRequest(.pop, from: stage.source, to: stage.destination, in: stage.container), on: controller,
                driver: driver))
        #expect(controller.phase == .cancelling)
        driver.advance(by: 3)
        #expect(ended == [false])
        do {
            _ = try ScriptedGesture(json: try JSONReader().parse(#"{"type": "back"}"#))
            Issue.record("expected an error")
        } catch let error as SceneFileError {
            #expect(
                error.problems.map(\.description) == [
                    #"gesture: a back tap needs "at": the seconds into the transition it comes"#
                ])
        }
    }
}

/// A gesture's `"scrolls"`: the arriving screen's list scrolls while the finger is down, and the
/// flight lands on its row where the list has it (the built-in scene of issue 23).
@MainActor
@Suite struct ScriptedGestureScrollTests {
    @Test func scrollsAreReadWithTheirPathsAndPlayedOnTheArrivingList() throws {
        #expect(throws: SceneFileError.self) {
            try ScriptedGesture(
                json: try JSONReader().parse(
                    #"{"type": "pullDown", "touches": [[0, 1, 1], [0.1, 1, 2]], "scrolls": [[0.1, 0, 5], [0.05, 0, 5]]}"#))
        }
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../SampleApp/Scenes/list-pull-down-while-scrolling.json")
        let loaded = try SceneDecoder().decode(String(contentsOf: url, encoding: .utf8))
        let scene = loaded.scene
        let gesture = try ScriptedGesture(json: try #require(scene.sections["gesture"]))
        #expect(gesture.scrolls.map(\.by.y) == [30, 30, 30, 30])
        let trees = scene.makeHeadlessTrees()
        let list = try #require(trees.destination.subviews.first?.list)
        let driver = ManualFrameDriver(frameRate: 60)
        let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
        let finished = gesture.play(
            TransitionRequest(.dismiss, from: trees.source, to: trees.destination, in: trees.container),
            on: controller, driver: driver)
        #expect(finished)
        // The item's row was brought into view (centred), then the list scrolled 120 points more.
        let pair = try #require(controller.report?.pairs.firstIndex { $0.key.id == "photo" })
        let id = try #require(controller.plan?.track(for: .pair(pair))?.id)
        var last: CGRect?
        while controller.phase.isInFlight {
            if let frame = controller.currentFrames().first(where: { $0.id == id }) { last = frame.quad.boundingBox }
            driver.advance(by: 1.0 / 60)
        }
        let photo = try #require(list.cell(forScope: "item-24")?.subviews.first)
        let cell = try photo.convertedRect(photo.bounds, to: trees.container)
        let landing = try #require(last)
        #expect(abs(landing.minX - cell.minX) < 1 && abs(landing.minY - cell.minY) < 1, "\(landing) vs \(cell)")
        #expect(abs(landing.width - cell.width) < 1)
    }
}

/// A swipe between tabs in a scene file (the built-in `tab-switch-swipe.json`): the pan drives a
/// ``TransitionKind/tabForward`` switch by its travel toward the next tab, and the file's `"bars"`
/// are read, written back and kept out of the container (flights pass under them).
@MainActor
@Suite struct ScriptedTabSwitchTests {
    @Test func aSwipeDrivesTheSwitchByItsTravelTowardTheNextTab() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../SampleApp/Scenes/tab-switch-swipe.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let scene = try SceneDecoder().decode(text).scene
        var warnings: [SceneProblem] = []
        let spec = try scene.transitionSpec(warnings: &warnings)
        #expect(spec.kind == .tabForward)
        let gesture = try ScriptedGesture(json: try #require(scene.sections["gesture"]))
        #expect(gesture.problem(driving: .tabForward) == nil && gesture.problem(driving: .tabBack) == nil)
        #expect(gesture.problem(driving: .push) != nil)
        // The bars: read, kept out of the trees, written back as read.
        let bars = try #require(scene.bars)
        #expect(bars.children.first?.name == "tab bar")
        #expect(try SceneDecoder().decode(SceneEncoder().encode(scene)).scene == scene)
        let trees = scene.makeHeadlessTrees()
        #expect(trees.bars?.subviews.first?.name == "tab bar" && trees.bars?.superview == nil)
        #expect(trees.container.subviews.count == 2)
        // Played: at each touch the progress is the leftward travel over the width.
        let driver = ManualFrameDriver(frameRate: 60)
        let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
        var progress: [Double] = []
        let observer = ProgressProbe { progress.append(controller.progress) }
        driver.add(observer)
        let finished = gesture.play(
            TransitionRequest(.tabForward, from: trees.source, to: trees.destination, in: trees.container),
            on: controller, driver: driver)
        #expect(finished, "released 63 % of the way, moving on")
        let width = scene.containerSize.width
        let first = gesture.touches[0].location.x
        let expected = gesture.touches.dropFirst().map { min(max((first - $0.location.x) / width, 0), 1) }
        #expect(controller.report?.pairs.count == 2)
        // The engine's progress on the frames after each touch's update (the last touch's is
        // followed at once by the release).
        for value in expected.dropLast() {
            #expect(progress.contains { abs($0 - value) < 1e-9 }, "\(value) in \(progress)")
        }
        #expect(progress.allSatisfy { p in p == 0 || expected.contains { abs($0 - p) < 1e-9 } })
    }
}

/// Calls `tick` on every frame of the driver.
@MainActor
private final class ProgressProbe: FrameObserver {
    let tick: () -> Void
    init(_ tick: @escaping () -> Void) { self.tick = tick }
    func frameDriver(_ driver: any FrameDriver, didReach frame: FrameTime) { tick() }
}
