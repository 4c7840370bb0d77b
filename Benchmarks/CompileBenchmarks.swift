import Foundation
import MatchCut

/// Compiling plans into Core Animation animations: the frame benchmarks' stress plans (about N
/// matched flights on arcs and springs, with rotations and corner radii: every centre sampled, the
/// rest exact), timed per track, with the keyframe values they need per track.
@MainActor
enum CompileBenchmarks {
    struct Row {
        let tracks: Int
        let microsecondsPerTrack: Double
        let keysPerTrack: Double
        let maxKeys: Int
        let runs: Int
    }

    static func run(quick: Bool) -> [Row] {
        var rows: [Row] = []
        for count in quick ? [10, 100] : [10, 100, 1_000] {
            let (container, source, destination) = FrameBenchmarks.stage(tracks: count)
            let report = Matcher().match(source: source, destination: destination, in: container)
            let plan = TransitionPlanner(options: TransitionOptions(arcIntensity: 0.4)).plan(
                .push, report: report, source: source, destination: destination, in: container)
            let compiler = AnimationCompiler(concurrency: 1)
            var compiled = compiler.compile(plan)
            let samples = Stopwatch.interleaved([{ compiled = compiler.compile(plan) }], budget: quick ? 0.5 : 3)[0]
            let keys = compiled.standIns.map(\.keyCount)
            rows.append(
                Row(
                    tracks: plan.tracks.count,
                    microsecondsPerTrack: Stopwatch.median(samples) * 1_000 / Double(max(plan.tracks.count, 1)),
                    keysPerTrack: Double(keys.reduce(0, +)) / Double(max(keys.count, 1)), maxKeys: keys.max() ?? 0,
                    runs: samples.count))
        }
        return rows
    }
}
