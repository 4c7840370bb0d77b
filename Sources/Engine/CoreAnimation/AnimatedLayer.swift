/// A layer with its animations, evaluated as Core Animation's render server would: the model
/// values, the layer's own timing and its ancestors', and the animations in the order they were
/// added.
///
/// ```swift
/// var layer = AnimatedLayer(model: model)
/// layer.add(.basic(move), forKey: "move", atAbsoluteTime: 100)
/// layer.presentation(atAbsoluteTime: 100.5).position
/// ```
package struct AnimatedLayer: Equatable, Sendable {
    /// An animation attached to the layer.
    package struct Attached: Equatable, Sendable {
        /// The key it was added under, or `nil`.
        package var key: String?
        /// The animation as attached: copied when added, with a `beginTime` of 0 replaced by the
        /// layer's local time then and a duration of 0 replaced by the default.
        package var animation: LayerAnimation
        /// The layer's presentation values just before it was added (what a basic animation with
        /// no from, to or by value starts from).
        package var presentationWhenAdded: LayerProperties
    }

    /// The model values (what the app set), read live by the animations that use them.
    package var model: LayerProperties
    /// The layer's own timing.
    package var timing: LayerTiming
    /// The timings of the layer's ancestors, root first.
    package var ancestors: [LayerTiming]
    /// The attached animations, in the order they apply.
    package private(set) var animations: [Attached] = []

    /// Creates a layer with no animations.
    package init(
        model: LayerProperties = LayerProperties(), timing: LayerTiming = .identity, ancestors: [LayerTiming] = []
    ) {
        self.model = model
        self.timing = timing
        self.ancestors = ancestors
    }

    /// The layer's local time, in seconds, at `absoluteTime` (seconds of `CACurrentMediaTime()`):
    /// `convertTime(absoluteTime, fromLayer: nil)`.
    package func localTime(atAbsoluteTime absoluteTime: Double) -> Double {
        timing.localTime(parentTime: parentTime(atAbsoluteTime: absoluteTime))
    }

    /// The superlayer's local time, in seconds, at `absoluteTime`.
    package func parentTime(atAbsoluteTime absoluteTime: Double) -> Double {
        LayerTiming.localTime(absoluteTime: absoluteTime, chain: ancestors)
    }

    /// `addAnimation:forKey:` at `absoluteTime` (seconds): the animation is copied; a `beginTime`
    /// of 0 becomes the layer's local time now (WebKit: "beginTime will get changed to the time at
    /// which it fired"); a duration of 0 or less becomes `defaultDuration` (CALayer.h); an
    /// animation already under the same key is removed and the new one goes to the end of the
    /// list (whether it keeps the old place is an open point).
    ///
    /// The presentation values just before the animation is added are kept for basic animations
    /// with no from, to or by value, so add such an animation before changing the model value, as
    /// within one transaction.
    package mutating func add(
        _ animation: LayerAnimation, forKey key: String? = nil, atAbsoluteTime absoluteTime: Double,
        defaultDuration: Double = MediaTiming.defaultDuration
    ) {
        let before = presentation(atAbsoluteTime: absoluteTime)
        var copy = animation
        if copy.timing.beginTime == 0 { copy.timing.beginTime = localTime(atAbsoluteTime: absoluteTime) }
        copy.timing.duration = copy.timing.resolvedDuration(default: defaultDuration)
        if let key { removeAnimation(forKey: key) }
        animations.append(Attached(key: key, animation: copy, presentationWhenAdded: before))
    }

    /// Removes the animation under `key`, if any.
    package mutating func removeAnimation(forKey key: String) {
        animations.removeAll { $0.key == key }
    }

    /// Removes every animation.
    package mutating func removeAllAnimations() {
        animations.removeAll()
    }

    /// The keys of the attached animations, in the order they apply (animations added without a
    /// key are not listed).
    package var animationKeys: [String] { animations.compactMap(\.key) }

    /// The presentation values at `absoluteTime` (seconds): starting from the model, each attached
    /// animation in order replaces (or, additive, adds to) the running value of its key path
    /// wherever it applies; opacities and colours are then clamped to 0…1.
    package func presentation(atAbsoluteTime absoluteTime: Double) -> LayerProperties {
        let now = localTime(atAbsoluteTime: absoluteTime)
        var result = model
        for attached in animations {
            let values = attached.animation.contributions(
                atParentTime: now, model: model, presentationWhenAdded: attached.presentationWhenAdded)
            for c in values { result.apply(c.value, to: c.property, additive: c.isAdditive) }
        }
        return result.clampedForDisplay
    }

    /// Pauses the layer at `absoluteTime` (seconds) as QA1673 does.
    package mutating func pause(atAbsoluteTime absoluteTime: Double) {
        timing.pause(atParentTime: parentTime(atAbsoluteTime: absoluteTime))
    }

    /// Resumes the layer at `absoluteTime` (seconds) as QA1673 does.
    package mutating func resume(atAbsoluteTime absoluteTime: Double) {
        timing.resume(atParentTime: parentTime(atAbsoluteTime: absoluteTime))
    }
}
