/// The last leg progress a frame loop computed, with the leg and the elapsed time it was for.
///
/// The stand-ins of a transition mostly share a leg's timing, start and length, so a frame that
/// hands one memo to every stand-in in turn (``StandInTrack/write(at:into:memo:)``) computes a
/// spring's progress (an exponential, a cosine and a sine) once for each run of stand-ins drawn one
/// after another with the same clock, instead of once per stand-in. The answer is always the leg's
/// own (``LegClock/progress(elapsed:)``): it is computed again whenever the elapsed time differs,
/// or the leg's clock does (``LegClock/hasSameProgress(as:)``). It keeps one clock only.
///
/// It also knows which parts of the state written through it may differ from the blank state
/// (``dirty``), so one memo goes with one state: a frame loop makes both, and nothing else writes
/// to the state between the stand-ins' writes.
@usableFromInline
package struct ProgressMemo: Sendable {
    private var leg: PreparedLeg?
    private var elapsed = Double.nan
    private var progress = 0.0
    /// The parts of the state written through this memo that may differ from the blank state
    /// (`PreparedLeg.blank`); every other part is the blank's. All of them for a new memo and
    /// after a track not started yet (its whole initial state written); after a leg's write, the
    /// parts it wrote (`PreparedLeg.written`), with the centre, shape and alpha when the track's
    /// keyframes then offset them. A frame loop hands one memo and one state to every stand-in in
    /// turn, and nothing else changes the state between them, so a write sets only these parts
    /// back (those it does not write itself), not the whole state.
    var dirty: PreparedLeg.Changes = .all

    /// An empty memo.
    package init() {}

    /// `leg`'s progress `elapsed` seconds into it.
    mutating func progress(of leg: PreparedLeg, elapsed: Double) -> Double {
        if elapsed == self.elapsed, let last = self.leg, last === leg || last.clock.hasSameProgress(as: leg.clock) {
            return progress
        }
        let p = leg.clock.progress(elapsed: elapsed)
        (self.leg, self.elapsed, progress) = (leg, elapsed, p)
        return p
    }
}
