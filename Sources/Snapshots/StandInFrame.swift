import Foundation
import MatchCutMatcher

/// One stand-in as drawn at one moment: what the headless backend renders and tests check.
public struct StandInFrame: Equatable, Sendable {
    /// The stand-in's identifier within its plan.
    public var id: Int
    /// A name for people (`"pair photo"`, `"source root"`).
    public var name: String
    /// Its corners in the container.
    public var quad: Quad
    /// Its pose (the quad's description as centre, size and shape).
    public var state: StandInState
    /// Its drawing order: higher is in front.
    public var zIndex: Int
    /// The opacity of the source snapshot inside it, 0…1.
    public var sourceContentAlpha: Double
    /// The opacity of the destination snapshot inside it, 0…1.
    public var destinationContentAlpha: Double
    /// Where the source snapshot sits inside the stand-in's bounds (``PicturePlacement``), or `nil`
    /// when it shows no source snapshot.
    public var sourceContentFrame: CGRect?
    /// Where the destination snapshot sits inside the stand-in's bounds, or `nil`.
    public var destinationContentFrame: CGRect?
    /// `nil` for a source picture stretched to its frame; for text, the uniform scale from the
    /// size it is laid out at to its frame (``PicturePlacement/Placed/scale``).
    public var sourceContentScale: CGFloat?
    /// The destination picture's scale, as ``sourceContentScale``.
    public var destinationContentScale: CGFloat?

    /// Creates a frame.
    public init(
        id: Int, name: String, quad: Quad, state: StandInState, zIndex: Int, sourceContentAlpha: Double,
        destinationContentAlpha: Double
    ) {
        self.id = id
        self.name = name
        self.quad = quad
        self.state = state
        self.zIndex = zIndex
        self.sourceContentAlpha = sourceContentAlpha
        self.destinationContentAlpha = destinationContentAlpha
    }

    /// A frame holding `state` and nothing else yet (identifier 0, no name, a zero quad, no
    /// pictures), to be completed in place (`StandInTrack.complete(_:at:)`).
    package init(blank state: StandInState) {
        self.init(
            id: 0, name: "", quad: Quad(topLeft: .zero, topRight: .zero, bottomRight: .zero, bottomLeft: .zero),
            state: state, zIndex: 0, sourceContentAlpha: 0, destinationContentAlpha: 0)
    }
}
