import Foundation

/// A value with the arithmetic that paced and cubic keyframes need.
package protocol KeyframeValue: Interpolatable {
    /// The distance between two values (for constant speed).
    func distance(to other: Self) -> Double
    /// `Σ weightᵢ · valueᵢ` for four values (for Catmull-Rom splines).
    static func combine(
        _ a: Self, _ wa: Double, _ b: Self, _ wb: Double, _ c: Self, _ wc: Double, _ d: Self, _ wd: Double
    )
        -> Self
}

extension Double: KeyframeValue {
    /// |b − a|.
    package func distance(to other: Double) -> Double { abs(other - self) }
    /// The weighted sum.
    package static func combine(
        _ a: Double, _ wa: Double, _ b: Double, _ wb: Double, _ c: Double, _ wc: Double, _ d: Double, _ wd: Double
    ) -> Double { a * wa + b * wb + c * wc + d * wd }
}

extension CGPoint: KeyframeValue {
    /// The Euclidean distance, in points.
    package func distance(to other: CGPoint) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }
    /// The weighted sum, per coordinate.
    package static func combine(
        _ a: CGPoint, _ wa: Double, _ b: CGPoint, _ wb: Double, _ c: CGPoint, _ wc: Double, _ d: CGPoint, _ wd: Double
    ) -> CGPoint {
        CGPoint(x: a.x * wa + b.x * wb + c.x * wc + d.x * wd, y: a.y * wa + b.y * wb + c.y * wc + d.y * wd)
    }
}

/// Keyframes with Core Animation's `CAKeyframeAnimation` semantics: values at key times (fractions of
/// the duration), a timing curve per segment, and a calculation mode.
///
/// ```swift
/// let bounce = try KeyframeTrack(values: [0.0, 1.2, 0.9, 1.0], keyTimes: [0, 0.5, 0.8, 1])
/// bounce.value(at: 0.5)  // 1.2
/// ```
package struct KeyframeSequence<Value: KeyframeValue>: Sendable {
    /// How values between keyframes are computed (`calculationMode`).
    package enum CalculationMode: Hashable, Sendable {
        /// Straight between neighbours, per segment timing.
        case linear
        /// Each value held until the next key time.
        case discrete
        /// Constant speed over the whole path; key times and timing curves are ignored.
        case paced
        /// A Catmull-Rom spline through the values (Core Animation's cubic mode with zero tension,
        /// continuity and bias); the ends use their neighbour as the missing point.
        case cubic
    }

    /// Why a track cannot be built.
    package struct InvalidKeyframes: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong.
        package let description: String
    }

    /// The values.
    package let values: [Value]
    /// The key time of each value, 0…1, non-decreasing (for discrete: one per value, or one more).
    package let keyTimes: [Double]
    /// One timing curve per segment (all linear when not given).
    package let timingFunctions: [CubicBezierTiming]
    /// The calculation mode.
    package let mode: CalculationMode

    /// Creates a track.
    /// - Parameters:
    ///   - values: the values, at least one.
    ///   - keyTimes: `nil` spaces the values evenly.
    ///   - timingFunctions: one per segment, or one for all, or `nil` for linear.
    ///   - mode: how values between key times are calculated.
    /// - Throws: ``InvalidKeyframes`` for no values, key times that are not finite, outside 0…1,
    ///   decreasing or of the wrong count, or a wrong number of timing functions.
    package init(
        values: [Value], keyTimes: [Double]? = nil, timingFunctions: [CubicBezierTiming]? = nil,
        mode: CalculationMode = .linear
    ) throws {
        guard !values.isEmpty else { throw InvalidKeyframes(description: "a keyframe track needs at least one value") }
        let n = values.count
        let times: [Double]
        if let keyTimes {
            let allowed = mode == .discrete ? [n, n + 1] : [n]
            guard allowed.contains(keyTimes.count) else {
                throw InvalidKeyframes(
                    description:
                        "expected \(allowed.map(String.init).joined(separator: " or ")) key times, got \(keyTimes.count)"
                )
            }
            guard keyTimes.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else {
                throw InvalidKeyframes(description: "key times must be finite and within 0…1")
            }
            guard zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                throw InvalidKeyframes(description: "key times must not decrease")
            }
            times = keyTimes
        } else {
            let segments = mode == .discrete ? n : max(n - 1, 1)
            times = (0..<(mode == .discrete ? n : n)).map { Double($0) / Double(segments) }
        }
        let segments = max(n - 1, 1)
        if let timingFunctions, timingFunctions.count != 1, timingFunctions.count != segments {
            throw InvalidKeyframes(
                description: "expected 1 or \(segments) timing functions, got \(timingFunctions.count)")
        }
        self.values = values
        self.keyTimes = times
        self.timingFunctions =
            timingFunctions.map { $0.count == 1 ? Array(repeating: $0[0], count: segments) : $0 }
            ?? Array(repeating: .linear, count: segments)
        self.mode = mode
    }

    /// The value at `fraction` of the duration (clamped to 0…1).
    package func value(at fraction: Double) -> Value {
        let n = values.count
        guard n > 1 else { return values[0] }
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        switch mode {
        case .discrete:
            var i = 0
            while i + 1 < keyTimes.count, i + 1 < n, keyTimes[i + 1] <= t { i += 1 }
            return values[i]
        case .paced:
            return paced(t)
        case .linear, .cubic:
            if t <= keyTimes[0] { return values[0] }
            if t >= keyTimes[n - 1] { return values[n - 1] }
            var i = 0
            while i + 2 < n, keyTimes[i + 1] <= t { i += 1 }
            let span = keyTimes[i + 1] - keyTimes[i]
            let local = span > 0 ? (t - keyTimes[i]) / span : 1
            let eased = timingFunctions[i].progress(at: local)
            return mode == .linear
                ? .interpolate(from: values[i], to: values[i + 1], fraction: eased) : spline(i, eased)
        }
    }

    private func paced(_ t: Double) -> Value {
        var lengths: [Double] = []
        for i in 0..<(values.count - 1) { lengths.append(values[i].distance(to: values[i + 1])) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return values[Int((t * Double(values.count - 1)).rounded(.down))] }
        var remaining = t * total
        for (i, length) in lengths.enumerated() {
            if remaining <= length || i == lengths.count - 1 {
                return .interpolate(
                    from: values[i], to: values[i + 1], fraction: length > 0 ? min(remaining / length, 1) : 1)
            }
            remaining -= length
        }
        return values[values.count - 1]
    }

    /// Uniform Catmull-Rom between values i and i + 1 at local parameter u.
    private func spline(_ i: Int, _ u: Double) -> Value {
        let p0 = values[max(i - 1, 0)]
        let p1 = values[i]
        let p2 = values[i + 1]
        let p3 = values[min(i + 2, values.count - 1)]
        let u2 = u * u
        let u3 = u2 * u
        return .combine(
            p0, (-u3 + 2 * u2 - u) / 2, p1, (3 * u3 - 5 * u2 + 2) / 2, p2, (-3 * u3 + 4 * u2 + u) / 2, p3, (u3 - u2) / 2
        )
    }
}
