import Foundation

/// A track's motion, prepared once and shared: copies of a ``StandInTrack`` (an array element
/// read in a frame loop) share it instead of copying every state it holds.
@usableFromInline
final class TrackMotion: Sendable {
    let initial: StandInState
    let legs: [StandInLeg]
    /// Each leg from where the earlier legs had put the stand-in when it began.
    let prepared: [PreparedLeg]
    let final: StandInState
    let start: Double
    let end: Double
    let keyframes: KeyframeSequence<PoseOffset>?
    let flightKeyframes: FlightKeyframes?

    init(initial: StandInState, legs: [StandInLeg], keyframes: FlightKeyframes?) {
        self.initial = initial
        let sorted = legs.sorted { $0.start < $1.start }
        self.legs = sorted
        var prepared: [PreparedLeg] = []
        prepared.reserveCapacity(sorted.count)
        for leg in sorted {
            prepared.append(PreparedLeg(leg, from: Self.evaluate(initial, prepared, at: leg.start)))
        }
        self.prepared = prepared
        start = sorted.first?.start ?? 0
        end = sorted.reduce(0) { max($0, $1.end) }
        final = Self.evaluate(initial, prepared, at: .infinity)
        flightKeyframes = keyframes
        self.keyframes = keyframes.map { KeyframeSequence($0) }
    }

    /// The state at `time` seconds (see ``StandInTrack/state(at:)``).
    @usableFromInline
    func state(at time: Double) -> StandInState {
        var s = Self.evaluate(initial, prepared, at: time)
        offsetByKeyframes(&s, at: time)
        return s
    }

    /// Writes the state at `time` seconds over `s`, whatever `s` held, its leg's progress read
    /// through `memo` (see ``StandInTrack/write(at:into:memo:)``).
    @usableFromInline
    func write(at time: Double, into s: inout StandInState, memo: inout ProgressMemo) {
        let k = Self.lastStarted(prepared, at: time)
        if k < 0 {
            s = initial
        } else {
            prepared[k].write(elapsed: time - prepared[k].clock.start, into: &s, memo: &memo)
        }
        offsetByKeyframes(&s, at: time)
    }

    /// Offsets `s`, the legs' state at `time`, by the keyframes' waypoint then.
    private func offsetByKeyframes(_ s: inout StandInState, at time: Double) {
        guard let keyframes else { return }
        let span = end - start
        let u = span > 0 ? (time - start) / span : (time >= start ? 1 : 0)
        s.formOffset(by: keyframes.value(at: u))
    }

    /// The state of the legs before `prepared.count` at `time`.
    private static func evaluate(_ initial: StandInState, _ prepared: [PreparedLeg], at time: Double) -> StandInState {
        let k = lastStarted(prepared, at: time)
        return k < 0 ? initial : prepared[k].state(elapsed: time - prepared[k].clock.start)
    }

    /// The last started leg (−1 for none). Legs are in order of start; each started leg takes the
    /// stand-in from where the earlier ones had put it when it began, so the last one alone says
    /// where it is.
    private static func lastStarted(_ legs: [PreparedLeg], at time: Double) -> Int {
        var current = -1
        for k in legs.indices {
            let clock = legs[k].clock
            guard time > clock.start || (time == clock.start && clock.end == clock.start) else { break }
            current = k
        }
        return current
    }
}
