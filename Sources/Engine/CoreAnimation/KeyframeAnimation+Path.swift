import Foundation

extension KeyframeAnimation {
    /// The position along `path` at `progress` (CAKeyframeAnimation's `path`): its keyframes are
    /// the start of the first segment and the end of every segment
    /// (``AnimationPath/keyframeSegments``).
    ///
    /// - linear and cubic: key times and timing functions as for values; within a segment the
    ///   eased fraction drives the Bézier parameter directly, so speed varies along a curve (an
    ///   open point). Cubic mode follows the path's own curves.
    /// - discrete: the keyframe points.
    /// - paced and cubic-paced: constant speed along the path's actual length ("For constant
    ///   velocity animation along the path, `calculationMode` should be set to `paced`").
    func pathValue(_ path: AnimationPath, progress: Double) -> AnimationValue? {
        let segments = path.keyframeSegments
        guard let first = segments.first else { return path.currentPoint.map(AnimationValue.point) }
        let n = segments.count + 1
        let y = min(max(timingFunction?.progress(at: progress) ?? progress, 0), 1)
        switch calculationMode {
        case .discrete:
            let i = Self.discreteIndex(y, keyTimes: discreteKeyTimes(count: n), count: n)
            return .point(i == 0 ? first.start : segments[i - 1].end)
        case .paced, .cubicPaced:
            let table = ArcLengthTable(segmentCount: segments.count) { j, u in
                let p = segments[j].point(at: u)
                return [Double(p.x), Double(p.y)]
            }
            let (j, u) = table.locate(fraction: progress)
            return .point(segments[j].point(at: u))
        case .linear, .cubic:
            let (j, u) = Self.segment(y, keyTimes: linearKeyTimes(count: n))
            return .point(segments[j].point(at: segmentTiming(j)?.progress(at: u) ?? u))
        }
    }
}
