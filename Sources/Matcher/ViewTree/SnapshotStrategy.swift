/// How a view is pictured inside its stand-in (the modifier ``TransitionModifier/snapshot(_:)``).
public enum SnapshotStrategy: Hashable, Sendable {
    /// Image views are copied, labels re-laid out, anything else pictured from the screen.
    case automatic
    /// A picture of the screen: `snapshotView(afterScreenUpdates:)`, or a crop of its screen's
    /// picture where that shows the same thing (see the snapshot plan).
    case snapshotView
    /// The layer rendered into an image (`CALayer.render(in:)`): slower, but independent of what
    /// the screen last showed.
    case layerRender
    /// An image view with the same image, content mode and tint: sharp at any size.
    case imageCopy
    /// A label with the same text, laid out to the stand-in's size: text never stretches.
    case labelCopy
}

/// What a view shows, as far as choosing its picture goes.
public enum PictureKind: Hashable, Sendable {
    /// Anything: pictured from the screen.
    case view
    /// An image view: copied (``SnapshotStrategy/imageCopy``) by default.
    case image
    /// A label: copied and re-laid out (``SnapshotStrategy/labelCopy``) by default.
    case text
    /// Content the system composites outside the view's layers (``CompositedContent``: video,
    /// Metal, web): a picture of it can be blank, so a matched view of this kind flies live by default (the
    /// planner's default content for its pair: ``StandInContent/liveView`` when it is the source,
    /// the source's picture alone when it is the destination). Pictured from the screen when it
    /// must be.
    case composited

    /// The strategy `strategy` resolves to for a view of this kind: ``SnapshotStrategy/automatic``
    /// copies images and labels and pictures the rest; a copy asked of a view that cannot be copied
    /// is pictured instead.
    public func resolving(_ strategy: SnapshotStrategy) -> SnapshotStrategy {
        switch (strategy, self) {
        case (.automatic, .image), (.imageCopy, .image): .imageCopy
        case (.automatic, .text), (.labelCopy, .text): .labelCopy
        case (.automatic, _), (.imageCopy, _), (.labelCopy, _), (.snapshotView, _): .snapshotView
        case (.layerRender, _): .layerRender
        }
    }
}
