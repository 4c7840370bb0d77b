import Foundation

/// The pull-down coach mark (tutorial 002): a small white circle with a soft shadow appears near
/// the top of a presented screen, glides down and fades away, once — a hint that the screen can
/// be pulled down to dismiss it. The modal presentation plays it after the first presentation
/// that allows pulling down.
package struct PullDownHint: Equatable, Sendable {
    /// Seconds before the circle starts moving.
    package var delay: Double
    /// Seconds the glide and fade take.
    package var duration: Double
    /// How far the circle travels down, in points.
    package var travel: Double
    /// The circle's diameter, in points.
    package var diameter: Double
    /// The circle's top edge below the presented view's top, in points.
    package var top: Double

    /// Tutorial 002's numbers: a 30-point circle 100 points from the top, gliding 200 points down
    /// and fading over 0.5 s after 0.25 s.
    package init(delay: Double = 0.25, duration: Double = 0.5, travel: Double = 200, diameter: Double = 30, top: Double = 100) {
        self.delay = delay.isFinite ? max(delay, 0) : 0.25
        self.duration = duration.isFinite ? max(duration, 0) : 0.5
        self.travel = travel.isFinite ? travel : 200
        self.diameter = diameter.isFinite ? max(diameter, 1) : 30
        self.top = top.isFinite ? top : 100
    }

    /// The hint over a presented view whose frame in the container is `frame`: one track (role
    /// ``StandInTrack/Role/hint``) that pictures nothing, centred horizontally.
    package func plan(over frame: CGRect) -> TransitionPlan {
        let start = StandInState(
            center: CGPoint(x: frame.midX, y: frame.minY + top + diameter / 2), size: CGSize(width: diameter, height: diameter),
            cornerRadii: CornerRadii(uniform: diameter / 2), backgroundColor: .white,
            shadow: Shadow(color: .black, opacity: 0.8, offset: .zero, radius: 3))
        var end = start
        end.center.y += travel
        end.alpha = 0
        let track = StandInTrack(
            id: 0, name: "pull-down hint", role: .hint, zIndex: 3000, content: .sourceSnapshot, initial: start,
            legs: [StandInLeg(start: delay, duration: duration, timing: .easeInOut, target: end)])
        return TransitionPlan(kind: .present, tracks: [track], hiddenOriginals: [])
    }
}

/// Plays a plan that replaces nothing (a hint) on a backend: its stand-ins are added, drawn every
/// frame, and removed when the plan ends or ``stop()`` is called.
@MainActor
package final class HintPlayer<Backend: TransitionBackend>: FrameObserver {
    /// The backend drawing the stand-ins.
    package let backend: Backend
    /// The clock.
    package let driver: any FrameDriver
    /// Called once when the hint is over (played out or stopped).
    package var onEnd: (@MainActor () -> Void)?
    private var plan: TransitionPlan?
    private var standIns: [View] = []
    private var start = 0.0

    /// The platform's view type.
    package typealias View = Backend.View

    /// Creates a player.
    package init(backend: Backend, driver: any FrameDriver) {
        self.backend = backend
        self.driver = driver
    }

    /// Whether a hint is showing.
    package var isPlaying: Bool { plan != nil }

    /// Shows `plan` in `container` from now (a hint already showing is stopped first).
    package func play(_ plan: TransitionPlan, in container: View) {
        stop()
        self.plan = plan
        start = driver.now
        standIns = plan.tracks.map {
            backend.makeStandIn(for: $0, pictures: StandInPictures(), drawnAs: $0.frame(at: 0), in: container)
        }
        driver.add(self)
    }

    /// Removes the hint at once.
    package func stop() {
        guard plan != nil else { return }
        driver.remove(self)
        for view in standIns { backend.removeStandIn(view) }
        standIns = []
        plan = nil
        onEnd?()
    }

    /// Draws the next frame, or ends.
    package func frameDriver(_ driver: any FrameDriver, didReach frame: FrameTime) {
        guard let plan else { return }
        let t = frame.targetTimestamp - start
        if t >= plan.duration {
            stop()
            return
        }
        for (track, view) in zip(plan.tracks, standIns) { backend.draw(track.frame(at: t), into: view) }
    }
}
