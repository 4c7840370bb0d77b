import Foundation

/// A leg made ready for frames: where it starts, the parts of the stand-in it changes, the
/// parts it does not already blended (their blend does not depend on progress), its shapes
/// decomposed with the slerp between them set up, and its arc. A frame copies the still parts and
/// blends only the rest, through the same functions as ``StandInState/interpolate(from:to:fraction:)``,
/// so it gives the same state as blending everything. A class: a frame reads it in place.
final class PreparedLeg: Sendable {
    /// The parts of a stand-in's state that a leg changes.
    struct Changes: OptionSet, Sendable {
        let rawValue: UInt16
        static let center = Changes(rawValue: 1 << 0)
        static let size = Changes(rawValue: 1 << 1)
        static let shape = Changes(rawValue: 1 << 2)
        static let cornerRadii = Changes(rawValue: 1 << 3)
        static let alpha = Changes(rawValue: 1 << 4)
        static let backgroundColor = Changes(rawValue: 1 << 5)
        static let mask = Changes(rawValue: 1 << 6)
        static let switches = Changes(rawValue: 1 << 7)
        static let border = Changes(rawValue: 1 << 8)
        static let shadow = Changes(rawValue: 1 << 9)
        static let clip = Changes(rawValue: 1 << 10)
    }

    let clock: LegClock
    /// The target's shape (`to` has the start's).
    let targetShape: Transform3D
    /// Where the earlier legs had put the stand-in when this one began.
    let from: StandInState
    /// The target with the start's shape: shapes are blended apart, through their decompositions.
    let to: StandInState
    /// Every part that does not change, already blended; the rest is overwritten each frame.
    let still: StandInState
    let changes: Changes
    /// The two shapes decomposed, or `nil` when either cannot be (the shape then switches halfway).
    let shapes: DecomposedBlend?
    let arc: ArcPath?

    init(_ leg: StandInLeg, from: StandInState) {
        clock = LegClock(leg)
        targetShape = leg.target.shape
        self.from = from
        var to = leg.target
        to.shape = from.shape
        self.to = to
        var changes: Changes = []
        if from.center != to.center || leg.arc != 0 { changes.insert(.center) }
        if from.size != to.size { changes.insert(.size) }
        if from.shape != leg.target.shape { changes.insert(.shape) }
        if from.cornerRadii != to.cornerRadii { changes.insert(.cornerRadii) }
        if from.alpha != to.alpha { changes.insert(.alpha) }
        if from.backgroundColor != to.backgroundColor { changes.insert(.backgroundColor) }
        if from.mask != to.mask { changes.insert(.mask) }
        if from.masksToBounds != to.masksToBounds || from.cornerCurve != to.cornerCurve { changes.insert(.switches) }
        if from.borderWidth != to.borderWidth || from.borderColor != to.borderColor { changes.insert(.border) }
        if from.shadow != to.shadow { changes.insert(.shadow) }
        if from.clip != to.clip { changes.insert(.clip) }
        // NaN never equals itself: such a part counts as changing, and is blended every frame.
        self.changes = changes
        still = .interpolate(from: from, to: to, fraction: 0)
        if changes.contains(.shape), let a = try? from.shape.decomposed(), let b = try? leg.target.shape.decomposed() {
            shapes = DecomposedBlend(from: a, to: b)
        } else {
            shapes = nil
        }
        arc = leg.arc != 0 ? ArcPath(from: from.center, to: leg.target.center, intensity: leg.arc) : nil
    }

    /// The stand-in `elapsed` seconds into the leg.
    func state(elapsed: Double) -> StandInState {
        var s = still
        if !changes.isEmpty { blendChanges(progress: clock.progress(elapsed: elapsed), into: &s) }
        return s
    }

    /// Writes the stand-in `elapsed` seconds into the leg over `s`, whatever `s` held: the
    /// still parts copied in with one assignment, the changing ones blended in place (nothing is
    /// returned by value on the way), at the progress `memo` gives (``ProgressMemo``).
    func write(elapsed: Double, into s: inout StandInState, memo: inout ProgressMemo) {
        s = still
        if !changes.isEmpty { blendChanges(progress: memo.progress(of: self, elapsed: elapsed), into: &s) }
    }

    /// Blends the parts the leg changes into `s`, which holds ``still``, at progress `p`.
    private func blendChanges(progress p: Double, into s: inout StandInState) {
        if changes.contains(.center) {
            if let arc {
                s.center = arc.point(at: p)
            } else {
                s.center = .interpolate(from: from.center, to: to.center, fraction: p)
            }
        }
        if changes.contains(.size) { s.size = .interpolate(from: from.size, to: to.size, fraction: p) }
        if changes.contains(.shape) {
            if let shapes {
                s.shape = shapes.value(at: p).recomposed
            } else {
                s.shape = p < 0.5 ? from.shape : targetShape
            }
        }
        if changes.contains(.cornerRadii) {
            s.cornerRadii = .interpolate(from: from.cornerRadii, to: to.cornerRadii, fraction: p)
        }
        if changes.contains(.alpha) { s.alpha = Interpolation.alpha(from: from.alpha, to: to.alpha, fraction: p) }
        if changes.contains(.backgroundColor) { s.backgroundColor = StandInState.blendedBackground(from, to, p) }
        if changes.contains(.mask) { s.mask = StandInState.blendedMask(from, to, p) }
        if changes.contains(.switches) {
            s.masksToBounds = p < 0.5 ? from.masksToBounds : to.masksToBounds
            s.cornerCurve = p < 0.5 ? from.cornerCurve : to.cornerCurve
        }
        if changes.contains(.border) {
            s.borderWidth = StandInState.blendedBorderWidth(from, to, p)
            s.borderColor = .interpolate(from: from.borderColor, to: to.borderColor, fraction: p)
        }
        if changes.contains(.shadow) { s.shadow = StandInState.blendedShadow(from, to, p) }
        if changes.contains(.clip) { s.clip = StandInState.blendedClip(from, to, p) }
    }
}
