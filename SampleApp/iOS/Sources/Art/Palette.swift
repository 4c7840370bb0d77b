import UIKit

/// The colours of one illustration, as 0xRRGGBB: a sky from top to horizon, a sun, and land from
/// the farthest layer to the nearest.
struct Palette: Hashable, Sendable {
    var skyTop: UInt32
    var skyBottom: UInt32
    var sun: UInt32
    var far: UInt32
    var near: UInt32

    static let dawn = Palette(skyTop: 0x2B_3A67, skyBottom: 0xF6_A57A, sun: 0xFF_E3A3, far: 0x6B_5B95, near: 0x2E_2545)
    static let noon = Palette(skyTop: 0x3A_8DDE, skyBottom: 0xBF_E6FF, sun: 0xFF_F6C9, far: 0x6F_A3A8, near: 0x2F_5D50)
    static let dusk = Palette(skyTop: 0x1B_1B3A, skyBottom: 0xD1_495B, sun: 0xFF_B347, far: 0x69_3668, near: 0x1E_1431)
    static let lagoon = Palette(
        skyTop: 0x0F_4C5C, skyBottom: 0x9F_D8CB, sun: 0xFD_F6E3, far: 0x4F_8A8B, near: 0x17_3F47)
    static let desert = Palette(
        skyTop: 0xF3_C98B, skyBottom: 0xFD_F0D5, sun: 0xFF_8C42, far: 0xDD_A15E, near: 0xBC_6C25)
    static let night = Palette(skyTop: 0x05_0A30, skyBottom: 0x23_3D78, sun: 0xF0_F3FF, far: 0x1C_2A5A, near: 0x0B_112E)
    static let meadow = Palette(
        skyTop: 0x87_C5EB, skyBottom: 0xF1_F8E9, sun: 0xFF_FDE7, far: 0x7C_B342, near: 0x33_691E)

    /// The land colour `t` of the way from the farthest layer (0) to the nearest (1).
    func land(_ t: Double) -> UIColor { UIColor(blending: far, near, t) }
}

extension UIColor {
    /// A colour from 0xRRGGBB.
    convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The colour `t` of the way from `a` to `b` (0xRRGGBB each).
    convenience init(blending a: UInt32, _ b: UInt32, _ t: Double, alpha: CGFloat = 1) {
        func channel(_ shift: UInt32) -> CGFloat {
            let x = Double((a >> shift) & 0xFF)
            let y = Double((b >> shift) & 0xFF)
            return CGFloat(x + (y - x) * min(max(t, 0), 1)) / 255
        }
        self.init(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }
}
