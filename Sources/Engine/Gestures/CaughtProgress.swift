import Foundation

/// How a finger that catches a transition in flight drives it: from the progress it had, along
/// the gesture's axis (points over `extent`), toward the transition's start or its end.
///
/// A back gesture (an edge pan, a pull-down) catching a push or a presentation pulls it toward its
/// start; catching a pop or a dismissal, it pushes it on toward its end. On release the gesture's
/// usual rule decides, measured toward the gesture's goal: it reaches its goal (the transition is
/// cancelled, or finishes) or lets go of it (the transition goes on the other way).
package struct CaughtProgress: Equatable, Sendable {
    /// The progress when the finger took the transition, 0…1.
    package var base: Double
    /// Whether the gesture drives the transition toward its end (`true`) or its start.
    package var towardEnd: Bool
    /// The distance along the gesture's axis that is a whole transition, in points.
    package var extent: Double

    /// Creates a mapping.
    package init(base: Double, towardEnd: Bool, extent: Double) {
        self.base = base.isFinite ? min(max(base, 0), 1) : 0
        self.towardEnd = towardEnd
        self.extent = extent > 0 && extent.isFinite ? extent : 1
    }

    /// A back gesture catching a transition of `kind` (an edge pan or a pull-down goes back).
    package init(catching kind: TransitionKind, at progress: Double, extent: Double) {
        self.init(base: progress, towardEnd: !kind.isForward, extent: extent)
    }

    /// The progress for a finger moved `along` points along the gesture's axis (clamped to 0…1).
    package func progress(along: Double) -> Double {
        min(max(base + (towardEnd ? 1 : -1) * along / extent, 0), 1)
    }

    /// The progress velocity for a finger velocity along the axis, per second.
    package func progressVelocity(along velocity: Double) -> Double { (towardEnd ? 1 : -1) * velocity / extent }

    /// Whether the transition finishes when the finger lifts at progress `progress` moving at
    /// `velocity` points per second along the axis, under `rule`: the rule is asked about the
    /// gesture's own goal; reaching it finishes a transition driven toward its end and cancels one
    /// driven toward its start.
    package func finishes(at progress: Double, velocity: Double, rule: FinishRule) -> Bool {
        let towardGoal = towardEnd ? progress : 1 - progress
        let reaches = rule.shouldFinish(progress: towardGoal, velocity: velocity, extent: extent)
        return towardEnd ? reaches : !reaches
    }
}
