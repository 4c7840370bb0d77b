import Foundation
import MatchCut

/// The start of a transition: the main-thread work from UIKit asking for the animator to the first
/// frame drawn, through the headless backend, on every app shape and built-in scene (see
/// `Benchmarks/SHAPES.md`, "Start"). Three steps, each timed on its own, as the navigation
/// coordination and the flow run them:
///
/// 1. `decide`: the navigation delegate's `animationControllerFor` matches both screens to choose
///    between MatchCut and UIKit's slide (a match, kept).
/// 2. `estimate`: `transitionDuration(using:)` plans, from that match, only what decides the
///    duration (`TransitionPlanner.forDurationOnly`).
/// 3. `begin`: the start itself: match, plan, the picture plan and pictures, the originals hidden,
///    the stand-ins made and posed, the first frame drawn (on the display link: compiling for the
///    render server is counted apart, in the `compile` rows).
///
/// `matches` is counted (`Matcher.matchesMade`), not assumed.
///
/// Compiling is timed per built-in scene: its plan compiled into Core Animation animations.
@MainActor
enum StartBenchmarks {
    struct Row {
        let name: String
        let views: Int
        let standIns: Int
        /// Medians in milliseconds.
        let decideMs: Double
        let estimateMs: Double
        let beginMs: Double
        /// Of `beginMs`, the headless backend taking its pictures and covers (copying the pictured
        /// subtrees): the fake's stand-in for UIKit's snapshots, not MatchCut's work.
        let picturesMs: Double
        /// Each run's `decide + estimate + begin − pictures`, the median: MatchCut's own work.
        let ownMs: Double
        /// How many times the trees are matched from the animator's request to the first frame.
        let matches: Int
        /// Heap bytes still held after the screens, the transition and its controller went (the
        /// median over the runs; a one-off, such as a cache filled once, is not a leak): what one
        /// transition leaves behind.
        let retainedBytes: Int
        let runs: Int

        var totalMs: Double { decideMs + estimateMs + beginMs }
    }

    struct CompileRow {
        let scene: String
        let standIns: Int
        let supported: Int
        /// Median, in milliseconds, for the whole plan on one core (``AnimationCompiler/concurrency``
        /// 1): the work.
        let milliseconds: Double
        /// Median, in milliseconds, for the whole plan with its stand-ins spread over all this
        /// machine's cores (a device uses all its cores but one).
        let spreadMilliseconds: Double
        /// Median, in milliseconds, of the stand-in that takes longest to compile on its own: the
        /// wait with a core for each stand-in.
        let longestStandInMilliseconds: Double
        /// Heap bytes a plan (with its match report) and its compiled animations hold, per stand-in.
        let planBytesPerStandIn: Double
        let compiledBytesPerStandIn: Double
        let runs: Int

        var millisecondsPerStandIn: Double { milliseconds / Double(max(standIns, 1)) }
    }

    /// A way to build a fresh request on fresh trees (a started transition changes its trees).
    struct Case {
        let name: String
        let make: @MainActor () -> TransitionRequest<HeadlessView>?
    }

    /// The app shapes, then every scene in `SampleApp/Scenes` (run from the package root).
    static func cases() -> [Case] {
        var cases = PlanningBenchmarks.appShapes.map { shape in
            Case(name: shape.name) {
                let scene = shape.build()
                return TransitionRequest(scene.kind, from: scene.source, to: scene.destination, in: scene.container)
            }
        }
        for url in BuiltInScenes.files() {
            cases.append(Case(name: url.deletingPathExtension().lastPathComponent) { BuiltInScenes.request(url) })
        }
        return cases
    }

    static func run(quick: Bool) -> [Row] {
        cases().compactMap { measure($0, runs: quick ? 15 : 101) }
    }

