import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

@MainActor
@Suite struct PropertyAnimatorTests {
    @Test func runsTheCurveAndCompletesOnceAtTheEnd() {
        let driver = ManualFrameDriver(frameRate: 120)
        let animator = PropertyAnimator(duration: 0.4, timing: .curve(.easeInEaseOut), driver: driver)
        var seen: [Double] = []
        var ends: [PropertyAnimator.Position] = []
        animator.addAnimations { seen.append($0) }
        animator.addCompletion { ends.append($0) }
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        driver.advance(by: 0.2)
        #expect(abs(animator.fractionComplete - CubicBezierTiming.easeInEaseOut.progress(at: 0.5)) < 1e-12)
        driver.advance(by: 0.3)
        #expect(ends == [.end] && animator.state == .inactive && !animator.isRunning)
        #expect(seen.last == 1 && driver.observerCount == 0)
    }

    @Test func waitsOutADelayAtRest() {
        let driver = ManualFrameDriver()
        let animator = PropertyAnimator(duration: 1, timing: .linear, driver: driver)
        animator.startAnimation(afterDelay: 0.5)
        driver.advance(by: 0.4)
        #expect(animator.fractionComplete == 0 && animator.velocity == 0)
        driver.advance(by: 0.6)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
    }

    @Test func scrubbingThenContinuingEndsExactlyAtTheTarget() {
        let driver = ManualFrameDriver()
        let animator = PropertyAnimator(duration: 0.5, timing: .spring(dampingRatio: 0.6), driver: driver)
        var ends: [PropertyAnimator.Position] = []
        animator.addCompletion { ends.append($0) }
        animator.pauseAnimation()
        for f in [0.1, 0.7, 0.33] { animator.fractionComplete = f }
        #expect(animator.fractionComplete == 0.33)
        animator.continueAnimation(timing: nil, durationFactor: 0, initialVelocity: 2)
        #expect(abs(animator.velocity - 2) < 1e-9)
        driver.advance(by: 5)
        #expect(animator.fractionComplete == 1 && ends == [.end])
    }

    @Test func reversingMidFlightKeepsPositionAndVelocity() {
        for timing in [
            Timing.curve(.easeInEaseOut), .spring(dampingRatio: 0.7),
            .physicalSpring(DampedSpring(dampingRatio: 1.4, response: 0.3)),
        ] {
            let driver = ManualFrameDriver()
            let animator = PropertyAnimator(duration: 0.6, timing: timing, driver: driver)
            var ends: [PropertyAnimator.Position] = []
            animator.addCompletion { ends.append($0) }
            animator.startAnimation()
            driver.advance(by: 0.2)
            let before = (animator.fractionComplete, animator.velocity)
            animator.isReversed = true
            #expect(abs(animator.fractionComplete - before.0) < 1e-12, "\(timing)")
            #expect(abs(animator.velocity - before.1) < 1e-9, "\(timing)")
            driver.advance(by: 10)
            #expect(ends == [.start] && animator.fractionComplete == 0, "\(timing)")
        }
    }

    @Test func pausesOnCompletionKeepsItActiveAndReversible() {
        let driver = ManualFrameDriver()
        let animator = PropertyAnimator(duration: 0.3, timing: .linear, driver: driver)
        animator.pausesOnCompletion = true
        var ends = 0
        animator.addCompletion { _ in ends += 1 }
        animator.startAnimation()
        driver.advance(by: 1)
        #expect(animator.state == .active && !animator.isRunning && ends == 0 && animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        driver.advance(by: 1)
        #expect(animator.fractionComplete == 0 && ends == 0)
    }

    @Test func stoppingAndFinishing() {
        let driver = ManualFrameDriver()
        let a = PropertyAnimator(duration: 1, timing: .linear, driver: driver)
        var ends: [PropertyAnimator.Position] = []
        a.addCompletion { ends.append($0) }
        a.startAnimation()
        driver.advance(by: 0.25)
        a.stopAnimation(false)
        #expect(a.state == .stopped)
        driver.advance(by: 1)
        #expect(abs(a.fractionComplete - 0.25) < 1e-9)
        a.finishAnimation(at: .current)
        #expect(ends == [.current] && a.state == .inactive)

        let b = PropertyAnimator(duration: 1, timing: .linear, driver: driver)
        var called = false
        b.addCompletion { _ in called = true }
        b.startAnimation()
        b.stopAnimation(true)
        b.finishAnimation(at: .end)  // ignored: not stopped
        driver.advance(by: 2)
        #expect(!called && b.state == .inactive && driver.observerCount == 0)
    }

    @Test func animationsAddedMidFlightRunOverTheRemainingProgress() {
        let driver = ManualFrameDriver()
        let animator = PropertyAnimator(duration: 1, timing: .linear, driver: driver)
        animator.startAnimation()
        driver.advance(by: 0.5)
        var late: [Double] = []
        animator.addAnimations { late.append($0) }
        #expect(abs(late[0]) < 1e-9)
        driver.advance(by: 0.25)
        #expect(abs(late.last! - 0.5) < 1e-9)
        driver.advance(by: 0.5)
        #expect(late.last == 1)
    }

