import UIKit

/// A full-screen poster for the circular reveal, fade and diffuse presets: the photo filling the
/// screen, a scrim and its title. It always uses the dark appearance, so it checks a screen that
/// overrides light or dark mode over one that does not.
final class PosterViewController: UIViewController {
    private let photo: Photo

    init(photo: Photo) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
        overrideUserInterfaceStyle = .dark
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let image = UIImageView(image: photo.artwork.image(size: CGSize(width: 430, height: 932)))
        image.contentMode = .scaleAspectFill
        image.clipsToBounds = true
        let scrim = GradientView(from: .clear, to: .black.withAlphaComponent(0.7))
        let title = UILabel(photo.title, style: .largeTitle, weight: .heavy)
        let caption = UILabel(photo.caption, style: .body, color: .secondaryLabel)
        let hint = UILabel("Pull down or pan from the left edge to close.", style: .footnote, color: .tertiaryLabel)
        let done = UIButton(
            configuration: .filled(),
            primaryAction: UIAction(title: "Done") { [weak self] _ in self?.dismiss(animated: true) })
        let text = UIStackView(.vertical, spacing: 10, [title, caption, hint, done])
        text.setCustomSpacing(24, after: hint)
        for view in [image, scrim, text] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        image.pin()
        NSLayoutConstraint.activate([
            scrim.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrim.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrim.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrim.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.55),
            text.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 24),
            text.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -24),
            text.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }
}
