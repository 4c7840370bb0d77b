import Foundation

extension DecodingContext {
    /// The modifier names scene files use: the Swift API's case names.
    static let modifierNames = [
        "fade", "scale", "translate", "arc", "spring", "delay", "zIndex", "content", "ignoreSubviews", "snapshot",
        "keyframes",
    ]

    /// A node's `"modifiers"`: `["fade", {"scale": 0.8}, {"translate": [0, 40]}, …]`, every entry
    /// checked (all problems reported).
    mutating func modifiers(_ value: JSONValue, _ path: String) -> [TransitionModifier] {
        guard case .array(let items) = value else {
            fail(path, "expected an array of modifiers, got \(value.kind)")
            return []
        }
        var result: [TransitionModifier] = []
        for (i, item) in items.enumerated() {
            if let m = modifier(item, "\(path)[\(i)]") { result.append(m) }
        }
        return result
    }

    mutating func modifier(_ value: JSONValue, _ path: String) -> TransitionModifier? {
        let name: String
        let argument: JSONValue?
        switch value {
        case .string(let s):
            (name, argument) = (s, nil)
        case .object(let members) where members.count == 1:
            (name, argument) = (members[0].key, members[0].value)
        default:
            fail(path, "expected a modifier name or an object with one modifier, got \(value.kind)")
            return nil
        }
        let p = argument == nil ? path : Self.join(path, name)
        switch (name, argument) {
        case ("fade", nil): return .fade
        case ("ignoreSubviews", nil): return .ignoreSubviews
        case ("scale", let a?): return number(a, p).map { .scale($0) }
        case ("translate", let a?):
            return numbers(a, p, counts: [2]).map { .translate(x: $0[0], y: $0[1]) }
        case ("arc", let a?): return number(a, p).map { .arc(intensity: $0) }
        case ("delay", let a?):
            guard let d = nonNegative(a, p, "delay in seconds") else { return nil }
            return .delay(d)
        case ("zIndex", let a?):
            guard let z = number(a, p) else { return nil }
            guard z == z.rounded(), abs(z) < 1e9 else {
                fail(p, "expected a whole number, got \(short(z))")
                return nil
            }
            return .zIndex(Int(z))
        case ("spring", let a?):
            guard let members = object(a, p) else { return nil }
            var ratio: Double?
            var response: Double?
            for (key, v) in members {
                switch key {
                case "dampingRatio": ratio = nonNegative(v, Self.join(p, key), "damping ratio")
                case "response": response = positive(v, Self.join(p, key), "response in seconds")
                default: unknownKey(Self.join(p, key), key, known: ["dampingRatio", "response"])
                }
            }
            requireKeys(["dampingRatio", "response"], in: members, known: ["dampingRatio", "response"], at: p)
            guard let ratio, let response else { return nil }
            return .spring(dampingRatio: ratio, response: response)
        case ("content", let a?): return content(a, p).map { .content($0) }
        case ("snapshot", let a?):
            let strategies: [String: SnapshotStrategy] = [
                "automatic": .automatic, "snapshotView": .snapshotView, "layerRender": .layerRender,
                "imageCopy": .imageCopy, "labelCopy": .labelCopy,
            ]
            guard let s = string(a, p) else { return nil }
            guard let strategy = strategies[s] else {
                fail(
                    p,
                    "unknown snapshot strategy \"\(s)\" (expected automatic, snapshotView, layerRender, imageCopy or labelCopy)\(Suggestion.hint(for: s, among: strategies.keys))"
                )
                return nil
            }
            return .snapshot(strategy)
        case ("keyframes", let a?): return keyframes(a, p).map { .keyframes($0) }
        case (_, nil) where Self.modifierNames.contains(name):
            fail(path, "\"\(name)\" takes an argument: write {\"\(name)\": …}")
            return nil
        case (_, .some) where name == "fade" || name == "ignoreSubviews":
            fail(path, "\"\(name)\" takes no argument: write \"\(name)\"")
            return nil
        default:
            fail(path, "unknown modifier \"\(name)\"\(Suggestion.hint(for: name, among: Self.modifierNames))")
            return nil
        }
    }

