import Foundation

extension StandInState: Interpolatable {
    /// Centre and size linearly (size never negative), shape by decomposition, radii per corner,
    /// alpha clamped, colours premultiplied (a missing colour counts as clear), mask radius linearly.
    public static func interpolate(from a: StandInState, to b: StandInState, fraction t: Double) -> StandInState {
        var state = StandInState(
            center: .interpolate(from: a.center, to: b.center, fraction: t),
            size: .interpolate(from: a.size, to: b.size, fraction: t),
            shape: a.shape == b.shape ? a.shape : .interpolate(from: a.shape, to: b.shape, fraction: t),
            cornerRadii: .interpolate(from: a.cornerRadii, to: b.cornerRadii, fraction: t),
            alpha: Interpolation.alpha(from: a.alpha, to: b.alpha, fraction: t),
            backgroundColor: blendedBackground(a, b, t), mask: blendedMask(a, b, t),
            masksToBounds: t < 0.5 ? a.masksToBounds : b.masksToBounds, borderWidth: blendedBorderWidth(a, b, t),
            borderColor: .interpolate(from: a.borderColor, to: b.borderColor, fraction: t),
            shadow: blendedShadow(a, b, t), clip: blendedClip(a, b, t))
        state.cornerCurve = t < 0.5 ? a.cornerCurve : b.cornerCurve
        return state
    }

    // The parts that take more than one line, shared with `PreparedLeg` (which blends only the
    // parts that change).

    static func blendedBackground(_ a: StandInState, _ b: StandInState, _ t: Double) -> RGBAColor? {
        guard a.backgroundColor != nil || b.backgroundColor != nil else { return nil }
        return .interpolate(from: a.backgroundColor ?? .clear, to: b.backgroundColor ?? .clear, fraction: t)
    }

    static func blendedMask(_ a: StandInState, _ b: StandInState, _ t: Double) -> CircleMask? {
        guard let ma = a.mask, let mb = b.mask else { return t < 0.5 ? a.mask : b.mask }
        return CircleMask(
            center: .interpolate(from: ma.center, to: mb.center, fraction: t),
            radius: .interpolate(from: ma.radius, to: mb.radius, fraction: t))
    }

    static func blendedBorderWidth(_ a: StandInState, _ b: StandInState, _ t: Double) -> Double {
        max(0, a.borderWidth + (b.borderWidth - a.borderWidth) * t)
    }

    static func blendedShadow(_ a: StandInState, _ b: StandInState, _ t: Double) -> Shadow? {
        // At (or past) an end without a shadow, there is none: no invisible leftovers.
        guard (a.shadow != nil || b.shadow != nil) && !(t >= 1 && b.shadow == nil) && !(t <= 0 && a.shadow == nil)
        else { return nil }
        let sa =
            a.shadow
            ?? Shadow(color: b.shadow!.color, opacity: 0, offset: b.shadow!.offset, radius: b.shadow!.radius)
        let sb = b.shadow ?? Shadow(color: sa.color, opacity: 0, offset: sa.offset, radius: sa.radius)
        return Shadow(
            color: .interpolate(from: sa.color, to: sb.color, fraction: t),
            opacity: Interpolation.alpha(from: sa.opacity, to: sb.opacity, fraction: t),
            offset: CGSize(
                width: sa.offset.width + (sb.offset.width - sa.offset.width) * t,
                height: sa.offset.height + (sb.offset.height - sa.offset.height) * t),
            radius: max(0, sa.radius + (sb.radius - sa.radius) * t))
    }

    static func blendedClip(_ a: StandInState, _ b: StandInState, _ t: Double) -> StandInClip? {
        guard let ca = a.clip, let cb = b.clip else { return t < 0.5 ? a.clip : b.clip }
        return .interpolate(from: ca, to: cb, fraction: t)
    }
}

extension StandInClip: Interpolatable {
    /// Centre and size linearly (size never negative), shape by decomposition, radii per corner.
    public static func interpolate(from a: StandInClip, to b: StandInClip, fraction t: Double) -> StandInClip {
        StandInClip(
            center: .interpolate(from: a.center, to: b.center, fraction: t),
            size: .interpolate(from: a.size, to: b.size, fraction: t),
            shape: a.shape == b.shape ? a.shape : .interpolate(from: a.shape, to: b.shape, fraction: t),
            cornerRadii: .interpolate(from: a.cornerRadii, to: b.cornerRadii, fraction: t))
    }
}
