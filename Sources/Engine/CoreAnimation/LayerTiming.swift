/// A layer's own `CAMediaTiming`: how its local time follows its parent's (its superlayer's local
/// time, or absolute time for a root layer). A layer has no active duration: it neither repeats
/// nor clamps, so only `beginTime`, `speed` and `timeOffset` matter.
///
/// Times nest: an animation's parent time is its layer's local time, and a layer's parent time is
/// its superlayer's, so speeds multiply down the tree (a layer at speed 2 inside one at speed 2
/// plays its animations 4× as fast).
///
/// ```swift
/// var timing = LayerTiming()
/// timing.pause(atParentTime: 10)  // QA1673: speed 0, timeOffset 10
/// timing.localTime(parentTime: 99)  // 10
/// ```
package struct LayerTiming: Hashable, Sendable {
    /// The layer's begin time, in seconds of parent time.
    package var beginTime: Double
    /// Local seconds per parent second (0 pauses the layer and everything in it).
    package var speed: Double
    /// Seconds added to local time after scaling by `speed`.
    package var timeOffset: Double

    /// Creates a layer timing; the defaults are the identity mapping.
    package init(beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0) {
        self.beginTime = beginTime
        self.speed = speed
        self.timeOffset = timeOffset
    }

    /// The identity: local time equals parent time.
    package static let identity = LayerTiming()

    /// The local time, in seconds, at `parentTime` seconds: `(parentTime − beginTime) · speed +
    /// timeOffset` (CAMediaTiming.h).
    package func localTime(parentTime: Double) -> Double { (parentTime - beginTime) * speed + timeOffset }

    /// The parent time, in seconds, at which local time is `localTime`, or `nil` for a paused
    /// layer (speed 0), whose local time never changes.
    package func parentTime(localTime: Double) -> Double? {
        guard speed != 0 else { return nil }
        return (localTime - timeOffset) / speed + beginTime
    }

    /// A layer's local time, in seconds, at `absoluteTime` (seconds of `CACurrentMediaTime()`):
    /// `chain` lists the timings from the root layer down to the layer itself.
    package static func localTime(absoluteTime: Double, chain: [LayerTiming]) -> Double {
        chain.reduce(absoluteTime) { $1.localTime(parentTime: $0) }
    }

    /// The absolute time, in seconds, at which the layer with timing `chain` (root first) has local
    /// time `localTime`, or `nil` when a layer in the chain is paused.
    package static func absoluteTime(localTime: Double, chain: [LayerTiming]) -> Double? {
        var time = localTime
        for timing in chain.reversed() {
            guard let parent = timing.parentTime(localTime: time) else { return nil }
            time = parent
        }
        return time
    }

    /// `CALayer.convertTime(_:from:)`: a time in the local time of the layer with timing chain
    /// `source` converted to the local time of the layer with chain `destination` (both root
    /// first; an empty chain is absolute time), by way of absolute time. `nil` when the source's
    /// time cannot be mapped back because a layer in its chain is paused.
    package static func convertTime(_ time: Double, from source: [LayerTiming], to destination: [LayerTiming])
        -> Double?
    {
        absoluteTime(localTime: time, chain: source).map { localTime(absoluteTime: $0, chain: destination) }
    }
}
