import Foundation

extension SceneEncoder {
    /// A modifier as scene files write it (the inverse of the decoder's `"modifiers"` entries).
    package func json(_ modifier: TransitionModifier) -> JSONValue {
        func one(_ key: String, _ value: JSONValue) -> JSONValue { .object([(key, value)]) }
        switch modifier {
        case .fade: return .string("fade")
        case .ignoreSubviews: return .string("ignoreSubviews")
        case .scale(let s): return one("scale", .number(s))
        case .translate(let x, let y): return one("translate", .array([.number(x), .number(y)]))
        case .arc(let i): return one("arc", .number(i))
        case .delay(let d): return one("delay", .number(d))
        case .zIndex(let z): return one("zIndex", .number(Double(z)))
        case .spring(let ratio, let response):
            return one("spring", .object([("dampingRatio", .number(ratio)), ("response", .number(response))]))
        case .content(let content):
            switch content {
            case .sourceSnapshot: return one("content", .string("source"))
            case .destinationSnapshot: return one("content", .string("destination"))
            case .liveView: return one("content", .string("live"))
            case .both(let fade, let fit):
                let fades: [FadeMode: String] = [.in: "in", .out: "out", .cross: "cross", .through: "through"]
                let fits: [FitMode: String] = [.width: "width", .height: "height", .auto: "auto"]
                return one("content", .object([("fade", .string(fades[fade]!)), ("fit", .string(fits[fit]!))]))
            }
        case .snapshot(let strategy):
            let names: [SnapshotStrategy: String] = [
                .automatic: "automatic", .snapshotView: "snapshotView", .layerRender: "layerRender",
                .imageCopy: "imageCopy", .labelCopy: "labelCopy",
            ]
            return one("snapshot", .string(names[strategy]!))
        case .keyframes(let k):
            let frames: [JSONValue] = k.keyframes.map { f in
                var m: [(key: String, value: JSONValue)] = [("time", .number(f.time))]
                let o = f.offset
                if o.translation != .zero {
                    m.append(("translate", .array([.number(o.translation.width), .number(o.translation.height)])))
                }
                if o.scale != 1 { m.append(("scale", .number(o.scale))) }
                if o.rotation != 0 { m.append(("rotate", .number(o.rotation))) }
                if o.opacity != 1 { m.append(("opacity", .number(o.opacity))) }
                return .object(m)
            }
            return one(
                "keyframes",
                .object([("interpolation", .string(k.interpolation.rawValue)), ("frames", .array(frames))]))
        }
    }

    /// A view's text or image as scene files write it.
    package func json(_ content: ViewContent) -> (key: String, value: JSONValue) {
        switch content {
        case .text(let t):
            return (
                "text",
                .object([
                    ("string", .string(t.string)), ("fontSize", .number(t.fontSize)),
                    ("weight", .number(Double(t.weight))),
                    ("color", color(t.color)), ("alignment", .string(t.alignment.rawValue)),
                    ("lines", .number(Double(t.numberOfLines))),
                ])
            )
        case .composited(let c):
            return ("composited", .object([("kind", .string(c.kind.rawValue)), ("color", color(c.color))]))
        case .image(let i):
            var m: [(key: String, value: JSONValue)] = []
            switch i.source {
            case .gradient(let colors, let angle):
                m = [("gradient", .array(colors.map(color))), ("angle", .number(angle))]
            case .pattern(let name, let colors):
                m = [("pattern", .string(name)), ("colors", .array(colors.map(color)))]
            case .dataURI(let uri):
                m = [("data", .string(uri))]
            }
            m.append(("contentMode", .string(i.contentMode.rawValue)))
            return ("image", .object(m))
        }
    }
}
