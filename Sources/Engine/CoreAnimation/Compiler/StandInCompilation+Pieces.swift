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
            Self.replays(animation, probes, role, property),
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

    /// The properties whose motion stops at 0 (a size, radius or width never goes below it).
    static let floored: Set<AnimatableProperty> = [
        .boundsSize, .boundsWidth, .boundsHeight, .cornerRadius, .borderWidth, .shadowRadius,
    ]

    /// Whether a candidate for a size, radius or width would pass below 0 in `window` (checked at
    /// 257 times, cheaply), where the motion stops at 0 and Core Animation would not. A candidate
    /// whose every value is bounded clearly above 0 (``staysAboveZero(_:in:)``) is not sampled: the
    /// samples could not find one below.
    static func goesNegative(_ animation: LayerAnimation, _ window: MotionWindow, _ property: AnimatableProperty)
        -> Bool
    {
        guard floored.contains(property) else { return false }
        if staysAboveZero(animation, in: window) { return false }
        return sampledGoesNegative(animation, window)
    }

    /// Whether any of 257 values of `animation` evenly spread over `window` is below 0 (or missing).
    static func sampledGoesNegative(_ animation: LayerAnimation, _ window: MotionWindow) -> Bool {
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

    /// Whether a basic or spring candidate shows a value at every time of `window`, each above 0
    /// with room for rounding: each value is `from + (to − from)·f`, where the fraction `f` stays
    /// within a timing function's hull (0, 1 and its control points' y) or within 1 plus a
    /// spring's displacement range (``SpringMotion/displacementRange()``), and a line's least value
    /// on an interval is at one of its ends. `false` when it cannot tell: another kind of
    /// animation or value, ends of another kind than the key path's, a `by`, additive or
    /// cumulative one, an end at or near 0, or a timing that may show nothing in the window (begun
    /// after its start, not filling forwards, removed on completion, repeated, reversed, or at
    /// another pace: the samples count nothing shown as going below).
    static func staysAboveZero(_ animation: LayerAnimation, in window: MotionWindow) -> Bool {
        let timing = animation.timing
        guard timing.beginTime <= window.start, timing.fillMode.fillsForwards, !animation.isRemovedOnCompletion,
            timing.speed == 1, timing.timeOffset == 0, timing.repeatCount == 0, timing.repeatDuration == 0,
            !timing.autoreverses, let kind = animation.keyPath?.kind
        else { return false }
        let from: AnimationValue?
        let to: AnimationValue?
        var (f0, f1): (Double, Double)
        switch animation {
        case .basic(let b):
            guard b.byValue == nil, !b.isAdditive, !b.isCumulative else { return false }
            let t = b.timingFunction ?? .linear
            (from, to, f0, f1) = (b.fromValue, b.toValue, min(0, t.y1, t.y2), max(1, t.y1, t.y2))
        case .spring(let s):
            guard s.byValue == nil, !s.isAdditive, !s.isCumulative else { return false }
            let r = s.effectiveSpring.motion(from: 0, to: 1, initialVelocity: s.initialVelocity).displacementRange()
            (from, to, f0, f1) = (s.fromValue, s.toValue, 1 + r.lowerBound, 1 + r.upperBound)
        default:
            return false
        }
        // Room for the rounding of the fraction (a timing function solved, a spring's exponential
        // and sine) and of the blend, far above either.
        let reach = max(1, abs(f0), abs(f1))
        (f0, f1) = (f0 - 1e-9 * reach, f1 + 1e-9 * reach)
        func clear(_ x: Double, _ y: Double) -> Bool {
            guard x.isFinite, y.isFinite, f0.isFinite, f1.isFinite else { return false }
            return min(x + (y - x) * f0, x + (y - x) * f1) > 1e-9 * max(1, abs(x), abs(y)) * reach
        }
        guard let from, let to, from.kind == kind, to.kind == kind else { return false }
        switch (from, to) {
        case (.scalar(let x), .scalar(let y)): return clear(x, y)
        case (.size(let p), .size(let q)):
            return clear(Double(p.width), Double(q.width)) && clear(Double(p.height), Double(q.height))
        default: return false
        }
    }

    /// Whether `animation` shows the motion's value of `property` at every probe (``value(of:at:)``
    /// at each, with the model's value read once).
    static func replays(
        _ animation: LayerAnimation, _ probes: [(time: Double, moment: Moment)], _ role: StandInLayerRole,
        _ property: AnimatableProperty
    ) -> Bool {
        if case .group = animation {
            return probes.allSatisfy { p in
                value(of: animation, at: p.time).map { same($0, p.moment.values.value(role, property), property) }
                    ?? false
            }
        }
        let model = animation.keyPath.map { noModel[$0] } ?? .scalar(0)
        return probes.allSatisfy { p in
            animation.propertyValue(atParentTime: p.time, modelValue: model, presentationValue: model)
                .map { same($0, p.moment.values.value(role, property), property) } ?? false
        }
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
