/// The `CAMediaTiming` properties of one animation: where it sits in its parent's time, how fast
/// it plays, how often it repeats and what it shows outside its active duration.
///
/// All times are in seconds. `beginTime` is in the parent's time (the layer's local time for an
/// animation added to a layer, the group's local time for a child of a group); `timeOffset` is in
/// the animation's active local time. The mapping from parent time to the animation's basic local
/// time is ``localTime(parentTime:defaultDuration:)``.
///
/// ```swift
/// var timing = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true)
/// timing.activeDuration(basicDuration: 1)  // 4: two forward-and-back cycles
/// ```
package struct MediaTiming: Hashable, Sendable {
    /// When the object starts, in seconds of parent time. For an animation added to a layer, 0
    /// means "when it is added" (``AnimatedLayer/add(_:forKey:atAbsoluteTime:defaultDuration:)``
    /// substitutes the layer's local time then); for a child of a group, 0 is the group's start.
    package var beginTime: Double
    /// The basic duration of one forward pass, in seconds. 0 or less means the default,
    /// ``defaultDuration`` (CALayer.h: "it is given the default duration … .25 seconds").
    package var duration: Double
    /// Local seconds per parent second (1 normal, 2 twice as fast, 0 frozen at `timeOffset`).
    /// Negative speeds (playing backwards) are not modelled: the object then counts as not started.
    package var speed: Double
    /// Seconds added to active local time after scaling by `speed` (CAMediaTiming.h:
    /// `t = (tp - begin) * speed + offset`).
    package var timeOffset: Double
    /// How many cycles play; may be fractional; 0 ignores it (one cycle). `.infinity` or
    /// `Double(Float.greatestFiniteMagnitude)` (`HUGE_VALF`) repeats forever.
    package var repeatCount: Double
    /// How long, in seconds, the cycles play in total; 0 ignores it.
    package var repeatDuration: Double
    /// Whether each cycle plays forwards and then backwards (a cycle then lasts `2 × duration`).
    package var autoreverses: Bool
    /// What the object shows outside its active duration.
    package var fillMode: FillMode

    /// Core Animation's default duration, 0.25 s (`CATransaction.animationDuration`'s default).
    package static let defaultDuration = 0.25

    /// Creates a timing; every argument defaults to `CAMediaTiming`'s default.
    package init(
        beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fillMode: FillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// Whether the object repeats forever: `repeatCount` is at least `HUGE_VALF`, as Apple
    /// documents for `greatestFiniteMagnitude`, or infinite.
    package var repeatsForever: Bool { repeatCount >= Double(Float.greatestFiniteMagnitude) }

    /// The duration of one forward pass, in seconds: `duration`, or `fallback` when `duration` is
    /// 0, negative or not finite.
    package func resolvedDuration(default fallback: Double = MediaTiming.defaultDuration) -> Double {
        if duration > 0, duration.isFinite { return duration }
        return fallback > 0 && fallback.isFinite ? fallback : MediaTiming.defaultDuration
    }

    /// The length of one cycle, in seconds: `d`, or `2d` when the object autoreverses.
    package func cycleDuration(basicDuration d: Double) -> Double { autoreverses ? 2 * d : d }

    /// The active duration, in local seconds, for a forward pass of `d` seconds: one cycle;
    /// `repeatCount` cycles; `repeatDuration`; or infinite when repeating forever.
    ///
    /// When both `repeatCount` and `repeatDuration` are set Apple leaves the result undefined;
    /// this model takes the shorter of the two, as SMIL does (an open point).
    package func activeDuration(basicDuration d: Double) -> Double {
        let cycle = cycleDuration(basicDuration: d)
        let byCount: Double? = repeatsForever ? .infinity : (repeatCount > 0 ? repeatCount * cycle : nil)
        let byDuration: Double? = repeatDuration > 0 ? repeatDuration : nil
        switch (byCount, byDuration) {
        case (nil, nil): return cycle
        case (let count?, nil): return count
        case (nil, let total?): return total
        case (let count?, let total?): return min(count, total)
        }
    }
}
