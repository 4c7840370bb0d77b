import Foundation

/// A plain-Swift view that plays the part of `UIView`/`CALayer`: the headless backend on which
/// the engine runs end to end in tests, the lab and the benchmarks.
///
/// Geometry follows Core Animation (bounds, position, anchor point, 3D transform, zPosition) and
/// `frame` behaves as `UIView.frame`. Adding a view that already has a parent moves it, as
/// `addSubview(_:)` does.
///
/// ```swift
/// let card = HeadlessView(frame: CGRect(x: 20, y: 100, width: 160, height: 200))
/// card.matchID = "card-1"
/// card.cornerRadius = 12
/// screen.addSubview(card)
/// ```
@MainActor
public final class HeadlessView: ViewNode {
    /// The node type of headless trees.
    public typealias Node = HeadlessView

    // The two are read for every view a match walks and written for every stand-in every frame,
    // without the run-time exclusivity check each access to a class's stored property gets: the
    // `@exclusivity(unchecked)` attribute (the opt-out SE-0176 left room for). It binds the
    // accesses compiled in this module only (Swift 6.3: another module's read or write of the
    // property is still `begin_access [dynamic]` in its SIL), so a hot path elsewhere goes through
    // an accessor defined here (`frame`, `layerGeometry`, `setLayer(_:_:)`). Why it is safe: UIKit's
    // view properties are Objective-C accessors, which Swift never checks; both hold plain values
    // (no references), so an overlapping access cannot free anything; and the compiler still
    // rejects the overlaps it can see.
    /// The view's geometry, as Core Animation holds it.
    @exclusivity(unchecked) public var geometry: LayerGeometry
    /// The view's appearance.
    @exclusivity(unchecked) public var appearance: ViewAppearance
    /// The stored appearance: nothing to save by reading part of it.
    @usableFromInline package var walkAppearance: ViewAppearance { appearance }
    /// The transition ID, or `nil`.
    public var matchID: String?
    /// The ID scope of this subtree, or `nil`.
    public var matchScope: String?
    /// Whether this subtree is left out of matching.
    public var isExcludedFromMatching = false
    /// Whether the view scrolls what it holds (a `UIScrollView` that is not a described list).
    public var isScrollView = false
    /// Whether the view is a navigation or tab bar controller's view, drawing bars over the screens
    /// it shows (flights above the bars are drawn at its front).
    public var drawsBars = false
    /// A name for diagnostics and the lab (not used for matching).
    public var name: String?
    /// What VoiceOver says for the view (`UIView.accessibilityLabel`), or `nil`.
    public var accessibilityLabel: String?
    /// For a copy (a picture's content, a committed screen's view), the original it copies,
    /// followed back through copies of copies; `nil` for an original.
    public var copiedFrom: ObjectIdentifier?
    /// How this view's stand-in moves in a transition.
    public var transitionModifiers: [TransitionModifier] = [] {
        didSet { carriesModifiers = !transitionModifiers.isEmpty }
    }
    /// Whether the view carries modifiers.
    public var hasTransitionModifiers: Bool { carriesModifiers }
    // Kept with the modifiers: a match asks every view it walks, and a plain flag is read without
    // the run-time check reading the array gets (see `geometry`).
    @exclusivity(unchecked) private var carriesModifiers = false
    /// What the view draws besides its background: text, an image, or nothing.
    public var content: ViewContent?
    /// What the view stands for when pictured: a label, an image view, or a plain view.
    public var contentKind: PictureKind { content?.pictureKind ?? .view }
    /// Whether the view takes touches (`isUserInteractionEnabled`).
    public var isUserInteractionEnabled = true
    /// The action of a control (a button): called when it is tapped (`performTap()`); `nil` for a
    /// view that is not a control.
    public var onTap: (@MainActor () -> Void)?
    /// Which points of the view take touches (in its coordinates), or `nil` for all of them.
    public var touchFilter: (@MainActor (CGPoint) -> Bool)?
    /// The view's `layoutSubviews`: it places its subviews (it may read ``safeAreaInsets``), run by
    /// `layoutNow()` for the view and every view below it, parents first.
    public var layout: (@MainActor (HeadlessView) -> Void)?
    /// The ``HeadlessList`` this view is the scroll view of, or `nil`. Held weakly, as a collection
    /// view holds its data source: keep the list.
    public internal(set) weak var list: HeadlessList?
    /// The element this view stands for, when it is a proxy MatchCut put in a screen for an
    /// element outside it (``ProxyOpacity``): its picture is the element's, and hiding it hides
    /// the element.
    public weak var proxyTarget: HeadlessView?
    /// The element's opacity while this proxy hides it.
    package var proxyOpacity = ProxyOpacity()
    /// Objects this view keeps alive: a tree built from a scene file keeps its lists on its root
    /// (a list holds its view, and a view's link to its parent is not retained: no cycle).
    package var keptAlive: [AnyObject] = []
    /// For a window (a root): the safe-area insets of the screen it covers (top, left, bottom,
    /// right, in points).
    public var windowSafeAreaInsets: (top: Double, left: Double, bottom: Double, right: Double)?
    /// The parent (not retained, as in UIKit).
    public var superview: HeadlessView? { parent }
    // Not `weak`: a weak reference gives every view a side table and makes every retain take the
    // slow path (a third of the matcher's time). The link is cleared wherever the parent lets go:
    // `removeFromSuperview`, a move to another parent, and the parent's deinit.
    nonisolated(unsafe) private unowned(unsafe) var parent: HeadlessView?
    /// The children, back to front.
    public var subviews: [HeadlessView] { children }
    // Readable from `deinit`, which is nonisolated; a deinit has the object to itself.
    // Unchecked at run time as `geometry` is (a match reads every view's children): every access
    // is in this file, and none runs while another is under way (an insertion or removal calls no
    // other code during its change; a removed view is held by its caller, so no deinit runs then).
    @exclusivity(unchecked) nonisolated(unsafe) private var children: [HeadlessView] = []

