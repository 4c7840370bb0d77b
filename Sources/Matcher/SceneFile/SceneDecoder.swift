import Foundation

/// Reads scene files: JSON text to a validated ``TransitionScene``, every problem reported with its JSON
/// path. Unknown keys are warnings, so files written by newer tools still load.
///
/// ```swift
/// let decoded = try SceneDecoder().decode(text)
/// for warning in decoded.warnings { print("warning: \(warning)") }
/// let trees = decoded.scene.makeHeadlessTrees()
/// ```
package struct SceneDecoder: Sendable {
    /// The top-level keys read by later stages (kept in ``TransitionScene/sections``).
    package var sectionKeys: Set<String> = ["transition", "gesture"]

    /// Creates a decoder.
    package init() {}

    /// A decoded scene and the warnings met on the way.
    package struct Result: Sendable {
        /// The scene.
        package var scene: TransitionScene
        /// Problems that did not stop decoding: unknown keys, clamped values, duplicate IDs, trees
        /// with no IDs.
        package var warnings: [SceneProblem]
    }

    /// Decodes scene-file text.
    /// - Throws: ``SceneFileError`` listing every error, each with its JSON path.
    package func decode(_ text: String) throws -> Result {
        let json: JSONValue
        do {
            json = try JSONReader().parse(text)
        } catch {
            throw SceneFileError(problems: [SceneProblem(path: "", message: "malformed JSON: \(error)")])
        }
        return try decode(json)
    }

    /// Decodes an already parsed document.
    /// - Throws: ``SceneFileError`` listing every error, each with its JSON path.
    package func decode(_ json: JSONValue) throws -> Result {
        var context = DecodingContext()
        let scene = context.scene(json, sectionKeys: sectionKeys)
        guard context.errors.isEmpty, let scene else {
            throw SceneFileError(problems: context.errors)
        }
        return Result(scene: scene, warnings: context.warnings)
    }
}

/// Collects errors and warnings while walking the document.
struct DecodingContext {
    var errors: [SceneProblem] = []
    var warnings: [SceneProblem] = []

    mutating func fail(_ path: String, _ message: String) {
        errors.append(SceneProblem(path: path, message: message))
    }

    mutating func warn(_ path: String, _ message: String) {
        warnings.append(SceneProblem(path: path, message: message))
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The members of an object, or `nil` (with an error) for anything else.
    mutating func object(_ value: JSONValue, _ path: String) -> [(key: String, value: JSONValue)]? {
        guard case .object(let members) = value else {
            fail(path, "expected an object, got \(value.kind)")
            return nil
        }
        return members
    }

    mutating func number(_ value: JSONValue, _ path: String) -> Double? {
        guard case .number(let n) = value else {
            fail(path, "expected a number, got \(value.kind)")
            return nil
        }
        guard n.isFinite else {
            fail(path, "expected a finite number, got \(n.isNaN ? "NaN" : n > 0 ? "infinity" : "-infinity")")
            return nil
        }
        return n
    }

    mutating func bool(_ value: JSONValue, _ path: String) -> Bool? {
        guard case .bool(let b) = value else {
            fail(path, "expected true or false, got \(value.kind)")
            return nil
        }
        return b
    }

    mutating func string(_ value: JSONValue, _ path: String) -> String? {
        guard case .string(let s) = value else {
            fail(path, "expected a string, got \(value.kind)")
            return nil
        }
        return s
    }

    /// Exactly `counts` finite numbers (one of the allowed counts).
    mutating func numbers(_ value: JSONValue, _ path: String, counts: [Int]) -> [Double]? {
        let expected = counts.map(String.init).joined(separator: " or ")
        guard case .array(let items) = value else {
            fail(path, "expected \(expected) numbers, got \(value.kind)")
            return nil
        }
        guard counts.contains(items.count) else {
            fail(path, "expected \(expected) numbers, got \(items.count)")
            return nil
        }
        var result: [Double] = []
        for (i, item) in items.enumerated() {
            guard let n = number(item, "\(path)[\(i)]") else { return nil }
            result.append(n)
        }
        return result
    }
}
