import Foundation

extension HeadlessBackend: RenderServerBackend {
    /// Hands the stand-ins' animations to the render server model in one transaction, and sets
    /// the timeline.
    package func play(_ standIns: [(standIn: HeadlessView, compiled: CompiledStandIn)], timeline: PlaybackTimeline) {
        renderServer.transactions += 1
        for (standIn, compiled) in standIns {
            if standIn.isHidden {
                standIn.isHidden = false
                renderServer.writes.handedOver += 1
            }
            renderServer.play(compiled, on: ObjectIdentifier(standIn))
        }
        renderServer.setTimeline(timeline.layerTiming, layers: timelineLayers)
    }

    /// Sets the shared timeline (only what changes is written).
    package func setTimeline(_ timeline: PlaybackTimeline) {
        renderServer.setTimeline(timeline.layerTiming, layers: timelineLayers)
    }

    /// Removes the stand-in's animations: ``apply(_:to:)`` draws it again.
    package func stopPlaying(_ standIn: HeadlessView) {
        renderServer.stop(ObjectIdentifier(standIn))
    }

    /// Whether the render server model plays `standIn`.
    package func isPlaying(_ standIn: HeadlessView) -> Bool {
        renderServer.played[ObjectIdentifier(standIn)] != nil
    }

    /// What `standIn` plays, if the render server model plays it.
    package func compiled(of standIn: HeadlessView) -> CompiledStandIn? {
        renderServer.played[ObjectIdentifier(standIn)]?.compiled
    }

    /// What the render server shows of `standIn` at `time` (seconds of the frame driver's clock):
    /// every layer's presentation values, evaluated from the stored animations under the shared
    /// timeline; `nil` when it is drawn on the display link.
    package func presentation(of standIn: HeadlessView, at time: TimeInterval) -> [StandInLayerRole: LayerProperties]? {
        renderServer.presentation(of: ObjectIdentifier(standIn), at: time)
    }
}
