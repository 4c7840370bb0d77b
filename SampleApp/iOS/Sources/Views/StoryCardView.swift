import MatchCut
import UIKit

/// A "today" card: a full-bleed picture with all four corners rounded, the eyebrow and title over
/// it, a subtitle on a scrim at the bottom. Tagged "card", "card-image", "card-eyebrow" and
/// "card-title" under the story's scope, as the detail is.
final class StoryCardView: CardView {
    var onTap: (() -> Void)?

    init(story: Story) {
        super.init(cornerRadius: 26)
        matchScope = story.id
        matchID = "card"
        let image = UIImageView(image: story.artwork.image(size: CGSize(width: 360, height: 420)))
        image.contentMode = .scaleAspectFill
        image.roundCorners(.all, radius: 26)
        image.matchID = "card-image"
        let eyebrow = UILabel(story.eyebrow, style: .footnote, weight: .bold, color: .white.withAlphaComponent(0.8))
        eyebrow.matchID = "card-eyebrow"
        let title = UILabel(story.title, style: .largeTitle, weight: .heavy, color: .white)
        title.matchID = "card-title"
        let scrim = GradientView(from: .clear, to: .black.withAlphaComponent(0.55))
        scrim.roundCorners(.bottom, radius: 26)
        let subtitle = UILabel(story.subtitle, style: .subheadline, weight: .medium, color: .white)
        for view in [image, eyebrow, title, scrim, subtitle] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        image.pin()
        NSLayoutConstraint.activate([
            eyebrow.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            eyebrow.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            title.topAnchor.constraint(equalTo: eyebrow.bottomAnchor, constant: 4),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            title.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -20),
            scrim.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrim.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrim.bottomAnchor.constraint(equalTo: bottomAnchor),
            scrim.heightAnchor.constraint(equalToConstant: 110),
            subtitle.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            subtitle.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
            subtitle.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20),
        ])
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        isAccessibilityElement = true
        accessibilityLabel = story.title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    @objc private func tapped() { onTap?() }
}
