import Foundation
import MatchCutMatcher

/// One picture a transition needs: what a stand-in shows of one end of its flight.
public struct PictureNeed<Node: MutableViewNode> where Node.Node == Node {
    /// The stand-in's track index in its plan.
    public var track: Int
    /// Which end: the source view's picture or the destination view's.
    public var side: TreeSide
    /// The view to picture.
    public var view: Node

    /// Creates a need.
    public init(track: Int, side: TreeSide, view: Node) {
        self.track = track
        self.side = side
        self.view = view
    }
}

/// How the backend takes one picture.
public enum PictureMethod<Node: MutableViewNode> where Node.Node == Node {
    /// An image view with the same image (no picture of the screen).
    case imageCopy
    /// A label with the same text, laid out to the stand-in (no picture of the screen).
    case labelCopy
    /// `snapshotView(afterScreenUpdates:)`: `false` shows the last committed screen, `true`
    /// commits pending changes first and shows the current model.
    case snapshot(afterScreenUpdates: Bool)
    /// A crop of `root`'s last committed picture: `resizableSnapshotView(from: rect,
    /// afterScreenUpdates: false, withCapInsets: .zero)`, `rect` in `root`'s bounds space.
    case crop(from: Node, rect: CGRect)
    /// The layer rendered into an image from the model (`CALayer.render(in:)`).
    case layerRender

    /// Whether taking it commits pending changes to the screen.
    public var commitsScreen: Bool {
        if case .snapshot(true) = self { return true }
        return false
    }
}

/// One step of a snapshot plan.
public struct PictureRequest<Node: MutableViewNode> where Node.Node == Node {
    /// What the picture is for, or `nil` for a picture taken only to commit the screen.
    public var need: PictureNeed<Node>?
    /// The view pictured (the cropped root for a crop).
    public var view: Node
    /// How.
    public var method: PictureMethod<Node>
}

/// Which pictures a transition takes, how, and in what order — the part of a transition's start
/// that decides what every stand-in shows.
///
/// Pictures are taken before anything is hidden and before any stand-in is added (the controller
/// then poses each stand-in before adding it, and hides the originals last):
/// 1. The source side, as the screen shows it: `snapshot(afterScreenUpdates: false)` (or a copy
///    for image views and labels, or a layer render when asked). Taken first, while every source
///    view is still on screen: a picture without screen updates shows the last committed screen,
///    so a view hidden before it would still show, and one hidden on screen would be blank.
/// 2. The destination side, just placed in the container and never drawn: one
///    `snapshot(afterScreenUpdates: true)` of the destination root, which commits it (and is the
///    destination root's picture) — only when the leaving screen covers it, so the commit changes
///    nothing on screen. When nothing covers it (a partial presentation: the presenter is not in
///    the container), committing would flash it in place for a frame: its pictures are rendered
///    from the model instead (`layerRender`), and nothing is committed. When the destination root
///    is already on screen (a presenter under a dismissed sheet), nothing is committed either.
/// 3. Every other destination picture is a crop of that committed root where a crop shows the
///    same thing as the view alone — its map to the root is axis-aligned, it and its ancestors up
///    to the root are opaque (alpha 1) and its background is opaque — and its own
///    `snapshot(afterScreenUpdates: false)` otherwise ("what cannot be cropped"). Either way no
///    second commit: one commit per transition, however many views fly.
@MainActor
public struct SnapshotPlan<Node: MutableViewNode> where Node.Node == Node {
    /// The pictures, in the order to take them.
    public let requests: [PictureRequest<Node>]

    /// Plans the pictures for `needs`.
    /// - Parameters:
    ///   - needs: every picture the stand-ins show, in track order.
    ///   - destinationRoot: the destination controller's root view.
    ///   - destinationIsOnScreen: whether the destination root has been drawn as it is (it was on
    ///     screen before the transition: a presenter under a dismissed sheet); `false` when the
    ///     transition has just placed it in the container.
    ///   - destinationIsCovered: whether the leaving screen covers the destination root in the
    ///     container (it was placed under it), so committing it shows nothing new.
    public init(
        needs: [PictureNeed<Node>], destinationRoot: Node, destinationIsOnScreen: Bool, destinationIsCovered: Bool = true
    ) {
        var requests: [PictureRequest<Node>] = []
        var destination: [PictureNeed<Node>] = []
        for need in needs {
            if need.side == .destination {
                destination.append(need)
            } else {
                requests.append(
                    PictureRequest(need: need, view: need.view, method: Self.ownMethod(for: need.view, committed: true)))
            }
        }
        // The destination root is committed once (its own picture if a stand-in needs it), first.
        let needsScreen = destination.contains {
            if case .snapshot = Self.ownMethod(for: $0.view, committed: true) { true } else { false }
        }
        var committedRoot = destinationIsOnScreen
        let renders = !destinationIsOnScreen && !destinationIsCovered
        if needsScreen && !destinationIsOnScreen && !renders {
            let rootNeed = destination.first { $0.view === destinationRoot }
            requests.append(
                PictureRequest(need: rootNeed, view: destinationRoot, method: .snapshot(afterScreenUpdates: true)))
            committedRoot = true
        }
        for need in destination {
            if need.view === destinationRoot, !destinationIsOnScreen, needsScreen, !renders { continue }
            var method = Self.ownMethod(for: need.view, committed: committedRoot)
            if renders, case .snapshot = method {
                requests.append(PictureRequest(need: need, view: need.view, method: .layerRender))
                continue
            }
            if case .snapshot = method, need.view !== destinationRoot, let rect = Self.cropRect(need.view, in: destinationRoot) {
                method = .crop(from: destinationRoot, rect: rect)
            }
            requests.append(PictureRequest(need: need, view: need.view, method: method))
        }
        self.requests = requests
    }

    /// The method for a view pictured on its own.
    static func ownMethod(for view: Node, committed: Bool) -> PictureMethod<Node> {
        switch view.pictureKind.resolving(view.transitionModifiers.snapshotStrategy) {
        case .imageCopy: .imageCopy
        case .labelCopy: .labelCopy
        case .layerRender: .layerRender
        case .snapshotView, .automatic: .snapshot(afterScreenUpdates: !committed)
        }
    }

    /// The rect of `view` in `root`'s bounds when a crop of `root` shows exactly the view: an
    /// axis-aligned map, opaque all the way up, an opaque background; otherwise `nil`.
    static func cropRect(_ view: Node, in root: Node) -> CGRect? {
        guard (view.appearance.backgroundColor?.alpha ?? 0) >= 1 else { return nil }
        var ancestor: Node? = view
        while let a = ancestor, a !== root {
            if a.appearance.alpha < 1 || a.appearance.isHidden { return nil }
            ancestor = a.parentNode
        }
        guard ancestor === root, let map = try? view.transform(to: root), map.isAxisAligned,
            let quad = try? map.quad(for: view.layerGeometry.bounds)
        else { return nil }
        return quad.boundingBox
    }
}
