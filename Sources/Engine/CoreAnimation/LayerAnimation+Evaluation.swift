/// One animation's value for one key path at one moment, ready to stack.
package struct AnimationContribution: Equatable, Sendable {
    /// The key path.
    package var property: AnimatableProperty
    /// The animation's value.
    package var value: AnimationValue
    /// Whether it adds to the value underneath (else replaces it).
    package var isAdditive: Bool

    /// Creates a contribution.
    package init(property: AnimatableProperty, value: AnimationValue, isAdditive: Bool) {
        self.property = property
        self.value = value
        self.isAdditive = isAdditive
    }
}

extension LayerAnimation {
    /// What this animation contributes at `parentTime` (seconds of its parent's local time), in
    /// stacking order: nothing where it is not applied, one value for a property animation, the
    /// children's values in order for a group.
    ///
    /// - Parameters:
    ///   - parentTime: the parent's local time, in seconds.
    ///   - model: the layer's live model values (for from/to/by rows that use them).
    ///   - presentationWhenAdded: the presentation values captured when the animation was added
    ///     (for a basic or spring animation with no from, to or by value).
    ///   - defaultDuration: the forward pass, in seconds, used when `duration` is 0.
    ///   - isTopLevel: `false` for a child of a group, whose `isRemovedOnCompletion` is ignored.
    package func contributions(
        atParentTime parentTime: Double, model: LayerProperties, presentationWhenAdded: LayerProperties,
        defaultDuration: Double = MediaTiming.defaultDuration, isTopLevel: Bool = true
    ) -> [AnimationContribution] {
        if case .group(let g) = self {
            guard let time = timing.localTime(parentTime: parentTime, defaultDuration: defaultDuration) else {
                return []
            }
            if isTopLevel, time.phase == .after, isRemovedOnCompletion { return [] }
            let childTime = g.childTime(at: time)
            return g.animations.flatMap {
                $0.contributions(
                    atParentTime: childTime, model: model, presentationWhenAdded: presentationWhenAdded,
                    defaultDuration: time.duration, isTopLevel: false)
            }
        }
        guard
            let value = propertyValue(
                atParentTime: parentTime, model: model, presentationWhenAdded: presentationWhenAdded,
                defaultDuration: defaultDuration, isTopLevel: isTopLevel),
            let keyPath
        else { return [] }
        return [AnimationContribution(property: keyPath, value: value, isAdditive: isAdditive)]
    }

    /// What a basic, keyframe or spring animation shows at `parentTime` (its one contribution's
    /// value, without building the list), `nil` where it is not applied, and for a group.
    package func propertyValue(
        atParentTime parentTime: Double, model: LayerProperties, presentationWhenAdded: LayerProperties,
        defaultDuration: Double = MediaTiming.defaultDuration, isTopLevel: Bool = true
    ) -> AnimationValue? {
        propertyValue(atParentTime: parentTime, defaultDuration: defaultDuration, isTopLevel: isTopLevel) {
            (model[$0], presentationWhenAdded[$0])
        }
    }

    /// ``propertyValue(atParentTime:model:presentationWhenAdded:defaultDuration:isTopLevel:)`` with
    /// the property's model and presentation values given: read once by a caller that asks at many
    /// times (a value read from ``LayerProperties`` is built, a transform's on the heap).
    package func propertyValue(
        atParentTime parentTime: Double, modelValue: AnimationValue, presentationValue: AnimationValue,
        defaultDuration: Double = MediaTiming.defaultDuration, isTopLevel: Bool = true
    ) -> AnimationValue? {
        propertyValue(atParentTime: parentTime, defaultDuration: defaultDuration, isTopLevel: isTopLevel) { _ in
            (modelValue, presentationValue)
        }
    }

    /// The two above: `values` gives the model and presentation values of a key path, asked only
    /// for a basic or spring animation that is applied at `parentTime`.
    @inline(__always)
    private func propertyValue(
        atParentTime parentTime: Double, defaultDuration: Double, isTopLevel: Bool,
        values: (AnimatableProperty) -> (model: AnimationValue, presentation: AnimationValue)
    ) -> AnimationValue? {
        guard let time = timing.localTime(parentTime: parentTime, defaultDuration: defaultDuration) else { return nil }
        if isTopLevel, time.phase == .after, isRemovedOnCompletion { return nil }
        switch self {
        case .basic(let a):
            let (model, presentation) = values(a.keyPath)
            return a.value(at: time, model: model, presentationWhenAdded: presentation)
        case .keyframe(let a):
            return a.value(at: time)
        case .spring(let a):
            let (model, presentation) = values(a.keyPath)
            return a.value(at: time, model: model, presentationWhenAdded: presentation)
        case .group:
            return nil
        }
    }
}
