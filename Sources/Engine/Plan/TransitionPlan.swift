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

    /// Writes track `index`'s state at `time` seconds over `state`, its leg's progress read
    /// through `memo` (``StandInTrack/write(at:into:memo:)``), the track read in place: a loop over
    /// the plan's tracks (the frame benchmark's evaluation) calls this instead of copying each track
    /// out of ``tracks`` for the call, which costs a retain and a release a track whether or not
    /// that method is inlined into the loop.
    ///
    /// - Precondition: `index` is one of `tracks.indices`.
    package func writeTrack(
        _ index: Int, at time: Double, into state: inout StandInState, memo: inout ProgressMemo
    ) {
        // The motion taken straight from the array, unretained (the plan holds it): copying the
        // track out first, even through `StandInTrack.write` inlined, kept a retain over the call.
        Unmanaged.passUnretained(tracks[index].motion)._withUnsafeGuaranteedRef {
            $0.write(at: time, into: &state, memo: &memo)
        }
    }

    /// The track standing for `role`, if any.
    package func track(for role: StandInTrack.Role) -> StandInTrack? { tracks.first { $0.role == role } }
}
