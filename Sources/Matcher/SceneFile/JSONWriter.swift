/// Writes ``JSONValue``s as text: keys in the order given, numbers in their shortest exact form
/// (integers without a fraction), optionally indented.
package struct JSONWriter: Sendable {
    /// Spaces per level, or `nil` for one compact line.
    package var indent: Int?

    /// Creates a writer.
    package init(indent: Int? = 2) {
        self.indent = indent
    }

    /// The text of `value`. Non-finite numbers, which JSON cannot hold, are written as `null`.
    package func string(_ value: JSONValue) -> String {
        var out = ""
        write(value, level: 0, into: &out)
        return out
    }

    /// A number as JSON text.
    package static func number(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    private func newline(_ level: Int, _ out: inout String) {
        guard let indent else { return }
        out += "\n" + String(repeating: " ", count: indent * level)
    }

    private func write(_ value: JSONValue, level: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.number(n)
        case .string(let s): out += Self.quoted(s)
        case .array(let items):
            // Arrays of numbers stay on one line: frames, quads, matrices read better that way.
            let flat = items.allSatisfy {
                if case .number = $0 {
                    true
                } else if case .array(let inner) = $0 {
                    inner.allSatisfy { if case .number = $0 { true } else { false } }
                } else {
                    false
                }
            }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += flat || indent == nil ? ", " : "," }
                if !flat { newline(level + 1, &out) }
                write(item, level: level + 1, into: &out)
            }
            if !flat && !items.isEmpty { newline(level, &out) }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                newline(level + 1, &out)
                out += Self.quoted(member.key) + (indent == nil ? ":" : ": ")
                write(member.value, level: level + 1, into: &out)
            }
            if !members.isEmpty { newline(level, &out) }
            out += "}"
        }
    }

    /// A string as a JSON string literal.
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