    /// Creates a view with UIKit's `init(frame:)` semantics.
    public init(frame: CGRect = .zero) {
        geometry = LayerGeometry(frame: frame)
        appearance = ViewAppearance()
    }

    /// Creates a view with the given geometry and appearance.
    public init(geometry: LayerGeometry, appearance: ViewAppearance = ViewAppearance()) {
        self.geometry = geometry
        self.appearance = appearance
    }

    /// A copy of `original` alone, as a picture holds it (``ViewContent``, geometry, appearance,
    /// name and tags; no children, no parent), remembering the original it copies (followed back
    /// through copies of copies). Set while initialising: no exclusivity check per property.
    package init(copyOf original: HeadlessView) {
        geometry = original.geometry
        appearance = original.appearance
        name = original.name
        copiedFrom = original.copiedFrom ?? ObjectIdentifier(original)
        matchID = original.matchID
        matchScope = original.matchScope
        content = original.content
    }

    // Releasing a deep tree recursively would overflow the stack (one deinit frame per level).
    // Views that die with this one (held by nothing else) hand their children over to a loop
    // first; a subtree someone else still holds keeps its views, as in UIKit, and only loses its
    // superview. Every child of a dying view has its parent link cleared.
    deinit {
        var pending = children
        children = []
        for child in pending { child.parent = nil }
        while var view = pending.popLast() {
            guard isKnownUniquelyReferenced(&view) else { continue }
            for child in view.children { child.parent = nil }
            pending.append(contentsOf: view.children)
            view.children = []
        }
    }

    /// Sets the geometry and the appearance in one call, as a backend drawing a stand-in every
    /// frame does. Made here, the two writes go unchecked; made from another module, each would be
    /// checked at run time (the attribute binds the module that declares the property).
    package func setLayer(_ geometry: LayerGeometry, _ appearance: ViewAppearance) {
        self.geometry = geometry
        self.appearance = appearance
    }

    /// Gives every subview `size` and centres it, keeping its bounds origin: a live view filling
    /// the stand-in it flies in, every frame (``setLayer(_:_:)`` says why here). The subviews'
    /// anchor points, transforms and z positions are set back to the defaults.
    package func stretchSubviews(to size: CGSize) {
        for child in children {
            child.geometry = LayerGeometry(
                bounds: CGRect(origin: child.geometry.bounds.origin, size: size),
                position: CGPoint(x: size.width / 2, y: size.height / 2))
        }
    }

