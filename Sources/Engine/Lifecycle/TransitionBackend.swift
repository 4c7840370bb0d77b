import Foundation

/// What a stand-in shows: the pictures of its two ends (either may be absent).
package struct StandInPictures<Picture> {
    /// The source view's picture, or `nil`.
    package var source: Picture?
    /// The destination view's picture, or `nil`.
    package var destination: Picture?

    /// Creates a pair of pictures.
    package init(source: Picture? = nil, destination: Picture? = nil) {
        self.source = source
        self.destination = destination
    }
}

/// What the engine needs from a platform: pictures of views, stand-in views in a container, and
/// a way to draw a frame into one. The headless backend implements it with ``HeadlessView``; the
/// UIKit layer with snapshots and `UIView`s. Backends decide nothing: the snapshot plan says which
/// pictures to take and how, the transition plan what to draw.
@MainActor
package protocol TransitionBackend: AnyObject {
    /// The platform's view type.
    associatedtype View: MutableViewNode where View.Node == View
    /// A picture of a view, as the backend keeps it.
    associatedtype Picture

    /// Takes one picture exactly as `request` says (see ``SnapshotPlan``).
    func takePicture(_ request: PictureRequest<View>) -> Picture

    /// Covers `container` with a still picture of what the screen shows over its area, added in
    /// front of everything in it: what changes below is not seen until the cover is removed
    /// (`removeFromParent()`). `nil` when nothing can be pictured.
    func cover(_ container: View) -> View?

    /// A new stand-in for `track` showing `pictures`, drawn as `frame` (`nil`: hidden) *before* it
    /// is added to `container`, in front of every stand-in already there.
    func makeStandIn(
        for track: StandInTrack, pictures: StandInPictures<Picture>, drawnAs frame: StandInFrame?, in container: View
    ) -> View

    /// The view a live view flies in, inside `standIn` (the engine's ledger moves it there and back).
    func liveContentParent(of standIn: View) -> View

    /// Draws `frame` into `standIn` (and shows it). The frame is borrowed, read where the caller
    /// holds it (it is large, and this runs for every stand-in every frame); a backend that keeps
    /// it makes its own `copy`.
    func apply(_ frame: borrowing StandInFrame, to standIn: View)

    /// Hides `standIn`: nothing to draw at this moment.
    func hide(_ standIn: View)

    /// Takes `standIn` out of the container for good.
    func removeStandIn(_ standIn: View)

    /// A view of MatchCut's own over `container` for the transition's touches: added to the
    /// container's window just above the window's subview that holds the container (what is
    /// presented above that stays above it), covering the container's area — so it receives
    /// touches whether or not UIKit's transition container does (undocumented). It takes a touch
    /// where `takesTouch` (in the container's coordinates) says so and lets the others through.
    /// The engine removes it with `removeFromParent()`. `nil` when the container has no window.
    func makeTouchSurface(over container: View, takesTouch: @escaping @MainActor (CGPoint) -> Bool) -> View?

    /// A clear view of MatchCut's for flights drawn above the bars (``FlightLevel/aboveBars``),
    /// added in front of `place`'s host's subviews at its frame and bounds origin, taking no
    /// touches, hidden from accessibility, resizing with the host. The engine removes it with
    /// `removeFromParent()`.
    func makeFlightLayer(at place: FlightLayerPlace<View>) -> View

    /// A clear proxy for `element`, a view outside the screens (a bar button item's), tagged `id`
    /// in `scope`, to be put in a screen at `frame`: its picture is the element's, and hiding it
    /// hides the element (``ProxyOpacity``). See ``BarElementProxies``.
    func makeProxy(standingFor element: View, frame: CGRect, id: String, scope: String?) -> View
}

extension TransitionBackend {
    /// Draws `frame` into `standIn`, or hides it when `frame` is `nil`.
    func draw(_ frame: StandInFrame?, into standIn: View) {
        if let frame { apply(frame, to: standIn) } else { hide(standIn) }
    }
}
