import MatchCut
import UIKit

/// A story opened from its card: the picture under the status bar with the eyebrow and title on
/// it, as the card had them, then the body. The close button turns the presentation around while
/// it is still opening, and dismisses otherwise. Pulling down (with the text scrolled to the top)
/// or panning from the left edge dismisses too, and catches the presentation while it flies.
final class StoryDetailViewController: UIViewController {
    private let story: Story
    private var labelsTop: NSLayoutConstraint?

    init(story: Story) {
        self.story = story
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.matchScope = story.id
        let scroll = UIScrollView()
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.alwaysBounceVertical = true
        view.addSubview(scroll)
        scroll.pin()
        let card = UIView()
        card.backgroundColor = .systemBackground
        card.matchID = "card"
        scroll.addSubview(card)
        card.pin(to: scroll.contentLayoutGuide)
        card.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive = true
        layOut(in: card)
        addCloseButton()
    }

    private func layOut(in card: UIView) {
        let image = UIImageView(image: story.artwork.image(size: CGSize(width: 420, height: 500)))
        image.contentMode = .scaleAspectFill
        image.clipsToBounds = true
        image.matchID = "card-image"
        let eyebrow = UILabel(story.eyebrow, style: .footnote, weight: .bold, color: .white.withAlphaComponent(0.8))
        eyebrow.matchID = "card-eyebrow"
        let title = UILabel(story.title, style: .largeTitle, weight: .heavy, color: .white)
        title.matchID = "card-title"
        let subtitle = UILabel(story.subtitle, style: .title3, weight: .semibold)
        subtitle.transitionModifiers = [.fade, .translate(x: 0, y: 30)]
        let body = UIStackView(
            .vertical, spacing: 16,
            [subtitle] + story.paragraphs.map { UILabel($0, style: .body, color: .secondaryLabel) })
        body.transitionModifiers = [.fade, .translate(x: 0, y: 60)]
        for view in [image, eyebrow, title, body] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        let labelsTop = eyebrow.topAnchor.constraint(equalTo: image.topAnchor, constant: 20)
        self.labelsTop = labelsTop
        NSLayoutConstraint.activate([
            image.topAnchor.constraint(equalTo: card.topAnchor),
            image.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            image.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 1.2),
            labelsTop,
            eyebrow.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
            title.topAnchor.constraint(equalTo: eyebrow.bottomAnchor, constant: 4),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -20),
            body.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 24),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -20),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -48),
        ])
    }

    private func addCloseButton() {
        var configuration = UIButton.Configuration.filled()
        configuration.image = UIImage(systemName: "xmark")
        configuration.cornerStyle = .capsule
        configuration.baseBackgroundColor = .black.withAlphaComponent(0.4)
        configuration.baseForegroundColor = .white
        let close = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.close() })
        close.accessibilityLabel = "Close"
        close.transitionModifiers = [.fade, .scale(0.5)]
        close.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(close)
        NSLayoutConstraint.activate([
            close.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            close.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            close.widthAnchor.constraint(equalToConstant: 36),
            close.heightAnchor.constraint(equalToConstant: 36),
        ])
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        labelsTop?.constant = view.safeAreaInsets.top + 20
    }

    /// While the presentation flies, turns it around; otherwise dismisses (UIKit ignores a
    /// `dismiss` asked for mid-presentation, so MatchCut decides).
    private func close() {
        if let delegate = transitioningDelegate as? MatchCutModalTransitioning {
            delegate.dismissPresented()
        } else {
            dismiss(animated: true)
        }
    }
}
