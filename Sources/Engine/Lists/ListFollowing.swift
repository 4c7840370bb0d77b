import Foundation

/// A flight that lands in a scrolling list follows the list when it scrolls during the
/// transition (a list still decelerating under an interactive pop, or scrolled by the app under
/// a pull-down): its arriving end moves with the cell, so the element lands on the cell's live
/// frame.
///
/// The arriving end moves by the cell's displacement since the start; the stand-in is moved by
/// that displacement times the progress (none at the start, all of it at the end), so nothing
/// jumps: a stand-in still at its source is not pulled along, one about to land is on the cell.
/// A list that has not moved changes nothing, and such a stand-in stays on the render server
/// until its list moves. The lists are observed (``ScrollingList/observeScrolling(_:)``): each
/// scroll draws the flights, and again at the next frame once the list has laid out — under a
/// still finger and with everything on the render server too, without a frame while nothing
/// scrolls. A cell the list reuses meanwhile hands the element to another view: the view that
/// shows it, and only that one, stays hidden (``rebind()``); a view that shows another item now
/// is put back.
package struct ListFollowing<View: MutableViewNode> where View.Node == View {
    /// One stand-in whose arriving end is in a list.
    struct End {
        /// The stand-in.
        var index: Int
        /// The list's view, and its content offset at the start.
        var list: View
        var startOffset: CGPoint
        /// The element's centre at the start, in the list's bounds space, and the list's map into
        /// the container then.
        var center: CGPoint
        var toContainer: PlaneTransform
        /// The pair's key, and the view that shows the element in the list now (hidden while its
        /// stand-in flies): a cell reused as the list scrolls may hand the element to another view.
        var key: MatchKey
        var view: View
        /// Whether ``view`` is hidden for the flight (it is put back while it shows another item).
        var isHidden = true
    }

    private(set) var ends: [End] = []

    /// The stand-ins of `plan`'s pairs whose arriving end sits in a list.
    @MainActor
    init(plan: TransitionPlan, report: MatchReport<View>, container: View) {
        for (index, track) in plan.tracks.enumerated() {
            guard case .pair(let p) = track.role else { continue }
            let view = report.pairs[p].destination.view
            guard let (listView, _) = ListReveal.enclosingList(of: view),
                let box = try? view.convertedRect(view.layerGeometry.bounds, to: listView),
                let map = try? listView.transform(to: container)
            else { continue }
            ends.append(
                End(
                    index: index, list: listView, startOffset: listView.layerGeometry.bounds.origin,
                    center: CGPoint(x: box.midX, y: box.midY), toContainer: map, key: report.pairs[p].key, view: view))
        }
    }

    /// An empty record.
    init() {}

    /// The lists the flights land in, each once.
    var lists: [View] {
        var result: [View] = []
        for end in ends where !result.contains(where: { $0 === end.list }) { result.append(end.list) }
        return result
    }

    /// Whether no stand-in lands in a list.
    var isEmpty: Bool { ends.isEmpty }

    /// How far stand-in `index`'s arriving end has moved with its list since the start, in
    /// container points (zero when it lands in no list, or the list has not moved).
    @MainActor
    func displacement(of index: Int) -> CGPoint {
        guard !ends.isEmpty, let end = ends.first(where: { $0.index == index }) else { return .zero }
        return Self.displacement(of: end)
    }

    /// The stand-ins whose lists have moved since the start.
    @MainActor
    func moved() -> [Int] {
        ends.filter { Self.displacement(of: $0) != .zero }.map(\.index)
    }

    @MainActor
    private static func displacement(of end: End) -> CGPoint {
        let offset = end.list.layerGeometry.bounds.origin
        let dx = offset.x - end.startOffset.x
        let dy = offset.y - end.startOffset.y
        guard dx != 0 || dy != 0 else { return .zero }
        // Content at `center` now shows where `center − Δ` showed at the start.
        guard let now = try? end.toContainer.apply(to: CGPoint(x: end.center.x - dx, y: end.center.y - dy)),
            let then = try? end.toContainer.apply(to: end.center)
        else { return .zero }
        return CGPoint(x: now.x - then.x, y: now.y - then.y)
    }

    /// After the lists scrolled, what to hide and what to put back so that the view showing each
    /// element in its list, and only that one, is hidden while its stand-in flies: a view whose cell
    /// was reused for another item is put back; the view that shows the element now (a cell made
    /// or reused for its item, the same one again included) is hidden. The record follows it.
    @MainActor
    mutating func rebind() -> (putBack: [View], hide: [View]) {
        var putBack: [View] = []
        var hide: [View] = []
        for i in ends.indices {
            if Self.shows(ends[i].view, ends[i].key, in: ends[i].list) {
                if !ends[i].isHidden {
                    hide.append(ends[i].view)
                    ends[i].isHidden = true
                }
                continue
            }
            if ends[i].isHidden {
                putBack.append(ends[i].view)
                ends[i].isHidden = false
            }
            if let found = Self.view(showing: ends[i].key, in: ends[i].list) {
                ends[i].view = found
                hide.append(found)
                ends[i].isHidden = true
            }
        }
        return (putBack, hide)
    }

    /// Whether `view` shows `key` in `list`: its ID, the nearest scope between it and the list, and
    /// nothing hidden on the way (a cell waiting for reuse may stay in the tree, hidden, with its
    /// old item's scope).
    @MainActor
    package static func shows(_ view: View, _ key: MatchKey, in list: View) -> Bool {
        guard view.matchID == key.id else { return false }
        var scope: String?
        var node: View? = view
        while let v = node, v !== list {
            if v.walkAppearance.isHidden { return false }
            if scope == nil { scope = v.matchScope }
            node = v.parentNode
        }
        return node != nil && scope == key.scope
    }

    /// The view in `list`'s subtree that shows `key` (hidden subtrees skipped).
    @MainActor
    package static func view(showing key: MatchKey, in list: View) -> View? {
        var stack = list.childNodes
        while let v = stack.popLast() {
            guard !v.walkAppearance.isHidden else { continue }
            if v.matchID == key.id, shows(v, key, in: list) { return v }
            stack.append(contentsOf: v.childNodes)
        }
        return nil
    }

    /// `state`, the planned state of stand-in `index` at `progress`, moved with its list:
    /// by the displacement times the progress (at least 0).
    @MainActor
    func moving(_ state: StandInState, of index: Int, progress: Double) -> StandInState {
        let d = displacement(of: index)
        guard d != .zero else { return state }
        let w = max(progress, 0)
        var s = state
        s.center = CGPoint(x: s.center.x + d.x * w, y: s.center.y + d.y * w)
        // A cell clips what it holds: its clip moves with it (the list's own edge does not, but the
        // item was brought fully into view at the start).
        s.clip?.center.x += d.x * w
        s.clip?.center.y += d.y * w
        return s
    }
}
