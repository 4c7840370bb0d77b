import Foundation

/// How fast a stand-in's state changes, per second, in the components that carry their velocity
/// through a turn-around: its centre, size, corner radii, opacity, clip and circular mask. (Shape,
/// colours, border and shadow turn around from rest.)
package struct StandInVelocity: Equatable, Sendable {
    /// Points per second.
    package var center: CGPoint
    /// Points per second.
    package var size: CGSize
    /// Points per second, per corner.
    package var cornerRadii: CornerRadii
    /// Opacity per second.
    package var alpha: Double
    /// Points per second.
    package var clipCenter: CGPoint
    /// Points per second.
    package var clipSize: CGSize
    /// Points per second.
    package var maskCenter: CGPoint
    /// Points per second.
    package var maskRadius: Double

    /// At rest.
    package static let zero = StandInVelocity(
        center: .zero, size: .zero, cornerRadii: .zero, alpha: 0, clipCenter: .zero, clipSize: .zero,
        maskCenter: .zero, maskRadius: 0)

    /// Creates a velocity.
    package init(
        center: CGPoint, size: CGSize, cornerRadii: CornerRadii, alpha: Double, clipCenter: CGPoint, clipSize: CGSize,
        maskCenter: CGPoint, maskRadius: Double
    ) {
        self.center = center
        self.size = size
        self.cornerRadii = cornerRadii
        self.alpha = alpha
        self.clipCenter = clipCenter
        self.clipSize = clipSize
        self.maskCenter = maskCenter
        self.maskRadius = maskRadius
    }

    /// The average rate from `a` to `b` over `seconds` (a difference quotient; for `seconds` 1,
    /// the difference itself).
    package init(from a: StandInState, to b: StandInState, over seconds: Double) {
        let k = seconds != 0 && seconds.isFinite ? 1 / seconds : 0
        func d(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: (q.x - p.x) * k, y: (q.y - p.y) * k) }
        func d(_ p: CGSize, _ q: CGSize) -> CGSize { CGSize(width: (q.width - p.width) * k, height: (q.height - p.height) * k) }
        let ca = a.clip
        let cb = b.clip
        let ma = a.mask
        let mb = b.mask
        self.init(
            center: d(a.center, b.center), size: d(a.size, b.size),
            cornerRadii: CornerRadii(
                topLeft: d(a.cornerRadii.topLeft, b.cornerRadii.topLeft),
                topRight: d(a.cornerRadii.topRight, b.cornerRadii.topRight),
                bottomRight: d(a.cornerRadii.bottomRight, b.cornerRadii.bottomRight),
                bottomLeft: d(a.cornerRadii.bottomLeft, b.cornerRadii.bottomLeft)),
            alpha: (b.alpha - a.alpha) * k,
            clipCenter: ca != nil && cb != nil ? d(ca!.center, cb!.center) : .zero,
            clipSize: ca != nil && cb != nil ? d(ca!.size, cb!.size) : .zero,
            maskCenter: ma != nil && mb != nil ? d(ma!.center, mb!.center) : .zero,
            maskRadius: ma != nil && mb != nil ? (mb!.radius - ma!.radius) * k : 0)
    }

    /// Every component times `k`.
    package func scaled(by k: Double) -> StandInVelocity {
        func s(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x * k, y: p.y * k) }
        func s(_ p: CGSize) -> CGSize { CGSize(width: p.width * k, height: p.height * k) }
        return StandInVelocity(
            center: s(center), size: s(size),
            cornerRadii: CornerRadii(
                topLeft: s(cornerRadii.topLeft), topRight: s(cornerRadii.topRight),
                bottomRight: s(cornerRadii.bottomRight), bottomLeft: s(cornerRadii.bottomLeft)),
            alpha: alpha * k, clipCenter: s(clipCenter), clipSize: s(clipSize), maskCenter: s(maskCenter),
            maskRadius: maskRadius * k)
    }

    /// The component-wise sum.
    package static func + (a: StandInVelocity, b: StandInVelocity) -> StandInVelocity {
        func p(_ x: CGPoint, _ y: CGPoint) -> CGPoint { CGPoint(x: x.x + y.x, y: x.y + y.y) }
        func p(_ x: CGSize, _ y: CGSize) -> CGSize { CGSize(width: x.width + y.width, height: x.height + y.height) }
        return StandInVelocity(
            center: p(a.center, b.center), size: p(a.size, b.size),
            cornerRadii: CornerRadii(
                topLeft: p(a.cornerRadii.topLeft, b.cornerRadii.topLeft),
                topRight: p(a.cornerRadii.topRight, b.cornerRadii.topRight),
                bottomRight: p(a.cornerRadii.bottomRight, b.cornerRadii.bottomRight),
                bottomLeft: p(a.cornerRadii.bottomLeft, b.cornerRadii.bottomLeft)),
            alpha: a.alpha + b.alpha, clipCenter: p(a.clipCenter, b.clipCenter), clipSize: p(a.clipSize, b.clipSize),
            maskCenter: p(a.maskCenter, b.maskCenter), maskRadius: a.maskRadius + b.maskRadius)
    }

    /// The largest component, in points per second (opacity counted as points of a 100-point view):
    /// what decides when a motion has settled to the eye.
    package var magnitude: Double {
        let r = cornerRadii.corners.map { max(abs($0.width), abs($0.height)) }.max() ?? 0
        return [
            abs(center.x), abs(center.y), abs(size.width), abs(size.height), r, 100 * abs(alpha), abs(clipCenter.x),
            abs(clipCenter.y), abs(clipSize.width), abs(clipSize.height), abs(maskCenter.x), abs(maskCenter.y),
            abs(maskRadius),
        ].max() ?? 0
    }
}

