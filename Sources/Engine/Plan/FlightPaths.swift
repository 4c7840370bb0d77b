import Foundation

/// The paths of the views a search must know by place (the pairs' views and the views that fly
/// on their own) as a tree of child indices, each place with what it holds: a walk that carries
/// its place reads a view's flags at once, and finds a child's place by a short scan (a place
/// with more than ``fewChildren`` children: by one lookup in a table), with no view hashed.
struct FlightPaths {
    /// What a place holds.
    struct Place {
        /// The index of the pair whose view is here, if any.
        var pair: Int?
        /// A view that flies on its own (or a pair's view) is here.
        var flies = false
        /// A flying view is here or below.
        var holdsFlying = false
        /// A pair's view is here or below.
        var holdsPair = false
    }

    /// The place of the screen's root.
    static let root: Int32 = 0
    /// Off every path.
    static let none: Int32 = -1

    private var places = [Place()]
    /// Each place's children: (child index, place), looked through in turn while there are few.
    private var children: [[(index: Int, place: Int32)]] = [[]]
    /// The children of places with more than ``fewChildren``, by place and child index: a wide
    /// container holding many flights (a grid of tagged cells) is looked up without a scan.
    private var wide: [Int: Int32] = [:]
    /// How many children a place's list holds before its children are looked up in ``wide``.
    static let fewChildren = 8

    private static func key(_ place: Int32, _ index: Int) -> Int { Int(place) << 32 | (index & 0xFFFF_FFFF) }

    /// Adds the view at `indices` below the root: a pair's view (`pair`), or one that flies. A
    /// path with an index no view can have (negative, or beyond 2³²) is left out whole.
    mutating func insert(_ indices: [Int], pair: Int?) {
        guard indices.allSatisfy(Self.isValid) else { return }
        var current = Self.root
        places[Int(current)].holdsFlying = true
        if pair != nil { places[Int(current)].holdsPair = true }
        for index in indices {
            var next = child(of: current, at: index)
            if next == Self.none {
                next = Int32(places.count)
                places.append(Place())
                children.append([])
                children[Int(current)].append((index, next))
                let list = children[Int(current)]
                if list.count > Self.fewChildren {
                    if list.count == Self.fewChildren + 1 {
                        for entry in list { wide[Self.key(current, entry.index)] = entry.place }
                    } else {
                        wide[Self.key(current, index)] = next
                    }
                }
            }
            current = next
            places[Int(current)].holdsFlying = true
            if pair != nil { places[Int(current)].holdsPair = true }
        }
        places[Int(current)].flies = true
        if let pair { places[Int(current)].pair = pair }
    }

    /// Whether a view can have `index` among its children's indices (and a place be keyed by it).
    private static func isValid(_ index: Int) -> Bool { index >= 0 && index <= Int(UInt32.max) }

    /// The place of child `index` of `place`, or ``none``.
    func child(of place: Int32, at index: Int) -> Int32 {
        guard place >= 0, Self.isValid(index) else { return Self.none }
        if children[Int(place)].count > Self.fewChildren { return wide[Self.key(place, index)] ?? Self.none }
        for entry in children[Int(place)] where entry.index == index { return entry.place }
        return Self.none
    }

    /// What `place` holds (nothing for ``none``).
    func place(_ place: Int32) -> Place {
        place >= 0 ? places[Int(place)] : Place()
    }
}
