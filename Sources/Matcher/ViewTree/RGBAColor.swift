/// A colour in extended sRGB with straight (not premultiplied) alpha, each component in 0…1.
///
/// Straight alpha is what UIKit and scene files speak; interpolation (in the Engine) premultiplies
/// so that fading to a transparent colour does not pass through grey.
public struct RGBAColor: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a colour from its components, each in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt64(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = Double((value >> 8) & 0xF) / 15
            let g = Double((value >> 4) & 0xF) / 15
            let b = Double(value & 0xF) / 15
            self.init(red: r, green: g, blue: b)
        case 6:
            self.init(
                red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                blue: Double(value & 0xFF) / 255)
        case 8:
            self.init(
                red: Double((value >> 24) & 0xFF) / 255, green: Double((value >> 16) & 0xFF) / 255,
                blue: Double((value >> 8) & 0xFF) / 255, alpha: Double(value & 0xFF) / 255)
        default:
            return nil
        }
    }

    /// `#RRGGBBAA`, each component rounded to 8 bits.
    public var hexString: String {
        func byte(_ c: Double) -> String {
            let v = Int((min(max(c, 0), 1) * 255).rounded())
            return (v < 16 ? "0" : "") + String(v, radix: 16, uppercase: true)
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }
}
