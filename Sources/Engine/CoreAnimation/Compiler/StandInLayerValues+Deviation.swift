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
        case .position:
            if let d = translationDeviation(of: value, role, property, tolerance: tolerance, share: share) { return d }
            return measuredDeviation(of: value, role, property, tolerance: tolerance, share: share)
        case .boundsSize:
            if let d = resizeDeviation(of: value, role, property, tolerance: tolerance, share: share) { return d }
            return measuredDeviation(of: value, role, property, tolerance: tolerance, share: share)
        case .transform:
            return measuredDeviation(of: value, role, property, tolerance: tolerance, share: share)
        case .opacity, .shadowOpacity, .backgroundColor, .borderColor, .shadowColor:
            let exact = self.value(role, property)
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
            let exact = self.value(role, property)
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

    /// A pose property's error (``deviation(of:_:_:tolerance:share:)``) measured corner by corner:
    /// the corners in the container of what the layer draws, shown and exact.
    func measuredDeviation(
        of value: AnimationValue, _ role: StandInLayerRole, _ property: AnimatableProperty,
        tolerance: CompileTolerance, share: CompileShare
    ) -> Double {
        deviation(of: value, property, from: poseReference(role), tolerance: tolerance, share: share)
    }

    /// The pose of the layer playing `role`, its own map, and the map above it to where its error
    /// is measured (the clip's in the container, the body's and its shadow's under the clip, a
    /// picture's or a mask's in its own layer's space) — `nil` when one of them, or for the clip
    /// the body's map, has perspective or is not finite: what the shortcuts below need. Inlined
    /// into them: returned through a call, the pose and the two maps were copied (2 % of a compile).
    @inline(__always)
    private func affinePose(_ role: StandInLayerRole) -> (pose: LayerPose, own: PlaneTransform, above: PlaneTransform)?
    {
        let pose = pose(role)
        let (own, above) = (pose.map, role == .body || role == .shadow ? self.pose(.clip).map : PlaneTransform.identity)
        func isPlain(_ map: PlaneTransform) -> Bool { map.isAffine && map.isFinite }
        guard isPlain(own), isPlain(above), role != .clip || isPlain(self.pose(.body).map) else { return nil }
        return (pose, own, above)
    }

    /// A position's error where nothing has perspective (the layer's own map, the map above it
    /// and, for the clip, the body's map affine): everything the layer draws — its bounds, its
    /// radius and mask boxes, the clip's body — moves rigidly, by the position's change carried by
    /// the linear part of the map above, and no edge turns; so every corner moves that far, and
    /// that is the error ``measuredDeviation(of:_:_:tolerance:share:)`` finds. `nil` when
    /// something has perspective or is not finite (measured corner by corner then).
    func translationDeviation(
        of value: AnimationValue, _ role: StandInLayerRole, _ property: AnimatableProperty,
        tolerance: CompileTolerance, share: CompileShare
    ) -> Double? {
        guard let (pose, _, above) = affinePose(role) else { return nil }
        var moved = pose
        moved.set(property, to: value)
        let (dx, dy) = (moved.position.x - pose.position.x, moved.position.y - pose.position.y)
        let step = hypot(dx * above.m11 + dy * above.m21, dx * above.m12 + dy * above.m22)
        guard step.isFinite else { return nil }
        return step / (tolerance.points * share.points)
    }

    /// A size's error where nothing has perspective (as ``translationDeviation(of:_:_:tolerance:share:)``)
    /// and both sizes are not negative: the bounds grow about the layer's centre, so each corner
    /// moves by half the change, signed by its side, carried by the linear part of the map to where
    /// the error is measured, and no edge turns; the radius box stays about the centre, and the
    /// mask box and the clip's body move by the step of the top left corner. So the error is the
    /// larger of the two diagonal steps. `nil` when something has perspective or is not finite, or
    /// a size is negative (a blend's overshoot: its rect's corners are measured as drawn, with the
    /// size's absolute value).
    func resizeDeviation(
        of value: AnimationValue, _ role: StandInLayerRole, _ property: AnimatableProperty,
        tolerance: CompileTolerance, share: CompileShare
    ) -> Double? {
        guard let (pose, own, above) = affinePose(role) else { return nil }
        var resized = pose
        resized.set(property, to: value)
        let (exact, shown) = (pose.boundsSize, resized.boundsSize)
        guard exact.width >= 0, exact.height >= 0, shown.width >= 0, shown.height >= 0 else { return nil }
        let (a, b) = ((shown.width - exact.width) / 2, (shown.height - exact.height) / 2)
        let m = own.concatenating(above)
        let step = max(
            hypot(a * m.m11 + b * m.m21, a * m.m12 + b * m.m22), hypot(a * m.m11 - b * m.m21, a * m.m12 - b * m.m22))
        guard step.isFinite else { return nil }
        return step / (tolerance.points * share.points)
    }

    /// A rect's corners carried by `map`, or `nil` when one is behind the viewer.
    static func corners(of map: PlaneTransform, _ rect: CGRect) -> Quad? {
        try? map.quad(for: rect)
    }

    /// What a pose of the layer playing `role` is measured against: its exact pose, the map above
    /// it, and the corners in the container of what it draws (for the clip, the body's too).
    private struct PoseReference {
        var role: StandInLayerRole
        var pose: LayerPose
        /// From the layer's superlayer to the container (identity for the clip, whose superlayer
        /// is the container, and for a picture, measured in the body).
        var above: PlaneTransform
        var mask: CGRect?
        /// What the layer draws (``LayerPose/extents(mask:)``).
        var extents: LayerPose.Extents
        /// The exact corners of the bounds, the radius box and the mask box (a picture: its frame).
        var corners: (Quad?, Quad?, Quad?)
        /// For the clip: the body's map and what it draws, and their exact corners.
        var body: (map: PlaneTransform, reach: LayerPose.Extents, corners: (Quad?, Quad?, Quad?))?
    }

    /// The reference poses of `role` are measured against (see ``deviation(of:_:_:tolerance:share:)``).
    private func poseReference(_ role: StandInLayerRole) -> PoseReference {
        let pose = pose(role)
        let own = pose.map
        switch role {
        case .clip, .body, .shadow:
            let above = role == .clip ? PlaneTransform.identity : self.pose(.clip).map
            let mask = maskBox(role)
            let map = own.concatenating(above)
            let e = pose.extents(mask: mask)
            let bounds = Self.corners(of: map, e.bounds)
            var reference = PoseReference(
                role: role, pose: pose, above: above, mask: mask, extents: e,
                corners: (
                    bounds, e.radii == e.bounds ? bounds : Self.corners(of: map, e.radii),
                    e.mask == e.bounds ? bounds : Self.corners(of: map, e.mask)
                ))
            if role == .clip {
                let bodyPose = self.pose(.body)
                let body = bodyPose.map
                let reach = bodyPose.extents(mask: maskBox(.body))
                let toExact = body.concatenating(own)
                let reachBounds = Self.corners(of: toExact, reach.bounds)
                reference.body = (
                    body, reach,
                    (
                        reachBounds, reach.radii == reach.bounds ? reachBounds : Self.corners(of: toExact, reach.radii),
                        reach.mask == reach.bounds ? reachBounds : Self.corners(of: toExact, reach.mask)
                    )
                )
            }
            return reference
        default:
            let frame = Self.corners(of: own, CGRect(origin: .zero, size: pose.boundsSize))
            let bounds = CGRect(origin: .zero, size: pose.boundsSize)
            return PoseReference(
                role: role, pose: pose, above: .identity, mask: nil, extents: (bounds, bounds, bounds),
                corners: (frame, nil, nil))
        }
    }

    /// How far showing `value` for the pose property `property` is from `reference` (see
    /// ``deviation(of:_:_:tolerance:share:)``), without arrays.
    private func deviation(
        of value: AnimationValue, _ property: AnimatableProperty, from reference: PoseReference,
        tolerance: CompileTolerance, share: CompileShare
    ) -> Double {
        var approx = reference.pose
        approx.set(property, to: value)
        let approxOwn = approx.map
        var d = 0.0
        func measure(_ e: Quad?, _ a: Quad?) {
            d = max(d, e.distance(to: a) / (tolerance.points * share.points))
            if let e, let a { d = max(d, Self.turn(e, a) / (tolerance.degrees * share.degrees)) }
        }
        switch reference.role {
        case .clip, .body, .shadow:
            // The layer's corners in the container (its bounds, and what its radii and mask reach
            // beyond them), and for the clip the body's too.
            let approxMap = approxOwn.concatenating(reference.above)
            let a = approx.extents(mask: reference.mask)
            // A box that is the bounds on both sides measures the same again: skipped.
            let e = reference.extents
            measure(reference.corners.0, Self.corners(of: approxMap, a.bounds))
            if e.radii != e.bounds || a.radii != a.bounds {
                measure(reference.corners.1, Self.corners(of: approxMap, a.radii))
            }
            if e.mask != e.bounds || a.mask != a.bounds {
                measure(reference.corners.2, Self.corners(of: approxMap, a.mask))
            }
            if let body = reference.body {
                let (toApprox, reach) = (body.map.concatenating(approxOwn), body.reach)
                measure(body.corners.0, Self.corners(of: toApprox, reach.bounds))
                if reach.radii != reach.bounds { measure(body.corners.1, Self.corners(of: toApprox, reach.radii)) }
                if reach.mask != reach.bounds { measure(body.corners.2, Self.corners(of: toApprox, reach.mask)) }
            }
        default:
            // A picture: its frame in the body.
            measure(reference.corners.0, Self.corners(of: approxOwn, CGRect(origin: .zero, size: approx.boundsSize)))
        }
        return d
    }

    /// The box of the path of the mask over `role`'s layer (the clip's, or the body's for the body
    /// and its shadow), `nil` for none.
    func maskBox(_ role: StandInLayerRole) -> CGRect? {
        let mask: StandInLayerRole? = role == .clip ? .clipMask : role == .body || role == .shadow ? .bodyMask : nil
        return mask.flatMap { self[$0].path.pointsBoundingBox }
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
            angle(a.topLeft, a.topRight, b.topLeft, b.topRight), angle(a.topLeft, a.bottomLeft, b.topLeft, b.bottomLeft)
        )
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
