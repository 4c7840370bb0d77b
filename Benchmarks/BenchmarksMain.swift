import Foundation
import MatchCut

/// `swift run -c release Benchmarks [--quick] [--json] [--start-only | --plan-only | --frames-only | --compile-only | --device-only]`:
/// a summary, starting a transition and compiling each built-in scene, then planning on app-shaped screens and a stress series against Hero's algorithm and the floor, then
/// per-frame costs, then compiling plans into Core Animation animations. A table by default;
/// `--json` prints one JSON object per line (see ``BenchmarkOutput``).
///
/// `--profile SHAPE [ours|hero|floor|match] [RUNS]` runs one body on one shape and prints nothing
/// else, for `valgrind --tool=callgrind`. SHAPE is an app shape (`list`, `photo-grid`, `detail`,
/// `settings`, `feed`) or `stress-1%` / `stress-10%`, optionally with `@VIEWS` (100,000 by default).
/// `--profile-frames [evaluate|interactive] [TRACKS] [FRAMES]` runs one per-frame body alone;
/// `--profile-compile SCENE [RUNS]` compiles one built-in scene's plan RUNS times;
/// `--profile-start CASE [RUNS]` starts one start case (an app shape or a built-in scene) RUNS times.
@main
enum BenchmarksMain {
    @MainActor
    static func main() {
        let arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
        if let i = arguments.firstIndex(of: "--profile-frames") {
            FrameBenchmarks.profile(Array(arguments[(i + 1)...]))
            return
        }
        if let i = arguments.firstIndex(of: "--profile-compile") {
            // `--profile-compile SCENE [RUNS]`: compiles one built-in scene's plan RUNS times.
            let name = arguments.count > i + 1 ? arguments[i + 1] : "card-to-detail-push"
            let runs = arguments.count > i + 2 ? Int(arguments[i + 2]) ?? 50 : 50
            let url = URL(fileURLWithPath: "SampleApp/Scenes/\(name).json")
            guard let request = BuiltInScenes.request(url) else {
                print("no scene \(name)")
                return
            }
            let report = Matcher().match(
                source: request.source, destination: request.destination, in: request.container)
            let plan = TransitionController<HeadlessBackend>.plan(request, report: report)
            var keys = 0
            for _ in 0..<runs { keys &+= AnimationCompiler().compile(plan).standIns.reduce(0) { $0 + $1.keyCount } }
            print("\(name): \(runs) compiles, \(keys / max(runs, 1)) keys each")
            return
        }
        if let i = arguments.firstIndex(of: "--profile-start") {
            // `--profile-start CASE [RUNS]`: begins one start case's transition RUNS times, on
            // fresh screens each time, for a profiler.
            let name = arguments.count > i + 1 ? arguments[i + 1] : "list"
            let runs = arguments.count > i + 2 ? Int(arguments[i + 2]) ?? 200 : 200
            guard let start = StartBenchmarks.cases().first(where: { $0.name == name }) else {
                print("no start case \(name)")
                return
            }
            var stand = 0
            for _ in 0..<runs {
                guard let request = start.make() else { return }
                let driver = ManualFrameDriver(frameRate: 120)
                let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
                controller.begin(request)
                if controller.phase == .preparing { driver.advance(by: driver.frameInterval) }
                stand &+= controller.plan?.tracks.count ?? 0
                driver.advance(by: 10)
            }
            print("\(name): \(runs) starts, \(stand / max(runs, 1)) stand-ins each")
            return
        }
        if let i = arguments.firstIndex(of: "--profile") {
            profile(Array(arguments[(i + 1)...]))
            return
        }
        let quick = arguments.contains("--quick")
        let json = arguments.contains("--json")
        let budget = quick ? 0.25 : 2.0
        if arguments.contains("--compile-only") {
            BenchmarkOutput.compile(CompileBenchmarks.run(quick: quick), json: json)
            return
        }
        if arguments.contains("--device-only") {
            BenchmarkOutput.device(DeviceBenchmarks.run(), json: json)
            return
        }
        let starting = arguments.contains("--start-only")
        if starting || !(arguments.contains("--plan-only") || arguments.contains("--frames-only")) {
            let starts = StartBenchmarks.run(quick: quick)
            let compiles = StartBenchmarks.compile(quick: quick)
            if !json { BenchmarkOutput.summary(starts, compiles) }
            BenchmarkOutput.start(starts, json: json)
            BenchmarkOutput.sceneCompile(compiles, json: json)
            if starting { return }
        }
        if !arguments.contains("--frames-only") {
            if !json {
                BenchmarkOutput.shapes()
                BenchmarkOutput.planHeader(budget: budget)
            }
            var rows: [PlanningBenchmarks.Row] = []
            for build in PlanningBenchmarks.cases() {
                let row = PlanningBenchmarks.measure(build(), budget: budget)
                rows.append(row)
                if json { BenchmarkOutput.planJSON(row) } else { BenchmarkOutput.planLine(row) }
            }
            if !json { print("") }
            BenchmarkOutput.scaling(PlanningBenchmarks.exponents(rows), json: json)
            if !json { BenchmarkOutput.planTargets(rows) }
        }
        if !arguments.contains("--plan-only") {
            BenchmarkOutput.frames(FrameBenchmarks.run(quick: quick), json: json)
        }
        if !arguments.contains("--plan-only") && !arguments.contains("--frames-only") {
            BenchmarkOutput.compile(CompileBenchmarks.run(quick: quick), json: json)
            BenchmarkOutput.device(DeviceBenchmarks.run(), json: json)
        }
    }

    /// Runs one body of one shape `RUNS` times (20 by default).
    @MainActor
    static func profile(_ arguments: [String]) {
        let name = arguments.first ?? "stress-1%"
        let body = arguments.count > 1 ? arguments[1] : "ours"
        let runs = arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20
        let scene: BenchmarkScene
        if name.hasPrefix("stress-") {
            let parts = name.split(separator: "@")
            let percent = Double(parts[0].dropFirst("stress-".count).dropLast()) ?? 1
            let views = parts.count > 1 ? Int(parts[1]) ?? 100_000 : 100_000
            scene = StressShape.scene(views: views, taggedFraction: percent / 100)
        } else if let shape = PlanningBenchmarks.appShapes.first(where: { $0.name == name }) {
            scene = shape.build()
        } else {
            print("unknown shape \(name)")
            return
        }
        let hero = HeroBaseline(kinds: scene.kinds)
        var sink = 0.0
        for _ in 0..<runs {
            switch body {
            case "hero":
                let plan = hero.plan(source: scene.source, destination: scene.destination, container: scene.container)
                sink += Double(plan.pairs + plan.prepared + plan.animating)
            case "floor":
                sink += FloorWalk.run(scene)
            case "match":
                sink += Double(
                    Matcher().match(source: scene.source, destination: scene.destination, in: scene.container).pairs
                        .count)
            default:
                let report = Matcher().match(source: scene.source, destination: scene.destination, in: scene.container)
                sink +=
                    TransitionPlanner().plan(
                        scene.kind, report: report, source: scene.source, destination: scene.destination,
                        in: scene.container
                    ).duration
            }
        }
        print("\(name) \(body): \(runs) runs, \(scene.views) views, depth \(scene.depth) (\(sink))")
    }
}