    /// Times each step on fresh trees, `runs` times (after one warm-up), and takes medians.
    static func measure(_ start: Case, runs: Int) -> Row? {
        var decide: [Double] = []
        var estimate: [Double] = []
        var begin: [Double] = []
        var pictures: [Double] = []
        var own: [Double] = []
        pictures.reserveCapacity(runs + 1)
        own.reserveCapacity(runs + 1)
        decide.reserveCapacity(runs + 1)
        estimate.reserveCapacity(runs + 1)
        begin.reserveCapacity(runs + 1)
        var views = 0
        var standIns = 0
        var sink = 0.0
        var retained: [Double] = []
        retained.reserveCapacity(runs + 1)
        var matches = 0
        for run in 0...runs {
            // The heap before the screens are built and after they, the transition and its
            // controller are gone: what one transition leaves behind.
            let heapBefore = MemoryUsage.heapInUse() ?? 0
            var (d, e, b, p) = (0.0, 0.0, 0.0, 0.0)
            do {
                guard let request = start.make() else { return nil }
                views = request.source.subtreeCount + request.destination.subtreeCount
                let matchesBefore = Matcher.matchesMade
                var decision: MatchReport<HeadlessView>?
                d = Stopwatch.time {
                    let report = Matcher().match(
                        source: request.source, destination: request.destination, in: request.container)
                    sink += Double(report.pairs.count)
                    decision = report
                }
                e = Stopwatch.time {
                    if let decision {
                        sink +=
                            TransitionController<HeadlessBackend>.plan(request, report: decision, forDurationOnly: true)
                            .duration
                    }
                }
                decision = nil
                let driver = ManualFrameDriver(frameRate: 120)
                let backend = HeadlessBackend()
                backend.pictureClock = { DispatchTime.now().uptimeNanoseconds }
                let controller = TransitionController(backend: backend, driver: driver)
                b = Stopwatch.time {
                    controller.begin(request)
                    // A start that waits a frame (a postponement, a layout pass) draws on the next one.
                    if controller.phase == .preparing { driver.advance(by: driver.frameInterval) }
                }
                p = backend.pictureSeconds * 1000
                matches = Matcher.matchesMade - matchesBefore
                standIns = controller.plan?.tracks.count ?? 0
                driver.advance(by: 10)
            }
            if run > 0 {
                retained.append(Double((MemoryUsage.heapInUse() ?? 0) - heapBefore))
                decide.append(d)
                estimate.append(e)
                begin.append(b)
                pictures.append(p)
                own.append(d + e + b - p)
            }
        }
        if sink.isNaN { print(sink) }
        return Row(
            name: start.name, views: views, standIns: standIns, decideMs: Stopwatch.median(decide),
            estimateMs: Stopwatch.median(estimate), beginMs: Stopwatch.median(begin),
            picturesMs: Stopwatch.median(pictures), ownMs: Stopwatch.median(own), matches: matches,
            retainedBytes: Int(Stopwatch.median(retained)), runs: runs)
    }

    /// Every built-in scene's plan compiled into Core Animation animations.
    static func compile(quick: Bool) -> [CompileRow] {
        BuiltInScenes.files().compactMap { url in
            guard let request = BuiltInScenes.request(url) else { return nil }
            let heap0 = MemoryUsage.heapInUse() ?? 0
            let report = Matcher().match(
                source: request.source, destination: request.destination, in: request.container)
            let plan = TransitionController<HeadlessBackend>.plan(request, report: report)
            let heap1 = MemoryUsage.heapInUse() ?? 0
            let compiler = AnimationCompiler(concurrency: 1)
            var compiled = compiler.compile(plan)
            let heap2 = MemoryUsage.heapInUse() ?? 0
            let count = Double(max(plan.tracks.count, 1))
            withExtendedLifetime(report) {}
            // One core (the work), and spread over every core here.
            let spread = AnimationCompiler(concurrency: BenchmarkOutput.cores)
            let samples = Stopwatch.interleaved(
                [{ compiled = compiler.compile(plan) }, { compiled = spread.compile(plan) }], budget: quick ? 0.2 : 1)
            // Each stand-in alone: with a core for each, the wait is the longest of them.
            let alone = Stopwatch.interleaved(
                plan.tracks.map { track in { _ = compiler.compile(track, duration: plan.duration) } },
                budget: quick ? 0.1 : 0.5)
            return CompileRow(
                scene: url.deletingPathExtension().lastPathComponent, standIns: plan.tracks.count,
                supported: compiled.standIns.filter(\.isSupported).count, milliseconds: Stopwatch.median(samples[0]),
                spreadMilliseconds: Stopwatch.median(samples[1]),
                longestStandInMilliseconds: alone.map { Stopwatch.median($0) }.max() ?? 0,
                planBytesPerStandIn: Double(heap1 - heap0) / count,
                compiledBytesPerStandIn: Double(heap2 - heap1) / count,
                runs: samples[0].count)
        }
    }
}
