import MatchCut
import UIKit

/// A gallery cell: a card with the photo (top corners rounded), its title and place. The cell
/// scopes its IDs by photo, so every cell can call its parts "photo", "title" and "place" and the
/// detail screen, under the same scope, matches exactly one of them.
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "photo"
    /// The photo's aspect, height over width, here and in the detail.
    static let aspect: CGFloat = 1.2
    static let cornerRadius: CGFloat = 18

    let imageView = UIImageView()
    private let titleLabel = UILabel("", style: .subheadline, weight: .semibold, lines: 1)
    private let placeLabel = UILabel("", style: .caption1, color: .secondaryLabel, lines: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        let card = CardView(cornerRadius: Self.cornerRadius)
        contentView.addSubview(card)
        card.pin()
        imageView.contentMode = .scaleAspectFill
        imageView.roundCorners(.top, radius: Self.cornerRadius)
        imageView.matchID = "photo"
        titleLabel.matchID = "title"
        placeLabel.matchID = "place"
        let text = UIStackView(.vertical, spacing: 2, [titleLabel, placeLabel])
        for view in [imageView, text] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: card.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: Self.aspect),
            text.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 10),
            text.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            text.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func show(_ photo: Photo, width: CGFloat) {
        matchScope = photo.id
        imageView.image = photo.artwork.image(size: CGSize(width: width, height: width * Self.aspect))
        titleLabel.text = photo.title
        placeLabel.text = photo.place
    }
}
