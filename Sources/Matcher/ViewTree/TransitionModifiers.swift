import Foundation

/// How a view's stand-in moves in a transition, set per view, as typed values (never strings).
///
/// ```swift
/// view.transitionModifiers = [.fade, .scale(0.8), .arc(intensity: 0.4), .delay(0.05)]
/// ```
///
/// Modifiers work on the view that carries them, tagged or not: an untagged caption with
/// `[.fade, .translate(x: 0, y: 40)]` gets its own stand-in that fades and slides. The effects
/// (``fade``, ``scale(_:)``, ``translate(x:y:)``) describe how a view with no counterpart appears
/// or leaves; on a matched view, which flies from its source to its destination, they shape the
/// flight instead: it passes through the effected pose halfway (``keyframes(_:)`` at 0.5).
public enum TransitionModifier: Equatable, Sendable {
    /// Fade the view's stand-in in (appearing) or out (leaving); a matched flight dims to
    /// transparent halfway.
    case fade
    /// Scale the stand-in from (appearing) or to (leaving) this factor about its centre; a matched
    /// flight passes through this scale halfway.
    case scale(Double)
    /// Move the stand-in from (appearing) or to (leaving) this offset, in points; a matched flight
    /// passes through this offset halfway.
    case translate(x: Double, y: Double)
    /// Fly a matched view along an arc of this intensity (0 straight; see the Engine's `ArcPath`).
    case arc(intensity: Double)
    /// A spring for this view's motion: damping ratio, and response in seconds.
    case spring(dampingRatio: Double, response: Double)
    /// Start this view's motion later by this many seconds.
    case delay(Double)
    /// Draw this view's stand-in at this z index (higher in front), overriding the default order.
    case zIndex(Int)
    /// What the stand-in shows.
    case content(StandInContent)
    /// Treat the view as one picture: the tags and modifiers of its subviews are ignored (its
    /// tagged subviews are reported as skipped).
    case ignoreSubviews
    /// How the view is pictured in its stand-in (``SnapshotStrategy/automatic`` by default).
    case snapshot(SnapshotStrategy)
    /// Waypoints the stand-in passes through, as offsets from its planned motion.
    case keyframes(FlightKeyframes)
}

/// What a stand-in shows.
public enum StandInContent: Hashable, Sendable {
    /// A snapshot of the source view.
    case sourceSnapshot
    /// A snapshot of the destination view.
    case destinationSnapshot
    /// Both snapshots, faded as `fade` says and fitted as `fit` says.
    case both(fade: FadeMode, fit: FitMode)
    /// The live view itself (moved into the container, put back exactly afterwards).
    case liveView
}

/// How the two snapshots of a matched pair blend over the transition (p = progress).
public enum FadeMode: Hashable, Sendable {
    /// Source stays opaque; destination fades in over it (dst alpha = p).
    case `in`
    /// Destination stays opaque; source fades out over it (src alpha = 1 − p).
    case out
    /// Source fades out while destination fades in (1 − p, p).
    case cross
    /// Source fades out in the first half, destination in during the second (through nothing).
    case through

    /// The source and destination content opacities at progress `p` (clamped to 0…1).
    public func alphas(at p: Double) -> (source: Double, destination: Double) {
        let q = min(max(p, 0), 1)
        switch self {
        case .in: return (1, q)
        case .out: return (1 - q, 1)
        case .cross: return (1 - q, q)
        case .through: return (max(0, 1 - 2 * q), max(0, 2 * q - 1))
        }
    }
}

/// How a snapshot is sized inside a stand-in whose aspect ratio differs from the snapshot's.
public enum FitMode: Hashable, Sendable {
    /// Scale to the stand-in's width, keep the aspect ratio (top-aligned, may overflow vertically).
    case width
    /// Scale to the stand-in's height, keep the aspect ratio (centred horizontally).
    case height
    /// Fill: whichever of the two covers the stand-in (the larger scale), centred.
    case auto

    /// The snapshot's frame inside a stand-in of `bounds` size, for a snapshot of `content` size.
    public func frame(content: CGSize, in bounds: CGSize) -> CGRect {
        guard content.width > 0, content.height > 0 else { return CGRect(origin: .zero, size: bounds) }
        let sx = bounds.width / content.width
        let sy = bounds.height / content.height
        let s: Double
        switch self {
        case .width: s = sx
        case .height: s = sy
        case .auto: s = max(sx, sy)
        }
        let size = CGSize(width: content.width * s, height: content.height * s)
        let y = self == .width ? 0 : (bounds.height - size.height) / 2
        return CGRect(x: (bounds.width - size.width) / 2, y: y, width: size.width, height: size.height)
    }
}

extension Array where Element == TransitionModifier {
    /// The last `.delay`, or 0.
    public var delay: Double {
        for m in reversed() { if case .delay(let d) = m, d.isFinite { return Swift.max(d, 0) } }
        return 0
    }
    /// The last `.arc` intensity, or `nil`.
    public var arcIntensity: Double? {
        for m in reversed() { if case .arc(let i) = m { return i } }
        return nil
    }
    /// The last `.zIndex`, or `nil`.
    public var zIndex: Int? {
        for m in reversed() { if case .zIndex(let z) = m { return z } }
        return nil
    }
    /// The last `.content`, or `nil`.
    public var content: StandInContent? {
        for m in reversed() { if case .content(let c) = m { return c } }
        return nil
    }
    /// The last `.spring`, or `nil`.
    public var spring: (dampingRatio: Double, response: Double)? {
        for m in reversed() { if case .spring(let z, let r) = m { return (z, r) } }
        return nil
    }
    /// Whether `.ignoreSubviews` is present.
    public var ignoresSubviews: Bool { contains(.ignoreSubviews) }
    /// The last `.snapshot` strategy, or ``SnapshotStrategy/automatic``.
    public var snapshotStrategy: SnapshotStrategy {
        for m in reversed() { if case .snapshot(let s) = m { return s } }
        return .automatic
    }
    /// The last `.keyframes`, or `nil`.
    public var keyframes: FlightKeyframes? {
        for m in reversed() { if case .keyframes(let k) = m { return k } }
        return nil
    }
    /// The effects among the modifiers, in order: `.fade`, `.scale`, `.translate`.
    public var effects: [TransitionModifier] {
        filter {
            switch $0 {
            case .fade, .scale, .translate: true
            default: false
            }
        }
    }
}
