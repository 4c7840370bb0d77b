import Foundation

/// Compiles MatchCut's motion into Core Animation animations, so the render server plays a
/// transition instead of a display link writing every layer every frame.
///
/// Each stand-in becomes the layers ``StandInLayerRole`` describes. Where Core Animation can play
/// a stretch of motion itself, it gets exactly that animation:
/// - a leg with a cubic timing function: one basic animation per property, from the state at the
///   leg's start to its target, with that timing function (an arc's centre: a keyframe animation
///   along the quadratic path, the same timing function);
/// - a spring leg: a spring animation with the same mass, stiffness and damping
///   (`.spring(dampingRatio:)` through ``Timing/spring(duration:)``);
/// - a cross-fade: linear basic animations of the pictures' opacities;
/// - a turn-around (``TurnAroundMotion``): per property a spring animation from the start to the
///   target with `initialVelocity` = velocity / distance, split into `.x`/`.y` (`.width`/`.height`)
///   when the components' relative velocities differ.
///
/// That is exact only where both sides compute the same thing, which the compiler checks against
/// the motion at a dozen times per window rather than assumes: shapes interpolate by decomposition
/// on both sides; colours blend premultiplied in the engine and straight in Core Animation, which
/// agree when both ends have the same alpha or the same colour (an end with no alpha takes the
/// other's colour); a body's pose relative to a moving clip is exact when the clip has no shape;
/// radii in a layer's own points follow the container's only while the shape holds still.
///
/// Everything else is sampled into linear keyframes placed adaptively (halving segments until
/// every check passes) within ``CompileTolerance``: over-damped springs (Core Animation plays them
/// critically damped before iOS 17), an arc on a spring, keyframe offsets, shaped clips, changing
/// radii under a changing shape, mixed colours, and a settle along the plan
/// (``ProgressSettleMotion``).
///
/// Core Animation cannot play a stand-in whose clip or circular mask appears or disappears
/// mid-motion, which has a circular mask and unequal or elliptical radii, or a corner of which
/// goes behind the viewer, nor a live view (its own layer keeps its look and its own animations):
/// such a stand-in lists why in ``CompiledStandIn/unsupported`` and stays
/// on the display-link path. `masksToBounds` cannot be animated, and need not be: the body always
/// clips its pictures (``StandInLayout/bodyClips``) and the clip layer clips when there is a clip.
///
/// ```swift
/// let compiled = AnimationCompiler().compile(plan)
/// for standIn in compiled.standIns where standIn.isSupported { /* build its layers, add its animations */ }
/// ```
package struct AnimationCompiler: Sendable {
    /// How close sampled animations stay to the motion.
    package var tolerance: CompileTolerance
    /// How many of a transition's stand-ins are compiled at once, at most (each is compiled on its
    /// own, sharing nothing, so the result is the same as one after another); 1 compiles them in
    /// order. By default all the active cores but one (``defaultConcurrency``): while a plan
    /// compiles, the main thread draws every stand-in on the display link.
    package var concurrency: Int

    /// All the active cores but one, at least 1: on a 2-core device (iOS 15 runs on A9 and A10
    /// phones), stand-ins compile in order.
    package static var defaultConcurrency: Int { max(1, ProcessInfo.processInfo.activeProcessorCount - 1) }

    /// Creates a compiler.
    package init(tolerance: CompileTolerance = .standard, concurrency: Int = AnimationCompiler.defaultConcurrency) {
        self.tolerance = tolerance
        self.concurrency = concurrency
    }

    /// A plan from its start (time 0) to its end (``TransitionPlan/duration``).
    package func compile(_ plan: TransitionPlan) -> CompiledTransition {
        CompiledTransition(
            duration: plan.duration,
            standIns: standIns(plan.tracks.count) { compile(plan.tracks[$0], duration: plan.duration) })
    }

    /// One track over `0 ... duration` seconds.
    package func compile(_ track: StandInTrack, duration: Double) -> CompiledStandIn {
        StandInCompilation(motion: StandInMotion(track: track, duration: duration), tolerance: tolerance).compile()
    }

    /// A turn-around from its start (time 0) until it settles (``TurnAroundMotion/duration``).
    package func compile(_ turnAround: TurnAroundMotion) -> CompiledTransition {
        let duration = turnAround.duration
        return CompiledTransition(
            duration: duration,
            standIns: standIns(turnAround.plan.tracks.count) {
                StandInCompilation(
                    motion: StandInMotion(turnAround: turnAround, index: $0, duration: duration), tolerance: tolerance
                ).compile()
            })
    }

    /// A settle from the release (time 0) until it settles (``ProgressSettleMotion/duration``).
    package func compile(_ settle: ProgressSettleMotion) -> CompiledTransition {
        let duration = settle.duration
        return CompiledTransition(
            duration: duration,
            standIns: standIns(settle.plan.tracks.count) {
                StandInCompilation(motion: StandInMotion(settle: settle, index: $0, duration: duration), tolerance: tolerance)
                    .compile()
            })
    }

    /// Stand-ins `0 ..< count`, each compiled by `compileOne`: by up to ``concurrency`` workers at
    /// once, worker `w` taking stand-ins `w`, `w + workers`, … (each result written to its own
    /// place), else in order.
    private func standIns(_ count: Int, _ compileOne: @Sendable (Int) -> CompiledStandIn) -> [CompiledStandIn] {
        let workers = min(concurrency, count)
        guard workers > 1 else { return (0..<count).map(compileOne) }
        return [CompiledStandIn](unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                for i in stride(from: w, to: count, by: workers) { slots.fill(i, with: compileOne(i)) }
            }
            initialized = count
        }
    }

    /// The uninitialised results of a concurrent compile: every index belongs to one worker
    /// (`concurrentPerform` runs each worker once), so each place is written once, and read only
    /// after every worker is done.
    private struct Slots: @unchecked Sendable {
        let base: UnsafeMutablePointer<CompiledStandIn>

        func fill(_ i: Int, with standIn: CompiledStandIn) { (base + i).initialize(to: standIn) }
    }
}
