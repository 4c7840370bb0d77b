import MatchCut
import UIKit

/// A horizontally scrolled row of photo thumbnails (a carousel inside a vertical scroll view, for
/// the full-width pan to pop to contend with). Each thumbnail is tagged "photo" under a scope of
/// its own, `scope(of:)`, which the detail it opens uses as its root's scope. The scope names the
/// screen the strip is on, so two strips showing the same photo never match each other.
final class PhotoStripView: UIScrollView {
    var onSelect: ((Photo) -> Void)?

    private let host: Photo

    /// The scope of `photo`'s thumbnail.
    func scope(of photo: Photo) -> String { "\(host.id)/more/\(photo.id)" }

    /// A strip of `photos` on the detail screen of `host`.
    init(photos: [Photo], on host: Photo) {
        self.host = host
        super.init(frame: .zero)
        showsHorizontalScrollIndicator = false
        let thumbnails = photos.map { photo -> UIView in
            let image = UIImageView(image: photo.artwork.image(size: CGSize(width: 96, height: 96 * PhotoCell.aspect)))
            image.contentMode = .scaleAspectFill
            image.roundCorners(.all, radius: 14)
            image.matchID = "photo"
            image.isUserInteractionEnabled = true
            image.accessibilityLabel = photo.title
            image.addGestureRecognizer(TapRecognizer(photo: photo, target: self, action: #selector(tapped(_:))))
            let holder = UIView()
            holder.matchScope = scope(of: photo)
            holder.addSubview(image)
            image.pin()
            NSLayoutConstraint.activate([
                holder.widthAnchor.constraint(equalToConstant: 96),
                holder.heightAnchor.constraint(equalToConstant: 96 * PhotoCell.aspect),
            ])
            return holder
        }
        let row = UIStackView(.horizontal, spacing: 12, thumbnails)
        addSubview(row)
        row.pin(to: contentLayoutGuide)
        row.heightAnchor.constraint(equalTo: frameLayoutGuide.heightAnchor).isActive = true
        heightAnchor.constraint(equalToConstant: 96 * PhotoCell.aspect).isActive = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    @objc private func tapped(_ recognizer: TapRecognizer) { onSelect?(recognizer.photo) }

    /// A tap that knows its photo.
    final class TapRecognizer: UITapGestureRecognizer {
        let photo: Photo

        init(photo: Photo, target: Any?, action: Selector?) {
            self.photo = photo
            super.init(target: target, action: action)
        }
    }
}
