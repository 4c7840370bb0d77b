import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// A track prepares its legs once (the parts each changes, shapes decomposed, the slerp set up) and
/// blends only the last started leg: the same states as blending every started leg in full.
@Suite struct PreparedLegTests {
    @Test(arguments: 0..<300)
    func preparedTracksMatchBlendingEveryLegInFull(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let initial = Self.state(using: &rng, near: nil)
        var legs: [StandInLeg] = []
        for _ in 0..<rng.int(1...4) {
            let timing: Timing =
                switch rng.int(0...2) {
                case 0: .curve(CubicBezierTiming(rng.double(0...1), rng.double(-1...2), rng.double(0...1), 1))
                case 1: .spring(dampingRatio: rng.double(0.3...1.5))
                default: .curve(.linear)
                }
            legs.append(
                StandInLeg(
                    start: rng.chance(0.2) ? 0 : rng.double(0...0.4),
                    duration: rng.chance(0.1) ? 0 : rng.double(0.05...0.6),
                    timing: timing, target: Self.state(using: &rng, near: initial),
                    arc: rng.chance(0.5) ? rng.double(-1...1) : 0))
        }
        let track = StandInTrack(
            id: 0, name: "t", role: .pair(0), zIndex: 0, content: .sourceSnapshot, initial: initial, legs: legs)
        let sorted = track.legs
        var times: [Double] = [-1, 0, 1e9]
        for leg in sorted { times += [leg.start, leg.end] }
        for _ in 0..<30 { times.append(rng.double(-0.1...1.2)) }
        for time in times {
            let fast = track.state(at: time)
            let reference = Self.reference(initial, sorted, at: time, count: sorted.count)
            #expect(fast == reference, "seed \(seed), time \(time)")
        }
        #expect(track.final == Self.reference(initial, sorted, at: .infinity, count: sorted.count), "seed \(seed)")
    }

    /// A frame writes a leg's state over whatever its scratch state held (with a new memo),
    /// starting from a blank state and copying in only the leg's still parts that differ from it:
    /// tracks whose states
    /// hold each part at its default or not (NaN now and then), with legs of no length and arcs
    /// either way, written over junk at random times, get the states of blending every started leg
    /// in full (compared by description, so that NaN is NaN).
    @Test(arguments: 0..<200)
    func framesWrittenOverAnyStateMatchBlendingEveryLegInFull(seed: Int) {
        // Every stored property of a state is one the frame writes: a new one must be added to
        // `PreparedLeg.Changes` (and to `Changes.all`) and written there (`parts`, `copyKept`,
        // `blendChanges`, `reset`).
        #expect(Mirror(reflecting: PreparedLeg.blank).children.count == 13)
        #expect(PreparedLeg.parts(of: Self.apartFromBlankEverywhere, apartFrom: PreparedLeg.blank) == .all)
        var rng = SeededRandom(seed: UInt64(50_000 + seed))
        let initial = Self.defaulted(Self.state(using: &rng, near: nil), using: &rng)
        var legs: [StandInLeg] = []
        for _ in 0..<rng.int(1...3) {
            let timing: Timing = rng.chance(0.5) ? .spring(dampingRatio: rng.double(0.3...1.5)) : .easeInOut
            legs.append(
                StandInLeg(
                    start: rng.chance(0.5) ? 0 : rng.double(0...0.4),
                    duration: rng.chance(0.1) ? 0 : rng.double(0.05...0.6),
                    timing: timing, target: Self.defaulted(Self.state(using: &rng, near: initial), using: &rng),
                    arc: rng.chance(0.3) ? rng.double(-1...1) : 0))
        }
        let track = StandInTrack(
            id: 0, name: "t", role: .pair(0), zIndex: 0, content: .sourceSnapshot, initial: initial, legs: legs)
        for _ in 0..<20 {
            let time = rng.chance(0.2) ? track.legs[rng.int(0...(track.legs.count - 1))].start : rng.double(-0.1...1.2)
            var state = Self.state(using: &rng, near: nil)  // junk, written over
            var memo = ProgressMemo()
            track.write(at: time, into: &state, memo: &memo)
            let reference = Self.reference(initial, track.legs, at: time, count: track.legs.count)
            #expect("\(state)" == "\(reference)", "seed \(50_000 + seed), time \(time)")
        }
    }

