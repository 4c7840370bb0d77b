extension KeyframeAnimation {
    /// The value at `progress` (basic time over duration, 0…1), before the cumulative term.
    ///
    /// CAKeyframeAnimation's documented order: the animation's `timingFunction` maps progress to
    /// `y` (clamped to 0…1 here), the key times place `y` in segment `j` at fraction `u`, the
    /// segment's timing function maps `u`, and the mode computes the value. Paced and cubic-paced
    /// modes ignore key times and every timing function (the header names `timingFunctions`, the
    /// documentation `timingFunction`; this model ignores both, an open point).
    package func value(atProgress progress: Double) -> AnimationValue? {
        if let path, keyPath.kind == .point { return pathValue(path, progress: progress) }
        let n = values.count
        guard n > 0 else { return nil }
        guard n > 1 else { return values[0] }
        let y = min(max(timingFunction?.progress(at: progress) ?? progress, 0), 1)
        switch calculationMode {
        case .discrete:
            return values[Self.discreteIndex(y, keyTimes: discreteKeyTimes(count: n), count: n)]
        case .paced:
            let (j, u) = Self.segment(min(max(progress, 0), 1), keyTimes: pacedKeyTimes())
            return AnimationValue.interpolate(from: values[j], to: values[j + 1], fraction: u)
        case .cubicPaced:
            return cubicPacedValue(progress: min(max(progress, 0), 1))
        case .linear, .cubic:
            let (j, u) = Self.segment(y, keyTimes: linearKeyTimes(count: n))
            let eased = segmentTiming(j)?.progress(at: u) ?? u
            if calculationMode == .cubic, let v = splineValue(segment: j, u: eased) { return v }
            return AnimationValue.interpolate(from: values[j], to: values[j + 1], fraction: eased)
        }
    }

    /// The timing function of segment `j`, or `nil` (linear) when none is given.
    func segmentTiming(_ j: Int) -> CubicBezierTiming? {
        guard let timingFunctions, j < timingFunctions.count else { return nil }
        return timingFunctions[j]
    }

    /// The key times for `n` keyframes in linear or cubic mode: `keyTimes` when valid (one per
    /// keyframe, non-decreasing, from exactly 0 to exactly 1), else `i / (n − 1)`. Apple: "If the
    /// values in this array are invalid or inappropriate for the current calculation mode, they
    /// are ignored."
    func linearKeyTimes(count n: Int) -> [Double] {
        if let keyTimes, Self.isValid(keyTimes), keyTimes.count == n { return keyTimes }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// The key times for `n` values in discrete mode: `keyTimes` when valid with `n + 1` entries
    /// (Apple's rule: "one more entry than appears in the values array") or `n` entries (accepted
    /// too, the last value then showing only at the end; an open point), else `i / n`.
    func discreteKeyTimes(count n: Int) -> [Double] {
        if let keyTimes, Self.isValid(keyTimes), keyTimes.count == n + 1 || keyTimes.count == n { return keyTimes }
        return (0...n).map { Double($0) / Double(n) }
    }

    /// Paced key times: each keyframe at its share of the total distance along the values
    /// (`k_i = L_i / L`), evenly spaced when the values do not move.
    func pacedKeyTimes() -> [Double] {
        var lengths: [Double] = [0]
        for i in 1..<values.count {
            lengths.append(lengths[i - 1] + (values[i - 1].distance(to: values[i]) ?? 0))
        }
        let total = lengths[lengths.count - 1]
        guard total > 0 else { return (0..<values.count).map { Double($0) / Double(values.count - 1) } }
        return lengths.map { $0 / total }
    }

    /// Whether key times are finite, within 0…1, non-decreasing, start at 0 and end at 1.
    static func isValid(_ times: [Double]) -> Bool {
        guard let first = times.first, let last = times.last, first == 0, last == 1 else { return false }
        var previous = 0.0
        for t in times {
            guard t.isFinite, t >= previous, t <= 1 else { return false }
            previous = t
        }
        return true
    }

    /// The segment `j` (keyframes `j` and `j + 1`) holding `y`, and how far through it `y` is: the
    /// last `j` with `k_j ≤ y`, so a segment of zero length jumps to its end; at or beyond the last
    /// key time, the last segment at 1.
    static func segment(_ y: Double, keyTimes k: [Double]) -> (index: Int, fraction: Double) {
        let last = k.count - 2
        if y >= k[k.count - 1] { return (last, 1) }
        var j = 0
        while j < last, k[j + 1] <= y { j += 1 }
        let span = k[j + 1] - k[j]
        return (j, span > 0 ? min(max((y - k[j]) / span, 0), 1) : 1)
    }

    /// The discrete value index (of `n` values) at `y`: "Each value / keyTime pair represents the
    /// value from the specified time until the next keyframe"; the last value at `y = 1`.
    static func discreteIndex(_ y: Double, keyTimes k: [Double], count n: Int) -> Int {
        var i = 0
        while i + 1 < n, i + 1 < k.count, k[i + 1] <= y { i += 1 }
        return i
    }
}
