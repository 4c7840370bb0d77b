/// Where an animation is in its own time at one moment: the result of
/// ``MediaTiming/localTime(parentTime:defaultDuration:)``.
package struct AnimationLocalTime: Hashable, Sendable {
    /// Which side of the active duration the moment falls on.
    package enum Phase: Hashable, Sendable {
        /// Before the start, shown because the object fills backwards.
        case before
        /// Inside the active duration.
        case active
        /// At or after the end, shown because the object fills forwards.
        case after
    }

    /// Which side of the active duration the moment falls on.
    package var phase: Phase
    /// The basic local time, in seconds, 0…`duration`: how far into a forward pass the value is
    /// (it runs back down during the reverse half of an autoreversing cycle).
    package var basicTime: Double
    /// The duration of one forward pass, in seconds (after the default-duration substitution).
    package var duration: Double
    /// The index of the cycle, from 0 (what `isCumulative` accumulates over).
    package var iteration: Int

    /// Creates a local time.
    package init(phase: Phase, basicTime: Double, duration: Double, iteration: Int) {
        self.phase = phase
        self.basicTime = basicTime
        self.duration = duration
        self.iteration = iteration
    }

    /// `basicTime / duration`, 0…1: the input of the animation's timing function.
    package var progress: Double { duration > 0 ? min(max(basicTime / duration, 0), 1) : 1 }
}
