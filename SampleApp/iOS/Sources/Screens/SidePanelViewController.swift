import UIKit

/// A side panel presented with `matchCutTransition = .preset(.slide(from: .left, size: CGSize(width: 300, height: 0)))`:
/// a full-height panel 300 points wide, its trailing corners rounded, over the dimmed screen.
/// Tap outside it or pull it down to close it.
final class SidePanelViewController: UIViewController {
    private static let items: [(title: String, symbol: String)] = [
        ("Library", "square.grid.2x2"), ("Favourites", "heart"), ("Albums", "rectangle.stack"),
        ("Shared with you", "person.2"), ("Recently deleted", "trash"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        view.roundCorners(.trailingInLeftToRight, radius: 28)
        let avatar = UIImageView(image: Avatar.image(initials: "MC", palette: .dusk, diameter: 64))
        let name = UILabel("Morgan Castell", style: .title2, weight: .bold)
        let handle = UILabel("morgan@matchcut.dev", style: .subheadline, color: .secondaryLabel)
        let profile = UIStackView(.vertical, spacing: 4, alignment: .leading, [avatar, name, handle])
        profile.setCustomSpacing(12, after: avatar)
        let rows = Self.items.map { item in makeRow(title: item.title, symbol: item.symbol) }
        let menu = UIStackView(.vertical, spacing: 4, rows)
        let footer = UILabel("MatchCut sample app", style: .caption1, color: .tertiaryLabel)
        let stack = UIStackView(.vertical, spacing: 28, [profile, menu, UIView(), footer])
        view.addSubview(stack)
        stack.pin(to: view.safeAreaLayoutGuide, insets: UIEdgeInsets(top: 24, left: 20, bottom: 16, right: 20))
    }

    private func makeRow(title: String, symbol: String) -> UIView {
        var configuration = UIButton.Configuration.plain()
        configuration.title = title
        configuration.image = UIImage(systemName: symbol)
        configuration.imagePadding = 14
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 0, bottom: 12, trailing: 0)
        configuration.baseForegroundColor = .label
        let button = UIButton(
            configuration: configuration,
            primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        button.contentHorizontalAlignment = .leading
        return button
    }
}
