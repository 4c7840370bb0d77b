import Foundation

extension PoseOffset: KeyframeValue {
    /// The distance between two offsets, for paced keyframes: the move's length in points plus the
    /// scale and opacity changes counted as points of a 100-point view, and the turn as its arc on
    /// a 50-point radius.
    package func distance(to other: PoseOffset) -> Double {
        let dx = other.translation.width - translation.width
        let dy = other.translation.height - translation.height
        return (dx * dx + dy * dy).squareRoot() + 100 * abs(other.scale - scale)
            + 100 * abs(other.opacity - opacity) + 50 * abs(other.rotation - rotation)
    }

    /// The weighted sum, per component (opacity kept in 0…1).
    package static func combine(
        _ a: PoseOffset, _ wa: Double, _ b: PoseOffset, _ wb: Double, _ c: PoseOffset, _ wc: Double, _ d: PoseOffset,
        _ wd: Double
    ) -> PoseOffset {
        PoseOffset(
            translation: CGSize(
                width: a.translation.width * wa + b.translation.width * wb + c.translation.width * wc
                    + d.translation.width * wd,
                height: a.translation.height * wa + b.translation.height * wb + c.translation.height * wc
                    + d.translation.height * wd),
            scale: a.scale * wa + b.scale * wb + c.scale * wc + d.scale * wd,
            rotation: a.rotation * wa + b.rotation * wb + c.rotation * wc + d.rotation * wd,
            opacity: a.opacity * wa + b.opacity * wb + c.opacity * wc + d.opacity * wd)
    }
}

extension KeyframeSequence where Value == PoseOffset {
    /// The track for a view's flight keyframes (their implicit identity ends included).
    package init(_ keyframes: FlightKeyframes) {
        let all = keyframes.withEnds
        let mode: CalculationMode =
            switch keyframes.interpolation {
            case .linear: .linear
            case .discrete: .discrete
            case .cubic: .cubic
            }
        // Valid by construction: sorted times in 0…1, one per value.
        // swift-format-ignore: NeverUseForceTry
        try! self.init(values: all.map(\.offset), keyTimes: all.map(\.time), mode: mode)
    }
}

extension StandInState {
    /// The state moved, scaled and turned about its centre and faded by `offset` (in container
    /// space); its clip stays where it is.
    package func offset(by offset: PoseOffset) -> StandInState {
        var s = self
        s.formOffset(by: offset)
        return s
    }

    /// Offsets this state in place (see ``offset(by:)``): its centre, shape and alpha only (a frame
    /// counts on it: `PreparedLeg.Changes.offsetByKeyframes`).
    package mutating func formOffset(by offset: PoseOffset) {
        guard offset != .identity else { return }
        center.x += offset.translation.width
        center.y += offset.translation.height
        // Applied after the shape: about the centre, in container space.
        if offset.rotation != 0 { shape = shape.concatenating(Transform3D(rotationAngle: offset.rotation)) }
        if offset.scale != 1 { shape = shape.concatenating(Transform3D(scaleX: offset.scale, y: offset.scale)) }
        alpha *= offset.opacity
    }
}
