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

    /// Creates an element.
    package init(id: String, scope: String?, view: View) {
        self.id = id
        self.scope = scope
        self.view = view
    }
}

/// Bar elements in MatchCut's presentations and dismissals. UIKit draws a navigation controller's
/// bars outside its screens' views, which is where MatchCut matches; so while a presentation or a
/// dismissal runs, each tagged bar element of the two screens that is on screen has a clear proxy
/// in its screen's view, at the element's place, tagged with its ID: the proxy is matched like any
/// tagged view, its picture is the element's, and hiding it hides the element. The proxies are
/// taken out when the transition ends, whichever way (and if it is freed in flight).
///
/// Only presentations and dismissals: their container is above the presenter's bars, so the
/// element flies out of the bar and lands in it in view. A push or pop runs under the bars (a
/// flight from an item would start hidden by its own bar), and the arriving screen's items are not
/// in the bar at a push's start, nor, maybe, at a pop's (Docs/DeviceChecklist.md, row 61).
@MainActor
package enum BarElementProxies {
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
            guard root.scrollingList == nil, view.parentNode != nil, !view.isHidden,
                let frame = try? view.convertedRect(view.layerGeometry.bounds, to: root),
                frame.width.isFinite, frame.height.isFinite
            else { continue }
            let proxy = backend.makeProxy(standingFor: view, frame: frame, id: element.id, scope: element.scope)
            root.insertChild(proxy, at: root.childNodes.count)
            proxies.append(proxy)
        }
        return proxies
    }

    /// Takes the proxies out of their screens.
    package static func remove<View: MutableViewNode>(_ proxies: [View]) {
        for proxy in proxies { proxy.removeFromParent() }
    }
}
