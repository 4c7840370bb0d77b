/// A cubic Bézier timing curve with Core Animation's semantics (`CAMediaTimingFunction`): the curve
/// runs from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2); x is the fraction of time,
/// y the fraction of the change. y may leave 0…1 (overshoot); x control points are clamped to 0…1,
/// as Core Animation requires, which keeps time monotone.
///
/// ```swift
/// let t = CubicBezierTiming.easeInEaseOut
/// t.progress(at: 0.5)  // 0.5
/// ```
public struct CubicBezierTiming: Hashable, Sendable {
    /// The first control point's x, 0…1.
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x, 0…1.
    public let x2: Double
    /// The second control point's y.
    public let y2: Double

    /// Creates a curve from its control points. Non-finite values become the linear curve's; x
    /// values are clamped to 0…1.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
            (self.x1, self.y1, self.x2, self.y2) = (0, 0, 1, 1)
            return
        }
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// Constant speed.
    public static let linear = CubicBezierTiming(0, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0, 1, 1).
    public static let easeIn = CubicBezierTiming(0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut`: (0, 0, 0.58, 1).
    public static let easeOut = CubicBezierTiming(0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CubicBezierTiming(0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault`: (0.25, 0.1, 0.25, 1).
    public static let `default` = CubicBezierTiming(0.25, 0.1, 0.25, 1)

    // Bernstein polynomial coefficients: f(s) = ((a·s + b)·s + c)·s for each axis.
    @inlinable static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }

    @inlinable static func value(_ k: (a: Double, b: Double, c: Double), _ s: Double) -> Double {
        ((k.a * s + k.b) * s + k.c) * s
    }

    @inlinable static func derivative(_ k: (a: Double, b: Double, c: Double), _ s: Double) -> Double {
        (3 * k.a * s + 2 * k.b) * s + k.c
    }

    /// The curve parameter s at which x(s) = `time` (Newton's method where the slope is healthy,
    /// bisection to the last bit of s where it is not). `time` is clamped to 0…1.
    @inlinable
    public func parameter(atTime time: Double) -> Double {
        let t = time.isNaN ? 0 : min(max(time, 0), 1)
        if t == 0 || t == 1 { return t }
        let kx = Self.coefficients(x1, x2)
        var s = t
        for _ in 0..<8 {
            let error = Self.value(kx, s) - t
            let slope = Self.derivative(kx, s)
            // Trust Newton only where x is steep enough that a tiny x error is a tiny s error.
            guard abs(slope) > 1e-3 else { break }
            if abs(error) < 1e-15 { return s }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        while high - low > 1e-16 {
            let mid = (low + high) / 2
            if mid <= low || mid >= high { break }
            if Self.value(kx, mid) < t { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// The fraction of the change at a fraction of the time (both usually 0…1; the result may
    /// overshoot when y control points do). Accurate to 1e-7 or better; allocates nothing.
    @inlinable
    public func progress(at time: Double) -> Double {
        Self.value(Self.coefficients(y1, y2), parameter(atTime: time))
    }

    /// dy/dx at a fraction of the time: the speed of the change relative to linear.
    @inlinable
    public func slope(at time: Double) -> Double {
        let s = parameter(atTime: time)
        let dx = Self.derivative(Self.coefficients(x1, x2), s)
        let dy = Self.derivative(Self.coefficients(y1, y2), s)
        if abs(dx) > 1e-12 { return dy / dx }
        // A flat x (x1 = 0 at the start, x2 = 1 at the end): the limit of dy/dx.
        return dx == 0 && dy == 0 ? 0 : (dy >= 0 ? 1e12 : -1e12)
    }

    /// This curve with its start bent so that it leaves with `slope` (dy/dx), keeping its end:
    /// how an animation redirected mid-flight keeps its velocity.
    public func startingWith(slope: Double) -> CubicBezierTiming {
        let x = max(x1, 1.0 / 3)
        return CubicBezierTiming(x, slope.isFinite ? slope * x : 0, x2, y2)
    }
}
