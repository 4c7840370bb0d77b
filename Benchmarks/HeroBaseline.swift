import Foundation
import MatchCut

/// Hero's planning algorithm, written from its published source (HeroTransitions/Hero 1.6.4:
/// `UIView.flattenedViewHierarchy`, `HeroContext.set(fromViews:toViews:)`, the preprocessors
/// `HeroTransition.start()` runs, and the animators' `canAnimate`), not copied from it, run on the
/// same headless trees as MatchCut and with the same ``PlaneTransform`` math, so the comparison is
/// about algorithms.
///
/// Step by step, as Hero does it:
/// 1. Flatten each tree in pre-order, each view returning `[self]` concatenated with its
///    children's lists (Hero's `[self] + subviews.flatMap { $0.flattenedViewHierarchy }`), so a
///    view is copied once per ancestor: O(views × depth), linear in views for a given depth.
///    Dropped with their subtrees: views excluded from matching (Hero's `hero.isEnabled = false`),
///    a hidden view directly inside a collection view or a stack view, a hidden table cell. Every
///    other hidden view, and every view at alpha 0, stays.
/// 2. For each flattened view, the on-screen test: its bounds converted into the container by
///    composing the transforms of its ancestors, intersected with the container's bounds. A view on
///    screen enters its side's ID dictionary (the last one wins) and the state table (Hero's
///    `targetStates[view] = state`, which removes the entry for a view without modifiers).
/// 3. The preprocessors' passes over both lists: IgnoreSubviewModifiers and Conditional look up
///    every view's state; Match gives each destination view whose ID has a source view, and that
///    source view, a state naming the pair; Source converts each paired view's counterpart into
///    the container (its position through its superview's ancestors, its transform through its own
///    ancestors) and records what differs; Cascade looks up every view's state again.
/// 4. The animators pick the views that animate: one state lookup per view per animator asked
///    (Core Animation first, the view-property animator when the first declines).
///
/// Where it departs from Hero, it does less work, never more:
/// - Hero reads `hero.id`, `hero.isEnabled`, `hero.isEnabledForSubviews` and `hero.modifiers`
///   from associated objects (a locked global table); here they are stored properties (`name`
///   holds the Hero ID, see ``ScreenBuilder``), and `isEnabledForSubviews`, never turned off in
///   these screens, is not read.
/// - The class tests (`superview is UICollectionView`…) read the benchmark's own table of UIKit
///   classes, and only for hidden views, as Hero's `&&` evaluates them only then.
/// - UIKit's `convert(_:from:)` also walks the container's ancestors to the window; here the
///   container is the screens' parent, so only the view's ancestors are walked. Hero composes 4×4
///   `CATransform3D`s; this composes 3×3 plane maps.
/// - States are a small struct keyed by object identity (Hero's has about thirty optionals, keyed
///   by `UIView` and hashed through Objective-C).
/// - Children are gathered with `append(contentsOf:)` in a loop, which is what `flatMap` does,
///   so that Swift 6 does not check a main-actor closure's isolation on every call.
/// - Snapshots, hiding and animation objects are not planning, and are left out here as they are
///   left out of MatchCut's side.
@MainActor
struct HeroBaseline {
    /// The UIKit class of each view that is not ``UIKitKind/plain``.
    let kinds: [ObjectIdentifier: UIKitKind]

    /// What Hero's start computes before it takes pictures, in counts (so none of it is optimised
    /// away).
    struct Plan {
        /// Matched pairs: source views that received their destination counterpart's geometry.
        var pairs = 0
        /// Views that received a counterpart's geometry, on both sides. It can exceed twice the
        /// pairs: Hero's Match step gives a state to every destination view whose ID has a source
        /// view, off screen or not, and Source then prepares it too.
        var prepared = 0
        /// Views the animators will animate.
        var animating = 0
    }

    /// A view's target state, the part of Hero's `HeroTargetState` that matching fills in.
    struct TargetState {
        var source: String?
        var position: CGPoint?
        var transform: PlaneTransform?
        var size: CGSize?
        var cornerRadius: CGFloat?
        var opacity: Double?
        var arc: Double?
        var duration: Double?
        var delay: Double = 0
        var forceAnimate = false
        var ignoresSubviewModifiers = false
        var hasConditions = false
        var cascades = false

        init() {}

        /// The state a view's modifiers give it (MatchCut has no `forceAnimate`).
        init(modifiers: [TransitionModifier]) {
            delay = modifiers.delay
            ignoresSubviewModifiers = modifiers.ignoresSubviews
        }

        /// Whether an animator has anything to animate.
        var isAnimatable: Bool { forceAnimate || source != nil || opacity != nil || transform != nil }
    }

