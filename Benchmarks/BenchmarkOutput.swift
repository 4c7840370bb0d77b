import Foundation
import MatchCut
import MatchCutAllocationCounter

/// What the benchmarks print: a table for people (the default), or one JSON object per line for
/// tools (`--json`):
///
/// ```
/// {"bench":"plan","shape":"list","views":612,"pairs":2,"ours_ms":…,"hero_ms":…,"floor_ms":…, …}
/// {"bench":"scaling","series":"stress-1%","ours_exponent":…,"hero_exponent":…,"floor_exponent":…}
/// {"bench":"frame","tracks":1002,"mode":"evaluate","us_per_frame":…,"allocations_per_frame":…}
/// {"bench":"compile","tracks":1002,"us_per_track":…,"keys_per_track":…,"max_keys":…}
/// {"bench":"start","case":"list","views":…,"stand_ins":…,"total_ms":…,"decide_ms":…,"estimate_ms":…,
///  "begin_ms":…,"pictures_ms":…,"own_ms":…,"matches":2,"retained_bytes":…,"runs":…}
/// {"bench":"compile","scene":"card-to-detail-push","stand_ins":…,"supported":…,"ms":…,
///  "ms_per_stand_in":…,"spread_ms":…,"cores":…,"longest_stand_in_ms":…,"plan_bytes_per_stand_in":…,"compiled_bytes_per_stand_in":…,"runs":…}
/// {"bench":"device","scene":…,"pictures":…,"committing":…,"stand_ins":…,"on_render_server":…,
///  "writes_per_frame_display_link":…,"writes_per_frame_render_server":…,"writes_per_gesture_event":…}
/// ```
///
/// The first keys of each line are fixed names other tools read; `plan` lines add `depth`,
/// `hero_pairs`, `ours_p95_ms`, `match_ms`, `plan_kib` and `runs` after them.
@MainActor
enum BenchmarkOutput {
    // MARK: - Planning

    /// The app shapes' sizes, screen by screen.
    static func shapes() {
        print("app shapes (views and depth per screen; pairs found by MatchCut; see Benchmarks/SHAPES.md)")
        for (name, build) in PlanningBenchmarks.appShapes {
            let scene = build()
            let pairs = Matcher().match(source: scene.source, destination: scene.destination, in: scene.container)
                .pairs.count
            print(
                "  " + pad(name, 11) + "source \(scene.sourceViews) views, depth \(scene.sourceDepth); "
                    + "destination \(scene.destinationViews) views, depth \(scene.destinationDepth); "
                    + "\(pairs) pair\(pairs == 1 ? "" : "s") (\(scene.kind))")
        }
        print("")
    }

    static func planHeader(budget: Double) {
        print("planning: walk both screens, match, convert, plan. Release build; medians of interleaved runs")
        print("(about \(budget) s per row), MatchCut, Hero's algorithm and the floor in the same run; times in ms;")
        print("views and depth over both screens (see Benchmarks/SHAPES.md)")
        print(
            pad("shape", 12) + pad("views", 7, right: true) + pad("depth", 6, right: true)
                + pad("pairs", 6, right: true) + pad("ours", 9, right: true) + pad("p95", 9, right: true)
                + pad("floor", 9, right: true) + pad("Hero", 9, right: true) + pad("ours/floor", 11, right: true)
                + pad("Hero/ours", 10, right: true) + pad("ns/view", 8, right: true) + pad("match", 9, right: true)
                + pad("plan KiB", 9, right: true) + pad("runs", 6, right: true))
    }

    static func planLine(_ row: PlanningBenchmarks.Row) {
        let pairs = row.pairs == row.heroPairs ? "\(row.pairs)" : "\(row.pairs)/\(row.heroPairs)"
        print(
            pad(row.shape, 12) + pad("\(row.views)", 7, right: true) + pad("\(row.depth)", 6, right: true)
                + pad(pairs, 6, right: true) + pad(ms(row.oursMs), 9, right: true)
                + pad(ms(row.oursP95Ms), 9, right: true) + pad(ms(row.floorMs), 9, right: true)
                + pad(ms(row.heroMs), 9, right: true) + pad(ratio(row.oursOverFloor), 11, right: true)
                + pad(ratio(row.heroOverOurs), 10, right: true)
                + pad(String(format: "%.1f", row.nanosecondsPerView), 8, right: true)
                + pad(ms(row.matchMs), 9, right: true) + pad(String(format: "%.0f", row.planKiB), 9, right: true)
                + pad("\(row.runs)", 6, right: true))
    }

