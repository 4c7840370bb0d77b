import Foundation

/// One move of a stand-in: from wherever the previous legs left it to `target`, over a window of
/// time, with its own timing (and an arc for its centre).
public struct StandInLeg: Equatable, Sendable {
    /// When it starts, in seconds from the start of the transition.
    public var start: Double
    /// How long it lasts, in seconds (a physical spring takes its own time).
    public var duration: Double
    /// Its timing.
    public var timing: Timing
    /// Where it ends.
    public var target: StandInState
    /// The arc intensity of the centre's path (0 straight).
    public var arc: Double
    /// The spring playing a spring timing over this leg's duration, solved once (its settling
    /// time is a search).
    private let spring: SpringMotion?
    /// When it ends, in seconds.
    public let end: Double

    /// Creates a leg.
    public init(start: Double = 0, duration: Double, timing: Timing, target: StandInState, arc: Double = 0) {
        self.start = start.isFinite ? max(start, 0) : 0
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.timing = timing
        self.target = target
        self.arc = arc
        spring = timing.spring(duration: self.duration)?.motion(from: 0, to: 1)
        end = self.start + timing.effectiveDuration(self.duration)
    }

    /// The fraction of the leg's change done `elapsed` seconds into it (exactly 1 from its end on).
    public func progress(elapsed: Double) -> Double {
        guard let spring else { return timing.progress(elapsed: elapsed, duration: duration) }
        let total = end - start
        guard total > 0, elapsed < total else { return 1 }
        guard elapsed > 0 else { return 0 }
        return spring.value(at: elapsed)
    }
}

/// Everything one stand-in does during a transition.
public struct StandInTrack: Equatable, Sendable {
    /// What a stand-in stands for.
    public enum Role: Hashable, Sendable {
        /// A matched pair (its index in the match report).
        case pair(Int)
        /// The source controller's root view.
        case sourceRoot
        /// The destination controller's root view.
        case destinationRoot
        /// A view with no counterpart that still moves: a tagged view that found no match, or an
        /// untagged view carrying modifiers.
        case single(ViewPath)
        /// A dimming layer between the two roots.
        case dimming
        /// A hint drawn over the screen (the pull-down coach mark): pictures nothing.
        case hint
    }

    /// Identifier within the plan.
    public var id: Int
    /// A name for people.
    public var name: String
    /// What it stands for.
    public var role: Role
    /// Drawing order, higher in front.
    public var zIndex: Int
    /// What it shows.
    public var content: StandInContent
    /// Where it starts.
    public let initial: StandInState
    /// Its moves, in order of start.
    public let legs: [StandInLeg]
    /// Where each leg starts from (where the earlier legs had put the stand-in when it began), and
    /// each leg's end shapes decomposed: computed once, so a frame allocates nothing.
    private let starts: [StandInState]
    private let shapes: [(from: DecomposedTransform3D, to: DecomposedTransform3D)?]
    /// Where it ends.
    public let final: StandInState
    /// When its last leg ends, in seconds.
    public let end: Double
    /// Waypoints over its motion (from its first leg's start to its end), as offsets from the legs'
    /// poses, or `nil`.
    public let keyframes: KeyframeTrack<PoseOffset>?
    private let flightKeyframes: FlightKeyframes?

    /// Creates a track.
    public init(
        id: Int, name: String, role: Role, zIndex: Int, content: StandInContent, initial: StandInState,
        legs: [StandInLeg], keyframes: FlightKeyframes? = nil
    ) {
        self.id = id
        self.name = name
        self.role = role
        self.zIndex = zIndex
        self.content = content
        self.initial = initial
        let sorted = legs.sorted { $0.start < $1.start }
        self.legs = sorted
        var starts: [StandInState] = []
        var shapes: [(from: DecomposedTransform3D, to: DecomposedTransform3D)?] = []
        for k in sorted.indices {
            let start = Self.evaluate(initial, sorted, starts, shapes, at: sorted[k].start, count: k)
            starts.append(start)
            if let a = try? start.shape.decomposed(), let b = try? sorted[k].target.shape.decomposed() {
                shapes.append((a, b))
            } else {
                shapes.append(nil)
            }
        }
        self.starts = starts
        self.shapes = shapes
        end = sorted.reduce(0) { max($0, $1.end) }
        final = Self.evaluate(initial, sorted, starts, shapes, at: .infinity, count: sorted.count)
        flightKeyframes = keyframes
        self.keyframes = keyframes.map { KeyframeTrack($0) }
    }

