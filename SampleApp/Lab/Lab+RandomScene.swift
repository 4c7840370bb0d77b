import Foundation
import MatchCut

extension Lab {
    /// A random scene for cross-checking geometry: trees up to 4 levels deep with scroll offsets,
    /// anchor points, scales, rotations about every axis and perspective at several levels (kept
    /// in front of the viewer). Deterministic for a seed.
    func randomScene(seed: UInt64) -> TransitionScene {
        var state = seed &+ 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
        func between(_ a: Double, _ b: Double) -> Double { a + (b - a) * next() }
        var counter = 0
        func node(depth: Int, in size: CGSize) -> SceneNode {
            let w = between(30, max(31, size.width * 0.8))
            let h = between(30, max(31, size.height * 0.8))
            // Frames on a 1/64-point grid: browsers lay boxes out in 1/64 px units, so the comparison
            // with a browser then measures transforms, not layout rounding.
            func grid(_ v: Double) -> Double { (v * 64).rounded() / 64 }
            let frame = CGRect(
                x: grid(between(-20, size.width - w + 20)), y: grid(between(-20, size.height - h + 20)), width: grid(w),
                height: grid(h))
            var t = Transform3D.identity
            if next() < 0.3 { t = t.withPerspective(distance: between(900, 2000)) }
            if next() < 0.5 {
                t = t.rotated(by: between(-0.5, 0.5), axisX: between(-1, 1), y: between(-1, 1), z: between(-1, 1))
            }
            if next() < 0.4 { t = t.scaled(x: between(0.6, 1.4), y: between(0.6, 1.4)) }
            if next() < 0.3 { t = t.translated(x: between(-30, 30), y: between(-30, 30)) }
            let anchor =
                next() < 0.3
                ? CGPoint(x: grid(between(0, 1) * 64) / 64, y: grid(between(0, 1) * 64) / 64) : CGPoint(x: 0.5, y: 0.5)
            let boundsOrigin = next() < 0.3 ? CGPoint(x: grid(between(-40, 40)), y: grid(between(-40, 80))) : .zero
            counter += 1
            var n = SceneNode(
                id: next() < 0.7 ? "v\(counter)" : nil,
                geometry: LayerGeometry(frame: frame, boundsOrigin: boundsOrigin, anchorPoint: anchor, transform: t))
            if depth < 4 {
                for _ in 0..<Int(between(0, 3.99)) { n.children.append(node(depth: depth + 1, in: frame.size)) }
            }
            return n
        }
        let size = CGSize(width: 390, height: 844)
        var source = SceneNode(geometry: LayerGeometry(frame: CGRect(origin: .zero, size: size)))
        var destination = source
        for _ in 0..<4 { source.children.append(node(depth: 1, in: size)) }
        for _ in 0..<4 { destination.children.append(node(depth: 1, in: size)) }
        return TransitionScene(containerSize: size, source: source, destination: destination)
    }
}
