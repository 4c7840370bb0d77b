import Foundation

/// A view the engine may change for the duration of a transition — fade it out while its stand-in
/// flies, move it into the container — and must put back. `UIView` conforms in the UIKit layer.
@MainActor
@usableFromInline package protocol MutableViewNode: ViewNode where Node: MutableViewNode {
    /// Whether the view is hidden (the engine reads it; it hides originals with ``opacity``, which
    /// keeps a stack view's layout).
    var isHidden: Bool { get }
    /// The view's own opacity, 0…1 (`UIView.alpha`, the model value).
    var opacity: Double { get set }
    /// The geometry as the app set it (the model layer's values, never an animation's presentation
    /// values): what a moved view gets back.
    var modelGeometry: LayerGeometry { get set }
    /// What the view shows, for choosing its picture (``PictureKind/view`` by default).
    var pictureKind: PictureKind { get }
    /// Whether what the view draws itself, apart from its background colour, covers its bounds
    /// with opaque pixels (an image view's image without transparency that fills it; see
    /// ``ImageContent/coversBounds(isOpaque:contentMode:)``). `false` when unknown (the default).
    var drawsOpaqueContent: Bool { get }
    /// How a label sets its text (its font size and where the text sits across its width), or
    /// `nil` for a view that is not a label. A label's picture flies as text
    /// (``PicturePlacement``): scaled, never stretched or re-flowed.
    var textLayout: TextLayout? { get }
    /// A name for people (a scene file's `"name"`), shown in its stand-in's name; `nil` for none.
    var viewName: String? { get }
    /// Inserts `child` among the children at `index`, removing it from its previous parent first.
    func insertChild(_ child: Node, at index: Int)
    /// Removes the view from its parent.
    func removeFromParent()
    /// Whatever ties the view to its place besides its parent and index, captured before the
    /// engine moves it (UIKit: the constraints that refer to it and its stack-view arrangement).
    func captureAttachments() -> ViewAttachments
    /// Puts back what ``captureAttachments()`` captured, once the view is back in its parent.
    func restoreAttachments(_ attachments: ViewAttachments)
    /// Lays out the view's subtree now (UIKit's `layoutIfNeeded()`), so frames read afterwards are
    /// final. Headless views have nothing to lay out.
    func layoutNow()
    /// Whether the view takes touches (`isUserInteractionEnabled`).
    var acceptsTouches: Bool { get }
    /// Whether the view is an enabled control (a button) that a tap triggers.
    var isTapTarget: Bool { get }
    /// Triggers the control's action, as a tap on it would (`sendActions(for: .touchUpInside)`).
    func performTap()
    /// The scrolling list this view is, when MatchCut may ask it about its items by scope (a table
    /// or collection view the app described, a ``HeadlessList``'s view); `nil` for any other view.
    var scrollingList: (any ScrollingList)? { get }
    /// Whether the view scrolls what it holds (a scroll view): a view put in it moves with its
    /// content offset. A ``scrollingList`` does.
    var scrollsContent: Bool { get }
    /// Whether the view is a container controller's view that draws bars over the screens it shows
    /// (a navigation controller's, a tab bar controller's): the place for flights drawn above the
    /// bars (``FlightLayerPlace``).
    var holdsBars: Bool { get }
}

/// What ties a view to its place besides its parent and index, opaque to the engine (UIKit: the
/// constraints that refer to the view and its stack-view arrangement; nothing headless).
@MainActor
@usableFromInline package struct ViewAttachments {
    /// The platform's record, or `nil` for none.
    @usableFromInline package var payload: AnyObject?

    /// Creates a record.
    @usableFromInline package init(payload: AnyObject? = nil) {
        self.payload = payload
    }
}

