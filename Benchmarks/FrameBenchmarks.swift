import Foundation
import MatchCut
import MatchCutAllocationCounter

/// Per-frame costs: evaluating planned tracks at one time, and the interactive update path (set
/// progress, re-evaluate, apply to the stand-ins), with heap allocations counted per frame.
@MainActor
enum FrameBenchmarks {
    struct Row {
        let name: String
        let tracks: Int
        let nanosecondsPerFrame: Double
        let allocationsPerFrame: Double
    }

    /// A plan with about `tracks` matched flights (arcs, springs, rotations, corner radii).
    static func stage(tracks: Int) -> (container: HeadlessView, source: HeadlessView, destination: HeadlessView) {
        let container = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let source = HeadlessView(frame: container.bounds)
        let destination = HeadlessView(frame: container.bounds)
        container.addSubview(source)
        container.addSubview(destination)
        let columns = max(1, Int(Double(tracks).squareRoot()))
        for i in 0..<tracks {
            let w = 390.0 / Double(columns)
            let a = HeadlessView(
                frame: CGRect(x: Double(i % columns) * w, y: Double(i / columns) * w, width: w, height: w))
            a.matchID = "v\(i)"
            a.cornerRadius = 4
            let b = HeadlessView(
                frame: CGRect(
                    x: Double((i * 7) % columns) * w, y: 844 - Double(i / columns + 1) * w, width: w * 0.8,
                    height: w * 1.2))
            b.matchID = "v\(i)"
            if i % 3 == 0 { b.transform = Transform3D(rotationAngle: 0.2) }
            source.addSubview(a)
            destination.addSubview(b)
        }
        return (container, source, destination)
    }

    static func run(quick: Bool) -> [Row] {
        var rows: [Row] = []
        for count in [10, 100, 1_000, 10_000] {
            let (container, source, destination) = stage(tracks: count)
            let driver = ManualFrameDriver(frameRate: 120)
            let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
            controller.begin(
                TransitionRequest(
                    .push, from: source, to: destination, in: container,
                    style: .matched(TransitionOptions(arcIntensity: 0.4)), interactive: true))
            guard let plan = controller.plan else { continue }
            let frames = max(20, min(2_000, (quick ? 200_000 : 2_000_000) / count))
            // Evaluate every track at one time (the plan alone).
            var sink = 0.0
            // One state written over for every track, and one progress memo handed to every
            // track, as the frame loop does.
            var state = StandInState(center: .zero, size: .zero)
            func evaluate(_ i: Int) {
                let t = plan.duration * Double(i % 97) / 97
                var memo = ProgressMemo()
                for i in plan.tracks.indices {
                    plan.writeTrack(i, at: t, into: &state, memo: &memo)
                    sink += state.center.x
                }
            }
            evaluate(0)
            var allocations = matchcut_thread_allocations()
            var start = DispatchTime.now().uptimeNanoseconds
            for i in 0..<frames { evaluate(i) }
            var elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
            rows.append(
                Row(
                    name: "evaluate tracks", tracks: plan.tracks.count, nanosecondsPerFrame: elapsed / Double(frames),
                    allocationsPerFrame: Double(matchcut_thread_allocations() - allocations) / Double(frames)))
            // The interactive path: set progress, re-evaluate, apply to the stand-in views.
            controller.update(progress: 0.5)
            allocations = matchcut_thread_allocations()
            start = DispatchTime.now().uptimeNanoseconds
            for i in 0..<frames { controller.update(progress: Double(i % 97) / 97) }
            elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
            rows.append(
                Row(
                    name: "interactive update", tracks: plan.tracks.count,
                    nanosecondsPerFrame: elapsed / Double(frames),
                    allocationsPerFrame: Double(matchcut_thread_allocations() - allocations) / Double(frames)))
            controller.cancel()
            driver.advance(by: 2)
            if sink.isNaN { print(sink) }
        }
        return rows
    }

    /// Runs one per-frame body (`evaluate` or `interactive`) on `TRACKS` tracks (1,000 by default)
    /// for `FRAMES` frames (20,000 by default), for a profiler.
    static func profile(_ arguments: [String]) {
        let mode = arguments.first ?? "interactive"
        let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
        let frames = arguments.count > 2 ? Int(arguments[2]) ?? 20_000 : 20_000
        let (container, source, destination) = stage(tracks: count)
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver(frameRate: 120))
        controller.begin(
            TransitionRequest(
                .push, from: source, to: destination, in: container,
                style: .matched(TransitionOptions(arcIntensity: 0.4)), interactive: true))
        guard let plan = controller.plan else { return }
        let start = DispatchTime.now().uptimeNanoseconds
        let sink =
            mode == "evaluate" ? profiledEvaluate(plan, frames: frames) : profiledUpdate(controller, frames: frames)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        print(
            "\(mode): \(plan.tracks.count) tracks, \(frames) frames, \(elapsed / Double(frames) / 1000) µs per frame (\(sink))"
        )
    }

    /// The evaluate loop alone (not inlined, so `--toggle-collect` can name it).
    @inline(never)
    static func profiledEvaluate(_ plan: TransitionPlan, frames: Int) -> Double {
        var sink = 0.0
        var state = StandInState(center: .zero, size: .zero)
        for i in 0..<frames {
            let t = plan.duration * Double(i % 97) / 97
            var memo = ProgressMemo()
            for k in plan.tracks.indices {
                plan.writeTrack(k, at: t, into: &state, memo: &memo)
                sink += state.center.x
            }
        }
        return sink
    }

    /// The interactive loop alone (not inlined, so `--toggle-collect` can name it).
    @inline(never)
    static func profiledUpdate(_ controller: TransitionController<HeadlessBackend>, frames: Int) -> Double {
        for i in 0..<frames { controller.update(progress: Double(i % 97) / 97) }
        return controller.progress
    }
}
