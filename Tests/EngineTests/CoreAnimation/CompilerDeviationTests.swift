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

    /// A position's or a size's error, read from the step of the corners where nothing has
    /// perspective, against the corners of every layer measured one by one (the bounds, radius and
    /// mask boxes, the clip's body, and the turn of their edges): on random poses of every layer —
    /// turned, scaled, sometimes tilted in perspective, with masks — for every role and each
    /// position and size property.
    @Test func aPositionOrSizeErrorIsTheStepOfTheCorners() {
        var rng = SeededRandom(seed: 91)
        var shortcuts = 0
        let tolerance = CompileTolerance.standard
        let share = CompileShare(points: 0.3, degrees: 0.3, alpha: 0.5)
        for round in 0..<3000 {
            var values = StandInLayerValues()
            for role in StandInLayerRole.allCases {
                values[role].boundsSize = CGSize(width: rng.double(0.5...400), height: rng.double(0.5...400))
                values[role].position = CGPoint(x: rng.double(-200...600), y: rng.double(-200...1000))
                values[role].cornerRadius = rng.chance(0.3) ? rng.double(0...250) : 0
                var t = Transform3D.identity
                if rng.chance(0.5) {
                    t = Transform3D(rotationAngle: rng.double(-3.2...3.2)).concatenating(
                        Transform3D(scaleX: rng.double(0.2...3), y: rng.double(0.2...3)))
                }
                // Tilted about y, seen in perspective (the tilt's depth carried into w); steeply and
                // close to the viewer, corners go behind it and are not drawn.
                func tilted(_ angle: Double, distance: Double) -> Transform3D {
                    var perspective = Transform3D.identity
                    perspective.m34 = -1 / distance
                    return Transform3D(rotationAngle: angle, axisX: 0, y: 1, z: 0).concatenating(perspective)
                }
                if rng.chance(0.15) {
                    t = t.concatenating(tilted(rng.double(-0.8...0.8), distance: rng.double(300...2000)))
                } else if rng.chance(0.08) {
                    t = t.concatenating(tilted(rng.double(1.2...1.55), distance: rng.double(40...200)))
                }
                values[role].transform = t
            }
            // Masks over the clip and the body, sometimes: their boxes are measured too.
            for mask in [StandInLayerRole.clipMask, .bodyMask] where rng.chance(0.4) {
                let rect = CGRect(
                    x: rng.double(-20...60), y: rng.double(-20...60), width: rng.double(1...300),
                    height: rng.double(1...300))
                values[mask].path = AnimationPath(roundedRect: rect, cornerRadius: rng.double(0...20))
            }
            let role = StandInLayerRole.allCases[rng.int(0...(StandInLayerRole.allCases.count - 1))]
            let (position, size) = (values[role].position, values[role].boundsSize)
            var (dx, dy) = (rng.double(-3...3) * (rng.chance(0.5) ? 1 : 0.01), rng.double(-3...3))
            // Now and then a value that is not finite (measured as such), and sizes may go below 0
            // (a blend's overshoot: drawn with their absolute values).
            if rng.chance(0.02) { dx = [.nan, .infinity, -.infinity][rng.int(0...2)] }
            let shown: (AnimatableProperty, AnimationValue) =
                switch rng.int(0...5) {
                case 0: (.position, .point(CGPoint(x: position.x + dx, y: position.y + dy)))
                case 1: (.positionX, .scalar(Double(position.x + dx)))
                case 2: (.positionY, .scalar(Double(position.y + dy)))
                case 3: (.boundsSize, .size(CGSize(width: size.width + dx, height: size.height + dy)))
                case 4: (.boundsWidth, .scalar(Double(size.width + dx)))
                default: (.boundsHeight, .scalar(Double(size.height + dy)))
                }
            let d = values.deviation(of: shown.1, role, shown.0, tolerance: tolerance, share: share)
            let measured = values.measuredDeviation(of: shown.1, role, shown.0, tolerance: tolerance, share: share)
            let shortcut =
                shown.0.base == .position
                ? values.translationDeviation(of: shown.1, role, shown.0, tolerance: tolerance, share: share)
                : values.resizeDeviation(of: shown.1, role, shown.0, tolerance: tolerance, share: share)
            if let shortcut {
                shortcuts += 1
                #expect(shortcut == d, "round \(round): the shortcut was taken, and is what is answered")
            }
            #expect(
                d == measured || (d.isNaN && measured.isNaN) || abs(d - measured) <= 1e-7 * max(1, measured),
                "round \(round): \(role) \(shown.0) \(d), measured \(measured)")
        }
        // Most rounds take the shortcut (not with perspective, a size below 0 or a value not finite).
        #expect(shortcuts > 1500, "\(shortcuts) of 3000 rounds read from the step")
    }
}
