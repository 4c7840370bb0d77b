import Foundation
import MatchCutMatcher

extension StandInLayerValues {
    /// How far showing `value` for `property` of `role` (everything else exact) is from these
    /// values, as a fraction of what that property may use of the tolerance: at most 1 is close
    /// enough. Poses count by what they move on screen (the corners of the clip's and body's quads
    /// in the container, a picture's frame in the body), the turn of their edges in degrees, radii, borders, shadows
    /// and mask paths in container points, opacities and colours (premultiplied) as they are shown.
    func deviation(
        of value: AnimationValue, _ role: StandInLayerRole, _ property: AnimatableProperty,
        tolerance: CompileTolerance, share: CompileShare
    ) -> Double {
        switch property.base {
        case .position, .boundsSize, .transform:
            let exact = self[role]
            var approx = exact
            approx[property] = value
            let (exactOwn, approxOwn) = (Self.map(exact), Self.map(approx))
            var pairs: [(Quad?, Quad?)] = []
            switch role {
            case .clip, .body, .shadow:
                // The layer's corners in the container (its bounds, and what its radii and mask
                // reach beyond them), and for the clip the body's too.
                let above = role == .clip ? PlaneTransform.identity : Self.map(self[.clip])
                let (exactMap, approxMap) = (exactOwn.concatenating(above), approxOwn.concatenating(above))
                for (e, a) in zip(extents(role, exact), extents(role, approx)) {
                    pairs.append((Self.corners(of: exactMap, e), Self.corners(of: approxMap, a)))
                }
                if role == .clip {
                    let body = Self.map(self[.body])
                    for reach in extents(.body, self[.body]) {
                        pairs.append(
                            (
                                Self.corners(of: body.concatenating(exactOwn), reach),
                                Self.corners(of: body.concatenating(approxOwn), reach)
                            ))
                    }
                }
            default:
                // A picture: its frame in the body.
                pairs = [
                    (
                        Self.corners(of: exactOwn, CGRect(origin: .zero, size: exact.boundsSize)),
                        Self.corners(of: approxOwn, CGRect(origin: .zero, size: approx.boundsSize))
                    )
                ]
            }
            var d = 0.0
            for (e, a) in pairs {
                d = max(d, e.distance(to: a) / (tolerance.points * share.points))
                if let e, let a { d = max(d, Self.turn(e, a) / (tolerance.degrees * share.degrees)) }
            }
            return d
        case .opacity, .shadowOpacity, .backgroundColor, .borderColor, .shadowColor:
            let exact = self[role][property]
            // As shown: opacities clamped to 0…1, colours premultiplied. Allocation-free.
            func unit(_ x: Double) -> Double { min(max(x, 0), 1) }
            switch (exact, value) {
            case (.scalar(let x), .scalar(let y)):
                let d = property == .opacity || property == .shadowOpacity ? abs(unit(x) - unit(y)) : abs(x - y)
                return d / (tolerance.alpha * share.alpha)
            case (.color(let p), .color(let q)):
                let (pa, qa) = (unit(p.alpha), unit(q.alpha))
                let d = max(
                    abs(unit(p.red) * pa - unit(q.red) * qa), abs(unit(p.green) * pa - unit(q.green) * qa),
                    abs(unit(p.blue) * pa - unit(q.blue) * qa), abs(pa - qa))
                return d / (tolerance.alpha * share.alpha)
            default:
                return .infinity  // another kind: not this property's value
            }
        default:
            let exact = self[role][property]
            // Paths point by point, numbers, points and sizes without building arrays.
            var fast: Double?
            switch (exact, value) {
            case (.path(let p), .path(let q)): fast = p.largestPointDistance(to: q)  // else point by point below
            case (.scalar(let x), .scalar(let y)): fast = abs(x - y)
            case (.point(let p), .point(let q)): fast = hypot(p.x - q.x, p.y - q.y)
            case (.size(let p), .size(let q)): fast = hypot(p.width - q.width, p.height - q.height)
            default: break
            }
            if let fast { return fast * scale(of: role) / (tolerance.points * share.points) }
            let (p, q) = (exact.components, value.components)
            guard p.count == q.count else { return .infinity }
            var d = 0.0
            if p.count == 1 {
                d = abs(p[0] - q[0])
            } else {
                for i in stride(from: 0, to: p.count - 1, by: 2) { d = max(d, hypot(p[i] - q[i], p[i + 1] - q[i + 1])) }
            }
            return d * scale(of: role) / (tolerance.points * share.points)
        }
    }

