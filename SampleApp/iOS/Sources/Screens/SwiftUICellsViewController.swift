import MatchCut
import SwiftUI
import UIKit

/// A list whose cells are SwiftUI (`UIHostingConfiguration`, iOS 16): each cell is scoped by its
/// photo (`matchScope`), and its thumbnail and title carry `.matchID` without a scope, so they take
/// the cell's. Tapping a row pushes the UIKit photo detail: the thumbnail flies out of the SwiftUI
/// cell; going back flies it home.
@available(iOS 16.0, *)
final class SwiftUICellsViewController: UICollectionViewController {
    private let photos = Photo.all

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        title = "SwiftUI cells"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        // Going back to a photo paged to in the detail: its row.
        collectionView.matchCutIndexPathForScope = { [weak self] scope in
            self?.photos.firstIndex { $0.id == scope }.map { IndexPath(item: $0, section: 0) }
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        let photo = photos[indexPath.item]
        cell.matchScope = photo.id
        cell.contentConfiguration = UIHostingConfiguration {
            HStack(spacing: 12) {
                Image(uiImage: photo.artwork.image(size: CGSize(width: 64, height: 64)))
                    .resizable()
                    .frame(width: 64, height: 64)
                    .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
                    .matchID("photo", cornerRadius: 10)
                VStack(alignment: .leading, spacing: 2) {
                    Text(photo.title).font(.headline).matchID("title")
                    Text(photo.place).font(.subheadline).foregroundColor(.secondary)
                }
            }
        }
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        let photo = photos[indexPath.item]
        PhotoDetailViewController.show(photo, scope: photo.id, from: navigationController)
    }
}
