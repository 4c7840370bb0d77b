import Foundation

extension AnimationPath {
    /// Appends a circular arc as `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`
    /// does in UIKit's y-down coordinates: a line from the current point to the arc's start (a
    /// move-to when the path is empty), then cubic Béziers of at most a quarter turn each, as
    /// Core Graphics builds arcs.
    ///
    /// - Parameters:
    ///   - center: the centre, in points.
    ///   - radius: the radius, in points.
    ///   - startAngle: radians from the positive x axis (toward positive y, which is down).
    ///   - endAngle: radians, as `startAngle`.
    ///   - clockwise: on screen (y down): `true` for increasing angles. A sweep of a full turn or
    ///     more draws one full circle.
    package mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        let fullTurn = 2 * Double.pi
        let requested = endAngle - startAngle
        // The arc runs the requested way round, one full turn at most.
        let sweep =
            clockwise
            ? (requested >= fullTurn ? fullTurn : requested - fullTurn * (requested / fullTurn).rounded(.down))
            : (requested <= -fullTurn ? -fullTurn : requested - fullTurn * (requested / fullTurn).rounded(.up))
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(startAngle)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        // The control points of a circular arc of angle θ lie 4/3 · tan(θ/4) · r along the tangents.
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        for i in 0..<count {
            let a0 = startAngle + Double(i) * step
            let a1 = a0 + step
            let (p0, p1) = (point(a0), point(a1))
            addCurve(
                to: p1, control1: CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                control2: CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1)))
        }
    }

    /// A rounded rectangle, clockwise on screen from the end of the top-left corner: four lines,
    /// four quarter-circle curves (degenerate when `cornerRadius` is 0) and a close. The elements
    /// are the same for every radius, so masks of different radii interpolate point by point.
    ///
    /// - Parameters:
    ///   - rect: the rectangle, in points.
    ///   - cornerRadius: in points, clamped to 0…half the shorter side.
    package init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = min(max(cornerRadius.isFinite ? cornerRadius : 0, 0), min(rect.width, rect.height) / 2)
        let k = r * 4.0 / 3.0 * tan(Double.pi / 8)
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        self.init([
            .move(to: CGPoint(x: x0 + r, y: y0)),
            .line(to: CGPoint(x: x1 - r, y: y0)),
            .curve(
                to: CGPoint(x: x1, y: y0 + r), control1: CGPoint(x: x1 - r + k, y: y0),
                control2: CGPoint(x: x1, y: y0 + r - k)),
            .line(to: CGPoint(x: x1, y: y1 - r)),
            .curve(
                to: CGPoint(x: x1 - r, y: y1), control1: CGPoint(x: x1, y: y1 - r + k),
                control2: CGPoint(x: x1 - r + k, y: y1)),
            .line(to: CGPoint(x: x0 + r, y: y1)),
            .curve(
                to: CGPoint(x: x0, y: y1 - r), control1: CGPoint(x: x0 + r - k, y: y1),
                control2: CGPoint(x: x0, y: y1 - r + k)),
            .line(to: CGPoint(x: x0, y: y0 + r)),
            .curve(
                to: CGPoint(x: x0 + r, y: y0), control1: CGPoint(x: x0, y: y0 + r - k),
                control2: CGPoint(x: x0 + r - k, y: y0)),
            .close,
        ])
    }

    /// A rounded rectangle with its own elliptical radii at each corner (`width` along x, `height`
    /// along y), in the same elements as ``init(roundedRect:cornerRadius:)``: masks and shadow
    /// paths of any radii interpolate point by point. Radii are clamped to their sides.
    package init(roundedRect rect: CGRect, radii: CornerRadii) {
        let k = 4.0 / 3.0 * tan(Double.pi / 8)
        func clamp(_ r: CGSize) -> CGSize {
            CGSize(width: min(max(r.width, 0), rect.width / 2), height: min(max(r.height, 0), rect.height / 2))
        }
        let (tl, tr, br, bl) = (clamp(radii.topLeft), clamp(radii.topRight), clamp(radii.bottomRight), clamp(radii.bottomLeft))
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        self.init([
            .move(to: CGPoint(x: x0 + tl.width, y: y0)),
            .line(to: CGPoint(x: x1 - tr.width, y: y0)),
            .curve(
                to: CGPoint(x: x1, y: y0 + tr.height), control1: CGPoint(x: x1 - tr.width + k * tr.width, y: y0),
                control2: CGPoint(x: x1, y: y0 + tr.height - k * tr.height)),
            .line(to: CGPoint(x: x1, y: y1 - br.height)),
            .curve(
                to: CGPoint(x: x1 - br.width, y: y1), control1: CGPoint(x: x1, y: y1 - br.height + k * br.height),
                control2: CGPoint(x: x1 - br.width + k * br.width, y: y1)),
            .line(to: CGPoint(x: x0 + bl.width, y: y1)),
            .curve(
                to: CGPoint(x: x0, y: y1 - bl.height), control1: CGPoint(x: x0 + bl.width - k * bl.width, y: y1),
                control2: CGPoint(x: x0, y: y1 - bl.height + k * bl.height)),
            .line(to: CGPoint(x: x0, y: y0 + tl.height)),
            .curve(
                to: CGPoint(x: x0 + tl.width, y: y0), control1: CGPoint(x: x0, y: y0 + tl.height - k * tl.height),
                control2: CGPoint(x: x0 + tl.width - k * tl.width, y: y0)),
            .close,
        ])
    }

    /// The path as SVG path data ("M x y L x y Q cx cy x y C c1x c1y c2x c2y x y Z"), numbers in
    /// their shortest exact form: how paths appear in JSON.
    package var svgPathData: String {
        func n(_ v: CGFloat) -> String { JSONWriter.number(Double(v)) }
        func p(_ q: CGPoint) -> String { n(q.x) + " " + n(q.y) }
        return elements.map { element in
            switch element {
            case .move(let q): "M" + p(q)
            case .line(let q): "L" + p(q)
            case .quadCurve(let q, let c): "Q" + p(c) + " " + p(q)
            case .curve(let q, let c1, let c2): "C" + p(c1) + " " + p(c2) + " " + p(q)
            case .close: "Z"
            }
        }.joined(separator: " ")
    }
}
