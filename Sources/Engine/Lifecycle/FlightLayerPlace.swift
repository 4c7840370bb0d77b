import Foundation

/// Where the flights go when they are drawn above the bars (``FlightLevel/aboveBars``): at the
/// front of the outermost view around the transition's container that draws bars over the screens
/// it shows (``MutableViewNode/holdsBars``: a tab bar controller's view holding a navigation
/// controller's, holding the container), over the container's area.
///
/// Inside that view, not in the window: what is drawn above it (a split view's overlaid column, the
/// app's own overlays, a presentation) stays above the flights, a form sheet or a popover still
/// clips them, they take that view's traits, and they go with it if it leaves the screen. A
/// navigation controller's and a tab bar controller's bars are subviews of their views, so the
/// front of the outermost one is above all of them.
///
/// No place — the flights stay in the container, under the bars — when no view around the
/// container draws bars (a presentation's container is already above the presenter's), or when
/// the container is not placed in it by a translation (rotated or scaled by an ancestor: a stand-in
/// posed in the container's coordinates could not be posed the same there).
@MainActor
package struct FlightLayerPlace<View: MutableViewNode> where View.Node == View {
    /// The view the flight layer is added to, in front of its subviews.
    package var host: View
    /// The flight layer's frame in `host`'s bounds space: the container's area.
    package var frame: CGRect
    /// The flight layer's bounds origin: the container's, so a stand-in posed in the container's
    /// coordinates is posed the same in the layer.
    package var boundsOrigin: CGPoint

    /// The place over `container`, or `nil` (see the type's description).
    package init?(over container: View) {
        var outermost: View?
        var node = container.parentNode
        while let view = node {
            if view.holdsBars { outermost = view }
            node = view.parentNode
        }
        guard let host = outermost else { return nil }
        let bounds = container.layerGeometry.bounds
        guard let quad = try? container.convertedQuad(bounds, to: host), quad.isFinite else { return nil }
        // A translation only: the corners keep the container's size and axes (to a 1e-6 pt).
        let origin = quad.topLeft
        let expected = [
            origin, CGPoint(x: origin.x + bounds.width, y: origin.y),
            CGPoint(x: origin.x + bounds.width, y: origin.y + bounds.height),
            CGPoint(x: origin.x, y: origin.y + bounds.height),
        ]
        for (corner, wanted) in zip(quad.corners, expected)
        where abs(corner.x - wanted.x) > 1e-6 || abs(corner.y - wanted.y) > 1e-6 {
            return nil
        }
        self.host = host
        frame = CGRect(origin: origin, size: bounds.size)
        boundsOrigin = bounds.origin
    }
}
