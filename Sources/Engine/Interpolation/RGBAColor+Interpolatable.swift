extension RGBAColor: Interpolatable {
    /// Interpolates in gamma-encoded sRGB with premultiplied alpha (as CSS Color 4 and Core
    /// Animation do), so a fade to `clear` does not pass through grey; components are clamped to
    /// 0…1 after extrapolation.
    public static func interpolate(from: RGBAColor, to: RGBAColor, fraction: Double) -> RGBAColor {
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        let alpha = clamp(from.alpha + (to.alpha - from.alpha) * fraction)
        guard alpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ a: Double, _ b: Double) -> Double {
            let premultiplied = a * from.alpha + (b * to.alpha - a * from.alpha) * fraction
            return clamp(premultiplied / alpha)
        }
        return RGBAColor(
            red: channel(from.red, to.red), green: channel(from.green, to.green), blue: channel(from.blue, to.blue),
            alpha: alpha)
    }
}
