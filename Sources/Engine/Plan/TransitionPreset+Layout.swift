import Foundation

extension TransitionPreset {
    /// Where the presented view sits when the preset is shown, in a container of `bounds`: the
    /// one frame calculation that the planner and UIKit's presentation controller share.
    ///
    /// - ``actionSheet(size:)``: centred at the bottom; 5/6 of the width and 2/5 of the height
    ///   unless a size is given.
    /// - ``slide(from:size:)`` with a size: against that edge, centred along it.
    /// - Everything else: the whole container.
    ///
    /// In a given size, a width or height of 0 (or less, or not finite) means the container's:
    /// `.slide(from: .left, size: CGSize(width: 260, height: 0))` is a full-height panel 260 wide.
    package func presentedFrame(in bounds: CGRect) -> CGRect {
        func resolved(_ size: CGSize) -> CGSize {
            CGSize(
                width: size.width.isFinite && size.width > 0 ? min(size.width, bounds.width) : bounds.width,
                height: size.height.isFinite && size.height > 0 ? min(size.height, bounds.height) : bounds.height)
        }
        switch self {
        case .actionSheet(let size):
            let s = resolved(size ?? CGSize(width: bounds.width / 6 * 5, height: bounds.height / 5 * 2))
            return CGRect(x: bounds.midX - s.width / 2, y: bounds.maxY - s.height, width: s.width, height: s.height)
        case .slide(let edge, let size?):
            let s = resolved(size)
            switch edge {
            case .left: return CGRect(x: bounds.minX, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
            case .right:
                return CGRect(x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
            case .top: return CGRect(x: bounds.midX - s.width / 2, y: bounds.minY, width: s.width, height: s.height)
            case .bottom:
                return CGRect(x: bounds.midX - s.width / 2, y: bounds.maxY - s.height, width: s.width, height: s.height)
            }
        default:
            return bounds
        }
    }

    /// Whether the presented view covers only part of the container (the presenter stays visible,
    /// dimmed, behind it).
    package func isPartial(in bounds: CGRect) -> Bool { presentedFrame(in: bounds) != bounds }

    /// The dimming over the presenter while the preset is shown (0 for none).
    package func dimming(in bounds: CGRect) -> Double { isPartial(in: bounds) ? 0.4 : 0 }
}

extension TransitionPreset {
    /// Where a reveal (``circularReveal(from:)``, ``diffuse(from:)``) starts, for a `point` given in
    /// `view`'s coordinates (a tapped button's centre): in the coordinates of the view's window —
    /// the root of its tree — where UIKit's presentation container lies, filling it. A point that
    /// cannot be converted (a view flattened to a line by its transform) is taken as it is.
    @MainActor
    package static func revealPoint<Node: ViewNode>(_ point: CGPoint, in view: Node) -> CGPoint {
        (try? view.convertedPoint(point, to: nil)) ?? point
    }
}

