import Foundation
import MatchCutMatcher

extension MutableViewNode {
    /// Whether a picture of the view covers its bounds with opaque pixels: its background colour
    /// is opaque, or what it draws is (``MutableViewNode/drawsOpaqueContent``). Rounded, clipped
    /// corners are transparent in the picture; a stand-in's body rounds its own corners.
    public var isPicturedOpaque: Bool {
        (appearance.backgroundColor?.alpha ?? 0) >= 1 || drawsOpaqueContent
    }
}

extension FadeMode {
    /// How a matched pair's two pictures blend when nothing says otherwise: the destination
    /// dissolves in over the source (``FadeMode/in``) when the destination's picture is opaque —
    /// it hides the source at the end, and over an opaque source the flight is opaque at every
    /// instant (coverage `1 − (1 − 1)(1 − p) = 1`), where a cross-fade (`1 − p`, `p`) lets a
    /// quarter of what is behind show through halfway; else a cross-fade (``FadeMode/cross``),
    /// so that a see-through destination does not show the source through it at the end.
    public static func automatic(destinationIsOpaque: Bool) -> FadeMode {
        destinationIsOpaque ? .in : .cross
    }
}
