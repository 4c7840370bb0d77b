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

    /// Creates an element.
    package init(id: String, scope: String?, view: View, isOnScreen: Bool = true) {
        self.id = id
        self.scope = scope
        self.view = view
        self.isOnScreen = isOnScreen
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
/// and lands in it in view), and in pushes, pops and tab switches with ``FlightLevel/aboveBars``.
/// Under the bars a flight from an item would start hidden by its own bar. An element takes part
/// only while its view is on screen: the arriving screen's items are not in the bar at a push's
/// start, nor, maybe, at a pop's (Docs/DeviceChecklist.md, row 61); its partner then stays in its
/// screen's picture.
@MainActor
package enum BarElementProxies {
    /// Whether bar elements take part in a transition of `kind` with `style`: when its flights are
    /// drawn above the bars.
    package static func takePart(_ kind: TransitionKind, style: TransitionStyle) -> Bool {
        if kind == .present || kind == .dismiss { return true }
        if case .matched(let options) = style { return options.flightLevel == .aboveBars }
        return false
    }

    /// Puts a proxy for each of `elements` in `root`, in front of its subviews, at the element's
    /// place in `root`'s space, and returns them (for ``remove(_:)``). An element that cannot be
    /// placed in `root`'s space (not in the same window, or behind the viewer) gets none.
    package static func insert<Backend: TransitionBackend>(
        _ elements: [BarElement<Backend.View>], into root: Backend.View, backend: Backend
    ) -> [Backend.View] {
        var proxies: [Backend.View] = []
        for element in elements {
            let view = element.view
            // A screen that is itself a scrolling list moves what it holds with its content: a proxy
            // there would drift from the bar (and count as a place in the list).
            guard element.isOnScreen, root.scrollingList == nil, view.parentNode != nil, !view.isHidden,
                let frame = try? view.convertedRect(view.layerGeometry.bounds, to: root),
                frame.width.isFinite, frame.height.isFinite
            else { continue }
            let proxy = backend.makeProxy(standingFor: view, frame: frame, id: element.id, scope: element.scope)
            root.insertChild(proxy, at: root.childNodes.count)
            proxies.append(proxy)
        }
        return proxies
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
        let proxies =
            insert(from.barElements, into: from.rootView, backend: backend)
            + insert(to.barElements, into: to.rootView, backend: backend)
        defer { remove(proxies) }
        return body()
    }

    /// Whether a bar element of one screen shares its key with a tagged view or a bar element of
    /// the other, on screen or not (`report` matched the two screens): a navigation or tab
    /// delegate's decision counts it as a pair. At the start the element flies if it is on screen
    /// by then; else the transition finds no pair and plays its fallback (UIKit's slide).
    package static func shareAnElement<Endpoint: TransitionEndpoint>(
        _ from: Endpoint, _ to: Endpoint, report: MatchReport<Endpoint.View>
    ) -> Bool {
        func keys(_ endpoint: Endpoint) -> Set<MatchKey> {
            Set(endpoint.barElements.map { MatchKey(id: $0.id, scope: $0.scope ?? endpoint.rootView.matchScope) })
        }
        let (fromKeys, toKeys) = (keys(from), keys(to))
        if fromKeys.isEmpty && toKeys.isEmpty { return false }
        return !fromKeys.isDisjoint(with: toKeys)
            || report.onlyInDestination.contains { fromKeys.contains($0.key) }
            || report.onlyInSource.contains { toKeys.contains($0.key) }
    }

    /// Takes the proxies out of their screens.
    package static func remove<View: MutableViewNode>(_ proxies: [View]) {
        for proxy in proxies { proxy.removeFromParent() }
    }
}
