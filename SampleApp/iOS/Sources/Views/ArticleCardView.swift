import MatchCut
import UIKit

/// An article in the list: a card (all four corners rounded, with a shadow) holding the header
/// picture (top corners only), the category, headline, summary and byline. The card is tagged
/// "card" and flies into the detail's sheet, whose top corners alone are rounded.
final class ArticleCardView: CardView {
    var onTap: (() -> Void)?

    init(article: Article) {
        super.init(cornerRadius: 22)
        matchScope = article.id
        matchID = "card"
        let image = UIImageView(image: article.artwork.image(size: CGSize(width: 360, height: 200)))
        image.contentMode = .scaleAspectFill
        image.roundCorners(.top, radius: 22)
        image.matchID = "hero"
        let category = UILabel(article.category, style: .caption1, weight: .bold, color: .systemOrange, lines: 1)
        let title = UILabel(article.title, style: .title2, weight: .bold)
        title.matchID = "title"
        let summary = UILabel(article.summary, style: .subheadline, color: .secondaryLabel)
        let byline = UILabel(
            "\(article.author) · \(article.minutes) min read", style: .footnote, color: .tertiaryLabel, lines: 1)
        let text = UIStackView(.vertical, spacing: 6, [category, title, summary, byline])
        text.setCustomSpacing(10, after: summary)
        for view in [image, text] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            image.topAnchor.constraint(equalTo: topAnchor),
            image.leadingAnchor.constraint(equalTo: leadingAnchor),
            image.trailingAnchor.constraint(equalTo: trailingAnchor),
            image.heightAnchor.constraint(equalToConstant: 190),
            text.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 14),
            text.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            text.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            text.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
        ])
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        isAccessibilityElement = true
        accessibilityLabel = article.title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    @objc private func tapped() { onTap?() }
}
