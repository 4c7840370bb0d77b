import MatchCutMatcher

/// One layer of a stand-in: what to set (the model values) and what to add.
public struct CompiledLayer: Equatable, Sendable {
    /// Which layer of the stand-in.
    public var role: StandInLayerRole
    /// The model values: what the layer shows where no animation applies (the motion's final
    /// values, and every value that does not change).
    public var model: LayerProperties
    /// `masksToBounds`, which Core Animation cannot animate.
    public var masksToBounds: Bool
    /// `maskedCorners`: which corners `cornerRadius` rounds (`CACornerMask` bits).
    public var maskedCorners: CornerMask
    /// The animations, to add in this order (a later one overrides an earlier one where both
    /// apply); none is removed on completion, so the motion can be paused and scrubbed.
    public var animations: [LayerAnimation]

    /// Creates a layer.
    public init(
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
    public var keyCount: Int {
        animations.reduce(0) { total, animation in
            guard case .keyframe(let k) = animation else { return total }
            return total + (k.path.map { $0.keyframeSegments.count + 1 } ?? k.values.count)
        }
    }
}
