import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCutMatcher

/// Maps a point from `view` up to `ancestor` one layer at a time, the way a person would by hand:
/// subtract the anchor point, apply the 4×4 transform with a perspective divide, drop z (the
/// layer is flattened into its parent), add the position. Independent of ``PlaneTransform``.
@MainActor
private func chainPoint(_ point: CGPoint, from view: HeadlessView, to ancestor: HeadlessView) -> CGPoint? {
    var p = point
    var v = view
    while v !== ancestor {
        let g = v.geometry
        let x = p.x - g.bounds.minX - g.anchorPoint.x * g.bounds.width
        let y = p.y - g.bounds.minY - g.anchorPoint.y * g.bounds.height
        let h = g.transform.homogeneous(x: x, y: y, z: 0)
        guard h.w > 0 else { return nil }
        p = CGPoint(x: h.x / h.w + g.position.x, y: h.y / h.w + g.position.y)
        guard let parent = v.superview else { return nil }
        v = parent
    }
    return p
}

private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
    let scale = max(1, abs(a.x), abs(a.y), abs(b.x), abs(b.y))
    return abs(a.x - b.x) <= tolerance * scale && abs(a.y - b.y) <= tolerance * scale
}

@MainActor
@Suite struct ConversionTests {
    @Test func scrollOffsetShiftsTheContentAsUIScrollViewDoes() throws {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let scroll = HeadlessView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        scroll.bounds.origin = CGPoint(x: 0, y: 30)  // scrolled down by 30
        let cell = HeadlessView(frame: CGRect(x: 5, y: 40, width: 10, height: 10))
        root.addSubview(scroll)
        scroll.addSubview(cell)
        #expect(try cell.convertedPoint(.zero, to: root) == CGPoint(x: 15, y: 30))
        #expect(try root.convertedPoint(CGPoint(x: 15, y: 30), to: cell) == .zero)
        #expect(try cell.convertedRect(cell.bounds, to: nil) == CGRect(x: 15, y: 30, width: 10, height: 10))
    }

    @Test func transformTurnsAboutTheAnchorPoint() throws {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let centred = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        centred.transform = Transform3D(rotationAngle: .pi / 2)
        root.addSubview(centred)
        // (100, 0) is (50, -25) from the centre (50, 25); turned 90°: (25, 50); back: (75, 75).
        #expect(near(try centred.convertedPoint(CGPoint(x: 100, y: 0), to: root), CGPoint(x: 75, y: 75)))

        let corner = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        corner.anchorPoint = .zero
        corner.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        corner.transform = Transform3D(rotationAngle: .pi / 2)
        root.addSubview(corner)
        #expect(near(try corner.convertedPoint(CGPoint(x: 100, y: 0), to: root), CGPoint(x: 0, y: 100)))
    }

    @Test func perspectiveTiltedCardProjectsByHand() throws {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = HeadlessView(frame: CGRect(x: 100, y: 200, width: 200, height: 100))
        let d = 600.0
        let theta = 0.5
        card.transform = Transform3D(perspectiveDistance: d).rotated(by: theta, axisX: 0, y: 1, z: 0)
        root.addSubview(card)
        // The right edge (x = +100 from the centre) moves to depth −100 sinθ and projects by d/(d − z).
        let z = -100 * sin(theta)
        let k = d / (d - z)
        let expected = CGPoint(x: 200 + 100 * cos(theta) * k, y: 250 - 50 * k)
        #expect(near(try card.convertedPoint(CGPoint(x: 200, y: 0), to: root), expected))
        let quad = try card.convertedQuad(card.bounds, to: root)
        #expect(near(quad.topRight, expected))
        // A perspective quad is not a parallelogram: the right edge turned away (z < 0) is shorter.
        #expect(quad.bottomRight.y - quad.topRight.y < quad.bottomLeft.y - quad.topLeft.y)
        // And the ray comes back down onto the card's plane.
        #expect(near(try root.convertedPoint(expected, to: card), CGPoint(x: 200, y: 0)))
    }

    @Test func frameBehavesAsUIViewFrame() {
        let v = HeadlessView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(v.position == CGPoint(x: 60, y: 40))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        v.anchorPoint = CGPoint(x: 0, y: 0)
        // Changing the anchor point moves the frame, as in UIKit.
        #expect(v.frame == CGRect(x: 60, y: 40, width: 100, height: 40))
        v.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(v.position == CGPoint(x: 10, y: 20))
        let r = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        r.transform = Transform3D(scaleX: 2, y: 0.5)
        #expect(r.frame == CGRect(x: -50, y: 25, width: 200, height: 50))
    }

