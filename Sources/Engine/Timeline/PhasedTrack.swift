import Foundation

/// When a phase starts relative to the phase before it.
public enum PhaseStart: Hashable, Sendable {
    /// After the previous phase ends, plus a delay in seconds.
    case afterPrevious(delay: Double)
    /// When the previous phase starts, plus an offset in seconds (phases overlap).
    case withPrevious(offset: Double)
    /// At an absolute time, in seconds from the start of the animation.
    case at(Double)
}

/// One step of a multi-phase animation, as data: "shrink to 0.9 in 0.4 s with damping 1.3, then
/// widen in 0.3 s, then grow in 0.2 s after 0.1 s".
public struct Phase: Hashable, Sendable {
    /// When it starts.
    public var start: PhaseStart
    /// How long it lasts, in seconds (a physical spring uses its own settling time).
    public var duration: Double
    /// Its timing.
    public var timing: Timing

    /// Creates a phase.
    public init(start: PhaseStart = .afterPrevious(delay: 0), duration: Double, timing: Timing = .easeInOut) {
        self.start = start
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.timing = timing
    }

    /// The start and end of each phase, in seconds, resolving the relative starts in order.
    public static func schedule(_ phases: [Phase]) -> [(start: Double, end: Double)] {
        var result: [(Double, Double)] = []
        for phase in phases {
            let previous = result.last ?? (0, 0)
            let start: Double
            switch phase.start {
            case .afterPrevious(let delay): start = previous.1 + delay
            case .withPrevious(let offset): start = previous.0 + offset
            case .at(let time): start = time
            }
            let begin = max(start.isFinite ? start : 0, 0)
            result.append((begin, begin + phase.timing.effectiveDuration(phase.duration)))
        }
        return result
    }
}

/// A property animated through phases: each step sends it to a new value during one phase of a
/// shared schedule, starting from whatever value it has when that phase begins (so overlapping or
/// reordered steps never jump).
public struct PhasedTrack<Value: Interpolatable>: Sendable {
    /// The value before any step.
    public var initial: Value
    /// The steps: which phase, and the value it moves to.
    public var steps: [(phase: Int, target: Value)]

    /// Creates a track.
    public init(initial: Value, steps: [(phase: Int, target: Value)]) {
        self.initial = initial
        self.steps = steps
    }

    /// The value at `time` seconds, under `phases`. Steps naming a phase that does not exist are
    /// ignored.
    public func value(at time: Double, phases: [Phase]) -> Value {
        let schedule = Phase.schedule(phases)
        let ordered = steps.enumerated()
            .filter { $0.element.phase >= 0 && $0.element.phase < phases.count }
            .sorted { (schedule[$0.element.phase].start, $0.offset) < (schedule[$1.element.phase].start, $1.offset) }
            .map(\.element)
        // The value each step starts from: where the earlier steps had put it when it began.
        var starts: [Value] = []
        for k in ordered.indices {
            starts.append(evaluate(at: schedule[ordered[k].phase].start, count: k, ordered, starts, phases, schedule))
        }
        return evaluate(at: time, count: ordered.count, ordered, starts, phases, schedule)
    }

    private func evaluate(
        at time: Double, count: Int, _ ordered: [(phase: Int, target: Value)], _ starts: [Value], _ phases: [Phase],
        _ schedule: [(start: Double, end: Double)]
    ) -> Value {
        var result = initial
        for k in 0..<count {
            let step = ordered[k]
            let window = schedule[step.phase]
            guard time > window.start else { break }
            let phase = phases[step.phase]
            let p = phase.timing.progress(elapsed: time - window.start, duration: phase.duration)
            result = .interpolate(from: starts[k], to: step.target, fraction: p)
        }
        return result
    }
}
