import Foundation

/// How a transition moves: the matched flight with options, or a preset.
public enum TransitionStyle: Equatable, Sendable {
    /// Matched views fly; the rest follow the options.
    case matched(TransitionOptions)
    /// A classic preset, over its own duration (``TransitionPreset/duration``) or `duration`
    /// seconds (phases and springs scale with it).
    case preset(TransitionPreset, duration: Double? = nil)

    /// Matched flights with the default options: `detail.matchCutTransition = .matched`.
    public static var matched: TransitionStyle { .matched(TransitionOptions()) }
}

/// A request to run a transition between two controllers' views placed in a container.
package struct TransitionRequest<View: MutableViewNode>: Sendable where View.Node == View {
    /// Which way.
    package var kind: TransitionKind
    /// The controller view being left.
    package var source: View
    /// The controller view arriving.
    package var destination: View
    /// The transition container (both views are in it).
    package var container: View
    /// How it moves.
    package var style: TransitionStyle
    /// Whether a gesture drives it (``TransitionController/update(progress:)``).
    package var isInteractive: Bool
    /// Play as Reduce Motion asks (``TransitionOptions/reduceMotion``: nothing moves).
    package var reduceMotion: Bool
    /// Whether Prefer Cross-Fade Transitions is on too (`UIAccessibility.prefersCrossFadeTransitions`:
    /// true only with Reduce Motion). UIKit keeps its navigation slide under Reduce Motion alone
    /// and cross-fades it only then, so MatchCut's slide (``TransitionPreset/navigationSlide(rightToLeft:)``,
    /// its fallback between screens that match nothing) does the same.
    package var prefersCrossFade = false
    /// Wait this many seconds at most for the destination to be ready
    /// (``TransitionController/resumePostponed()``), or `nil` to start at once. An interactive
    /// transition never waits: a finger is down.
    package var postponeTimeout: Double?
    /// Roots the transition must leave alone: matched into, but never hidden, recorded or given a
    /// stand-in; they stay on screen as they are. UIKit hands no view for them (a partial
    /// presentation's presenter: `view(forKey:)` is `nil`).
    package var unmanagedRoots: Set<TreeSide>
    /// A preset to play instead when a matched transition finds nothing to match when it starts
    /// (the screens changed since someone decided it would match), or `nil` to cross-fade.
    package var fallback: TransitionPreset?
    /// Whether the pictures wait for the screen to have drawn the arriving view: the container is
    /// covered with a still picture of the screen at once, and the stand-ins are pictured and
    /// placed at the second frame, once a commit has drawn the arriving view under the cover.
    /// UIKit starts transitions in the middle of a commit (its layout pass), where a picture with
    /// screen updates would show changes made after it (UIView.h), or just after the commit (its
    /// after-commit work), before the next frame's commit; a view that was never drawn pictures
    /// blank without screen updates. `false` (the default, for the lab and direct use) pictures at
    /// once.
    package var startsAfterCommit = false

    /// Creates a request.
    package init(
        _ kind: TransitionKind, from source: View, to destination: View, in container: View,
        style: TransitionStyle = .matched(TransitionOptions()), interactive: Bool = false, reduceMotion: Bool = false,
        postponeTimeout: Double? = nil, unmanagedRoots: Set<TreeSide> = [], fallback: TransitionPreset? = nil
    ) {
        self.kind = kind
        self.source = source
        self.destination = destination
        self.container = container
        self.style = style
        isInteractive = interactive
        self.reduceMotion = reduceMotion
        self.postponeTimeout = postponeTimeout.flatMap { $0.isFinite ? max($0, 0) : nil }
        self.unmanagedRoots = unmanagedRoots
        self.fallback = fallback
    }

    /// The root view on `side`.
    package func root(_ side: TreeSide) -> View { side == .source ? source : destination }

    /// The view at `path`, or `nil` when the tree no longer has it.
    @MainActor
    package func view(at path: ViewPath) -> View? { TransitionPlanner.view(at: path, from: root(path.side)) }
}