    /// Random scripts of every call at random moments: no jump in position or velocity at any
    /// call, ends exactly at 0 or 1 when it ends by itself, completions at most once, and exactly
    /// once unless stopped without finishing.
    @Test(arguments: 0..<400)
    func randomScriptsKeepEveryInvariant(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let driver = ManualFrameDriver(frameRate: [30.0, 60, 120][rng.int(0...2)])
        let timings: [Timing] = [
            .curve(.easeInEaseOut), .curve(.linear), .curve(CubicBezierTiming(0.68, -0.55, 0.27, 1.55)),
            .spring(dampingRatio: rng.double(0.3...1.6)),
            .physicalSpring(DampedSpring(dampingRatio: rng.double(0.4...2), response: rng.double(0.1...0.6))),
        ]
        let animator = PropertyAnimator(duration: rng.double(0.1...1), timing: timings[rng.int(0...4)], driver: driver)
        animator.pausesOnCompletion = rng.chance(0.2)
        var completions = 0
        var stoppedWithoutFinishing = false
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        for _ in 0..<rng.int(1...25) {
            driver.advance(by: rng.double(0...0.3))
            let before = (animator.fractionComplete, animator.velocity, animator.isRunning)
            switch rng.int(0...7) {
            case 0, 1: animator.isReversed.toggle()
            case 2: animator.pauseAnimation()
            case 3: animator.fractionComplete = rng.double(0...1)
            case 4:
                animator.continueAnimation(
                    timing: timings[rng.int(0...4)], durationFactor: rng.chance(0.5) ? 0 : rng.double(0.1...1.5),
                    initialVelocity: rng.chance(0.5) ? 0 : rng.double(-5...5))
            case 5: animator.startAnimation()
            case 6:
                if rng.chance(0.3) {
                    let withoutFinishing = rng.chance(0.5)
                    if animator.state == .active, withoutFinishing { stoppedWithoutFinishing = true }
                    animator.stopAnimation(withoutFinishing)
                }
            default: animator.finishAnimation(at: [.start, .end, .current][rng.int(0...2)])
            }
            // Turning around or pausing never moves the value; a running motion keeps its velocity
            // through a reversal.
            if before.2, animator.isRunning {
                #expect(abs(animator.fractionComplete - before.0) < 1e-9, "seed \(seed)")
                #expect(abs(animator.velocity - before.1) < 1e-9, "seed \(seed)")
            }
            #expect(animator.fractionComplete.isFinite && animator.velocity.isFinite, "seed \(seed)")
            #expect(completions <= 1, "seed \(seed)")
        }
        // Let it end: finish anything stopped, resume anything paused, run out the clock.
        if animator.state == .stopped { animator.finishAnimation(at: .end) }
        animator.pausesOnCompletion = false
        if animator.state == .active, !animator.isRunning { animator.continueAnimation() }
        driver.advance(by: 30)
        if !stoppedWithoutFinishing {
            #expect(completions == 1, "seed \(seed)")
        } else {
            #expect(completions <= 1, "seed \(seed)")
        }
        #expect(animator.state == .inactive && driver.observerCount == 0, "seed \(seed)")
        #expect(
            [0.0, 1.0].contains(animator.fractionComplete) || completions == 1 || stoppedWithoutFinishing,
            "seed \(seed)")
    }
}

@MainActor
@Suite struct ReversalContinuityTests {
    /// Reversing any running animation any number of times, at random moments: never a jump in
    /// position or velocity, measured at the instant of each reversal and between frames.
    @Test(arguments: 0..<300)
    func manyReversalsNeverJump(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let driver = ManualFrameDriver(frameRate: 120)
        let timing: Timing = [
            .curve(.default), .curve(.easeIn), .spring(dampingRatio: rng.double(0.2...1.8)),
            .physicalSpring(DampedSpring(mass: 1, stiffness: rng.double(50...400), damping: rng.double(2...60))),
        ][rng.int(0...3)]
        let animator = PropertyAnimator(duration: rng.double(0.2...0.8), timing: timing, driver: driver)
        animator.startAnimation()
        for _ in 0..<rng.int(1...40) {
            driver.advance(by: rng.double(0.001...0.15))
            guard animator.isRunning else { break }
            let before = (animator.fractionComplete, animator.velocity)
            animator.isReversed.toggle()
            #expect(abs(animator.fractionComplete - before.0) <= 1e-9, "seed \(seed)")
            #expect(abs(animator.velocity - before.1) <= 1e-9, "seed \(seed)")
            #expect(animator.fractionComplete.isFinite, "seed \(seed)")
        }
        driver.advance(by: 20)
        #expect(animator.state == .inactive && [0.0, 1.0].contains(animator.fractionComplete), "seed \(seed)")
    }
}
