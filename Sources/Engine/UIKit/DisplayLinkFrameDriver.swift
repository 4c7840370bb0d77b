#if canImport(UIKit)
    import QuartzCore
    import UIKit

    /// Frames from the display: a `CADisplayLink` that runs only while something observes it.
    @MainActor
    public final class DisplayLinkFrameDriver: FrameDriver {
        private var observers: [any FrameObserver] = []
        private var link: CADisplayLink?
        private var target: DisplayLinkTarget?

        /// Creates a driver (no display link until an observer is added).
        public init() {}

        /// `CACurrentMediaTime()`, in seconds.
        public var now: TimeInterval { CACurrentMediaTime() }

        /// Registers an observer and starts the display link if needed.
        public func add(_ observer: any FrameObserver) {
            guard !observers.contains(where: { $0 === observer }) else { return }
            observers.append(observer)
            guard link == nil else { return }
            let target = DisplayLinkTarget()
            target.driver = self
            let link = CADisplayLink(target: target, selector: #selector(DisplayLinkTarget.step(_:)))
            link.add(to: .main, forMode: .common)
            self.target = target
            self.link = link
        }

        /// Unregisters an observer; the display link stops when none is left.
        public func remove(_ observer: any FrameObserver) {
            observers.removeAll { $0 === observer }
            if observers.isEmpty {
                link?.invalidate()
                link = nil
                target = nil
            }
        }

        fileprivate func step(_ link: CADisplayLink) {
            let frame = FrameTime(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp)
            for observer in observers { observer.frameDriver(self, didReach: frame) }
        }
    }

    /// The display link's target, so that the link (which retains its target) does not retain the
    /// driver.
    @MainActor
    private final class DisplayLinkTarget: NSObject {
        weak var driver: DisplayLinkFrameDriver?

        @objc func step(_ link: CADisplayLink) { driver?.step(link) }
    }
#endif
