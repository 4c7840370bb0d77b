import Foundation
import MatchCut

/// What a device pays per transition, counted (not timed) by the headless backend on every
/// built-in scene: pictures taken (and how many commit the screen), and layer property writes per
/// frame on the display-link path, on the render server, and per gesture event under a finger.
@MainActor
enum DeviceBenchmarks {
    struct Row {
        let scene: String
        let pictures: Int
        let committing: Int
        let standIns: Int
        let onRenderServer: Int
        let writesPerFrameDisplayLink: Double
        let writesPerFrameRenderServer: Double
        let writesPerGestureEvent: Double
        /// Compiling the scene's plan into Core Animation animations (median), in milliseconds.
        let compileMilliseconds: Double
    }

    /// Every scene in `SampleApp/Scenes` (run from the package root), in name order.
    static func run() -> [Row] { BuiltInScenes.files().compactMap(measure) }

    /// Plays `request` to its end at 120 Hz; returns the layer writes per frame between the start
    /// and the end, with the backend.
    private static func writesPerFrame(_ request: TransitionRequest<HeadlessView>, renderServer: Bool)
        -> (perFrame: Double, backend: HeadlessBackend, controller: TransitionController<HeadlessBackend>)
    {
        let backend = HeadlessBackend(playsOnRenderServer: renderServer)
        let driver = ManualFrameDriver(frameRate: 120)
        let controller = TransitionController(backend: backend, driver: driver)
        controller.begin(request)
        if controller.phase == .preparing { driver.advance(by: driver.frameInterval) }
        let start = backend.renderServer.writes.total
        var frames = 0
        var during = 0
        while controller.phase.isInFlight, frames < 10_000 {
            driver.advance(by: driver.frameInterval)
            frames += 1
            if controller.phase.isInFlight { during = backend.renderServer.writes.total - start }
        }
        return (Double(during) / Double(max(frames - 1, 1)), backend, controller)
    }

    private static func measure(_ url: URL) -> Row? {
        guard let plain = BuiltInScenes.request(url, interactive: false), let served = BuiltInScenes.request(url, interactive: false),
            let driven = BuiltInScenes.request(url, interactive: true)
        else { return nil }
        let displayLink = writesPerFrame(plain, renderServer: false)
        let renderServer = writesPerFrame(served, renderServer: true)
        // Under a finger: 60 progress events on the render server, writes counted per event.
        let backend = HeadlessBackend(playsOnRenderServer: true)
        let driver = ManualFrameDriver(frameRate: 120)
        let controller = TransitionController(backend: backend, driver: driver)
        controller.begin(driven)
        if controller.phase == .preparing { driver.advance(by: driver.frameInterval) }
        let onServer = backend.liveStandIns.filter { backend.isPlaying($0) }.count
        let livePlan = controller.plan
        let before = backend.renderServer.writes.total
        for i in 1...60 {
            controller.update(progress: Double(i) / 61)
            driver.advance(by: driver.frameInterval)
        }
        let perEvent = Double(backend.renderServer.writes.total - before) / 60
        controller.finish(velocity: 0)
        driver.advance(by: 3)
        let counts = displayLink.backend.pictureCounts
        var compileTime = 0.0
        if let plan = livePlan {
            // As a device compiles: all the cores but one.
            let compiler = AnimationCompiler()
            var sink = 0
            let samples = Stopwatch.interleaved([{ sink &+= compiler.compile(plan).standIns.count }], budget: 0.2)[0]
            compileTime = Stopwatch.median(samples)
            if sink < 0 { print(sink) }
        }
        return Row(
            scene: url.deletingPathExtension().lastPathComponent, pictures: counts.total, committing: counts.committing,
            standIns: controller.plan?.tracks.count ?? 0, onRenderServer: onServer,
            writesPerFrameDisplayLink: displayLink.perFrame, writesPerFrameRenderServer: renderServer.perFrame,
            writesPerGestureEvent: perEvent, compileMilliseconds: compileTime)
    }
}