    static func planJSON(_ row: PlanningBenchmarks.Row) {
        line([
            ("bench", .string("plan")), ("shape", .string(row.shape)), ("views", number(row.views)),
            ("pairs", number(row.pairs)), ("ours_ms", number(row.oursMs)), ("hero_ms", number(row.heroMs)),
            ("floor_ms", number(row.floorMs)), ("depth", number(row.depth)), ("hero_pairs", number(row.heroPairs)),
            ("ours_p95_ms", number(row.oursP95Ms)), ("match_ms", number(row.matchMs)),
            ("plan_kib", number(row.planKiB)), ("runs", number(row.runs)),
        ])
    }

    static func scaling(_ exponents: [(series: String, ours: Double, hero: Double, floor: Double)], json: Bool) {
        for e in exponents {
            if json {
                line([
                    ("bench", .string("scaling")), ("series", .string(e.series)), ("ours_exponent", number(e.ours)),
                    ("hero_exponent", number(e.hero)), ("floor_exponent", number(e.floor)),
                ])
            } else {
                print(
                    "scaling, \(e.series) 1k–100k views: time ∝ views^k with k = "
                        + String(format: "%.2f ours, %.2f Hero's algorithm, %.2f the floor", e.ours, e.hero, e.floor))
            }
        }
    }

    /// The issue's planning targets, met or missed and by how much.
    static func planTargets(_ rows: [PlanningBenchmarks.Row]) {
        guard !rows.isEmpty else { return }
        print("\ntargets (planning)")
        let worstFloor = rows.max { $0.oursOverFloor < $1.oursOverFloor }!
        let overFloor = rows.filter { $0.oursOverFloor > 3 }
        print(
            "  ours ≤ 3× the floor at every size: "
                + (overFloor.isEmpty
                    ? "met (worst \(ratio(worstFloor.oursOverFloor))×, \(worstFloor.shape) \(worstFloor.views))"
                    : "missed on \(overFloor.count) of \(rows.count) rows, worst \(ratio(worstFloor.oursOverFloor))× "
                        + "(\(worstFloor.shape) \(worstFloor.views) views)"))
        let large = rows.filter { $0.views >= 1_000 }
        if let slowest = large.min(by: { $0.heroOverOurs < $1.heroOverOurs }) {
            let short = large.filter { $0.heroOverOurs < 5 }
            print(
                "  ≥ 5× faster than Hero's algorithm at 1,000 views and above: "
                    + (short.isEmpty
                        ? "met (least \(ratio(slowest.heroOverOurs))×, \(slowest.shape) \(slowest.views))"
                        : "missed on \(short.count) of \(large.count) rows, least \(ratio(slowest.heroOverOurs))× "
                            + "(\(slowest.shape) \(slowest.views) views)"))
        }
        for series in Set(rows.filter(\.isStress).map(\.shape)).sorted() {
            let perView = rows.filter { $0.shape == series }.map(\.nanosecondsPerView)
            guard let low = perView.min(), let high = perView.max(), perView.count > 1 else { continue }
            print(
                "  ns per view flat within 1.5× from 1k to 100k (\(series)): "
                    + (high / low <= 1.5 ? "met" : "missed")
                    + String(format: " (%.1f to %.1f ns, %.2f×)", low, high, high / low))
        }
    }

    // MARK: - Per frame

