import Foundation

/// A transition between two headless screens, run by MatchCut's engine without UIKit, on any
/// platform: tag ``HeadlessView``s as you tag `UIView`s, start, advance the clock, and read each
/// stand-in's frame. The tests and the lab run the same engine this way.
///
/// ```swift
/// let flight = HeadlessTransition()
/// flight.start(.push, from: list, to: detail, in: container)
/// flight.advance(by: 0.2)
/// for standIn in flight.frames { print(standIn.name, standIn.quad.boundingBox) }
/// flight.advance(by: 1)  // done: stand-ins gone, every original back
/// ```
@MainActor
public final class HeadlessTransition {
    /// The engine, on the headless backend.
    let controller: TransitionController<HeadlessBackend>
    /// The clock the transition runs on; ``advance(by:)`` moves it.
    let driver: ManualFrameDriver

    /// A transition not started yet, on a clock at 0 ticking `frameRate` times a second.
    public init(frameRate: Double = 60) {
        driver = ManualFrameDriver(frameRate: frameRate)
        controller = TransitionController(backend: HeadlessBackend(), driver: driver)
    }

    /// Starts a transition from `source` to `destination` (both in `container`, the transition
    /// container, or a common ancestor): matched flights with `options`, or a preset with
    /// `style`. An interactive transition waits at progress 0 for ``update(progress:)``.
    /// - Returns: whether it started; `false` while another one is in flight (one at a time, as
    ///   UIKit runs them), or when it turned the one in flight around (the same two screens the
    ///   other way).
    @discardableResult
    public func start(
        _ kind: TransitionKind, from source: HeadlessView, to destination: HeadlessView, in container: HeadlessView,
        style: TransitionStyle = .matched(TransitionOptions()), interactive: Bool = false
    ) -> Bool {
        controller.begin(
            TransitionRequest(kind, from: source, to: destination, in: container, style: style, interactive: interactive))
            == .started
    }

    /// Moves the clock `seconds` forward, a frame at a time, drawing each frame.
    public func advance(by seconds: TimeInterval) { driver.advance(by: seconds) }

    /// The clock's time, in seconds since this transition object was made.
    public var time: TimeInterval { driver.now }

    /// Where the transition is: idle, preparing, running, interactive or ended.
    public var phase: FlightPhase { controller.phase }

    /// How far it is, 0 at the start and 1 at the end (0 when nothing flies).
    public var progress: Double { controller.progress }

    /// Every stand-in as it is drawn now, back to front: its name, its quad in the container, its
    /// state (size, corners, alpha, colours) and how much of each picture shows.
    public var frames: [StandInFrame] { controller.currentFrames() }

    /// The match of the transition in flight, in words: the pairs, the views that found no partner
    /// and why each skipped view did not fly; `nil` before a transition starts.
    public var matchReport: String? { controller.report.map { "\($0)" } }

    /// Under a finger: sets the progress, 0…1.
    public func update(progress: Double) { controller.update(progress: progress) }

    /// Releases toward the end with `velocity` (progress per second), carried into the spring.
    public func finish(velocity: Double = 0) { controller.finish(velocity: velocity) }

    /// Releases back toward the start with `velocity` (progress per second, negative toward it).
    public func cancel(velocity: Double = 0) { controller.cancel(velocity: velocity) }

    /// Catches the transition in flight under a finger at `location` (container points): it
    /// becomes interactive where it is. `false` when nothing there is flying.
    @discardableResult
    public func catchTransition(at location: CGPoint) -> Bool { controller.catchTransition(at: location) }
}
