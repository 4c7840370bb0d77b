import Foundation

/// A tagged view met during a walk, visible or skipped.
@usableFromInline
struct Candidate<Node: ViewNode>: Sendable {
    @usableFromInline let key: MatchKey
    @usableFromInline let record: Int32
    @usableFromInline let drawOrder: Int
    /// The nearest tagged ancestor's candidate index, or -1.
    @usableFromInline let enclosing: Int32
    @usableFromInline let outcome: Outcome

    @inlinable
    init(key: MatchKey, record: Int32, drawOrder: Int, enclosing: Int32, outcome: Outcome) {
        self.key = key
        self.record = record
        self.drawOrder = drawOrder
        self.enclosing = enclosing
        self.outcome = outcome
    }

    @usableFromInline
    enum Outcome: Sendable {
        case visible(MatchedView<Node>)
        case skipped(SkipReason)
    }

    @inlinable
    var isVisible: Bool {
        if case .visible = outcome { true } else { false }
    }
}

/// What a view passes on to its children: stored once per view that has children. Plain values
/// only (the ID scope is an index into the walk's scopes), so storing and reading one copies
/// bytes, with no reference counting.
@usableFromInline
struct Inherited: Sendable {
    @usableFromInline var toContainer: PlaneTransform
    @usableFromInline var alpha: Double
    @usableFromInline var skip: SkipReason?
    @usableFromInline var clip: CGRect
    /// The innermost clipping ancestor (an index into the walk's clip owners), or -1.
    @usableFromInline var clipOwner: Int32
    /// The nearest ID scope (an index into the walk's scopes), or -1.
    @usableFromInline var scope: Int32
    @usableFromInline var enclosing: Int32

    @inlinable
    init(
        toContainer: PlaneTransform, alpha: Double, skip: SkipReason?, clip: CGRect, clipOwner: Int32, scope: Int32,
        enclosing: Int32
    ) {
        self.toContainer = toContainer
        self.alpha = alpha
        self.skip = skip
        self.clip = clip
        self.clipOwner = clipOwner
        self.scope = scope
        self.enclosing = enclosing
    }
}

/// A view that masks to bounds, as its descendants' clip.
@usableFromInline
struct ClipOwner: Sendable {
    @usableFromInline let bounds: CGRect
    @usableFromInline let toContainer: PlaneTransform
    @usableFromInline let radius: CGFloat
    @usableFromInline let mask: CornerMask

    @inlinable
    init(bounds: CGRect, toContainer: PlaneTransform, radius: CGFloat, mask: CornerMask) {
        self.bounds = bounds
        self.toContainer = toContainer
        self.radius = radius
        self.mask = mask
    }
}

/// One pass over one tree: every view visited once, in drawing order. The explicit stack holds
/// only (view, parent record, index in parent, inherited state); what a parent passes down is
/// stored once, so untagged leaves — most views — cost a push, a pop and a record.
@usableFromInline
struct TreeWalk<Node: ViewNode> where Node.Node == Node {
    @usableFromInline let side: TreeSide
    @usableFromInline let minimumAlpha: Double
    /// For each visited view, its parent's record and its index among the parent's children:
    /// enough to rebuild any path without storing one per view.
    @usableFromInline var records: [(parent: Int32, childIndex: Int32)] = []
    @usableFromInline var candidates: [Candidate<Node>] = []
    /// Visible untagged views that carry modifiers, in drawing order.
    @usableFromInline var modified: [MatchedView<Node>] = []
    @usableFromInline var clipOwners: [ClipOwner] = []

    @inlinable
    init(side: TreeSide, minimumAlpha: Double) {
        self.side = side
        self.minimumAlpha = minimumAlpha
    }

    @usableFromInline
    struct Pending {
        @usableFromInline let node: Node
        @usableFromInline let parentRecord: Int32
        @usableFromInline let childIndex: Int32
        @usableFromInline let inherited: Int32

        @inlinable
        init(node: Node, parentRecord: Int32, childIndex: Int32, inherited: Int32) {
            self.node = node
            self.parentRecord = parentRecord
            self.childIndex = childIndex
            self.inherited = inherited
        }
    }

