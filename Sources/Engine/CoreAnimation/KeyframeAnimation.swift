/// A `CAKeyframeAnimation`: a key path through a list of values (or, for `position`, along a
/// path) at key times, with a calculation mode.
///
/// ```swift
/// var bounce = KeyframeAnimation(keyPath: .opacity, values: [.scalar(0), .scalar(1), .scalar(0.8)])
/// bounce.keyTimes = [0, 0.7, 1]
/// bounce.timing.duration = 0.5
/// ```
package struct KeyframeAnimation: Equatable, Sendable {
    /// How values between keyframes are computed (`CAAnimationCalculationMode`).
    package enum CalculationMode: String, Hashable, Sendable, CaseIterable {
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
    package var keyPath: AnimatableProperty
    /// When and how often it plays.
    package var timing: MediaTiming
    /// Applied to the whole animation's progress first (paced modes ignore it); `nil` is linear.
    package var timingFunction: CubicBezierTiming?
    /// The keyframe values.
    package var values: [AnimationValue]
    /// For `position`: a path whose start point and element end points are the keyframes. When
    /// set it overrides `values`.
    package var path: AnimationPath?
    /// When each value applies, fractions 0…1 of the duration; `nil` (or an invalid list) spaces
    /// them evenly. For discrete mode, one more key time than values.
    package var keyTimes: [Double]?
    /// One easing per keyframe segment, applied after `timingFunction`; missing ones are linear.
    package var timingFunctions: [CubicBezierTiming]?
    /// The calculation mode.
    package var calculationMode: CalculationMode
    /// Kochanek–Bartels tension per keyframe, −1…1 (missing ones are 0).
    package var tensionValues: [Double]?
    /// Kochanek–Bartels continuity per keyframe, −1…1 (missing ones are 0).
    package var continuityValues: [Double]?
    /// Kochanek–Bartels bias per keyframe, −1…1 (missing ones are 0).
    package var biasValues: [Double]?
    /// `isAdditive`: the value is added to the one underneath instead of replacing it.
    package var isAdditive: Bool
    /// `isCumulative`: cycle `i` adds `i ·` the last keyframe value.
    package var isCumulative: Bool
    /// `isRemovedOnCompletion`: the animation stops applying once its active duration has passed.
    package var isRemovedOnCompletion: Bool

    /// Creates a keyframe animation; everything but the key path and values defaults to Core
    /// Animation's default.
    package init(
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
    package func value(at time: AnimationLocalTime) -> AnimationValue? {
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
