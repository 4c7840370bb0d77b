import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    /// A sampled segment's easing (``StandInCompilation/Sampler/easing(from:to:through:)``): the
    /// cubic through the motion's values, fitted by least squares along the chord.
    @Suite struct CompilerSamplerTests {
        typealias Sampler = StandInCompilation.Sampler

        /// A random value of `kind` (0 a number, 1 a point, 2 a size, 3 a colour), its components
        /// within ±`scale`.
        static func value(_ kind: Int, _ rng: inout SeededRandom, scale: Double) -> AnimationValue {
            func x() -> Double { rng.double(-scale...scale) }
            switch kind {
            case 0: return .scalar(x())
            case 1: return .point(CGPoint(x: x(), y: x()))
            case 2: return .size(CGSize(width: x(), height: x()))
            default: return .color(RGBAColor(red: x(), green: x(), blue: x(), alpha: x()))
            }
        }

        /// Values on a known cubic (control points ⅓ and ⅔ in x, y₁ and y₂ in −1…2) give that cubic
        /// back, for numbers, points, sizes and colours (blended component by component): least
        /// squares through exact points is exact.
        @Test(arguments: 0..<100)
        func valuesOnACubicGiveItBack(seed: Int) {
            var rng = SeededRandom(seed: UInt64(seed))
            let kind = seed % 4
            let (y1, y2) = (rng.double(-1...2), rng.double(-1...2))
            let va = Self.value(kind, &rng, scale: 300)
            let vb = Self.value(kind, &rng, scale: 300)
            for fractions in Sampler.fractions {
                let samples = fractions.map { u -> (Double, AnimationValue) in
                    let y = 3 * (1 - u) * (1 - u) * u * y1 + 3 * (1 - u) * u * u * y2 + u * u * u
                    return (u, AnimationValue.interpolate(from: va, to: vb, fraction: y)!)
                }
                let easing = Sampler.easing(from: va, to: vb, through: samples)
                let close = abs(easing.y1 - y1) < 1e-6 && abs(easing.y2 - y2) < 1e-6
                #expect(close, "seed \(seed): \(easing), y \(y1), \(y2)")
                #expect(easing.x1 == 1.0 / 3 && easing.x2 == 2.0 / 3, "seed \(seed)")
            }
        }
    }
}
