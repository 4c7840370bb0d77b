/// Where a view is in its tree: the child indices from the root, written as a scene file's JSON
/// path (`source.children[2].children[0]`) so a report points straight at the node.
@usableFromInline package struct ViewPath: Hashable, Sendable, CustomStringConvertible {
    /// The tree.
    @usableFromInline package var side: TreeSide
    /// Child indices from the root; empty for the root itself.
    @usableFromInline package var indices: [Int]

    /// Creates a path.
    @usableFromInline package init(side: TreeSide, indices: [Int] = []) {
        self.side = side
        self.indices = indices
    }

    /// The JSON path, e.g. `destination.children[0].children[3]`.
    @usableFromInline package var description: String {
        // Written as bytes into one string: a planner names every stand-in by its path, and
        // appending piece by piece was a tenth of planning a screen.
        let side = side.rawValue.utf8
        let digits = indices.reduce(0) { $0 + Self.digitCount($1) }
        return String(unsafeUninitializedCapacity: side.count + indices.count * 11 + digits) { buffer in
            var i = 0
            func put(_ byte: UInt8) {
                buffer[i] = byte
                i += 1
            }
            for byte in side { put(byte) }
            for index in indices {
                for byte in ".children[".utf8 { put(byte) }
                if index < 0 { put(UInt8(ascii: "-")) }
                var magnitude = index.magnitude
                let start = i
                repeat {
                    put(UInt8(ascii: "0") + UInt8(magnitude % 10))
                    magnitude /= 10
                } while magnitude > 0
                buffer[start..<i].reverse()
                put(UInt8(ascii: "]"))
            }
            return i
        }
    }

    /// The characters `index` takes in decimal, its sign included.
    private static func digitCount(_ index: Int) -> Int {
        var count = index < 0 ? 2 : 1
        var magnitude = index.magnitude
        while magnitude >= 10 {
            magnitude /= 10
            count += 1
        }
        return count
    }
}