    static func frames(_ rows: [FrameBenchmarks.Row], json: Bool) {
        if json {
            for row in rows {
                line([
                    ("bench", .string("frame")), ("tracks", number(row.tracks)), ("mode", .string(row.mode)),
                    ("us_per_frame", number(row.nanosecondsPerFrame / 1000)),
                    ("allocations_per_frame", number(row.allocationsPerFrame)),
                ])
            }
            return
        }
        print("\nper frame (release build): time and heap allocations per frame")
        print("mode          tracks   µs/frame   allocations/frame")
        for row in rows {
            print(
                pad(row.mode, 14) + pad("\(row.tracks)", 9)
                    + pad(String(format: "%.2f", row.nanosecondsPerFrame / 1000), 11)
                    + String(format: "%.2f", row.allocationsPerFrame))
        }
        if matchcut_allocations_counted() == 0 { print("(allocations are counted on glibc only)") }
        for (mode, limit) in [("evaluate", 50.0), ("interactive", 100.0)] {
            guard
                let row = rows.filter({ $0.mode == mode }).min(by: { abs($0.tracks - 1_000) < abs($1.tracks - 1_000) })
            else { continue }
            let us = row.nanosecondsPerFrame / 1000
            print(
                "  \(mode), \(row.tracks) tracks: " + String(format: "%.1f µs", us)
                    + (us <= limit
                        ? " ≤ \(Int(limit)) µs, met"
                        : String(format: " > %d µs, missed by %.1f×", Int(limit), us / limit))
                    + String(format: "; %.2f allocations per frame", row.allocationsPerFrame)
                    + (row.allocationsPerFrame == 0 ? ", met" : ", missed"))
        }
    }

    // MARK: - Compiling

    static func compile(_ rows: [CompileBenchmarks.Row], json: Bool) {
        if json {
            for row in rows {
                line([
                    ("bench", .string("compile")), ("tracks", number(row.tracks)),
                    ("us_per_track", number(row.microsecondsPerTrack)), ("keys_per_track", number(row.keysPerTrack)),
                    ("max_keys", number(row.maxKeys)),
                ])
            }
            return
        }
        print("\ncompiling into Core Animation (release build): the frame plans (arcs on springs, rotations, radii)")
        print("tracks   µs/track   keys/track   max keys   runs")
        for row in rows {
            print(
                pad("\(row.tracks)", 8) + pad(String(format: "%.1f", row.microsecondsPerTrack), 10)
                    + pad(String(format: "%.1f", row.keysPerTrack), 12) + pad("\(row.maxKeys)", 10) + "\(row.runs)")
        }
    }

    // MARK: - Starting

    /// 120 Hz: the time one frame has, in milliseconds.
    static let frameBudgetMs = 1_000.0 / 120

    /// A few lines a user reads first: what starting a transition costs on an app-sized screen.
    static func summary(_ starts: [StartBenchmarks.Row], _ compiles: [StartBenchmarks.CompileRow]) {
        let shapes = starts.filter { row in PlanningBenchmarks.appShapes.contains { $0.name == row.name } }
        guard !shapes.isEmpty else { return }
        let worst = shapes.max { $0.totalMs < $1.totalMs }!
        let median = Stopwatch.median(shapes.map(\.totalMs))
        print("summary (release build, this machine)")
        print(
            String(
                format:
                    "  starting a transition on an app-sized screen (%d to %d views): %.2f ms median, %.2f ms at most (%@),",
                shapes.map(\.views).min()!, shapes.map(\.views).max()!, median, worst.totalMs, worst.name))
        print(
            String(
                format:
                    "  that is %.0f%% of one 120 Hz frame (%.2f ms) at most; the tap's frame is not missed below 100%%;",
                100 * worst.totalMs / frameBudgetMs, frameBudgetMs))
        print(
            String(
                format:
                    "  %.2f ms at most without the headless backend's pictures (copies standing for UIKit's snapshots).",
                shapes.map(\.ownMs).max()!))
        if !compiles.isEmpty {
            let perStandIn = Stopwatch.median(compiles.map(\.millisecondsPerStandIn))
            let largest = compiles.max { $0.milliseconds < $1.milliseconds }!
            print(
                String(
                    format:
                        "  compiling for the render server (off the main thread on iOS): %.2f ms per stand-in median, %.1f ms for the largest scene (%@) on one core;",
                    perStandIn, largest.milliseconds, largest.scene))
            print("  until it arrives the display link draws on the main thread. Per-frame costs follow below.")
        }
        print("")
    }

