import Foundation
import Testing

@testable import MatchCut

/// Expects `actual` to be a value of the same kind as `expected` with every component within
/// `tolerance`.
func expectClose(
    _ actual: AnimationValue?, _ expected: AnimationValue, tolerance: Double = 1e-9, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("no value, expected \(expected). \(comment.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
        return
    }
    let (a, b) = (actual.components, expected.components)
    let close = actual.kind == expected.kind && a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    #expect(
        close, "\(actual) is not within \(tolerance) of \(expected). \(comment.map { "\($0)" } ?? "")",
        sourceLocation: sourceLocation)
}

/// `.point(CGPoint(x:y:))`.
func point(_ x: Double, _ y: Double) -> AnimationValue { .point(CGPoint(x: x, y: y)) }

/// A rotation about z by `degrees`, written out from cos and sin in `CATransform3D`'s row-vector
/// layout (m11 = c, m12 = s, m21 = −s, m22 = c), independently of ``Transform3D``'s initialisers.
func rotationZ(degrees: Double) -> Transform3D {
    let a = degrees * .pi / 180
    var t = Transform3D.identity
    (t.m11, t.m12, t.m21, t.m22) = (cos(a), sin(a), -sin(a), cos(a))
    return t
}

/// A local time in the active phase, for evaluating animations directly.
func activeTime(_ basicTime: Double, duration: Double, iteration: Int = 0) -> AnimationLocalTime {
    AnimationLocalTime(phase: .active, basicTime: basicTime, duration: duration, iteration: iteration)
}

/// Fourth-order Runge–Kutta for the fraction of a spring's change: m·x'' = −k·(x − 1) − c·x',
/// x(0) = 0, x'(0) = v0. Independent of every closed form.
func integrateSpring(mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double, until end: Double)
    -> [(t: Double, x: Double)]
{
    let step = 1e-4
    func accel(_ x: Double, _ v: Double) -> Double { (-k * (x - 1) - c * v) / m }
    var (x, v) = (0.0, v0)
    var out: [(Double, Double)] = [(0, 0)]
    let steps = Int((end / step).rounded())
    for i in 1...steps {
        let (k1x, k1v) = (v, accel(x, v))
        let (k2x, k2v) = (v + step / 2 * k1v, accel(x + step / 2 * k1x, v + step / 2 * k1v))
        let (k3x, k3v) = (v + step / 2 * k2v, accel(x + step / 2 * k2x, v + step / 2 * k2v))
        let (k4x, k4v) = (v + step * k3v, accel(x + step * k3x, v + step * k3v))
        x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        if i % 250 == 0 { out.append((Double(i) * step, x)) }
    }
    return out
}
