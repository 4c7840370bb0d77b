import Foundation

/// An element of a screen that lives outside the screen's view: a bar button item tagged with
/// `matchID`, whose view is in the navigation bar or the toolbar.
package struct BarElement<View> {
    /// The transition ID.
    package var id: String
    /// The ID's scope (`nil`: none).
    package var scope: String?
    /// The element's view.
    package var view: View
    /// Whether the view is on screen now (in a window): only then can it be measured and pictured.
    /// A pop's arriving items may join the bar only after UIKit asks the delegate.
    package var isOnScreen: Bool
    /// Whether the app hides the element where it is (a bar button item's `isHidden`, a toolbar
    /// item while the toolbar is hidden): it never takes part.
    package var isHidden: Bool

    /// Creates an element.
    package init(id: String, scope: String?, view: View, isOnScreen: Bool = true, isHidden: Bool = false) {
        self.id = id
        self.scope = scope
        self.view = view
        self.isOnScreen = isOnScreen
        self.isHidden = isHidden
    }
}

/// Bar elements in MatchCut's transitions. UIKit draws a navigation controller's bars outside its
/// screens' views, which is where MatchCut matches; so while a transition runs, each tagged bar
/// element of the two screens that is on screen has a clear proxy in its screen's view, at the
/// element's place, tagged with its ID: the proxy is matched like any tagged view, its picture is
/// the element's, and hiding it hides the element. The proxies are taken out when the transition
/// ends, whichever way (and if it is freed in flight).
///
/// Where the flights are drawn above the bars (``takePart(_:style:)``): in presentations and
/// dismissals (their container is above the presenter's bars, so the element flies out of the bar
/// and lands in it in view), and in pushes and pops with ``FlightLevel/aboveBars``. Not in tab
/// switches: their screens' bars are inside the screens, and nothing tests them yet.
/// Under the bars a flight from an item would start hidden by its own bar. An element takes part
/// only while it is shown (``shownFrame(of:in:)``): the arriving screen's items are not in the bar
/// at a push's start, nor, maybe, at a pop's (Docs/DeviceChecklist.md, row 63; the decision waits
/// for a pop's, ``awaitsArrivingElement(_:from:to:report:)``); its partner then stays in its
/// screen's picture.
@MainActor
package enum BarElementProxies {
    /// Whether bar elements take part in a transition of `kind` with `style`: when its flights are
    /// drawn above the bars.
    package static func takePart(_ kind: TransitionKind, style: TransitionStyle) -> Bool {
        if kind == .present || kind == .dismiss { return true }
        guard kind == .push || kind == .pop, case .matched(let options) = style else { return false }
        return options.flightLevel == .aboveBars
    }

    /// Puts a proxy for each bar element of `from` in `fromRoot` and of `to` in `toRoot` (their
    /// views in the transition) for a transition of `kind`, and returns them (for ``remove(_:)``).
    /// See ``insert(_:into:kind:backend:)``.
    package static func insert<Backend: TransitionBackend, Endpoint: TransitionEndpoint>(
        of from: Endpoint, into fromRoot: Backend.View, and to: Endpoint, into toRoot: Backend.View,
        kind: TransitionKind, backend: Backend
    ) -> [Backend.View] where Endpoint.View == Backend.View {
        insert(from.barElements, into: fromRoot, kind: kind, backend: backend)
            + insert(to.barElements, into: toRoot, kind: kind, backend: backend)
    }

    /// Puts a proxy for each of `elements` in `root`, in front of its subviews, at the element's
    /// place in `root`'s space, for a transition of `kind`, and returns them. An element gets none
    /// where it is not shown (``shownFrame(of:in:)``), or where `root` would carry its proxy away:
    /// a screen whose own view scrolls what it holds, in a push or a pop (its content may move
    /// mid-flight: a large title re-expanding, a refresh control); a list MatchCut may scroll, in
    /// any transition.
    static func insert<Backend: TransitionBackend>(
        _ elements: [BarElement<Backend.View>], into root: Backend.View, kind: TransitionKind, backend: Backend
    ) -> [Backend.View] {
        let presents = kind == .present || kind == .dismiss
        guard root.scrollingList == nil, presents || !root.scrollsContent else { return [] }
        var proxies: [Backend.View] = []
        for element in elements {
            guard let frame = shownFrame(of: element, in: root) else { continue }
            let proxy = backend.makeProxy(standingFor: element.view, frame: frame, id: element.id, scope: element.scope)
            root.insertChild(proxy, at: root.childNodes.count)
            proxies.append(proxy)
        }
        return proxies
    }

    /// The element's frame in `root`'s space when it is shown now: on screen, not hidden by the
    /// app, no ancestor hidden or transparent (a hidden bar keeps its views in the window), placed
    /// in `root`'s space, and inside the window at least in part (not `root`'s bounds: a screen
    /// laid out below an opaque bar does not reach its items). `nil` otherwise.
    static func shownFrame<View: MutableViewNode>(of element: BarElement<View>, in root: View) -> CGRect?
    where View.Node == View {
        let view = element.view
        guard element.isOnScreen, !element.isHidden, view.parentNode != nil else { return nil }
        var node: View? = view
        while let current = node {
            if current.isHidden || current.opacity < 0.01 { return nil }
            node = current.parentNode
        }
        guard let frame = try? view.convertedRect(view.layerGeometry.bounds, to: root),
            frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0
        else { return nil }
        var window = view
        while let parent = window.parentNode { window = parent }
        let bounds = window.layerGeometry.bounds
        guard let shown = try? view.convertedRect(view.layerGeometry.bounds, to: window),
            shown.maxX > bounds.minX, shown.minX < bounds.maxX, shown.maxY > bounds.minY, shown.minY < bounds.maxY
        else { return nil }
        return frame
    }

    /// Runs `body` (a match) with proxies for `from`'s and `to`'s bar elements in their root views
    /// when bar elements take part in a transition of `kind` with `style`, and takes them out
    /// again: the navigation or tab delegate's decision, and the duration UIKit asks for before
    /// the start, see the pairs the start will.
    package static func inPlace<Backend: TransitionBackend, Endpoint: TransitionEndpoint, Result>(
        _ from: Endpoint, _ to: Endpoint, kind: TransitionKind, style: TransitionStyle, backend: Backend,
        _ body: () -> Result
    ) -> Result where Endpoint.View == Backend.View {
        guard takePart(kind, style: style), !from.barElements.isEmpty || !to.barElements.isEmpty else { return body() }
        let proxies = insert(of: from, into: from.rootView, and: to, into: to.rootView, kind: kind, backend: backend)
        defer { remove(proxies) }
        return body()
    }

    /// Whether the arriving screen of a pop has a bar element not on screen yet
    /// (UIKit may put the arriving screen's items in the bar only after asking the delegate) whose
    /// key is a tagged view (not a bar element) of the leaving screen that found no partner in
    /// `report` (the two
    /// screens matched with the elements on screen in place): the navigation or tab delegate's
    /// decision counts it as a pair. At the start the element flies if it is on screen by then;
    /// else the transition finds no pair and plays its fallback, MatchCut's UIKit-like slide.
    /// Never for a push (its arriving items are not in the bar at its start), nor for an element
    /// the app hides.
    package static func awaitsArrivingElement<Endpoint: TransitionEndpoint>(
        _ kind: TransitionKind, from: Endpoint, to: Endpoint, report: MatchReport<Endpoint.View>
    ) -> Bool {
        guard kind == .pop else { return false }
        func key(_ element: BarElement<Endpoint.View>, of endpoint: Endpoint) -> MatchKey {
            MatchKey(id: element.id, scope: element.scope ?? endpoint.rootView.matchScope)
        }
        let awaited = to.barElements.filter { !$0.isOnScreen && !$0.isHidden }
        guard !awaited.isEmpty else { return false }
        // Never an item for an item (an avatar tagged on every screen's bar): a view of the
        // leaving screen's own.
        let keys = Set(awaited.map { key($0, of: to) }).subtracting(from.barElements.map { key($0, of: from) })
        return report.onlyInSource.contains { keys.contains($0.key) }
    }

    /// How many pairs the navigation or tab delegate's decision counts between `from` and `to`
    /// for a transition of `kind` with `style`: `report`'s (matched with the bar elements on screen
    /// in place, ``inPlace(_:_:kind:style:backend:_:)``), or 1 for an arriving element awaited
    /// (``awaitsArrivingElement(_:from:to:report:)``) where bar elements take part.
    package static func decisionPairs<Endpoint: TransitionEndpoint>(
        _ kind: TransitionKind, style: TransitionStyle, from: Endpoint, to: Endpoint, report: MatchReport<Endpoint.View>
    ) -> Int {
        if report.pairs.isEmpty, takePart(kind, style: style),
            awaitsArrivingElement(kind, from: from, to: to, report: report)
        {
            return 1
        }
        return report.pairs.count
    }

    /// Takes the proxies out of their screens.
    package static func remove<View: MutableViewNode>(_ proxies: [View]) {
        for proxy in proxies { proxy.removeFromParent() }
    }
}
