import Foundation

/// What ``HeadlessBackend`` hands to its model of the render server: every played stand-in's
/// layers with their animations, the shared timeline they hang from, and a count of every layer
/// property written — by ``HeadlessBackend/apply(_:to:)`` as well — so tests can show how much
/// main-thread work a transition does per frame.
///
/// What it shows at a time is the portable evaluator's answer (``AnimatedLayer``), with the
/// timeline as the layers' common ancestor: what Core Animation's render server would show.
package struct HeadlessRenderServer: Sendable {
    /// How many layer properties were written, by kind.
    package struct Writes: Hashable, Sendable {
        /// Properties set on stand-ins drawn on the display link (``HeadlessBackend/apply(_:to:)``:
        /// every property it sets, each time; ``HeadlessBackend/hide(_:)``: one).
        package var applied = 0
        /// Model values set and animations added or removed by hand-overs.
        package var handedOver = 0
        /// The shared timeline's `beginTime`, `speed` and `timeOffset`, each time one changes, on
        /// each timeline layer (``PlaybackStage/segments``: one unless a live view flies between
        /// played stand-ins).
        package var timeline = 0
        /// Every write.
        package var total: Int { applied + handedOver + timeline }
    }

    /// One played stand-in: what it plays, as the evaluator's layers (timeline not included).
    struct Played: Sendable {
        var compiled: CompiledStandIn
        var layers: [StandInLayerRole: AnimatedLayer]
    }

    /// The shared timeline's own timing (its parent's time is the frame driver's clock).
    package internal(set) var timeline = LayerTiming.identity
    /// The layer writes so far.
    package internal(set) var writes = Writes()
    /// How many transactions hand-overs committed.
    package internal(set) var transactions = 0
    /// The properties ``HeadlessBackend/apply(_:to:)`` sets on a drawn stand-in: the clip's pose
    /// (bounds, position, transform), `masksToBounds` and corner radius; the body's pose, opacity,
    /// background colour, corner radius, `masksToBounds`, border width and colour and shadow; and
    /// whether the stand-in is hidden.
    package static let propertiesPerApply = 17
    /// The properties a hand-over sets on a layer besides its animations: its
    /// ``StandInLayerRole/modelProperties`` (a picture's pose and opacity), and on MatchCut's own
    /// layers `masksToBounds` and `maskedCorners` too.
    package static func modelProperties(of role: StandInLayerRole) -> Int {
        role.modelProperties.count + (role.isPicture ? 0 : 2)
    }

    var played: [ObjectIdentifier: Played] = [:]

    /// Sets the timeline, counting each of its properties that changes, once on each of the
    /// `layers` timeline layers (``PlaybackStage/segments``).
    mutating func setTimeline(_ timing: LayerTiming, layers: Int) {
        writes.timeline +=
            layers
            * [
                timing.beginTime != timeline.beginTime, timing.speed != timeline.speed,
                timing.timeOffset != timeline.timeOffset,
            ].filter { $0 }.count
        timeline = timing
    }

    /// Replaces what one stand-in plays.
    mutating func play(_ compiled: CompiledStandIn, on id: ObjectIdentifier) {
        var layers: [StandInLayerRole: AnimatedLayer] = [:]
        writes.handedOver += played[id].map { $0.compiled.layers.count } ?? 0
        for layer in compiled.layers {
            var animated = AnimatedLayer(model: layer.model)
            for animation in layer.animations {
                var shifted = animation
                shifted.timing.beginTime += PlaybackTimeline.beginTimeBase
                animated.add(shifted, atAbsoluteTime: 0)
            }
            layers[layer.role] = animated
            writes.handedOver += Self.modelProperties(of: layer.role) + layer.animations.count
        }
        played[id] = Played(compiled: compiled, layers: layers)
    }

    /// Stops playing one stand-in (one `removeAllAnimations` per layer).
    mutating func stop(_ id: ObjectIdentifier) {
        guard let old = played.removeValue(forKey: id) else { return }
        writes.handedOver += old.compiled.layers.count
    }

    /// What the played stand-in's layers show at `time` (seconds of the driver's clock), or `nil`
    /// when it is not played.
    func presentation(of id: ObjectIdentifier, at time: TimeInterval) -> [StandInLayerRole: LayerProperties]? {
        guard let entry = played[id] else { return nil }
        var result: [StandInLayerRole: LayerProperties] = [:]
        for (role, layer) in entry.layers {
            var l = layer
            l.ancestors = [timeline]
            result[role] = l.presentation(atAbsoluteTime: time)
        }
        return result
    }
}
