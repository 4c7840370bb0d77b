#if canImport(UIKit)
    import QuartzCore
    import UIKit

    /// Frames from the display: a `CADisplayLink` that runs only while something observes it, asks
    /// for up to 120 frames per second (ProMotion iPhones also need `CADisableMinimumFrameDurationOnPhone`
    /// set to `true` in the app's Info.plist), and hands observers the time the frame will be shown
    /// (`targetTimestamp`).
    ///
    /// Observers are held weakly: a transition that UIKit abandons (its window replaced mid-flight)
    /// is freed, and the link stops with it; ``invalidate()`` stops it at once, and so does the
    /// driver's end.
    ///
    /// A wake-up (``wake(_:at:)``: a transition the render server plays, waiting for its end) pauses
    /// the link while no observer wants every frame, and resumes it two frames before the time, so
    /// no code runs on the main thread in between.
    @MainActor
    package final class DisplayLinkFrameDriver: FrameDriver {
        private var observers: [WeakObserver] = []
        private var wakeUps: [(observer: WeakObserver, time: TimeInterval)] = []
        private var resumeGeneration = 0
        nonisolated(unsafe) private var link: CADisplayLink?
        private var target: DisplayLinkTarget?

        /// Creates a driver (no display link until an observer is added).
        package init() {}

        deinit { link?.invalidate() }

        /// `CACurrentMediaTime()`, in seconds.
        package var now: TimeInterval { CACurrentMediaTime() }

        /// Whether the display link runs.
        package var isRunning: Bool { link != nil }

        /// Registers an observer (weakly) and starts the display link if needed.
        package func add(_ observer: any FrameObserver) {
            observers.removeAll { $0.observer == nil }
            guard !observers.contains(where: { $0.observer === observer }) else { return }
            observers.append(WeakObserver(observer: observer))
            startLink()
            link?.isPaused = false
        }

        /// Calls `observer` once, at the first frame drawn for `time` or later; the link sleeps
        /// until two frames before it when nothing else wants frames.
        package func wake(_ observer: any FrameObserver, at time: TimeInterval) {
            wakeUps.removeAll { $0.observer.observer == nil || $0.observer.observer === observer }
            wakeUps.append((WeakObserver(observer: observer), time))
            startLink()
            sleepUntilNextWakeUp()
        }

        /// Pauses the link until two frames before the earliest wake-up when no observer wants
        /// every frame.
        private func sleepUntilNextWakeUp() {
            observers.removeAll { $0.observer == nil }
            guard observers.isEmpty, let link, let next = wakeUps.map(\.time).min() else { return }
            let lead = 2 * max(link.targetTimestamp - link.timestamp, 1.0 / 120)
            // `asyncAfter` may be late by up to a tenth of its delay (libdispatch's leeway).
            let delay = (next - lead - now) / 1.1
            guard delay > 0 else {
                link.isPaused = false
                return
            }
            link.isPaused = true
            resumeGeneration += 1
            let generation = resumeGeneration
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
                assumeMainActor {
                    guard let self, self.resumeGeneration == generation else { return }
                    self.link?.isPaused = false
                }
            }
        }

        private func startLink() {
            guard link == nil else { return }
            let target = DisplayLinkTarget()
            target.driver = self
            let link = CADisplayLink(target: target, selector: #selector(DisplayLinkTarget.step(_:)))
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
            link.add(to: .main, forMode: .common)
            self.target = target
            self.link = link
        }

        /// Unregisters an observer (and its wake-up); the display link stops when nothing is
        /// left, and sleeps when only wake-ups are.
        package func remove(_ observer: any FrameObserver) {
            observers.removeAll { $0.observer == nil || $0.observer === observer }
            wakeUps.removeAll { $0.observer.observer == nil || $0.observer.observer === observer }
            if observers.isEmpty && wakeUps.isEmpty { invalidate() } else { sleepUntilNextWakeUp() }
        }

        /// Stops the display link and forgets every observer.
        package func invalidate() {
            observers.removeAll()
            wakeUps.removeAll()
            resumeGeneration += 1
            link?.invalidate()
            link = nil
            target = nil
        }

        fileprivate func step(_ link: CADisplayLink) {
            observers.removeAll { $0.observer == nil }
            wakeUps.removeAll { $0.observer.observer == nil }
            guard !observers.isEmpty || !wakeUps.isEmpty else { return invalidate() }
            let frame = FrameTime(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp)
            for entry in observers { entry.observer?.frameDriver(self, didReach: frame) }
            let due = wakeUps.filter { frame.reaches($0.time) }
            wakeUps.removeAll { frame.reaches($0.time) }
            for wakeUp in due { wakeUp.observer.observer?.frameDriver(self, didReach: frame) }
            if observers.isEmpty && wakeUps.isEmpty { invalidate() } else { sleepUntilNextWakeUp() }
        }
    }

    @MainActor
    private struct WeakObserver {
        weak var observer: (any FrameObserver)?
    }

    /// The display link's target (which the link retains), so that the link does not retain the
    /// driver.
    @MainActor
    private final class DisplayLinkTarget: NSObject {
        weak var driver: DisplayLinkFrameDriver?

        @objc func step(_ link: CADisplayLink) { driver?.step(link) }
    }
#endif
