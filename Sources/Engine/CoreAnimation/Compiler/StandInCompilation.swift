import MatchCutMatcher

/// Compiles one stand-in's motion into its layers' animations.
///
/// Every animated property is cut into the motion's windows. A window whose values do not change
/// is a rest; one that a Core Animation animation replays exactly (checked against the motion at
/// a dozen times) becomes that animation; the rest are sampled into keyframes placed adaptively
/// to stay within tolerance. Layer values are computed once per time and shared by every
/// property.
final class StandInCompilation {
    /// How one window of one property is played.
    enum Piece {
        /// The value does not change.
        case rest(AnimationValue)
        /// One animation replays it exactly.
        case exact(LayerAnimation)
        /// Keyframes approximate it.
        case sampled
    }

    /// One property's pieces, window by window.
    struct PropertyPlan {
        var role: StandInLayerRole
        var property: AnimatableProperty
        var windows: [MotionWindow]
        var pieces: [Piece]

        var isSampled: Bool { pieces.contains { if case .sampled = $0 { true } else { false } } }
    }

    /// One moment's values, shared by reference so that reading one property copies nothing else.
    final class Moment {
        let values: StandInLayerValues
        init(_ values: StandInLayerValues) { self.values = values }
    }

    let motion: StandInMotion
    let tolerance: CompileTolerance
    private var cache: MomentTable
    /// The moments each window is checked at, by its start and end.
    var probeCache: [[Double]: [(time: Double, moment: Moment)]] = [:]

    init(motion: StandInMotion, tolerance: CompileTolerance) {
        self.motion = motion
        self.tolerance = tolerance
        // Room for the shared check times (1/480 s apart) and as many fitted ones: no regrowing.
        let seconds = motion.duration.isFinite ? min(max(motion.duration, 0), 60) : 0
        cache = MomentTable(capacity: Int(seconds * Sampler.grid * 2) + 64)
    }

    /// Every layer's exact values at `time` seconds (computed once per time).
    func moment(_ time: Double) -> Moment {
        if let m = cache[time] { return m }
        let m = Moment(motion.values(time))
        cache.insert(m, at: time)
        return m
    }

    /// Every layer's exact values at `time` seconds.
    func values(at time: Double) -> StandInLayerValues { moment(time).values }

    /// One property's exact value at `time` seconds.
    func value(_ role: StandInLayerRole, _ property: AnimatableProperty, at time: Double) -> AnimationValue {
        moment(time).values.value(role, property)
    }

    /// The shadow layer's pose and opacity are the body's: its animations are copied.
    static let sharedWithBody: Set<AnimatableProperty> = [
        .position, .positionX, .positionY, .boundsSize, .boundsWidth, .boundsHeight, .transform, .opacity,
    ]

    /// The stand-in's layers with their model values and animations.
    func compile() -> CompiledStandIn {
        let rig = motion.rig
        let final = values(at: motion.duration)
        guard rig.unsupported.isEmpty else {
            let first = values(at: 0)
            return CompiledStandIn(
                track: motion.track, name: motion.name, layers: rig.roles.map { layer($0, model: first[$0], animations: []) },
                unsupported: rig.unsupported, approximations: rig.approximations)
        }
        var plans: [PropertyPlan] = []
        for role in rig.roles {
            for property in rig.properties(of: role) where role != .shadow || !Self.sharedWithBody.contains(property) {
                let isFade = property == .opacity && (role == .sourceContent || role == .destinationContent)
                plans += plan(role, property, windows: isFade ? motion.fadeWindows : motion.windows)
            }
        }
        let share = CompileShare.shares(plans)
        var animations: [StandInLayerRole: [LayerAnimation]] = [:]
        for p in plans { animations[p.role, default: []] += emit(p, share: share(p.role, p.property)) }
        if rig.roles.contains(.shadow) {
            let shared = (animations[.body] ?? []).filter { $0.keyPath.map(Self.sharedWithBody.contains) ?? false }
            animations[.shadow] = shared + (animations[.shadow] ?? [])
        }
        return CompiledStandIn(
            track: motion.track, name: motion.name,
            layers: rig.roles.map { layer($0, model: final[$0], animations: animations[$0] ?? []) },
            approximations: rig.approximations)
    }

    /// A property's plan: whole, or split into its two components (`position.x` and `.y`, width
    /// and height) when a turn-around moves them on different springs.
    func plan(_ role: StandInLayerRole, _ property: AnimatableProperty, windows: [MotionWindow]) -> [PropertyPlan] {
        let whole = PropertyPlan(
            role: role, property: property, windows: windows, pieces: windows.map { piece($0, role, property) })
        let turnsAround = windows.contains { if case .turnAround = $0.drive { true } else { false } }
        guard whole.isSampled, turnsAround, let parts = property.components else { return [whole] }
        let split = parts.map { part in
            PropertyPlan(role: role, property: part, windows: windows, pieces: windows.map { piece($0, role, part) })
        }
        return split.contains { !$0.isSampled } ? split : [whole]
    }

    private func layer(_ role: StandInLayerRole, model: LayerProperties, animations: [LayerAnimation]) -> CompiledLayer {
        let rig = motion.rig
        var corners = CornerMask.all
        if role == .clip, case .rounded(let mask) = rig.clipRadii { corners = mask }
        if role == .body, case .rounded(let mask) = rig.bodyRadii { corners = mask }
        let clips = role == .clip ? rig.hasClip : role == .body ? StandInLayout.bodyClips : false
        return CompiledLayer(role: role, model: model, masksToBounds: clips, maskedCorners: corners, animations: animations)
    }
}

extension AnimatableProperty {
    /// The two scalar key paths of a point or size property (`position.x`, `position.y`), or `nil`.
    var components: [AnimatableProperty]? {
        switch self {
        case .position: [.positionX, .positionY]
        case .boundsSize: [.boundsWidth, .boundsHeight]
        default: nil
        }
    }
}
