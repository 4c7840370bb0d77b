#if canImport(UIKit)
    import UIKit

    @MainActor private enum BarItemKeys {
        nonisolated(unsafe) static var id: UInt8 = 0
        nonisolated(unsafe) static var scope: UInt8 = 0
    }

    extension UIBarButtonItem {
        /// The transition ID pairing this bar button item with a view of another screen: an
        /// avatar in the navigation bar flies into the profile it opens
        /// (`profileItem.matchID = "avatar"`, and the profile's image view tagged `"avatar"`), and
        /// back into the bar. The item's own view flies (its `customView`, else the view UIKit
        /// draws it with, reached by name: the SDK does not declare it) while it is on screen; an
        /// item UIKit has not put in a bar yet (the arriving screen's, during a push) takes no part.
        /// iOS 15 and later.
        public var matchID: String? {
            get { matchCutAssociatedObject(&BarItemKeys.id) }
            set { setMatchCutAssociatedObject(newValue, &BarItemKeys.id) }
        }

        /// The ID's scope, as a view's `matchScope` (`nil`: none).
        public var matchScope: String? {
            get { matchCutAssociatedObject(&BarItemKeys.scope) }
            set { setMatchCutAssociatedObject(newValue, &BarItemKeys.scope) }
        }

        /// The view the item is drawn with, when it is on screen: its `customView`, else UIKit's
        /// own (`view`, an undocumented key, read only where the item responds to it).
        var matchCutView: UIView? {
            if let customView { return customView.window == nil ? nil : customView }
            guard responds(to: NSSelectorFromString("view")) else { return nil }
            let view = value(forKey: "view") as? UIView
            return view?.window == nil ? nil : view
        }
    }

    extension UIViewController {
        /// The tagged bar button items of the bars this screen shows — its navigation item's left
        /// and right items and its toolbar items; a navigation controller's top screen's, a tab bar
        /// controller's selected screen's — that are on screen now.
        package var barElements: [BarElement<UIView>] {
            if let navigation = self as? UINavigationController {
                return navigation.topViewController?.barElements ?? []
            }
            if let tabs = self as? UITabBarController { return tabs.selectedViewController?.barElements ?? [] }
            let items =
                (navigationItem.leftBarButtonItems ?? []) + (navigationItem.rightBarButtonItems ?? [])
                + (toolbarItems ?? [])
            return items.compactMap { item in
                guard let id = item.matchID, let view = item.matchCutView else { return nil }
                return BarElement(id: id, scope: item.matchScope, view: view)
            }
        }
    }

    /// A clear view MatchCut puts in a screen for a bar element it flies (``BarElementProxies``):
    /// matched and measured as any tagged view; its picture is the element's view; hiding it hides
    /// that view and showing it gives it back its own alpha (``ProxyOpacity``).
    @MainActor
    final class MatchCutProxyView: UIView {
        /// The element's view.
        weak var element: UIView?
        private var rule = ProxyOpacity()

        init(element: UIView, frame: CGRect) {
            self.element = element
            super.init(frame: frame)
            backgroundColor = .clear
            isUserInteractionEnabled = false
            isAccessibilityElement = false
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        /// The proxy's alpha, which the element's follows.
        override var alpha: CGFloat {
            didSet {
                guard let element else { return }
                var own = Double(element.alpha)
                rule.apply(Double(alpha), to: &own)
                element.alpha = CGFloat(own)
            }
        }
    }
#endif
