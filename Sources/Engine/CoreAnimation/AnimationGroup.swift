/// A `CAAnimationGroup`: animations that run together in the group's time.
///
/// Apple: "The grouped animations run in the time space specified by the CAAnimationGroup
/// instance. The duration of the grouped animations are not scaled to the duration of their
/// CAAnimationGroup. Instead, the animations are clipped to the duration of the animation group."
/// A child's parent time is the group's eased local time, `d_g · timingFunction(progress)`
/// seconds; its `beginTime` counts from the group's start (0 is not "now"); a child with
/// duration 0 lasts as long as the group (an open point; Apple's samples rely on it). Children's
/// `isRemovedOnCompletion` is ignored, as Apple documents; after its own end a child shows what
/// its fill mode says.
///
/// ```swift
/// let group = AnimationGroup(animations: [.basic(fade), .spring(move)], timing: MediaTiming(duration: 0.5))
/// ```
package struct AnimationGroup: Equatable, Sendable {
    /// The children, applied in order as if added one after another.
    package var animations: [LayerAnimation]
    /// When and how often the group plays; its duration clips the children.
    package var timing: MediaTiming
    /// Eases the children's time; `nil` is linear.
    package var timingFunction: CubicBezierTiming?
    /// `isRemovedOnCompletion`: the group stops applying once its active duration has passed.
    package var isRemovedOnCompletion: Bool

    /// Creates a group.
    package init(
        animations: [LayerAnimation], timing: MediaTiming = MediaTiming(), timingFunction: CubicBezierTiming? = nil,
        isRemovedOnCompletion: Bool = true
    ) {
        self.animations = animations
        self.timing = timing
        self.timingFunction = timingFunction
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }

    /// The children's parent time, in seconds, at the group's local `time`.
    package func childTime(at time: AnimationLocalTime) -> Double {
        (timingFunction?.progress(at: time.progress) ?? time.progress) * time.duration
    }
}
