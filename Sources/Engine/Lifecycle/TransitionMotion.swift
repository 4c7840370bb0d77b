import Foundation

/// How a transition in flight moves now, as a function of time: what ``TransitionController``
/// draws every frame. Each redirect replaces it with one that starts from the current value and
/// velocity.
enum Motion {
    /// Still at `progress` (interactive, or not started).
    case paused(progress: Double)
    /// Along the plan at its own pace: progress `from` at time `start`, growing by 1/`duration`
    /// per second.
    case running(from: Double, start: Double, duration: Double)
    /// Along the plan on a spring in progress toward the end (a released gesture).
    case settling(ProgressSettle)
    /// In value space on a spring toward one end (a turn-around).
    case springing(ValueSpring)

    /// The progress at `time`: 0 at the start, 1 at the end.
    func progress(at time: Double) -> Double {
        switch self {
        case .paused(let p): p
        case .running(let from, let start, let duration):
            duration > 0 ? min(from + (time - start) / duration, 1) : 1
        case .settling(let s): s.progress(at: time)
        case .springing(let s): s.progress(at: time)
        }
    }

    /// The progress velocity at `time`, per second.
    func progressVelocity(at time: Double) -> Double {
        switch self {
        case .paused: 0
        case .running(let from, let start, let duration):
            duration > 0 && from + (time - start) / duration < 1 ? 1 / duration : 0
        case .settling(let s): s.progressVelocity(at: time)
        case .springing(let s): s.progressVelocity(at: time)
        }
    }

    /// `nil` while the motion goes on at `time`; whether it finished once it is over.
    func end(at time: Double) -> Bool? {
        switch self {
        case .paused: nil
        case .running(let from, let start, let duration): time >= start + (1 - from) * duration ? true : nil
        case .settling(let s): time >= s.endTime ? true : nil
        case .springing(let s): time >= s.endTime ? s.toEnd : nil
        }
    }

    /// When the motion is over, in seconds of the driver's clock (`nil` while paused).
    var endTime: Double? {
        switch self {
        case .paused: nil
        case .running(let from, let start, let duration): start + (1 - from) * duration
        case .settling(let s): s.endTime
        case .springing(let s): s.endTime
        }
    }

    /// Whether the frame driver must call every frame.
    var needsFrames: Bool {
        if case .paused = self { return false }
        return true
    }
}

/// A released gesture finishing along the plan: progress springs from where the finger left it,
/// with the finger's velocity, to 1; a followed element's offset from its planned pose springs to
/// zero on the same spring.
struct ProgressSettle {
    let response: SpringResponse
    let start: Double
    let from: Double
    let velocity: Double
    /// The followed element's offset from its planned pose at release (dx, dy in points, scale − 1),
    /// and its velocity per second.
    let offset: SIMD3<Double>
    let offsetVelocity: SIMD3<Double>
    let endTime: Double

    init(
        spring: DampedSpring, start: Double, from: Double, velocity: Double, offset: SIMD3<Double>,
        offsetVelocity: SIMD3<Double>
    ) {
        response = SpringResponse(spring)
        self.start = start
        self.from = from
        self.velocity = velocity
        self.offset = offset
        self.offsetVelocity = offsetVelocity
        // Over when the progress is within 1e-4 of the end and the offset within 0.05 pt (and the
        // scale within 1e-4).
        var settle = response.settlingTime(displacement: from - 1, velocity: velocity, epsilon: 1e-4)
        for i in 0..<2 {
            settle = max(
                settle, response.settlingTime(displacement: offset[i], velocity: offsetVelocity[i], epsilon: 0.05))
        }
        settle = max(settle, response.settlingTime(displacement: offset[2], velocity: offsetVelocity[2], epsilon: 1e-4))
        endTime = start + (settle.isFinite ? settle : 1)
    }

    func progress(at time: Double) -> Double {
        let w = response.weights(at: max(time - start, 0))
        return 1 + (from - 1) * w.displacement + velocity * w.velocity
    }

    func progressVelocity(at time: Double) -> Double {
        let r = response.rates(at: max(time - start, 0))
        return (from - 1) * r.displacement + velocity * r.velocity
    }

    func offset(at time: Double) -> SIMD3<Double> {
        let w = response.weights(at: max(time - start, 0))
        return offset * w.displacement + offsetVelocity * w.velocity
    }

    func offsetVelocity(at time: Double) -> SIMD3<Double> {
        let r = response.rates(at: max(time - start, 0))
        return offset * r.displacement + offsetVelocity * r.velocity
    }
}

/// A turn-around in value space: every stand-in springs from where it was, with the velocity it
/// had, toward its state at one end of the transition; progress springs alongside (for fades and
/// for whoever reads it). One spring and one start for all, so the whole picture moves as one.
struct ValueSpring {
    let response: SpringResponse
    let start: Double
    /// Toward the end (finished) or the start (cancelled).
    let toEnd: Bool
    let from: [StandInState]
    let velocity: [StandInVelocity]
    let target: [StandInState]
    let progressFrom: Double
    let progressVelocityFrom: Double
    let endTime: Double

    init(
        spring: DampedSpring, start: Double, toEnd: Bool, from: [StandInState], velocity: [StandInVelocity],
        target: [StandInState], progress: Double, progressVelocity: Double
    ) {
        response = SpringResponse(spring)
        self.start = start
        self.toEnd = toEnd
        self.from = from
        self.velocity = velocity
        self.target = target
        progressFrom = progress
        progressVelocityFrom = progressVelocity
        // Over when every stand-in is within 0.05 pt of its target (opacity within 5e-4).
        var settle = response.settlingTime(
            displacement: progress - (toEnd ? 1 : 0), velocity: progressVelocity, epsilon: 1e-4)
        for i in from.indices {
            let distance = from[i].distance(to: target[i])
            settle = max(
                settle, response.settlingTime(displacement: distance, velocity: velocity[i].magnitude, epsilon: 0.05))
        }
        endTime = start + (settle.isFinite ? settle : 1)
    }

    func progress(at time: Double) -> Double {
        let w = response.weights(at: max(time - start, 0))
        let end = toEnd ? 1.0 : 0
        return end + (progressFrom - end) * w.displacement + progressVelocityFrom * w.velocity
    }

    func progressVelocity(at time: Double) -> Double {
        let r = response.rates(at: max(time - start, 0))
        let end = toEnd ? 1.0 : 0
        return (progressFrom - end) * r.displacement + progressVelocityFrom * r.velocity
    }

    /// Stand-in `i`'s state at `time`: `target + (from − target)·decay + velocity·impulse`.
    func state(_ i: Int, at time: Double) -> StandInState {
        let w = response.weights(at: max(time - start, 0))
        return StandInState.interpolate(from: target[i], to: from[i], fraction: w.displacement)
            .advanced(by: velocity[i], seconds: w.velocity)
    }

    /// Stand-in `i`'s velocity at `time`.
    func velocity(_ i: Int, at time: Double) -> StandInVelocity {
        let r = response.rates(at: max(time - start, 0))
        return StandInVelocity(from: target[i], to: from[i], over: 1).scaled(by: r.displacement)
            + velocity[i].scaled(by: r.velocity)
    }
}
