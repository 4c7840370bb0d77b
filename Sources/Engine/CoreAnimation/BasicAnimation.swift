/// A `CABasicAnimation`: one key path from a start value to an end value over one cycle, eased by
/// a timing function.
///
/// The start and end come from `fromValue`, `toValue` and `byValue` as
/// ``endpoints(model:presentationWhenAdded:)`` lists; the value at progress `x` is
/// `interpolate(from, to, timingFunction(x))`. With `isCumulative`, cycle `i` adds `i ·` the
/// end value; with `isAdditive`, the value is added to what is underneath instead of replacing it.
///
/// ```swift
/// var fade = BasicAnimation(keyPath: .opacity, from: .scalar(0), to: .scalar(1))
/// fade.timing.duration = 0.3
/// fade.timingFunction = .easeOut
/// ```
package struct BasicAnimation: Equatable, Sendable {
    /// The animated key path.
    package var keyPath: AnimatableProperty
    /// When and how often it plays.
    package var timing: MediaTiming
    /// The easing of each cycle; `nil` is linear, as Core Animation's default.
    package var timingFunction: CubicBezierTiming?
    /// `fromValue`, or `nil`.
    package var fromValue: AnimationValue?
    /// `toValue`, or `nil`.
    package var toValue: AnimationValue?
    /// `byValue`, or `nil`.
    package var byValue: AnimationValue?
    /// `isAdditive`: the value is added to the one underneath instead of replacing it.
    package var isAdditive: Bool
    /// `isCumulative`: each repeat cycle starts where the previous one ended.
    package var isCumulative: Bool
    /// `isRemovedOnCompletion`: the animation stops applying once its active duration has passed,
    /// whatever its fill mode (Core Animation's default, `true`).
    package var isRemovedOnCompletion: Bool

    /// Creates a basic animation; everything but the key path defaults to Core Animation's default.
    package init(
        keyPath: AnimatableProperty, from: AnimationValue? = nil, to: AnimationValue? = nil,
        by: AnimationValue? = nil, timing: MediaTiming = MediaTiming(), timingFunction: CubicBezierTiming? = nil,
        isAdditive: Bool = false, isCumulative: Bool = false, isRemovedOnCompletion: Bool = true
    ) {
        self.keyPath = keyPath
        self.fromValue = from
        self.toValue = to
        self.byValue = by
        self.timing = timing
        self.timingFunction = timingFunction
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }

    /// The start and end values (CAAnimation.h, Apple's class page and the observed corrections;
    /// earlier rows win when more than two values are set, as the tutorial says):
    ///
    /// | set | from | to |
    /// |---|---|---|
    /// | from, to | from | to |
    /// | from, by | from | from ⊕ by |
    /// | by, to | to ⊖ by | to |
    /// | from | from | model |
    /// | to | model | to |
    /// | by | model | model ⊕ by |
    /// | none | presentation when added | model |
    ///
    /// `model` is the live model value, read at every frame; observation shows Core Animation
    /// uses it where the header says "current presentation value". `nil` when a value has the
    /// wrong kind.
    package func endpoints(model: AnimationValue, presentationWhenAdded: AnimationValue)
        -> (from: AnimationValue, to: AnimationValue)?
    {
        Self.endpoints(
            from: fromValue, to: toValue, by: byValue, model: model, presentationWhenAdded: presentationWhenAdded,
            kind: keyPath.kind)
    }

    /// The table of ``endpoints(model:presentationWhenAdded:)`` for any from/to/by triple
    /// (`CASpringAnimation` inherits it).
    static func endpoints(
        from: AnimationValue?, to: AnimationValue?, by: AnimationValue?, model: AnimationValue,
        presentationWhenAdded: AnimationValue, kind: AnimationValue.Kind
    ) -> (from: AnimationValue, to: AnimationValue)? {
        // Both ends set, the common case, without copying the three into a tuple to switch on.
        if let from, let to {
            guard from.kind == kind, to.kind == kind else { return nil }
            return (from, to)
        }
        let pair: (AnimationValue, AnimationValue)?
        switch (from, to, by) {
        case (let f?, let t?, _): pair = (f, t)
        case (let f?, nil, let b?): pair = f.adding(b).map { (f, $0) }
        case (nil, let t?, let b?): pair = t.subtracting(b).map { ($0, t) }
        case (let f?, nil, nil): pair = (f, model)
        case (nil, let t?, nil): pair = (model, t)
        case (nil, nil, let b?): pair = model.adding(b).map { (model, $0) }
        case (nil, nil, nil): pair = (presentationWhenAdded, model)
        }
        guard let pair, pair.0.kind == kind, pair.1.kind == kind else { return nil }
        return pair
    }

    /// The animation's value at `time` (from ``MediaTiming/localTime(parentTime:defaultDuration:)``),
    /// before stacking: `interpolate(from, to, timingFunction(progress))`, plus
    /// `iteration · to` when cumulative. `nil` when the values do not fit the key path.
    ///
    /// Cumulative follows the header literally, "the value at the end of the previous repeat
    /// cycle, plus the value of the current repeat cycle": cycle `i` shows `i·to ⊕ V(y)` (the
    /// tutorial's second cycle starts at (100, 200) + (100, 60) = (200, 260)). What accumulates
    /// when the animation also autoreverses is an open point; this model still adds `i·to`.
    package func value(at time: AnimationLocalTime, model: AnimationValue, presentationWhenAdded: AnimationValue)
        -> AnimationValue?
    {
        guard let (from, to) = endpoints(model: model, presentationWhenAdded: presentationWhenAdded) else {
            return nil
        }
        let y = timingFunction?.progress(at: time.progress) ?? time.progress
        guard let v = AnimationValue.interpolate(from: from, to: to, fraction: y) else { return nil }
        guard isCumulative, time.iteration != 0 else { return v }
        return to.repeated(time.iteration).adding(v)
    }
}
