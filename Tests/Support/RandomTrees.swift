import Foundation
import MatchCut

/// Random view trees for property tests: realistic shapes (stacks, scroll offsets, transforms,
/// anchor points, some perspective) with tags, scopes, hidden and transparent views.
@MainActor
public struct RandomTreeBuilder {
    /// How many views a tree has, at most.
    public var maximumViews = 40
    /// The chance that a view gets a transition ID.
    public var tagChance = 0.4
    /// The IDs drawn from; a small pool makes duplicates and matches likely.
    public var idPool = ["a", "b", "c", "d", "e", "f", "g", "h"]
    /// The chance of a non-identity transform.
    public var transformChance = 0.35
    /// Whether transforms may carry perspective.
    public var allowsPerspective = true
    /// Whether hidden, transparent, excluded and scoped views appear.
    public var allowsVisibilityVariety = true

    /// Creates a builder with the defaults.
    public init() {}

    /// A random transform, well-conditioned (scales 0.5…2, mild perspective).
    public func transform(using rng: inout SeededRandom) -> Transform3D {
        Self.transform(using: &rng, allowsPerspective: allowsPerspective)
    }

    /// A random transform, well-conditioned (scales 0.5…2, mild perspective when allowed).
    public nonisolated static func transform(using rng: inout SeededRandom, allowsPerspective: Bool = true)
        -> Transform3D
    {
        var t = Transform3D.identity
        for _ in 0..<rng.int(1...3) {
            switch rng.int(0...4) {
            case 0: t = t.translated(x: rng.double(-40...40), y: rng.double(-40...40))
            case 1: t = t.scaled(x: rng.double(0.5...2), y: rng.double(0.5...2))
            case 2: t = t.rotated(by: rng.double(-.pi...(.pi)))
            case 3:
                if allowsPerspective {
                    t = t.rotated(by: rng.double(-0.6...0.6), axisX: rng.double(-1...1), y: rng.double(-1...1), z: 0.01)
                        .withPerspective(distance: rng.double(800...2000))
                }
            default:
                t = t.scaled(x: rng.double(0.7...1.3), y: rng.double(0.7...1.3)).rotated(by: rng.double(-0.5...0.5))
            }
        }
        return t
    }

    /// A random tree; the root fills `size`.
    public func tree(size: CGSize, using rng: inout SeededRandom) -> HeadlessView {
        let root = HeadlessView(frame: CGRect(origin: .zero, size: size))
        var all = [root]
        let count = rng.int(1...maximumViews)
        for _ in 0..<count {
            let parent = all[rng.int(0...(all.count - 1))]
            let b = parent.bounds
            let w = rng.double(4...max(5, b.width * 0.9))
            let h = rng.double(4...max(5, b.height * 0.9))
            let view = HeadlessView(
                frame: CGRect(
                    x: b.minX + rng.double(-20...max(-19, b.width - w + 20)),
                    y: b.minY + rng.double(-20...max(-19, b.height - h + 20)), width: w, height: h))
            if rng.chance(0.2) { view.bounds.origin = CGPoint(x: rng.double(-30...30), y: rng.double(-30...80)) }
            if rng.chance(0.2) {
                let frame = view.frame
                view.anchorPoint = CGPoint(x: rng.double(0...1), y: rng.double(0...1))
                view.frame = frame
            }
            if rng.chance(transformChance) { view.transform = transform(using: &rng) }
            if rng.chance(0.1) { view.zPosition = rng.double(-2...2).rounded() }
            if rng.chance(tagChance) { view.matchID = idPool[rng.int(0...(idPool.count - 1))] }
            if rng.chance(0.3) {
                view.cornerRadius = rng.double(0...30)
                // (No draw from the generator: seeded trees stay as they were.)
                if view.cornerRadius > 15 { view.appearance.cornerCurve = .continuous }
            }
            if allowsVisibilityVariety {
                if rng.chance(0.05) { view.isHidden = true }
                if rng.chance(0.05) { view.alpha = rng.chance(0.5) ? 0 : rng.double(0.2...1) }
                if rng.chance(0.03) { view.isExcludedFromMatching = true }
                if rng.chance(0.05) { view.matchScope = ["s1", "s2"][rng.int(0...1)] }
                if rng.chance(0.05) { view.appearance.masksToBounds = true }
            }
            parent.addSubview(view)
            all.append(view)
        }
        return root
    }

    /// Every view of a tree, pre-order.
    public static func allViews(_ root: HeadlessView) -> [HeadlessView] {
        var result: [HeadlessView] = []
        var stack = [root]
        while let v = stack.popLast() {
            result.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return result
    }
}
