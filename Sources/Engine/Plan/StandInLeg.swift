import Foundation

/// One move of a stand-in: from wherever the previous legs left it to `target`, over a window of
/// time, with its own timing (and an arc for its centre).
package struct StandInLeg: Equatable, Sendable {
    /// When it starts, in seconds from the start of the transition.
    package let start: Double
    /// How long it lasts, in seconds (a physical spring takes its own time).
    package let duration: Double
    /// Its timing. The start, the length and the timing are set once, with the spring and the end
    /// solved from them: two legs that agree on them move alike (``LegClock/hasSameProgress(as:)``).
    package let timing: Timing
    /// Where it ends.
    package var target: StandInState
    /// The arc intensity of the centre's path (0 straight).
    package var arc: Double
    /// The spring playing a spring timing over this leg's duration, solved once (its settling
    /// time is a search).
    let spring: SpringMotion?
    /// When it ends, in seconds.
    package let end: Double

    /// Creates a leg.
    package init(start: Double = 0, duration: Double, timing: Timing, target: StandInState, arc: Double = 0) {
        self.start = start.isFinite ? max(start, 0) : 0
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.timing = timing
        self.target = target
        self.arc = arc
        spring = timing.spring(duration: self.duration)?.motion(from: 0, to: 1)
        end = self.start + timing.effectiveDuration(self.duration)
    }

    /// The fraction of the leg's change done `elapsed` seconds into it (exactly 1 from its end on).
    package func progress(elapsed: Double) -> Double { LegClock(self).progress(elapsed: elapsed) }
}

/// A leg's timing alone (no target): what a frame needs to know how far along a leg is.
struct LegClock: Sendable {
    let start: Double
    let end: Double
    let duration: Double
    let timing: Timing
    let spring: SpringMotion?

    init(_ leg: StandInLeg) {
        (start, end, duration, timing, spring) = (leg.start, leg.end, leg.duration, leg.timing, leg.spring)
    }

    /// Whether `other` gives the same progress at every elapsed time: the same start, end, length
    /// and timing (a leg's spring is solved from its timing and length when it is made, and none of
    /// them changes afterwards). Field by field, without copying either clock.
    func hasSameProgress(as other: LegClock) -> Bool {
        start == other.start && end == other.end && duration == other.duration && timing == other.timing
    }

    /// Whether the leg has started at plan time `time`: after its start, or at it for a leg of no
    /// length (which is then done).
    func hasStarted(at time: Double) -> Bool {
        time > start || (time == start && end == start)
    }

    /// See ``StandInLeg/progress(elapsed:)``.
    func progress(elapsed: Double) -> Double {
        guard let spring else { return timing.progress(elapsed: elapsed, duration: duration) }
        let total = end - start
        guard total > 0, elapsed < total else { return 1 }
        guard elapsed > 0 else { return 0 }
        return spring.value(at: elapsed)
    }
}
