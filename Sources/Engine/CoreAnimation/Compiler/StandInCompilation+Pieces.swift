import Foundation

extension StandInCompilation {
    /// How one property plays in `window`: a rest, one exact animation, or sampled.
    func piece(_ window: MotionWindow, _ role: StandInLayerRole, _ property: AnimatableProperty) -> Piece {
        let from = value(role, property, at: window.start)
        guard window.end > window.start else { return .rest(from) }
        let probes = probeMoments(window)
        if probes.allSatisfy({ Self.same($0.moment.values.value(role, property), from, property) }) { return .rest(from) }
        // The probes first: a candidate that strays fails at one of the first, and only one that
        // replays the motion is evaluated at the 257 times of the floor check.
        if let animation = candidate(window, role, property, from: from),
            probes.allSatisfy({ p in
                Self.value(of: animation, at: p.time).map { Self.same($0, p.moment.values.value(role, property), property) }
                    ?? false
            }),
            !Self.goesNegative(animation, window, property)
        {
            return .exact(animation)
        }
        return .sampled
    }

    /// The moments a window is checked at (``probes(_:)``), computed once per window.
    func probeMoments(_ w: MotionWindow) -> [(time: Double, moment: Moment)] {
        let key = [w.start, w.end]
        if let cached = probeCache[key] { return cached }
        let moments: [(time: Double, moment: Moment)] = probes(w).map { (time: $0, moment: moment($0)) }
        probeCache[key] = moments
        return moments
    }

    /// The times a window is checked at: every 1/480 s (times every property and the keyframe
    /// checks share, so the motion is computed once for each), at least 8 in all, 8 per swing of
    /// an under-damped spring, and just before the end. A clamp or kink Core Animation does not
    /// have (a size stopping at 0, a picture's fit switching sides) cannot hide between them for
    /// long.
    func probes(_ w: MotionWindow) -> [Double] {
        let span = w.end - w.start
        let grid = Sampler.grid
        var times = stride(from: (w.start * grid).rounded(.up), to: w.end * grid, by: 1).map { $0 / grid }
        var extra = 8.0
        let spring: DampedSpring?
        switch w.drive {
        case .spring(let s): spring = s
        case .turnAround(let r): spring = r.spring
        default: spring = nil
        }
        if let s = spring, s.dampingRatio < 1 {
            let period = 2 * Double.pi / (s.naturalFrequency * (1 - s.dampingRatio * s.dampingRatio).squareRoot())
            extra = max(extra, 8 * span / period)
        }
        if Double(times.count) < extra {
            let n = Int(min(extra, 2000).rounded(.up))
            times += (0..<n).map { w.start + span * (Double($0) + 0.5) / Double(n) }
        }
        return times + [w.end - min(1e-7, span * 1e-3)]
    }

    /// Whether a candidate for a size, radius or width would pass below 0 in `window` (checked 256
    /// times, cheaply), where the motion stops at 0 and Core Animation would not.
    static func goesNegative(_ animation: LayerAnimation, _ window: MotionWindow, _ property: AnimatableProperty) -> Bool {
        let floored: Set<AnimatableProperty> = [
            .boundsSize, .boundsWidth, .boundsHeight, .cornerRadius, .borderWidth, .shadowRadius,
        ]
        guard floored.contains(property) else { return false }
        let span = window.end - window.start
        for i in 0...256 {
            guard let v = value(of: animation, at: window.start + span * Double(i) / 256) else { return true }
            switch v {
            case .scalar(let x): if x < 0 { return true }
            case .size(let s): if s.width < 0 || s.height < 0 { return true }
            default: for c in v.components where c < 0 { return true }
            }
        }
        return false
    }

    /// What `animation` shows at `time`, as the model evaluates it (its from and to are set, so
    /// the model values do not matter).
    static func value(of animation: LayerAnimation, at time: Double) -> AnimationValue? {
        if case .group = animation {
            return animation.contributions(atParentTime: time, model: noModel, presentationWhenAdded: noModel).last?.value
        }
        return animation.propertyValue(atParentTime: time, model: noModel, presentationWhenAdded: noModel)
    }

    /// Model values for an animation whose from and to are set: built once.
    private static let noModel = LayerProperties()

    /// Whether two values of `property` look the same to rounding (colours premultiplied, opacities
    /// and colours within 0…1 as shown).
    static func same(_ a: AnimationValue, _ b: AnimationValue, _ property: AnimatableProperty) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-7 * max(1, abs(x), abs(y)) }
        func unit(_ x: Double) -> Double { min(max(x, 0), 1) }
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)):
            return property == .opacity || property == .shadowOpacity ? close(unit(x), unit(y)) : close(x, y)
        case (.point(let p), .point(let q)): return close(p.x, q.x) && close(p.y, q.y)
        case (.size(let p), .size(let q)): return close(p.width, q.width) && close(p.height, q.height)
        case (.transform(let p), .transform(let q)):
            return p == q
                || (close(p.m11, q.m11) && close(p.m12, q.m12) && close(p.m13, q.m13) && close(p.m14, q.m14)
                    && close(p.m21, q.m21) && close(p.m22, q.m22) && close(p.m23, q.m23) && close(p.m24, q.m24)
                    && close(p.m31, q.m31) && close(p.m32, q.m32) && close(p.m33, q.m33) && close(p.m34, q.m34)
                    && close(p.m41, q.m41) && close(p.m42, q.m42) && close(p.m43, q.m43) && close(p.m44, q.m44))
        case (.color(let p), .color(let q)):
            let (pa, qa) = (unit(p.alpha), unit(q.alpha))
            return close(pa, qa) && close(unit(p.red) * pa, unit(q.red) * qa)
                && close(unit(p.green) * pa, unit(q.green) * qa) && close(unit(p.blue) * pa, unit(q.blue) * qa)
        case (.path(let p), .path(let q)):
            if p == q { return true }
            let (u, v) = (p.points, q.points)
            guard u.count == v.count, p.hasSameStructure(as: q) else { return false }
            for k in u.indices where !close(u[k].x, v[k].x) || !close(u[k].y, v[k].y) { return false }
            return true
        default:
            return false
        }
    }
}
