import Foundation

/// The safe area, as `UIView.safeAreaInsets` gives it: the part of the screen's insets the view
/// overlaps, which a view has only once it is in a window (it "arrives" when the view is added).
extension HeadlessView {
    /// The insets of the window over this view's bounds (zero outside a window, or where the view
    /// does not reach the screen's unsafe edges; an untransformed chain is assumed).
    public var safeAreaInsets: (top: Double, left: Double, bottom: Double, right: Double) {
        var root = self
        while let parent = root.superview { root = parent }
        guard let insets = root.windowSafeAreaInsets,
            let frame = try? convertedRect(bounds, to: root)
        else { return (0, 0, 0, 0) }
        let screen = root.bounds
        return (
            max(0, min(insets.top - (frame.minY - screen.minY), frame.height)),
            max(0, min(insets.left - (frame.minX - screen.minX), frame.width)),
            max(0, min(insets.bottom - (screen.maxY - frame.maxY), frame.height)),
            max(0, min(insets.right - (screen.maxX - frame.maxX), frame.width))
        )
    }
}

