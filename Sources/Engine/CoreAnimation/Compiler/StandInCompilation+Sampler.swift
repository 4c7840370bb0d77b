extension StandInCompilation {
    /// Places the keys of one property's sampled animation, segment by segment.
    struct Sampler {
        let compilation: StandInCompilation
        let role: StandInLayerRole
        let property: AnimatableProperty
        let share: CompileShare

        /// Where a segment's easing is fitted (fractions of it): at 15 times, its halves' at 7, theirs
        /// at 5; it is checked there and halfway between.
        static let fractions: [[Double]] = [
            (1...15).map { Double($0) / 16 }, (1...7).map { Double($0) / 8 }, [0.15, 0.3, 0.5, 0.7, 0.85],
        ]

        /// Checks per second between fitted times.
        static let grid = 480.0

        /// The motion's value at `t`.
        func value(_ t: Double) -> AnimationValue { compilation.value(role, property, at: t) }

        /// How far showing `shown` at `t` is from the motion, as a fraction of the share.
        func deviation(_ shown: AnimationValue, at t: Double) -> Double {
            compilation.moment(t).values.deviation(of: shown, role, property, tolerance: compilation.tolerance, share: share)
        }

        /// Appends the keys after `a` up to and including `b` that keep the blend from `va` to `vb`
        /// (as Core Animation blends neighbouring keyframes, eased by the segment's timing
        /// function) within the share.
        func refine(
            _ a: Double, _ va: AnimationValue, _ b: Double, _ vb: AnimationValue, depth: Int, into keys: inout [Key]
        ) {
            let fractions = Self.fractions[min(depth, Self.fractions.count - 1)]
            let easing = Self.easing(from: va, to: vb, through: fractions.map { ($0, value(a + $0 * (b - a))) })
            let blend = KeyframeBlend(va, vb)
            // Checked at the fitted times, halfway between them and every 1/480 s (times every
            // property shares), so neither a fit nor a kink can hide between checks; in that
            // order, up to the first that strays, without building arrays of times.
            func holds(at f: Double) -> Bool {
                guard let shown = blend.value(easing.progress(at: f)) else { return false }
                return deviation(shown, at: a + f * (b - a)) <= 1
            }
            func holdsEverywhere() -> Bool {
                guard fractions.allSatisfy(holds(at:)) else { return false }
                var previous = 0.0
                for i in 0...fractions.count {
                    let f = i < fractions.count ? fractions[i] : 1
                    guard holds(at: (previous + f) / 2) else { return false }
                    previous = f
                }
                for k in stride(from: (a * Self.grid).rounded(.down) + 1, to: b * Self.grid, by: 1) {
                    guard holds(at: (k / Self.grid - a) / (b - a)) else { return false }
                }
                return true
            }
            let fits = holdsEverywhere()
            if fits {
                keys.append((b, vb, easing))
                return
            }
            guard depth < 60 else {
                keys.append((b, vb, .linear))
                return
            }
            if b - a < 0.02, Self.flips(va, vb) {
                // The ends decompose into opposite quaternions, which blend the long way round: two
                // keys at the instant of the flip, the value before and after it, and each side on
                // its own.
                let (_, vlo, hi, vhi) = bisect(a, va, b, vb) { _, vlo, _, vm in Self.flips(vlo, vm) }
                split(a, va, at: hi, vlo, vhi, b, vb, depth: depth, into: &keys)
                return
            }
            if b - a <= 1e-4 {
                // A short segment that still strays: where the motion jumps, two keys at that
                // instant so nothing is blended across it; a steep but continuous stretch is split
                // on down to a nanosecond.
                let (_, vlo, hi, vhi) = bisect(a, va, b, vb) { lo, vlo, m, vm in
                    let blend = AnimationValue.interpolate(from: vlo, to: vm, fraction: 0.5)
                    return blend.map { deviation($0, at: lo + (m - lo) / 2) > 1 } ?? true
                }
                if deviation(vlo, at: hi) > 1 {
                    split(a, va, at: hi, vlo, vhi, b, vb, depth: depth, into: &keys)
                    return
                }
                guard b - a > 1e-9 else {
                    keys.append((b, vb, .linear))
                    return
                }
            }
            let m = a + (b - a) / 2
            let vm = value(m)
            refine(a, va, m, vm, depth: depth + 1, into: &keys)
            refine(m, vm, b, vb, depth: depth + 1, into: &keys)
        }

        /// Keys on both sides of an instant `t` where the value changes from `before` to `after`
        /// at once (two keys at that key time), each side refined on its own.
        func split(
            _ a: Double, _ va: AnimationValue, at t: Double, _ before: AnimationValue, _ after: AnimationValue,
            _ b: Double, _ vb: AnimationValue, depth: Int, into keys: inout [Key]
        ) {
            refine(a, va, t, before, depth: depth + 1, into: &keys)
            keys.append((t, after, .linear))
            if t < b { refine(t, after, b, vb, depth: depth + 1, into: &keys) }
        }

        /// Narrows `a ... b` to the instant (within 10⁻¹² s) where the trouble is: keeps the left
        /// half when `isInLeft(lo, value at lo, middle, value at middle)`, else the right.
        func bisect(
            _ a: Double, _ va: AnimationValue, _ b: Double, _ vb: AnimationValue,
            isInLeft: (Double, AnimationValue, Double, AnimationValue) -> Bool
        ) -> (lo: Double, vlo: AnimationValue, hi: Double, vhi: AnimationValue) {
            var (lo, vlo, hi, vhi) = (a, va, b, vb)
            for _ in 0..<60 where hi - lo > 1e-12 * max(1, abs(hi)) {
                let m = lo + (hi - lo) / 2
                let vm = value(m)
                if isInLeft(lo, vlo, m, vm) { (hi, vhi) = (m, vm) } else { (lo, vlo) = (m, vm) }
            }
            return (lo, vlo, hi, vhi)
        }

        /// Whether two transforms decompose into rotations on opposite sides of the quaternion
        /// sphere (a blend between them goes the long way round).
        static func flips(_ a: AnimationValue, _ b: AnimationValue) -> Bool {
            guard case .transform(let x) = a, case .transform(let y) = b, let p = try? x.decomposed(),
                let q = try? y.decomposed()
            else { return false }
            return p.rotation.dot(q.rotation) < 0
        }

        /// The timing function that best carries a segment from `va` to `vb` through the motion's
        /// values at fractions of it: with x control points ⅓ and ⅔ the curve is the cubic
        /// `3(1−u)²u·y₁ + 3(1−u)u²·y₂ + u³`, fitted by least squares to how far along the chord
        /// each value is. Linear when the chord is too short to measure along.
        static func easing(
            from va: AnimationValue, to vb: AnimationValue, through samples: [(Double, AnimationValue)]
        ) -> CubicBezierTiming {
            let (p, q) = (va.components, vb.components)
            let chord = zip(p, q).map { $1 - $0 }
            let length = chord.reduce(0) { $0 + $1 * $1 }
            let scale = max(p.reduce(0) { max($0, abs($1)) }, 1)
            guard length > 1e-18 * scale * scale else { return .linear }
            var (s11, s12, s22, r1, r2) = (0.0, 0.0, 0.0, 0.0, 0.0)
            // How far along the chord a value is; numbers, points and sizes without building arrays.
            func along(_ v: AnimationValue) -> Double {
                switch v {
                case .scalar(let x) where p.count == 1: return (x - p[0]) * chord[0] / length
                case .point(let q) where p.count == 2:
                    return ((Double(q.x) - p[0]) * chord[0] + (Double(q.y) - p[1]) * chord[1]) / length
                case .size(let q) where p.count == 2:
                    return ((Double(q.width) - p[0]) * chord[0] + (Double(q.height) - p[1]) * chord[1]) / length
                default: return zip(zip(v.components, p), chord).reduce(0) { $0 + ($1.0.0 - $1.0.1) * $1.1 } / length
                }
            }
            for (u, v) in samples {
                let along = along(v)
                let (b1, b2) = (3 * (1 - u) * (1 - u) * u, 3 * (1 - u) * u * u)
                let r = along - u * u * u
                (s11, s12, s22, r1, r2) = (s11 + b1 * b1, s12 + b1 * b2, s22 + b2 * b2, r1 + b1 * r, r2 + b2 * r)
            }
            let det = s11 * s22 - s12 * s12
            guard abs(det) > 1e-12 else { return .linear }
            let y1 = (r1 * s22 - r2 * s12) / det
            let y2 = (s11 * r2 - s12 * r1) / det
            guard y1.isFinite, y2.isFinite else { return .linear }
            // A gentle curve: steep ones only chase noise (a flipped rotation, a kink).
            return CubicBezierTiming(1.0 / 3, min(max(y1, -1), 2), 2.0 / 3, min(max(y2, -1), 2))
        }
    }
}
