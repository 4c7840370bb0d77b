import Foundation
import MatchCutMatcher

extension AnimationPath {
    /// A rounded rectangle with its own elliptical radii at each corner (`width` along x, `height`
    /// along y, in points; negative radii count as 0), clockwise on screen from the end of the
    /// top-left corner: the same nine elements and close as
    /// ``init(roundedRect:cornerRadius:)``, whatever the radii, so two such paths interpolate
    /// point by point. Radii are not reduced to fit the sides.
    package init(roundedRect rect: CGRect, cornerRadii radii: CornerRadii) {
        func r(_ s: CGSize) -> (w: CGFloat, h: CGFloat) { (max(s.width, 0), max(s.height, 0)) }
        let (tl, tr, br, bl) = (r(radii.topLeft), r(radii.topRight), r(radii.bottomRight), r(radii.bottomLeft))
        // 1 − the control points' distance to the corner along each side, for a quarter ellipse.
        let k = 1 - 4.0 / 3.0 * tan(Double.pi / 8)
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        self.init([
            .move(to: CGPoint(x: x0 + tl.w, y: y0)),
            .line(to: CGPoint(x: x1 - tr.w, y: y0)),
            .curve(
                to: CGPoint(x: x1, y: y0 + tr.h), control1: CGPoint(x: x1 - k * tr.w, y: y0),
                control2: CGPoint(x: x1, y: y0 + k * tr.h)),
            .line(to: CGPoint(x: x1, y: y1 - br.h)),
            .curve(
                to: CGPoint(x: x1 - br.w, y: y1), control1: CGPoint(x: x1, y: y1 - k * br.h),
                control2: CGPoint(x: x1 - k * br.w, y: y1)),
            .line(to: CGPoint(x: x0 + bl.w, y: y1)),
            .curve(
                to: CGPoint(x: x0, y: y1 - bl.h), control1: CGPoint(x: x0 + k * bl.w, y: y1),
                control2: CGPoint(x: x0, y: y1 - k * bl.h)),
            .line(to: CGPoint(x: x0, y: y0 + tl.h)),
            .curve(
                to: CGPoint(x: x0 + tl.w, y: y0), control1: CGPoint(x: x0, y: y0 + k * tl.h),
                control2: CGPoint(x: x0 + k * tl.w, y: y0)),
            .close,
        ])
    }

    /// A circle of `radius` points about `center` carried by `map` (into a layer's own points):
    /// four quarter-turn cubics from the rightmost point, clockwise on screen, and a close. An
    /// affine map carries the curves exactly (an ellipse); a perspective map carries their points,
    /// which is close but not exact. `nil` when a point cannot be mapped.
    package static func circle(center: CGPoint, radius: CGFloat, mappedBy map: PlaneTransform) -> AnimationPath? {
        var circle = AnimationPath()
        circle.addArc(center: center, radius: max(radius, 0), startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        circle.closeSubpath()
        guard let mapped = try? circle.points.map({ try map.apply(to: $0) }) else { return nil }
        return circle.replacingPoints(mapped)
    }
}
