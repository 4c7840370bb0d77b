extension MatchReport: CustomStringConvertible {
    /// The report in words a person reads: pairs, unmatched views, duplicates and skipped views.
    @usableFromInline package var description: String {
        var lines: [String] = []
        func format(_ q: Quad) -> String {
            let b = q.boundingBox
            return "[\(short(b.minX)), \(short(b.minY)), \(short(b.width)) × \(short(b.height))]"
        }
        lines.append(pairs.isEmpty ? "no matched pairs" : "\(pairs.count) matched pair\(pairs.count == 1 ? "" : "s")")
        for pair in pairs {
            var line =
                "  \(pair.key): \(pair.source.path) \(format(pair.source.quad)) -> "
                + "\(pair.destination.path) \(format(pair.destination.quad))"
            if let parent = pair.enclosingPairInSource ?? pair.enclosingPairInDestination {
                line += " (nested in \(pairs[parent].key))"
            }
            lines.append(line)
        }
        func unmatched(_ view: UnmatchedView) -> String {
            "  \(view.key) at \(view.path)" + (hint(for: view).map { ": \($0)" } ?? "")
        }
        if !onlyInSource.isEmpty {
            lines.append("only in the source (\(onlyInSource.count)):")
            lines += onlyInSource.map(unmatched)
        }
        if !onlyInDestination.isEmpty {
            lines.append("only in the destination (\(onlyInDestination.count)):")
            lines += onlyInDestination.map(unmatched)
        }
        if !duplicates.isEmpty {
            lines.append("duplicate IDs (\(duplicates.count)); the front-most visible view wins:")
            for d in duplicates {
                let winner = d.winner.map { "winner \($0)" } ?? "no visible occurrence, no winner"
                let losers = d.losers.isEmpty ? "" : "; losers " + d.losers.map(\.description).joined(separator: ", ")
                lines.append("  \(d.key) ×\(d.occurrences.count) in the \(d.side): \(winner)\(losers)")
            }
        }
        if !skipped.isEmpty {
            lines.append("skipped (\(skipped.count)):")
            lines += skipped.map { "  \($0.key) at \($0.path): \($0.reason)" }
        }
        return lines.joined(separator: "\n")
    }
}

/// A number with at most two decimals, without a trailing ".0".
func short(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
}
