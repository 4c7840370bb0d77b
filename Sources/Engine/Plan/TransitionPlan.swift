import Foundation

/// Everything a transition will do, as data: the stand-ins, their moves, and which originals they
/// replace. Built by ``TransitionPlanner`` (or a preset); run by ``TransitionController``.
package struct TransitionPlan: Equatable, Sendable {
    /// Which way it goes.
    package var kind: TransitionKind
    /// The stand-ins, back to front.
    package var tracks: [StandInTrack]
    /// The originals to hide while the stand-ins show them.
    package var hiddenOriginals: [ViewPath]

    /// Creates a plan; tracks are ordered back to front by z index.
    package init(kind: TransitionKind, tracks: [StandInTrack], hiddenOriginals: [ViewPath]) {
        self.kind = kind
        self.tracks = tracks.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element)
        self.hiddenOriginals = hiddenOriginals
        duration = tracks.reduce(0) { max($0, $1.end) }
    }

    /// The total duration, in seconds: when the last leg ends.
    package let duration: Double

    /// Every stand-in as drawn at `time`, back to front; invisible ones (alpha 0) are left out.
    package func frames(at time: Double) -> [StandInFrame] {
        tracks.compactMap { $0.frame(at: time) }.filter { $0.state.alpha > 0 }
    }

    /// The track standing for `role`, if any.
    package func track(for role: StandInTrack.Role) -> StandInTrack? { tracks.first { $0.role == role } }
}
