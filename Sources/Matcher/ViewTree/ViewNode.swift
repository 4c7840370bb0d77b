import Foundation

/// A view as the engine sees it: a node of a tree with Core Animation geometry, an appearance
/// and optional transition tags.
///
/// `UIView` conforms in the UIKit layer; ``HeadlessView`` is the plain-Swift reference that tests,
/// the lab and the benchmarks use. Everything the engine computes about views (conversion,
/// matching, planning) is written once against this protocol.
@MainActor
@usableFromInline package protocol ViewNode: AnyObject, Sendable {
    /// The type of the tree's nodes (`UIView` for UIKit, ``HeadlessView`` headless).
    associatedtype Node: ViewNode where Node.Node == Node

    /// The parent view, or `nil` at a root.
    var parentNode: Node? { get }
    /// The children in order, back to front before `zPosition` is considered.
    var childNodes: [Node] { get }
    /// The view's geometry in its parent.
    var layerGeometry: LayerGeometry { get }
    /// The view's appearance.
    var appearance: ViewAppearance { get }
    /// What the matcher reads of every view it walks: ``appearance``'s `alpha`, `isHidden`,
    /// `masksToBounds`, `cornerRadius` and `maskedCorners`, the rest at its defaults. Cheaper than
    /// ``appearance`` on a platform view (no colours resolved): the full appearance is read only
    /// of the views that fly (tagged or modified).
    var walkAppearance: ViewAppearance { get }
    /// The transition ID that pairs this view with a view of the other controller, or `nil`.
    var matchID: String? { get }
    /// A scope for the IDs of this view's subtree (itself included), so that two cells can each
    /// have an `"avatar"`; the nearest scope on the path from the root applies. `nil` for none.
    var matchScope: String? { get }
    /// Whether this view and its whole subtree are left out of matching.
    var isExcludedFromMatching: Bool { get }
    /// The view's modifiers for transitions (tagged or not).
    var transitionModifiers: [TransitionModifier] { get }
    /// Whether ``transitionModifiers`` is non-empty, cheaply: the matcher asks it of every view.
    var hasTransitionModifiers: Bool { get }
    /// What VoiceOver says for the view (`UIView.accessibilityLabel`), or `nil`.
    var accessibilityLabel: String? { get }
}

extension ViewNode {
    /// The map from this view's bounds space to its parent's.
    @usableFromInline package var transformToParent: PlaneTransform { layerGeometry.transformToParent }
}
