import Foundation

/// A scene file's `"transition"` section: which way, and how.
///
/// ```json
/// "transition": {"kind": "push", "duration": 0.45, "arcIntensity": 0.3, "timing": {"spring": 0.85}}
/// "transition": {"kind": "present", "preset": {"circularReveal": [300, 700]}}
/// ```
public struct TransitionSpec: Equatable, Sendable {
    /// Which way (`"push"` by default).
    public var kind: TransitionKind
    /// How it moves.
    public var style: TransitionStyle
    /// Whether it runs as a cross-dissolve (Reduce Motion).
    public var reduceMotion: Bool

    /// Creates a spec.
    public init(
        kind: TransitionKind = .push, style: TransitionStyle = .matched(TransitionOptions()), reduceMotion: Bool = false
    ) {
        self.kind = kind
        self.style = style
        self.reduceMotion = reduceMotion
    }

    /// Reads a `"transition"` section; every problem is reported with its JSON path
    /// (`transition.preset: unknown preset "spin"`). Unknown keys are warnings, appended to
    /// `warnings`, as elsewhere in scene files.
    /// - Throws: ``SceneFileError``.
    public init(json: JSONValue, path: String = "transition", warnings: inout [SceneProblem]) throws {
        var problems: [SceneProblem] = []
        func fail(_ p: String, _ m: String) { problems.append(SceneProblem(path: p, message: m)) }
        func number(_ v: JSONValue, _ p: String) -> Double? {
            guard case .number(let n) = v, n.isFinite else {
                fail(p, "expected a finite number, got \(v.kind)")
                return nil
            }
            return n
        }
        func point(_ v: JSONValue, _ p: String) -> CGPoint? {
            guard case .array(let a) = v, a.count == 2, let x = number(a[0], "\(p)[0]"), let y = number(a[1], "\(p)[1]")
            else {
                if case .array(let a) = v, a.count == 2 { return nil }
                fail(p, "expected 2 numbers [x, y]")
                return nil
            }
            return CGPoint(x: x, y: y)
        }
        guard case .object(let members) = json else {
            throw SceneFileError(problems: [SceneProblem(path: path, message: "expected an object, got \(json.kind)")])
        }
        var kind = TransitionKind.push
        var options = TransitionOptions()
        var preset: TransitionPreset?
        var reduceMotion = false
        for (key, value) in members {
            let p = "\(path).\(key)"
            switch key {
            case "kind":
                if case .string(let s) = value, let k = TransitionKind(rawValue: s) {
                    kind = k
                } else {
                    fail(p, "expected \"push\", \"pop\", \"present\" or \"dismiss\"")
                }
            case "duration":
                if let d = number(value, p) {
                    if d <= 0 { fail(p, "expected a positive duration in seconds") } else { options.duration = d }
                }
            case "arcIntensity":
                if let a = number(value, p) { options.arcIntensity = a }
            case "dimming":
                if let d = number(value, p) { options.dimming = min(max(d, 0), 1) }
            case "reduceMotion":
                if case .bool(let b) = value { reduceMotion = b } else { fail(p, "expected true or false") }
            case "cascade":
                if let delta = number(value, p) { options.cascade = Cascade(delta: delta) }
            case "timing":
                switch value {
                case .string("linear"): options.timing = .linear
                case .string("easeInOut"): options.timing = .easeInOut
                case .string("easeIn"): options.timing = .curve(.easeIn)
                case .string("easeOut"): options.timing = .curve(.easeOut)
                case .object(let t) where t.count == 1 && t[0].key == "spring":
                    if let ratio = number(t[0].value, "\(p).spring") { options.timing = .spring(dampingRatio: ratio) }
                default:
                    fail(p, "expected \"linear\", \"easeIn\", \"easeOut\", \"easeInOut\" or {\"spring\": dampingRatio}")
                }
            case "preset":
                switch value {
                case .string("roller"): preset = .roller
                case .string("fade"): preset = .fade
                case .string("actionSheet"): preset = .actionSheet()
                case .string("cardToDetail"): preset = .cardToDetail
                case .object(let o) where o.count == 1:
                    let (name, argument) = (o[0].key, o[0].value)
                    let q = "\(p).\(name)"
                    switch name {
                    case "circularReveal": if let c = point(argument, q) { preset = .circularReveal(from: c) }
                    case "diffuse": if let c = point(argument, q) { preset = .diffuse(from: c) }
                    case "slide":
                        // "left", or {"edge": "left", "size": [w, h]} for a panel.
                        let edges: [String: Edge] = ["top": .top, "bottom": .bottom, "left": .left, "right": .right]
                        var edgeName: JSONValue = argument
                        var size: CGSize?
                        if case .object(let fields) = argument {
                            edgeName = fields.first { $0.key == "edge" }?.value ?? .null
                            if let s = fields.first(where: { $0.key == "size" })?.value {
                                if let p = point(s, "\(q).size") { size = CGSize(width: p.x, height: p.y) }
                            }
                        }
                        if case .string(let e) = edgeName, let edge = edges[e] {
                            preset = .slide(from: edge, size: size)
                        } else {
                            fail(
                                q,
                                "expected \"top\", \"bottom\", \"left\" or \"right\" (or {\"edge\": …, \"size\": [w, h]})"
                            )
                        }
                    case "actionSheet":
                        if let p = point(argument, q) { preset = .actionSheet(size: CGSize(width: p.x, height: p.y)) }
                    default: fail(p, "unknown preset \"\(name)\"")
                    }
                case .string(let other): fail(p, "unknown preset \"\(other)\"")
                default: fail(p, "expected a preset name or an object with one preset")
                }
            default: warnings.append(SceneProblem(path: p, message: "unknown key, ignored"))
            }
        }
        guard problems.isEmpty else { throw SceneFileError(problems: problems) }
        self.init(kind: kind, style: preset.map { .preset($0) } ?? .matched(options), reduceMotion: reduceMotion)
    }
}
