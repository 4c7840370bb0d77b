import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    @Suite struct LayerTimingTests {
        /// An opacity animation from 0 to 1 over `duration` seconds, linear: its value is the progress.
        private func ramp(duration: Double, begin: Double = 0) -> LayerAnimation {
            .basic(
                BasicAnimation(
                    keyPath: .opacity, from: .scalar(0), to: .scalar(1),
                    timing: MediaTiming(beginTime: begin, duration: duration)))
        }

        @Test func speedsMultiplyDownTheTree() {
            // Lockwood: superlayer speed 2, layer speed 2: a 4 s animation plays in 1 s.
            var layer = AnimatedLayer(timing: LayerTiming(speed: 2), ancestors: [LayerTiming(speed: 2)])
            layer.add(ramp(duration: 4), atAbsoluteTime: 10)
            #expect(layer.presentation(atAbsoluteTime: 10.25).opacity == 0.25)
            #expect(layer.presentation(atAbsoluteTime: 10.5).opacity == 0.5)
            #expect(layer.presentation(atAbsoluteTime: 11).opacity == 1)  // removed: the model's 1
        }

        @Test func chainsConvertBothWays() {
            let chain = [
                LayerTiming(beginTime: 3, speed: 2, timeOffset: 1),
                LayerTiming(beginTime: -1, speed: 0.5, timeOffset: 4),
            ]
            // By hand: root (10 − 3)·2 + 1 = 15, then (15 + 1)·0.5 + 4 = 12.
            #expect(LayerTiming.localTime(absoluteTime: 10, chain: chain) == 12)
            #expect(LayerTiming.absoluteTime(localTime: 12, chain: chain) == 10)
            #expect(LayerTiming.absoluteTime(localTime: 12, chain: [LayerTiming(speed: 0)]) == nil)
            // Between two layers: the other layer's identity chain reads absolute time.
            #expect(LayerTiming.convertTime(12, from: chain, to: []) == 10)
            #expect(LayerTiming.convertTime(10, from: [], to: chain) == 12)
        }

        @Test func beginTimeIsMeasuredInTheLayersTime() {
            // With a slowed superlayer, "CACurrentMediaTime() + δ" is not "δ from now": the begin time
            // must come from the layer's own clock.
            var layer = AnimatedLayer(ancestors: [LayerTiming(beginTime: 0, speed: 0.5)])
            let now = 100.0
            let layerNow = layer.localTime(atAbsoluteTime: now)
            #expect(layerNow == 50)
            layer.add(ramp(duration: 1, begin: layerNow + 1), atAbsoluteTime: now)
            // One layer second is two absolute seconds: the ramp starts at 102 and ends at 104.
            #expect(layer.presentation(atAbsoluteTime: 101.9).opacity == 1)
            #expect(layer.presentation(atAbsoluteTime: 103).opacity == 0.5)
        }

        @Test func pausingHoldsAndResumingCarriesOn() {
            // QA1673.
            var layer = AnimatedLayer()
            layer.add(ramp(duration: 10), atAbsoluteTime: 0)
            layer.pause(atAbsoluteTime: 2)
            #expect(layer.timing.isPaused && layer.timing.timeOffset == 2)
            for t in [2.0, 5, 50] { #expect(layer.presentation(atAbsoluteTime: t).opacity == 0.2) }
            layer.resume(atAbsoluteTime: 50)
            #expect(layer.timing.beginTime == 48)
            #expect(abs(layer.presentation(atAbsoluteTime: 53).opacity - 0.5) < 1e-12)
        }

        @Test func scrubbingPinsTheLayersTime() {
            var layer = AnimatedLayer()
            layer.add(ramp(duration: 4), atAbsoluteTime: 7)
            layer.timing.scrub(toLocalTime: 7 + 0.3 * 4)
            #expect(abs(layer.presentation(atAbsoluteTime: 1000).opacity - 0.3) < 1e-12)
        }

        @Test(arguments: 0..<100)
        func randomPauseIsTheRunningValueAndResumeContinuesIt(seed: Int) {
            testReport("LayerTimingTests.randomPauseIsTheRunningValueAndResumeContinuesIt seed \(seed)")
            var rng = SeededRandom(seed: UInt64(seed))
            var layer = AnimatedLayer(
                timing: LayerTiming(
                    beginTime: rng.double(-3...3), speed: rng.double(0.5...2), timeOffset: rng.double(-2...2)),
                ancestors: [LayerTiming(beginTime: rng.double(-3...3), speed: rng.double(0.5...2))])
            layer.model.position = CGPoint(x: rng.double(-50...50), y: rng.double(-50...50))
            let timing = MediaTiming(
                duration: rng.double(0.2...3), speed: rng.double(0.5...2), repeatCount: rng.double(1...3),
                autoreverses: rng.chance(0.5), fillMode: .both)
            layer.add(
                .basic(
                    BasicAnimation(
                        keyPath: .position, to: point(rng.double(-99...99), rng.double(-99...99)), timing: timing,
                        timingFunction: .easeInEaseOut, isRemovedOnCompletion: false)),
                atAbsoluteTime: rng.double(0...2))
            let running = layer
            let pausedAt = rng.double(0...8)
            let value = running.presentation(atAbsoluteTime: pausedAt).position
            layer.pause(atAbsoluteTime: pausedAt)
            for _ in 0..<10 {
                #expect(
                    layer.presentation(atAbsoluteTime: pausedAt + rng.double(0...100)).position == value, "seed \(seed)"
                )
            }
            let resumedAt = pausedAt + rng.double(0...20)
            layer.resume(atAbsoluteTime: resumedAt)
            // QA1673's contract: the layer's clock stood still while paused and then runs on at speed 1
            // from where it stopped. The same animations on a layer with that clock written directly:
            let pausedLocal = running.localTime(atAbsoluteTime: pausedAt)
            var expectedLayer = running
            expectedLayer.timing = LayerTiming(timeOffset: pausedLocal - running.parentTime(atAbsoluteTime: resumedAt))
            for _ in 0..<10 {
                let t = resumedAt + rng.double(0...5)
                let (actual, expected) = (
                    layer.presentation(atAbsoluteTime: t).position,
                    expectedLayer.presentation(atAbsoluteTime: t).position
                )
                #expect(
                    abs(actual.x - expected.x) < 1e-6 && abs(actual.y - expected.y) < 1e-6, "seed \(seed), t = \(t)")
            }
            #expect(abs(layer.localTime(atAbsoluteTime: resumedAt) - pausedLocal) < 1e-9, "seed \(seed)")
        }
    }
}
