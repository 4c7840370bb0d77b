#if canImport(UIKit)
    import UIKit

    @MainActor private enum BarItemKeys {
        nonisolated(unsafe) static var id: UInt8 = 0
        nonisolated(unsafe) static var scope: UInt8 = 0
    }

    extension UIBarButtonItem {
        /// The transition ID pairing this bar button item with a view of another screen, for a
        /// presentation from the item and the dismissal back to it: an avatar in the navigation bar
        /// flies into the profile it presents (`profileItem.matchID = "avatar"`, the profile's
        /// image view tagged `"avatar"`) and back into the bar. The item's `customView` flies, while
        /// it is on screen (an item drawn by UIKit, without a custom view, takes no part: its view
        /// is not public). Pushes and pops take it in when they fly above the bars
        /// (``TransitionOptions/flightLevel``), and leave it out under them. On iOS 26,
        /// set `hidesSharedBackground` so the bar draws no glass behind the item while it flies.
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

    }

    extension UIViewController {
        /// The tagged bar button items of the bars this screen shows — its navigation item's left
        /// and right items and its toolbar items; a navigation controller's top screen's, a tab bar
        /// controller's selected screen's — on screen or not (only those on screen fly; where a
        /// proxy may go is the core's to decide: ``BarElementProxies``).
        package var barElements: [BarElement<UIView>] {
            if let navigation = self as? UINavigationController {
                return navigation.topViewController?.barElements ?? []
            }
            if let tabs = self as? UITabBarController { return tabs.selectedViewController?.barElements ?? [] }
            let toolbarHidden = navigationController?.isToolbarHidden ?? true
            let items =
                ((navigationItem.leftBarButtonItems ?? []) + (navigationItem.rightBarButtonItems ?? [])).map { ($0, false) }
                + (toolbarItems ?? []).map { ($0, toolbarHidden) }
            return items.compactMap { item, inHiddenToolbar in
                guard let id = item.matchID, let view = item.customView else { return nil }
                var hidden = inHiddenToolbar
                if #available(iOS 16.0, *), item.isHidden { hidden = true }
                return BarElement(
                    id: id, scope: item.matchScope, view: view, isOnScreen: view.window != nil, isHidden: hidden)
            }
        }
    }

    /// A clear view MatchCut puts in a screen for a bar element it flies (``BarElementProxies``):
    /// matched and measured as any tagged view; its picture is the element's view. Hiding it (alpha
    /// below 0.01, as the engine hides originals) hides the element's view with an empty layer
    /// mask — not its alpha, which UIKit's bar may be animating — and showing it again puts back
    /// the mask the view had, unless the app changed the mask meanwhile.
    @MainActor
    final class MatchCutProxyView: UIView {
        /// The element's view.
        weak var element: UIView?
        /// The empty mask hiding the element, and the mask it had, while hidden.
        private var hiding: (mask: CALayer, previous: CALayer?)?

        init(element: UIView, frame: CGRect) {
            self.element = element
            super.init(frame: frame)
            backgroundColor = .clear
            isUserInteractionEnabled = false
            isAccessibilityElement = false
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        /// The proxy's alpha: below 0.01 the element is hidden.
        override var alpha: CGFloat {
            didSet { elementHidden(alpha < 0.01) }
        }

        private func elementHidden(_ hidden: Bool) {
            guard let layer = element?.layer else { return }
            if hidden, hiding == nil {
                let mask = CALayer()
                hiding = (mask, layer.mask)
                layer.mask = mask
            } else if !hidden, let (mask, previous) = hiding {
                hiding = nil
                if layer.mask === mask { layer.mask = previous }
            }
        }
    }
#endif
