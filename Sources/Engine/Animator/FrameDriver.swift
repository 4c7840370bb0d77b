import Foundation

/// One frame: when it was shown and when the next one will be, in seconds on the driver's clock
/// (`CADisplayLink.timestamp` and `targetTimestamp` on iOS).
package struct FrameTime: Hashable, Sendable {
    /// When this frame is shown.
    package var timestamp: TimeInterval
    /// When the next frame is due.
    package var targetTimestamp: TimeInterval

    /// Creates a frame time.
    package init(timestamp: TimeInterval, targetTimestamp: TimeInterval) {
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
    }
}

extension FrameTime {
    /// Whether this frame is the one to wake for `time`: it is drawn for `time` or later.
    package func reaches(_ time: TimeInterval) -> Bool { targetTimestamp >= time }
}

/// Something that wants a call every frame.
@MainActor
package protocol FrameObserver: AnyObject {
    /// Called once per frame while registered.
    func frameDriver(_ driver: any FrameDriver, didReach frame: FrameTime)
}

/// A source of frames and of the current time: a display link on iOS, ``ManualFrameDriver`` in
/// tests, the lab and the benchmarks. Injected, so no animation depends on the wall clock.
@MainActor
package protocol FrameDriver: AnyObject {
    /// The current time, in seconds.
    var now: TimeInterval { get }
    /// Starts calling `observer` every frame until it is removed. Adding an observer twice has no
    /// effect. A driver may hold observers strongly (``ManualFrameDriver``) or weakly (the display
    /// link's, so an abandoned transition is freed and its link stops).
    func add(_ observer: any FrameObserver)
    /// Stops calling `observer` (every frame, and a pending ``wake(_:at:)``).
    func remove(_ observer: any FrameObserver)
    /// Calls `observer` once, at the first frame drawn for `time` or later (`targetTimestamp ≥
    /// time`, seconds), and not before: what a transition played by the render server needs to
    /// end. A later call replaces an earlier one; ``remove(_:)`` cancels it. The default calls
    /// `observer` every frame (``add(_:)``), and the observer checks the time itself.
    func wake(_ observer: any FrameObserver, at time: TimeInterval)
}

extension FrameDriver {
    /// Calls `observer` every frame until it is removed (a driver that cannot wait for a time).
    package func wake(_ observer: any FrameObserver, at time: TimeInterval) {
        add(observer)
    }
}

/// A virtual clock that moves only when told to: deterministic frames for tests and the lab.
///
/// ```swift
/// let driver = ManualFrameDriver(frameRate: 120)
/// animator.startAnimation()
/// driver.advance(by: 0.25)  // 30 frames of 1/120 s
/// ```
@MainActor
package final class ManualFrameDriver: FrameDriver {
    /// The current time, in seconds.
    package private(set) var now: TimeInterval
    /// The time between frames, in seconds.
    package let frameInterval: TimeInterval
    /// Whether observers are held weakly, as the display link's driver holds them.
    package let holdsObserversWeakly: Bool
    private var strong: [any FrameObserver] = []
    private var weak: [WeakFrameObserver] = []
    private var wakeUps: [(observer: WeakFrameObserver, time: TimeInterval)] = []
    /// How many calls observers have had (every frame's and every wake-up's): what a test counts to
    /// show that nothing runs per frame.
    package private(set) var callsDelivered = 0

    /// Creates a driver at time `start` producing `frameRate` frames per second; observers are
    /// held strongly unless `holdsObserversWeakly`.
    package init(start: TimeInterval = 0, frameRate: Double = 60, holdsObserversWeakly: Bool = false) {
        now = start
        frameInterval = frameRate > 0 && frameRate.isFinite ? 1 / frameRate : 1.0 / 60
        self.holdsObserversWeakly = holdsObserversWeakly
    }

    private var observers: [any FrameObserver] { holdsObserversWeakly ? weak.compactMap(\.observer) : strong }

    /// Whether `observer` is registered.
    package func contains(_ observer: any FrameObserver) -> Bool { observers.contains { $0 === observer } }

    /// The number of registered (living) observers.
    package var observerCount: Int { observers.count }

    /// Registers an observer.
    package func add(_ observer: any FrameObserver) {
        guard !contains(observer) else { return }
        if holdsObserversWeakly { weak.append(WeakFrameObserver(observer: observer)) } else { strong.append(observer) }
    }

    /// Unregisters an observer.
    package func remove(_ observer: any FrameObserver) {
        strong.removeAll { $0 === observer }
        weak.removeAll { $0.observer == nil || $0.observer === observer }
        wakeUps.removeAll { $0.observer.observer == nil || $0.observer.observer === observer }
    }

    /// Calls `observer` once, at the first frame whose `targetTimestamp` is `time` or later (held
    /// weakly); replaces an earlier wake-up of the same observer.
    package func wake(_ observer: any FrameObserver, at time: TimeInterval) {
        wakeUps.removeAll { $0.observer.observer == nil || $0.observer.observer === observer }
        wakeUps.append((WeakFrameObserver(observer: observer), time))
    }

    /// The time of `observer`'s pending wake-up, if any.
    package func wakeUpTime(of observer: any FrameObserver) -> TimeInterval? {
        wakeUps.first { $0.observer.observer === observer }?.time
    }

    /// Moves time forward by `seconds` in whole frames (the last one shortened to land exactly),
    /// calling every observer at each frame.
    package func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        let end = now + seconds
        while now < end - 1e-12 {
            now = min(now + frameInterval, end)
            tick()
        }
    }

    /// Moves time to `time` without producing frames in between, then produces one frame.
    package func jump(to time: TimeInterval) {
        guard time.isFinite, time >= now else { return }
        now = time
        tick()
    }

    private func tick() {
        weak.removeAll { $0.observer == nil }
        let frame = FrameTime(timestamp: now, targetTimestamp: now + frameInterval)
        for observer in observers {
            callsDelivered += 1
            observer.frameDriver(self, didReach: frame)
        }
        let due = wakeUps.filter { frame.reaches($0.time) }
        guard !due.isEmpty else { return }
        wakeUps.removeAll { frame.reaches($0.time) }
        for wakeUp in due {
            guard let observer = wakeUp.observer.observer else { continue }
            callsDelivered += 1
            observer.frameDriver(self, didReach: frame)
        }
    }
}

@MainActor
private struct WeakFrameObserver {
    weak var observer: (any FrameObserver)?
}
