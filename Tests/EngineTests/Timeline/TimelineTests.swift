import Foundation
import Testing

@testable import MatchCut

@Suite struct KeyframeTrackTests {
    @Test func linearKeyframesFollowKeyTimesAndSegmentTiming() throws {
        let track = try KeyframeSequence(
            values: [0.0, 10, 40], keyTimes: [0, 0.25, 1], timingFunctions: [.linear, .easeIn])
        #expect(track.value(at: 0.125) == 5)
        #expect(abs(track.value(at: 0.625) - (10 + 30 * CubicBezierTiming.easeIn.progress(at: 0.5))) < 1e-12)
        #expect(track.value(at: 1) == 40 && track.value(at: 2) == 40)
    }

    @Test func discreteHoldsEachValueUntilTheNextKeyTime() throws {
        let track = try KeyframeSequence(values: [1.0, 2, 3], keyTimes: [0, 0.5, 0.9, 1], mode: .discrete)
        #expect(track.value(at: 0.49) == 1 && track.value(at: 0.5) == 2 && track.value(at: 0.95) == 3)
        let even = try KeyframeSequence(values: [1.0, 2], mode: .discrete)
        #expect(even.value(at: 0.4) == 1 && even.value(at: 0.6) == 2)
    }

    @Test func pacedMovesAtConstantSpeedIgnoringKeyTimes() throws {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10)]
        let track = try KeyframeSequence(values: points, keyTimes: [0, 0.9, 1], mode: .paced)
        // Total length 40: a quarter of the time is 10 points along the first leg.
        #expect(track.value(at: 0.25) == CGPoint(x: 10, y: 0))
        #expect(track.value(at: 0.875) == CGPoint(x: 30, y: 5))
    }

    @Test func cubicPassesThroughEveryValueAndMatchesCatmullRom() throws {
        let values = [0.0, 10, 0, 10]
        let track = try KeyframeSequence(values: values, mode: .cubic)
        for (i, v) in values.enumerated() { #expect(abs(track.value(at: Double(i) / 3) - v) < 1e-12) }
        // Middle of the middle segment, by hand: 0.5·(−0.125·10 + 0.625·0... ) = uniform Catmull-Rom
        // (p1 + p2)/2 + (p1 + p2 − p0 − p3)/16 with p = 10, 0, 10 and 0 → 5 + (10 − 0 − 10)/16·… = 5.
        #expect(abs(track.value(at: 0.5) - 5) < 1e-12)
        // Overshoot beyond the values where a spline bends: between 0 and 10 at the start, the
        // curve leaves 0 with a positive slope.
        #expect(track.value(at: 0.05) > 0)
    }

    @Test func badKeyframesAreExplained() {
        #expect(throws: KeyframeSequence<Double>.InvalidKeyframes.self) { try KeyframeSequence<Double>(values: []) }
        #expect(throws: KeyframeSequence<Double>.InvalidKeyframes.self) {
            try KeyframeSequence(values: [1.0, 2], keyTimes: [0, 0.5, 1])
        }
        #expect(throws: KeyframeSequence<Double>.InvalidKeyframes.self) {
            try KeyframeSequence(values: [1.0, 2], keyTimes: [0.6, 0.5])
        }
        #expect(throws: KeyframeSequence<Double>.InvalidKeyframes.self) {
            try KeyframeSequence(values: [1.0, 2], keyTimes: [0, .nan])
        }
    }
}


@Suite struct ArcPathTests {
    @Test func zeroIntensityIsTheStraightLineAtConstantSpeed() {
        let path = ArcPath(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 40), intensity: 0)
        #expect(path.point(at: 0.25) == CGPoint(x: 25, y: 10))
    }

    @Test func positiveIntensityBowsToTheLeftOfTravelAndEndsExactly() {
        let path = ArcPath(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 200, y: 100), intensity: 1)
        #expect(path.point(at: 0) == CGPoint(x: 0, y: 100) && path.point(at: 1) == CGPoint(x: 200, y: 100))
        // Control point 100 above the midpoint; the curve's middle is halfway there.
        #expect(path.control == CGPoint(x: 100, y: 0))
        #expect(path.point(at: 0.5) == CGPoint(x: 100, y: 50))
        let h = 1e-6
        let numeric = CGPoint(
            x: (path.point(at: 0.3 + h).x - path.point(at: 0.3 - h).x) / (2 * h),
            y: (path.point(at: 0.3 + h).y - path.point(at: 0.3 - h).y) / (2 * h))
        #expect(abs(path.tangent(at: 0.3).x - numeric.x) < 1e-4 && abs(path.tangent(at: 0.3).y - numeric.y) < 1e-4)
    }
}