extension StandInState {
    /// The state moved on by `velocity` for `seconds`, in the components that carry velocity
    /// (sizes and radii never below 0, opacity within 0…1).
    package func advanced(by velocity: StandInVelocity, seconds t: Double) -> StandInState {
        guard t != 0 else { return self }
        var s = self
        s.center.x += velocity.center.x * t
        s.center.y += velocity.center.y * t
        s.size.width = max(0, s.size.width + velocity.size.width * t)
        s.size.height = max(0, s.size.height + velocity.size.height * t)
        func r(_ a: CGSize, _ v: CGSize) -> CGSize {
            CGSize(width: max(0, a.width + v.width * t), height: max(0, a.height + v.height * t))
        }
        s.cornerRadii = CornerRadii(
            topLeft: r(s.cornerRadii.topLeft, velocity.cornerRadii.topLeft),
            topRight: r(s.cornerRadii.topRight, velocity.cornerRadii.topRight),
            bottomRight: r(s.cornerRadii.bottomRight, velocity.cornerRadii.bottomRight),
            bottomLeft: r(s.cornerRadii.bottomLeft, velocity.cornerRadii.bottomLeft))
        s.alpha = min(max(s.alpha + velocity.alpha * t, 0), 1)
        if var clip = s.clip {
            clip.center.x += velocity.clipCenter.x * t
            clip.center.y += velocity.clipCenter.y * t
            clip.size.width = max(0, clip.size.width + velocity.clipSize.width * t)
            clip.size.height = max(0, clip.size.height + velocity.clipSize.height * t)
            s.clip = clip
        }
        if var mask = s.mask {
            mask.center.x += velocity.maskCenter.x * t
            mask.center.y += velocity.maskCenter.y * t
            mask.radius = max(0, mask.radius + velocity.maskRadius * t)
            s.mask = mask
        }
        return s
    }

    /// The largest difference to `other`, in points: the velocity-carrying components (opacity
    /// counted as points of a 100-point view) and how far any corner of the quad moves (which
    /// covers the shape).
    package func distance(to other: StandInState) -> Double {
        var d = StandInVelocity(from: self, to: other, over: 1).magnitude
        if let a = try? quad(), let b = try? other.quad() {
            for (p, q) in zip(a.corners, b.corners) { d = max(d, abs(p.x - q.x), abs(p.y - q.y)) }
        }
        return d
    }
}
