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
    @MainActor
    public final class DisplayLinkFrameDriver: FrameDriver {
        private var observers: [WeakObserver] = []
        nonisolated(unsafe) private var link: CADisplayLink?
        private var target: DisplayLinkTarget?

        /// Creates a driver (no display link until an observer is added).
        public init() {}

        deinit { link?.invalidate() }

        /// `CACurrentMediaTime()`, in seconds.
        public var now: TimeInterval { CACurrentMediaTime() }

        /// Whether the display link runs.
        public var isRunning: Bool { link != nil }

        /// Registers an observer (weakly) and starts the display link if needed.
        public func add(_ observer: any FrameObserver) {
            observers.removeAll { $0.observer == nil }
            guard !observers.contains(where: { $0.observer === observer }) else { return }
            observers.append(WeakObserver(observer: observer))
            guard link == nil else { return }
            let target = DisplayLinkTarget()
            target.driver = self
            let link = CADisplayLink(target: target, selector: #selector(DisplayLinkTarget.step(_:)))
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
            link.add(to: .main, forMode: .common)
            self.target = target
            self.link = link
        }

        /// Unregisters an observer; the display link stops when none is left.
        public func remove(_ observer: any FrameObserver) {
            observers.removeAll { $0.observer == nil || $0.observer === observer }
            if observers.isEmpty { invalidate() }
        }

        /// Stops the display link and forgets every observer.
        public func invalidate() {
            observers.removeAll()
            link?.invalidate()
            link = nil
            target = nil
        }

        fileprivate func step(_ link: CADisplayLink) {
            observers.removeAll { $0.observer == nil }
            guard !observers.isEmpty else { return invalidate() }
            let frame = FrameTime(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp)
            for entry in observers { entry.observer?.frameDriver(self, didReach: frame) }
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