    /// A rect's corners carried by `map`, or `nil` when one is behind the viewer.
    static func corners(of map: PlaneTransform, _ rect: CGRect) -> Quad? {
        try? map.quad(for: rect)
    }

    /// What `layer` (in the role of `role`) draws, in its own points, as three rects whose corners
    /// a pose's error is measured at: its bounds; the box of its corner radii about its centre
    /// (radii larger than half the bounds, a collapsed layer whose rounded corners still show);
    /// its mask's path's box. One rect each, not their union: a union as large as the radius box
    /// would hide every change of the bounds inside it (a small round button's size went
    /// unmeasured, and its sampled size strayed 0.4 pt).
    func extents(_ role: StandInLayerRole, _ layer: LayerProperties) -> [CGRect] {
        let bounds = CGRect(origin: .zero, size: layer.boundsSize)
        let r = layer.cornerRadius
        let radii = r > 0 ? CGRect(x: bounds.midX - r, y: bounds.midY - r, width: 2 * r, height: 2 * r) : bounds
        let mask: StandInLayerRole? = role == .clip ? .clipMask : role == .body || role == .shadow ? .bodyMask : nil
        let path = mask.flatMap { self[$0].path.pointsBoundingBox } ?? bounds
        return [bounds, radii, path]
    }

    /// The smallest rect holding `points`, or `nil` for none.
    static func box(_ points: [CGPoint]) -> CGRect? {
        guard let first = points.first else { return nil }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points {
            (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y))
        }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// How far the quad's top and left edges turn from `a` to `b`, in degrees (edges shorter than
    /// a point are left out).
    static func turn(_ a: Quad, _ b: Quad) -> Double {
        func angle(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint, _ s: CGPoint) -> Double {
            guard hypot(q.x - p.x, q.y - p.y) > 1, hypot(s.x - r.x, s.y - r.y) > 1 else { return 0 }
            let d = atan2(q.y - p.y, q.x - p.x) - atan2(s.y - r.y, s.x - r.x)
            return abs(remainder(d, 2 * Double.pi)) * 180 / Double.pi
        }
        return max(
            angle(a.topLeft, a.topRight, b.topLeft, b.topRight), angle(a.topLeft, a.bottomLeft, b.topLeft, b.bottomLeft))
    }

    /// How much `role`'s own points (a mask's: its layer's) are stretched in the container at
    /// most, at its corners.
    func scale(of role: StandInLayerRole) -> Double {
        let owner = role.isMask ? (role.parent ?? role) : role
        let map = mapToContainer(owner)
        let size = self[owner].boundsSize
        var s = 0.0
        for (x, y) in [(0, 0), (size.width, 0), (size.width, size.height), (0, size.height)] {
            let a = map.axisScales(at: CGPoint(x: x, y: y))
            s = max(s, a.x, a.y)
        }
        return s.isFinite ? s : 1
    }
}

extension Optional where Wrapped == Quad {
    /// The largest distance between corresponding corners; 0 when neither can be drawn, infinite
    /// when only one can.
    func distance(to other: Quad?) -> Double {
        switch (self, other) {
        case (nil, nil): return 0
        case (let a?, let b?):
            return max(
                hypot(a.topLeft.x - b.topLeft.x, a.topLeft.y - b.topLeft.y),
                hypot(a.topRight.x - b.topRight.x, a.topRight.y - b.topRight.y),
                hypot(a.bottomRight.x - b.bottomRight.x, a.bottomRight.y - b.bottomRight.y),
                hypot(a.bottomLeft.x - b.bottomLeft.x, a.bottomLeft.y - b.bottomLeft.y))
        default: return .infinity
        }
    }
}