    /// The parent, for `ViewNode`.
    public var parentNode: HeadlessView? { superview }
    /// The children, for `ViewNode`.
    public var childNodes: [HeadlessView] { subviews }
    /// The geometry, for `ViewNode`.
    public var layerGeometry: LayerGeometry {
        get { geometry }
        set { geometry = newValue }
    }

    /// Adds `view` as the front-most child, removing it from its previous parent first.
    public func addSubview(_ view: HeadlessView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the children at `index` (clamped to the valid range), removing it from
    /// its previous parent first. Adding a view to itself or to its own subtree is ignored, since
    /// UIKit would create a cycle.
    public func insertSubview(_ view: HeadlessView, at index: Int) {
        if view === self { return }
        // Only a view with children can be an ancestor of `self`; leaves skip the O(depth) walk.
        if !view.children.isEmpty {
            var ancestor = superview
            while let a = ancestor {
                if a === view { return }
                ancestor = a.superview
            }
        }
        if let old = view.parent, let position = old.index(of: view) {
            old.children.remove(at: position)
        }
        children.insert(view, at: min(max(index, 0), children.count))
        view.parent = self
    }

    /// Appends `views` as the front-most children at once: views just made for this parent (a
    /// copy's), with no parent and no children yet, so neither the move out of an old parent nor
    /// the cycle check that ``insertSubview(_:at:)`` makes is needed.
    package func appendFreshSubviews(_ views: [HeadlessView]) {
        for view in views {
            precondition(view.parent == nil && view.children.isEmpty && view !== self, "not a fresh view")
            view.parent = self
        }
        children.append(contentsOf: views)
    }

    /// Removes the view from its parent.
    public func removeFromSuperview() {
        guard let old = parent else { return }
        if let index = old.index(of: self) {
            old.children.remove(at: index)
        }
        parent = nil
    }

    /// The view's index among its parent's children, or `nil` at a root.
    public var indexInSuperview: Int? { superview?.index(of: self) }

    /// Where `child` is among the children, searching from the front-most: views added last (a
    /// transition's stand-ins) are found and removed at once. A plain loop, not a closure: Swift
    /// checks a main-actor closure's isolation on every call.
    private func index(of child: HeadlessView) -> Int? {
        var i = children.count
        while i > 0 {
            i -= 1
            if children[i] === child { return i }
        }
        return nil
    }

    // MARK: - UIView-like accessors

    /// The frame in the superview (see ``LayerGeometry/frame``).
    public var frame: CGRect {
        get { geometry.frame }
        set { geometry.frame = newValue }
    }
    /// The bounds: origin = scroll offset.
    public var bounds: CGRect {
        get { geometry.bounds }
        set { geometry.bounds = newValue }
    }
    /// The anchor point's place in the superview (`UIView.center` with the default anchor).
    public var position: CGPoint {
        get { geometry.position }
        set { geometry.position = newValue }
    }
    /// The anchor point in unit coordinates.
    public var anchorPoint: CGPoint {
        get { geometry.anchorPoint }
        set { geometry.anchorPoint = newValue }
    }
    /// The 3D transform about the anchor point.
    public var transform: Transform3D {
        get { geometry.transform }
        set { geometry.transform = newValue }
    }
    /// The z position, for drawing order among siblings.
    public var zPosition: CGFloat {
        get { geometry.zPosition }
        set { geometry.zPosition = newValue }
    }
    /// Whether the view (and its subtree) is hidden.
    public var isHidden: Bool {
        get { appearance.isHidden }
        set { appearance.isHidden = newValue }
    }
    /// The view's own opacity.
    public var alpha: Double {
        get { appearance.alpha }
        set { appearance.alpha = newValue }
    }
    /// The corner radius, in points.
    public var cornerRadius: CGFloat {
        get { appearance.cornerRadius }
        set { appearance.cornerRadius = newValue }
    }
    /// The background colour.
    public var backgroundColor: RGBAColor? {
        get { appearance.backgroundColor }
        set { appearance.backgroundColor = newValue }
    }
}