    static func start(_ rows: [StartBenchmarks.Row], json: Bool) {
        if json {
            for row in rows {
                line([
                    ("bench", .string("start")), ("case", .string(row.name)), ("views", number(row.views)),
                    ("stand_ins", number(row.standIns)), ("total_ms", number(row.totalMs)),
                    ("decide_ms", number(row.decideMs)), ("estimate_ms", number(row.estimateMs)),
                    ("begin_ms", number(row.beginMs)), ("pictures_ms", number(row.picturesMs)),
                    ("own_ms", number(row.ownMs)), ("matches", number(row.matches)),
                    ("retained_bytes", number(row.retainedBytes)), ("runs", number(row.runs)),
                ])
            }
            return
        }
        print("starting: from UIKit asking for the animator to the first frame drawn (headless backend, display link;")
        print(
            "compiling apart). decide: the navigation delegate matches to choose MatchCut or UIKit's slide; estimate:")
        print(
            "transitionDuration plans for the duration from that match; begin: match, plan, pictures, stand-ins posed,")
        print("first frame; pictures: of begin, the headless backend copying what it pictures (the fake's stand-in for")
        print("UIKit's snapshots); own: total without them, MatchCut's work. Medians in ms; matches counted.")
        print(
            pad("case", 40) + pad("views", 7, right: true) + pad("stand-ins", 10, right: true)
                + pad("decide", 9, right: true) + pad("estimate", 9, right: true) + pad("begin", 9, right: true)
                + pad("pictures", 9, right: true) + pad("total", 9, right: true) + pad("own", 9, right: true)
                + pad("matches", 8, right: true))
        for row in rows {
            print(
                pad(row.name, 40) + pad("\(row.views)", 7, right: true) + pad("\(row.standIns)", 10, right: true)
                    + pad(ms(row.decideMs), 9, right: true) + pad(ms(row.estimateMs), 9, right: true)
                    + pad(ms(row.beginMs), 9, right: true) + pad(ms(row.picturesMs), 9, right: true)
                    + pad(ms(row.totalMs), 9, right: true) + pad(ms(row.ownMs), 9, right: true)
                    + pad("\(row.matches)", 8, right: true))
        }
        let held = rows.map(\.retainedBytes).max() ?? 0
        print(
            "after the screens, a transition and its controller go, the heap holds (median per case) at most \(held) bytes "
                + "more than before them: " + (held <= 0 ? "nothing retained, met" : "retained, missed"))
        let over = rows.filter { $0.totalMs > 1 }
        let ownOver = rows.filter { $0.ownMs > 1 }
        print(
            "target: at most 1 ms each and one match per transition: "
                + (over.isEmpty
                    ? "time met"
                    : "time missed on \(over.count) of \(rows.count) (worst \(ms(over.map(\.totalMs).max()!)) ms)")
                + (ownOver.isEmpty
                    ? " (without the headless pictures: met)"
                    : " (without the headless pictures: missed on \(ownOver.count), worst \(ms(ownOver.map(\.ownMs).max()!)) ms)")
                + (rows.allSatisfy { $0.matches == 1 }
                    ? "; one match, met" : "; \(rows.map(\.matches).max()!) matches, missed"))
        print("")
    }

    static func sceneCompile(_ rows: [StartBenchmarks.CompileRow], json: Bool) {
        if json {
            for row in rows {
                line([
                    ("bench", .string("compile")), ("scene", .string(row.scene)), ("stand_ins", number(row.standIns)),
                    ("supported", number(row.supported)), ("ms", number(row.milliseconds)),
                    ("ms_per_stand_in", number(row.millisecondsPerStandIn)),
                    ("spread_ms", number(row.spreadMilliseconds)), ("cores", number(cores)),
                    ("longest_stand_in_ms", number(row.longestStandInMilliseconds)),
                    ("plan_bytes_per_stand_in", number(row.planBytesPerStandIn)),
                    ("compiled_bytes_per_stand_in", number(row.compiledBytesPerStandIn)), ("runs", number(row.runs)),
                ])
            }
            return
        }
        print(
            "compiling each built-in scene's plan into Core Animation animations (median ms): ms on one core (the work),"
        )
        print(
            "spread: the stand-ins side by side on this machine's \(cores) cores (a device uses all its cores but one);"
        )
        print("longest: the slowest stand-in alone (the least a device waits, with a core for each)")
        print(
            pad("scene", 40) + pad("stand-ins", 10, right: true) + pad("ms", 9, right: true)
                + pad("ms/stand-in", 12, right: true)
                + pad("spread", 9, right: true) + pad("longest", 9, right: true) + pad("plan B/s-i", 11, right: true)
                + pad("compiled B/s-i", 15, right: true))
        for row in rows {
            print(
                pad(row.scene, 40) + pad("\(row.supported)/\(row.standIns)", 10, right: true)
                    + pad(ms(row.milliseconds), 9, right: true) + pad(ms(row.millisecondsPerStandIn), 12, right: true)
                    + pad(ms(row.spreadMilliseconds), 9, right: true)
                    + pad(ms(row.longestStandInMilliseconds), 9, right: true)
                    + pad(String(format: "%.0f", row.planBytesPerStandIn), 11, right: true)
                    + pad(String(format: "%.0f", row.compiledBytesPerStandIn), 15, right: true))
        }
        let perStandIn = Stopwatch.median(rows.map(\.millisecondsPerStandIn))
        let largest = rows.max { $0.milliseconds < $1.milliseconds }
        print(
            "targets: median at most 0.5 ms per stand-in (one core): " + ms(perStandIn)
                + (perStandIn <= 0.5 ? ", met" : String(format: ", missed by %.1f×", perStandIn / 0.5))
                + "; largest scene under 4 ms (one core): " + ms(largest?.milliseconds ?? 0)
                + ((largest?.milliseconds ?? 0) < 4
                    ? ", met" : String(format: ", missed by %.1f×", (largest?.milliseconds ?? 0) / 4))
                + " (\(largest?.scene ?? "none"); spread over \(cores) cores: " + ms(largest?.spreadMilliseconds ?? 0)
                + "; its slowest stand-in alone: " + ms(largest?.longestStandInMilliseconds ?? 0) + ")")
        print("")
    }

