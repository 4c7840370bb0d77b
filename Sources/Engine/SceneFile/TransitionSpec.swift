import Foundation

/// A scene file's `"transition"` section: which way, and how.
///
/// ```json
/// "transition": {"kind": "push", "duration": 0.45, "arcIntensity": 0.3, "timing": {"spring": 0.85}}
/// "transition": {"kind": "present", "preset": {"circularReveal": [300, 700]}, "duration": 0.6}
/// ```
public struct TransitionSpec: Equatable, Sendable {
    /// Which way (`"push"` by default).
    public var kind: TransitionKind
    /// How it moves.
    public var style: TransitionStyle
    /// Whether it runs as Reduce Motion asks (``TransitionOptions/reduceMotion``: nothing moves).
    public var reduceMotion: Bool

    /// Creates a spec.
    public init(
        kind: TransitionKind = .push, style: TransitionStyle = .matched(TransitionOptions()), reduceMotion: Bool = false
    ) {
        self.kind = kind
        self.style = style
        self.reduceMotion = reduceMotion
    }

    static let keys = [
        "kind", "duration", "timing", "arcIntensity", "dimming", "cascade", "effects", "reduceMotion", "preset", "flightLevel",
    ]
    static let presetNames = [
        "circularReveal", "roller", "slide", "fade", "actionSheet", "diffuse", "cardToDetail", "navigationSlide",
    ]

    /// Reads a `"transition"` section; every problem is reported with its JSON path
    /// (`transition.preset: unknown preset "spin"`). Unknown keys, and options a preset does not
    /// use, are warnings, appended to `warnings`.
    /// - Throws: ``SceneFileError``.
    package init(json: JSONValue, path: String = "transition", warnings: inout [SceneProblem]) throws {
        var reader = SectionReader(path: path)
        guard case .object(let members) = json else {
            throw SceneFileError(problems: [SceneProblem(path: path, message: "expected an object, got \(json.kind)")])
        }
        var kind = TransitionKind.push
        var options = TransitionOptions()
        var preset: TransitionPreset?
        var duration: Double?
        var reduceMotion = false
        var matchedOnly: [String] = []
        for (key, value) in members {
            let p = "\(path).\(key)"
            switch key {
            case "kind":
                if case .string(let s) = value, let k = TransitionKind(rawValue: s) {
                    kind = k
                } else {
                    reader.fail(p, "expected \"push\", \"pop\", \"present\" or \"dismiss\"")
                }
            case "duration":
                if let d = reader.number(value, p) {
                    if d <= 0 { reader.fail(p, "expected a positive duration in seconds") } else { duration = d }
                }
            case "arcIntensity":
                matchedOnly.append(key)
                if let a = reader.number(value, p) { options.arcIntensity = a }
            case "dimming":
                matchedOnly.append(key)
                if let d = reader.number(value, p) { options.dimming = min(max(d, 0), 1) }
            case "flightLevel":
                matchedOnly.append(key)
                switch value {
                case .string("underBars"): options.flightLevel = .underBars
                case .string("aboveBars"): options.flightLevel = .aboveBars
                default: reader.fail(p, "expected \"underBars\" or \"aboveBars\"")
                }
            case "reduceMotion":
                if case .bool(let b) = value { reduceMotion = b } else { reader.fail(p, "expected true or false") }
            case "cascade":
                matchedOnly.append(key)
                options.cascade = reader.cascade(value, p)
            case "effects":
                matchedOnly.append(key)
                options.unmatchedEffects = reader.effects(value, p)
            case "timing":
                matchedOnly.append(key)
                if let timing = reader.timing(value, p) { options.timing = timing }
            case "preset":
                preset = reader.preset(value, p)
            default:
                warnings.append(
                    SceneProblem(path: p, message: "unknown key, ignored\(Suggestion.hint(for: key, among: Self.keys))")
                )
            }
        }
        guard reader.problems.isEmpty else { throw SceneFileError(problems: reader.problems) }
        if let preset {
            for key in matchedOnly {
                warnings.append(
                    SceneProblem(
                        path: "\(path).\(key)",
                        message: "ignored with a preset (\"\(preset.name)\" has its own timing and effects)"))
            }
            self.init(kind: kind, style: .preset(preset, duration: duration), reduceMotion: reduceMotion)
        } else {
            options.duration = duration
            self.init(kind: kind, style: .matched(options), reduceMotion: reduceMotion)
        }
    }
}

/// Reading helpers for a scene-file section, collecting problems.
struct SectionReader {
    let path: String
    var problems: [SceneProblem] = []

    mutating func fail(_ p: String, _ m: String) { problems.append(SceneProblem(path: p, message: m)) }