    @Test(arguments: 0..<300)
    func planeTransformsAgreeWithThePointByPointChain(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed))
        let root = RandomTreeBuilder().tree(size: CGSize(width: 390, height: 844), using: &rng)
        for view in RandomTreeBuilder.allViews(root) {
            let p = CGPoint(
                x: rng.double(0...view.bounds.width) + view.bounds.minX,
                y: rng.double(0...view.bounds.height) + view.bounds.minY)
            guard let expected = chainPoint(p, from: view, to: root) else { continue }
            let actual = try view.convertedPoint(p, to: root)
            #expect(near(actual, expected, 1e-9), "seed \(seed): \(view.frame)")
        }
    }

    @Test(arguments: 0..<300)
    func convertingThereAndBackIsTheIdentity(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed))
        let root = RandomTreeBuilder().tree(size: CGSize(width: 390, height: 844), using: &rng)
        let views = RandomTreeBuilder.allViews(root)
        for _ in 0..<20 {
            let a = views[rng.int(0...(views.count - 1))]
            let b = views[rng.int(0...(views.count - 1))]
            let p = CGPoint(x: rng.double(-50...150), y: rng.double(-50...150))
            guard let there = try? a.convertedPoint(p, to: b) else { continue }
            guard let back = try? b.convertedPoint(there, to: a) else { continue }
            #expect(near(back, p, 1e-9), "seed \(seed)")
        }
    }

    @Test func convertingIntoAViewFlattenedToALineIsReported() {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let flat = HeadlessView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        flat.transform = Transform3D(scaleX: 0, y: 1)
        root.addSubview(flat)
        #expect(throws: GeometryError.singularTransform) { try root.convertedPoint(.zero, to: flat) }
        #expect(throws: Never.self) { try flat.convertedPoint(.zero, to: root) }
    }

    /// A long list scrolled far down (a translation of up to a million points) is no singular
    /// map: converting into its cells is plain arithmetic (found returning to row 120 of a list,
    /// whose offset of 10,139 points made the old test of the determinant call it singular).
    @Test func convertingIntoAFarScrolledListIsExact() throws {
        var random = SeededRandom(seed: 11)
        for _ in 0..<300 {
            let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let list = HeadlessView(frame: CGRect(x: 0, y: random.double(0...100), width: 390, height: 700))
            let offset = CGPoint(x: random.double(-50...50), y: random.double(0...1_000_000))
            list.bounds.origin = offset
            let cell = HeadlessView(
                frame: CGRect(x: 0, y: offset.y + random.double(-200...900), width: 390, height: 88))
            root.addSubview(list)
            list.addSubview(cell)
            let point = CGPoint(x: random.double(0...390), y: random.double(0...844))
            let inCell = try root.convertedPoint(point, to: cell)
            let expected = CGPoint(
                x: point.x - list.frame.minX + offset.x - cell.frame.minX,
                y: point.y - list.frame.minY + offset.y - cell.frame.minY)
            #expect(abs(inCell.x - expected.x) < 1e-6 && abs(inCell.y - expected.y) < 1e-6)
            let back = try cell.convertedPoint(inCell, to: root)
            #expect(abs(back.x - point.x) < 1e-6 && abs(back.y - point.y) < 1e-6)
        }
    }

    @Test func viewsInDifferentTreesMeetInTheirRootsSpace() throws {
        let a = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = HeadlessView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        b.addSubview(child)
        #expect(try a.convertedPoint(CGPoint(x: 15, y: 15), to: child) == CGPoint(x: 5, y: 5))
    }

    @Test func releasingAParentKeepsASubtreeSomeoneStillHolds() {
        var root: HeadlessView? = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = HeadlessView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let avatar = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let sibling = HeadlessView(frame: .zero)
        root!.addSubview(card)
        root!.addSubview(sibling)
        card.addSubview(avatar)
        root = nil
        #expect(card.superview == nil && sibling.superview == nil)
        #expect(card.subviews.count == 1 && avatar.superview === card)
    }

    @Test func aHundredThousandLevelTreeConvertsAndDeallocatesWithoutOverflow() throws {
        var root: HeadlessView? = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var leaf = root!
        for _ in 0..<100_000 {
            let child = HeadlessView(frame: CGRect(x: 0.001, y: 0, width: 100, height: 100))
            leaf.addSubview(child)
            leaf = child
        }
        let p = try leaf.convertedPoint(.zero, to: root)
        #expect(abs(p.x - 100) < 1e-6)
        root = nil
        #expect(leaf.superview == nil)
    }
}
