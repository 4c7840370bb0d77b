import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// The swipe between tabs, checked against the rule written out independently: which neighbour a
/// first movement goes to, where a scroll view keeps it, and how travel maps to progress.
@Suite struct TabSwitchGestureTests {
    /// On seeded velocities, both layout directions: the neighbour is the next tab when the finger
    /// goes toward the leading edge of the bar's reading order (left, left to right), the previous
    /// one the other way; nothing for a mostly vertical or still finger.
    @Test func theNeighbourFollowsTheFingerAndTheReadingDirection() {
        var rng = SeededRandom(seed: 23)
        for round in 0..<2_000 {
            let rtl = rng.chance(0.5)
            let v = CGPoint(x: rng.double(-2000...2000), y: rng.double(-2000...2000))
            let expected: Int? =
                if abs(v.x) <= abs(v.y) || v.x == 0 { nil } else if (v.x < 0) == !rtl { 1 } else { -1 }
            let rules = TabSwitchGesture(isRightToLeft: rtl)
            #expect(rules.step(velocity: v) == expected, "round \(round): \(v) rtl \(rtl)")
        }
        #expect(TabSwitchGesture().step(velocity: CGPoint(x: Double.nan, y: 0)) == nil)
    }

    /// The progress is the travel toward the neighbour over the width, clamped; moving back lowers
    /// it; the velocity handed to the spring is the finger's along that way over the width.
    @Test func progressIsTravelTowardTheNeighbourOverTheWidth() {
        var rng = SeededRandom(seed: 7)
        for round in 0..<500 {
            let rtl = rng.chance(0.5)
            let step = rng.chance(0.5) ? 1 : -1
            let width = rng.double(200...1400)
            let rules = TabSwitchGesture(isRightToLeft: rtl)
            let pan = rules.pan(step: step, start: CGPoint(x: width / 2, y: 300), width: width)
            let dx = rng.double(-1.5 * width...1.5 * width)
            let towardLeft = (step > 0) != rtl
            let travel = towardLeft ? -dx : dx
            let expected = min(max(travel / width, 0), 1)
            let got = pan.progress(translation: CGPoint(x: dx, y: rng.double(-300...300)))
            #expect(abs(got - expected) < 1e-12, "round \(round)")
            let vx = rng.double(-3000...3000)
            let release = pan.release(state: .ended, at: expected, velocity: CGPoint(x: vx, y: 0))
            let along = towardLeft ? -vx : vx
            #expect(abs(release.progressVelocity - along / width) < 1e-12, "round \(round)")
            // The standard rule, asked with the travel and the finger's velocity toward the tab.
            let projected = along * 0.998 / (1 - 0.998) / 1000
            #expect(release.finish == (expected + projected / width > 0.5), "round \(round)")
        }
    }

    /// A horizontal list under the finger keeps the swipe until it reaches the edge the finger pulls
    /// from; a vertical list never does.
    @Test func aListThatCanStillScrollThatWayKeepsTheSwipe() {
        let rules = TabSwitchGesture()
        let carousel = { (x: Double) in
            ScrollState(
                contentOffset: CGPoint(x: x, y: 0), contentSize: CGSize(width: 1000, height: 100),
                boundsSize: CGSize(width: 400, height: 100))
        }
        let left = CGPoint(x: -600, y: 0)
        let right = CGPoint(x: 600, y: 0)
        let any = { (_: Int) in true }
        #expect(!rules.shouldBegin(velocity: left, scrolls: [carousel(0)], hasNeighbour: any))
        #expect(rules.shouldBegin(velocity: left, scrolls: [carousel(600)], hasNeighbour: any))
        #expect(rules.shouldBegin(velocity: right, scrolls: [carousel(0)], hasNeighbour: any))
        #expect(!rules.shouldBegin(velocity: right, scrolls: [carousel(300)], hasNeighbour: any))
        let feed = ScrollState(
            contentOffset: CGPoint(x: 0, y: 500), contentSize: CGSize(width: 400, height: 5000),
            boundsSize: CGSize(width: 400, height: 800))
        #expect(rules.shouldBegin(velocity: left, scrolls: [feed], hasNeighbour: any))
        #expect(!rules.shouldBegin(velocity: left, scrolls: [], hasNeighbour: { $0 < 0 }))
    }
}
