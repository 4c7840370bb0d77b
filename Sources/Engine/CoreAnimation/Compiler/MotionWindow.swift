/// A stretch of a stand-in's motion, `start ..< end` seconds, that one Core Animation animation
/// may play exactly: a leg of a plan, a fade, the spring of a turn-around, or the rest between
/// them. Every property of the stand-in is cut into the same windows (fades into their own).
struct MotionWindow: Sendable {
    /// How the motion moves within the window.
    enum Drive: Sendable {
        /// Nothing Core Animation can replay as one animation: a rest (held still), or sampled.
        case none
        /// A cubic Bézier timing function over `duration` (linear for a fade).
        case curve(CubicBezierTiming)
        /// A spring from rest over `duration`.
        case spring(DampedSpring)
        /// A spring from the start with each component's own velocity (a turn-around).
        case turnAround(SpringResponse)
    }

    /// When the window starts: the animation's `beginTime`, in seconds.
    var start: Double
    /// When the next window takes over, in seconds (`start` for the instant after the motion).
    var end: Double
    /// The animation's duration, in seconds: its leg's, which may run past `end` when the next leg
    /// starts first.
    var duration: Double
    /// How it moves.
    var drive: Drive
    /// Whether the centre follows an arc (a quadratic Bézier in the drive's fraction).
    var arc: Bool
    /// Every layer's values at the drive's fraction 1 and, for an arc, ½.
    var target: StandInLayerValues?
    var midpoint: StandInLayerValues?

    /// A window the motion may rest in (or that is sampled).
    static func rest(_ start: Double, _ end: Double) -> MotionWindow {
        MotionWindow(start: start, end: end, duration: end - start, drive: .none, arc: false)
    }
}
