import Foundation

extension StandInCompilation {
    /// The one animation that would replay `window` for `property`, from `from` to the window's
    /// target, on the window's drive: a basic animation with the leg's timing function (a keyframe
    /// animation along a quadratic path for an arc), a spring animation with the leg's constants,
    /// or a turn-around's spring with its relative velocity. `nil` when the drive has none: nothing
    /// to replay, or an over-damped spring, which Core Animation plays critically damped (before
    /// iOS 17's `allowsOverdamping`).
    func candidate(_ window: MotionWindow, _ role: StandInLayerRole, _ property: AnimatableProperty, from: AnimationValue)
        -> LayerAnimation?
    {
        guard let target = window.target else { return nil }
        var (from, to) = (from, target[role][property])
        // An end with no alpha shows no colour: give it the other end's, and straight blending is
        // the engine's premultiplied one.
        if case .color(var a) = from, case .color(var b) = to {
            if a.alpha == 0 { (a.red, a.green, a.blue) = (b.red, b.green, b.blue) }
            if b.alpha == 0 { (b.red, b.green, b.blue) = (a.red, a.green, a.blue) }
            (from, to) = (.color(a), .color(b))
        }
        let timing = MediaTiming(beginTime: window.start, duration: window.duration, fillMode: .forwards)
        switch window.drive {
        case .none:
            return nil
        case .curve(let curve):
            let easing = curve == .linear ? nil : curve
            if window.arc, case .point(let p0) = from, case .point(let p1) = to,
                case .point(let half)? = window.midpoint?[role][property]
            {
                // B(½) = P0/4 + C/2 + P1/4.
                let control = CGPoint(x: 2 * half.x - (p0.x + p1.x) / 2, y: 2 * half.y - (p0.y + p1.y) / 2)
                if abs(control.x - (p0.x + p1.x) / 2) + abs(control.y - (p0.y + p1.y) / 2) > 1e-9 {
                    var path = AnimationPath()
                    path.move(to: p0)
                    path.addQuadCurve(to: p1, control: control)
                    return .keyframe(
                        KeyframeAnimation(
                            keyPath: property, path: path, timing: timing, timingFunction: easing,
                            isRemovedOnCompletion: false))
                }
            }
            return .basic(
                BasicAnimation(
                    keyPath: property, from: from, to: to, timing: timing, timingFunction: easing,
                    isRemovedOnCompletion: false))
        case .spring(let spring):
            return Self.spring(property, from: from, to: to, spring: spring, velocity: 0, timing: timing)
        case .turnAround(let response):
            let velocity: Double?
            switch property.kind {
            case .transform, .color: velocity = 0
            default: velocity = relativeVelocity(response, role, property, from: from, to: to)
            }
            return velocity.flatMap { Self.spring(property, from: from, to: to, spring: response.spring, velocity: $0, timing: timing) }
        }
    }

    /// A spring animation with `spring`'s constants, or `nil` when it is over-damped.
    static func spring(
        _ property: AnimatableProperty, from: AnimationValue, to: AnimationValue, spring: DampedSpring, velocity: Double,
        timing: MediaTiming
    ) -> LayerAnimation? {
        guard spring.dampingRatio <= 1 + 1e-9 else { return nil }
        return .spring(
            SpringAnimation(
                keyPath: property, from: from, to: to, mass: spring.mass, stiffness: spring.stiffness,
                damping: spring.damping, initialVelocity: velocity, timing: timing, isRemovedOnCompletion: false))
    }

    /// The turn-around's velocity of `property` relative to its distance (Core Animation's
    /// `initialVelocity`), the same for every component, or `nil` when components differ (or one
    /// that does not move to a new value is moving).
    ///
    /// A value on the spring is `L(t) = L∞ + (L₀ − L∞)·decay(t) + V₀·impulse(t)`, so one sample at τ
    /// gives each component's starting velocity `V₀`.
    func relativeVelocity(
        _ response: SpringResponse, _ role: StandInLayerRole, _ property: AnimatableProperty, from: AnimationValue,
        to: AnimationValue
    ) -> Double? {
        let tau = min(0.02, motion.duration / 10)
        let w = response.weights(at: tau)
        guard tau > 0, w.velocity > 1e-9 else { return nil }
        let (l0, lt, ltau) = (from.components, to.components, value(role, property, at: tau).components)
        guard l0.count == lt.count, lt.count == ltau.count else { return nil }
        var relative: Double?
        for i in l0.indices {
            let v0 = (ltau[i] - lt[i] - (l0[i] - lt[i]) * w.displacement) / w.velocity
            let distance = lt[i] - l0[i]
            let scale = max(1, abs(l0[i]), abs(lt[i]))
            if abs(distance) <= 1e-9 * scale {
                guard abs(v0) <= 1e-6 * scale else { return nil }
                continue
            }
            let r = GestureVelocity.normalized(v0, distance: distance)
            if let relative, abs(r - relative) > 1e-5 * max(1, abs(relative)) { return nil }
            relative = relative ?? r
        }
        return relative ?? 0
    }
}
