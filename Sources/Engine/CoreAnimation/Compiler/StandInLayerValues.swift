import Foundation
import MatchCutMatcher

/// The values of every layer of one stand-in at one moment (see ``StandInLayerRole``); layers a
/// stand-in does not have keep Core Animation's defaults.
struct StandInLayerValues: Equatable, Sendable {
    private var layers = Self.defaults

    /// Every layer at Core Animation's defaults, made once: a new set of values shares it until it
    /// is first written.
    private static let defaults = [LayerProperties](
        repeating: LayerProperties(), count: StandInLayerRole.allCases.count)

    /// The values of the layer playing `role`.
    subscript(role: StandInLayerRole) -> LayerProperties {
        _read { yield layers[role.index] }
        _modify { yield &layers[role.index] }
    }

    /// One property's value on the layer playing `role`, read in place: nothing but the value is
    /// copied (a layer's values with their paths are large).
    func value(_ role: StandInLayerRole, _ property: AnimatableProperty) -> AnimationValue {
        layers.withUnsafeBufferPointer { $0[role.index][property] }
    }

    /// What places the layer playing `role`, read in place.
    func pose(_ role: StandInLayerRole) -> LayerPose {
        layers.withUnsafeBufferPointer { LayerPose($0[role.index]) }
    }

    /// The map from the layer playing `role`'s own points to the container.
    func mapToContainer(_ role: StandInLayerRole) -> PlaneTransform {
        var map = role.isMask ? .identity : pose(role).map
        var parent = role.parent
        while let p = parent {
            map = map.concatenating(pose(p).map)
            parent = p.parent
        }
        return map
    }
}

extension StandInLayerRole {
    /// The role's position in ``allCases``.
    var index: Int {
        switch self {
        case .clip: 0
        case .clipMask: 1
        case .shadow: 2
        case .body: 3
        case .bodyMask: 4
        case .sourceContent: 5
        case .destinationContent: 6
        }
    }
}
