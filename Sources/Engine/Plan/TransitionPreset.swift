import Foundation

/// The classic transitions, each a plan builder over the same engine.
public enum TransitionPreset: Equatable, Sendable {
    /// A circle grows from `point` until it covers the farthest corner of the container (tutorial
    /// 000); dismissing shrinks it back.
    case circularReveal(from: CGPoint)
    /// The destination slides in from the right, scaled 0.7, while the source shrinks to 0.7
    /// (tutorial 001); popping reverses it.
    case roller
    /// The destination slides in from an edge; with a size, it ends as a panel of that size
    /// against that edge (tutorial 004), over a dimmed source.
    case slide(from: ScreenEdge, size: CGSize? = nil)
    /// The destination fades in; dismissing fades it out.
    case fade
    /// A panel rises from the bottom, centred: 5/6 of the width and 2/5 of the height unless a
    /// size is given (tutorial 004), with a critically damped spring, over a dimmed source.
    case actionSheet(size: CGSize? = nil)
    /// The destination grows out of `point` from nothing, fading in (tutorial 000's bubble).
    case diffuse(from: CGPoint)
    /// A card opens into its detail in three phases — shrink to 0.9, widen with its corners
    /// squaring off, grow into the detail while the other matched views fly (tutorial 003);
    /// popping runs the mirror.
    case cardToDetail
    /// UIKit's own push and pop: the arriving screen slides in from the trailing edge, with a soft
    /// shadow on its leading edge, over the leaving one, which drifts a third of the way out under
    /// a light dimming; popping mirrors it. Mirrored for right-to-left layouts. MatchCut plays it
    /// for a pop its swipe starts between screens that share nothing, and when a matched push or
    /// pop finds nothing to match as it starts.
    case navigationSlide(rightToLeft: Bool = false)

    /// The default duration, in seconds (``cardToDetail`` going forward; it takes 0.65 s back).
    public var duration: Double {
        switch self {
        case .circularReveal, .roller, .diffuse: 0.5
        case .slide, .fade, .actionSheet: 0.4
        case .cardToDetail: 0.9
        case .navigationSlide: 0.35
        }
    }

    /// A short name, as scene files spell it (`"circularReveal"`, `"slide"`, …).
    public var name: String {
        switch self {
        case .circularReveal: "circularReveal"
        case .roller: "roller"
        case .slide(let edge, _): "slide from \(edge)"
        case .fade: "fade"
        case .actionSheet: "actionSheet"
        case .diffuse: "diffuse"
        case .cardToDetail: "cardToDetail"
        case .navigationSlide: "navigationSlide"
        }
    }
}
