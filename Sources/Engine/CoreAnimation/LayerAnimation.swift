/// One animation as added to a layer: a basic, keyframe or spring animation of one key path, or a
/// group of animations. Each case maps one-to-one onto `CABasicAnimation`, `CAKeyframeAnimation`,
/// `CASpringAnimation` or `CAAnimationGroup`.
package enum LayerAnimation: Equatable, Sendable {
    /// A `CABasicAnimation`.
    case basic(BasicAnimation)
    /// A `CAKeyframeAnimation`.
    case keyframe(KeyframeAnimation)
    /// A `CASpringAnimation`.
    case spring(SpringAnimation)
    /// A `CAAnimationGroup`.
    case group(AnimationGroup)

    /// The animation's media timing.
    package var timing: MediaTiming {
        get {
            switch self {
            case .basic(let a): a.timing
            case .keyframe(let a): a.timing
            case .spring(let a): a.timing
            case .group(let a): a.timing
            }
        }
        set {
            switch self {
            case .basic(var a): a.timing = newValue; self = .basic(a)
            case .keyframe(var a): a.timing = newValue; self = .keyframe(a)
            case .spring(var a): a.timing = newValue; self = .spring(a)
            case .group(var a): a.timing = newValue; self = .group(a)
            }
        }
    }

    /// The animated key path, or `nil` for a group.
    package var keyPath: AnimatableProperty? {
        switch self {
        case .basic(let a): a.keyPath
        case .keyframe(let a): a.keyPath
        case .spring(let a): a.keyPath
        case .group: nil
        }
    }

    /// Whether the value adds to the one underneath (always `false` for a group).
    package var isAdditive: Bool {
        switch self {
        case .basic(let a): a.isAdditive
        case .keyframe(let a): a.isAdditive
        case .spring(let a): a.isAdditive
        case .group: false
        }
    }

    /// Whether the animation stops applying once its active duration has passed.
    package var isRemovedOnCompletion: Bool {
        switch self {
        case .basic(let a): a.isRemovedOnCompletion
        case .keyframe(let a): a.isRemovedOnCompletion
        case .spring(let a): a.isRemovedOnCompletion
        case .group(let a): a.isRemovedOnCompletion
        }
    }

    /// Whether cycles accumulate (always `false` for a group).
    package var isCumulative: Bool {
        switch self {
        case .basic(let a): a.isCumulative
        case .keyframe(let a): a.isCumulative
        case .spring(let a): a.isCumulative
        case .group: false
        }
    }
}
