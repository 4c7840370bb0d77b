import Foundation

/// A departure from a stand-in's planned pose: moved, scaled and turned about its centre, and
/// faded. The identity offset leaves the pose as planned.
public struct PoseOffset: Equatable, Sendable {
    /// The move, in container points.
    public var translation: CGSize
    /// The scale about the centre (1 unchanged).
    public var scale: Double
    /// The rotation about the centre, in radians, clockwise on screen.
    public var rotation: Double
    /// The opacity multiplier, 0…1 (1 unchanged).
    public var opacity: Double

    /// Creates an offset; non-finite values count as the identity's.
    public init(translation: CGSize = .zero, scale: Double = 1, rotation: Double = 0, opacity: Double = 1) {
        self.translation =
            translation.width.isFinite && translation.height.isFinite ? translation : .zero
        self.scale = scale.isFinite ? scale : 1
        self.rotation = rotation.isFinite ? rotation : 0
        self.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
    }

    /// No departure.
    public static let identity = PoseOffset()

    /// The offset `fraction` of the way from `a` to `b`, each component linearly (opacity kept in 0…1).
    public static func interpolate(from a: PoseOffset, to b: PoseOffset, fraction t: Double) -> PoseOffset {
        PoseOffset(
            translation: CGSize(
                width: a.translation.width + (b.translation.width - a.translation.width) * t,
                height: a.translation.height + (b.translation.height - a.translation.height) * t),
            scale: a.scale + (b.scale - a.scale) * t, rotation: a.rotation + (b.rotation - a.rotation) * t,
            opacity: min(max(a.opacity + (b.opacity - a.opacity) * t, 0), 1))
    }
}

/// One waypoint of a stand-in's flight: at `time` (a fraction of the view's own motion, 0…1) the
/// stand-in is `offset` away from where the plan puts it.
public struct FlightKeyframe: Equatable, Sendable {
    /// The fraction of the motion, 0…1.
    public var time: Double
    /// The departure from the planned pose at that moment.
    public var offset: PoseOffset

    /// Creates a keyframe; the time is clamped to 0…1.
    public init(time: Double, offset: PoseOffset) {
        self.time = time.isFinite ? min(max(time, 0), 1) : 0
        self.offset = offset
    }
}

/// Waypoints a view's stand-in passes through, as offsets from its planned motion (the modifier
/// ``TransitionModifier/keyframes(_:)``): a matched photo that dips to 80 % halfway, a caption
/// that overshoots and settles. The flight starts and ends on plan unless a keyframe at time 0 or
/// 1 says otherwise.
///
/// ```swift
/// photo.transitionModifiers = [.keyframes(FlightKeyframes([
///     FlightKeyframe(time: 0.5, offset: PoseOffset(scale: 0.8)),
/// ], interpolation: .cubic))]
/// ```
public struct FlightKeyframes: Equatable, Sendable {
    /// How offsets between keyframes are computed (Core Animation's calculation modes).
    public enum Interpolation: String, Hashable, Sendable, CaseIterable {
        /// Straight between neighbours.
        case linear
        /// Each offset held until the next keyframe.
        case discrete
        /// A Catmull-Rom spline through the offsets.
        case cubic
    }

    /// The keyframes, sorted by time (ties keep their order).
    public var keyframes: [FlightKeyframe]
    /// How offsets between keyframes are computed.
    public var interpolation: Interpolation

    /// Creates waypoints; they are sorted by time.
    public init(_ keyframes: [FlightKeyframe], interpolation: Interpolation = .linear) {
        self.keyframes = keyframes.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
        self.interpolation = interpolation
    }

    /// The keyframes with the implicit ends added: the identity at 0 and 1 unless given.
    public var withEnds: [FlightKeyframe] {
        var all = keyframes
        if all.first?.time != 0 { all.insert(FlightKeyframe(time: 0, offset: .identity), at: 0) }
        if all.last?.time != 1 { all.append(FlightKeyframe(time: 1, offset: .identity)) }
        return all
    }
}
