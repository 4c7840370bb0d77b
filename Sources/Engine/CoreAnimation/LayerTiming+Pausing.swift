extension LayerTiming {
    /// Whether the layer is paused (speed 0).
    package var isPaused: Bool { speed == 0 }

    /// Pauses the layer as Technical Q&A QA1673 does: `timeOffset` becomes the local time at
    /// `parentTime` (seconds) and `speed` 0, so local time stays there.
    package mutating func pause(atParentTime parentTime: Double) {
        let paused = localTime(parentTime: parentTime)
        speed = 0
        timeOffset = paused
    }

    /// Resumes a paused layer as QA1673 does: speed 1, offset 0 and `beginTime` set so that local
    /// time carries on from where it stopped at `parentTime` (seconds).
    package mutating func resume(atParentTime parentTime: Double) {
        let paused = timeOffset
        speed = 1
        timeOffset = 0
        beginTime = 0
        beginTime = localTime(parentTime: parentTime) - paused
    }

    /// Scrubbing, as used with a paused layer: speed 0 and local time pinned at `localTime`
    /// seconds (for an animation that begins at `b` and lasts `d`, `b + fraction · d`).
    package mutating func scrub(toLocalTime localTime: Double) {
        speed = 0
        timeOffset = localTime
    }
}
