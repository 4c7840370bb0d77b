import Foundation
import MatchCutMatcher

/// One picture a transition needs: what a stand-in shows of one end of its flight.
package struct PictureNeed<Node: MutableViewNode> where Node.Node == Node {
    /// The stand-in's track index in its plan.
    package var track: Int
    /// Which end: the source view's picture or the destination view's.
    package var side: TreeSide
    /// The view to picture.
    package var view: Node

    /// Creates a need.
    package init(track: Int, side: TreeSide, view: Node) {
        self.track = track
        self.side = side
        self.view = view
    }
}

/// How the backend takes one picture.
package enum PictureMethod: Hashable, Sendable {
    /// An image view with the same image (no picture of the screen).
    case imageCopy
    /// A label with the same text, laid out to the stand-in (no picture of the screen).
    case labelCopy
    /// `snapshotView(afterScreenUpdates:)`: `false` shows the view as the screen last drew it,
    /// `true` commits pending changes first and shows the current model.
    case snapshot(afterScreenUpdates: Bool)
    /// The layer rendered into an image from the model (`CALayer.render(in:)`).
    case layerRender

    /// Whether taking it commits pending changes to the screen.
    package var commitsScreen: Bool { self == .snapshot(afterScreenUpdates: true) }
}

/// One picture to take.
package struct PictureRequest<Node: MutableViewNode> where Node.Node == Node {
    /// What the picture is for.
    package var need: PictureNeed<Node>
    /// The view pictured.
    package var view: Node { need.view }
    /// How.
    package var method: PictureMethod
}

/// One step of a snapshot plan, in order.
package enum SnapshotStep<Node: MutableViewNode> where Node.Node == Node {
    /// Take a picture.
    case picture(PictureRequest<Node>)
    /// Hide these originals now (with opacity, through the ledger).
    case hide([Node])
}

