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

    /// Creates a leg.
    public init(start: Double = 0, duration: Double, timing: Timing, target: StandInState, arc: Double = 0) {
        self.start = start.isFinite ? max(start, 0) : 0
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.timing = timing
        self.target = target
        self.arc = arc
    }

    /// When it ends, in seconds.
    public var end: Double { start + timing.effectiveDuration(duration) }
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
        /// A tagged view with no counterpart.
        case unmatched(ViewPath)
        /// A dimming layer over the container.
        case dimming
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
    public var initial: StandInState
    /// Its moves, in order of start.
    public var legs: [StandInLeg]

    /// Creates a track.
    public init(
        id: Int, name: String, role: Role, zIndex: Int, content: StandInContent, initial: StandInState,
        legs: [StandInLeg]
    ) {
        self.id = id
        self.name = name
        self.role = role
        self.zIndex = zIndex
        self.content = content
        self.initial = initial
        self.legs = legs.sorted { $0.start < $1.start }
    }

    /// When its last leg ends, in seconds.
    public var end: Double { legs.map(\.end).max() ?? 0 }

    /// Where it ends.
    public var final: StandInState { state(at: .infinity) }

    /// Its state at `time` seconds: each leg starts from where the earlier legs had put the
    /// stand-in when it began, so overlapping legs take over without a jump.
    public func state(at time: Double) -> StandInState {
        var starts: [StandInState] = []
        for k in legs.indices { starts.append(evaluate(at: legs[k].start, count: k, starts: starts)) }
        return evaluate(at: time, count: legs.count, starts: starts)
    }

    private func evaluate(at time: Double, count: Int, starts: [StandInState]) -> StandInState {
        var result = initial
        for k in 0..<count {
            let leg = legs[k]
            guard time > leg.start || (time == leg.start && leg.end == leg.start) else { break }
            let p = leg.timing.progress(elapsed: time - leg.start, duration: leg.duration)
            result = .interpolate(from: starts[k], to: leg.target, fraction: p)
            if leg.arc != 0 {
                result.center = ArcPath(from: starts[k].center, to: leg.target.center, intensity: leg.arc).point(at: p)
            }
        }
        return result
    }

    /// The stand-in as drawn at `time`, or `nil` when a corner is behind the viewer.
    public func frame(at time: Double) -> StandInFrame? {
        let state = state(at: time)
        guard let quad = try? state.quad() else { return nil }
        let first = legs.first?.start ?? 0
        let span = max(end - first, 1e-9)
        let alphas: (source: Double, destination: Double)
        switch content {
        case .sourceSnapshot, .liveView: alphas = (1, 0)
        case .destinationSnapshot: alphas = (0, 1)
        case .both(let fade, _): alphas = fade.alphas(at: (time - first) / span)
        }
        return StandInFrame(
            id: id, name: name, quad: quad, state: state, zIndex: zIndex, sourceContentAlpha: alphas.source,
            destinationContentAlpha: alphas.destination)
    }
}