    /// `"source"`, `"destination"`, `"live"`, or `{"fade": "cross", "fit": "auto"}`.
    mutating func content(_ value: JSONValue, _ path: String) -> StandInContent? {
        if case .string(let s) = value {
            switch s {
            case "source": return .sourceSnapshot
            case "destination": return .destinationSnapshot
            case "live": return .liveView
            default:
                fail(path, "expected \"source\", \"destination\", \"live\" or {\"fade\": …, \"fit\": …}")
                return nil
            }
        }
        guard let members = object(value, path) else { return nil }
        let fades: [String: FadeMode] = ["in": .in, "out": .out, "cross": .cross, "through": .through]
        let fits: [String: FitMode] = ["width": .width, "height": .height, "auto": .auto]
        var fade = FadeMode.cross
        var fit = FitMode.auto
        for (key, v) in members {
            let p = Self.join(path, key)
            switch key {
            case "fade":
                if let s = string(v, p) {
                    if let f = fades[s] {
                        fade = f
                    } else {
                        fail(p, "expected \"in\", \"out\", \"cross\" or \"through\"")
                    }
                }
            case "fit":
                if let s = string(v, p) {
                    if let f = fits[s] { fit = f } else { fail(p, "expected \"width\", \"height\" or \"auto\"") }
                }
            default: unknownKey(p, key, known: ["fade", "fit"])
            }
        }
        return .both(fade: fade, fit: fit)
    }

    /// `{"interpolation": "cubic", "frames": [{"time": 0.5, "translate": [x, y], "scale": s,
    /// "rotate": radians, "opacity": o}]}`.
    mutating func keyframes(_ value: JSONValue, _ path: String) -> FlightKeyframes? {
        guard let members = object(value, path) else { return nil }
        var interpolation = FlightKeyframes.Interpolation.linear
        var frames: [FlightKeyframe] = []
        let known = ["interpolation", "frames"]
        for (key, v) in members {
            let p = Self.join(path, key)
            switch key {
            case "interpolation":
                guard let s = string(v, p) else { continue }
                if let i = FlightKeyframes.Interpolation(rawValue: s) {
                    interpolation = i
                } else {
                    fail(p, "expected \"linear\", \"discrete\" or \"cubic\"")
                }
            case "frames":
                guard case .array(let items) = v, !items.isEmpty else {
                    fail(p, "expected a non-empty array of keyframes")
                    continue
                }
                for (i, item) in items.enumerated() {
                    if let f = keyframe(item, "\(p)[\(i)]") { frames.append(f) }
                }
            default: unknownKey(p, key, known: known)
            }
        }
        requireKeys(["frames"], in: members, known: Set(known), at: path)
        return frames.isEmpty ? nil : FlightKeyframes(frames, interpolation: interpolation)
    }

    mutating func keyframe(_ value: JSONValue, _ path: String) -> FlightKeyframe? {
        guard let members = object(value, path) else { return nil }
        var time: Double?
        var offset = PoseOffset.identity
        let known = ["time", "translate", "scale", "rotate", "opacity"]
        for (key, v) in members {
            let p = Self.join(path, key)
            switch key {
            case "time":
                guard let t = number(v, p) else { continue }
                if t < 0 || t > 1 { fail(p, "expected a fraction of the motion, 0…1") } else { time = t }
            case "translate":
                if let n = numbers(v, p, counts: [2]) { offset.translation = CGSize(width: n[0], height: n[1]) }
            case "scale": if let s = number(v, p) { offset.scale = s }
            case "rotate": if let r = number(v, p) { offset.rotation = r }
            case "opacity":
                guard let o = number(v, p) else { continue }
                if o < 0 || o > 1 { fail(p, "expected an opacity multiplier, 0…1") } else { offset.opacity = o }
            default: unknownKey(p, key, known: known)
            }
        }
        requireKeys(["time"], in: members, known: Set(known), at: path)
        guard let time else { return nil }
        return FlightKeyframe(time: time, offset: offset)
    }

    /// A finite number > 0.
    mutating func positive(_ value: JSONValue, _ path: String, _ what: String) -> Double? {
        guard let n = number(value, path) else { return nil }
        guard n > 0 else {
            fail(path, "expected a positive \(what), got \(short(n))")
            return nil
        }
        return n
    }
}
