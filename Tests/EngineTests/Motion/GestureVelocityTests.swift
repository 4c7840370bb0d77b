import Foundation
import Testing

@testable import MatchCut

@Suite struct GestureVelocityTests {
    @Test func velocityIsNormalisedPerComponentByTheRemainingDistance() {
        let v = GestureVelocity.normalized(
            CGPoint(x: 300, y: -200), from: CGPoint(x: 100, y: 500), to: CGPoint(x: 400, y: 100))
        #expect(v == CGPoint(x: 1, y: 0.5))
        let still = GestureVelocity.normalized(CGPoint(x: 300, y: 50), from: .zero, to: CGPoint(x: 0, y: 10))
        #expect(still == CGPoint(x: 0, y: 5))
    }

    @Test func momentumProjectionFollowsApplesFormula() {
        // (1000 / 1000) · 0.998 / 0.002 = 499 points.
        #expect(abs(GestureVelocity.projectedDistance(velocity: 1000) - 499) < 1e-9)
        #expect(
            abs(GestureVelocity.projectedDistance(velocity: -500, decelerationRate: 0.99) - (-0.5 * 0.99 / 0.01)) < 1e-9
        )
        #expect(GestureVelocity.projectedDistance(velocity: .nan) == 0)
    }
}
