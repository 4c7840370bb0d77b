import Foundation
import MatchCut

/// One picture a stand-in shows, ready to draw: what a device's backend would put in the
/// stand-in's body for it (see `UIKitBackend.takePicture`).
struct PictureMarkup: Sendable {
    /// What kind of view the backend makes for the picture.
    enum Kind: String {
        /// A snapshot view (or a layer render): the view's own bounds, stretched to its frame.
        case snapshot
        /// An image view with the same image, laid out by its content mode in its frame.
        case image
        /// A label with the same text, laid out at its own size and scaled uniformly (text never
        /// stretches or re-flows; ``PicturePlacement``).
        case label
    }

    /// The kind.
    var kind: Kind
    /// The size the picture was taken at, in points: the view's bounds.
    var size: CGSize
    /// The picture as markup (see ``ViewMarkup``).
    var html: String
    /// How the engine asked for it (`snapshot`, `snapshot+commit`, `copy`, `layerRender`).
    var method: String

    /// Whether the picture covers its bounds with opaque pixels (``MutableViewNode/isPicturedOpaque``
    /// of the view it shows).
    var isOpaque: Bool

    /// Whether it is drawn stretched from ``size`` to its frame.
    var stretches: Bool { kind == .snapshot }

    /// The markup of a headless picture, or `nil` for a blank one (nothing to draw).
    @MainActor
    init?(_ picture: HeadlessPicture) {
        guard let view = picture.content, !picture.isBlank else { return nil }
        method = picture.method
        size = view.bounds.size
        isOpaque = view.isPicturedOpaque
        switch (picture.method, view.content) {
        case ("copy", .text(let text)?):
            kind = .label
            html = ViewMarkup.content(.text(text))
        case ("copy", .image(let image)?):
            kind = .image
            html = ViewMarkup.content(.image(image))
        default:
            kind = .snapshot
            html = ViewMarkup.picture(view)
        }
    }

    /// A live view flying in its stand-in, drawn as a picture of itself taken when it started (the
    /// lab records no per-frame changes inside it).
    @MainActor
    init(live view: HeadlessView) {
        kind = .snapshot
        size = view.bounds.size
        isOpaque = view.isPicturedOpaque
        html = ViewMarkup.picture(view)
        method = "live"
    }
}

/// A stand-in's two pictures.
struct PicturePair: Sendable {
    /// The source view's picture, or `nil` (none, or blank).
    var source: PictureMarkup?
    /// The destination view's picture, or `nil`.
    var destination: PictureMarkup?
}
