import Foundation

/// What a view draws besides its background, border and shadow: text (a label) or an image (an
/// image view). Scene files carry it so the lab draws what an app shows; the engine uses it to pick
/// a picture (labels and images are copied, not pictured from the screen).
public enum ViewContent: Equatable, Sendable {
    /// A label's text.
    case text(TextContent)
    /// An image view's image.
    case image(ImageContent)
    /// Content the system composites outside the view's own layers — video, Metal, web content —
    /// which a picture of the view can show blank.
    case composited(CompositedContent)

    /// The kind of picture a view with this content gets.
    public var pictureKind: PictureKind {
        switch self {
        case .text: .text
        case .image: .image
        case .composited: .composited
        }
    }
}

/// What a view shows that the system composites outside the view's layer tree: on a device,
/// `snapshotView(afterScreenUpdates:)` and `CALayer.render(in:)` can come back blank for it
/// (undocumented; observed for `AVPlayerLayer`, `CAMetalLayer` and `WKWebView` content). MatchCut
/// flies such a view live (see ``PictureKind/composited``). (A `UIVisualEffectView` is not one:
/// flying it live would fade and mask it, which breaks its effect; it is pictured as any view.)
public struct CompositedContent: Equatable, Sendable {
    /// Which kind of content.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        /// Video (`AVPlayerLayer`).
        case video
        /// Metal (`CAMetalLayer`).
        case metal
        /// Web content (`WKWebView`).
        case web
    }

    /// The kind.
    public var kind: Kind
    /// The colour it shows on screen (for the lab; a picture shows nothing).
    public var color: RGBAColor

    /// Creates content.
    public init(_ kind: Kind, color: RGBAColor = RGBAColor(red: 0.2, green: 0.2, blue: 0.25)) {
        self.kind = kind
        self.color = color
    }
}

/// A label's text and how it is set.
public struct TextContent: Equatable, Sendable {
    /// Horizontal alignment.
    public enum Alignment: String, Equatable, Sendable, CaseIterable {
        /// Leading (left in left-to-right layouts).
        case leading
        /// Centred.
        case center
        /// Trailing.
        case trailing
    }

    /// The text.
    public var string: String
    /// The font size, in points.
    public var fontSize: Double
    /// The font weight, 100 (thin) … 900 (black); 400 regular, 600 semibold, 700 bold.
    public var weight: Int
    /// The text colour.
    public var color: RGBAColor
    /// The alignment.
    public var alignment: Alignment
    /// The maximum number of lines; 0 for no limit.
    public var numberOfLines: Int

    /// Creates text; sizes below 1 point become 1, weights are clamped to 100…900.
    public init(
        _ string: String, fontSize: Double = 17, weight: Int = 400, color: RGBAColor = .black,
        alignment: Alignment = .leading, numberOfLines: Int = 1
    ) {
        self.string = string
        self.fontSize = fontSize.isFinite ? max(fontSize, 1) : 17
        self.weight = min(max(weight, 100), 900)
        self.color = color
        self.alignment = alignment
        self.numberOfLines = max(numberOfLines, 0)
    }
}

/// An image, generated (so scene files stay small and readable) or embedded.
public struct ImageContent: Equatable, Sendable {
    /// Where the pixels come from.
    public enum Source: Equatable, Sendable {
        /// A linear gradient through `colors`, at `angle` radians (0: left to right, π/2: top to
        /// bottom).
        case gradient(colors: [RGBAColor], angle: Double)
        /// A named pattern (`"stripes"`, `"checks"`, `"dots"`) in two colours.
        case pattern(name: String, colors: [RGBAColor])
        /// A small PNG or JPEG as a `data:` URI.
        case dataURI(String)
    }

    /// How the image fills the view's bounds.
    public enum ContentMode: String, Equatable, Sendable, CaseIterable {
        /// Stretched to the bounds.
        case scaleToFill
        /// Whole image visible, aspect kept.
        case scaleAspectFit
        /// Bounds covered, aspect kept (cropped by a clipping view).
        case scaleAspectFill
    }

    /// The pixels.
    public var source: Source
    /// How they fill the bounds.
    public var contentMode: ContentMode

    /// Creates an image.
    public init(_ source: Source, contentMode: ContentMode = .scaleAspectFill) {
        self.source = source
        self.contentMode = contentMode
    }

    /// Whether every pixel of the image is opaque, as far as its source tells: a gradient or
    /// pattern of opaque colours, or a JPEG (which has no alpha channel). A PNG may have
    /// transparency: not known to be opaque.
    public var isOpaque: Bool {
        switch source {
        case .gradient(let colors, _), .pattern(_, let colors): !colors.isEmpty && colors.allSatisfy { $0.alpha >= 1 }
        case .dataURI(let uri): uri.lowercased().hasPrefix("data:image/jpeg") || uri.lowercased().hasPrefix("data:image/jpg")
        }
    }

    /// Whether an image covers its view's bounds with opaque pixels: an opaque image stretched
    /// (`scaleToFill`) or aspect-filled; an aspect fit leaves bars (`contentMode` `nil`: any other
    /// mode, such as UIKit's `.center`, which need not cover).
    public static func coversBounds(isOpaque: Bool, contentMode: ContentMode?) -> Bool {
        guard isOpaque, let contentMode else { return false }
        return contentMode != .scaleAspectFit
    }
}

/// How a label sets its text, as far as a flight needs it: the font size, and where the text sits
/// across the label's width. (Vertically a label centres its text, as `UILabel` does.)
public struct TextLayout: Equatable, Sendable {
    /// The font size, in points.
    public var fontSize: Double
    /// Where the text sits across the width: 0 at the left edge, 0.5 centred, 1 at the right edge
    /// (a leading alignment is 0 left to right, 1 right to left).
    public var horizontalAnchor: Double
    /// The width the text takes in the label, in points (UIKit: `textRect(forBounds:
    /// limitedToNumberOfLines:)`), or `nil` when unknown: the text is then taken to fill the label.
    public var textWidth: Double?

    /// Creates a layout; a size below 1 point becomes 1, the anchor is clamped to 0…1.
    public init(fontSize: Double, horizontalAnchor: Double = 0, textWidth: Double? = nil) {
        self.fontSize = fontSize.isFinite ? max(fontSize, 1) : 17
        self.horizontalAnchor = horizontalAnchor.isFinite ? min(max(horizontalAnchor, 0), 1) : 0
        self.textWidth = textWidth.flatMap { $0.isFinite ? max($0, 0) : nil }
    }
}

extension TextContent {
    /// About how wide the text is on one line, in points: headless views have no fonts, so the
    /// lab's face's widths (`HeadlessTextMetrics`). Used only to line up two labels' texts
    /// mid-flight; at either end a flight shows each label as it is laid out.
    public var estimatedWidth: Double {
        HeadlessTextMetrics.width(of: string, fontSize: fontSize, weight: weight)
    }
}
