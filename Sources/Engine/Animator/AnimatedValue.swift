import Foundation

/// A value that animates toward a target and can be sent somewhere else at any moment: the new
/// motion starts from the current value *and* velocity, per component, for curves and springs, so
/// a matched element following a finger, or a destination that moves mid-flight, never jumps.
///
/// ```swift
/// let position = AnimatedValue(SIMD2(0.0, 0.0), timing: .physicalSpring(Spring(dampingRatio: 0.8, response: 0.3)), driver: driver)
/// position.onChange = { p in stand.position = CGPoint(x: p.x, y: p.y) }
/// position.animate(to: SIMD2(200, 400))
/// position.animate(to: SIMD2(220, 380))  // retargeted mid-flight, smoothly
/// ```
@MainActor
package final class AnimatedValue<Value: SIMD>: FrameObserver where Value.Scalar == Double {
    /// Whether the value is moving.
    package enum State {
        /// At rest at a value.
        case atRest(Value)
        /// Moving toward a target.
        case moving(target: Value)
    }

    /// How motions spend their time.
    package var timing: Timing
    /// The duration of a motion, in seconds (physical springs take their own).
    package var duration: Double
    /// Called with the value at every frame, and when it is set.
    package var onChange: (@MainActor (Value) -> Void)?
    /// Called once each time the value comes to rest at its target.
    package var onRest: (@MainActor (Value) -> Void)?
    /// The frame driver.
    package let driver: any FrameDriver
    /// The state.
    package private(set) var state: State
    private var segments: [ProgressSegment] = []

    /// Creates a value at rest.
    package init(_ value: Value, timing: Timing = .easeInOut, duration: Double = 0.35, driver: any FrameDriver) {
        state = .atRest(value)
        self.timing = timing
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.driver = driver
    }

    /// The value now.
    package var value: Value { sample(at: driver.now).value }

    /// The velocity now, in units per second per component.
    package var velocity: Value { sample(at: driver.now).velocity }

    /// Sends the value toward `target`, starting from where it is with the velocity it has (or
    /// `initialVelocity`, units per second, such as a finger's at release).
    package func animate(to target: Value, initialVelocity: Value? = nil) {
        let now = sample(at: driver.now)
        let v = initialVelocity ?? now.velocity
        segments = (0..<Value.scalarCount).map { i in
            ProgressSegment(
                from: now.value[i], to: target[i], velocity: v[i], timing: timing, duration: duration,
                startTime: driver.now)
        }
        state = .moving(target: target)
        driver.add(self)
        onChange?(now.value)
    }

    /// Puts the value at `value`, at rest, at once (a finger dragging it, say).
    package func set(_ value: Value) {
        segments = []
        state = .atRest(value)
        driver.remove(self)
        onChange?(value)
    }

    /// Advances the motion; called by the driver.
    package func frameDriver(_ driver: any FrameDriver, didReach frame: FrameTime) {
        guard case .moving(let target) = state else { return }
        let s = sample(at: frame.timestamp)
        if s.finished {
            set(target)
            onRest?(target)
        } else {
            onChange?(s.value)
        }
    }

    private func sample(at time: Double) -> (value: Value, velocity: Value, finished: Bool) {
        switch state {
        case .atRest(let value): return (value, .zero, true)
        case .moving:
            var value = Value.zero
            var velocity = Value.zero
            var finished = true
            for i in segments.indices {
                let s = segments[i].sample(at: time)
                value[i] = s.value
                velocity[i] = s.velocity
                finished = finished && s.finished
            }
            return (value, velocity, finished)
        }
    }
}