    /// Compares identity, role, layering, content and motion.
    public static func == (a: StandInTrack, b: StandInTrack) -> Bool {
        a.id == b.id && a.name == b.name && a.role == b.role && a.zIndex == b.zIndex && a.content == b.content
            && a.initial == b.initial && a.legs == b.legs && a.flightKeyframes == b.flightKeyframes
    }

    /// When its motion starts, in seconds (its first leg's start).
    public var start: Double { legs.first?.start ?? 0 }

    /// Its state at `time` seconds: each leg starts from where the earlier legs had put the
    /// stand-in when it began, so overlapping legs take over without a jump; keyframes then offset
    /// it. Allocates nothing.
    public func state(at time: Double) -> StandInState {
        let base = Self.evaluate(initial, legs, starts, shapes, at: time, count: legs.count)
        guard let keyframes else { return base }
        let first = start
        let span = end - first
        let u = span > 0 ? (time - first) / span : (time >= first ? 1 : 0)
        return base.offset(by: keyframes.value(at: u))
    }

    private static func evaluate(
        _ initial: StandInState, _ legs: [StandInLeg], _ starts: [StandInState],
        _ shapes: [(from: DecomposedTransform3D, to: DecomposedTransform3D)?], at time: Double, count: Int
    ) -> StandInState {
        var result = initial
        for k in 0..<count {
            let leg = legs[k]
            guard time > leg.start || (time == leg.start && leg.end == leg.start) else { break }
            let p = leg.progress(elapsed: time - leg.start)
            let from = starts[k]
            // Shapes go through the cached decompositions, not a fresh decomposition per frame.
            var target = leg.target
            target.shape = from.shape
            result = .interpolate(from: from, to: target, fraction: p)
            if from.shape != leg.target.shape {
                if let ends = shapes[k] {
                    result.shape =
                        DecomposedTransform3D.interpolate(from: ends.from, to: ends.to, fraction: p).recomposed
                } else {
                    result.shape = p < 0.5 ? from.shape : leg.target.shape
                }
            }
            if leg.arc != 0 {
                result.center = ArcPath(from: from.center, to: leg.target.center, intensity: leg.arc).point(at: p)
            }
        }
        return result
    }

    /// The stand-in as drawn at `time`, or `nil` when a corner is behind the viewer.
    public func frame(at time: Double) -> StandInFrame? { frame(state: state(at: time), at: time) }

    /// The stand-in drawn in `state` at plan time `time` (which sets the content's cross-fade), or
    /// `nil` when a corner is behind the viewer.
    public func frame(state: StandInState, at time: Double) -> StandInFrame? {
        guard let quad = try? state.quad() else { return nil }
        let first = start
        let span = max(end - first, 1e-9)
        let alphas: (source: Double, destination: Double)
        switch content {
        case .sourceSnapshot, .liveView: alphas = (1, 0)
        case .destinationSnapshot: alphas = (0, 1)
        case .both(let fade, _): alphas = fade.alphas(at: (time - first) / span)
        }
        var frame = StandInFrame(
            id: id, name: name, quad: quad, state: state, zIndex: zIndex, sourceContentAlpha: alphas.source,
            destinationContentAlpha: alphas.destination)
        // Pictures keep their own sizes: the source's is where the track starts, the
        // destination's where it ends; the fit mode places them in the current bounds.
        let fit: FitMode
        if case .both(_, let mode) = content { fit = mode } else { fit = .auto }
        if alphas.source > 0 || content == .sourceSnapshot {
            frame.sourceContentFrame = fit.frame(content: initial.size, in: state.size)
        }
        if alphas.destination > 0 || content == .destinationSnapshot {
            frame.destinationContentFrame = fit.frame(content: final.size, in: state.size)
        }
        return frame
    }
}
