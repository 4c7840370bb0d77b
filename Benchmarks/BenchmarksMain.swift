import Foundation
import MatchCut
import MatchCutAllocationCounter

/// `swift run -c release Benchmarks [--quick] [--json]`: matching latency on generated screens
/// against a Hero-style baseline measured in the same run.
@main
enum BenchmarksMain {
    @MainActor
    static func main() {
        let arguments = Set(ProcessInfo.processInfo.arguments.dropFirst())
        let quick = arguments.contains("--quick")
        let json = arguments.contains("--json")
        // --profile: one size and a few runs, for callgrind.
        let profile = arguments.contains("--profile")
        // --frames-only: the per-frame section alone (for profiling).
        let framesOnly = arguments.contains("--frames-only")
        let sizes = framesOnly ? [] : profile ? [10_000] : quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
        var rows: [[String: Double]] = []
        if !json {
            print("planning: walk both trees, match, convert, build the plan; times in ms, median and p95")
            print(
                "views    tagged  pairs  MatchCut median    p95   Hero-style median  ratio  ns/view  match only  plan KiB"
            )
        }
        for views in sizes {
            for fraction in profile ? [0.1] : [0.01, 0.1] {
                let source = BenchmarkTrees.screen(views: views, taggedFraction: fraction, seed: 1)
                let destination = BenchmarkTrees.screen(views: views, taggedFraction: fraction, seed: 2)
                let container = HeadlessView(frame: source.frame)
                container.addSubview(source)
                container.addSubview(destination)
                let runs = profile ? 40 : max(5, min(200, (quick ? 200_000 : 2_000_000) / views))
                var pairs = 0
                let ours = measure(runs: runs) {
                    let report = Matcher().match(source: source, destination: destination, in: container)
                    let plan = TransitionPlanner().plan(
                        .push, report: report, source: source, destination: destination, in: container)
                    pairs = plan.tracks.count - 2
                }
                let matchOnly = measure(runs: runs) {
                    _ = Matcher().match(source: source, destination: destination, in: container).pairs.count
                }
                // Peak memory of a plan: the heap it holds once built (report and plan together).
                let heapBefore = MemoryUsage.heapInUse() ?? 0
                let held = TransitionPlanner().plan(
                    .push, report: Matcher().match(source: source, destination: destination, in: container),
                    source: source,
                    destination: destination, in: container)
                let planBytes = (MemoryUsage.heapInUse() ?? 0) - heapBefore
                _ = held.tracks.count
                var baselinePairs = 0
                let baseline =
                    profile
                    ? (median: 1.0, p95: 1.0)
                    : measure(runs: max(3, runs / 4)) {
                        baselinePairs = HeroStyleBaseline.plan(
                            source: source, destination: destination, container: container)
                    }
                let perView = ours.median * 1e6 / Double(2 * views)
                let row: [String: Double] = [
                    "views": Double(views), "taggedFraction": fraction, "pairs": Double(pairs),
                    "medianMs": ours.median, "p95Ms": ours.p95, "baselineMedianMs": baseline.median,
                    "ratio": ours.median / baseline.median, "nsPerView": perView,
                    "baselinePairs": Double(baselinePairs), "matchOnlyMedianMs": matchOnly.median,
                    "planKiB": Double(planBytes) / 1024,
                ]
                rows.append(row)
                if !json {
                    print(
                        pad("\(views)", 8) + pad("\(Int(fraction * 100))%", 7) + pad("\(pairs)", 7)
                            + pad(format(ours.median), 17) + pad(format(ours.p95), 7)
                            + pad(format(baseline.median), 20)
                            + pad(String(format: "%.3f", ours.median / baseline.median), 7)
                            + pad(String(format: "%.1f", perView), 9) + pad(format(matchOnly.median), 12)
                            + String(format: "%.0f", Double(planBytes) / 1024))
                }
            }
        }
        let frameRows = profile ? [] : FrameBenchmarks.run(quick: quick)
        if !json {
            print("\nper frame (release build): time and heap allocations per frame")
            print("path                 tracks   µs/frame   allocations/frame")
            for row in frameRows {
                print(
                    pad(row.name, 21) + pad("\(row.tracks)", 9)
                        + pad(String(format: "%.2f", row.nanosecondsPerFrame / 1000), 11)
                        + String(format: "%.2f", row.allocationsPerFrame))
            }
            if matchcut_allocations_counted() == 0 { print("(allocations are counted on glibc only)") }
        } else {
            let values = rows.map { row in
                JSONValue.object(row.keys.sorted().map { ($0, JSONValue.number(row[$0]!)) })
            }
            let frames = frameRows.map { row in
                JSONValue.object([
                    ("path", .string(row.name)), ("tracks", .number(Double(row.tracks))),
                    ("microsecondsPerFrame", .number(row.nanosecondsPerFrame / 1000)),
                    ("allocationsPerFrame", .number(row.allocationsPerFrame)),
                ])
            }
            print(JSONWriter().string(.object([("matching", .array(values)), ("frames", .array(frames))])))
        }
    }

    /// Milliseconds per run: median and 95th percentile, after one warm-up run.
    @MainActor
    static func measure(runs: Int, _ body: () -> Void) -> (median: Double, p95: Double) {
        body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        samples.sort()
        return (samples[samples.count / 2], samples[min(samples.count - 1, Int(Double(samples.count) * 0.95))])
    }

    static func format(_ ms: Double) -> String { String(format: "%.3f", ms) }
    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }
}
