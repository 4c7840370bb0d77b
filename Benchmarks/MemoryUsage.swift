import MatchCutAllocationCounter

/// Bytes the C heap has handed out and not taken back (glibc's `mallinfo2`), or `nil` elsewhere.
enum MemoryUsage {
    static func heapInUse() -> Int? {
        let bytes = matchcut_heap_in_use()
        return bytes >= 0 ? Int(bytes) : nil
    }
}
