import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// A compiled stand-in played by the model's evaluator (every animation added at time 0, so a
/// layer's time is the motion's), and what it shows rebuilt from the presented layers with this
/// file's own geometry: corners carried through each layer's transform about its centre and then
/// its parent's, radii stretched by finite differences of that map.
struct PlayedStandIn {
    let compiled: CompiledStandIn
    var layers: [StandInLayerRole: AnimatedLayer] = [:]

    init(_ compiled: CompiledStandIn) {
        self.compiled = compiled
        for layer in compiled.layers {
            var played = AnimatedLayer(model: layer.model)
            for animation in layer.animations { played.add(animation, atAbsoluteTime: 0) }
            layers[layer.role] = played
        }
    }

    /// What the stand-in shows at `time`.
    func shown(at time: Double) -> Shown {
        var p: [StandInLayerRole: LayerProperties] = [:]
        for (role, layer) in layers { p[role] = layer.presentation(atAbsoluteTime: time) }
        return Shown(compiled: compiled, presented: p)
    }
}

/// One moment of a played stand-in.
struct Shown {
    let compiled: CompiledStandIn
    let presented: [StandInLayerRole: LayerProperties]

    /// A point of `role`'s own space in the container: through the layer (about its centre), then
    /// each ancestor; `nil` behind the viewer.
    func container(_ point: CGPoint, from role: StandInLayerRole) -> CGPoint? {
        var q = point
        var current: StandInLayerRole? = role.isMask ? role.parent : role
        while let r = current, let l = presented[r] {
            let (x, y) = (q.x - l.boundsSize.width / 2, q.y - l.boundsSize.height / 2)
            let t = l.transform
            let w = x * t.m14 + y * t.m24 + t.m44
            guard w > 0 else { return nil }
            q = CGPoint(
                x: (x * t.m11 + y * t.m21 + t.m41) / w + l.position.x, y: (x * t.m12 + y * t.m22 + t.m42) / w + l.position.y)
            current = r.parent
        }
        return q
    }

    /// The corners of `role`'s bounds in the container, clockwise from the top-left.
    func quad(_ role: StandInLayerRole) -> [CGPoint]? {
        guard let s = presented[role]?.boundsSize else { return nil }
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: s.width, y: 0), CGPoint(x: s.width, y: s.height), CGPoint(x: 0, y: s.height)]
        let mapped = corners.compactMap { container($0, from: role) }
        return mapped.count == 4 ? mapped : nil
    }

    /// How much `role`'s map to the container stretches its x and y axes at `point` (central
    /// differences).
    func stretch(_ role: StandInLayerRole, at point: CGPoint) -> (x: Double, y: Double) {
        let h = 1e-3
        func d(_ dx: Double, _ dy: Double) -> Double {
            guard let a = container(CGPoint(x: point.x - dx, y: point.y - dy), from: role),
                let b = container(CGPoint(x: point.x + dx, y: point.y + dy), from: role)
            else { return .nan }
            return hypot(b.x - a.x, b.y - a.y) / (2 * h)
        }
        return (d(h, 0), d(0, h))
    }

    /// `role`'s corner radii as seen in the container, clockwise from the top-left: its
    /// `cornerRadius` on its masked corners, or its mask's rounded-rect path, stretched.
    func radii(_ role: StandInLayerRole, mask: StandInLayerRole) -> [CGSize]? {
        guard let layer = compiled.layer(role), let l = presented[role] else { return nil }
        let (w, h) = (l.boundsSize.width, l.boundsSize.height)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0), CGPoint(x: w, y: h), CGPoint(x: 0, y: h)]
        var own: [CGSize]
        if let path = presented[mask]?.path, compiled.layer(mask) != nil, path.elements.count == 10 {
            // move (x0 + tl.w, y0), line (x1 − tr.w, y0), curve to (x1, y0 + tr.h), line (x1, y1 − br.h),
            // curve to (x1 − br.w, y1), line (x0 + bl.w, y1), curve to (x0, y1 − bl.h), line (x0, y0 + tl.h):
            // the rect's edges are the path's own.
            func end(_ i: Int) -> CGPoint {
                switch path.elements[i] {
                case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
                case .close: .zero
                }
            }
            let (x0, y0, x1, y1) = (end(6).x, end(0).y, end(2).x, end(4).y)
            own = [
                CGSize(width: end(0).x - x0, height: end(7).y - y0), CGSize(width: x1 - end(1).x, height: end(2).y - y0),
                CGSize(width: x1 - end(4).x, height: y1 - end(3).y), CGSize(width: end(5).x - x0, height: y1 - end(6).y),
            ]
        } else {
            let bits: [CornerMask] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
            own = bits.map { layer.maskedCorners.contains($0) ? CGSize(width: l.cornerRadius, height: l.cornerRadius) : .zero }
        }
        return zip(own, corners).map { r, c in
            guard r.width != 0 || r.height != 0 else { return .zero }
            let s = stretch(role, at: c)
            return CGSize(width: r.width * s.x, height: r.height * s.y)
        }
    }
}

