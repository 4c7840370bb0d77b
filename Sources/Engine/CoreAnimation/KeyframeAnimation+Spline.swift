/// One cubic Hermite piece of a keyframe spline: the end values and their tangents, as component
/// arrays.
struct HermiteSegment: Sendable {
    var start: [Double]
    var leaving: [Double]
    var end: [Double]
    var arriving: [Double]

    /// `h00·start + h10·leaving + h01·end + h11·arriving` at `u` (0…1).
    func value(at u: Double) -> [Double] {
        let (u2, u3) = (u * u, u * u * u)
        let (h00, h10, h01, h11) = (2 * u3 - 3 * u2 + 1, u3 - 2 * u2 + u, -2 * u3 + 3 * u2, u3 - u2)
        var out = start
        for k in out.indices {
            out[k] = h00 * start[k] + h10 * leaving[k] + h01 * end[k] + h11 * arriving[k]
        }
        return out
    }
}

extension KeyframeAnimation {
    /// Whether the values can run through a spline: all numbers, points, sizes or colours of one
    /// kind. Transforms and paths cannot (their spline in Core Animation is undocumented); cubic
    /// modes fall back to linear and paced for them.
    var isSplineable: Bool {
        guard let kind = values.first?.kind, [.scalar, .point, .size, .color].contains(kind) else { return false }
        return values.allSatisfy { $0.kind == kind }
    }

    /// The Kochanek–Bartels tangents at keyframe `i` of `p` (the header links the standard form):
    /// with tension t, continuity c, bias b at the keyframe, `d0 = p_i − p_{i−1}` and
    /// `d1 = p_{i+1} − p_i`,
    /// - leaving: `(1−t)(1+b)(1+c)/2 · d0 + (1−t)(1−b)(1−c)/2 · d1`,
    /// - arriving: `(1−t)(1+b)(1−c)/2 · d0 + (1−t)(1−b)(1+c)/2 · d1`.
    ///
    /// The first and last keyframes repeat themselves as their missing neighbour (a zero
    /// difference), and tangents are not rescaled for uneven key times: both open points.
    func tangents(_ p: [[Double]], at i: Int) -> (arriving: [Double], leaving: [Double]) {
        func parameter(_ list: [Double]?) -> Double {
            guard let list, i < list.count, list[i].isFinite else { return 0 }
            return list[i]
        }
        let (t, c, b) = (parameter(tensionValues), parameter(continuityValues), parameter(biasValues))
        let previous = p[max(i - 1, 0)]
        let next = p[min(i + 1, p.count - 1)]
        let d0 = zip(p[i], previous).map { $0 - $1 }
        let d1 = zip(next, p[i]).map { $0 - $1 }
        func mix(_ w0: Double, _ w1: Double) -> [Double] { zip(d0, d1).map { w0 * $0 + w1 * $1 } }
        return (
            mix((1 - t) * (1 + b) * (1 - c) / 2, (1 - t) * (1 - b) * (1 + c) / 2),
            mix((1 - t) * (1 + b) * (1 + c) / 2, (1 - t) * (1 - b) * (1 - c) / 2)
        )
    }

    /// The spline's pieces, one per pair of neighbouring values.
    func hermiteSegments() -> [HermiteSegment] {
        let p = values.map(\.components)
        let tangents = p.indices.map { self.tangents(p, at: $0) }
        return (0..<(p.count - 1)).map {
            HermiteSegment(
                start: p[$0], leaving: tangents[$0].leaving, end: p[$0 + 1], arriving: tangents[$0 + 1].arriving)
        }
    }

    /// The spline's value in segment `j` at `u`, or `nil` when the values cannot run through a
    /// spline.
    func splineValue(segment j: Int, u: Double) -> AnimationValue? {
        guard isSplineable else { return nil }
        return values[j].replacingComponents(hermiteSegments()[j].value(at: u))
    }

    /// Cubic-paced: the spline walked at constant speed along its length ("keyframe times are
    /// automatically generated to give the animation a constant velocity"); paced for values that
    /// cannot run through a spline.
    func cubicPacedValue(progress: Double) -> AnimationValue? {
        guard isSplineable else {
            let (j, u) = Self.segment(progress, keyTimes: pacedKeyTimes())
            return AnimationValue.interpolate(from: values[j], to: values[j + 1], fraction: u)
        }
        let segments = hermiteSegments()
        let table = ArcLengthTable(segmentCount: segments.count) { segments[$0].value(at: $1) }
        let (j, u) = table.locate(fraction: progress)
        return values[j].replacingComponents(segments[j].value(at: u))
    }
}
