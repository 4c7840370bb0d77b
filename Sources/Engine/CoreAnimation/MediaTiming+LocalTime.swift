import Foundation

extension MediaTiming {
    /// Stage 1 of the header's conversion: `(parentTime − beginTime) · speed + timeOffset`, in
    /// seconds of active local time.
    package func activeLocalTime(parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// The animation's basic local time at `parentTime` (seconds), or `nil` where the animation is
    /// not applied (before its start without a backwards fill, after its end without a forwards
    /// fill).
    ///
    /// - The active window comes from `e = (parentTime − beginTime) · speed`: active while
    ///   `0 ≤ e < A`, with `A` the ``activeDuration(basicDuration:)``.
    /// - Inside it the position is `e + timeOffset`, wrapped modulo `A`, so an offset animation
    ///   "loops around and plays again up until the point where it originally started" (Lockwood).
    ///   Wrapping modulo the active duration rather than one cycle is an open point.
    /// - Filling clamps to the edge of the active window, continuously: before the start it shows
    ///   the position at `e = 0`, after the end the position just before `e = A` (the end of the
    ///   last, possibly partial, cycle). With a non-zero `timeOffset` that is where the offset
    ///   window starts and ends (an open point).
    /// - Each cycle lasts `C = d` (`2d` autoreversing); the reverse half runs the basic time back
    ///   from `d` to 0.
    ///
    /// - Parameters:
    ///   - parentTime: the parent's local time, in seconds.
    ///   - defaultDuration: the forward pass used when `duration` is 0 or less, in seconds (0.25
    ///     for an animation on a layer; the group's duration for a child of a group).
    package func localTime(parentTime: Double, defaultDuration: Double = MediaTiming.defaultDuration)
        -> AnimationLocalTime?
    {
        let d = resolvedDuration(default: defaultDuration)
        let cycle = cycleDuration(basicDuration: d)
        let active = activeDuration(basicDuration: d)
        let elapsed = (parentTime - beginTime) * speed
        guard !elapsed.isNaN, active > 0 else { return nil }
        let phase: AnimationLocalTime.Phase
        var t: Double
        var fromBelow = false
        if elapsed < 0 {
            guard fillMode.fillsBackwards else { return nil }
            (phase, t) = (.before, Self.wrap(timeOffset, active))
        } else if elapsed >= active {
            guard fillMode.fillsForwards else { return nil }
            (phase, t, fromBelow) = (.after, Self.wrapFromBelow(active + timeOffset, active), true)
        } else {
            (phase, t) = (.active, Self.wrap(elapsed + timeOffset, active))
        }
        if t >= active {
            (t, fromBelow) = (active, true)
        }
        var index = (t / cycle).rounded(.down)
        var within = t - index * cycle
        if fromBelow, within <= 0, t > 0 {
            index -= 1
            within = cycle
        }
        let basic = autoreverses && within > d ? 2 * d - within : within
        return AnimationLocalTime(
            phase: phase, basicTime: min(max(basic, 0), d), duration: d,
            iteration: Int(min(max(index, -1e15), 1e15)))
    }

    /// `value` modulo `period` into [0, period), or `value` itself for an infinite period.
    static func wrap(_ value: Double, _ period: Double) -> Double {
        guard period.isFinite else { return value }
        return value - period * (value / period).rounded(.down)
    }

    /// `value` modulo `period` into (0, period]: the position approached from below.
    static func wrapFromBelow(_ value: Double, _ period: Double) -> Double {
        guard period.isFinite else { return value }
        let r = wrap(value, period)
        return r <= 0 ? period : r
    }
}
