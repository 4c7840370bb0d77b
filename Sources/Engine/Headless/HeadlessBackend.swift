import Foundation

/// The reference backend: stand-ins are ``HeadlessView``s whose geometry reproduces each frame's
/// pose exactly (bounds = size, position = centre, transform = shape), so what tests measure
/// through the view tree is what a device would show.
@MainActor
public final class HeadlessBackend: TransitionBackend {
    /// Stand-ins currently in a container (in no particular order).
    public var liveStandIns: [HeadlessView] { Array(standIns.values) }
    private var standIns: [ObjectIdentifier: HeadlessView] = [:]
    /// The last frame drawn into each stand-in, by stand-in identity.
    private var lastFrames: [ObjectIdentifier: StandInFrame] = [:]
    /// Live views flying inside stand-ins.
    private var liveContent: [ObjectIdentifier: HeadlessView] = [:]

    /// Creates a backend.
    public init() {}

    /// A plain view named after the track, added in front of the container's children.
    public func makeStandIn(
        for track: StandInTrack, source: HeadlessView?, destination: HeadlessView?, in container: HeadlessView
    ) -> HeadlessView {
        let view = HeadlessView()
        view.name = "stand-in: \(track.name)"
        view.isExcludedFromMatching = true
        container.addSubview(view)
        standIns[ObjectIdentifier(view)] = view
        if track.content == .liveView, let live = source {
            view.addSubview(live)
            liveContent[ObjectIdentifier(view)] = live
        }
        return view
    }

    /// Sets the stand-in's geometry and appearance from the frame.
    public func apply(_ frame: StandInFrame?, to standIn: HeadlessView) {
        guard let frame else {
            standIn.isHidden = true
            lastFrames[ObjectIdentifier(standIn)] = nil
            return
        }
        let s = frame.state
        standIn.isHidden = false
        standIn.geometry = LayerGeometry(
            bounds: CGRect(origin: .zero, size: s.size), position: s.center, anchorPoint: CGPoint(x: 0.5, y: 0.5),
            transform: s.shape, zPosition: 0)
        standIn.alpha = s.alpha
        standIn.backgroundColor = s.backgroundColor
        standIn.cornerRadius = s.cornerRadii.topLeft.width
        if let live = liveContent[ObjectIdentifier(standIn)] {
            // The live view fills its stand-in.
            live.geometry = LayerGeometry(
                bounds: CGRect(origin: live.bounds.origin, size: s.size),
                position: CGPoint(x: s.size.width / 2, y: s.size.height / 2))
            live.isHidden = false
        }
        lastFrames[ObjectIdentifier(standIn)] = frame
    }

    /// Removes the stand-in from its container.
    public func removeStandIn(_ standIn: HeadlessView) {
        standIn.removeFromSuperview()
        standIns[ObjectIdentifier(standIn)] = nil
        liveContent[ObjectIdentifier(standIn)] = nil
        lastFrames[ObjectIdentifier(standIn)] = nil
    }

    /// The visible stand-ins as drawn, back to front: each frame's quad measured through the
    /// stand-in view's own geometry in `container`.
    public func render(in container: HeadlessView) -> [StandInFrame] {
        container.subviews.compactMap { view in
            guard !view.isHidden, view.alpha > 0, var frame = lastFrames[ObjectIdentifier(view)] else { return nil }
            guard let quad = try? view.convertedQuad(view.bounds, to: container) else { return nil }
            frame.quad = quad
            return frame
        }
    }
}
