/// "Did you mean …?" for a name that is not one of the known ones: scene files and the lab use it
/// for unknown keys, presets, modifiers and IDs.
package enum Suggestion {
    /// The known name closest to `name` when it is close enough to be a slip of the keyboard
    /// (case aside, at most a third of its letters different, and at most 3), or `nil`.
    package static func closest(to name: String, among known: some Sequence<String>) -> String? {
        let lower = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in known {
            let d = distance(lower, Array(candidate.lowercased()))
            if d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        guard let best, best.distance <= min(3, max(1, lower.count / 3)) else { return nil }
        return best.name
    }

    /// `"; did you mean \"x\"?"`, or an empty string.
    package static func hint(for name: String, among known: some Sequence<String>) -> String {
        closest(to: name, among: known).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// The Levenshtein distance (insertions, deletions, substitutions, and a swap of two
    /// neighbouring letters counted as one).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}

extension DecodingContext {
    /// Warns about an unknown key, suggesting the known key it most resembles.
    mutating func unknownKey(_ path: String, _ key: String, known: some Sequence<String>) {
        warn(path, "unknown key, ignored\(Suggestion.hint(for: key, among: known))")
    }

    /// Fails for each key of `required` that `members` lacks, naming the unknown key that looks
    /// like a misspelling of it.
    mutating func requireKeys(
        _ required: [String], in members: [(key: String, value: JSONValue)], known: Set<String>, at path: String
    ) {
        let present = Set(members.map(\.key))
        let unknown = members.map(\.key).filter { !known.contains($0) }
        for key in required where !present.contains(key) {
            if let slip = unknown.first(where: { Suggestion.closest(to: $0, among: [key]) != nil }) {
                fail(path, "missing required key \"\(key)\" (\"\(slip)\" looks like a misspelling of it)")
            } else {
                fail(path, "missing required key \"\(key)\"")
            }
        }
    }
}