/// The worst error seen in each class, and the first failures.
struct CompileErrors: Sendable {
    var worst: [String: (error: Double, context: String)] = [:]
    var failures: [String] = []
    var checked = 0
    var unsupported: [String] = []

    /// Records `error` of `kind`; a failure when it is above `tolerance`.
    mutating func record(_ kind: String, _ error: Double, tolerance: Double, _ context: @autoclosure () -> String) {
        if !(error <= (worst[kind]?.error ?? -1)) { worst[kind] = (error.isNaN ? .infinity : error, context()) }
        if !(error <= tolerance), failures.count < 20 { failures.append("\(kind) off by \(error) (> \(tolerance)): \(context())") }
    }

    /// Adds another tally's errors.
    mutating func merge(_ other: CompileErrors) {
        for (k, v) in other.worst where !(v.error <= (worst[k]?.error ?? -1)) { worst[k] = v }
        failures += other.failures.prefix(max(0, 20 - failures.count))
        checked += other.checked
        unsupported += other.unsupported
    }

    /// The worst error per class, one line each.
    var summary: String {
        worst.keys.sorted().map { k in "  \(k): \(String(format: "%.3g", worst[k]!.error)) (\(worst[k]!.context))" }
            .joined(separator: "\n")
    }
}

/// The radii a layer shows for `radii` seen in the container, on a layer of `size` whose own
/// points `map` carries to the container: each corner's radius at most half its side in the
/// layer's own points (`cornerRadius`: half the shorter side), as Core Animation draws them.
func displayedRadii(_ radii: CornerRadii, map: PlaneTransform, size: CGSize, asPath: Bool) -> [CGSize] {
    let (w, h) = (size.width, size.height)
    let corners = [CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0), CGPoint(x: w, y: h), CGPoint(x: 0, y: h)]
    return zip(radii.corners, corners).map { r, c in
        let step = 1e-3
        func stretch(_ dx: Double, _ dy: Double) -> Double {
            guard let a = try? map.apply(to: CGPoint(x: c.x - dx, y: c.y - dy)),
                let b = try? map.apply(to: CGPoint(x: c.x + dx, y: c.y + dy))
            else { return .infinity }
            return hypot(b.x - a.x, b.y - a.y) / (2 * step)
        }
        let cap = asPath ? (w / 2, h / 2) : (min(w, h) / 2, min(w, h) / 2)
        return CGSize(
            width: min(r.width, max(cap.0, 0) * stretch(step, 0)), height: min(r.height, max(cap.1, 0) * stretch(0, step)))
    }
}

/// The largest distance between corresponding points.
func distance(_ a: [CGPoint], _ b: [CGPoint]) -> Double {
    zip(a, b).reduce(0) { max($0, hypot($1.0.x - $1.1.x, $1.0.y - $1.1.y)) }
}

/// A colour's premultiplied components.
func premultiplied(_ c: RGBAColor) -> [Double] {
    let a = min(max(c.alpha, 0), 1)
    return [c.red * a, c.green * a, c.blue * a, a]
}

/// Compares a played stand-in with the exact frames at every time.
func checkPlayed(
    _ compiled: CompiledStandIn, against exact: (Double) -> StandInFrame?, times: [Double], context: String,
    into errors: inout CompileErrors
) {
    guard compiled.isSupported else {
        errors.unsupported.append("\(context) \(compiled.name): \(compiled.unsupported.joined(separator: "; "))")
        return
    }
    let played = PlayedStandIn(compiled)
    for t in times {
        guard let frame = exact(t) else { continue }
        checkShown(
            played.shown(at: t), against: frame, context: "\(context) \(compiled.name) t=\(String(format: "%.4f", t))",
            into: &errors)
    }
}

