import Foundation

/// How a time grows with the number of views: the slope `k` of the least-squares line through
/// `(log views, log time)`, so that time ∝ views^k. `k` ≈ 1 is linear, ≈ 2 quadratic.
enum ScalingFit {
    /// The exponent for `points` (views, time), or `nil` with fewer than two distinct sizes.
    static func exponent(_ points: [(views: Int, time: Double)]) -> Double? {
        let xs = points.map { log(Double($0.views)) }
        let ys = points.map { log($0.time) }
        guard Set(xs).count >= 2 else { return nil }
        let n = Double(xs.count)
        let mx = xs.reduce(0, +) / n
        let my = ys.reduce(0, +) / n
        var sxy = 0.0
        var sxx = 0.0
        for (x, y) in zip(xs, ys) {
            sxy += (x - mx) * (y - my)
            sxx += (x - mx) * (x - mx)
        }
        return sxy / sxx
    }
}
