import Foundation

extension StandInMotion {
    /// Stand-in `i` of a turn-around over `0 ... duration`: one window on the turn-around's spring,
    /// for the pose and the cross-fade alike (the fade follows the progress, which springs too).
    init(turnAround motion: TurnAroundMotion, index i: Int, duration: Double) {
        let track = motion.plan.tracks[i]
        let content = Self.content(track, planDuration: motion.plan.duration)
        let times = Self.sampleTimes(duration: duration)
        let rig = StandInRig(content: track.content, placement: track.placement, samples: times.map { motion.state(i, at: $0) })
        let values: (Double) -> StandInLayerValues = { time in
            let c = content(motion.progress(at: time))
            return rig.values(
                motion.state(i, at: time), sourceAlpha: c.source, destinationAlpha: c.destination, fraction: c.fraction)
        }
        let end = content(motion.toEnd ? 1 : 0)
        let spring = MotionWindow(
            start: 0, end: duration, duration: duration, drive: .turnAround(SpringResponse(motion.spring)), arc: false,
            target: rig.values(
                motion.targets[i], sourceAlpha: end.source, destinationAlpha: end.destination, fraction: end.fraction))
        let windows = Self.windows(duration: duration, body: [spring])
        self.init(
            track: track.id, name: track.name, duration: duration, rig: rig, windows: windows, fadeWindows: windows,
            values: values)
    }

    /// Stand-in `i` of a settle over `0 ... duration`: sampled, the plan played at a spring's pace.
    init(settle motion: ProgressSettleMotion, index i: Int, duration: Double) {
        let track = motion.plan.tracks[i]
        let planDuration = motion.plan.duration
        let content = Self.content(track, planDuration: planDuration)
        let times = Self.sampleTimes(duration: duration)
        let rig = StandInRig(
            content: track.content, placement: track.placement,
            samples: times.map { track.state(at: planDuration * motion.progress(at: $0)) })
        let windows = Self.windows(duration: duration, body: [])
        self.init(
            track: track.id, name: track.name, duration: duration, rig: rig, windows: windows, fadeWindows: windows,
            values: { time in
                let p = motion.progress(at: time)
                let c = content(p)
                return rig.values(
                    track.state(at: planDuration * p), sourceAlpha: c.source, destinationAlpha: c.destination,
                    fraction: c.fraction)
            })
    }

    /// A track's content opacities and fraction at a progress of its plan, as
    /// ``StandInTrack/frame(state:at:)`` gives them at plan time `planDuration · progress`.
    static func content(
        _ track: StandInTrack, planDuration: Double
    ) -> (Double) -> (source: Double, destination: Double, fraction: Double) {
        { progress in
            let time = planDuration * progress
            let a = track.contentAlphas(at: time)
            return (a.source, a.destination, track.contentFraction(at: time))
        }
    }
}
