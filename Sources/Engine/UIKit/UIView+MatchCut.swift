#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// The per-view MatchCut settings, allocated once per tagged view.
    @MainActor
    final class MatchCutViewStorage {
        var id: String?
        var scope: String?
        var isExcluded = false
        var modifiers: [TransitionModifier] = []
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
        /// `cell.imageView.matchID = "photo-\(item.id)"`. Tag views by `viewDidLoad`: MatchCut
        /// decides whether two screens match before the arriving one appears.
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

        /// How this view's stand-in moves, tagged or not: `view.transitionModifiers = [.fade,
        /// .translate(x: 0, y: 40)]`; `.snapshot(…)` chooses how it is pictured.
        public var transitionModifiers: [TransitionModifier] {
            get { matchCutStorage?.modifiers ?? [] }
            set { matchCutStorageCreating.modifiers = newValue }
        }

        /// Whether the view carries modifiers.
        @usableFromInline package var hasTransitionModifiers: Bool { !(matchCutStorage?.modifiers.isEmpty ?? true) }
    }

    extension UIView: MutableViewNode {
        /// The node type of UIKit trees.
        @usableFromInline package typealias Node = UIView

        /// The superview.
        @usableFromInline package var parentNode: UIView? { superview }
        /// The subviews.
        @usableFromInline package var childNodes: [UIView] { subviews }

        /// The geometry as shown: the presentation layer's while the layer animates.
        @usableFromInline package var layerGeometry: LayerGeometry {
            let l = (layer.animationKeys()?.isEmpty == false ? layer.presentation() : nil) ?? layer
            return LayerGeometry(
                bounds: l.bounds, position: l.position, anchorPoint: l.anchorPoint, transform: Transform3D(l.transform),
                zPosition: l.zPosition)
        }

        /// The model layer's geometry, as the app set it.
        @usableFromInline package var modelGeometry: LayerGeometry {
            get {
                LayerGeometry(
                    bounds: layer.bounds, position: layer.position, anchorPoint: layer.anchorPoint,
                    transform: Transform3D(layer.transform), zPosition: layer.zPosition)
            }
            set {
                layer.bounds = newValue.bounds
                layer.position = newValue.position
                layer.anchorPoint = newValue.anchorPoint
                layer.transform = newValue.transform.caTransform3D
                layer.zPosition = newValue.zPosition
            }
        }

        /// The view's appearance; colours resolved with the view's own traits (a screen overriding
        /// light or dark mode keeps its colours).
        @usableFromInline package var appearance: ViewAppearance {
            var a = ViewAppearance()
            let traits = traitCollection
            func resolved(_ color: CGColor?) -> RGBAColor? {
                color.map { RGBAColor(uiColor: UIColor(cgColor: $0).resolvedColor(with: traits)) }
            }
            a.isHidden = isHidden
            a.alpha = Double(alpha)
            a.cornerRadius = layer.cornerRadius
            a.maskedCorners = CornerMask(rawValue: layer.maskedCorners.rawValue)
            a.cornerCurve = layer.cornerCurve == .continuous ? .continuous : .circular
            a.masksToBounds = layer.masksToBounds
            a.backgroundColor = backgroundColor.map { RGBAColor(uiColor: $0.resolvedColor(with: traits)) }
            a.borderWidth = layer.borderWidth
            a.borderColor = resolved(layer.borderColor) ?? .black
            if layer.shadowOpacity > 0 {
                a.shadow = Shadow(
                    color: resolved(layer.shadowColor) ?? .black, opacity: Double(layer.shadowOpacity),
                    offset: layer.shadowOffset, radius: layer.shadowRadius)
            }
            return a
        }

        /// What the matcher reads of every view: hidden, alpha and clipping, no colours resolved.
        @usableFromInline package var walkAppearance: ViewAppearance {
            var a = ViewAppearance()
            a.isHidden = isHidden
            a.alpha = Double(alpha)
            a.cornerRadius = layer.cornerRadius
            a.maskedCorners = CornerMask(rawValue: layer.maskedCorners.rawValue)
            a.masksToBounds = layer.masksToBounds
            return a
        }

        /// `alpha`, as a `Double`.
        @usableFromInline package var opacity: Double {
            get { Double(alpha) }
            set { alpha = CGFloat(newValue) }
        }

        /// What the view is, for its picture: a plain `UIImageView` or `UILabel` is copied (a
        /// subclass may draw what a copy would not carry: it is pictured); content the system
        /// composites outside the view's layers — video (`AVPlayerLayer`), Metal (`CAMetalLayer`),
        /// a `WKWebView` — is ``PictureKind/composited`` (its picture can be blank: it flies live);
        /// anything else is pictured (a `UIVisualEffectView` too: Apple asks for a picture of the
        /// whole window for it, which under the start's cover would show the wrong screen — open,
        /// device row 38). Classes outside UIKit are found by name, so MatchCut links neither
        /// AVFoundation nor WebKit.
        @usableFromInline package var pictureKind: PictureKind {
            if type(of: self) == UIImageView.self { return .image }
            if type(of: self) == UILabel.self { return .text }
            if layer is CAMetalLayer { return .composited }
            if let player = NSClassFromString("AVPlayerLayer"), layer.isKind(of: player) { return .composited }
            if let web = NSClassFromString("WKWebView"), isKind(of: web) { return .composited }
            return .view
        }

        /// Whether an image view's image covers it with opaque pixels: the image has no alpha
        /// channel (`CGImage.alphaInfo` `.none`, `.noneSkipFirst`, `.noneSkipLast`), is not drawn
        /// as a template, and is what shows (not highlighted or animating, no mask), and the
        /// content mode fills the bounds (``ImageContent/coversBounds(isOpaque:contentMode:)``).
        @usableFromInline package var drawsOpaqueContent: Bool {
            // What shows is `image`: not a highlighted or animated one, not tinted (a template).
            guard let imageView = self as? UIImageView, let image = imageView.image, let cgImage = image.cgImage,
                image.renderingMode != .alwaysTemplate, !(imageView.isHighlighted && imageView.highlightedImage != nil),
                !imageView.isAnimating, layer.mask == nil
            else { return false }
            let opaque = [.none, .noneSkipFirst, .noneSkipLast].contains(cgImage.alphaInfo)
            let mode: ImageContent.ContentMode? =
                switch imageView.contentMode {
                case .scaleToFill: .scaleToFill
                case .scaleAspectFill: .scaleAspectFill
                case .scaleAspectFit: .scaleAspectFit
                default: nil
                }
            return ImageContent.coversBounds(isOpaque: opaque, contentMode: mode)
        }

        /// A `UILabel`'s font size, where its alignment puts its text across its width (a natural
        /// or justified alignment follows the view's layout direction) and how wide the text is;
        /// `nil` for a label that shrinks its text to fit (its font size is not what shows).
        @usableFromInline package var textLayout: TextLayout? {
            // A label that shrinks its text to fit shows another size than its font's: pictured.
            guard let label = self as? UILabel, !label.adjustsFontSizeToFitWidth else { return nil }
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let anchor: Double =
                switch label.textAlignment {
                case .left: 0
                case .center: 0.5
                case .right: 1
                default: rightToLeft ? 1 : 0
                }
            let used = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: label.numberOfLines)
            return TextLayout(
                fontSize: Double(label.font.pointSize), horizontalAnchor: anchor,
                textWidth: min(Double(used.width), Double(label.bounds.width)))
        }

        /// `insertSubview(_:at:)`.
        @usableFromInline package func insertChild(_ child: UIView, at index: Int) { insertSubview(child, at: index) }

        /// `removeFromSuperview()`.
        @usableFromInline package func removeFromParent() { removeFromSuperview() }

        /// `layoutIfNeeded()`.
        @usableFromInline package func layoutNow() { layoutIfNeeded() }

        /// `isUserInteractionEnabled`.
        @usableFromInline package var acceptsTouches: Bool { isUserInteractionEnabled }

        /// A table or collection view with `matchCutIndexPathForScope` set, as a list MatchCut may
        /// scroll to the item the user returns to; `nil` for any other view.
        @usableFromInline package var scrollingList: (any ScrollingList)? {
            guard let scroll = self as? UIScrollView,
                let lookup = scroll.matchCutAssociatedObject(&UIKitScrollingList.key) as MatchCutIndexPathLookup?
            else { return nil }
            return UIKitScrollingList(scroll, lookup: lookup)
        }

        /// A `UIScrollView` (a table or collection view too).
        @usableFromInline package var scrollsContent: Bool { self is UIScrollView }

        /// A `UINavigationController`'s or `UITabBarController`'s own view (its `next` responder).
        @usableFromInline package var holdsBars: Bool {
            next is UINavigationController || next is UITabBarController
        }

        /// An enabled `UIButton` that acts on a tap (not one that shows a menu): a tap through
        /// MatchCut's touch surface cannot move a switch, a slider or a text field, so only buttons.
        @usableFromInline package var isTapTarget: Bool {
            guard let button = self as? UIButton, button.isEnabled else { return false }
            return !button.showsMenuAsPrimaryAction
        }

        /// What a tap sends a button: `.touchUpInside` — UIKit follows it with
        /// `.primaryActionTriggered` itself (a `UIButton(primaryAction:)`'s action runs once;
        /// observed in iOS 26.1's `UIControl`, Docs/Reviews/uikit-review-7.md R1).
        @usableFromInline package func performTap() {
            guard isTapTarget, let button = self as? UIButton else { return }
            button.sendActions(for: .touchUpInside)
        }

        /// The constraints that tie the view (or a layout guide it owns) to its ancestors, and its
        /// place among a stack view's arranged subviews: what `removeFromSuperview()` would take
        /// away. A stack view's own constraints and autoresizing constraints are left out: UIKit
        /// makes them again (``ConstraintCapture``).
        @usableFromInline package func captureAttachments() -> ViewAttachments {
            func isMine(_ item: AnyObject?) -> Bool { item === self }
            func isMyGuide(_ item: AnyObject?) -> Bool { (item as? UILayoutGuide)?.owningView === self }
            var constraints: [NSLayoutConstraint] = []
            var ancestor = superview
            while let a = ancestor {
                let heldByStackView = a is UIStackView
                constraints += a.constraints.filter {
                    ConstraintCapture.keeps(
                        ConstraintCapture.Facts(
                            refersToView: isMine($0.firstItem) || isMine($0.secondItem),
                            refersToViewsGuide: isMyGuide($0.firstItem) || isMyGuide($0.secondItem),
                            heldByStackView: heldByStackView,
                            isAutoresizingMask: NSStringFromClass(type(of: $0)) == "NSAutoresizingMaskLayoutConstraint")
                    )
                }
                ancestor = a.superview
            }
            let stack = superview as? UIStackView
            let arranged = stack?.arrangedSubviews.firstIndex(of: self)
            return ViewAttachments(
                payload: CapturedAttachments(constraints: constraints, stack: stack, arranged: arranged))
        }

        /// Puts the captured constraints and stack-view arrangement back.
        @usableFromInline package func restoreAttachments(_ attachments: ViewAttachments) {
            guard let captured = attachments.payload as? CapturedAttachments else { return }
            if let stack = captured.stack, let index = captured.arranged, superview === stack {
                stack.insertArrangedSubview(
                    self,
                    at: ConstraintCapture.arrangedIndex(captured: index, arrangedCount: stack.arrangedSubviews.count))
            }
            NSLayoutConstraint.activate(captured.constraints.filter { !$0.isActive })
        }
    }

    /// What tied a moved view to its place.
    @MainActor
    final class CapturedAttachments {
        let constraints: [NSLayoutConstraint]
        weak var stack: UIStackView?
        let arranged: Int?

        init(constraints: [NSLayoutConstraint], stack: UIStackView?, arranged: Int?) {
            self.constraints = constraints
            self.stack = stack
            self.arranged = arranged
        }
    }

    extension RGBAColor {
        /// The colour's extended-sRGB components.
        @MainActor
        @usableFromInline package init(uiColor: UIColor) {
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
        @usableFromInline package var uiColor: UIColor {
            UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        }
    }
#endif
