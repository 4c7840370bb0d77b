/// A motion compiled into Core Animation animations: every stand-in's layers with their model
/// values and the animations that play the motion in the render server.
///
/// Times are seconds from the motion's start: an animation's `beginTime` is relative to it, so
/// the backend adds the layer time at which the motion starts when it attaches them.
package struct CompiledTransition: Equatable, Sendable {
    /// How long the motion lasts, in seconds.
    package var duration: Double
    /// The stand-ins, in the plan's order (back to front).
    package var standIns: [CompiledStandIn]

    /// Creates a compiled transition.
    package init(duration: Double, standIns: [CompiledStandIn]) {
        self.duration = duration
        self.standIns = standIns
    }
}
