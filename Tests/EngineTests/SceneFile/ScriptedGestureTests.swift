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
}
