import Foundation

/// A backend that can hand a stand-in's compiled animations (``CompiledStandIn``) to the platform's
/// render server, so they play without a frame of main-thread work: Core Animation on iOS, the
/// portable evaluator in ``HeadlessBackend``.
///
/// Every stand-in it plays hangs from one shared timeline (on iOS a layer over the stand-ins whose
/// `speed`, `timeOffset` and `beginTime` nest over their animations, as in
/// `UIPercentDrivenInteractiveTransition`): pausing the transition, or scrubbing it under a finger,
/// is one write to that timeline, once per timeline layer: a live view's stand-in keeps the app's
/// clock, so the played stand-ins in front of it hang under another (``PlaybackStage``). Animations' `beginTime`s count from the motion's start (see
/// ``CompiledTransition``); the timeline says where in the motion the render server is.
///
/// ``TransitionController`` uses it when ``playsOnRenderServer`` is `true`: a stand-in Core
/// Animation cannot play (``CompiledStandIn/isSupported``), and an element under a finger, stays
/// on the display-link path and is drawn with ``TransitionBackend/apply(_:to:)`` every frame.
@MainActor
package protocol RenderServerBackend: TransitionBackend {
    /// Whether the controller should play stand-ins on the render server (a backend may turn it
    /// off, and then behaves as a plain ``TransitionBackend``).
    var playsOnRenderServer: Bool { get }

    /// In one transaction, with implicit animations off: every listed stand-in's layers take the
    /// compiled model values and animations, replacing whatever animations they had, and the
    /// shared timeline is set to `timeline`. Nothing is read back from the layers.
    /// - Parameters:
    ///   - standIns: the stand-ins (as ``TransitionBackend/makeStandIn(for:pictures:drawnAs:in:)``
    ///     returned them) and what each plays.
    ///   - timeline: where the motion is on the shared timeline.
    func play(_ standIns: [(standIn: View, compiled: CompiledStandIn)], timeline: PlaybackTimeline)

    /// Moves the shared timeline (one write while it stays paused: its `timeOffset`).
    func setTimeline(_ timeline: PlaybackTimeline)

    /// Removes a stand-in's animations: it is drawn by ``TransitionBackend/apply(_:to:)`` again.
    func stopPlaying(_ standIn: View)

    /// Where motions are compiled (``ImmediateCompiling`` unless the backend says otherwise).
    var compiling: any AnimationCompiling { get }
}

extension RenderServerBackend {
    /// At once, on the main thread.
    package var compiling: any AnimationCompiling { ImmediateCompiling() }
}

/// Where a motion is on a ``RenderServerBackend``'s shared timeline.
package enum PlaybackTimeline: Hashable, Sendable {
    /// Playing: the motion's time 0 is at `start`, in seconds of the frame driver's clock
    /// (`CACurrentMediaTime()` on iOS), and it runs at its own pace.
    case running(start: TimeInterval)
    /// Paused (layer `speed` 0) at `time` seconds into the motion.
    case paused(at: TimeInterval)

    /// The motion's time, in seconds, at `now` (seconds of the frame driver's clock).
    package func motionTime(at now: TimeInterval) -> TimeInterval {
        switch self {
        case .running(let start): now - start
        case .paused(let time): time
        }
    }

    /// Seconds added to every compiled `beginTime` and to the timeline's `timeOffset`, so that no
    /// animation has a `beginTime` of 0 (which Core Animation replaces by "now" when it is added).
    package static let beginTimeBase: TimeInterval = 1

    /// The timeline as a layer's own timing under a parent whose local time is the driver's
    /// clock: `(parent − beginTime) · speed + timeOffset` is ``beginTimeBase`` plus the motion's
    /// time.
    package var layerTiming: LayerTiming {
        switch self {
        case .running(let start): LayerTiming(beginTime: start, speed: 1, timeOffset: Self.beginTimeBase)
        case .paused(let time): LayerTiming(beginTime: 0, speed: 0, timeOffset: Self.beginTimeBase + time)
        }
    }
}
