/// A `CAKeyframeAnimation`: a key path through a list of values (or, for `position`, along a
/// path) at key times, with a calculation mode.
///
/// ```swift
/// var bounce = KeyframeAnimation(keyPath: .opacity, values: [.scalar(0), .scalar(1), .scalar(0.8)])
/// bounce.keyTimes = [0, 0.7, 1]
/// bounce.timing.duration = 0.5
/// ```
public struct KeyframeAnimation: Equatable, Sendable {
    /// How values between keyframes are computed (`CAAnimationCalculationMode`).
    public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
        /// `kCAAnimationLinear` (the default): straight between neighbours, per-segment timing.
        case linear
        /// `kCAAnimationDiscrete`: each value held from its key time until the next.
        case discrete
        /// `kCAAnimationPaced`: linear at constant speed; key times and timing functions ignored.
        case paced
        /// `kCAAnimationCubic`: a Kochanek–Bartels spline (Catmull–Rom by default) through the values.
        case cubic
        /// `kCAAnimationCubicPaced`: the cubic spline at constant speed.
        case cubicPaced
    }

    /// The animated key path.
    public var keyPath: AnimatableProperty
    /// When and how often it plays.
    public var timing: MediaTiming
    /// Applied to the whole animation's progress first (paced modes ignore it); `nil` is linear.
    public var timingFunction: CubicBezierTiming?
    /// The keyframe values.
    public var values: [AnimationValue]
    /// For `position`: a path whose start point and element end points are the keyframes. When
    /// set it overrides `values`.
    public var path: AnimationPath?
    /// When each value applies, fractions 0…1 of the duration; `nil` (or an invalid list) spaces
    /// them evenly. For discrete mode, one more key time than values.
    public var keyTimes: [Double]?
    /// One easing per keyframe segment, applied after `timingFunction`; missing ones are linear.
    public var timingFunctions: [CubicBezierTiming]?
    /// The calculation mode.
    public var calculationMode: CalculationMode
    /// Kochanek–Bartels tension per keyframe, −1…1 (missing ones are 0).
    public var tensionValues: [Double]?
    /// Kochanek–Bartels continuity per keyframe, −1…1 (missing ones are 0).
    public var continuityValues: [Double]?
    /// Kochanek–Bartels bias per keyframe, −1…1 (missing ones are 0).
    public var biasValues: [Double]?
    /// `isAdditive`: the value is added to the one underneath instead of replacing it.
    public var isAdditive: Bool
    /// `isCumulative`: cycle `i` adds `i ·` the last keyframe value.
    public var isCumulative: Bool
    /// `isRemovedOnCompletion`: the animation stops applying once its active duration has passed.
    public var isRemovedOnCompletion: Bool

    /// Creates a keyframe animation; everything but the key path and values defaults to Core
    /// Animation's default.
    public init(
        keyPath: AnimatableProperty, values: [AnimationValue] = [], path: AnimationPath? = nil,
        keyTimes: [Double]? = nil, timingFunctions: [CubicBezierTiming]? = nil,
        calculationMode: CalculationMode = .linear, timing: MediaTiming = MediaTiming(),
        timingFunction: CubicBezierTiming? = nil, isAdditive: Bool = false, isCumulative: Bool = false,
        isRemovedOnCompletion: Bool = true
    ) {
        self.keyPath = keyPath
        self.values = values
        self.path = path
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.calculationMode = calculationMode
        self.timing = timing
        self.timingFunction = timingFunction
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }

    /// The animation's value at `time`, before stacking, or `nil` when it has no keyframes or its
    /// values do not fit the key path. Cumulative cycles add `iteration ·` the last keyframe.
    public func value(at time: AnimationLocalTime) -> AnimationValue? {
        guard let v = value(atProgress: time.progress), v.kind == keyPath.kind else { return nil }
        guard isCumulative, time.iteration != 0, let last = lastKeyframe else { return v }
        return last.repeated(time.iteration).adding(v)
    }

    /// The final keyframe value.
    var lastKeyframe: AnimationValue? {
        if let path, keyPath.kind == .point, let end = path.keyframeSegments.last?.end { return .point(end) }
        return values.last
    }
}
