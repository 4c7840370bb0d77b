import Foundation

extension StandInState: Interpolatable {
    /// Centre and size linearly (size never negative), shape by decomposition, radii per corner,
    /// alpha clamped, colours premultiplied (a missing colour counts as clear), mask radius linearly.
    public static func interpolate(from a: StandInState, to b: StandInState, fraction t: Double) -> StandInState {
        var color: RGBAColor?
        if a.backgroundColor != nil || b.backgroundColor != nil {
            color = .interpolate(from: a.backgroundColor ?? .clear, to: b.backgroundColor ?? .clear, fraction: t)
        }
        var mask: CircleMask?
        if let ma = a.mask, let mb = b.mask {
            mask = CircleMask(
                center: .interpolate(from: ma.center, to: mb.center, fraction: t),
                radius: .interpolate(from: ma.radius, to: mb.radius, fraction: t))
        } else {
            mask = t < 0.5 ? a.mask : b.mask
        }
        return StandInState(
            center: .interpolate(from: a.center, to: b.center, fraction: t),
            size: .interpolate(from: a.size, to: b.size, fraction: t),
            shape: .interpolate(from: a.shape, to: b.shape, fraction: t),
            cornerRadii: .interpolate(from: a.cornerRadii, to: b.cornerRadii, fraction: t),
            alpha: Interpolation.alpha(from: a.alpha, to: b.alpha, fraction: t),
            backgroundColor: color, mask: mask)
    }
}
