import Foundation
import MatchCut

/// Planning — walk both screens, match, convert, build the plan — for MatchCut, Hero's algorithm
/// (``HeroBaseline``) and the floor (``FloorWalk``), timed in the same run, interleaved, on the app
/// shapes and the stress series (see `Benchmarks/SHAPES.md`).
@MainActor
enum PlanningBenchmarks {
    /// One measured case.
    struct Row {
        let shape: String
        let views: Int
        let depth: Int
        /// Pairs MatchCut found, and pairs Hero's algorithm found (a cross-check).
        let pairs: Int
        let heroPairs: Int
        /// Medians in milliseconds (and MatchCut's 95th percentile).
        let oursMs: Double
        let oursP95Ms: Double
        let heroMs: Double
        let floorMs: Double
        /// MatchCut's matcher alone (the walk and the pairing, no plan).
        let matchMs: Double
        /// The heap a built report and plan hold, in KiB.
        let planKiB: Double
        let runs: Int

        var oursOverFloor: Double { oursMs / floorMs }
        var heroOverOurs: Double { heroMs / oursMs }
        var nanosecondsPerView: Double { oursMs * 1e6 / Double(views) }
        var isStress: Bool { shape.hasPrefix("stress") }
    }

    /// The app shapes, built when measured.
    static let appShapes: [(name: String, build: @MainActor () -> BenchmarkScene)] = [
        ("list", ListShape.scene), ("photo-grid", PhotoGridShape.scene), ("detail", DetailShape.scene),
        ("settings", SettingsShape.scene), ("feed", FeedShape.scene),
    ]
    /// The stress series: views in both screens, and the fraction of views tagged.
    static let stressSizes = [1_000, 10_000, 100_000]
    static let stressTagging = [0.01, 0.1]

    /// Every case, each built only when measured (the largest hold 100,000 views).
    static func cases() -> [@MainActor () -> BenchmarkScene] {
        var cases: [@MainActor () -> BenchmarkScene] = appShapes.map(\.build)
        for fraction in stressTagging {
            for views in stressSizes { cases.append { StressShape.scene(views: views, taggedFraction: fraction) } }
        }
        return cases
    }

    /// Measures one scene for about `budget` seconds in all.
    static func measure(_ scene: BenchmarkScene, budget: Double) -> Row {
        let hero = HeroBaseline(kinds: scene.kinds)
        var pairs = 0
        var heroPairs = 0
        var sink = 0.0
        let bodies: [@MainActor () -> Void] = [
            {
                let report = Matcher().match(source: scene.source, destination: scene.destination, in: scene.container)
                let plan = TransitionPlanner().plan(
                    scene.kind, report: report, source: scene.source, destination: scene.destination,
                    in: scene.container)
                pairs = report.pairs.count
                sink += plan.duration
            },
            {
                let plan = hero.plan(source: scene.source, destination: scene.destination, container: scene.container)
                heroPairs = plan.pairs
                sink += Double(plan.prepared + plan.animating)
            },
            { sink += FloorWalk.run(scene) },
            {
                sink += Double(
                    Matcher().match(source: scene.source, destination: scene.destination, in: scene.container).pairs
                        .count)
            },
        ]
        let samples = Stopwatch.interleaved(bodies, budget: budget)
        // The heap a plan holds once built (report and plan together).
        let before = MemoryUsage.heapInUse() ?? 0
        let report = Matcher().match(source: scene.source, destination: scene.destination, in: scene.container)
        let held = TransitionPlanner().plan(
            scene.kind, report: report, source: scene.source, destination: scene.destination, in: scene.container)
        let planBytes = (MemoryUsage.heapInUse() ?? 0) - before
        sink += Double(held.tracks.count)
        if sink.isNaN { print(sink) }
        return Row(
            shape: scene.shape, views: scene.views, depth: scene.depth, pairs: pairs, heroPairs: heroPairs,
            oursMs: Stopwatch.median(samples[0]), oursP95Ms: Stopwatch.percentile(samples[0], 0.95),
            heroMs: Stopwatch.median(samples[1]), floorMs: Stopwatch.median(samples[2]),
            matchMs: Stopwatch.median(samples[3]), planKiB: Double(planBytes) / 1024, runs: samples[0].count)
    }

    /// The scaling exponents of each stress series: (series, ours, Hero, floor).
    static func exponents(_ rows: [Row]) -> [(series: String, ours: Double, hero: Double, floor: Double)] {
        var result: [(String, Double, Double, Double)] = []
        var seen: [String] = []
        for row in rows where row.isStress && !seen.contains(row.shape) {
            seen.append(row.shape)
            let series = rows.filter { $0.shape == row.shape }
            guard let ours = ScalingFit.exponent(series.map { ($0.views, $0.oursMs) }),
                let hero = ScalingFit.exponent(series.map { ($0.views, $0.heroMs) }),
                let floor = ScalingFit.exponent(series.map { ($0.views, $0.floorMs) })
            else { continue }
            result.append((row.shape, ours, hero, floor))
        }
        return result
    }
}