    mutating func number(_ v: JSONValue, _ p: String) -> Double? {
        guard case .number(let n) = v, n.isFinite else {
            fail(p, "expected a finite number, got \(v.kind)")
            return nil
        }
        return n
    }

    /// `[x, y]`.
    mutating func pair(_ v: JSONValue, _ p: String) -> (Double, Double)? {
        guard case .array(let a) = v, a.count == 2 else {
            fail(p, "expected 2 numbers [x, y]")
            return nil
        }
        guard let x = number(a[0], "\(p)[0]"), let y = number(a[1], "\(p)[1]") else { return nil }
        return (x, y)
    }

    /// `[x, y]` or `{"<key>": [x, y]}`.
    mutating func pair(_ v: JSONValue, _ p: String, key: String) -> (Double, Double)? {
        if case .object(let fields) = v {
            for field in fields where field.key != key {
                fail("\(p).\(field.key)", "unknown key (expected \"\(key)\")")
            }
            guard let value = fields.first(where: { $0.key == key })?.value else {
                fail(p, "missing required key \"\(key)\"")
                return nil
            }
            return pair(value, "\(p).\(key)")
        }
        return pair(v, p)
    }

    /// A preset in any of its forms (see Docs/SceneFormat.md).
    mutating func preset(_ value: JSONValue, _ p: String) -> TransitionPreset? {
        switch value {
        case .string("roller"): return .roller
        case .string("fade"): return .fade
        case .string("actionSheet"): return .actionSheet()
        case .string("cardToDetail"): return .cardToDetail
        case .string("navigationSlide"): return .navigationSlide()
        case .string(let name) where ["circularReveal", "diffuse", "slide"].contains(name):
            fail(p, "\"\(name)\" needs its argument: write {\"\(name)\": …} (see Docs/SceneFormat.md)")
            return nil
        case .object(let o) where o.count == 1:
            let (name, argument) = (o[0].key, o[0].value)
            let q = "\(p).\(name)"
            switch name {
            case "circularReveal":
                return pair(argument, q, key: "from").map { .circularReveal(from: CGPoint(x: $0.0, y: $0.1)) }
            case "diffuse": return pair(argument, q, key: "from").map { .diffuse(from: CGPoint(x: $0.0, y: $0.1)) }
            case "actionSheet":
                return pair(argument, q, key: "size").map { .actionSheet(size: CGSize(width: $0.0, height: $0.1)) }
            case "slide":
                // "left", or {"edge": "left", "size": [w, h]} for a panel (0 = the container's extent).
                let edges: [String: ScreenEdge] = ["top": .top, "bottom": .bottom, "left": .left, "right": .right]
                var edgeName: JSONValue = argument
                var size: CGSize?
                if case .object(let fields) = argument {
                    edgeName = fields.first { $0.key == "edge" }?.value ?? .null
                    for field in fields where field.key != "edge" && field.key != "size" {
                        fail("\(q).\(field.key)", "unknown key (expected \"edge\" and \"size\")")
                    }
                    if let s = fields.first(where: { $0.key == "size" })?.value, let v = pair(s, "\(q).size") {
                        size = CGSize(width: v.0, height: v.1)
                    }
                }
                if case .string(let e) = edgeName, let edge = edges[e] { return .slide(from: edge, size: size) }
                fail(q, "expected \"top\", \"bottom\", \"left\" or \"right\" (or {\"edge\": …, \"size\": [w, h]})")
                return nil
            case "navigationSlide":
                guard case .object(let fields) = argument, fields.count == 1, fields[0].key == "rightToLeft",
                    case .bool(let rtl) = fields[0].value
                else {
                    fail(q, "expected {\"rightToLeft\": true or false}")
                    return nil
                }
                return .navigationSlide(rightToLeft: rtl)
            case "roller", "fade", "cardToDetail":
                fail(q, "\"\(name)\" takes no argument: write \"preset\": \"\(name)\"")
                return nil
            default:
                fail(p, "unknown preset \"\(name)\"\(Suggestion.hint(for: name, among: TransitionSpec.presetNames))")
                return nil
            }
        case .string(let other):
            fail(p, "unknown preset \"\(other)\"\(Suggestion.hint(for: other, among: TransitionSpec.presetNames))")
            return nil
        default:
            fail(p, "expected a preset name or an object with one preset")
            return nil
        }
    }
}

