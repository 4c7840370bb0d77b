import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// How far a sampled value is from the motion, as the compiler measures it: by what moves on
/// screen, checked against the corners computed independently here.
@Suite struct CompilerDeviationTests {
    /// A round layer (its corner radius larger than half its size, as a small close button shrunk
    /// in flight) whose size is off: the error is the bounds' corners' move, however large the
    /// radius. The union of the bounds with the radius box hid it (a built-in scene's turn-around
    /// sampled the button's size 0.36 pt off).
    @Test func aSizeErrorInsideALargeRadiusIsMeasured() {
        var rng = SeededRandom(seed: 58)
        for round in 0..<300 {
            var values = StandInLayerValues()
            let side = rng.double(4...60)
            values[.body].boundsSize = CGSize(width: side, height: side * rng.double(0.8...1.2))
            values[.body].position = CGPoint(x: rng.double(0...390), y: rng.double(0...844))
            values[.body].cornerRadius = rng.double(0...(1.5 * side))
            values[.clip].boundsSize = CGSize(width: 390, height: 844)
            values[.clip].position = CGPoint(x: 195, y: 422)
            let grow = rng.double(-1...1)
            let exact = values[.body].boundsSize
            let shown = CGSize(width: exact.width + grow, height: exact.height + grow)
            // The bounds grow about the centre: each corner moves by half the change on each axis.
            let moved = hypot(grow / 2, grow / 2)
            let tolerance = CompileTolerance.standard
            let share = CompileShare(points: 0.3, degrees: 0.3, alpha: 0.5)
            let d = values.deviation(of: .size(shown), .body, .boundsSize, tolerance: tolerance, share: share)
            #expect(d >= moved / (tolerance.points * share.points) - 1e-6, "round \(round): \(d) for \(moved) pt")
        }
    }
}
