import Foundation

/// How a view's ancestors clip it on screen: the innermost ancestor that masks to bounds, exactly
/// (its bounds, rounded corners and map to the container), inside the bounding box of every
/// clipping ancestor.
@usableFromInline package struct ViewClip: Equatable, Sendable {
    /// The innermost clipping ancestor's bounds, in its own space.
    @usableFromInline package let bounds: CGRect
    /// The map from that ancestor's bounds space to the container.
    @usableFromInline package let transformToContainer: PlaneTransform
    /// That ancestor's corner radius, in its own points.
    @usableFromInline package let cornerRadius: CGFloat
    /// The corners it rounds.
    @usableFromInline package let maskedCorners: CornerMask
    /// The container-space intersection of the bounding boxes of every clipping ancestor.
    @usableFromInline package let box: CGRect

    /// Creates a clip.
    @usableFromInline package init(
        bounds: CGRect, transformToContainer: PlaneTransform, cornerRadius: CGFloat, maskedCorners: CornerMask,
        box: CGRect
    ) {
        self.bounds = bounds
        self.transformToContainer = transformToContainer
        self.cornerRadius = cornerRadius
        self.maskedCorners = maskedCorners
        self.box = box
    }
}
