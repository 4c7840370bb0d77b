extension LayerAnimation {
    /// The animation as JSON, in the shape `matchcut-lab animations` prints and other tools read:
    ///
    /// - every animation: `"type"` (`"basic"`, `"keyframe"`, `"spring"`, `"group"`), `"keyPath"`
    ///   (not for a group), `"beginTime"` and `"duration"` in seconds, `"fillMode"`, `"additive"`
    ///   (not for a group); then, only when they differ from Core Animation's defaults, `"speed"`,
    ///   `"timeOffset"`, `"repeatCount"`, `"repeatDuration"`, `"autoreverses"`, `"cumulative"`,
    ///   `"removedOnCompletion"`;
    /// - basic: `"from"`, `"to"`, `"by"` (null when not set), `"timingFunction"` `[x1, y1, x2, y2]`
    ///   (null for linear);
    /// - keyframe: `"values"`, `"keyTimes"` and `"timingFunctions"` (null when not set),
    ///   `"calculationMode"`, and when set `"path"`, `"timingFunction"`, `"tensionValues"`,
    ///   `"continuityValues"`, `"biasValues"`;
    /// - spring: `"mass"`, `"stiffness"`, `"damping"`, `"initialVelocity"`, `"from"`, `"to"`, and
    ///   when set `"by"` and `"allowsOverdamping"`;
    /// - group: `"timingFunction"` and `"animations"`, the children.
    ///
    /// Values are written as ``AnimationValue/json()`` does.
    package func json() -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("type", .string(typeName))]
        if let keyPath { members.append(("keyPath", .string(keyPath.keyPath))) }
        members += [
            ("beginTime", .number(timing.beginTime)), ("duration", .number(timing.duration)),
            ("fillMode", .string(timing.fillMode.rawValue)),
        ]
        if keyPath != nil { members.append(("additive", .bool(isAdditive))) }
        members += optionalTimingMembers
        switch self {
        case .basic(let a):
            members += [
                ("from", Self.json(a.fromValue)), ("to", Self.json(a.toValue)), ("by", Self.json(a.byValue)),
                ("timingFunction", a.timingFunction?.json() ?? .null),
            ]
        case .keyframe(let a):
            members += [
                ("values", .array(a.values.map { $0.json() })),
                ("keyTimes", a.keyTimes.map { .array($0.map(JSONValue.number)) } ?? .null),
                ("timingFunctions", a.timingFunctions.map { .array($0.map { $0.json() }) } ?? .null),
                ("calculationMode", .string(a.calculationMode.rawValue)),
            ]
            if let path = a.path { members.append(("path", .string(path.svgPathData))) }
            if let f = a.timingFunction { members.append(("timingFunction", f.json())) }
            for (name, list) in [
                ("tensionValues", a.tensionValues), ("continuityValues", a.continuityValues),
                ("biasValues", a.biasValues),
            ] {
                if let list { members.append((name, .array(list.map(JSONValue.number)))) }
            }
        case .spring(let a):
            members += [
                ("mass", .number(a.mass)), ("stiffness", .number(a.stiffness)), ("damping", .number(a.damping)),
                ("initialVelocity", .number(a.initialVelocity)), ("from", Self.json(a.fromValue)),
                ("to", Self.json(a.toValue)),
            ]
            if let by = a.byValue { members.append(("by", by.json())) }
            if a.allowsOverdamping { members.append(("allowsOverdamping", .bool(true))) }
        case .group(let g):
            members += [
                ("timingFunction", g.timingFunction?.json() ?? .null),
                ("animations", .array(g.animations.map { $0.json() })),
            ]
        }
        return .object(members)
    }

    /// `"basic"`, `"keyframe"`, `"spring"` or `"group"`.
    package var typeName: String {
        switch self {
        case .basic: "basic"
        case .keyframe: "keyframe"
        case .spring: "spring"
        case .group: "group"
        }
    }

    private static func json(_ value: AnimationValue?) -> JSONValue { value?.json() ?? .null }

    /// The timing and flag members that differ from Core Animation's defaults.
    private var optionalTimingMembers: [(key: String, value: JSONValue)] {
        let t = timing
        var members: [(key: String, value: JSONValue)] = []
        if t.speed != 1 { members.append(("speed", .number(t.speed))) }
        if t.timeOffset != 0 { members.append(("timeOffset", .number(t.timeOffset))) }
        if t.repeatCount != 0 { members.append(("repeatCount", .number(t.repeatCount))) }
        if t.repeatDuration != 0 { members.append(("repeatDuration", .number(t.repeatDuration))) }
        if t.autoreverses { members.append(("autoreverses", .bool(true))) }
        if isCumulative { members.append(("cumulative", .bool(true))) }
        if !isRemovedOnCompletion { members.append(("removedOnCompletion", .bool(false))) }
        return members
    }
}
