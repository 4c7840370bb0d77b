import UIKit

extension UILabel {
    /// A label in a Dynamic Type style, optionally with a weight.
    convenience init(
        _ text: String, style: UIFont.TextStyle, weight: UIFont.Weight? = nil, color: UIColor = .label, lines: Int = 0
    ) {
        self.init()
        styled(text, style: style, weight: weight, color: color, lines: lines)
    }

    /// Gives this label `text` in a Dynamic Type style, optionally with a weight; returns it.
    @discardableResult
    func styled(
        _ text: String, style: UIFont.TextStyle, weight: UIFont.Weight? = nil, color: UIColor = .label, lines: Int = 0
    ) -> UILabel {
        self.text = text
        textColor = color
        numberOfLines = lines
        adjustsFontForContentSizeCategory = true
        if let weight {
            let size = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style).pointSize
            font = UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: size, weight: weight))
        } else {
            font = .preferredFont(forTextStyle: style)
        }
        return self
    }
}

extension UIStackView {
    /// A stack of `views` along `axis`.
    convenience init(
        _ axis: NSLayoutConstraint.Axis, spacing: CGFloat, alignment: Alignment = .fill, _ views: [UIView]
    ) {
        self.init(arrangedSubviews: views)
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
    }
}
