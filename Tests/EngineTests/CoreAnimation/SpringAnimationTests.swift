import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    @Suite struct SpringAnimationTests {
        @Test func defaultsAndInvalidValuesAreCoreAnimations() {
            let s = SpringAnimation(keyPath: .opacity)
            #expect(
                s.mass == 1 && s.stiffness == 100 && s.damping == 10 && s.initialVelocity == 0 && !s.allowsOverdamping)
            // Logged and reset to the defaults, as Core Animation does.
            var bad = SpringAnimation(keyPath: .opacity, mass: 0, stiffness: -5, damping: -1)
            #expect(bad.mass == 1 && bad.stiffness == 100 && bad.damping == 10)
            bad.mass = -3
            bad.damping = 0
            #expect(bad.mass == 1 && bad.damping == 0)
        }

        @Test func theDefaultSpringMatchesPublishedValues() {
            // The fact sheet's closed-form values for m = 1, k = 100, c = 10.
            let s = SpringAnimation(keyPath: .opacity)
            for (t, x) in [(0.1, 0.340300), (0.25, 1.023360), (0.5, 1.074591), (1, 1.002170)] {
                #expect(abs(s.fraction(atTime: t) - x) < 1e-6, "t = \(t)")
            }
        }

        @Test(arguments: 0..<60)
        func randomSpringsMatchANumericalIntegration(seed: Int) {
            testReport("SpringAnimationTests.randomSpringsMatchANumericalIntegration seed \(seed)")
            var rng = SeededRandom(seed: UInt64(seed))
            let s = SpringAnimation(
                keyPath: .opacity, mass: rng.double(0.2...5), stiffness: rng.double(10...400),
                damping: rng.double(0...80),
                initialVelocity: rng.double(-10...10), allowsOverdamping: rng.chance(0.5))
            // Without allowsOverdamping the integration uses critical damping where c > 2√(km).
            let critical = 2 * (s.stiffness * s.mass).squareRoot()
            let c = s.allowsOverdamping ? s.damping : min(s.damping, critical)
            for sample in integrateSpring(
                mass: s.mass, stiffness: s.stiffness, damping: c, velocity: s.initialVelocity, until: 1.5)
            {
                #expect(abs(s.fraction(atTime: sample.t) - sample.x) < 1e-6, "seed \(seed), t = \(sample.t)")
            }
        }

        @Test func overDampingIsCriticalUnlessAllowed() {
            // m = 1, k = 100: critical at c = 20, so 20 and 30 move identically.
            let twenty = SpringAnimation(keyPath: .opacity, damping: 20)
            let thirty = SpringAnimation(keyPath: .opacity, damping: 30)
            let allowed = SpringAnimation(keyPath: .opacity, damping: 30, allowsOverdamping: true)
            for t in stride(from: 0.0, through: 2, by: 0.05) {
                #expect(twenty.fraction(atTime: t) == thirty.fraction(atTime: t))
                // Critical by hand: 1 − (1 + ω₀t)e^(−ω₀t), ω₀ = 10.
                #expect(abs(thirty.fraction(atTime: t) - (1 - (1 + 10 * t) * exp(-10 * t))) < 1e-12)
            }
            #expect(allowed.fraction(atTime: 0.2) < thirty.fraction(atTime: 0.2))
        }

        @Test func initialVelocityIsInDistancesPerSecond() {
            // Material Motion: velocity / displacement. 2 distances per second over a 100-point move
            // leave at 200 points per second.
            var layer = AnimatedLayer()
            let s = SpringAnimation(
                keyPath: .positionX, from: .scalar(0), to: .scalar(100), initialVelocity: 2,
                timing: MediaTiming(duration: 1))
            layer.add(.spring(s), atAbsoluteTime: 0)
            let h = 1e-6
            #expect(abs(layer.presentation(atAbsoluteTime: h).position.x / h - 200) < 1e-2)
        }

        @Test func settlingDurationMatchesApplesExamples() {
            // Apple: damping 5 "approximately 2.85 seconds"; damping 15 "just over 1 second".
            let five = SpringAnimation(keyPath: .positionX, damping: 5).settlingDuration
            let fifteen = SpringAnimation(keyPath: .positionX, damping: 15).settlingDuration
            #expect(abs(five - 2.85) < 0.01)
            #expect(fifteen > 1 && fifteen < 1.05)
            // From there on the motion stays within 0.001 of the target.
            for s in [
                SpringAnimation(keyPath: .opacity, damping: 5),
                SpringAnimation(keyPath: .opacity, mass: 3, damping: 2, initialVelocity: -4),
            ] {
                let settle = s.settlingDuration
                for i in 0..<2000 { #expect(abs(1 - s.fraction(atTime: settle + Double(i) * 0.01)) <= 1e-3) }
            }
        }

        @Test func criticalSettlingWalksInTenthsOfASecond() {
            // Critical, m = 1, k = 100: |1 − x| first drops below 0.001 between 0.9 s and 1.0 s
            // (0.00123 and 0.000499 by hand) and stays there, so the walk answers 1.0.
            #expect(abs(SpringAnimation(keyPath: .opacity, damping: 20).settlingDuration - 1) < 1e-9)
            #expect(abs(SpringAnimation(keyPath: .opacity, damping: 30).settlingDuration - 1) < 1e-9)
            #expect(
                SpringAnimation(keyPath: .opacity, damping: 0).settlingDuration == Double(Float.greatestFiniteMagnitude)
            )
            // Divided by the animation's speed.
            var fast = SpringAnimation(keyPath: .opacity, damping: 5)
            fast.timing.speed = 2
            #expect(
                abs(fast.settlingDuration - SpringAnimation(keyPath: .opacity, damping: 5).settlingDuration / 2) < 1e-12
            )
            fast.timing.speed = 0
            #expect(fast.settlingDuration == Double(Float.greatestFiniteMagnitude))
        }

        @Test func springsAreCutOffAtTheirDuration() {
            var layer = AnimatedLayer()
            layer.model.opacity = 0
            layer.add(
                .spring(
                    SpringAnimation(
                        keyPath: .opacity, from: .scalar(0), to: .scalar(1), damping: 1,
                        timing: MediaTiming(duration: 0.3))), atAbsoluteTime: 0)
            // Still far from rest at 0.29 s; the model's 0 from 0.3 s on.
            #expect(layer.presentation(atAbsoluteTime: 0.29).opacity > 0.5)
            #expect(layer.presentation(atAbsoluteTime: 0.3).opacity == 0)
        }
    }
}
