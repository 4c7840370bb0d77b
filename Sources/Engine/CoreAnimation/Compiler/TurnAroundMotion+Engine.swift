extension TurnAroundMotion {
    /// The turn-around the engine's value spring plays over `plan` (time 0 is the spring's start).
    init(_ spring: ValueSpring, plan: TransitionPlan) {
        self.init(
            plan: plan, states: spring.from, velocities: spring.velocity, targets: spring.target,
            spring: spring.response.spring, progress: spring.progressFrom,
            progressVelocity: spring.progressVelocityFrom, toEnd: spring.toEnd)
    }
}
