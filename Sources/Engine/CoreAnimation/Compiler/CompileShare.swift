/// What one sampled property may use of each tolerance (fractions of it). Properties that move the
/// same quad share three fifths of its tolerance: their errors add up on screen. The rest of every
/// tolerance (at least two fifths, half of it off the quads) is kept for error between the times
/// keyframes are checked at.
struct CompileShare: Equatable, Sendable {
    var points: Double
    var degrees: Double
    var alpha: Double

    /// The shares of a stand-in whose properties are planned as `plans`.
    static func shares(_ plans: [StandInCompilation.PropertyPlan]) -> (StandInLayerRole, AnimatableProperty) -> CompileShare {
        let posed = plans.filter { ($0.role == .clip || $0.role == .body) && $0.isSampled && $0.property.isPose }
        let quad = 0.6 / Double(max(posed.count, 1))
        return { role, property in
            guard property.isPose else { return CompileShare(points: 0.5, degrees: 0.5, alpha: 0.5) }
            if role == .sourceContent || role == .destinationContent {
                return CompileShare(points: 0.3, degrees: 0.5, alpha: 0.5)
            }
            return CompileShare(points: quad, degrees: quad, alpha: 0.5)
        }
    }
}

extension AnimatableProperty {
    /// Whether it places the layer: position, size or transform (whole or a component).
    var isPose: Bool { [.position, .boundsSize, .transform].contains(base) }
}
