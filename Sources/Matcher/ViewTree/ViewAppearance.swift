import Foundation

/// Which corners a corner radius rounds, with `CACornerMask`'s raw values.
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits, as `CACornerMask`.
    public var rawValue: UInt
    /// Creates a mask from `CACornerMask` bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (`layerMinXMinYCorner`).
    public static let topLeft = CornerMask(rawValue: 1)
    /// The top-right corner (`layerMaxXMinYCorner`).
    public static let topRight = CornerMask(rawValue: 2)
    /// The bottom-left corner (`layerMinXMaxYCorner`).
    public static let bottomLeft = CornerMask(rawValue: 4)
    /// The bottom-right corner (`layerMaxXMaxYCorner`).
    public static let bottomRight = CornerMask(rawValue: 8)
    /// All four corners (the default).
    public static let all: CornerMask = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A layer's drop shadow (`shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`).
public struct Shadow: Equatable, Sendable {
    /// The shadow's colour.
    public var color: RGBAColor
    /// The shadow's opacity, 0…1.
    public var opacity: Double
    /// The offset, in points.
    public var offset: CGSize
    /// The blur radius, in points.
    public var radius: CGFloat

    /// Creates a shadow.
    public init(color: RGBAColor = .black, opacity: Double, offset: CGSize = .zero, radius: CGFloat) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
    }
}

/// The shape of rounded corners (`CALayerCornerCurve`).
public enum CornerCurve: String, Hashable, Sendable {
    /// A quarter circle (`.circular`, Core Animation's default).
    case circular
    /// A continuous curve, as Apple's own rounded rectangles (`.continuous`).
    case continuous
}

/// How a view looks, apart from its geometry: the values the engine carries onto a stand-in
/// and interpolates.
public struct ViewAppearance: Equatable, Sendable {
    /// Whether the view is hidden (`isHidden`); a hidden view hides its whole subtree.
    public var isHidden: Bool = false
    /// The view's own opacity, 0…1; the effective opacity multiplies the ancestors'.
    public var alpha: Double = 1
    /// The corner radius, in points of the view's own bounds.
    public var cornerRadius: CGFloat = 0
    /// Which corners ``cornerRadius`` applies to.
    public var maskedCorners: CornerMask = .all
    /// The shape of the rounded corners (`CALayer.cornerCurve`).
    public var cornerCurve: CornerCurve = .circular
    /// Whether content outside the bounds (and outside the rounded corners) is clipped.
    public var masksToBounds: Bool = false
    /// The background colour, or `nil` for none.
    public var backgroundColor: RGBAColor?
    /// The border width, in points of the view's own bounds.
    public var borderWidth: CGFloat = 0
    /// The border colour.
    public var borderColor: RGBAColor = .black
    /// The drop shadow, or `nil` for none.
    public var shadow: Shadow?

    /// The default appearance: visible, opaque, square corners, no background.
    public init() {}
}
