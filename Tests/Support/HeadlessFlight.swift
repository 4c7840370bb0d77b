import Foundation
import MatchCut

/// Plays a transition headless at 60 frames per second until it ends (3 s at most), handing
/// `frame` what the backend draws at each frame, back to front, with the seconds since the start.
/// Returns the controller, ended.
@MainActor
@discardableResult
package func playHeadless(
    _ stage: TransitionStage, _ kind: TransitionKind, style: TransitionStyle = .matched(TransitionOptions()),
    reduceMotion: Bool = false, frame: ([StandInFrame], Double) -> Void
) -> TransitionController<HeadlessBackend> {
    let backend = HeadlessBackend()
    let driver = ManualFrameDriver()
    let controller = TransitionController(backend: backend, driver: driver)
    controller.begin(
        TransitionRequest(
            kind, from: stage.source, to: stage.destination, in: stage.container, style: style,
            reduceMotion: reduceMotion))
    var time = 0.0
    while controller.phase.isInFlight && time < 3 {
        frame(backend.render(in: stage.container), time)
        driver.advance(by: 1.0 / 60)
        time += 1.0 / 60
    }
    return controller
}
