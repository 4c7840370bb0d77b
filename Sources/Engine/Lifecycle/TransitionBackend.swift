import Foundation

/// What the engine needs from a platform: stand-in views in a container, and a way to draw a
/// frame into one. The headless backend implements it with ``HeadlessView``; the UIKit layer with
/// snapshots and `UIView`s. Backends decide nothing: the plan says what to draw.
@MainActor
public protocol TransitionBackend: AnyObject {
    /// The platform's view type.
    associatedtype View: MutableViewNode where View.Node == View

    /// A new stand-in for `track`, added to `container` in front of everything already there.
    /// `source` and `destination` are the views it shows (either may be `nil` for roots' effects
    /// or dimming).
    func makeStandIn(for track: StandInTrack, source: View?, destination: View?, in container: View) -> View

    /// Draws `frame` into `standIn`; `nil` hides it (nothing to draw at this moment).
    func apply(_ frame: StandInFrame?, to standIn: View)

    /// Takes `standIn` out of the container for good.
    func removeStandIn(_ standIn: View)
}
