import MatchCutMatcher

/// One stand-in's layers (see ``StandInLayerRole`` for the tree they form).
package struct CompiledStandIn: Equatable, Sendable {
    /// The track's identifier in its plan (``StandInTrack/id``).
    package var track: Int
    /// The track's name, for people.
    package var name: String
    /// The layers, parents before children.
    package var layers: [CompiledLayer]
    /// Why Core Animation cannot play this stand-in, or empty when it can. A stand-in with reasons
    /// stays on the display-link path (the layers are then only its first pose).
    package var unsupported: [String]
    /// What Core Animation plays only approximately even so (a property it cannot animate, held
    /// at one value), for people.
    package var approximations: [String]

    /// Creates a compiled stand-in.
    package init(
        track: Int, name: String, layers: [CompiledLayer], unsupported: [String] = [], approximations: [String] = []
    ) {
        self.track = track
        self.name = name
        self.layers = layers
        self.unsupported = unsupported
        self.approximations = approximations
    }

    /// Whether Core Animation can play it (no ``unsupported`` reasons).
    package var isSupported: Bool { unsupported.isEmpty }

    /// The layer playing `role`, if the stand-in has one.
    package func layer(_ role: StandInLayerRole) -> CompiledLayer? { layers.first { $0.role == role } }

    /// How many keyframe values its keyframe animations carry in all (a path animation counts its
    /// keyframes).
    package var keyCount: Int { layers.reduce(0) { $0 + $1.keyCount } }
}