    /// The cores a spread compile can use on this machine.
    static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    // MARK: - Formatting

    private static func line(_ members: [(key: String, value: JSONValue)]) {
        print(JSONWriter(indent: nil).string(.object(members)))
    }

    /// A number for JSON: integers as they are, others to six decimals.
    private static func number(_ value: Int) -> JSONValue { .number(Double(value)) }
    private static func number(_ value: Double) -> JSONValue { .number((value * 1e6).rounded() / 1e6) }

    private static func ms(_ value: Double) -> String { String(format: value < 10 ? "%.4f" : "%.2f", value) }
    private static func ratio(_ value: Double) -> String { String(format: value < 10 ? "%.2f" : "%.1f", value) }

    static func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return right ? fill + s + " " : s + fill + " "
    }

    // MARK: - Device-side counts

    static func device(_ rows: [DeviceBenchmarks.Row], json: Bool) {
        if json {
            for row in rows {
                line([
                    ("bench", .string("device")), ("scene", .string(row.scene)), ("pictures", number(row.pictures)),
                    ("committing", number(row.committing)), ("stand_ins", number(row.standIns)),
                    ("on_render_server", number(row.onRenderServer)),
                    ("writes_per_frame_display_link", number(row.writesPerFrameDisplayLink)),
                    ("writes_per_frame_render_server", number(row.writesPerFrameRenderServer)),
                    ("writes_per_gesture_event", number(row.writesPerGestureEvent)),
                    ("compile_ms", number(row.compileMilliseconds)),
                ])
            }
            return
        }
        print("\ndevice-side counts per built-in scene (headless backend, 120 Hz): pictures taken (committing),")
        print("layer property writes per frame on the display link and on the render server, per gesture event")
        print(
            pad("scene", 40) + pad("pictures", 12) + pad("on server", 11) + pad("link/frame", 12)
                + pad("server/frame", 14) + pad("per event", 11) + "compile ms")
        for row in rows {
            print(
                pad(row.scene, 40) + pad("\(row.pictures) (\(row.committing))", 12)
                    + pad("\(row.onRenderServer)/\(row.standIns)", 11)
                    + pad(String(format: "%.0f", row.writesPerFrameDisplayLink), 12)
                    + pad(String(format: "%.2f", row.writesPerFrameRenderServer), 14)
                    + pad(String(format: "%.1f", row.writesPerGestureEvent), 11)
                    + String(format: "%.2f", row.compileMilliseconds))
        }
    }
}

extension FrameBenchmarks.Row {
    /// The row's mode in the output: `evaluate` (the plan's tracks at one time) or `interactive`
    /// (progress set, tracks evaluated and applied to the stand-ins).
    var mode: String { name.hasPrefix("interactive") ? "interactive" : "evaluate" }
}