    @inlinable @MainActor
    mutating func run(root: Node, container: Node, visible: CGRect) {
        // The root's own ancestors (up to the container) decide its starting state.
        var alpha = 1.0
        var skip: SkipReason?
        var ancestor = root.parentNode
        while let view = ancestor, view !== container {
            let a = view.walkAppearance
            alpha *= a.alpha
            if a.isHidden { skip = .hidden }
            ancestor = view.parentNode
        }
        let start: PlaneTransform
        if let parent = root.parentNode {
            do { start = try parent.transform(to: container) } catch { return skipAll(root: root) }
        } else {
            start = .identity
        }
        // Sized for an app's screen (a few hundred views, a third of them holding others), so the
        // arrays seldom grow: each growth copies every entry.
        var inherited: [Inherited] = []
        inherited.reserveCapacity(128)
        candidates.reserveCapacity(32)
        // The ID scopes met, each stored once (an inherited scope is its index).
        var scopes: [String] = []
        inherited.append(
            Inherited(
                toContainer: start, alpha: alpha, skip: skip, clip: visible, clipOwner: -1, scope: -1, enclosing: -1))
        var stack = [Pending(node: root, parentRecord: -1, childIndex: 0, inherited: 0)]
        var order = 0
        while let item = stack.popLast() {
            let node = item.node
            let record = Int32(records.count)
            records.append((item.parentRecord, item.childIndex))
            defer { order += 1 }
            let id = node.matchID
            let children = node.childNodes
            let isTagged = id.map { !$0.isEmpty } ?? false
            let hasModifiers = node.hasTransitionModifiers
            // An untagged, unmodified leaf passes nothing on and is not reported: nothing more to do.
            guard isTagged || hasModifiers || !children.isEmpty else { continue }

            let up = inherited[Int(item.inherited)]
            // Colours and shadows only for the views that fly.
            let appearance = node.walkAppearance
            let alpha = up.alpha * appearance.alpha
            var scope = up.scope
            if let own = node.matchScope {
                scope = Int32(scopes.count)
                scopes.append(own)
            }
            var skip = up.skip
            if skip == nil {
                if node.isExcludedFromMatching {
                    skip = .excludedSubtree
                } else if appearance.isHidden {
                    skip = .hidden
                }
            }
            // Views under a skipped ancestor inherit its reason and need no geometry.
            var toContainer = PlaneTransform.identity
            var clip = up.clip
            var clipOwner = up.clipOwner
            var geometry: LayerGeometry?
            if skip == nil {
                let g = node.layerGeometry
                geometry = g
                toContainer = g.transformToParent.concatenating(up.toContainer)
                if appearance.masksToBounds, !children.isEmpty, let quad = try? toContainer.quad(for: g.bounds) {
                    clip = clip.intersection(quad.boundingBox)
                    clipOwner = Int32(clipOwners.count)
                    clipOwners.append(
                        ClipOwner(
                            bounds: g.bounds, toContainer: toContainer, radius: appearance.cornerRadius,
                            mask: appearance.maskedCorners))
                }
            }
            var enclosing = up.enclosing
            let full = skip == nil && (isTagged || hasModifiers) ? node.appearance : appearance
            if isTagged, let id {
                enclosing = Int32(candidates.count)
                candidates.append(
                    candidate(
                        id: id, scope: scope < 0 ? nil : scopes[Int(scope)], node: node, geometry: geometry,
                        appearance: full, alpha: alpha,
                        skip: skip, toContainer: toContainer, clip: up.clip, clipOwner: up.clipOwner,
                        visible: visible, record: record, order: order, enclosing: up.enclosing))
            } else if hasModifiers, skip == nil, let geometry,
                case .visible(let view) = candidate(
                    id: "", scope: nil, node: node, geometry: geometry, appearance: full, alpha: alpha,
                    skip: nil, toContainer: toContainer, clip: up.clip, clipOwner: up.clipOwner, visible: visible,
                    record: record, order: order, enclosing: -1
                ).outcome
            {
                modified.append(view)
            }
            guard !children.isEmpty else { continue }
            // A view that is one picture passes a skip on to its subtree: its subviews' tags and
            // modifiers are not looked at.
            if skip == nil, hasModifiers, node.transitionModifiers.ignoresSubviews { skip = .insideIgnoredView }
            let passed = Int32(inherited.count)
            inherited.append(
                Inherited(
                    toContainer: toContainer, alpha: alpha, skip: skip, clip: clip, clipOwner: clipOwner,
                    scope: scope, enclosing: enclosing))
            // Push in reverse drawing order so the first drawn is visited first (siblings sorted
            // by zPosition, stably: ``ViewNode/drawingOrder(_:)``).
            if let drawing = Node.drawingOrder(children) {
                for index in drawing.reversed() {
                    stack.append(
                        Pending(
                            node: children[index], parentRecord: record, childIndex: Int32(index), inherited: passed))
                }
            } else {
                var index = children.count
                while index > 0 {
                    index -= 1
                    stack.append(
                        Pending(
                            node: children[index], parentRecord: record, childIndex: Int32(index), inherited: passed))
                }
            }
        }
    }

