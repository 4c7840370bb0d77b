import UIKit

extension CACornerMask {
    static let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    static let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    static let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    static let trailingInLeftToRight: CACornerMask = [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
}

extension UIRectCorner {
    init(_ mask: CACornerMask) {
        self = []
        if mask.contains(.layerMinXMinYCorner) { insert(.topLeft) }
        if mask.contains(.layerMaxXMinYCorner) { insert(.topRight) }
        if mask.contains(.layerMinXMaxYCorner) { insert(.bottomLeft) }
        if mask.contains(.layerMaxXMaxYCorner) { insert(.bottomRight) }
    }
}

extension UIView {
    /// Rounds `corners` by `radius` with the continuous (squircle) curve.
    func roundCorners(_ corners: CACornerMask, radius: CGFloat, clips: Bool = true) {
        layer.cornerRadius = radius
        layer.maskedCorners = corners
        layer.cornerCurve = .continuous
        clipsToBounds = clips
    }

    /// Pins the four edges to `guide`'s (or the superview's), inset by `insets`.
    func pin(to guide: UILayoutGuide? = nil, insets: UIEdgeInsets = .zero) {
        guard let superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        let leading = guide?.leadingAnchor ?? superview.leadingAnchor
        let trailing = guide?.trailingAnchor ?? superview.trailingAnchor
        let top = guide?.topAnchor ?? superview.topAnchor
        let bottom = guide?.bottomAnchor ?? superview.bottomAnchor
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: leading, constant: insets.left),
            trailingAnchor.constraint(equalTo: trailing, constant: -insets.right),
            topAnchor.constraint(equalTo: top, constant: insets.top),
            bottomAnchor.constraint(equalTo: bottom, constant: -insets.bottom),
        ])
    }
}