/// Which pictures a transition takes, how, and in what order, and when the originals are hidden
/// between them — the part of a transition's start that decides what every stand-in shows.
///
/// It runs under a cover: the engine first covers the container with a still picture of what the
/// screen shows (so nothing that changes below is seen until the stand-ins are in place), and the
/// screen has drawn both screens as they are — the arriving one placed in the container, under
/// the cover, one frame earlier (see ``TransitionRequest/startsAfterCommit``). Then:
///
/// 1. **Leaves first, without screen updates.** A view none of whose descendants fly (an image,
///    a title, a cell) is pictured as the screen last drew it: `snapshot(afterScreenUpdates:
///    false)`, or a copy for image views and labels, or a layer render when asked. Every one of
///    them is on the last committed screen, so none is blank and none commits.
/// 2. **Then parents, with their flying descendants hidden.** A view with descendants that fly on
///    their own (a screen's root, a card with its image and title) must not show them — they
///    would be seen twice, once in the parent's picture and once flying. Its flying descendants
///    are hidden, then it is pictured with screen updates: the first such picture commits (under
///    the cover), the others of the same round see that commit without committing again. Parents
///    nested in parents take one more round each, innermost first (the inner card is shown for
///    its own picture and hidden for the root's), so a transition commits once per depth of
///    nesting: once for the usual screen-to-screen flight.
/// 3. **Then every other flying original is hidden.**
@MainActor
package struct SnapshotPlan<Node: MutableViewNode> where Node.Node == Node {
    /// The steps, in order.
    package let steps: [SnapshotStep<Node>]

    /// Plans the pictures for `needs` (every picture the stand-ins show, in track order), with
    /// `flying` the originals the transition hides while their stand-ins fly. Specialized for the
    /// headless tree (the lab, the tests and the start benchmark call it from the engine's module,
    /// where a generic call ran through runtime metadata).
    @_specialize(where Node == HeadlessView)
    package init(needs: [PictureNeed<Node>], flying: [Node]) {
        let flyingIDs = Set(flying.map(ObjectIdentifier.init))
        let neededIDs = Set(needs.map { ObjectIdentifier($0.view) })
        // For each needed view, the flying views strictly inside it, and the needed views
        // strictly inside it that are themselves parents (for the depth).
        var flyingInside: [ObjectIdentifier: [Node]] = [:]
        for view in flying {
            var ancestor = view.parentNode
            while let a = ancestor {
                let id = ObjectIdentifier(a)
                if neededIDs.contains(id) { flyingInside[id, default: []].append(view) }
                ancestor = a.parentNode
            }
        }
        func isScreenPicture(_ need: PictureNeed<Node>) -> Bool {
            switch Self.ownMethod(for: need.view) {
            case .imageCopy, .labelCopy: false
            case .snapshot, .layerRender: true
            }
        }
        let parents = needs.filter { isScreenPicture($0) && flyingInside[ObjectIdentifier($0.view)] != nil }
        let parentIDs = Set(parents.map { ObjectIdentifier($0.view) })
        // A parent's round: parents inside parents go first (each must be visible for its own
        // picture and hidden for its outer one's); the outermost all share the last round.
        func enclosingParents(_ view: Node) -> Int {
            var count = 0
            var ancestor = view.parentNode
            while let a = ancestor {
                if parentIDs.contains(ObjectIdentifier(a)) { count += 1 }
                ancestor = a.parentNode
            }
            return count
        }
        let nesting = parents.map { enclosingParents($0.view) }
        let deepest = nesting.max() ?? 0
        var steps: [SnapshotStep<Node>] = []
        // 1. Leaves, as the screen last drew them.
        for need in needs where !parentIDs.contains(ObjectIdentifier(need.view)) {
            var method = Self.ownMethod(for: need.view)
            if method == .snapshot(afterScreenUpdates: true) { method = .snapshot(afterScreenUpdates: false) }
            steps.append(.picture(PictureRequest(need: need, method: method)))
        }
        // 2. Parents, innermost first, each round after hiding what flies inside its parents.
        var hidden = Set<ObjectIdentifier>()
        var rounds: [Int: [PictureNeed<Node>]] = [:]
        for (parent, n) in zip(parents, nesting) { rounds[deepest - n, default: []].append(parent) }
        for level in rounds.keys.sorted() {
            var toHide: [Node] = []
            for parent in rounds[level] ?? [] {
                for view in flyingInside[ObjectIdentifier(parent.view)] ?? []
                where flyingIDs.contains(ObjectIdentifier(view)) {
                    if hidden.insert(ObjectIdentifier(view)).inserted { toHide.append(view) }
                }
            }
            if !toHide.isEmpty { steps.append(.hide(toHide)) }
            var committed = false
            for parent in rounds[level] ?? [] {
                var method = Self.ownMethod(for: parent.view)
                if case .snapshot = method {
                    method = .snapshot(afterScreenUpdates: !committed)
                    committed = true
                }
                steps.append(.picture(PictureRequest(need: parent, method: method)))
            }
        }
        // 3. The rest of what flies.
        let rest = flying.filter { hidden.insert(ObjectIdentifier($0)).inserted }
        if !rest.isEmpty { steps.append(.hide(rest)) }
        self.steps = steps
    }

    /// The pictures, in the order they are taken.
    package var requests: [PictureRequest<Node>] {
        steps.compactMap { if case .picture(let request) = $0 { request } else { nil } }
    }

    /// How many pictures commit the screen (one per depth of nesting of pictured parents).
    package var commits: Int { requests.filter(\.method.commitsScreen).count }

    /// The method for a view pictured on its own, before ordering.
    static func ownMethod(for view: Node) -> PictureMethod {
        switch view.pictureKind.resolving(view.transitionModifiers.snapshotStrategy) {
        case .imageCopy: .imageCopy
        case .labelCopy: .labelCopy
        case .layerRender: .layerRender
        case .snapshotView, .automatic: .snapshot(afterScreenUpdates: true)
        }
    }
}
