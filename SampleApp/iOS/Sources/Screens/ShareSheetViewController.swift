import UIKit

/// An action sheet presented with `matchCutTransition = .preset(.actionSheet(size:))`: full width, 430 points tall,
/// against the bottom, its top corners rounded; a thumbnail and title, a scrolled row of share
/// targets, actions and a cancel button.
final class ShareSheetViewController: UIViewController {
    private let photo: Photo
    private static let targets: [(name: String, symbol: String, color: UIColor)] = [
        ("Messages", "message.fill", .systemGreen), ("Mail", "envelope.fill", .systemBlue),
        ("Notes", "note.text", .systemYellow), ("Reminders", "list.bullet", .systemOrange),
        ("Files", "folder.fill", .systemTeal), ("Print", "printer.fill", .systemGray),
    ]

    init(photo: Photo) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        view.roundCorners(.top, radius: 28)
        let grabber = UIView()
        grabber.backgroundColor = .tertiaryLabel
        grabber.roundCorners(.all, radius: 2.5)
        let thumbnail = UIImageView(image: photo.artwork.image(size: CGSize(width: 52, height: 52)))
        thumbnail.roundCorners(.all, radius: 12)
        let titles = UIStackView(
            .vertical, spacing: 2,
            [
                UILabel(photo.title, style: .headline, lines: 1),
                UILabel(photo.place, style: .subheadline, color: .secondaryLabel, lines: 1),
            ])
        let header = UIStackView(.horizontal, spacing: 12, alignment: .center, [thumbnail, titles])
        let cancel = UIButton(
            configuration: .gray(),
            primaryAction: UIAction(title: "Cancel") { [weak self] _ in self?.dismiss(animated: true) })
        let stack = UIStackView(.vertical, spacing: 18, [header, makeTargets(), makeActions(), cancel])
        for view in [grabber, stack] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            grabber.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: 36),
            grabber.heightAnchor.constraint(equalToConstant: 5),
            thumbnail.widthAnchor.constraint(equalToConstant: 52),
            thumbnail.heightAnchor.constraint(equalToConstant: 52),
            stack.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
    }

    /// A horizontally scrolled row of round app icons with their names.
    private func makeTargets() -> UIView {
        let icons = Self.targets.map { target -> UIView in
            let icon = UIImageView(image: UIImage(systemName: target.symbol))
            icon.tintColor = .white
            icon.contentMode = .center
            icon.backgroundColor = target.color
            icon.roundCorners(.all, radius: 30)
            icon.widthAnchor.constraint(equalToConstant: 60).isActive = true
            icon.heightAnchor.constraint(equalToConstant: 60).isActive = true
            let name = UILabel(target.name, style: .caption2, lines: 1)
            return UIStackView(.vertical, spacing: 6, alignment: .center, [icon, name])
        }
        let row = UIStackView(.horizontal, spacing: 18, icons)
        let scroll = UIScrollView()
        scroll.showsHorizontalScrollIndicator = false
        scroll.addSubview(row)
        row.pin(to: scroll.contentLayoutGuide)
        row.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor).isActive = true
        scroll.heightAnchor.constraint(equalToConstant: 84).isActive = true
        return scroll
    }

    private func makeActions() -> UIView {
        let actions: [(String, String)] = [("Copy link", "link"), ("Add to album", "rectangle.stack.badge.plus")]
        let buttons = actions.map { title, symbol -> UIView in
            var configuration = UIButton.Configuration.plain()
            configuration.title = title
            configuration.image = UIImage(systemName: symbol)
            configuration.imagePadding = 12
            configuration.baseForegroundColor = .label
            let button = UIButton(
                configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) }
            )
            button.contentHorizontalAlignment = .leading
            return button
        }
        return UIStackView(.vertical, spacing: 4, buttons)
    }
}
