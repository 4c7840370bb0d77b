import UIKit

/// A vertical gradient that follows the view's size: a scrim under text laid over a picture.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    init(from top: UIColor, to bottom: UIColor) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        guard let gradient = layer as? CAGradientLayer else { return }
        gradient.colors = [top.cgColor, bottom.cgColor]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
