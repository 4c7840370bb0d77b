import Foundation
import MatchCutMatcher

extension StandInMotion {
    /// A plan's track over `0 ... duration` (the plan's duration).
    ///
    /// Each leg is a window from its start until the next leg starts (or it ends, then a rest):
    /// Core Animation's later animation overrides the earlier one from its `beginTime`, as the
    /// track's later leg takes over from its start. A track with keyframes has no exact windows:
    /// its offsets move every leg.
    init(track: StandInTrack, duration: Double) {
        let first = track.start
        let legs = track.legs
        let times = Self.sampleTimes(duration: duration, extra: legs.flatMap { [$0.start, $0.end, ($0.start + $0.end) / 2] })
        let rig = StandInRig(content: track.content, placement: track.placement, samples: times.map { track.state(at: $0) })
        self.init(
            track: track.id, name: track.name, duration: duration, rig: rig, windows: [], fadeWindows: [],
            values: { time in
                let a = track.contentAlphas(at: time)
                return rig.values(
                    track.state(at: time), sourceAlpha: a.source, destinationAlpha: a.destination,
                    fraction: track.contentFraction(at: time))
            })
        var body: [MotionWindow] = []
        for (k, leg) in legs.enumerated() {
            let next = k + 1 < legs.count ? legs[k + 1].start : .infinity
            var w = MotionWindow(
                start: leg.start, end: min(leg.end, next), duration: leg.end - leg.start, drive: .none, arc: leg.arc != 0)
            if track.keyframes == nil {
                let from = track.state(at: leg.start)
                let a = track.contentAlphas(at: leg.end)
                let fraction = track.contentFraction(at: leg.end)
                func at(_ p: Double) -> StandInLayerValues {
                    rig.values(
                        Self.legState(from: from, leg: leg, fraction: p), sourceAlpha: a.source,
                        destinationAlpha: a.destination, fraction: fraction)
                }
                w.target = at(1)
                if w.arc { w.midpoint = at(0.5) }
                switch leg.timing {
                case .curve(let curve): w.drive = .curve(curve)
                case .spring, .physicalSpring: w.drive = leg.timing.spring(duration: leg.duration).map { .spring($0) } ?? .none
                }
            }
            body.append(w)
            if leg.end < next { body.append(.rest(leg.end, next)) }
        }
        windows = Self.windows(duration: duration, body: body)
        fadeWindows = Self.windows(duration: duration, body: Self.fades(track.content, first: first, end: track.end, values: values))
    }

    /// A leg's state `fraction` of the way from where it starts, as ``StandInTrack`` evaluates a
    /// leg: every component interpolated, the centre along the leg's arc.
    static func legState(from: StandInState, leg: StandInLeg, fraction p: Double) -> StandInState {
        var s = StandInState.interpolate(from: from, to: leg.target, fraction: p)
        if leg.arc != 0 { s.center = ArcPath(from: from.center, to: leg.target.center, intensity: leg.arc).point(at: p) }
        return s
    }

    /// The cross-fade's windows: linear over the track's motion, in two halves for a fade through
    /// nothing.
    static func fades(
        _ content: StandInContent, first: Double, end: Double, values: (Double) -> StandInLayerValues
    ) -> [MotionWindow] {
        guard case .both(let fade, _) = content, end > first else { return [] }
        let cuts = fade == .through ? [first, (first + end) / 2, end] : [first, end]
        return zip(cuts, cuts.dropFirst()).map { a, b in
            MotionWindow(start: a, end: b, duration: b - a, drive: .curve(.linear), arc: false, target: values(b))
        }
    }
}
