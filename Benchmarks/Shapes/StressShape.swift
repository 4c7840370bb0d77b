import Foundation
import MatchCut

/// The stress series: synthetic screens far larger than apps have (1,000 to 100,000 views in the
/// two screens together), to show how each algorithm scales.
///
/// A screen is a bar and a clipping list of cells laid out in a grid that fits the screen, each
/// cell's content scaled to fit: every view is on screen, so every shared ID pairs, and every cell
/// carries a transform. A cell is a content view, an image, a stack of three labels (one in ten
/// rotated) and, in one cell in four, a scaled badge: 5 levels. A fraction of views carry
/// unscoped IDs `id-0`, `id-1`…, the same in both screens and the same for Hero.
@MainActor
enum StressShape {
    /// Two screens of `views / 2` views each (different seeds), about `taggedFraction` of them tagged.
    static func scene(views: Int, taggedFraction: Double) -> BenchmarkScene {
        BenchmarkScene(
            shape: "stress-\(Int((taggedFraction * 100).rounded()))%",
            source: screen(views: views / 2, taggedFraction: taggedFraction, seed: 1),
            destination: screen(views: views / 2, taggedFraction: taggedFraction, seed: 2), kinds: [:])
    }

    /// A screen with about `views` views of which about `taggedFraction` carry IDs `id-0`, `id-1`…
    static func screen(views: Int, taggedFraction: Double, seed: UInt64) -> HeadlessView {
        var rng = SplitMix(seed: seed)
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let bar = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        root.addSubview(bar)
        let list = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 744))
        list.appearance.masksToBounds = true
        root.addSubview(list)
        var count = 3
        var cellIndex = 0
        let tagEvery = max(1, Int((1 / max(taggedFraction, 1e-9)).rounded()))
        func add(_ view: HeadlessView, to parent: HeadlessView) {
            parent.addSubview(view)
            count += 1
            if count % tagEvery == 0 {
                view.matchID = "id-\(count / tagEvery)"
                view.name = view.matchID  // the Hero ID (see ScreenBuilder)
            }
        }
        // Cells in a grid that fits the list, each cell's content scaled to fit: every view is on
        // screen (so every shared ID pairs), and every cell carries a transform.
        let cells = max(1, views / 7)
        let columns = max(1, Int((Double(cells) * 390 / 744).squareRoot().rounded(.up)))
        let rows = (cells + columns - 1) / columns
        let size = CGSize(width: 390 / Double(columns), height: 744 / Double(rows))
        list.bounds.origin.y = 0
        while count < views {
            let cell = HeadlessView(
                frame: CGRect(
                    x: Double(cellIndex % columns) * size.width, y: Double(cellIndex / columns) * size.height,
                    width: size.width, height: size.height))
            add(cell, to: list)
            let content = HeadlessView(frame: CGRect(x: 16, y: 8, width: 358, height: 72))
            content.transform = Transform3D(scaleX: size.width / 390, y: size.height / 88)
            content.position = CGPoint(x: size.width / 2, y: size.height / 2)
            add(content, to: cell)
            let image = HeadlessView(frame: CGRect(x: 0, y: 0, width: 72, height: 72))
            image.cornerRadius = 8
            add(image, to: content)
            let stack = HeadlessView(frame: CGRect(x: 84, y: 0, width: 274, height: 72))
            add(stack, to: content)
            for row in 0..<3 where count < views {
                let label = HeadlessView(frame: CGRect(x: 0, y: Double(row) * 24, width: 274, height: 22))
                if rng.next() % 10 == 0 { label.transform = Transform3D(rotationAngle: 0.05) }
                add(label, to: stack)
            }
            if rng.next() % 4 == 0 {
                let badge = HeadlessView(frame: CGRect(x: 330, y: 4, width: 24, height: 24))
                badge.transform = Transform3D(scaleX: 0.9, y: 0.9)
                add(badge, to: content)
            }
            cellIndex += 1
        }
        return root
    }
}

/// A tiny seeded generator for the benchmark's shapes.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
