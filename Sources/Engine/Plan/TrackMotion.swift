import Foundation

/// A track's motion, prepared once, with what the track says of itself (``Details``): everything
/// a ``StandInTrack`` holds, shared by its copies (an array element read in a frame loop) instead
/// of copied.
@usableFromInline
final class TrackMotion: Sendable {
    /// What a track says of itself: ``StandInTrack``'s properties of the same names.
    struct Details: Sendable {
        let id: Int
        let name: String
        let role: StandInTrack.Role
        let zIndex: Int
        let content: StandInContent
        let sourceText: TextLayout?
        let destinationText: TextLayout?
    }

    // What a frame's evaluation reads comes first, so that it shares the object's first cache
    // line (Swift lays a class's stored properties out in the order they are declared, though the
    // language does not promise it): before stop 34 the frame benchmark's evaluation missed 23
    // cache lines a stand-in in the first level (callgrind's cache simulation).
    /// The only leg, when there is one: a frame reads it without going through `prepared`, and
    /// without retaining it for the call (`prepared`, never changed, keeps it alive as long as
    /// this motion).
    let onlyLeg: Unmanaged<PreparedLeg>?
    /// When its first leg starts, in seconds.
    let start: Double
    /// When its last leg ends, in seconds.
    let end: Double
    /// Waypoints over its motion, prepared, or `nil`.
    let keyframes: KeyframeSequence<PoseOffset>?
    /// Each leg from where the earlier legs had put the stand-in when it began.
    let prepared: [PreparedLeg]
    /// What the track says of itself (read by `StandInTrack.complete(_:at:)` every frame).
    let details: Details
    /// Where it starts.
    let initial: StandInState
    /// Its legs, in order of start.
    let legs: [StandInLeg]
    /// Where it ends.
    let final: StandInState
    /// Its waypoints as the planner gave them, or `nil`.
    let flightKeyframes: FlightKeyframes?

    init(initial: StandInState, legs: [StandInLeg], keyframes: FlightKeyframes?, details: Details) {
        self.details = details
        self.initial = initial
        let sorted = legs.sorted { $0.start < $1.start }
        self.legs = sorted
        var prepared: [PreparedLeg] = []
        prepared.reserveCapacity(sorted.count)
        for leg in sorted {
            prepared.append(PreparedLeg(leg, from: Self.evaluate(initial, prepared, at: leg.start)))
        }
        self.prepared = prepared
        onlyLeg = prepared.count == 1 ? Unmanaged.passUnretained(prepared[0]) : nil
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

    /// Writes the state at `time` seconds over `s` (what the last write through `memo` left, or
    /// anything with a new memo), its leg's progress read through `memo` (see
    /// ``StandInTrack/write(at:into:memo:)``).
    @usableFromInline
    func write(at time: Double, into s: inout StandInState, memo: inout ProgressMemo) {
        if let onlyLeg {
            onlyLeg._withUnsafeGuaranteedRef { leg in
                if leg.clock.hasStarted(at: time) {
                    leg.write(elapsed: time - leg.clock.start, into: &s, memo: &memo)
                } else {
                    s = initial
                    memo.dirty = .all
                }
            }
        } else {
            let k = Self.lastStarted(prepared, at: time)
            if k < 0 {
                s = initial
                memo.dirty = .all
            } else {
                prepared[k].write(elapsed: time - prepared[k].clock.start, into: &s, memo: &memo)
            }
        }
        if keyframes != nil {
            offsetByKeyframes(&s, at: time)
            memo.dirty.formUnion(PreparedLeg.Changes.offsetByKeyframes)
        }
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
            guard legs[k].clock.hasStarted(at: time) else { break }
            current = k
        }
        return current
    }
}
