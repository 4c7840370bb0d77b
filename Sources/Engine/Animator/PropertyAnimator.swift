import Foundation

/// An interruptible animator with `UIViewPropertyAnimator`'s contract, on an injected frame driver.
///
/// It animates a progress value — 0 at the start, 1 at the end — and hands it to the animations
/// you add, each of which maps it onto its own values. Every redirect (reversing, continuing with
/// new timing, a gesture's release) starts from the current value *and* velocity, for curves and
/// springs alike, so nothing on screen jumps.
///
/// ```swift
/// let animator = PropertyAnimator(duration: 0.35, timing: .spring(dampingRatio: 0.85), driver: driver)
/// animator.addAnimations { progress in card.position = .interpolate(from: a, to: b, fraction: progress) }
/// animator.addCompletion { position in print("ended at", position) }
/// animator.startAnimation()
/// ```
///
/// Differences from UIKit, by design: ``fractionComplete`` is the progress value the animations
/// show (UIKit reports the time fraction for curved timing); calls that UIKit would reject with an
/// exception in a given state are ignored here, never a crash.
@MainActor
package final class PropertyAnimator: FrameObserver {
    /// `UIViewAnimatingState`.
    package enum State: Hashable, Sendable {
        /// Not started, or ended: animations not applied by the animator.
        case inactive
        /// Started or paused: it owns the animated values.
        case active
        /// Stopped without finishing; ``finishAnimation(at:)`` ends it.
        case stopped
    }

    /// `UIViewAnimatingPosition`: where the animation ended.
    package enum Position: Hashable, Sendable {
        /// At the start values (progress 0).
        case start
        /// At the end values (progress 1).
        case end
        /// Wherever it was.
        case current
    }

    /// The duration of a full run, in seconds.
    package let duration: TimeInterval
    /// The timing of a full run.
    package let timing: Timing
    /// The frame driver.
    package let driver: any FrameDriver
    /// The state.
    package private(set) var state: State = .inactive
    /// Whether the animation is moving (not paused, stopped or inactive).
    package private(set) var isRunning = false
    /// When true, reaching the end pauses instead of ending (no completion), so it can be reversed.
    package var pausesOnCompletion = false
    /// When true (the default), setting ``fractionComplete`` while paused moves the values
    /// linearly; when false, through the timing curve.
    package var scrubsLinearly = true
    /// The delay before the motion started, in seconds (set by ``startAnimation(afterDelay:)``).
    package private(set) var delay: TimeInterval = 0

    private var restingValue = 0.0
    private var segment: ProgressSegment?
    private var reversed = false
    private var animations: [(start: Double, apply: @MainActor (Double) -> Void)] = []
    private var completions: [@MainActor (Position) -> Void] = []

    /// Creates an inactive animator.
    /// - Parameters:
    ///   - duration: seconds for a full run (non-finite or negative counts as 0).
    ///   - timing: how the run spends its time.
    ///   - driver: the clock and frames.
    package init(duration: TimeInterval, timing: Timing = .easeInOut, driver: any FrameDriver) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.timing = timing
        self.driver = driver
    }

    // MARK: - Reading

    /// The progress now: 0 at the start values, 1 at the end (springs may overshoot).
    ///
    /// Set it while paused (or inactive, which pauses) to scrub; ignored while running or stopped.
    package var fractionComplete: Double {
        get { current.value }
        set {
            guard newValue.isFinite, state != .stopped, !isRunning else { return }
            let f = min(max(newValue, 0), 1)
            state = .active
            restingValue = scrubsLinearly ? f : timing.progress(elapsed: f * duration, duration: duration)
            apply(restingValue)
        }
    }

    /// The progress velocity now, in progress per second (0 while paused).
    package var velocity: Double { current.velocity }

    /// Whether the animation runs toward the start. Setting it while running turns the motion
    /// around from where it is, with its current velocity.
    package var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            if isRunning { redirect(timing: timing, durationFactor: 0, velocity: nil) }
        }
    }

    private var target: Double { reversed ? 0 : 1 }

    private var current: (value: Double, velocity: Double) {
        guard isRunning, let segment else { return (restingValue, 0) }
        let s = segment.sample(at: driver.now)
        return (s.value, s.velocity)
    }

    // MARK: - Animations and completions

    /// Adds an animation: a closure given the animation's local progress. Added while inactive, it
    /// spans the whole run; added later, it runs from the current progress to the end, over the
    /// remaining `(1 − fractionComplete) × duration`, as UIKit does.
    package func addAnimations(_ animation: @escaping @MainActor (Double) -> Void) {
        let start = state == .inactive ? 0 : min(current.value, 1)
        animations.append((start, animation))
        if state != .inactive { animation(local(current.value, from: start)) }
    }

    /// Adds a completion, called once with the position where the animation ended. Not called when
    /// the animator is stopped without finishing (as UIKit).
    package func addCompletion(_ completion: @escaping @MainActor (Position) -> Void) {
        completions.append(completion)
    }

    // MARK: - Control

    /// Starts (or resumes) the animation now.
    package func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animation after `delay` seconds (values rest until then); resumes a paused one.
    /// Ignored while running or stopped.
    package func startAnimation(afterDelay delay: TimeInterval) {
        guard !isRunning, state != .stopped else { return }
        self.delay = delay.isFinite ? max(delay, 0) : 0
        state = .active
        isRunning = true
        let from = restingValue
        segment = ProgressSegment(
            from: from, to: target, velocity: 0, timing: timing, duration: duration * abs(target - from),
            startTime: driver.now + self.delay)
        driver.add(self)
        apply(from)
        step(at: driver.now)
    }

    /// Pauses: the values stay where they are. An inactive animator becomes active at its start.
    package func pauseAnimation() {
        guard state != .stopped else { return }
        if isRunning {
            restingValue = current.value
            isRunning = false
            segment = nil
            driver.remove(self)
        }
        state = .active
        apply(restingValue)
    }

    /// Resumes a paused animation with new timing (or the original when `nil`).
    /// - Parameters:
    ///   - timing: the new timing.
    ///   - durationFactor: the remaining motion takes `durationFactor × duration` seconds; 0 means
    ///     the remaining share of the original, `(distance left) × duration`, which is what UIKit
    ///     does in practice for 0.
    ///   - initialVelocity: progress per second to leave with (a gesture's release, normalised by
    ///     the remaining distance); 0 by default.
    package func continueAnimation(timing: Timing? = nil, durationFactor: Double = 0, initialVelocity: Double = 0) {
        guard state == .active, !isRunning else { return }
        isRunning = true
        driver.add(self)
        redirect(timing: timing ?? self.timing, durationFactor: durationFactor, velocity: initialVelocity)
    }

    /// Stops where it is. `withoutFinishing: true` ends it (inactive, no completion);
    /// `false` leaves it ``State/stopped`` until ``finishAnimation(at:)``.
    package func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        restingValue = current.value
        isRunning = false
        segment = nil
        driver.remove(self)
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { completions.removeAll() }
    }

    /// Ends a stopped animation at `position`, applies those values and calls the completions.
    package func finishAnimation(at position: Position) {
        guard state == .stopped else { return }
        switch position {
        case .start: restingValue = 0
        case .end: restingValue = 1
        case .current: break
        }
        apply(restingValue)
        end(at: position)
    }

    // MARK: - Frames

    /// Advances the motion; called by the driver.
    package func frameDriver(_ driver: any FrameDriver, didReach frame: FrameTime) {
        step(at: frame.timestamp)
    }

    private func step(at time: TimeInterval) {
        guard isRunning, let segment else { return }
        let s = segment.sample(at: time)
        apply(s.value)
        guard s.finished else { return }
        restingValue = s.value
        isRunning = false
        self.segment = nil
        driver.remove(self)
        if pausesOnCompletion { return }
        end(at: s.value == 1 ? .end : s.value == 0 ? .start : .current)
    }

    /// A new segment from the current value and velocity toward the current target.
    private func redirect(timing: Timing, durationFactor: Double, velocity: Double?) {
        let now = current
        let from = segment == nil ? restingValue : now.value
        let v = velocity ?? now.velocity
        let seconds =
            durationFactor > 0 && durationFactor.isFinite
            ? durationFactor * duration : duration * abs(target - from)
        segment = ProgressSegment(
            from: from, to: target, velocity: v, timing: timing, duration: seconds, startTime: driver.now)
        restingValue = from
        step(at: driver.now)
    }

    private func end(at position: Position) {
        state = .inactive
        isRunning = false
        let calls = completions
        completions.removeAll()
        for completion in calls { completion(position) }
    }

    private func local(_ value: Double, from start: Double) -> Double {
        start >= 1 ? 1 : (value - start) / (1 - start)
    }

    private func apply(_ value: Double) {
        for animation in animations { animation.apply(local(value, from: animation.start)) }
    }
}
