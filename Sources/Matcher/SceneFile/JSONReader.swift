/// A syntax error in a JSON document, with the place it was found.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    package let line: Int
    /// The column, from 1, in UTF-8 bytes.
    package let column: Int
    /// What was wrong.
    package let message: String

    /// `line L, column C: message`.
    package var description: String { "line \(line), column \(column): \(message)" }
}

/// A small strict JSON reader (RFC 8259) that reports the line and column of a syntax error,
/// rejects duplicate keys, and limits nesting so that a hostile file cannot exhaust the stack.
package struct JSONReader: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    package var maximumDepth: Int

    /// Creates a reader.
    /// - Parameter maximumDepth: arrays and objects nested deeper than this are an error
    ///   (512 by default: a scene tree about 250 views deep).
    package init(maximumDepth: Int = 512) {
        self.maximumDepth = maximumDepth
    }

    /// Parses a whole document.
    /// - Throws: ``JSONSyntaxError``.
    package func parse(_ text: String) throws -> JSONValue {
        var parser = Parser(bytes: Array(text.utf8), maximumDepth: maximumDepth)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count { throw parser.error("unexpected text after the document") }
        return value
    }
}

private struct Parser {
    let bytes: [UInt8]
    let maximumDepth: Int
    var index = 0

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while let b = peek, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { index += 1 }
    }

    mutating func expect(_ literal: String) -> Bool {
        let utf8 = Array(literal.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            return false
        }
        index += utf8.count
        return true
    }

    mutating func value(depth: Int) throws -> JSONValue {
        guard let b = peek else { throw error("unexpected end of the document, expected a value") }
        switch b {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            if expect("true") { return .bool(true) }
        case UInt8(ascii: "f"):
            if expect("false") { return .bool(false) }
        case UInt8(ascii: "n"):
            if expect("null") { return .null }
        case UInt8(ascii: "N"):
            if expect("NaN") { return .number(.nan) }
        case UInt8(ascii: "I"):
            if expect("Infinity") { return .number(.infinity) }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if b == UInt8(ascii: "-"), expect("-Infinity") { return .number(-.infinity) }
            return .number(try number())
        default:
            break
        }
        throw error("unexpected character '\(Character(Unicode.Scalar(b)))', expected a value")
    }

    mutating func object(depth: Int) throws -> JSONValue {
        guard depth <= maximumDepth else { throw error("nested deeper than \(maximumDepth) levels") }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen: Set<String> = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyStart = index
            let key = try string()
            guard seen.insert(key).inserted else {
                index = keyStart
                throw error("duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            members.append((key, try value(depth: depth)))
            skipWhitespace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if peek == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw error("expected ',' or '}' in an object")
        }
    }

    mutating func array(depth: Int) throws -> JSONValue {
        guard depth <= maximumDepth else { throw error("nested deeper than \(maximumDepth) levels") }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth))
            skipWhitespace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if peek == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            throw error("expected ',' or ']' in an array")
        }
    }

    mutating func number() throws -> Double {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        func digits(_ p: inout Parser) -> Int {
            var n = 0
            while let b = p.peek, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
                p.index += 1
                n += 1
            }
            return n
        }
        let intStart = index
        guard digits(&self) > 0 else { throw error("expected a digit") }
        if bytes[intStart] == UInt8(ascii: "0"), index - intStart > 1 {
            index = intStart
            throw error("a number cannot start with 0")
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else {
            index = start
            throw error("invalid number \(text)")
        }
        return value  // 1e400 parses as infinity; the scene decoder rejects it by path
    }

    mutating func string() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ p: Parser, _ run: Int, into s: inout String.UnicodeScalarView) {
            s.append(contentsOf: String(decoding: p.bytes[run..<p.index], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let b = peek else { throw error("unterminated string") }
            if b == UInt8(ascii: "\"") {
                flush(self, run, into: &scalars)
                index += 1
                return String(scalars)
            }
            if b < 0x20 { throw error("control character in a string (escape it)") }
            if b != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            flush(self, run, into: &scalars)
            index += 1
            guard let e = peek else { throw error("unterminated string") }
            index += 1
            switch e {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code) {
                    guard expect("\\u") else { throw error("unpaired surrogate in \\u escape") }
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                scalars.append(scalar)
            default:
                index -= 1
                throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
            }
            run = index
        }
    }

    mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
            let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("expected 4 hex digits after \\u") }
        index += 4
        return v
    }
}
