/// How close sampled animations must stay to the exact motion. Animations Core Animation plays
/// exactly are within rounding of it; keyframes are placed so that these hold between them too.
package struct CompileTolerance: Equatable, Sendable {
    /// Corners of the body and clip quads, centres, sizes, radii, content frames, borders and
    /// shadows, in container points.
    package var points: Double
    /// Opacities and colour components (premultiplied), 0…1.
    package var alpha: Double
    /// Rotation, in degrees.
    package var degrees: Double

    /// Creates a tolerance.
    package init(points: Double = 0.05, alpha: Double = 0.002, degrees: Double = 0.05) {
        self.points = points
        self.alpha = alpha
        self.degrees = degrees
    }

    /// 0.05 pt, 0.002 of opacity, 0.05°.
    package static let standard = CompileTolerance()
}
