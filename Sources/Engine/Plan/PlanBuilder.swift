import Foundation

/// Collects a plan's tracks and the originals they replace, for the planner and the presets.
struct PlanBuilder {
    let kind: TransitionKind
    let unmanagedRoots: Set<TreeSide>
    var tracks: [StandInTrack] = []
    var hidden: [ViewPath]

    init(kind: TransitionKind, unmanagedRoots: Set<TreeSide>) {
        self.kind = kind
        self.unmanagedRoots = unmanagedRoots
        hidden = [TreeSide.source, .destination].filter { !unmanagedRoots.contains($0) }.map { ViewPath(side: $0) }
    }

    var plan: TransitionPlan { TransitionPlan(kind: kind, tracks: tracks, hiddenOriginals: hidden) }

    /// A root's stand-in, unless that root is left alone.
    mutating func root(_ role: StandInTrack.Role, z: Int, from: StandInState, legs: [StandInLeg]) {
        let isSource = role == .sourceRoot
        guard !unmanagedRoots.contains(isSource ? .source : .destination) else { return }
        tracks.append(
            StandInTrack(
                id: tracks.count, name: isSource ? "source root" : "destination root", role: role, zIndex: z,
                content: isSource ? .sourceSnapshot : .destinationSnapshot, initial: from, legs: legs))
    }

    /// A black layer over the container at z 150, between the two roots, fading to `alpha` going
    /// forward and from it going back.
    mutating func dimming(_ alpha: Double, in bounds: CGRect, duration: Double, timing: Timing) {
        let clear = StandInState(
            center: CGPoint(x: bounds.midX, y: bounds.midY), size: bounds.size,
            backgroundColor: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
        var dim = clear
        dim.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: alpha)
        let forward = kind.isForward
        tracks.append(
            StandInTrack(
                id: tracks.count, name: "dimming", role: .dimming, zIndex: 150, content: .sourceSnapshot,
                initial: forward ? clear : dim,
                legs: [StandInLeg(duration: duration, timing: timing, target: forward ? dim : clear)]))
    }

    /// A flight (a pair or a single view), hiding the original at `hides`; `texts` are the views'
    /// text layouts when their pictures are text.
    mutating func flight(
        _ name: String, _ role: StandInTrack.Role, z: Int, content: StandInContent, from: StandInState,
        legs: [StandInLeg], keyframes: FlightKeyframes? = nil, hides: ViewPath?,
        texts: (source: TextLayout?, destination: TextLayout?) = (nil, nil)
    ) {
        // A live view shows itself: no text placement.
        let placed = content != .liveView ? texts : (source: nil, destination: nil)
        tracks.append(
            StandInTrack(
                id: tracks.count, name: name, role: role, zIndex: z, content: content, initial: from, legs: legs,
                keyframes: keyframes, sourceText: placed.source, destinationText: placed.destination))
        if let hides { hidden.append(hides) }
    }
}
