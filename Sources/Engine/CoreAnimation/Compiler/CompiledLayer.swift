import MatchCutMatcher

/// One layer of a stand-in: what to set (the model values) and what to add.
package struct CompiledLayer: Equatable, Sendable {
    /// Which layer of the stand-in.
    package var role: StandInLayerRole
    /// The model values: what the layer shows where no animation applies (the motion's final
    /// values, and every value that does not change).
    package var model: LayerProperties
    /// `masksToBounds`, which Core Animation cannot animate.
    package var masksToBounds: Bool
    /// `maskedCorners`: which corners `cornerRadius` rounds (`CACornerMask` bits).
    package var maskedCorners: CornerMask
    /// The animations, to add in this order (a later one overrides an earlier one where both
    /// apply); none is removed on completion, so the motion can be paused and scrubbed.
    package var animations: [LayerAnimation]

    /// Creates a layer.
    package init(
        role: StandInLayerRole, model: LayerProperties, masksToBounds: Bool = false, maskedCorners: CornerMask = .all,
        animations: [LayerAnimation] = []
    ) {
        self.role = role
        self.model = model
        self.masksToBounds = masksToBounds
        self.maskedCorners = maskedCorners
        self.animations = animations
    }

    /// How many keyframe values its keyframe animations carry.
    package var keyCount: Int {
        animations.reduce(0) { total, animation in
            guard case .keyframe(let k) = animation else { return total }
            return total + (k.path.map { $0.keyframeSegments.count + 1 } ?? k.values.count)
        }
    }
}