extension TransitionSpec {
    /// The section as a scene file writes it (the inverse of ``init(json:path:warnings:)``): what a
    /// device export carries, so a replay runs the same transition.
    package func json() -> JSONValue {
        var m: [(key: String, value: JSONValue)] = [("kind", .string(kind.rawValue))]
        func pair(_ x: Double, _ y: Double) -> JSONValue { .array([.number(x), .number(y)]) }
        switch style {
        case .matched(let o):
            if let d = o.duration { m.append(("duration", .number(d))) }
            switch o.timing {
            case .curve(.linear): m.append(("timing", .string("linear")))
            case .curve(.easeInEaseOut): m.append(("timing", .string("easeInOut")))
            case .curve(.easeIn): m.append(("timing", .string("easeIn")))
            case .curve(.easeOut): m.append(("timing", .string("easeOut")))
            case .curve(let c):
                m.append(("timing", .object([("curve", .array([c.x1, c.y1, c.x2, c.y2].map(JSONValue.number)))])))
            case .spring(let ratio): m.append(("timing", .object([("spring", .number(ratio))])))
            case .physicalSpring(let s):
                m.append(
                    (
                        "timing",
                        .object([
                            (
                                "spring",
                                .object([
                                    ("mass", .number(s.mass)), ("stiffness", .number(s.stiffness)),
                                    ("damping", .number(s.damping)),
                                ])
                            )
                        ])
                    ))
            }
            if o.arcIntensity != 0 { m.append(("arcIntensity", .number(o.arcIntensity))) }
            if o.dimming != 0 { m.append(("dimming", .number(o.dimming))) }
            if let c = o.cascade {
                m.append(
                    c.direction == .topToBottom
                        ? ("cascade", .number(c.delta))
                        : ("cascade", .object([("delta", .number(c.delta)), ("direction", .string("\(c.direction)"))])))
            }
            if !o.unmatchedEffects.isEmpty { m.append(("effects", .array(o.unmatchedEffects.map(Self.json)))) }
            if o.flightLevel == .aboveBars { m.append(("flightLevel", .string("aboveBars"))) }
        case .preset(let preset, let duration):
            let value: JSONValue
            switch preset {
            case .roller: value = .string("roller")
            case .fade: value = .string("fade")
            case .cardToDetail: value = .string("cardToDetail")
            case .actionSheet(nil): value = .string("actionSheet")
            case .actionSheet(let size?): value = .object([("actionSheet", pair(size.width, size.height))])
            case .circularReveal(let p): value = .object([("circularReveal", pair(p.x, p.y))])
            case .diffuse(let p): value = .object([("diffuse", pair(p.x, p.y))])
            case .navigationSlide(let rightToLeft):
                value =
                    rightToLeft
                    ? .object([("navigationSlide", .object([("rightToLeft", .bool(true))]))])
                    : .string("navigationSlide")
            case .slide(let edge, let size):
                let name = "\(edge)"
                value = .object([
                    (
                        "slide",
                        size.map { .object([("edge", .string(name)), ("size", pair($0.width, $0.height))]) }
                            ?? .string(name)
                    )
                ])
            }
            m.append(("preset", value))
            if let duration { m.append(("duration", .number(duration))) }
        }
        if reduceMotion { m.append(("reduceMotion", .bool(true))) }
        return .object(m)
    }
}

extension TransitionSpec {
    /// An effect as the `effects` array writes it.
    static func json(_ effect: Effect) -> JSONValue {
        switch effect {
        case .fade: .string("fade")
        case .scale(let k): .object([("scale", .number(k))])
        case .translate(let x, let y): .object([("translate", .array([.number(x), .number(y)]))])
        case .slide(let edge): .object([("slide", .string("\(edge)"))])
        }
    }
}

extension SectionReader {
    /// `"linear"`, `"easeIn"`, `"easeOut"`, `"easeInOut"`, `{"curve": [x1, y1, x2, y2]}`,
    /// `{"spring": dampingRatio}` or `{"spring": {"mass": m, "stiffness": k, "damping": c}}`.
    mutating func timing(_ value: JSONValue, _ p: String) -> Timing? {
        switch value {
        case .string("linear"): return .linear
        case .string("easeInOut"): return .easeInOut
        case .string("easeIn"): return .curve(.easeIn)
        case .string("easeOut"): return .curve(.easeOut)
        case .object(let t) where t.count == 1 && t[0].key == "curve":
            guard case .array(let a) = t[0].value, a.count == 4 else {
                fail("\(p).curve", "expected 4 numbers [x1, y1, x2, y2]")
                return nil
            }
            let n = a.indices.compactMap { number(a[$0], "\(p).curve[\($0)]") }
            guard n.count == 4 else { return nil }
            guard (0...1).contains(n[0]), (0...1).contains(n[2]) else {
                fail("\(p).curve", "x1 and x2 must be within 0...1, as for CAMediaTimingFunction")
                return nil
            }
            return .curve(CubicBezierTiming(n[0], n[1], n[2], n[3]))
        case .object(let t) where t.count == 1 && t[0].key == "spring":
            let q = "\(p).spring"
            guard case .object(let constants) = t[0].value else {
                return number(t[0].value, q).map { .spring(dampingRatio: $0) }
            }
            var values: [String: Double] = [:]
            for (key, v) in constants {
                guard ["mass", "stiffness", "damping"].contains(key) else {
                    fail("\(q).\(key)", "unknown key (expected \"mass\", \"stiffness\" or \"damping\")")
                    continue
                }
                if let n = number(v, "\(q).\(key)") {
                    if n < 0 || (key != "damping" && n == 0) {
                        fail("\(q).\(key)", key == "damping" ? "expected a number ≥ 0" : "expected a positive number")
                    } else {
                        values[key] = n
                    }
                }
            }
            guard let stiffness = values["stiffness"], let damping = values["damping"] else {
                if values.count == constants.count {
                    fail(q, "expected \"stiffness\" and \"damping\" (and \"mass\", 1 by default)")
                }
                return nil
            }
            return .physicalSpring(DampedSpring(mass: values["mass"] ?? 1, stiffness: stiffness, damping: damping))
        default:
            fail(
                p,
                "expected \"linear\", \"easeIn\", \"easeOut\", \"easeInOut\", {\"curve\": [x1, y1, x2, y2]}, "
                    + "{\"spring\": dampingRatio} or {\"spring\": {\"mass\", \"stiffness\", \"damping\"}}")
            return nil
        }
    }