    /// Plans a push from `source` to `destination`, both in `container`.
    func plan(source: HeadlessView, destination: HeadlessView, container: HeadlessView) -> Plan {
        let fromViews = flattened(source)
        let toViews = flattened(destination)
        var states: [ObjectIdentifier: TargetState] = [:]
        var sourceIDs: [String: HeadlessView] = [:]
        var destinationIDs: [String: HeadlessView] = [:]
        collect(fromViews, ids: &sourceIDs, states: &states, container: container)
        collect(toViews, ids: &destinationIDs, states: &states, container: container)

        // IgnoreSubviewModifiers, then Conditional: a state lookup per view.
        var flags = 0
        for views in [fromViews, toViews] {
            for view in views where states[ObjectIdentifier(view)]?.ignoresSubviewModifiers == true { flags += 1 }
            for view in views where states[ObjectIdentifier(view)]?.hasConditions == true { flags += 1 }
        }

        // Match: every destination view with an ID whose source view is known.
        for tv in toViews {
            guard let id = tv.name, let fv = sourceIDs[id] else { continue }
            var tvState = states[ObjectIdentifier(tv)] ?? TargetState()
            var fvState = states[ObjectIdentifier(fv)] ?? TargetState()
            tvState.source = id
            fvState.source = id
            fvState.arc = tvState.arc
            fvState.duration = tvState.duration
            fvState.delay = tvState.delay
            // A push draws the destination on top: it fades in; the source fades too when either
            // side is translucent.
            tvState.opacity = 0
            fvState.opacity = fv.alpha < 1 || tv.alpha < 1 ? 0 : nil
            states[ObjectIdentifier(tv)] = tvState
            states[ObjectIdentifier(fv)] = fvState
        }

        // Source: each paired view gets its counterpart's geometry in the container.
        var plan = Plan()
        for fv in fromViews {
            guard let id = states[ObjectIdentifier(fv)]?.source, let tv = destinationIDs[id] else { continue }
            prepare(fv, target: tv, states: &states, container: container)
            plan.pairs += 1
            plan.prepared += 1
        }
        for tv in toViews {
            guard let id = states[ObjectIdentifier(tv)]?.source, let fv = sourceIDs[id] else { continue }
            prepare(tv, target: fv, states: &states, container: container)
            plan.prepared += 1
        }

        // Cascade: a state lookup per view.
        for views in [fromViews, toViews] {
            for view in views where states[ObjectIdentifier(view)]?.cascades == true { flags += 1 }
        }

        // The animators: Core Animation first, the view-property animator when it declines.
        for views in [fromViews, toViews] {
            for view in views {
                if states[ObjectIdentifier(view)]?.isAnimatable == true
                    || states[ObjectIdentifier(view)]?.isAnimatable == true
                {
                    plan.animating += 1
                }
            }
        }
        plan.animating += flags
        return plan
    }

    /// The views of `view`'s subtree Hero looks at, in pre-order.
    func flattened(_ view: HeadlessView) -> [HeadlessView] {
        if view.isExcludedFromMatching { return [] }
        if view.isHidden, droppedWhenHidden(view) { return [] }
        var descendants: [HeadlessView] = []
        for child in view.subviews { descendants.append(contentsOf: flattened(child)) }
        return [view] + descendants
    }

    /// Hero's exceptions for hidden views: a reusable cell in a collection view, a hidden arranged
    /// subview of a stack view, a hidden table cell.
    func droppedWhenHidden(_ view: HeadlessView) -> Bool {
        let parentKind = view.superview.flatMap { kinds[ObjectIdentifier($0)] }
        return parentKind == .collectionView || parentKind == .stackView
            || kinds[ObjectIdentifier(view)] == .tableCell
    }

    /// Hero's `HeroContext.process(views:idMap:)`.
    func collect(
        _ views: [HeadlessView], ids: inout [String: HeadlessView], states: inout [ObjectIdentifier: TargetState],
        container: HeadlessView
    ) {
        let visible = container.bounds
        for view in views {
            let state = view.hasTransitionModifiers ? TargetState(modifiers: view.transitionModifiers) : nil
            guard state?.forceAnimate == true || onScreen(view, container: container, visible: visible) else {
                continue
            }
            if let id = view.name { ids[id] = view }
            states[ObjectIdentifier(view)] = state
        }
    }

    /// `container.convert(view.bounds, from: view).intersects(container.bounds)`.
    func onScreen(_ view: HeadlessView, container: HeadlessView, visible: CGRect) -> Bool {
        guard let quad = try? toContainer(view, container).quad(for: view.bounds) else { return false }
        return quad.boundingBox.intersects(visible)
    }

    /// The map from `view`'s bounds into the container, through every ancestor below it.
    func toContainer(_ view: HeadlessView, _ container: HeadlessView) -> PlaneTransform {
        var map = view.layerGeometry.transformToParent
        var ancestor = view.superview
        while let current = ancestor, current !== container {
            map = map.concatenating(current.layerGeometry.transformToParent)
            ancestor = current.superview
        }
        return map
    }

    /// Hero's `SourcePreprocessor.prepareFor(view:targetView:)`: the target's position (through
    /// its superview's ancestors) and transform (through its own) in the container, and the
    /// properties that differ.
    func prepare(
        _ view: HeadlessView, target: HeadlessView, states: inout [ObjectIdentifier: TargetState],
        container: HeadlessView
    ) {
        var state = states[ObjectIdentifier(view)] ?? TargetState()
        if let parent = target.superview {
            state.position =
                parent === container
                ? target.position : try? toContainer(parent, container).apply(to: target.position)
        }
        state.transform = toContainer(target, container)
        state.size = view.bounds.size != target.bounds.size ? target.bounds.size : nil
        if state.cornerRadius == nil, view.cornerRadius != target.cornerRadius {
            state.cornerRadius = target.cornerRadius
        }
        states[ObjectIdentifier(view)] = state
    }
}
