import Foundation

/// Where a ``RenderServerBackend`` hangs each stand-in, so that the shared timeline times only
/// what it plays.
///
/// The timeline is a layer whose `beginTime`, `speed` and `timeOffset` nest over everything under
/// it (`CAMediaTiming`: a layer's local time is `(parent − beginTime) · speed + timeOffset`, and
/// its sublayers' times follow it). A live view (``StandInContent/liveView``) is the app's own
/// view, with its own animations (a spinner, a control's fade, `UIView.animate` during the flight)
/// on absolute time. Under the timeline they would lie about 10⁵ s in the future, freeze under a
/// finger (speed 0), and count as finished once back in the app. So a live view's stand-in hangs
/// directly in the container, on the app's clock, and the stand-ins in front of it go under a new
/// timeline layer: z order is kept, and the timeline is one layer per run of played stand-ins
/// (one in the common case of no live view). Stand-ins in another parent (the flight layer above
/// the bars, ``FlightLevel/aboveBars``) start a timeline layer of their own there too.
///
/// ```swift
/// var stage = PlaybackStage()
/// stage.place(photo)   // .timeline(segment: 0, opensSegment: true)
/// stage.place(video)   // .appClock
/// stage.place(title)   // .timeline(segment: 1, opensSegment: true)
/// ```
package struct PlaybackStage: Hashable, Sendable {
    /// Where one stand-in hangs.
    package enum Slot: Hashable, Sendable {
        /// Under timeline layer `segment` (counted from the back). `opensSegment`: the stand-in
        /// is the first in it, so the backend adds a new timeline layer in front of everything in
        /// the container, with the timeline's current timing, before adding the stand-in to it.
        case timeline(segment: Int, opensSegment: Bool)
        /// Directly in the container, in front of everything, on the app's clock.
        case appClock
    }

    /// How many timeline layers the stand-ins placed so far need; a timeline write is one write
    /// to each.
    package private(set) var segments = 0
    /// Whether the frontmost thing placed is a timeline layer (the next played stand-in joins it).
    private var frontIsTimeline = false
    /// The parent the frontmost stand-in hangs in.
    private var frontParent: ObjectIdentifier?

    /// An empty stage: no stand-in placed yet.
    package init() {}

    /// Whether a stand-in for `track` keeps the app's clock: it holds a live view.
    package static func keepsAppClock(_ track: StandInTrack) -> Bool { track.content == .liveView }

    /// Places the next stand-in in z order (back to front, as the controller makes them), in
    /// `parent` (the container unless said otherwise): a timeline layer is joined only in the
    /// same parent.
    package mutating func place(_ track: StandInTrack, in parent: ObjectIdentifier? = nil) -> Slot {
        if parent != frontParent {
            frontParent = parent
            frontIsTimeline = false
        }
        if Self.keepsAppClock(track) {
            frontIsTimeline = false
            return .appClock
        }
        if frontIsTimeline { return .timeline(segment: segments - 1, opensSegment: false) }
        segments += 1
        frontIsTimeline = true
        return .timeline(segment: segments - 1, opensSegment: true)
    }
}
