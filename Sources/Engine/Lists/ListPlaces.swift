import Foundation

/// Where matched elements sat in their lists, remembered from one transition to the next by the
/// engine of a navigation controller or a presentation: when the user comes back to a list whose
/// item has gone meanwhile (deleted in the detail screen), the element that would have flown to
/// its cell shrinks into the place the item had, fading, instead of leaving with its screen
/// (``vanishingTargets(report:source:destination:container:)``).
///
/// Places are in the list's content coordinates, so they follow the list's scrolling. Lists are
/// held weakly; at most ``capacity`` places are kept, the oldest dropped first.
@MainActor
final class ListPlaces<View: MutableViewNode> where View.Node == View {
    struct Place {
        weak var list: View?
        var key: MatchKey
        var frame: CGRect
    }

    /// At most this many places are kept.
    static var capacity: Int { 64 }

    private(set) var places: [Place] = []

    /// Remembers where each pair's ends sit in the lists that hold them (keyed by scope and ID).
    func record(_ report: MatchReport<View>) {
        for pair in report.pairs where pair.key.scope != nil {
            for view in [pair.source.view, pair.destination.view] {
                guard let (listView, _) = ListReveal.enclosingList(of: view),
                    let frame = try? view.convertedRect(view.layerGeometry.bounds, to: listView)
                else { continue }
                places.removeAll { $0.list == nil || ($0.list === listView && $0.key == pair.key) }
                places.append(Place(list: listView, key: pair.key, frame: frame))
            }
        }
        if places.count > Self.capacity { places.removeFirst(places.count - Self.capacity) }
    }

    /// Where `key` was in `list`, or else any element of its scope (in content coordinates).
    func place(of key: MatchKey, in list: View) -> CGRect? {
        let inList = places.filter { $0.list === list }
        return (inList.last { $0.key == key } ?? inList.last { $0.key.scope == key.scope })?.frame
    }

    /// For going back: the container-space rect each leaving tagged element with no partner
    /// shrinks into, when a list of the arriving screen held its scope — where the list lays the
    /// item out now if it still holds it (no cell showed it: its view never came), else where the
    /// item was when an element last flew to or from it. An element with modifiers of its own
    /// leaves as they say.
    func vanishingTargets(report: MatchReport<View>, source: View, destination: View, container: View)
        -> [ViewPath: CGRect]
    {
        let leaving = report.onlyInSource.filter { $0.key.scope != nil }
        guard !leaving.isEmpty else { return [:] }
        let lists = ListReveal.lists(in: destination)
        guard !lists.isEmpty else { return [:] }
        var targets: [ViewPath: CGRect] = [:]
        for item in leaving {
            guard let scope = item.key.scope,
                let view = TransitionPlanner.view(at: item.path, from: source), !view.hasTransitionModifiers
            else { continue }
            for (listView, list) in lists {
                let frame: CGRect?
                if case .at(let laidOut) = list.item(forScope: scope) {
                    frame = laidOut
                } else {
                    frame = place(of: item.key, in: listView)
                }
                if let frame, let rect = try? listView.convertedRect(frame, to: container) {
                    targets[item.path] = rect
                    break
                }
            }
        }
        return targets
    }
}
