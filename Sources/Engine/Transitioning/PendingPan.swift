import Foundation

/// What a coordination's pan did between asking UIKit for a transition (a pop, a tab selection)
/// and UIKit asking the delegate for its animator — inside the call, or in a later layout pass
/// (undocumented; both happen): the last update and the release, handed to the flow when it is
/// made, so a fast finger loses nothing.
package struct PendingPan {
    /// The last update: progress, translation and the finger's first touch (container points).
    package var update: (progress: Double, translation: CGPoint, location: CGPoint)?
    /// The release: which way, the progress velocity, and the finger's velocity (points per second).
    package var release: (finish: Bool, velocity: Double, finger: CGPoint)?

    /// Nothing done yet.
    package init() {}

    /// Hands what the finger did to `flow`, in order.
    @MainActor
    package func hand<Context, Backend>(to flow: TransitionFlow<Context, Backend>) {
        if let update {
            flow.update(progress: update.progress, translation: update.translation, location: update.location)
        }
        if let release {
            flow.release(finish: release.finish, progressVelocity: release.velocity, fingerVelocity: release.finger)
        }
    }
}

/// The match a coordination decides with, before UIKit has placed the arriving screen: the
/// arriving root laid out at the container's size when it has not been placed (only its size: its
/// bounds origin is a list's place, review 2, N2), then the two screens matched.
@MainActor
package func decisionMatch<View: MutableViewNode>(from source: View, to destination: View, in container: View)
    -> MatchReport<View> where View.Node == View
{
    let bounds = container.layerGeometry.bounds
    if destination.parentNode == nil, destination.layerGeometry.bounds.size != bounds.size {
        destination.modelGeometry = destination.modelGeometry.placed(at: CGRect(origin: .zero, size: bounds.size))
    }
    destination.layoutNow()
    return Matcher().match(source: source, destination: destination, in: container)
}
