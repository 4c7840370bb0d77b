import Foundation
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    @Suite struct KeyframeAnimationTests {
        private func scalars(_ values: [Double]) -> [AnimationValue] { values.map(AnimationValue.scalar) }

        private func number(_ a: KeyframeAnimation, _ x: Double) -> Double {
            guard case .scalar(let v)? = a.value(atProgress: x) else { return .nan }
            return v
        }

        @Test func discreteHoldsEachValueUntilTheNextKeyTime() {
            // Apple's example: position.y 310, 60, 120, 60 at key times 0, 0.25, 0.5, 0.75, 1; "The
            // value of position.y will remain at 60 until the animation completes."
            let a = KeyframeAnimation(
                keyPath: .positionY, values: scalars([310, 60, 120, 60]), keyTimes: [0, 0.25, 0.5, 0.75, 1],
                calculationMode: .discrete)
            let samples: [(Double, Double)] = [(0, 310), (0.24, 310), (0.25, 60), (0.6, 120), (0.8, 60), (1, 60)]
            for (x, v) in samples { #expect(number(a, x) == v, "x = \(x)") }
            // Without key times, n values share the duration evenly: i / n.
            let even = KeyframeAnimation(keyPath: .opacity, values: scalars([1, 2, 3]), calculationMode: .discrete)
            #expect(
                number(even, 0.33) == 1 && number(even, 0.34) == 2 && number(even, 0.99) == 3 && number(even, 1) == 3)
            // As many key times as values: the last value shows only at the end.
            let same = KeyframeAnimation(
                keyPath: .opacity, values: scalars([1, 2, 3]), keyTimes: [0, 0.5, 1], calculationMode: .discrete)
            #expect(number(same, 0.99) == 2 && number(same, 1) == 3)
        }

        @Test func linearUsesKeyTimesThenTheSegmentsTiming() {
            let a = KeyframeAnimation(
                keyPath: .opacity, values: scalars([0, 10, 40]), keyTimes: [0, 0.25, 1],
                timingFunctions: [.linear, .easeIn],
                timingFunction: .easeOut)
            // Apple: the animation's timing function "is applied first followed by the timing function
            // for the specific keyframe segment".
            let y = CubicBezierTiming.easeOut.progress(at: 0.5)
            let u = (y - 0.25) / 0.75
            #expect(abs(number(a, 0.5) - (10 + 30 * CubicBezierTiming.easeIn.progress(at: u))) < 1e-12)
            let plain = KeyframeAnimation(keyPath: .opacity, values: scalars([0, 10, 40]), keyTimes: [0, 0.25, 1])
            #expect(number(plain, 0.125) == 5 && number(plain, 0.625) == 25 && number(plain, 1) == 40)
        }

        @Test func invalidKeyTimesAreIgnored() {
            // "If the values in this array are invalid … they are ignored": evenly spaced instead.
            for keyTimes: [Double] in [[0, 0.9], [0.1, 0.5, 1], [0, 0.7, 0.6], [0, 1.5, 1], [0, 0.5, 0.9]] {
                let a = KeyframeAnimation(keyPath: .opacity, values: scalars([0, 10, 20]), keyTimes: keyTimes)
                #expect(number(a, 0.25) == 5, "\(keyTimes)")
            }
        }

        @Test func repeatedKeyTimesJump() {
            let a = KeyframeAnimation(keyPath: .opacity, values: scalars([0, 1, 5, 6]), keyTimes: [0, 0.5, 0.5, 1])
            #expect(abs(number(a, 0.4999) - 0.9998) < 1e-9)
            #expect(number(a, 0.5) == 5 && number(a, 0.75) == 5.5)
        }

        @Test func pacedMovesAtConstantSpeed() {
            // Apple's values 310, 60, 120, 60, 310: distances 250, 60, 60, 250, so the keyframes fall at
            // 0, 250/620, 310/620, 370/620 and 1 whatever the key times and timing functions say.
            let a = KeyframeAnimation(
                keyPath: .positionY, values: scalars([310, 60, 120, 60, 310]), keyTimes: [0, 0.1, 0.2, 0.3, 1],
                timingFunctions: [.easeIn, .easeIn, .easeIn, .easeIn], calculationMode: .paced, timingFunction: .easeOut
            )
            #expect(abs(number(a, 250.0 / 620) - 60) < 1e-9)
            #expect(abs(number(a, 0.5) - 120) < 1e-9)
            #expect(abs(number(a, 0.2) - (310 - 620 * 0.2)) < 1e-9)
            #expect(abs(number(a, 0.9) - (310 - 620 * 0.1)) < 1e-9)
        }

        @Test func cubicIsCatmullRomThroughTheValues() {
            let points = [point(0, 0), point(100, 0), point(100, 100), point(0, 100)]
            let a = KeyframeAnimation(keyPath: .position, values: points, calculationMode: .cubic)
            // The uniform Catmull–Rom matrix form with the end points repeated, computed in Python:
            // segment 0 at 0.5, segment 1 at 0.25, segment 2 at 0.75.
            expectClose(a.value(atProgress: 0.5 / 3), point(50, -6.25))
            expectClose(a.value(atProgress: 1.25 / 3), point(109.375, 20.3125))
            expectClose(a.value(atProgress: 2.75 / 3), point(20.3125, 102.34375))
            for (i, p) in points.enumerated() { expectClose(a.value(atProgress: Double(i) / 3), p, tolerance: 1e-12) }
        }

        @Test func tensionContinuityAndBiasShapeTheSpline() {
            var a = KeyframeAnimation(keyPath: .opacity, values: scalars([0, 10, 4, 8]), calculationMode: .cubic)
            a.tensionValues = [0, 0.5, -0.5, 0]
            a.continuityValues = [0, 0.3]
            a.biasValues = [0, -0.4, 0.6, 0]
            // The Kochanek–Bartels form from Wikipedia, evaluated in Python (missing values are 0).
            for (x, v) in [(0.1, 3.00084), (0.5, 7.81), (0.8, 4.352)] {
                #expect(abs(number(a, x) - v) < 1e-9, "x = \(x)")
            }
            // Tension 1 everywhere: zero tangents, so each segment is a smoothstep between its values.
            a.tensionValues = [1, 1, 1, 1]
            a.continuityValues = nil
            a.biasValues = nil
            let u = 0.25
            #expect(abs(number(a, u / 3) - 10 * (3 * u * u - 2 * u * u * u)) < 1e-12)
        }

        @Test func cubicPacedKeepsTheSplinesSpeedConstant() {
            let points = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 20), CGPoint(x: 0, y: 300)]
            let a = KeyframeAnimation(
                keyPath: .position, values: points.map { .point($0) }, calculationMode: .cubicPaced)
            // The uniform Catmull–Rom spline in matrix form (ends repeated), measured by 20 000 chords
            // per segment: the arc length at each keyframe.
            func catmullRom(_ j: Int, _ u: Double) -> CGPoint {
                let (p0, p1, p2, p3) = (points[max(j - 1, 0)], points[j], points[j + 1], points[min(j + 2, 3)])
                func f(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
                    0.5
                        * (2 * b + (c - a) * u + (2 * a - 5 * b + 4 * c - d) * u * u + (3 * b - a - 3 * c + d) * u * u
                            * u)
                }
                return CGPoint(x: f(p0.x, p1.x, p2.x, p3.x), y: f(p0.y, p1.y, p2.y, p3.y))
            }
            var lengths = [0.0]
            for j in 0..<3 {
                var (length, previous) = (0.0, catmullRom(j, 0))
                for k in 1...20_000 {
                    let next = catmullRom(j, Double(k) / 20_000)
                    length +=
                        ((next.x - previous.x) * (next.x - previous.x) + (next.y - previous.y) * (next.y - previous.y))
                        .squareRoot()
                    previous = next
                }
                lengths.append(lengths[j] + length)
            }
            let total = lengths[3]
            // Constant speed: each keyframe is reached at its share of the length, and a point a
            // fraction of the way along a segment's length is where the spline has covered it.
            for i in 0...3 {
                expectClose(
                    a.value(atProgress: lengths[i] / total), .point(points[i]), tolerance: 1e-3, "keyframe \(i)")
            }
            var covered = 0.0
            var previous = catmullRom(2, 0)
            for k in 1...20_000 {
                let next = catmullRom(2, Double(k) / 20_000)
                covered +=
                    ((next.x - previous.x) * (next.x - previous.x) + (next.y - previous.y) * (next.y - previous.y))
                    .squareRoot()
                previous = next
                if k == 7_000 { break }
            }
            expectClose(
                a.value(atProgress: (lengths[2] + covered) / total), .point(catmullRom(2, 0.35)), tolerance: 1e-3)
        }

        @Test func transformKeyframesInterpolateByDecomposition() {
            let a = KeyframeAnimation(
                keyPath: .transform,
                values: [
                    .transform(.identity), .transform(rotationZ(degrees: 90)), .transform(rotationZ(degrees: 180)),
                ], calculationMode: .cubic)
            // No spline for matrices: linear by decomposition, a quarter of the way is 45°.
            expectClose(a.value(atProgress: 0.25), .transform(rotationZ(degrees: 45)), tolerance: 1e-12)
        }

        @Test func pathKeyframesAreTheElementEnds() {
            // Two lines of lengths 100 and 300: linear gives each element half the time, paced
            // gives them time in proportion to length.
            let path = AnimationPath([
                .move(to: .zero), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 300)),
            ])
            let linear = KeyframeAnimation(keyPath: .position, values: [point(9, 9)], path: path)
            expectClose(linear.value(atProgress: 0.25), point(50, 0))
            expectClose(linear.value(atProgress: 0.75), point(100, 150))
            let paced = KeyframeAnimation(keyPath: .position, path: path, calculationMode: .paced)
            expectClose(paced.value(atProgress: 0.25), point(100, 0), tolerance: 1e-6)
            expectClose(paced.value(atProgress: 0.625), point(100, 150), tolerance: 1e-6)
            let discrete = KeyframeAnimation(keyPath: .position, path: path, calculationMode: .discrete)
            expectClose(discrete.value(atProgress: 0.4), point(100, 0))
            // Paced along a quarter circle: half the time is half the arc, at 45° (by symmetry).
            var arc = AnimationPath()
            arc.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            let round = KeyframeAnimation(keyPath: .position, path: arc, calculationMode: .paced)
            expectClose(
                round.value(atProgress: 0.5), point(100 / 2.0.squareRoot(), 100 / 2.0.squareRoot()), tolerance: 1e-6)
        }

        @Test func cumulativeKeyframesAddTheLastValue() {
            let a = KeyframeAnimation(keyPath: .opacity, values: scalars([0, 10]), isCumulative: true)
            expectClose(a.value(at: activeTime(0.5, duration: 1, iteration: 1)), .scalar(15))
            expectClose(a.value(at: activeTime(0.5, duration: 1, iteration: 0)), .scalar(5))
            #expect(KeyframeAnimation(keyPath: .opacity).value(at: activeTime(0.5, duration: 1)) == nil)
            #expect(
                KeyframeAnimation(keyPath: .opacity, values: [point(0, 0)]).value(at: activeTime(0.5, duration: 1))
                    == nil)
        }
    }
}