extension MutableViewNode {
    /// A plain view.
    @usableFromInline package var pictureKind: PictureKind { .view }
    /// Not known to draw opaque content.
    @usableFromInline package var drawsOpaqueContent: Bool { false }
    /// Not a label.
    @usableFromInline package var textLayout: TextLayout? { nil }
    /// No name.
    @usableFromInline package var viewName: String? { nil }
    /// Nothing to capture.
    @usableFromInline package func captureAttachments() -> ViewAttachments { ViewAttachments() }
    /// Nothing to restore.
    @usableFromInline package func restoreAttachments(_ attachments: ViewAttachments) {}
    /// Nothing to lay out.
    @usableFromInline package func layoutNow() {}
    /// Takes touches.
    @usableFromInline package var acceptsTouches: Bool { true }
    /// Not a control.
    @usableFromInline package var isTapTarget: Bool { false }
    /// Nothing to trigger.
    @usableFromInline package func performTap() {}
    /// Not a list.
    @usableFromInline package var scrollingList: (any ScrollingList)? { nil }
    /// Only a list scrolls.
    @usableFromInline package var scrollsContent: Bool { scrollingList != nil }
    /// No bars.
    @usableFromInline package var holdsBars: Bool { false }
}

extension HeadlessView: MutableViewNode {
    /// The opacity (``alpha``); a proxy's reaches the element it stands for (``ProxyOpacity``).
    @usableFromInline package var opacity: Double {
        get { alpha }
        set {
            alpha = newValue
            if let target = proxyTarget { proxyOpacity.apply(newValue, to: &target.alpha) }
        }
    }
    /// The geometry (``geometry``): headless views have no presentation values.
    @usableFromInline package var modelGeometry: LayerGeometry {
        get { geometry }
        set { geometry = newValue }
    }
    /// What the view shows, as set for tests and scene files.
    @usableFromInline package var pictureKind: PictureKind { contentKind }
    /// Its ``name``.
    @usableFromInline package var viewName: String? { name }
    /// Its ``content``'s text layout, when it shows text (left to right: leading is left; the
    /// text's width estimated, ``TextContent/estimatedWidth``).
    @usableFromInline package var textLayout: TextLayout? {
        guard case .text(let text)? = content else { return nil }
        let anchor: Double =
            switch text.alignment {
            case .leading: 0
            case .center: 0.5
            case .trailing: 1
            }
        return TextLayout(
            fontSize: text.fontSize, horizontalAnchor: anchor, textWidth: min(text.estimatedWidth, bounds.width))
    }
    /// Whether its ``content`` is an opaque image that fills its bounds.
    @usableFromInline package var drawsOpaqueContent: Bool {
        guard case .image(let image)? = content else { return false }
        return ImageContent.coversBounds(isOpaque: image.isOpaque, contentMode: image.contentMode)
    }

    /// Inserts a child (as ``insertSubview(_:at:)``).
    @usableFromInline package func insertChild(_ child: HeadlessView, at index: Int) { insertSubview(child, at: index) }
    /// Removes the view from its parent (as ``removeFromSuperview()``).
    @usableFromInline package func removeFromParent() { removeFromSuperview() }
    /// ``isUserInteractionEnabled``.
    @usableFromInline package var acceptsTouches: Bool { isUserInteractionEnabled }
    /// Whether it has an action (``onTap``).
    @usableFromInline package var isTapTarget: Bool { onTap != nil }
    /// Runs ``onTap``.
    @usableFromInline package func performTap() { onTap?() }
    /// The ``HeadlessList`` whose view this is, if any.
    @usableFromInline package var scrollingList: (any ScrollingList)? { list }
    /// ``isScrollView``, or a list's view.
    @usableFromInline package var scrollsContent: Bool { isScrollView || list != nil }
    /// ``drawsBars``.
    @usableFromInline package var holdsBars: Bool { drawsBars }

    /// Lays the subtree out as `layoutIfNeeded()` does: each view's ``layout`` (its
    /// `layoutSubviews`), parents before their children, with the safe area of where it is now.
    @usableFromInline package func layoutNow() {
        var stack: [HeadlessView] = [self]
        while let view = stack.popLast() {
            view.layout?(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }
}
