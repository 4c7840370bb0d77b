import Foundation

/// When a released gesture finishes its transition instead of cancelling it.
package enum FinishRule: Hashable, Sendable {
    /// Finish when the progress the flick would reach — current progress plus the momentum
    /// projection of the velocity (``GestureVelocity/projectedDistance(velocity:decelerationRate:)``)
    /// over the gesture's extent — passes `threshold` (0.5 by default; tutorial 002 uses 0.3).
    case projected(threshold: Double)
    /// Tutorial 004's rule: finish when progress > `withVelocity` and the velocity points forward,
    /// or progress > `alone` (0.25 and 0.5).
    case progressAndVelocity(withVelocity: Double, alone: Double)

    /// `.projected(threshold: 0.5)`.
    package static let standard = FinishRule.projected(threshold: 0.5)
    /// Tutorial 004's `.progressAndVelocity(withVelocity: 0.25, alone: 0.5)`.
    package static let tutorial004 = FinishRule.progressAndVelocity(withVelocity: 0.25, alone: 0.5)

    /// Whether to finish.
    /// - Parameters:
    ///   - progress: 0…1.
    ///   - velocity: along the gesture's forward direction, points per second.
    ///   - extent: the distance that makes progress 1, in points.
    package func shouldFinish(progress: Double, velocity: Double, extent: Double) -> Bool {
        let p = progress.isFinite ? progress : 0
        let v = velocity.isFinite ? velocity : 0
        switch self {
        case .projected(let threshold):
            guard extent > 0 else { return p > threshold }
            return p + GestureVelocity.projectedDistance(velocity: v) / extent > threshold
        case .progressAndVelocity(let withVelocity, let alone):
            return (p > withVelocity && v > 0) || p > alone
        }
    }
}
