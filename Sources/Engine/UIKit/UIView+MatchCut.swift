#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// The per-view MatchCut settings, allocated once per tagged view; reading them allocates
    /// nothing.
    @MainActor
    final class MatchCutViewStorage {
        var id: String?
        var scope: String?
        var isExcluded = false
        var modifiers: [TransitionModifier] = []
        var snapshotStrategy: SnapshotStrategy = .automatic
    }

    @MainActor private enum StorageKey {
        nonisolated(unsafe) static var key: UInt8 = 0
    }

    extension UIView {
        var matchCutStorage: MatchCutViewStorage? {
            withUnsafeMutablePointer(to: &StorageKey.key) { objc_getAssociatedObject(self, $0) as? MatchCutViewStorage }
        }

        var matchCutStorageCreating: MatchCutViewStorage {
            if let storage = matchCutStorage { return storage }
            let storage = MatchCutViewStorage()
            withUnsafeMutablePointer(to: &StorageKey.key) {
                objc_setAssociatedObject(self, $0, storage, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
            return storage
        }

        /// The transition ID pairing this view with a view of the other screen:
        /// `cell.imageView.matchID = "photo-\(item.id)"`.
        public var matchID: String? {
            get { matchCutStorage?.id }
            set { matchCutStorageCreating.id = newValue }
        }

        /// A scope for the IDs of this subtree (the nearest applies), e.g. per collection-view cell.
        public var matchScope: String? {
            get { matchCutStorage?.scope }
            set { matchCutStorageCreating.scope = newValue }
        }

        /// Whether this view and its subtree are left out of matching.
        public var isExcludedFromMatching: Bool {
            get { matchCutStorage?.isExcluded ?? false }
            set { matchCutStorageCreating.isExcluded = newValue }
        }

        /// How this view's stand-in moves: `view.transitionModifiers = [.fade, .arc(intensity: 0.4)]`.
        public var transitionModifiers: [TransitionModifier] {
            get { matchCutStorage?.modifiers ?? [] }
            set { matchCutStorageCreating.modifiers = newValue }
        }

        /// How this view is pictured in its stand-in (``SnapshotStrategy/automatic`` by default).
        public var snapshotStrategy: SnapshotStrategy {
            get { matchCutStorage?.snapshotStrategy ?? .automatic }
            set { matchCutStorageCreating.snapshotStrategy = newValue }
        }
    }

    extension UIView: MutableViewNode {
        /// The node type of UIKit trees.
        public typealias Node = UIView

        /// The superview.
        public var parentNode: UIView? { superview }
        /// The subviews.
        public var childNodes: [UIView] { subviews }

        /// The layer's geometry — its presentation values while it is animating.
        public var layerGeometry: LayerGeometry {
            get {
                let l = (layer.animationKeys()?.isEmpty == false ? layer.presentation() : nil) ?? layer
                return LayerGeometry(
                    bounds: l.bounds, position: l.position, anchorPoint: l.anchorPoint,
                    transform: Transform3D(l.transform),
                    zPosition: l.zPosition)
            }
            set {
                layer.bounds = newValue.bounds
                layer.position = newValue.position
                layer.anchorPoint = newValue.anchorPoint
                layer.transform = newValue.transform.caTransform3D
                layer.zPosition = newValue.zPosition
            }
        }

        /// The view's appearance, read from the view and its layer.
        public var appearance: ViewAppearance {
            var a = ViewAppearance()
            a.isHidden = isHidden
            a.alpha = Double(alpha)
            a.cornerRadius = layer.cornerRadius
            a.maskedCorners = CornerMask(rawValue: layer.maskedCorners.rawValue)
            a.masksToBounds = layer.masksToBounds
            a.backgroundColor = backgroundColor.map(RGBAColor.init(uiColor:))
            a.borderWidth = layer.borderWidth
            a.borderColor = layer.borderColor.map { RGBAColor(uiColor: UIColor(cgColor: $0)) } ?? .black
            if layer.shadowOpacity > 0 {
                a.shadow = Shadow(
                    color: layer.shadowColor.map { RGBAColor(uiColor: UIColor(cgColor: $0)) } ?? .black,
                    opacity: Double(layer.shadowOpacity), offset: layer.shadowOffset, radius: layer.shadowRadius)
            }
            return a
        }

        /// `alpha`, as a `Double`.
        public var opacity: Double {
            get { Double(alpha) }
            set { alpha = CGFloat(newValue) }
        }

        /// The layer's 3D transform.
        public var layerTransform: Transform3D {
            get { Transform3D(layer.transform) }
            set { layer.transform = newValue.caTransform3D }
        }

        /// `insertSubview(_:at:)`.
        public func insertChild(_ child: UIView, at index: Int) { insertSubview(child, at: index) }

        /// `removeFromSuperview()`.
        public func removeFromParent() { removeFromSuperview() }
    }

    extension RGBAColor {
        /// The colour's extended-sRGB components.
        @MainActor
        public init(uiColor: UIColor) {
            var r: CGFloat = 0
            var g: CGFloat = 0
            var b: CGFloat = 0
            var a: CGFloat = 0
            if !uiColor.getRed(&r, green: &g, blue: &b, alpha: &a) {
                var white: CGFloat = 0
                uiColor.getWhite(&white, alpha: &a)
                (r, g, b) = (white, white, white)
            }
            self.init(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
        }

        /// A `UIColor` with these components.
        @MainActor
        public var uiColor: UIColor {
            UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        }
    }
#endif
