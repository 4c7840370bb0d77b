import Foundation

extension DecodingContext {
    /// `"text": "Hello"` or `{"string": "Hello", "fontSize": 17, "weight": "semibold" | 600,
    /// "color": colour, "alignment": "leading" | "center" | "trailing", "lines": 2}`.
    mutating func text(_ value: JSONValue, _ path: String) -> TextContent? {
        if case .string(let s) = value { return TextContent(s) }
        guard let members = object(value, path) else { return nil }
        let known = ["string", "fontSize", "weight", "color", "alignment", "lines"]
        let weights = [
            "thin": 100, "ultraLight": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
            "heavy": 800, "black": 900,
        ]
        var text = TextContent("")
        for (key, v) in members {
            let p = Self.join(path, key)
            switch key {
            case "string": if let s = string(v, p) { text.string = s }
            case "fontSize": if let n = positive(v, p, "font size in points") { text.fontSize = n }
            case "weight":
                if case .string(let s) = v {
                    if let w = weights[s] {
                        text.weight = w
                    } else {
                        fail(p, "unknown weight \"\(s)\"\(Suggestion.hint(for: s, among: weights.keys))")
                    }
                } else if let n = number(v, p) {
                    if n < 100 || n > 900 { fail(p, "expected a weight from 100 to 900") } else { text.weight = Int(n) }
                }
            case "color": if let c = color(v, p) { text.color = c }
            case "alignment":
                guard let s = string(v, p) else { continue }
                if let a = TextContent.Alignment(rawValue: s) {
                    text.alignment = a
                } else {
                    fail(p, "expected \"leading\", \"center\" or \"trailing\"")
                }
            case "lines":
                guard let n = number(v, p) else { continue }
                if n < 0 || n != n.rounded() {
                    fail(p, "expected a whole number ≥ 0 (0: no limit)")
                } else {
                    text.numberOfLines = Int(n)
                }
            default: unknownKey(p, key, known: known)
            }
        }
        requireKeys(["string"], in: members, known: Set(known), at: path)
        return text
    }

    /// `{"kind": "video", "color": "#202030"}`: content the system composites (``CompositedContent``).
    mutating func composited(_ value: JSONValue, _ path: String) -> CompositedContent? {
        guard let members = object(value, path) else { return nil }
        let known = ["kind", "color"]
        var content = CompositedContent(.video)
        for (key, v) in members {
            let p = Self.join(path, key)
            switch key {
            case "kind":
                guard let s = string(v, p) else { continue }
                if let kind = CompositedContent.Kind(rawValue: s) {
                    content.kind = kind
                } else {
                    let names = CompositedContent.Kind.allCases.map(\.rawValue)
                    fail(p, "unknown kind \"\(s)\"\(Suggestion.hint(for: s, among: names))")
                }
            case "color": if let c = color(v, p) { content.color = c }
            default: unknownKey(p, key, known: known)
            }
        }
        requireKeys(["kind"], in: members, known: Set(known), at: path)
        return content
    }

    /// `{"gradient": [colours], "angle": radians}`, `{"pattern": "stripes", "colors": [a, b]}` or
    /// `{"data": "data:image/png;base64,…"}`, each with an optional `"contentMode"`.
    mutating func image(_ value: JSONValue, _ path: String) -> ImageContent? {
        guard let members = object(value, path) else { return nil }
        let known = ["gradient", "angle", "pattern", "colors", "data", "contentMode"]
        var source: ImageContent.Source?
        var mode = ImageContent.ContentMode.scaleAspectFill
        var angle = 0.0
        var colors: [RGBAColor] = []
        var pattern: String?
        func colorList(_ v: JSONValue, _ p: String) -> [RGBAColor] {
            guard case .array(let items) = v, items.count >= 2 else {
                fail(p, "expected at least 2 colours")
                return []
            }
            return items.enumerated().compactMap { color($0.element, "\(p)[\($0.offset)]") }
        }
        for (key, v) in members {
            let p = Self.join(path, key)
            switch key {
            case "gradient": colors = colorList(v, p)
            case "colors": colors = colorList(v, p)
            case "angle": if let a = number(v, p) { angle = a }
            case "pattern":
                guard let s = string(v, p) else { continue }
                if ["stripes", "checks", "dots"].contains(s) {
                    pattern = s
                } else {
                    fail(p, "unknown pattern \"\(s)\" (expected stripes, checks or dots)")
                }
            case "data":
                guard let s = string(v, p) else { continue }
                if s.hasPrefix("data:image/png;base64,") || s.hasPrefix("data:image/jpeg;base64,") {
                    source = .dataURI(s)
                } else {
                    fail(p, "expected a data URI of a PNG or JPEG (data:image/png;base64,…)")
                }
            case "contentMode":
                guard let s = string(v, p) else { continue }
                if let m = ImageContent.ContentMode(rawValue: s) {
                    mode = m
                } else {
                    fail(p, "expected \"scaleToFill\", \"scaleAspectFit\" or \"scaleAspectFill\"")
                }
            default: unknownKey(p, key, known: known)
            }
        }
        if members.contains(where: { $0.key == "gradient" }) {
            source = .gradient(colors: colors, angle: angle)
        } else if let pattern {
            guard colors.count >= 2 else {
                fail(path, "a pattern needs \"colors\": [a, b]")
                return nil
            }
            source = .pattern(name: pattern, colors: colors)
        }
        guard let source else {
            if !members.contains(where: { $0.key == "data" }) {
                fail(path, "expected \"gradient\", \"pattern\" or \"data\"")
            }
            return nil
        }
        return ImageContent(source, contentMode: mode)
    }
}
