/// One stand-in's motion as the compiler reads it: every layer's exact values at any time (seconds
/// from the motion's start), and the windows that may each be played by one animation.
struct StandInMotion {
    /// The track's identifier and name.
    var track: Int
    var name: String
    /// How long the motion lasts, in seconds.
    var duration: Double
    /// The layers and what cannot change while they play.
    var rig: StandInRig
    /// The windows of everything the state drives, covering `0 ... duration` in order, ending with
    /// the instant `duration ..< duration`.
    var windows: [MotionWindow]
    /// The windows of the content opacities (a plan's cross-fade runs on time, not on legs).
    var fadeWindows: [MotionWindow]
    /// Every layer's exact values at a time, in seconds.
    var values: (Double) -> StandInLayerValues

    /// The times at which a rig samples a motion: `extra` and 49 evenly spread over `0 ... duration`.
    static func sampleTimes(duration: Double, extra: [Double] = []) -> [Double] {
        (0...48).map { duration * Double($0) / 48 } + extra.filter { $0 >= 0 && $0 <= duration }
    }

    /// Windows over `0 ... duration`: the rest before `first`, `body` (which ends before
    /// `duration`), the rest up to `duration`, and the final instant.
    static func windows(duration: Double, body: [MotionWindow]) -> [MotionWindow] {
        var result: [MotionWindow] = []
        var cursor = 0.0
        for w in body where w.end > w.start && w.start < duration {
            if w.start > cursor { result.append(.rest(cursor, w.start)) }
            var clipped = w
            clipped.start = max(w.start, cursor)
            clipped.end = min(w.end, duration)
            guard clipped.end > clipped.start else { continue }
            result.append(clipped)
            cursor = clipped.end
        }
        if cursor < duration { result.append(.rest(cursor, duration)) }
        result.append(.rest(duration, duration))
        return result
    }
}
