/// A compilation's moments by time: a hash table open-addressed on the time's bits, with the
/// lookups of a `[Double: Moment]` (times equal under `==` share an entry: 0 and −0 do, a NaN time
/// is never found or kept) at a fraction of their cost. A compile looks a moment up for every check
/// (thousands a stand-in), and hashing a `Double` with the standard `Hasher` was a tenth of it.
struct MomentTable {
    /// Each slot's time bits, ``vacant`` when empty.
    private var keys: [UInt64]
    private var moments: [StandInCompilation.Moment?]
    private var count = 0
    /// `keys.count − 1`, a power of 2 less 1.
    private var mask: Int
    /// 64 less the number of bits a slot's index takes.
    private var shift: UInt64

    /// A NaN's bits: no key is one.
    private static let vacant = UInt64.max

    /// An empty table with room for `capacity` moments before it grows.
    init(capacity: Int) {
        var size = 16
        while size * 3 < max(capacity, 1) * 4 { size *= 2 }
        self.init(slots: size)
    }

    /// An empty table of `size` slots, a power of 2.
    private init(slots size: Int) {
        keys = Array(repeating: Self.vacant, count: size)
        moments = Array(repeating: nil, count: size)
        mask = size - 1
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    /// How many moments it holds.
    var entries: Int { count }

    /// The key of `time`: its bits, 0's for −0; `nil` for a NaN.
    private static func key(_ time: Double) -> UInt64? {
        if time.isNaN { return nil }
        return time == 0 ? 0 : time.bitPattern
    }

    /// The slot holding `key`, or the empty one where it would go.
    private func slot(_ key: UInt64) -> Int {
        // Fibonacci hashing: the top bits of the product spread nearby times apart.
        var i = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while keys[i] != key && keys[i] != Self.vacant { i = (i + 1) & mask }
        return i
    }

    /// The moment kept for `time`, if any.
    subscript(time: Double) -> StandInCompilation.Moment? {
        guard let key = Self.key(time) else { return nil }
        let i = slot(key)
        return keys[i] == key ? moments[i] : nil
    }

    /// Keeps `moment` for `time` (nothing for a NaN time), replacing what was kept for it.
    mutating func insert(_ moment: StandInCompilation.Moment, at time: Double) {
        guard let key = Self.key(time) else { return }
        var i = slot(key)
        if keys[i] != key {
            if (count + 1) * 4 > keys.count * 3 {
                grow()
                i = slot(key)
            }
            count += 1
            keys[i] = key
        }
        moments[i] = moment
    }

    private mutating func grow() {
        var bigger = MomentTable(slots: keys.count * 2)
        for (key, moment) in zip(keys, moments) where key != Self.vacant {
            let i = bigger.slot(key)
            bigger.keys[i] = key
            bigger.moments[i] = moment
        }
        bigger.count = count
        self = bigger
    }
}
