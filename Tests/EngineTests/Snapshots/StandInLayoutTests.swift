import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

@MainActor
@Suite struct StandInLayoutTests {
    /// The body posed in its clip, and the clip posed in the container, put the body exactly where
    /// the frame's quad says — for random poses, shapes and clips.
    @Test(arguments: 0..<200)
    func theBodyThroughItsClipLandsOnTheFramesQuad(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed))
        var state = StandInState(
            center: CGPoint(x: rng.double(0...390), y: rng.double(0...844)),
            size: CGSize(width: rng.double(10...300), height: rng.double(10...300)),
            shape: RandomTreeBuilder.transform(using: &rng, allowsPerspective: rng.chance(0.3)).withoutTranslation,
            cornerRadii: CornerRadii(uniform: rng.double(0...20)))
        if rng.chance(0.7) {
            state.clip = StandInClip(
                center: CGPoint(x: rng.double(0...390), y: rng.double(0...844)),
                size: CGSize(width: rng.double(50...400), height: rng.double(50...400)),
                shape: rng.chance(0.3) ? Transform3D(rotationAngle: rng.double(-0.5...0.5)) : .identity,
                cornerRadii: CornerRadii(uniform: rng.double(0...30)))
        }
        guard let quad = try? state.quad() else { return }
        let frame = StandInFrame(
            id: 0, name: "x", quad: quad, state: state, zIndex: 0, sourceContentAlpha: 1, destinationContentAlpha: 0)
        let layout = StandInLayout(frame)
        func map(_ pose: StandInLayout.Pose) -> PlaneTransform {
            LayerGeometry(bounds: CGRect(origin: .zero, size: pose.size), position: pose.center, transform: pose.shape)
                .transformToParent
        }
        var toContainer = map(layout.body)
        if let clip = layout.clip { toContainer = toContainer.concatenating(map(clip.pose)) }
        let rebuilt = try toContainer.quad(for: CGRect(origin: .zero, size: state.size))
        for (a, b) in zip(rebuilt.corners, quad.corners) {
            #expect(abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6, "seed \(seed)")
        }
        #expect((layout.clip != nil) == (state.clip != nil))
    }

    /// A layer has one mask: a circle when the state has one (the body's uniform corners still
    /// round through `cornerRadius`), a rounded-rect path for unequal corners, none otherwise — so a
    /// state that drops its circle removes the mask (uikit-review-5, F10.5: the UIKit backend made a
    /// new circle every frame and never removed one).
    @Test func eachLayerHasTheOneMaskItsStateAsksFor() {
        func layout(radii: CornerRadii, circle: CircleMask?) -> StandInLayout {
            var state = StandInState(
                center: CGPoint(x: 100, y: 200), size: CGSize(width: 100, height: 80), cornerRadii: radii)
            state.mask = circle
            let quad = (try? state.quad()) ?? Quad(CGRect(x: 50, y: 160, width: 100, height: 80))
            return StandInLayout(
                StandInFrame(id: 0, name: "x", quad: quad, state: state, zIndex: 0, sourceContentAlpha: 1,
                    destinationContentAlpha: 0))
        }
        let uneven = CornerRadii(
            topLeft: CGSize(width: 12, height: 12), topRight: CGSize(width: 4, height: 4), bottomRight: .zero,
            bottomLeft: .zero)
        #expect(layout(radii: CornerRadii(uniform: 8), circle: nil).bodyMask == .none)
        #expect(layout(radii: uneven, circle: nil).bodyMask == .roundedRect(size: CGSize(width: 100, height: 80), radii: uneven))
        let circle = CircleMask(center: CGPoint(x: 110, y: 210), radius: 30)
        // In the body's own units: the body's top-left is at (50, 160).
        #expect(layout(radii: CornerRadii(uniform: 8), circle: circle).bodyMask == .circle(center: CGPoint(x: 60, y: 50), radius: 30))
        #expect(layout(radii: uneven, circle: circle).bodyMask == .circle(center: CGPoint(x: 60, y: 50), radius: 30))
        #expect(layout(radii: .zero, circle: nil).clipMask == .none)
    }

    @Test func cornersAreOneRadiusWhenTheyCanBeAndAPathOtherwise() {
        #expect(StandInLayout.Corners(CornerRadii(uniform: 8)) == .uniform(radius: 8, corners: .all))
        #expect(StandInLayout.Corners(.zero) == .uniform(radius: 0, corners: .all))
        let top = CornerRadii(radius: 10, mask: [.topLeft, .topRight], size: CGSize(width: 100, height: 100))
        #expect(StandInLayout.Corners(top) == .uniform(radius: 10, corners: [.topLeft, .topRight]))
        let mixed = CornerRadii(
            topLeft: CGSize(width: 10, height: 10), topRight: CGSize(width: 4, height: 4), bottomRight: .zero, bottomLeft: .zero)
        #expect(StandInLayout.Corners(mixed) == .path(mixed))
        let elliptical = CornerRadii(uniform: 10).scaled(by: 1)
        var stretched = elliptical
        stretched.topLeft.width = 20
        #expect(StandInLayout.Corners(stretched) == .path(stretched))
    }

    /// For random radii (square, equal, unequal and elliptical corners mixed), the corners are one
    /// circular radius on the rounded corners exactly when every rounded corner has the same
    /// circular radii (within 1e-6 pt), and a path otherwise; square everywhere is a radius of 0
    /// on every corner.
    @Test(arguments: 0..<300)
    func cornersFollowTheirRuleForRandomRadii(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let shared = rng.chance(0.8) ? rng.double(0.5...20) : 0
        // Square, shared, nearly shared, elliptical, and what a bad input can hold (a negative,
        // infinite or NaN radius).
        func corner() -> CGSize {
            switch rng.int(0...7) {
            case 0, 1: .zero
            case 2, 3: CGSize(width: shared, height: shared)
            case 4: CGSize(width: shared + rng.double(-1e-7...1e-7), height: shared)
            case 5: CGSize(width: rng.double(0...20), height: rng.double(0...20))
            case 6: CGSize(width: -rng.double(0...20), height: rng.chance(0.5) ? 0 : shared)
            default:
                rng.chance(0.5)
                    ? CGSize(width: Double.infinity, height: Double.infinity) : CGSize(width: Double.nan, height: 4)
            }
        }
        let radii = CornerRadii(topLeft: corner(), topRight: corner(), bottomRight: corner(), bottomLeft: corner())
        let all: [(CGSize, CornerMask)] = [
            (radii.topLeft, .topLeft), (radii.topRight, .topRight), (radii.bottomRight, .bottomRight),
            (radii.bottomLeft, .bottomLeft),
        ]
        let rounded = all.filter { $0.0.width > 0 || $0.0.height > 0 }
        let expected: StandInLayout.Corners
        if let first = rounded.first?.0 {
            let alike = rounded.allSatisfy {
                abs($0.0.width - first.width) < 1e-6 && abs($0.0.height - first.height) < 1e-6
            }
            expected =
                alike && abs(first.width - first.height) < 1e-6
                ? .uniform(radius: first.width, corners: CornerMask(rounded.map(\.1))) : .path(radii)
        } else {
            expected = .uniform(radius: 0, corners: .all)
        }
        // A path holds the radii as given (compared bit for bit: a NaN radius is not equal to itself).
        func bits(_ r: CornerRadii) -> [UInt64] {
            r.corners.flatMap { [Double($0.width).bitPattern, Double($0.height).bitPattern] }
        }
        switch (StandInLayout.Corners(radii), expected) {
        case (.path(let got), .path(let want)): #expect(bits(got) == bits(want), "seed \(seed)")
        case (.uniform(let radius, let mask), .uniform(let r, let m)):
            #expect(radius == r && mask == m, "seed \(seed)")
        case (let got, _): Issue.record("seed \(seed): \(got), expected \(expected)")
        }
    }

    /// A state posed to show a rect where a map puts it does: every point of its bounds lands
    /// where the map puts the rect's point, for affine maps (the in-line path every flat stand-in
    /// takes) and perspective ones. Checked point by point against the map itself.
    @Test(arguments: 0..<300)
    func aPoseShowsTheRectWhereTheMapPutsIt(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed))
        let perspective = rng.chance(0.3)
        let map = PlaneTransform(
            m11: rng.double(-3...3), m12: rng.double(-3...3), m13: perspective ? rng.double(-0.001...0.001) : 0,
            m21: rng.double(-3...3), m22: rng.double(-3...3), m23: perspective ? rng.double(-0.001...0.001) : 0,
            m31: rng.double(-500...500), m32: rng.double(-500...500), m33: perspective ? rng.double(0.9...1.1) : 1)
        let rect = CGRect(
            x: rng.double(-100...100), y: rng.double(-100...100), width: rng.double(1...300),
            height: rng.double(1...300))
        let pose = StandInState.pose(of: rect, map: map)
        let posed = StandInState.transformToContainer(center: pose.center, size: rect.size, shape: pose.shape)
        for _ in 0..<8 {
            let p = CGPoint(x: rng.double(0...rect.width), y: rng.double(0...rect.height))
            let onMap = try map.apply(to: CGPoint(x: rect.minX + p.x, y: rect.minY + p.y))
            let onPose = try posed.apply(to: p)
            #expect(
                abs(onMap.x - onPose.x) <= 1e-7 * max(1, abs(onMap.x))
                    && abs(onMap.y - onPose.y) <= 1e-7 * max(1, abs(onMap.y)), "seed \(seed)")
        }
        if !perspective {
            // Flat: the centre is the rect's centre mapped, and the shape has no translation.
            #expect(try pose.center == map.apply(to: CGPoint(x: rect.midX, y: rect.midY)), "seed \(seed)")
            #expect(pose.shape.m41 == 0 && pose.shape.m42 == 0, "seed \(seed)")
            // The shape is the map's linear part, nothing in depth or perspective.
            let s = pose.shape
            #expect(
                [s.m11, s.m12, s.m21, s.m22] == [map.m11, map.m12, map.m21, map.m22]
                    && [s.m13, s.m14, s.m23, s.m24, s.m31, s.m32, s.m34, s.m43] == Array(repeating: 0, count: 8)
                    && s.m33 == 1 && s.m44 == 1, "seed \(seed)")
        }
    }

    /// Radii seen in the container become the layer's own under its shape; a border is already in
    /// the layer's own points (captured from `layer.borderWidth`, drawn under the same shape).
    @Test func radiiAndBorderAreInTheLayersOwnUnits() {
        let state = StandInState(
            center: CGPoint(x: 100, y: 100), size: CGSize(width: 100, height: 50), shape: Transform3D(scaleX: 2, y: 0.5),
            cornerRadii: CornerRadii(uniform: 10), borderWidth: 4)
        let frame = StandInFrame(
            id: 0, name: "x", quad: try! state.quad(), state: state, zIndex: 0, sourceContentAlpha: 1,
            destinationContentAlpha: 0)
        let layout = StandInLayout(frame)
        #expect(layout.radii.topLeft == CGSize(width: 5, height: 20) && layout.borderWidth == 4)
        guard case .path = layout.corners else {
            Issue.record("elliptical corners need a path")
            return
        }
    }

    @Test func thePerCornerPathIsTheUniformPathWhenTheRadiiAreEqual() {
        let rect = CGRect(x: 3, y: 4, width: 120, height: 80)
        #expect(AnimationPath(roundedRect: rect, radii: CornerRadii(uniform: 12)) == AnimationPath(roundedRect: rect, cornerRadius: 12))
    }
}

extension Transform3D {
    /// The transform without its translation (a shape about a centre).
    fileprivate var withoutTranslation: Transform3D {
        var t = self
        t.m41 = 0
        t.m42 = 0
        t.m43 = 0
        return t
    }
}
