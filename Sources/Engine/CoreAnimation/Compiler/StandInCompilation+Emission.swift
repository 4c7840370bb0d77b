extension StandInCompilation {
    /// The animations playing one property's plan, in the order to add them: each exact window's
    /// animation, keyframes for each run of sampled windows, and a hold (an animation from a value
    /// to itself) where a rest would otherwise show something else — the end of a spring, which
    /// Core Animation leaves a hair short of its target, or a leg cut short by the next. The first
    /// fills backwards (the value before the motion), every one forwards (after it).
    func emit(_ plan: PropertyPlan, share: CompileShare) -> [LayerAnimation] {
        let property = plan.property
        var items: [LayerAnimation] = []
        var leading: (value: AnimationValue, window: MotionWindow)?
        var i = 0
        while i < plan.pieces.count {
            let w = plan.windows[i]
            switch plan.pieces[i] {
            case .rest(let value):
                if items.isEmpty, let first = leading, !Self.same(first.value, value, property) {
                    items.append(Self.hold(first.value, first.window, property))
                    leading = nil
                }
                if let last = items.last {
                    if needsHold(after: last, at: w.start, showing: value, property) {
                        items.append(Self.hold(value, w, property))
                    }
                } else if leading == nil {
                    leading = (value, w)
                }
            case .exact(let animation):
                items.append(animation)
            case .sampled:
                var j = i
                while j + 1 < plan.pieces.count, case .sampled = plan.pieces[j + 1] { j += 1 }
                let cuts = plan.windows[i..<j].map(\.end)
                items.append(
                    .keyframe(
                        keyframes(plan.role, property, from: w.start, to: plan.windows[j].end, cuts: cuts, share: share)))
                i = j
            }
            i += 1
        }
        guard let first = items.first else { return [] }
        if let rest = leading,
            !(Self.value(of: first, at: first.timing.beginTime).map { Self.same($0, rest.value, property) } ?? false)
        {
            items.insert(Self.hold(rest.value, rest.window, property), at: 0)
        }
        for k in items.indices { items[k].timing.fillMode = k == 0 ? .both : .forwards }
        return items
    }

    /// Whether a rest showing `value` from `time` on needs its own animation after `last`: when
    /// `last` is still running then, or holds something else.
    func needsHold(after last: LayerAnimation, at time: Double, showing value: AnimationValue, _ property: AnimatableProperty)
        -> Bool
    {
        let end = last.timing.beginTime + last.timing.duration
        guard end <= time + 1e-12, let shown = Self.value(of: last, at: end) else { return true }
        return !Self.same(shown, value, property)
    }

    /// An animation holding `value` from the window's start on.
    static func hold(_ value: AnimationValue, _ window: MotionWindow, _ property: AnimatableProperty) -> LayerAnimation {
        .basic(
            BasicAnimation(
                keyPath: property, from: value, to: value,
                timing: MediaTiming(
                    beginTime: window.start, duration: max(window.end - window.start, 1e-3), fillMode: .forwards),
                isRemovedOnCompletion: false))
    }
}
