import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// A request that follows a transition waits for UIKit by time, not by turns: on a run loop whose
/// turns take anything from a tenth of a millisecond to a frame, it is sent on the first turn
/// UIKit no longer reports a transition, as long as that comes within a second; dropped (and said
/// so) after that, or as soon as the screens change. A model run loop of its own: turns of random
/// lengths on a manual clock, the main queue drained once a turn.
@MainActor
@Suite struct RequestAfterTransitionTests {
    /// A main queue and a clock: each turn runs what was queued before it and advances the clock.
    @MainActor final class RunLoop {
        var now = 0.0
        var queue: [@MainActor () -> Void] = []
        /// The screens, as the app may change them meanwhile.
        var stack: [String] = []
        func turn(length: Double) {
            let blocks = queue
            queue = []
            for block in blocks { block() }
            now += length
        }
    }

    @Test func sentOnTheFirstTurnUIKitIsFreeWithinASecondWhateverTheTurnsLength() {
        for seed in UInt64(1)...300 {
            var rng = SeededRandom(seed: seed)
            let loop = RunLoop()
            let busyFor = rng.chance(0.15) ? 5 : rng.double(0...0.95)  // UIKit's clean-up, or a transition that holds on
            let shortTurns = rng.chance(0.5)
            var sent = 0
            var outcome: RequestAfterTransition.Outcome?
            var turnsWhenFree: Int?
            var turns = 0
            RequestAfterTransition.send(
                { sent += 1 }, nextTurn: { loop.queue.append($0) }, isBusy: { loop.now < busyFor }, now: { loop.now },
                completion: { outcome = $0 })
            while outcome == nil && turns < 100_000 {
                turns += 1
                if turnsWhenFree == nil && loop.now >= busyFor { turnsWhenFree = turns }
                loop.turn(length: shortTurns ? rng.double(0.0001...0.002) : rng.double(0.004...0.017))
            }
            if busyFor < RequestAfterTransition.timeLimit {
                if case .sent(let attempt, let waited)? = outcome {
                    #expect(
                        attempt == turnsWhenFree && sent == 1,
                        "seed \(seed): try \(attempt), free at \(turnsWhenFree ?? -1)")
                    #expect(
                        waited >= busyFor && waited < busyFor + 0.02,
                        "seed \(seed): waited \(waited) s for \(busyFor) s")
                } else {
                    Issue.record("seed \(seed): \(String(describing: outcome))")
                }
            } else {
                #expect(outcome == .droppedWhileUIKitWasBusy && sent == 0, "seed \(seed)")
                #expect(loop.now >= RequestAfterTransition.timeLimit, "seed \(seed): dropped after \(loop.now) s")
                #expect(loop.now < RequestAfterTransition.timeLimit + 0.04, "seed \(seed): waited \(loop.now) s")
            }
        }
    }

    /// The first try is on the next turn; every later try goes through `later` (about a frame on
    /// a device), so the main thread does not spin while UIKit is busy.
    @Test func retriesGoThroughLaterNotTheNextTurn() {
        let loop = RunLoop()
        var turns = 0
        var laters = 0
        var outcome: RequestAfterTransition.Outcome?
        RequestAfterTransition.send(
            {},
            nextTurn: { work in
                turns += 1; loop.queue.append(work)
            },
            later: { work in
                laters += 1; loop.queue.append(work)
            }, isBusy: { loop.now < 0.1 }, now: { loop.now },
            completion: { outcome = $0 })
        while outcome == nil { loop.turn(length: 0.008) }
        #expect(turns == 1 && laters > 5, "\(turns) next turns, \(laters) later tries")
        if case .sent(let attempt, _)? = outcome {
            #expect(attempt == laters + 1)
        } else {
            Issue.record("\(String(describing: outcome))")
        }
    }

    @Test func droppedWhenTheScreensChangeWhileItWaits() {
        let loop = RunLoop()
        loop.stack = ["grid", "detail"]
        var sent = false
        var outcome: RequestAfterTransition.Outcome?
        let expected = loop.stack
        RequestAfterTransition.send(
            { sent = true }, nextTurn: { loop.queue.append($0) }, isBusy: { loop.now < 0.05 },
            isStillWanted: { loop.stack == expected }, now: { loop.now }, completion: { outcome = $0 })
        loop.turn(length: 0.016)
        loop.stack = ["settings"]  // the app replaced the stack meanwhile
        for _ in 0..<10 { loop.turn(length: 0.016) }
        #expect(outcome == .droppedAfterTheScreensChanged && !sent)
    }
}
