extension ProgressSettleMotion {
    /// The settle the engine's progress settle plays over `plan` (time 0 is the release), without
    /// a followed element's offset.
    init(_ settle: ProgressSettle, plan: TransitionPlan) {
        self.init(plan: plan, spring: settle.response.spring, progress: settle.from, velocity: settle.velocity)
    }
}
