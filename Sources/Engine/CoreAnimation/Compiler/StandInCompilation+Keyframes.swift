extension StandInCompilation {
    /// One key of a sampled animation: its time, value, and the easing of the segment that ends
    /// at it.
    typealias Key = (time: Double, value: AnimationValue, easing: CubicBezierTiming)

    /// A keyframe animation of `property` over `start ... end` that stays within its share of the
    /// tolerance: keys at the start, at each cut (two at one key time where the motion jumps
    /// there), at the end (the value just before it), and in between wherever a segment strays,
    /// halving it until none does. Each segment eases along its chord with a cubic fitted to the
    /// motion (its own timing function), so a spring's or an ease's pace costs no keys.
    func keyframes(
        _ role: StandInLayerRole, _ property: AnimatableProperty, from start: Double, to end: Double, cuts: [Double],
        share: CompileShare
    ) -> KeyframeAnimation {
        let sampler = Sampler(compilation: self, role: role, property: property, share: share)
        func before(_ t: Double) -> Double { t - 1e-9 * max(1, abs(t)) }
        var keys: [Key] = [(start, sampler.value(start), .linear)]
        for b in cuts.filter({ $0 > start && $0 < end }) + [end] {
            let left = sampler.value(before(b))
            let (a, va, _) = keys[keys.count - 1]
            sampler.refine(a, va, b, left, depth: 0, into: &keys)
            guard b < end else { break }
            let right = sampler.value(b)
            if sampler.deviation(left, at: b) > 0.05 {
                keys.append((b, right, .linear))
            } else {
                keys[keys.count - 1].value = right
            }
        }
        let span = end - start
        return KeyframeAnimation(
            keyPath: property, values: keys.map(\.value),
            keyTimes: keys.map { $0.time >= end ? 1 : min(max(($0.time - start) / span, 0), 1) },
            timingFunctions: keys.dropFirst().map(\.easing),
            timing: MediaTiming(beginTime: start, duration: span, fillMode: .forwards), isRemovedOnCompletion: false)
    }
}
