import MatchCut
import UIKit

/// A grid of coloured "photos"; tapping one pushes its detail, and the photo flies. Each cell
/// scopes its IDs, so every cell can call its image "photo".
final class PhotoGridViewController: UICollectionViewController {
    static let colors: [UIColor] = [
        .systemRed, .systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal, .systemPink, .systemIndigo,
    ]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.matchScope = "item-\(indexPath.item)"
        cell.photo.backgroundColor = Self.colors[indexPath.item % Self.colors.count]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let detail = PhotoDetailViewController(
            item: indexPath.item, color: Self.colors[indexPath.item % Self.colors.count])
        navigationController?.pushViewController(detail, animated: true)
    }
}

final class PhotoCell: UICollectionViewCell {
    let photo = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        photo.frame = contentView.bounds
        photo.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        photo.layer.cornerRadius = 10
        photo.matchID = "photo"
        contentView.addSubview(photo)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// The detail: the same photo, large, under the same scope; pan from the edge (or anywhere) to pop
/// and the photo follows the finger.
final class PhotoDetailViewController: UIViewController {
    let item: Int
    let color: UIColor

    init(item: Int, color: UIColor) {
        self.item = item
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = "Photo \(item + 1)"
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.matchScope = "item-\(item)"
        let photo = UIView(frame: CGRect(x: 0, y: 120, width: view.bounds.width, height: view.bounds.width))
        photo.autoresizingMask = [.flexibleWidth]
        photo.backgroundColor = color
        photo.matchID = "photo"
        view.addSubview(photo)
        let caption = UILabel(
            frame: CGRect(x: 20, y: 140 + view.bounds.width, width: view.bounds.width - 40, height: 60))
        caption.text = "A matched element flies between screens; pull from the edge to go back."
        caption.numberOfLines = 0
        caption.transitionModifiers = [.fade, .translate(x: 0, y: 40)]
        view.addSubview(caption)
    }
}
