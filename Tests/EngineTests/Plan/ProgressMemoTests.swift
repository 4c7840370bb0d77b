import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// A frame's progress memo (``ProgressMemo``) answers what each leg's clock answers, whichever
/// clocks and times come in turn: the stand-ins of a frame share one memo, and only those whose
/// legs have the same timing, start and length may share a computed progress.
@Suite struct ProgressMemoTests {
    /// Legs whose clocks differ in one thing at a time (timing, start, length), and legs with equal
    /// clocks, asked in random turns at shared and different elapsed times (repeated, negative,
    /// past the end, NaN): every answer is the leg's own, bit for bit.
    @Test func theMemoAnswersWhatEachClockAnswers() {
        var rng = SeededRandom(seed: 31)
        let timings: [Timing] = [
            .linear, .easeInOut, .spring(dampingRatio: 0.6), .spring(dampingRatio: 1),
            .curve(CubicBezierTiming(0.2, -0.5, 0.4, 1.6)), .physicalSpring(DampedSpring(stiffness: 300, damping: 20)),
        ]
        let target = StandInState(center: CGPoint(x: 10, y: 20), size: CGSize(width: 30, height: 40))
        // Each leg twice, as two stand-ins' legs: equal clocks in different legs.
        var legs: [PreparedLeg] = []
        for timing in timings {
            for start in [0, 0.05] {
                for duration in [0.3, 0.45] {
                    let leg = StandInLeg(start: start, duration: duration, timing: timing, target: target)
                    legs += [PreparedLeg(leg, from: target), PreparedLeg(leg, from: target)]
                }
            }
        }
        var memo = ProgressMemo()
        // How often the last answer was for the same elapsed time and an equal clock of another
        // leg (legs 2k and 2k + 1), or for the same time and a different clock: both must happen.
        var (sharedWithAnother, sameTimeOtherClock) = (0, 0)
        var last: (index: Int, elapsed: Double) = (-1, .nan)
        for _ in 0..<20_000 {
            // Often the other leg with the last one's clock, as the next stand-in of a frame.
            let index = last.index >= 0 && rng.chance(0.3) ? last.index ^ 1 : rng.int(0...(legs.count - 1))
            let leg = legs[index]
            let clock = leg.clock
            let elapsed: Double =
                switch rng.int(0...11) {
                case 10, 11: last.elapsed  // the same frame's time
                case 0: .nan
                case 1: -rng.double(0...0.1)
                case 2: rng.double(0.5...2)
                case 3...5: [0, 0.1, 0.2][rng.int(0...2)]  // shared by many clocks
                default: rng.double(0...0.5)
                }
            let got = memo.progress(of: leg, elapsed: elapsed)
            let own = clock.progress(elapsed: elapsed)
            #expect(got.bitPattern == own.bitPattern, "\(clock) at \(elapsed): \(got), its own \(own)")
            if elapsed == last.elapsed {
                if index / 2 == last.index / 2, index != last.index { sharedWithAnother += 1 }
                if index / 2 != last.index / 2 { sameTimeOtherClock += 1 }
            }
            last = (index, elapsed)
        }
        #expect(sharedWithAnother > 20, "\(sharedWithAnother) answers after an equal clock's")
        #expect(sameTimeOtherClock > 500, "\(sameTimeOtherClock) answers after another clock's at the same time")
    }

    /// Tracks written in turn through one memo into one state, as the frame loop writes them —
    /// some sharing a leg's timing and start, some not, several legs each — at random times, over
    /// junk at first: each state is the track's own `state(at:)`.
    @Test func tracksWrittenThroughOneMemoGetTheirOwnStates() {
        for seed in UInt64(0)..<200 {
            var rng = SeededRandom(seed: 90_000 + seed)
            let timings: [Timing] = [.easeInOut, .spring(dampingRatio: 0.7), .linear]
            let starts = [0, 0, 0.1]
            let initial = PreparedLegTests.state(using: &rng, near: nil)
            var tracks: [StandInTrack] = []
            for i in 0..<rng.int(2...12) {
                let legs = (0..<rng.int(1...3)).map { _ in
                    StandInLeg(
                        start: starts[rng.int(0...2)], duration: rng.chance(0.7) ? 0.4 : rng.double(0.1...0.6),
                        timing: timings[rng.int(0...2)], target: PreparedLegTests.state(using: &rng, near: initial),
                        arc: rng.chance(0.3) ? 0.4 : 0)
                }
                tracks.append(
                    StandInTrack(
                        id: i, name: "t\(i)", role: .pair(i), zIndex: 0, content: .sourceSnapshot, initial: initial,
                        legs: legs))
            }
            for _ in 0..<15 {
                let time = rng.double(-0.1...1.2)
                var memo = ProgressMemo()
                var state = PreparedLegTests.state(using: &rng, near: nil)  // junk, written over
                for _ in tracks.indices {
                    let track = tracks[rng.int(0...(tracks.count - 1))]
                    track.write(at: time, into: &state, memo: &memo)
                    #expect(state == track.state(at: time), "seed \(seed), track \(track.id), time \(time)")
                }
            }
        }
    }
}
