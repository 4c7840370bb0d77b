import Foundation

/// Everything one stand-in does during a transition.
package struct StandInTrack: Equatable, Sendable {
    /// What a stand-in stands for.
    package enum Role: Hashable, Sendable {
        /// A matched pair (its index in the match report).
        case pair(Int)
        /// The source controller's root view.
        case sourceRoot
        /// The destination controller's root view.
        case destinationRoot
        /// A view with no counterpart that still moves: a tagged view that found no match, or an
        /// untagged view carrying modifiers.
        case single(ViewPath)
        /// A dimming layer between the two roots.
        case dimming
        /// A hint drawn over the screen (the pull-down coach mark): pictures nothing.
        case hint
    }

    /// Identifier within the plan.
    package var id: Int { motion.details.id }
    /// A name for people.
    package var name: String { motion.details.name }
    /// What it stands for.
    package var role: Role { motion.details.role }
    /// Drawing order, higher in front.
    package var zIndex: Int { motion.details.zIndex }
    /// What it shows.
    package var content: StandInContent { motion.details.content }
    /// The source label's text layout when its source picture is text (``PicturePlacement``).
    package var sourceText: TextLayout? { motion.details.sourceText }
    /// The destination label's text layout when its destination picture is text.
    package var destinationText: TextLayout? { motion.details.destinationText }
    /// Where it starts.
    package var initial: StandInState { motion.initial }
    /// Its moves, in order of start.
    package var legs: [StandInLeg] { motion.legs }
    /// Where it ends.
    package var final: StandInState { motion.final }
    /// When its last leg ends, in seconds.
    package var end: Double { motion.end }
    /// Waypoints over its motion (from its first leg's start to its end), as offsets from the legs'
    /// poses, or `nil`.
    package var keyframes: KeyframeSequence<PoseOffset>? { motion.keyframes }
    /// Everything the track holds, behind one immutable reference shared by copies: frame loops
    /// read tracks out of arrays by the thousand, and a copy is then one retain, not a copy of its
    /// name, role, content and texts (the frame benchmark measured a quarter of a frame's
    /// evaluation in such copies). A track never changes once made.
    @usableFromInline let motion: TrackMotion

    /// Creates a track.
    package init(
        id: Int, name: String, role: Role, zIndex: Int, content: StandInContent, initial: StandInState,
        legs: [StandInLeg], keyframes: FlightKeyframes? = nil, sourceText: TextLayout? = nil,
        destinationText: TextLayout? = nil
    ) {
        motion = TrackMotion(
            initial: initial, legs: legs, keyframes: keyframes,
            details: TrackMotion.Details(
                id: id, name: name, role: role, zIndex: zIndex, content: content, sourceText: sourceText,
                destinationText: destinationText))
    }

    /// Compares identity, role, layering, content (its texts too) and motion.
    package static func == (a: StandInTrack, b: StandInTrack) -> Bool {
        a.id == b.id && a.name == b.name && a.role == b.role && a.zIndex == b.zIndex && a.content == b.content
            && a.sourceText == b.sourceText && a.destinationText == b.destinationText
            && a.initial == b.initial && a.legs == b.legs
            && a.motion.flightKeyframes == b.motion.flightKeyframes
    }

    /// When its motion starts, in seconds (its first leg's start).
    package var start: Double { motion.start }

    /// Where its pictures sit in its body (every backend and the compiler place them by it).
    package var placement: PicturePlacement {
        let fit: FitMode
        if case .both(_, let mode) = content { fit = mode } else { fit = .auto }
        return PicturePlacement(
            fit: fit, sourceSize: initial.size, destinationSize: final.size, sourceText: sourceText,
            destinationText: destinationText)
    }

    /// How far through its pictures' change plan time `time` is (0 at its start, 1 at its end),
    /// unclamped.
    package func contentFraction(at time: Double) -> Double {
        (time - start) / max(end - start, 1e-9)
    }

    /// The pictures' opacities at plan time `time`.
    package func contentAlphas(at time: Double) -> (source: Double, destination: Double) {
        switch content {
        case .sourceSnapshot, .liveView: (1, 0)
        case .destinationSnapshot: (0, 1)
        case .both(let fade, _): fade.alphas(at: contentFraction(at: time))
        }
    }

    /// Its state at `time` seconds: each leg starts from where the earlier legs had put the
    /// stand-in when it began, so overlapping legs take over without a jump; keyframes then offset
    /// it. Allocates nothing.
    ///
    /// - Complexity: O(legs); only the last started leg is blended, and only in the parts it changes.
    @inlinable
    package func state(at time: Double) -> StandInState { motion.state(at: time) }

    /// Writes its state at `time` seconds (``state(at:)``) over `state`, so no state is copied on
    /// the way out, its leg's progress read through `memo`: the frame loop hands one memo and one
    /// state to every stand-in in turn, so stand-ins drawn one after another whose legs share a
    /// timing, start and length compute its progress once, and a write sets back only the parts
    /// the last one wrote and this one does not (``ProgressMemo``). The same state as
    /// ``state(at:)`` when `state` is what the last write through `memo` left (nothing else changed
    /// it since), or anything with a new memo. Allocates nothing.
    @inlinable @inline(__always)
    package func write(at time: Double, into state: inout StandInState, memo: inout ProgressMemo) {
        motion.write(at: time, into: &state, memo: &memo)
    }

    /// The stand-in as drawn at `time`, or `nil` when a corner is behind the viewer.
    package func frame(at time: Double) -> StandInFrame? { frame(state: state(at: time), at: time) }

    /// The stand-in drawn in `state` at plan time `time` (which sets the content's cross-fade), or
    /// `nil` when a corner is behind the viewer.
    package func frame(state: StandInState, at time: Double) -> StandInFrame? {
        var frame = StandInFrame(blank: state)
        return complete(&frame, at: time) ? frame : nil
    }

    /// Makes `frame` the stand-in drawn in the state it holds at plan time `time`, in place
    /// (``frame(state:at:)``, without copying the state): everything but the state is written over.
    /// `false`, and `frame` not to be drawn, when a corner is behind the viewer. Allocates nothing.
    package func complete(_ frame: inout StandInFrame, at time: Double) -> Bool {
        // From the state's parts: calling its own `quad()` copied the whole state first.
        guard
            let quad = try? StandInState.quad(
                center: frame.state.center, size: frame.state.size, shape: frame.state.shape)
        else { return false }
        let alphas = contentAlphas(at: time)
        frame.id = id
        frame.name = name
        frame.quad = quad
        frame.zIndex = zIndex
        frame.sourceContentAlpha = alphas.source
        frame.destinationContentAlpha = alphas.destination
        frame.sourceContentFrame = nil
        frame.sourceContentScale = nil
        frame.destinationContentFrame = nil
        frame.destinationContentScale = nil
        // Pictures keep their own sizes: the source's is where the track starts, the
        // destination's where it ends; the placement puts them in the current bounds.
        let showsSource = alphas.source > 0 || content == .sourceSnapshot
        let showsDestination = alphas.destination > 0 || content == .destinationSnapshot
        guard showsSource || showsDestination else { return true }
        let placement = placement
        let fraction = contentFraction(at: time)
        if showsSource {
            let placed = placement.source(in: frame.state.size, fraction: fraction)
            frame.sourceContentFrame = placed.frame
            frame.sourceContentScale = placed.scale
        }
        if showsDestination {
            let placed = placement.destination(in: frame.state.size, fraction: fraction)
            frame.destinationContentFrame = placed.frame
            frame.destinationContentScale = placed.scale
        }
        return true
    }
}

extension StandInTrack {
    /// Whether the stand-in is one of the screens (a root, or the dimming between them): what stays
    /// under the bars when flights are drawn above them (``FlightLevel/aboveBars``).
    package var isScreen: Bool {
        switch role {
        case .sourceRoot, .destinationRoot, .dimming: true
        case .pair, .single, .hint: false
        }
    }

    /// The index of the first track, in drawing order (back to front), in front of every screen: it
    /// and every track after it are drawn above the bars under ``FlightLevel/aboveBars``; what is
    /// behind a screen (an element given a lower `zIndex`) stays with the screens under the bars,
    /// so the order of everything drawn is kept. `tracks.count` when the front track is a screen.
    package static func firstAboveScreens(in tracks: [StandInTrack]) -> Int {
        (tracks.lastIndex { $0.isScreen } ?? -1) + 1
    }
}
