import Foundation

/// A pan that caught a transition in flight, from the touch down to the release: the finger's
/// translation projected on the gesture's axis drives the progress (``CaughtProgress``), and the
/// gesture's own finish rule decides at the release.
///
/// Two kinds of finger catch a transition:
/// - a back gesture (an edge pan, a pull-down) — ``back(catching:at:axis:extent:start:rule:)``:
///   it pulls a push or a presentation toward its start, a pop or a dismissal on toward its end;
/// - a finger on a flying element — ``alongFlight(from:to:at:start:)``: moving along the element's
///   path toward where it flies drives the transition toward its end, back toward where it came
///   from toward its start; the length of the path is the whole transition.
package struct CatchingPan: Equatable, Sendable {
    /// The progress mapping along the axis.
    package var caught: CaughtProgress
    /// The unit vector the finger's motion is measured along, in container space.
    package var axis: CGPoint
    /// Where the finger came down, in container points.
    package var start: CGPoint
    /// The rule the release is decided by.
    package var rule: FinishRule

    /// Creates a catching pan.
    package init(caught: CaughtProgress, axis: CGPoint, start: CGPoint, rule: FinishRule) {
        let length = (axis.x * axis.x + axis.y * axis.y).squareRoot()
        self.caught = caught
        self.axis =
            length > 0 && length.isFinite ? CGPoint(x: axis.x / length, y: axis.y / length) : CGPoint(x: 1, y: 0)
        self.start = start
        self.rule = rule
    }

    /// A back gesture catching a transition of `kind` at `progress`: `axis` is the gesture's
    /// forward direction (trailing-ward for an edge pan, down for a pull-down), `extent` the
    /// distance in points that is a whole transition.
    package static func back(
        catching kind: TransitionKind, at progress: Double, axis: CGPoint, extent: Double, start: CGPoint,
        rule: FinishRule
    ) -> CatchingPan {
        CatchingPan(
            caught: CaughtProgress(catching: kind, at: progress, extent: extent), axis: axis, start: start, rule: rule)
    }

    /// A finger on an element flying from `from` to `to` (container points), caught at
    /// `progress`: motion along the path drives the transition toward its end, against it toward
    /// its start; the release is decided by ``FinishRule/standard`` measured toward the end.
    package static func alongFlight(from: CGPoint, to: CGPoint, at progress: Double, start: CGPoint) -> CatchingPan {
        let dx = to.x - from.x
        let dy = to.y - from.y
        let length = (dx * dx + dy * dy).squareRoot()
        // An element that does not travel (it only grows or fades) is dragged downward-forward.
        let axis = length >= 1 ? CGPoint(x: dx, y: dy) : CGPoint(x: 0, y: 1)
        return CatchingPan(
            caught: CaughtProgress(base: progress, towardEnd: true, extent: max(length, 200)), axis: axis, start: start,
            rule: .standard)
    }

    /// The distance of `vector` along the axis.
    package func along(_ vector: CGPoint) -> Double {
        let d = vector.x * axis.x + vector.y * axis.y
        return d.isFinite ? d : 0
    }

    /// The progress for the finger's `translation` since it came down.
    package func progress(translation: CGPoint) -> Double { caught.progress(along: along(translation)) }

    /// The release with the finger at `progress` moving at `velocity` (points per second):
    /// whether the transition finishes, and the progress velocity it leaves with. A gesture that
    /// did not end (cancelled or failed) finishes when more than half done.
    package func release(state: RecognizerState, at progress: Double, velocity: CGPoint) -> (
        finish: Bool, progressVelocity: Double
    ) {
        let v = along(velocity)
        let finish = state == .ended ? caught.finishes(at: progress, velocity: v, rule: rule) : progress >= 0.5
        return (finish, caught.progressVelocity(along: v))
    }
}
