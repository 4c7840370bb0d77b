import MatchCut
import UIKit

/// A scrolled grid of photo cards under a large title. Each cell scopes its IDs by photo; tapping
/// one pushes its detail, which asks MatchCut to wait for its full-size picture (it arrives about
/// 300 ms after the push starts), so the photo, title and place fly onto the real image. A detail
/// paged to another photo returns to that photo's cell, scrolled into view.
final class GalleryViewController: UICollectionViewController {
    private let layout = UICollectionViewFlowLayout()
    private static let inset: CGFloat = 16

    init() {
        layout.minimumInteritemSpacing = Self.inset
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 8, left: Self.inset, bottom: 24, right: Self.inset)
        super.init(collectionViewLayout: layout)
        title = "Gallery"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .always
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        // A detail paged to another photo flies home to that photo's cell: MatchCut scrolls it
        // into view as the detail closes (cells carry the photo's ID as their scope).
        collectionView.matchCutIndexPathForScope = { scope in
            Photo.all.firstIndex { $0.id == scope }.map { IndexPath(item: $0, section: 0) }
        }
        navigationItem.rightBarButtonItem = coverItem()
    }

    /// A bar button item showing the album's cover photo: tapping it presents the cover's detail,
    /// and the little picture flies out of the navigation bar into it; pulling the detail down
    /// flies it back into the bar.
    private func coverItem() -> UIBarButtonItem {
        let cover = Photo.all[1]
        let item = UIBarButtonItem.picture(
            cover.artwork.image(size: CGSize(width: 32, height: 32)), cornerRadius: 8, accessibilityLabel: "Album cover"
        ) { [weak self] in
            let detail = PhotoDetailViewController(photo: cover, scope: "cover")
            detail.matchCutTransition = .matched
            self?.present(detail, animated: true)
        }
        // The detail opened with scope "cover" tags its photo "photo": the two fly as one.
        item.matchID = "photo"
        item.matchScope = "cover"
        return item
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let width =
            collectionView.bounds.width - collectionView.adjustedContentInset.left
            - collectionView.adjustedContentInset.right
        let columns: CGFloat = width > 600 ? 3 : 2
        let item = ((width - Self.inset * (columns + 1)) / columns).rounded(.down)
        let size = CGSize(width: item, height: (item * PhotoCell.aspect + 58).rounded())
        if layout.itemSize != size { layout.itemSize = size }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Photo.all.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        (cell as? PhotoCell)?.show(Photo.all[indexPath.item], width: layout.itemSize.width)
        return cell
    }

    /// A double tap asks for two pushes: MatchCut refuses the second while the first flies (UIKit
    /// would drop it with "… the navigation stack will not be updated"; it queues nothing).
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let photo = Photo.all[indexPath.item]
        PhotoDetailViewController.show(photo, scope: photo.id, from: navigationController)
    }
}
