import Foundation
import MatchCutMatcher

/// Where a stand-in's two pictures sit in its body at any instant, decided once for every backend
/// (the display link, the compiled Core Animation layers, the headless backend, the lab).
///
/// A picture of a view (a snapshot, an image copy) is stretched to its fit-mode frame. A label's
/// picture is text: it keeps the size it was laid out at and is scaled uniformly, so it never
/// stretches or re-flows. Both texts of a label-to-label flight are scaled to one font size,
/// moving from the source's to the destination's as the body moves between the two labels'
/// sizes, and anchored at the same point (vertically centred, as `UILabel` sets its text;
/// across the width where the alignments say): the same string is one text growing or shrinking
/// in place, and two strings share a baseline and cap height while they cross-fade (Jetpack
/// Compose's `ScaleToBounds` shared-bounds mode does the same).
public struct PicturePlacement: Equatable, Sendable {
    /// A picture placed in the body.
    public struct Placed: Equatable, Sendable {
        /// Its frame in the body's bounds, in points.
        public var frame: CGRect
        /// `nil` for a picture stretched to ``frame``; for text, the uniform scale from the size it
        /// is laid out at (`frame.size / scale`) to ``frame``.
        public var scale: CGFloat?
    }

    /// How a view's picture fills the body.
    public var fit: FitMode
    /// The source picture's own size (its view's bounds), in points.
    public var sourceSize: CGSize
    /// The destination picture's own size, in points.
    public var destinationSize: CGSize
    /// The source label's text layout (`nil`: not a label; the picture is stretched).
    public var sourceText: TextLayout?
    /// The destination label's text layout, as ``sourceText``.
    public var destinationText: TextLayout?

    /// Creates a placement.
    public init(
        fit: FitMode, sourceSize: CGSize, destinationSize: CGSize, sourceText: TextLayout? = nil,
        destinationText: TextLayout? = nil
    ) {
        self.fit = fit
        self.sourceSize = sourceSize
        self.destinationSize = destinationSize
        self.sourceText = sourceText
        self.destinationText = destinationText
    }

    /// Whether the source picture is text (scaled, not stretched).
    public var sourceIsText: Bool { sourceText != nil }
    /// Whether the destination picture is text.
    public var destinationIsText: Bool { destinationText != nil }

    /// The source picture in a body of `size`, `fraction` of the way through the flight (used
    /// only when the body's size does not tell, both labels being the same size).
    public func source(in size: CGSize, fraction: Double) -> Placed {
        place(sourceSize, text: sourceText, in: size, fraction: fraction)
    }

    /// The destination picture in a body of `size`, `fraction` of the way through the flight.
    public func destination(in size: CGSize, fraction: Double) -> Placed {
        place(destinationSize, text: destinationText, in: size, fraction: fraction)
    }

    /// The largest scale a side's text is shown at over the flight, with 10 % for a spring's
    /// overshoot, at most 3 (or 1 for a picture that is not text): a backend draws the text at
    /// this many times its resolution, so that a text scaled up is not a stretched bitmap, without
    /// an outsized backing store (a label flying into a far taller view is drawn at 3× at most).
    package func largestScale(of side: TreeSide) -> CGFloat {
        guard let text = side == .source ? sourceText : destinationText else { return 1 }
        let fonts = fontSizes
        let largest = max(fonts.source, fonts.destination) * 1.1
        return CGFloat(min(max(1, largest / text.fontSize), 3))
    }

    /// How far the body of `size` is from the source's size to the destination's: its size
    /// projected on the line between the two (beyond 0…1 when a spring overshoots, clamped to
    /// −0.5…1.5); `fraction` when the two sizes are the same.
    public func sizeFraction(_ size: CGSize, fraction: Double) -> Double {
        let dw = destinationSize.width - sourceSize.width, dh = destinationSize.height - sourceSize.height
        let length = dw * dw + dh * dh
        guard length > 0.25 else { return min(max(fraction, 0), 1) }
        let w = ((size.width - sourceSize.width) * dw + (size.height - sourceSize.height) * dh) / length
        return min(max(w, -0.5), 1.5)
    }

    /// The two ends' font sizes: a label's own; for a side that is not a label, the other label's
    /// font scaled by the two views' heights (its text grows with the body).
    private var fontSizes: (source: Double, destination: Double) {
        let hs = max(sourceSize.height, 1e-6), hd = max(destinationSize.height, 1e-6)
        let s = sourceText?.fontSize ?? destinationText.map { $0.fontSize * hs / hd } ?? 17
        let d = destinationText?.fontSize ?? sourceText.map { $0.fontSize * hd / hs } ?? 17
        return (s, d)
    }

    private func place(_ own: CGSize, text: TextLayout?, in size: CGSize, fraction: Double) -> Placed {
        guard let text, own.width > 0, own.height > 0 else {
            return Placed(frame: fit.frame(content: own, in: size), scale: nil)
        }
        let w = sizeFraction(size, fraction: fraction)
        let fonts = fontSizes
        // The font size shown, interpolated geometrically (a scale, as the body's moves).
        let shown = fonts.source * pow(fonts.destination / fonts.source, w)
        let scale = CGFloat(max(shown / text.fontSize, 1e-6))
        let a = (sourceText ?? destinationText)?.horizontalAnchor ?? 0
        let b = (destinationText ?? sourceText)?.horizontalAnchor ?? 0
        let anchor = a + (b - a) * min(max(w, 0), 1)
        let width = own.width * scale, height = own.height * scale
        // The text's own box (its width, where its alignment puts it) is what lines up: shown at
        // `anchor` across the body, so two labels aligned differently still show one text.
        let textWidth = min(text.textWidth ?? own.width, own.width)
        let textLeft = anchor * (size.width - textWidth * scale)
        let inset = text.horizontalAnchor * (own.width - textWidth) * scale
        return Placed(
            frame: CGRect(x: textLeft - inset, y: (size.height - height) / 2, width: width, height: height),
            scale: scale)
    }
}
