import UIKit

/// A card lifted by a soft shadow, with continuous corners rounded where `corners` says. It does
/// not clip (that would cut its shadow): content touching a corner rounds its own corners (see
/// `UIView.roundCorners(_:radius:)`).
class CardView: UIView {
    private let corners: CACornerMask

    init(cornerRadius: CGFloat = 20, corners: CACornerMask = .all) {
        self.corners = corners
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        roundCorners(corners, radius: cornerRadius, clips: false)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.16
        layer.shadowRadius = 14
        layer.shadowOffset = CGSize(width: 0, height: 8)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = layer.cornerRadius
        layer.shadowPath =
            UIBezierPath(
                roundedRect: bounds, byRoundingCorners: UIRectCorner(corners),
                cornerRadii: CGSize(width: radius, height: radius)
            ).cgPath
    }
}
