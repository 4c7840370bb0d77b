import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    @Suite struct AnimationPathTests {
        private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
            abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        }

        /// The compiler's allocation-free helpers agree exactly with the point lists they replace:
        /// bounding box, largest point distance, the linear blend, and the components of a path.
        @Test func allocationFreeHelpersAgreeWithThePointLists() {
            var rng = SeededRandom(seed: 11)
            func point() -> CGPoint { CGPoint(x: rng.double(-500...500), y: rng.double(-500...500)) }
            for round in 0..<300 {
                var a = AnimationPath()
                var b = AnimationPath()
                for i in 0..<rng.int(0...8) {
                    switch i == 0 ? 0 : rng.int(0...4) {
                    case 0: a.move(to: point()); b.move(to: point())
                    case 1: a.addLine(to: point()); b.addLine(to: point())
                    case 2: a.addQuadCurve(to: point(), control: point()); b.addQuadCurve(to: point(), control: point())
                    case 3:
                        a.addCurve(to: point(), control1: point(), control2: point())
                        b.addCurve(to: point(), control1: point(), control2: point())
                    default: a.closeSubpath(); b.closeSubpath()
                    }
                }
                let (p, q) = (a.points, b.points)
                // The box, independently.
                if p.isEmpty {
                    #expect(a.pointsBoundingBox == nil, "round \(round)")
                } else {
                    let xs = p.map(\.x), ys = p.map(\.y)
                    let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                    #expect(a.pointsBoundingBox == box, "round \(round)")
                }
                let largest = zip(p, q).map { hypot($0.x - $1.x, $0.y - $1.y) }.max() ?? 0
                #expect(a.largestPointDistance(to: b).map { abs($0 - largest) <= 1e-12 * max(1, largest) } == true, "round \(round)")
                let f = rng.double(-0.5...1.5)
                let blended = zip(p, q).map { CGPoint(x: $0.x + ($1.x - $0.x) * f, y: $0.y + ($1.y - $0.y) * f) }
                #expect(AnimationPath.interpolate(from: a, to: b, fraction: f).points == blended, "round \(round)")
                #expect(AnimationValue.path(a).components == p.flatMap { [Double($0.x), Double($0.y)] }, "round \(round)")
                // Another structure: no distance, and the blend switches at the halfway point.
                var c = a
                c.addLine(to: point())
                #expect(a.largestPointDistance(to: c) == nil)
            }
            // Numbers, points, sizes and colours blend as their components do.
            for _ in 0..<300 {
                let f = rng.double(-0.5...1.5)
                let values: [(AnimationValue, AnimationValue)] = [
                    (.scalar(rng.double(-9...9)), .scalar(rng.double(-9...9))), (.point(point()), .point(point())),
                    (.size(CGSize(width: rng.double(0...99), height: rng.double(0...99))), .size(CGSize(width: rng.double(0...99), height: rng.double(0...99)))),
                    (.color(RGBAColor(red: rng.double(0...1), green: rng.double(0...1), blue: rng.double(0...1), alpha: rng.double(0...1))),
                     .color(RGBAColor(red: rng.double(0...1), green: rng.double(0...1), blue: rng.double(0...1), alpha: rng.double(0...1)))),
                ]
                for (x, y) in values {
                    let reference = x.replacingComponents(zip(x.components, y.components).map { $0 + ($1 - $0) * f })
                    #expect(AnimationValue.interpolate(from: x, to: y, fraction: f) == reference)
                }
            }
        }

        @Test func aFullArcIsFourQuarterCurvesOnTheCircle() {
            // The tutorial's circle: centre (200, 300), radius 100, from 0 to 2π clockwise.
            var path = AnimationPath()
            path.addArc(center: CGPoint(x: 200, y: 300), radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            #expect(path.elements.count == 5)
            #expect(path.elements[0] == .move(to: CGPoint(x: 300, y: 300)))
            let ends = path.keyframeSegments.map(\.end)
            let expected = [
                CGPoint(x: 200, y: 400), CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 200), CGPoint(x: 300, y: 300),
            ]
            #expect(zip(ends, expected).allSatisfy { close($0, $1) })
            // The usual 4/3·tan(π/8) control distance puts each quarter's midpoint exactly on the
            // circle, at 45°.
            let mid = path.keyframeSegments[0].point(at: 0.5)
            #expect(close(mid, CGPoint(x: 200 + 100 / 2.0.squareRoot(), y: 300 + 100 / 2.0.squareRoot())))
        }

        @Test func arcsSweepTheRequestedWay() {
            var ccw = AnimationPath()
            ccw.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            // Counter-clockwise from 0 to π/2 is the long way: three quarters, through (0, −1).
            #expect(ccw.keyframeSegments.count == 3)
            #expect(close(ccw.keyframeSegments[0].end, CGPoint(x: 0, y: -1)))
            var joined = AnimationPath([.move(to: CGPoint(x: -5, y: 0))])
            joined.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            #expect(joined.elements[1] == .line(to: CGPoint(x: 1, y: 0)) && joined.elements.count == 3)
        }

        @Test func roundedRectsKeepOneStructureForEveryRadius() {
            let rect = CGRect(x: 10, y: 20, width: 100, height: 60)
            let square = AnimationPath(roundedRect: rect, cornerRadius: 0)
            let round = AnimationPath(roundedRect: rect, cornerRadius: 12)
            let pill = AnimationPath(roundedRect: rect, cornerRadius: 500)
            #expect(square.hasSameStructure(as: round) && round.hasSameStructure(as: pill))
            #expect(square.elements.count == 10)
            #expect(round.elements[0] == .move(to: CGPoint(x: 22, y: 20)))
            #expect(pill.elements[0] == .move(to: CGPoint(x: 40, y: 20)))  // clamped to half the height
            // A corner's midpoint lies on its circle: top-right corner centre (98, 32), radius 12.
            let corner = round.keyframeSegments[1].point(at: 0.5)
            #expect(close(corner, CGPoint(x: 98 + 12 / 2.0.squareRoot(), y: 32 - 12 / 2.0.squareRoot())))
            #expect(square.currentPoint == CGPoint(x: 10, y: 20))
        }

        @Test func pathsInterpolatePointByPointOrSwitchHalfWay() {
            let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
            let a = AnimationPath(roundedRect: rect, cornerRadius: 0)
            let b = AnimationPath(roundedRect: rect, cornerRadius: 20)
            expectClose(
                .path(AnimationPath.interpolate(from: a, to: b, fraction: 0.5)),
                .path(AnimationPath(roundedRect: rect, cornerRadius: 10)), tolerance: 1e-12)
            let line = AnimationPath([.move(to: .zero), .line(to: CGPoint(x: 1, y: 1))])
            #expect(AnimationPath.interpolate(from: a, to: line, fraction: 0.49) == a)
            #expect(AnimationPath.interpolate(from: a, to: line, fraction: 0.5) == line)
        }

        @Test func segmentsFollowTheElements() {
            var path = AnimationPath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 10))
            path.addLine(to: CGPoint(x: 20, y: 20))
            path.closeSubpath()
            path.move(to: CGPoint(x: 50, y: 50))
            path.addLine(to: CGPoint(x: 60, y: 50))
            path.closeSubpath()
            let segments = path.keyframeSegments
            // quad, line, closing line, line, closing line.
            #expect(segments.count == 5)
            // The raised quadratic is the quadratic: (1−u)²·p0 + 2u(1−u)·c + u²·p1 at u = 0.3.
            let u = 0.3
            let q = CGPoint(x: 2 * u * (1 - u) * 10 + u * u * 20, y: 2 * u * (1 - u) * 10)
            #expect(close(segments[0].point(at: u), q, 1e-12))
            // A line runs at constant speed.
            #expect(close(segments[1].point(at: 0.25), CGPoint(x: 20, y: 5), 1e-12))
            #expect(segments[2].end == .zero && segments[3].start == CGPoint(x: 50, y: 50))
            // A close that does not move adds nothing.
            let closedOnItself = AnimationPath([
                .move(to: .zero), .line(to: CGPoint(x: 1, y: 0)), .line(to: .zero), .close,
            ])
            #expect(closedOnItself.keyframeSegments.count == 2)
        }

        @Test func svgPathDataWritesEveryElement() {
            var path = AnimationPath([.move(to: CGPoint(x: 0, y: 0.5))])
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 15, y: 5))
            path.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 22, y: 1), control2: CGPoint(x: 28, y: -1))
            path.closeSubpath()
            #expect(path.svgPathData == "M0 0.5 L10 0 Q15 5 20 0 C22 1 28 -1 30 0 Z")
            #expect(path.replacingPoints([.zero]) == nil)
        }
    }
}
