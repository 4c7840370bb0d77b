import Foundation
import MatchCutMatcher

/// Core Animation's blend between two neighbouring keyframe values
/// (``AnimationValue/interpolate(from:to:fraction:)``), with transforms decomposed once rather
/// than at every fraction.
struct KeyframeBlend {
    let from: AnimationValue
    let to: AnimationValue
    private let ends: (DecomposedTransform3D, DecomposedTransform3D)?

    init(_ from: AnimationValue, _ to: AnimationValue) {
        self.from = from
        self.to = to
        if case .transform(let a) = from, case .transform(let b) = to, a != b, let p = try? a.decomposed(),
            let q = try? b.decomposed()
        {
            ends = (p, q)
        } else {
            ends = nil
        }
    }

    /// The value `fraction` of the way.
    func value(_ fraction: Double) -> AnimationValue? {
        let f = fraction
        switch (from, to) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + (b - a) * f)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f))
        default:
            guard let (p, q) = ends else { return AnimationValue.interpolate(from: from, to: to, fraction: f) }
            return .transform(DecomposedTransform3D.interpolate(from: p, to: q, fraction: f).recomposed)
        }
    }
}