    /// A tagged view's entry: its geometry and appearance in the container, or why it is skipped.
    @inlinable
    func candidate(
        id: String, scope: String?, node: Node, geometry: LayerGeometry?, appearance: ViewAppearance, alpha: Double,
        skip: SkipReason?, toContainer: PlaneTransform, clip: CGRect, clipOwner: Int32, visible: CGRect,
        record: Int32, order: Int, enclosing: Int32
    ) -> Candidate<Node> {
        let key = MatchKey(id: id, scope: scope)
        guard let geometry, skip == nil else {
            return Candidate(
                key: key, record: record, drawOrder: order, enclosing: enclosing, outcome: .skipped(skip ?? .hidden))
        }
        if let reason = ownSkipReason(
            geometry: geometry, alpha: alpha, toContainer: toContainer, clip: clip, visible: visible)
        {
            return Candidate(
                key: key, record: record, drawOrder: order, enclosing: enclosing, outcome: .skipped(reason))
        }
        let view = MatchedView(
            view: node, path: path(ofRecord: record),
            quad: (try? toContainer.quad(for: geometry.bounds)) ?? Quad(.zero),
            transformToContainer: toContainer, bounds: geometry.bounds,
            cornerRadii: CornerRadii(
                radius: appearance.cornerRadius, mask: appearance.maskedCorners, size: geometry.bounds.size
            ).mapped(by: toContainer, rect: geometry.bounds),
            effectiveAlpha: alpha, appearance: appearance, drawOrder: order,
            clip: clipOwner < 0
                ? nil
                : ViewClip(
                    bounds: clipOwners[Int(clipOwner)].bounds,
                    transformToContainer: clipOwners[Int(clipOwner)].toContainer,
                    cornerRadius: clipOwners[Int(clipOwner)].radius, maskedCorners: clipOwners[Int(clipOwner)].mask,
                    box: clip))
        return Candidate(key: key, record: record, drawOrder: order, enclosing: enclosing, outcome: .visible(view))
    }

    @inlinable
    func ownSkipReason(
        geometry: LayerGeometry, alpha: Double, toContainer: PlaneTransform, clip: CGRect, visible: CGRect
    ) -> SkipReason? {
        guard alpha.isFinite, geometry.bounds.width.isFinite, geometry.bounds.height.isFinite, toContainer.isFinite
        else { return .invalidGeometry }
        if alpha < minimumAlpha { return .transparent(alpha: alpha) }
        if geometry.bounds.width <= 0 || geometry.bounds.height <= 0 { return .zeroSize }
        let quad: Quad
        do {
            quad = try toContainer.quad(for: geometry.bounds)
        } catch GeometryError.behindViewer {
            return .behindViewer
        } catch {
            return .invalidGeometry
        }
        let area = abs(quad.signedArea)
        if !(area > 1e-9 * max(1, geometry.bounds.width * geometry.bounds.height)) { return .collapsed }
        let box = quad.boundingBox
        if !box.intersects(visible) { return .offScreen }
        if !box.intersects(clip) { return .clipped }
        return nil
    }

    /// Every tagged view of a tree that cannot be placed in the container.
    @inlinable @MainActor
    mutating func skipAll(root: Node) {
        var stack: [(Node, Int32, Int32, String?)] = [(root, -1, 0, nil)]
        var order = 0
        while let (node, parent, index, inherited) = stack.popLast() {
            let record = Int32(records.count)
            records.append((parent, index))
            let scope = node.matchScope ?? inherited
            if let id = node.matchID, !id.isEmpty {
                candidates.append(
                    Candidate(
                        key: MatchKey(id: id, scope: scope), record: record, drawOrder: order,
                        enclosing: -1, outcome: .skipped(.collapsed)))
            }
            order += 1
            for (i, child) in node.childNodes.enumerated().reversed() {
                stack.append((child, record, Int32(i), scope))
            }
        }
    }

    /// The path of a visited view, rebuilt from the records.
    @inlinable
    func path(ofRecord record: Int32) -> ViewPath {
        // Its depth first, then the indices written from the end: one allocation, of the size.
        var depth = 0
        var r = record
        while r >= 0, records[Int(r)].parent >= 0 {
            depth += 1
            r = records[Int(r)].parent
        }
        let indices = [Int](unsafeUninitializedCapacity: depth) { buffer, count in
            var r = record
            var at = depth
            while at > 0 {
                at -= 1
                buffer[at] = Int(records[Int(r)].childIndex)
                r = records[Int(r)].parent
            }
            count = depth
        }
        return ViewPath(side: side, indices: indices)
    }
}
