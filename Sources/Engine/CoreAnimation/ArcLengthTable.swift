/// Cumulative chord lengths along a piecewise curve, sampled finely, to find the point a given
/// fraction of the total length along (constant speed for paced and cubic-paced keyframes).
struct ArcLengthTable: Sendable {
    /// Samples per segment.
    static let samplesPerSegment = 256
    /// Cumulative length at each sample: segment `j`, parameter `k / samplesPerSegment`, is entry
    /// `j · samplesPerSegment + k`.
    let lengths: [Double]
    let segmentCount: Int

    /// Samples `segmentCount` segments through `point(segment, u)`, whose results are component
    /// arrays of equal length.
    init(segmentCount: Int, point: (Int, Double) -> [Double]) {
        self.segmentCount = segmentCount
        let m = Self.samplesPerSegment
        var lengths: [Double] = [0]
        lengths.reserveCapacity(segmentCount * m + 1)
        var total = 0.0
        for j in 0..<segmentCount {
            var previous = point(j, 0)
            for k in 1...m {
                let next = point(j, Double(k) / Double(m))
                total += zip(previous, next).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
                lengths.append(total)
                previous = next
            }
        }
        self.lengths = lengths
    }

    /// The total length.
    var total: Double { lengths.last ?? 0 }

    /// The segment and its parameter `fraction` (0…1) of the total length along; evenly in the
    /// parameter when the curve has no length.
    func locate(fraction: Double) -> (segment: Int, u: Double) {
        let m = Self.samplesPerSegment
        let f = min(max(fraction.isNaN ? 0 : fraction, 0), 1)
        guard segmentCount > 0 else { return (0, f) }
        guard total > 0 else {
            let x = f * Double(segmentCount)
            let j = min(Int(x), segmentCount - 1)
            return (j, x - Double(j))
        }
        let target = f * total
        // The first sample at or beyond the target.
        var low = 0
        var high = lengths.count - 1
        while low < high {
            let mid = (low + high) / 2
            if lengths[mid] < target { low = mid + 1 } else { high = mid }
        }
        let i = max(low, 1)
        let span = lengths[i] - lengths[i - 1]
        let within = span > 0 ? (target - lengths[i - 1]) / span : 0
        let j = (i - 1) / m
        let k = (i - 1) % m
        return (j, (Double(k) + within) / Double(m))
    }
}