    /// A frame loop hands one memo and one state to every stand-in in turn, and a write sets back
    /// to the blank state only the parts the last write through the memo may have left apart from
    /// it and this one does not write (`ProgressMemo.dirty`): tracks of every kind (parts at their
    /// defaults or not, NaN now and then, legs not started, keyframes) written one after another in
    /// a random order and at random times, over junk at first, get each its own state, as a write
    /// over junk with a new memo does (compared by description, so that NaN is NaN and −0 is −0).
    @Test(arguments: 0..<100)
    func tracksWrittenInTurnThroughOneMemoGetTheirOwnStates(seed: Int) {
        var rng = SeededRandom(seed: UInt64(60_000 + seed))
        var tracks: [StandInTrack] = []
        for i in 0..<rng.int(2...8) {
            let initial = Self.defaulted(Self.state(using: &rng, near: nil), using: &rng)
            var legs: [StandInLeg] = []
            for _ in 0..<rng.int(1...3) {
                legs.append(
                    StandInLeg(
                        start: rng.chance(0.5) ? 0 : rng.double(0...0.4),
                        duration: rng.chance(0.1) ? 0 : rng.double(0.05...0.6),
                        timing: rng.chance(0.5) ? .spring(dampingRatio: rng.double(0.3...1.5)) : .easeInOut,
                        target: Self.defaulted(Self.state(using: &rng, near: initial), using: &rng),
                        arc: rng.chance(0.3) ? rng.double(-1...1) : 0))
            }
            var keyframes: FlightKeyframes?
            if rng.chance(0.3) {
                let offset = PoseOffset(
                    translation: CGSize(width: rng.double(-40...40), height: rng.double(-40...40)),
                    scale: rng.chance(0.5) ? 1.2 : 1, rotation: rng.chance(0.5) ? rng.double(-1...1) : 0,
                    opacity: rng.chance(0.5) ? 0.5 : 1)
                keyframes = FlightKeyframes([
                    FlightKeyframe(time: 0, offset: PoseOffset()), FlightKeyframe(time: 0.5, offset: offset),
                    FlightKeyframe(time: 1, offset: PoseOffset()),
                ])
            }
            tracks.append(
                StandInTrack(
                    id: i, name: "t\(i)", role: .pair(i), zIndex: i, content: .sourceSnapshot, initial: initial,
                    legs: legs, keyframes: keyframes))
        }
        // The same tracks in a plan (z indices in order, so the same order), written through the
        // plan's own loop entry (`TransitionPlan.writeTrack`) into a state and memo of their own.
        let plan = TransitionPlan(kind: .push, tracks: tracks, hiddenOriginals: [])
        for frame in 0..<10 {
            // One state and one memo for the frame, as the frame loop has them.
            var state = Self.state(using: &rng, near: nil)
            var memo = ProgressMemo()
            var viaPlan = Self.state(using: &rng, near: nil)
            var planMemo = ProgressMemo()
            let time = rng.double(-0.1...1.2)
            for _ in 0..<(tracks.count * 3) {
                let index = rng.int(0...(tracks.count - 1))
                let track = tracks[index]
                // The same time for every stand-in of a frame, or now and then another.
                let t = rng.chance(0.8) ? time : rng.double(-0.1...1.2)
                track.write(at: t, into: &state, memo: &memo)
                plan.writeTrack(index, at: t, into: &viaPlan, memo: &planMemo)
                var alone = Self.state(using: &rng, near: nil)
                var fresh = ProgressMemo()
                track.write(at: t, into: &alone, memo: &fresh)
                #expect("\(state)" == "\(alone)", "seed \(60_000 + seed), frame \(frame), track \(track.id), time \(t)")
                #expect(
                    "\(viaPlan)" == "\(alone)", "seed \(60_000 + seed), frame \(frame), plan track \(index), time \(t)")
            }
        }
    }

    /// A leg blends one corner for all four only when every corner of both ends holds the same
    /// bits as the top-left one: a corner that differs by the sign of a zero, a NaN's payload or a
    /// width alone is blended on its own, and the four corners of such radii come out as the full
    /// blend gives them (compared by description, so −0 is −0).
    @Test func oneCornersBlendServesAllFourOnlyWhenTheirBitsAreTheSame() {
        let r = CGSize(width: 6, height: 4)
        let uniform = CornerRadii(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
        #expect(PreparedLeg.isUniform(uniform) && PreparedLeg.isUniform(.zero))
        let quietNaN = Double.nan
        let payloadNaN = Double(nan: 7, signaling: false)
        let nearly: [CornerRadii] = [
            CornerRadii(
                topLeft: .zero, topRight: .zero, bottomRight: CGSize(width: -0.0, height: 0), bottomLeft: .zero),
            CornerRadii(
                topLeft: CGSize(width: quietNaN, height: 1), topRight: CGSize(width: payloadNaN, height: 1),
                bottomRight: CGSize(width: quietNaN, height: 1), bottomLeft: CGSize(width: quietNaN, height: 1)),
            CornerRadii(topLeft: r, topRight: r, bottomRight: r, bottomLeft: CGSize(width: 6, height: 4.5)),
        ]
        for radii in nearly { #expect(!PreparedLeg.isUniform(radii), "\(radii)") }
        var from = StandInState(center: .zero, size: CGSize(width: 40, height: 40))
        var to = from
        let cases = [(uniform, CornerRadii(uniform: 20))] + nearly.map { ($0, uniform) } + nearly.map { (uniform, $0) }
        for (a, b) in cases {
            (from.cornerRadii, to.cornerRadii) = (a, b)
            let leg = PreparedLeg(StandInLeg(duration: 1, timing: .linear, target: to), from: from)
            #expect(leg.blendsOneCorner == (PreparedLeg.isUniform(a) && PreparedLeg.isUniform(b)))
            for p in [0, 0.25, 0.5, 1, 1.5] {
                var s = PreparedLeg.blank
                var memo = ProgressMemo()
                leg.write(elapsed: p, into: &s, memo: &memo)
                // At the leg's own progress then (its timing's, clamped at its end).
                let full = CornerRadii.interpolate(from: a, to: b, fraction: leg.clock.progress(elapsed: p))
                #expect("\(s.cornerRadii)" == "\(full)", "\(a) to \(b) at \(p)")
            }
        }
    }

    /// A state whose every part (each of a border's and the switches' two on its own too) differs
    /// from the blank state's.
    static let apartFromBlankEverywhere: StandInState = {
        var s = StandInState(
            center: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4), shape: Transform3D(rotationAngle: 0.3),
            cornerRadii: CornerRadii(uniform: 5), alpha: 0.5,
            backgroundColor: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1),
            mask: CircleMask(center: CGPoint(x: 6, y: 7), radius: 8), masksToBounds: true, borderWidth: 2,
            borderColor: RGBAColor(red: 0, green: 1, blue: 0, alpha: 1),
            shadow: Shadow(color: .black, opacity: 0.5, offset: CGSize(width: 0, height: 3), radius: 6),
            clip: StandInClip(
                center: CGPoint(x: 9, y: 9), size: CGSize(width: 10, height: 10), shape: .identity, cornerRadii: .zero))
        s.cornerCurve = .continuous
        return s
    }()

    /// Each stored property of a state on its own: a track whose state differs from the blank in
    /// that property alone (still, moving, not started yet, or still and offset by keyframes),
    /// then a track blank in every part, written in turn through one memo into one state: the
    /// second gets its own state, the blank (nothing of the first is left).
    @Test func eachPartTheLastTrackWroteIsSetBack() {
        let blank = PreparedLeg.blank
        let other = Self.apartFromBlankEverywhere
        let setters: [(String, (inout StandInState) -> Void)] = [
            ("center", { $0.center = other.center }), ("size", { $0.size = other.size }),
            ("shape", { $0.shape = other.shape }), ("cornerRadii", { $0.cornerRadii = other.cornerRadii }),
            ("alpha", { $0.alpha = other.alpha }), ("backgroundColor", { $0.backgroundColor = other.backgroundColor }),
            ("mask", { $0.mask = other.mask }), ("masksToBounds", { $0.masksToBounds = other.masksToBounds }),
            ("cornerCurve", { $0.cornerCurve = other.cornerCurve }),
            ("borderWidth", { $0.borderWidth = other.borderWidth }),
            ("borderColor", { $0.borderColor = other.borderColor }), ("shadow", { $0.shadow = other.shadow }),
            ("clip", { $0.clip = other.clip }),
        ]
        #expect(setters.count == Mirror(reflecting: blank).children.count)
        let keyframes = FlightKeyframes([
            FlightKeyframe(time: 0, offset: PoseOffset()),
            FlightKeyframe(
                time: 0.5, offset: PoseOffset(translation: CGSize(width: 30, height: 0), rotation: 0.5, opacity: 0.5)),
            FlightKeyframe(time: 1, offset: PoseOffset()),
        ])
        /// A track from `initial` to `target` over one linear leg.
        func track(
            _ id: Int, from initial: StandInState, to target: StandInState, start: Double = 0, duration: Double = 1,
            keyframes: FlightKeyframes? = nil
        ) -> StandInTrack {
            StandInTrack(
                id: id, name: "t\(id)", role: .pair(id), zIndex: 0, content: .sourceSnapshot, initial: initial,
                legs: [StandInLeg(start: start, duration: duration, timing: .linear, target: target)],
                keyframes: keyframes)
        }
        let blankTrack = track(1, from: blank, to: blank)
        for (name, set) in setters {
            var apart = blank
            set(&apart)
            let first: [(String, StandInTrack)] = [
                ("still", track(0, from: apart, to: apart)),
                ("moving", track(0, from: blank, to: apart)),
                ("not started", track(0, from: apart, to: blank, start: 0.9, duration: 0.1)),
                ("keyframes", track(0, from: blank, to: blank, keyframes: keyframes)),
            ]
            for (kind, track) in first {
                var state = blank
                var memo = ProgressMemo()
                track.write(at: 0.5, into: &state, memo: &memo)
                blankTrack.write(at: 0.5, into: &state, memo: &memo)
                #expect("\(state)" == "\(blankTrack.state(at: 0.5))", "\(name), \(kind)")
            }
        }
    }

    /// `s` with each part, half the time, at the blank state's default (a border's width and
    /// colour each on their own), and now and then NaN.
    static func defaulted(_ s: StandInState, using rng: inout SeededRandom) -> StandInState {
        let blank = PreparedLeg.blank
        var s = s
        if rng.chance(0.5) { s.center = blank.center }
        if rng.chance(0.5) { s.size = blank.size }
        if rng.chance(0.5) { s.shape = blank.shape }
        if rng.chance(0.5) { s.cornerRadii = blank.cornerRadii }
        if rng.chance(0.5) { s.alpha = blank.alpha }
        if rng.chance(0.5) { s.backgroundColor = blank.backgroundColor }
        if rng.chance(0.5) { s.mask = blank.mask }
        if rng.chance(0.5) { s.masksToBounds = blank.masksToBounds }
        if rng.chance(0.5) { s.cornerCurve = blank.cornerCurve }
        if rng.chance(0.5) { s.borderWidth = blank.borderWidth }
        if rng.chance(0.5) { s.borderColor = blank.borderColor }
        if rng.chance(0.5) { s.shadow = blank.shadow }
        if rng.chance(0.5) { s.clip = blank.clip }
        if rng.chance(0.1) { s.borderWidth = .nan }
        if rng.chance(0.1) { s.center.y = .nan }
        return s
    }

    /// Every started leg blended in full from where the earlier ones had put the stand-in: the
    /// evaluation before legs were prepared.
    static func reference(_ initial: StandInState, _ legs: [StandInLeg], at time: Double, count: Int) -> StandInState {
        var result = initial
        for k in 0..<count {
            let leg = legs[k]
            guard time > leg.start || (time == leg.start && leg.end == leg.start) else { break }
            let from = reference(initial, legs, at: leg.start, count: k)
            let p = leg.progress(elapsed: time - leg.start)
            result = .interpolate(from: from, to: leg.target, fraction: p)
            if leg.arc != 0 {
                result.center = ArcPath(from: from.center, to: leg.target.center, intensity: leg.arc).point(at: p)
            }
        }
        return result
    }

    /// A state; near `base`, each part is either `base`'s (a part a leg leaves alone) or new.
    static func state(using rng: inout SeededRandom, near base: StandInState?) -> StandInState {
        func keep(_ rng: inout SeededRandom) -> Bool { base != nil && rng.chance(0.5) }
        func color(_ rng: inout SeededRandom) -> RGBAColor {
            RGBAColor(
                red: rng.double(0...1), green: rng.double(0...1), blue: rng.double(0...1), alpha: rng.double(0...1))
        }
        func radii(_ rng: inout SeededRandom) -> CornerRadii {
            rng.chance(0.5)
                ? CornerRadii(uniform: rng.double(0...20))
                : CornerRadii(
                    topLeft: CGSize(width: rng.double(0...20), height: rng.double(0...20)),
                    topRight: CGSize(width: rng.double(0...20), height: 3), bottomRight: .zero,
                    bottomLeft: CGSize(width: 5, height: rng.double(0...20)))
        }
        let shapes = [
            Transform3D.identity, Transform3D(rotationAngle: rng.double(-3...3)),
            RandomTreeBuilder.transform(using: &rng), Transform3D(scaleX: 0, y: 1),
        ]
        var s = StandInState(
            center: keep(&rng) ? base!.center : CGPoint(x: rng.double(-100...500), y: rng.double(-100...900)),
            size: keep(&rng) ? base!.size : CGSize(width: rng.double(0...400), height: rng.double(0...400)),
            shape: keep(&rng) ? base!.shape : shapes[rng.int(0...3)],
            cornerRadii: keep(&rng) ? base!.cornerRadii : radii(&rng),
            alpha: keep(&rng) ? base!.alpha : rng.double(0...1),
            backgroundColor: keep(&rng) ? base!.backgroundColor : rng.chance(0.5) ? color(&rng) : nil,
            mask: keep(&rng)
                ? base!.mask
                : rng.chance(0.5)
                    ? CircleMask(center: CGPoint(x: rng.double(0...300), y: 4), radius: rng.double(0...300)) : nil,
            masksToBounds: keep(&rng) ? base!.masksToBounds : rng.chance(0.5),
            borderWidth: keep(&rng) ? base!.borderWidth : rng.double(0...4),
            borderColor: keep(&rng) ? base!.borderColor : color(&rng),
            shadow: keep(&rng)
                ? base!.shadow
                : rng.chance(0.5)
                    ? Shadow(
                        color: color(&rng), opacity: rng.double(0...1), offset: CGSize(width: 0, height: 3), radius: 6)
                    : nil,
            clip: keep(&rng)
                ? base!.clip
                : rng.chance(0.5)
                    ? StandInClip(
                        center: CGPoint(x: rng.double(0...300), y: 200),
                        size: CGSize(width: rng.double(0...300), height: 90),
                        shape: shapes[rng.int(0...2)], cornerRadii: radii(&rng))
                    : nil)
        s.cornerCurve = keep(&rng) ? base!.cornerCurve : rng.chance(0.5) ? .circular : .continuous
        return s
    }
}