/// Compares what a played stand-in shows at one moment with the exact frame then.
func checkShown(_ s: Shown, against frame: StandInFrame, context where_: String, into errors: inout CompileErrors) {
    let compiled = s.compiled
    let tolerance = CompileTolerance.standard
    do {
        errors.checked += 1
        let state = frame.state
        if let quad = s.quad(.body) {
            errors.record("body quad (pt)", distance(quad, frame.quad.corners), tolerance: tolerance.points, where_)
            let (e, f) = (frame.quad.corners, quad)
            if hypot(e[1].x - e[0].x, e[1].y - e[0].y) > 1 {
                let a = atan2(e[1].y - e[0].y, e[1].x - e[0].x)
                let b = atan2(f[1].y - f[0].y, f[1].x - f[0].x)
                let d = abs(remainder(a - b, 2 * .pi)) * 180 / .pi
                errors.record("body angle (°)", d, tolerance: tolerance.degrees, where_)
            }
        } else {
            errors.record("body quad (pt)", .infinity, tolerance: tolerance.points, where_ + " not drawable")
        }
        if let clip = state.clip, let expected = try? clip.quad() {
            errors.record("clip quad (pt)", s.quad(.clip).map { distance($0, expected.corners) } ?? .infinity, tolerance: tolerance.points, where_)
            if let radii = s.radii(.clip, mask: .clipMask) {
                let expected = displayedRadii(
                    clip.cornerRadii, map: clip.transformToContainer, size: clip.size, asPath: compiled.layer(.clipMask) != nil)
                let d = zip(radii, expected).reduce(0) { max($0, abs($1.0.width - $1.1.width), abs($1.0.height - $1.1.height)) }
                errors.record("clip radii (pt)", d, tolerance: tolerance.points, where_)
            }
        }
        let body = s.presented[.body]!
        errors.record("alpha", abs(body.opacity - state.alpha), tolerance: tolerance.alpha, where_)
        // The border as the display link draws it (its layout, in the body's own points).
        errors.record(
            "border width (pt)", abs(body.borderWidth - StandInLayout(frame).borderWidth), tolerance: tolerance.points,
            where_)
        if let radii = s.radii(.body, mask: .bodyMask) {
            let asPath = s.presented[.bodyMask].map { $0.path.elements.count == 10 } ?? false
            let expected = displayedRadii(state.cornerRadii, map: state.transformToContainer, size: state.size, asPath: asPath)
            let d = zip(radii, expected).reduce(0) { max($0, abs($1.0.width - $1.1.width), abs($1.0.height - $1.1.height)) }
            errors.record("radii (pt)", d, tolerance: tolerance.points, where_)
        }
        let color = zip(premultiplied(body.backgroundColor), premultiplied(state.backgroundColor ?? .clear)).reduce(0) { max($0, abs($1.0 - $1.1)) }
        errors.record("background colour", color, tolerance: tolerance.alpha, where_)
        for (role, alpha, rect) in [
            (StandInLayerRole.sourceContent, frame.sourceContentAlpha, frame.sourceContentFrame),
            (.destinationContent, frame.destinationContentAlpha, frame.destinationContentFrame),
        ] {
            let layer = s.presented[role]
            errors.record("content alpha", abs((layer?.opacity ?? 0) - alpha), tolerance: tolerance.alpha, where_ + " \(role)")
            if let rect, let layer {
                // A text layer keeps its bounds and is scaled about its centre.
                let (sx, sy) = (layer.transform.m11, layer.transform.m22)
                let (w, h) = (layer.boundsSize.width * sx, layer.boundsSize.height * sy)
                let shown = CGRect(x: layer.position.x - w / 2, y: layer.position.y - h / 2, width: w, height: h)
                let d = max(abs(shown.minX - rect.minX), abs(shown.minY - rect.minY), abs(shown.maxX - rect.maxX), abs(shown.maxY - rect.maxY))
                errors.record("content frame (pt)", d, tolerance: tolerance.points, where_ + " \(role)")
            }
        }
        if let shadow = s.presented[.shadow] {
            errors.record("shadow opacity", abs(shadow.shadowOpacity - (state.shadow?.opacity ?? 0)), tolerance: tolerance.alpha, where_)
            if let quad = s.quad(.shadow) {
                errors.record("shadow quad (pt)", distance(quad, frame.quad.corners), tolerance: tolerance.points, where_)
            }
        }
        if let mask = state.mask, state.shape.isAffine, let path = s.presented[.bodyMask]?.path, path.elements.count == 6 {
            let ends = path.elements.compactMap { e -> CGPoint? in if case .curve(let p, _, _) = e { p } else { nil } }
            let d = ends.compactMap { s.container($0, from: .bodyMask) }.reduce(0) {
                max($0, abs(hypot($1.x - mask.center.x, $1.y - mask.center.y) - mask.radius))
            }
            errors.record("mask radius (pt)", d, tolerance: tolerance.points, where_)
        }
    }
}

/// Times from `start` to `end` at 240 Hz, and `end` itself.
func times(from start: Double, to end: Double) -> [Double] {
    Array(stride(from: start, to: end, by: 1.0 / 240)) + [end]
}