    /// Seconds between unmatched views' effects (top to bottom), or `{"delta": s, "direction": d}`.
    mutating func cascade(_ value: JSONValue, _ p: String) -> Cascade? {
        let directions: [String: Cascade.Direction] = [
            "topToBottom": .topToBottom, "bottomToTop": .bottomToTop, "leftToRight": .leftToRight,
            "rightToLeft": .rightToLeft,
        ]
        guard case .object(let fields) = value else { return number(value, p).map { Cascade(delta: $0) } }
        var cascade = Cascade()
        for (key, v) in fields {
            switch key {
            case "delta": if let d = number(v, "\(p).delta") { cascade.delta = max(d, 0) }
            case "direction":
                if case .string(let name) = v, let direction = directions[name] {
                    cascade.direction = direction
                } else {
                    fail(
                        "\(p).direction",
                        "expected \"topToBottom\", \"bottomToTop\", \"leftToRight\" or \"rightToLeft\"")
                }
            default: fail("\(p).\(key)", "unknown key (expected \"delta\" or \"direction\")")
            }
        }
        return cascade
    }

    /// What views with no partner do: `["fade", {"scale": k}, {"translate": [x, y]}, {"slide": edge}]`.
    mutating func effects(_ value: JSONValue, _ p: String) -> [Effect] {
        guard case .array(let items) = value else {
            fail(p, "expected an array of effects")
            return []
        }
        let edges: [String: ScreenEdge] = ["top": .top, "bottom": .bottom, "left": .left, "right": .right]
        var result: [Effect] = []
        for (i, item) in items.enumerated() {
            let q = "\(p)[\(i)]"
            switch item {
            case .string("fade"): result.append(.fade)
            case .object(let f) where f.count == 1 && f[0].key == "scale":
                if let k = number(f[0].value, "\(q).scale") { result.append(.scale(k)) }
            case .object(let f) where f.count == 1 && f[0].key == "translate":
                if let v = pair(f[0].value, "\(q).translate") { result.append(.translate(x: v.0, y: v.1)) }
            case .object(let f) where f.count == 1 && f[0].key == "slide":
                if case .string(let name) = f[0].value, let edge = edges[name] {
                    result.append(.slide(from: edge))
                } else {
                    fail("\(q).slide", "expected \"top\", \"bottom\", \"left\" or \"right\"")
                }
            default:
                fail(q, "expected \"fade\", {\"scale\": k}, {\"translate\": [x, y]} or {\"slide\": edge}")
            }
        }
        return result
    }
}

extension TransitionScene {
    /// The scene's `transition` section (the defaults when it has none); warnings are appended to
    /// `warnings`, problems thrown as a ``SceneFileError``.
    package func transitionSpec(warnings: inout [SceneProblem]) throws -> TransitionSpec {
        try sections["transition"].map { try TransitionSpec(json: $0, warnings: &warnings) } ?? TransitionSpec()
    }
}

extension TransitionSpec {
    /// The request this transition makes between a scene's headless trees (its source to its
    /// destination, in its container).
    @MainActor
    package func request(on trees: HeadlessScene, interactive: Bool = false) -> TransitionRequest<HeadlessView> {
        TransitionRequest(
            kind, from: trees.source, to: trees.destination, in: trees.container, style: style,
            interactive: interactive, reduceMotion: reduceMotion)
    }
}
