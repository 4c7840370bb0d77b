import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// The display link's frame loop (`TransitionController.render(at:)`) writes every stand-in's
/// state and frame over one scratch frame in place (`StandInTrack.write(at:into:memo:)`, one
/// progress memo for the frame, and `StandInTrack.complete(_:at:)`); nothing of one stand-in may be
/// left in the next.
@MainActor @Suite struct DrawingTests {
    /// A frame built by value from a state, written here as the engine wrote it before frames were
    /// completed in place: the reference `complete` must agree with.
    static func referenceFrame(_ track: StandInTrack, state: StandInState, at time: Double) -> StandInFrame? {
        guard let quad = try? state.quad() else { return nil }
        let alphas = track.contentAlphas(at: time)
        var frame = StandInFrame(
            id: track.id, name: track.name, quad: quad, state: state, zIndex: track.zIndex,
            sourceContentAlpha: alphas.source, destinationContentAlpha: alphas.destination)
        let placement = track.placement
        let fraction = track.contentFraction(at: time)
        if alphas.source > 0 || track.content == .sourceSnapshot {
            let placed = placement.source(in: state.size, fraction: fraction)
            frame.sourceContentFrame = placed.frame
            frame.sourceContentScale = placed.scale
        }
        if alphas.destination > 0 || track.content == .destinationSnapshot {
            let placed = placement.destination(in: state.size, fraction: fraction)
            frame.destinationContentFrame = placed.frame
            frame.destinationContentScale = placed.scale
        }
        return frame
    }

    /// A frame holding something else in every field (another stand-in's leftovers).
    static func junkFrame(_ rng: inout SeededRandom) -> StandInFrame {
        func point() -> CGPoint { CGPoint(x: rng.double(-500...500), y: rng.double(-500...500)) }
        var state = StandInState(
            center: point(), size: CGSize(width: rng.double(1...300), height: rng.double(1...300)),
            shape: Transform3D(rotationAngle: rng.double(-3...3)), alpha: rng.double(0...1),
            backgroundColor: RGBAColor(red: 0.3, green: 0.2, blue: 0.1, alpha: 0.9),
            mask: CircleMask(center: point(), radius: rng.double(1...200)), masksToBounds: true,
            borderWidth: rng.double(0...5), borderColor: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
        state.clip = StandInClip(center: point(), size: CGSize(width: 50, height: 60))
        var frame = StandInFrame(
            id: 10_000 + rng.int(0...100), name: "junk \(rng.int(0...100))",
            quad: Quad(topLeft: point(), topRight: point(), bottomRight: point(), bottomLeft: point()),
            state: state, zIndex: -rng.int(1...100), sourceContentAlpha: rng.double(0...1),
            destinationContentAlpha: rng.double(0...1))
        frame.sourceContentFrame = CGRect(origin: point(), size: CGSize(width: 7, height: 9))
        frame.destinationContentFrame = CGRect(origin: point(), size: CGSize(width: 11, height: 13))
        frame.sourceContentScale = rng.double(0.1...3)
        frame.destinationContentScale = rng.double(0.1...3)
        return frame
    }

    /// Every track of 40 random plans, at random times before, through and after its motion, written
    /// over a frame full of junk: the state is the track's own (`state(at:)`) and the frame the one
    /// built by value from it.
    @Test func aFrameCompletedInPlaceIsTheFrameBuiltByValue() {
        var checked = 0
        for seed in 0..<40 as Range<UInt64> {
            var rng = SeededRandom(seed: seed)
            let (plan, description) = CoreAnimationTests.CompilerRandomPlanTests.randomPlan(&rng)
            for track in plan.tracks {
                for _ in 0..<6 {
                    let time = rng.double(-0.2...(plan.duration + 0.3))
                    var frame = Self.junkFrame(&rng)
                    var memo = ProgressMemo()
                    track.write(at: time, into: &frame.state, memo: &memo)
                    let state = track.state(at: time)
                    let sameState = frame.state == state
                    #expect(sameState, "seed \(seed) (\(description)): \(track.name) at \(time): the state")
                    let expected = Self.referenceFrame(track, state: state, at: time)
                    let drawn = track.complete(&frame, at: time) ? frame : nil
                    let same = drawn == expected
                    #expect(same, "seed \(seed) (\(description)): \(track.name) at \(time): the frame")
                    checked += 1
                }
            }
        }
        #expect(checked > 500)
    }

    /// Seeded random requests (matched flights and presets, every kind), scrubbed through random
    /// progress values: after each, every stand-in was last drawn as its own frame
    /// (`frame(of:at:)`), not with a field of the stand-in drawn before it.
    @Test func everyStandInIsDrawnAsItsOwnFrame() throws {
        var flown = 0
        for seed in 0..<60 as Range<UInt64> {
            var rng = SeededRandom(seed: seed)
            let (random, _, description) = CoreAnimationTests.CompilerRandomPlanTests.randomRequest(&rng)
            var request = random
            request.isInteractive = true
            let backend = HeadlessBackend()
            let driver = ManualFrameDriver(frameRate: 120)
            let controller = TransitionController(backend: backend, driver: driver)
            controller.begin(request)
            if controller.phase == .preparing { driver.advance(by: driver.frameInterval) }
            guard controller.phase == .interactive else { continue }  // nothing to fly: UIKit's own
            flown += 1
            for step in 0..<12 {
                let progress = step == 0 ? 0 : step == 11 ? 1 : rng.double(0...1)
                controller.update(progress: progress)
                for index in controller.standIns.indices {
                    let drawn = backend.lastFrame(of: controller.standIns[index].view)
                    let expected = controller.frame(of: index, at: driver.now)
                    // Compared apart, so a failure names the case without printing two frames.
                    let same = drawn == expected
                    #expect(same, "seed \(seed) (\(description)): stand-in \(index) at progress \(progress)")
                }
            }
            controller.cancel()
            driver.advance(by: 5)
        }
        #expect(flown >= 40, "only \(flown) of 60 random requests flew")
    }
}
