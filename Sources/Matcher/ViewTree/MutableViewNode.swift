import Foundation

/// A view the engine may change for the duration of a transition — hide it, fade it, move it into
/// the container — and must put back exactly. `UIView` conforms in the UIKit layer.
@MainActor
public protocol MutableViewNode: ViewNode where Node: MutableViewNode {
    /// Whether the view is hidden.
    var isHidden: Bool { get set }
    /// The view's own opacity, 0…1 (`UIView.alpha`).
    var opacity: Double { get set }
    /// The layer's 3D transform (`CALayer.transform`).
    var layerTransform: Transform3D { get set }
    /// The whole geometry (bounds, position, anchor point, transform, zPosition).
    var layerGeometry: LayerGeometry { get set }
    /// The view's modifiers for transitions.
    var transitionModifiers: [TransitionModifier] { get }
    /// Inserts `child` among the children at `index`, removing it from its previous parent first.
    func insertChild(_ child: Node, at index: Int)
    /// Removes the view from its parent.
    func removeFromParent()
}

extension HeadlessView: MutableViewNode {
    /// The opacity (``alpha``).
    public var opacity: Double {
        get { alpha }
        set { alpha = newValue }
    }
    /// The layer transform (``transform``).
    public var layerTransform: Transform3D {
        get { transform }
        set { transform = newValue }
    }

    /// Inserts a child (as ``insertSubview(_:at:)``).
    public func insertChild(_ child: HeadlessView, at index: Int) { insertSubview(child, at: index) }
    /// Removes the view from its parent (as ``removeFromSuperview()``).
    public func removeFromParent() { removeFromSuperview() }
}
