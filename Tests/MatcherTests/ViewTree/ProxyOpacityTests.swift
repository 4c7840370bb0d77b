import Foundation
import Testing

@testable import MatchCutMatcher

/// A proxy's opacity reaching the element it stands for, on seeded sequences of opacities: the
/// element is hidden exactly while the proxy is, and comes back with the opacity it had.
@Suite struct ProxyOpacityTests {
    @Test func theElementIsHiddenWhileTheProxyIsAndGetsItsOwnOpacityBack() {
        var state: UInt64 = 31
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        for round in 0..<500 {
            var rule = ProxyOpacity()
            let own = 0.2 + 0.8 * next()
            var element = own
            var hidden = false
            for step in 0..<12 {
                // Mostly hide and show; sometimes an opacity in between (a proxy shown).
                let opacity = next() < 0.5 ? 0 : next() < 0.5 ? 1 : 0.01 + 0.99 * next()
                rule.apply(opacity, to: &element)
                hidden = opacity < 0.01
                #expect(element == (hidden ? 0 : own), "round \(round), step \(step)")
                #expect((rule.saved != nil) == hidden)
            }
        }
    }
}
