import Foundation

/// A leg made ready for frames: where it starts, the parts of the stand-in it changes, the
/// parts it does not already blended (their blend does not depend on progress), its shapes
/// decomposed with the slerp between them set up, and its arc. A frame copies the still parts and
/// blends only the rest, through the same functions as ``StandInState/interpolate(from:to:fraction:)``,
/// so it gives the same state as blending everything (equal under `==`). A class: a frame reads
/// it in place.
final class PreparedLeg: Sendable {
    /// Parts of a stand-in's state: those a leg changes (``changes``), those a frame copies from
    /// its still state (``kept``), those in which two states differ (``parts(of:apartFrom:)``).
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
        /// The parts a track's keyframes offset (`StandInState.formOffset(by:)`).
        static let offsetByKeyframes: Changes = [.center, .shape, .alpha]
        /// Every part: each bit up to the last option's (an option added after `clip` must widen it).
        static let all = Changes(rawValue: (1 << 11) - 1)
    }

    // What every frame reads comes first, then the ends it blends between (read in part), then
    // what only some frames read. Swift lays a class's stored properties out in the order they
    // are declared (not a guarantee of the language): a frame loop of a thousand stand-ins waits
    // on memory as much as it computes.
    /// When the leg runs and how its progress goes.
    let clock: LegClock
    /// The parts the leg changes: blended every frame.
    let changes: Changes
    /// The still parts that differ from ``blank``: the only parts a frame reads from ``still``.
    let kept: Changes
    /// The parts a frame writes (``changes`` and ``kept``); every other part of what it writes is
    /// the blank state's.
    let written: Changes
    /// The centre's curved path, or `nil` for a straight one.
    let arc: ArcPath?
    /// Whether the shape is blended through its decompositions (``shapes``); when either end
    /// cannot be decomposed it switches halfway.
    let blendsShapes: Bool
    /// Whether every corner of both ends' radii holds the same bits as the top-left one: the
    /// blend of one corner is then every corner's, computed once (the usual rounded rectangle).
    let blendsOneCorner: Bool
    /// Where the earlier legs had put the stand-in when this one began.
    let from: StandInState
    /// The target with the start's shape: shapes are blended apart, through their decompositions.
    let to: StandInState
    /// Every part that does not change, already blended; the rest is overwritten each frame.
    let still: StandInState
    /// The two shapes decomposed when ``blendsShapes``, a blend of the identity otherwise. Not
    /// optional: a frame reads it in place (binding an optional copied it out first).
    let shapes: DecomposedBlend
    /// The target's shape (`to` has the start's).
    let targetShape: Transform3D

    init(_ leg: StandInLeg, from: StandInState) {
        clock = LegClock(leg)
        targetShape = leg.target.shape
        self.from = from
        var to = leg.target
        to.shape = from.shape
        self.to = to
        var changes = Self.parts(of: from, apartFrom: leg.target)
        if leg.arc != 0 { changes.insert(.center) }
        // NaN never equals itself: such a part counts as changing, and is blended every frame.
        self.changes = changes
        let still = StandInState.interpolate(from: from, to: to, fraction: 0)
        self.still = still
        kept = Self.parts(of: still, apartFrom: Self.blank).subtracting(changes)
        written = changes.union(kept)
        blendsOneCorner = Self.isUniform(from.cornerRadii) && Self.isUniform(to.cornerRadii)
        if changes.contains(.shape), let a = try? from.shape.decomposed(), let b = try? leg.target.shape.decomposed() {
            (blendsShapes, shapes) = (true, DecomposedBlend(from: a, to: b))
        } else {
            (blendsShapes, shapes) = (false, Self.identityBlend)
        }
        arc = leg.arc != 0 ? ArcPath(from: from.center, to: leg.target.center, intensity: leg.arc) : nil
    }

    /// The stand-in `elapsed` seconds into the leg.
    func state(elapsed: Double) -> StandInState {
        var s = still
        if !changes.isEmpty { blendChanges(progress: clock.progress(elapsed: elapsed), into: &s) }
        return s
    }

    /// Writes the stand-in `elapsed` seconds into the leg over `s`: the parts of `s` that may
    /// differ from the blank state and that this leg does not write set to the blank's (all of
    /// them when `memo` is new; see ``ProgressMemo/dirty``), the still parts that differ from
    /// the blank copied in, the changing ones blended in place (nothing is returned by value on
    /// the way), at the progress `memo` gives (``ProgressMemo``). The same state as
    /// ``state(elapsed:)``, equal under `==` (a still part at −0 where the blank has +0 comes out
    /// +0), when `s` is what the last write through `memo` left, or anything with a new memo.
    ///
    /// The blank is one state shared by every leg, so it stays in the processor's nearest cache,
    /// where a leg's own still state mostly does not: copying that state was nearly half of what
    /// a frame of a thousand stand-ins waited for memory (callgrind's cache simulation). Stand-ins
    /// drawn in turn mostly write the same parts, so most writes reset none.
    @inline(__always)
    func write(elapsed: Double, into s: inout StandInState, memo: inout ProgressMemo) {
        // The memo's contract (one memo, one state, nothing else writing to it): every part it
        // does not count as dirty is the blank's. Checked in debug builds only.
        assert(Self.parts(of: s, apartFrom: Self.blank).isSubset(of: memo.dirty), "a state changed behind its memo")
        let stale = memo.dirty.subtracting(written)
        if !stale.isEmpty { Self.reset(stale, in: &s) }
        memo.dirty = written
        if !kept.isEmpty { copyKept(into: &s) }
        if !changes.isEmpty { blendChanges(progress: memo.progress(of: self, elapsed: elapsed), into: &s) }
    }

    /// The blend a leg whose shape is not blended holds (made once, not for every leg).
    static let identityBlend = DecomposedBlend(from: DecomposedTransform3D(), to: DecomposedTransform3D())

    /// The state every frame starts from: each part at its default.
    static let blank = StandInState(center: .zero, size: .zero)

    /// Whether each corner of `radii` holds the same bits as its top-left corner (so −0 and +0, or
    /// two NaNs of different payloads, are not the same).
    static func isUniform(_ radii: CornerRadii) -> Bool {
        let (w, h) = (radii.topLeft.width.bitPattern, radii.topLeft.height.bitPattern)
        // Corner by corner, without an array (a plan prepares a leg for every stand-in).
        func same(_ corner: CGSize) -> Bool { corner.width.bitPattern == w && corner.height.bitPattern == h }
        return same(radii.topRight) && same(radii.bottomRight) && same(radii.bottomLeft)
    }

    /// The parts in which `a` differs from `b` (a part holding NaN always does).
    static func parts(of a: StandInState, apartFrom b: StandInState) -> Changes {
        var parts: Changes = []
        if a.center != b.center { parts.insert(.center) }
        if a.size != b.size { parts.insert(.size) }
        if a.shape != b.shape { parts.insert(.shape) }
        if a.cornerRadii != b.cornerRadii { parts.insert(.cornerRadii) }
        if a.alpha != b.alpha { parts.insert(.alpha) }
        if a.backgroundColor != b.backgroundColor { parts.insert(.backgroundColor) }
        if a.mask != b.mask { parts.insert(.mask) }
        if a.masksToBounds != b.masksToBounds || a.cornerCurve != b.cornerCurve { parts.insert(.switches) }
        if a.borderWidth != b.borderWidth || a.borderColor != b.borderColor { parts.insert(.border) }
        if a.shadow != b.shadow { parts.insert(.shadow) }
        if a.clip != b.clip { parts.insert(.clip) }
        return parts
    }

    /// Sets `parts` of `s` to the blank state's, part by part (each read from the blank in place:
    /// binding the blank to a local copied all of it).
    static func reset(_ parts: Changes, in s: inout StandInState) {
        if parts == .all {
            s = blank
            return
        }
        if parts.contains(.center) { s.center = Self.blank.center }
        if parts.contains(.size) { s.size = Self.blank.size }
        if parts.contains(.shape) { s.shape = Self.blank.shape }
        if parts.contains(.cornerRadii) { s.cornerRadii = Self.blank.cornerRadii }
        if parts.contains(.alpha) { s.alpha = Self.blank.alpha }
        if parts.contains(.backgroundColor) { s.backgroundColor = Self.blank.backgroundColor }
        if parts.contains(.mask) { s.mask = Self.blank.mask }
        if parts.contains(.switches) {
            s.masksToBounds = Self.blank.masksToBounds
            s.cornerCurve = Self.blank.cornerCurve
        }
        if parts.contains(.border) {
            s.borderWidth = Self.blank.borderWidth
            s.borderColor = Self.blank.borderColor
        }
        if parts.contains(.shadow) { s.shadow = Self.blank.shadow }
        if parts.contains(.clip) { s.clip = Self.blank.clip }
    }

    /// Copies the parts in ``kept`` from ``still`` into `s`.
    private func copyKept(into s: inout StandInState) {
        if kept.contains(.center) { s.center = still.center }
        if kept.contains(.size) { s.size = still.size }
        if kept.contains(.shape) { s.shape = still.shape }
        if kept.contains(.cornerRadii) { s.cornerRadii = still.cornerRadii }
        if kept.contains(.alpha) { s.alpha = still.alpha }
        if kept.contains(.backgroundColor) { s.backgroundColor = still.backgroundColor }
        if kept.contains(.mask) { s.mask = still.mask }
        if kept.contains(.switches) {
            s.masksToBounds = still.masksToBounds
            s.cornerCurve = still.cornerCurve
        }
        if kept.contains(.border) {
            s.borderWidth = still.borderWidth
            s.borderColor = still.borderColor
        }
        if kept.contains(.shadow) { s.shadow = still.shadow }
        if kept.contains(.clip) { s.clip = still.clip }
    }

    /// Blends the parts the leg changes into `s` at progress `p`, over whatever `s` held in them.
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
            if blendsShapes {
                shapes.value(at: p).recompose(into: &s.shape)
            } else {
                s.shape = p < 0.5 ? from.shape : targetShape
            }
        }
        if changes.contains(.cornerRadii) {
            if blendsOneCorner {
                // The same bits in, the same bits out: one corner's blend is every corner's.
                let r = CGSize.interpolate(from: from.cornerRadii.topLeft, to: to.cornerRadii.topLeft, fraction: p)
                (s.cornerRadii.topLeft, s.cornerRadii.topRight) = (r, r)
                (s.cornerRadii.bottomRight, s.cornerRadii.bottomLeft) = (r, r)
            } else {
                s.cornerRadii = .interpolate(from: from.cornerRadii, to: to.cornerRadii, fraction: p)
            }
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
