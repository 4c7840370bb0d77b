import MatchCut
import UIKit

/// A photo, full width with its bottom corners rounded, then its title, place, camera settings,
/// caption and a carousel of more photos in a stack view. The full-size picture "loads" when the
/// screen is about to appear and arrives 300 ms later; the push was postponed
/// (`show(_:scope:from:)`) and starts on `matchCutReady()`, so the flight lands on the real
/// picture, not the placeholder colour. One photo never loads: its push waits out the timeout.
///
/// Opened from the gallery, its up and down arrows page through the photos in place: the scope
/// follows the photo shown, and the gallery (which tells MatchCut how scopes map to its items,
/// `matchCutIndexPathForScope`) is scrolled to that photo's cell when the detail closes, so the
/// photo flies home to it.
final class PhotoDetailViewController: UIViewController {
    private var photo: Photo
    private var scope: String
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let placeLabel = UILabel()
    private let cameraLabel = UILabel()
    private let captionLabel = UILabel()
    private var isLoading = false
    static let loadingTime: TimeInterval = 0.3

    /// A detail whose IDs are scoped by `scope`: the scope of the thumbnail it opens from.
    init(photo: Photo, scope: String) {
        self.photo = photo
        self.scope = scope
        super.init(nibName: nil, bundle: nil)
        title = photo.title
    }

    /// Pushes the detail of `photo` from a thumbnail scoped by `scope`, postponed until its
    /// picture arrives (at most one second).
    static func show(_ photo: Photo, scope: String, from navigationController: UINavigationController?) {
        let detail = PhotoDetailViewController(photo: photo, scope: scope)
        detail.matchCutPostpone(timeout: 1)
        // MatchCut's push: a second tap while the first flies is refused, not dropped by UIKit.
        if let matchCut = navigationController?.matchCut {
            matchCut.push(detail)
        } else {
            navigationController?.pushViewController(detail, animated: true)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.matchScope = scope
        navigationItem.largeTitleDisplayMode = .never
        var items = [
            UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.share() })
        ]
        if scope == photo.id {
            // Opened from the gallery: page through its photos.
            items += [
                UIBarButtonItem(
                    image: UIImage(systemName: "chevron.down"),
                    primaryAction: UIAction(title: "Next photo") { [weak self] _ in self?.page(by: 1) }),
                UIBarButtonItem(
                    image: UIImage(systemName: "chevron.up"),
                    primaryAction: UIAction(title: "Previous photo") { [weak self] _ in self?.page(by: -1) }),
            ]
        }
        navigationItem.rightBarButtonItems = items
        imageView.backgroundColor = UIColor(hex: photo.artwork.palette.far)
        imageView.contentMode = .scaleAspectFill
        imageView.roundCorners(.bottom, radius: 28)
        imageView.matchID = "photo"
        let scroll = UIScrollView()
        scroll.alwaysBounceVertical = true
        view.addSubview(scroll)
        scroll.pin()
        let content = UIStackView(.vertical, spacing: 20, [imageView, makeText()])
        scroll.addSubview(content)
        content.pin(to: scroll.contentLayoutGuide)
        NSLayoutConstraint.activate([
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: PhotoCell.aspect),
        ])
    }

    private func makeText() -> UIView {
        let title = titleLabel.styled(photo.title, style: .largeTitle, weight: .bold)
        title.matchID = "title"
        let place = placeLabel.styled(photo.place, style: .headline, color: .secondaryLabel)
        place.matchID = "place"
        let camera = cameraLabel.styled(photo.camera, style: .footnote, weight: .medium, color: .tertiaryLabel)
        camera.transitionModifiers = [.fade, .delay(0.05)]
        let caption = captionLabel.styled(Self.caption(of: photo), style: .body)
        caption.transitionModifiers = [.fade, .translate(x: 0, y: 40)]
        let share = UIButton(
            configuration: .filled(),
            primaryAction: UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) {
                [weak self] _ in self?.share()
            })
        share.transitionModifiers = [.fade, .scale(0.8)]
        let more = UILabel("More photos", style: .headline)
        let others = (1...8).map { Photo.all[(index + $0) % Photo.all.count] }
        let strip = PhotoStripView(photos: others, on: photo)
        strip.onSelect = { [weak self, weak strip] photo in
            guard let strip else { return }
            Self.show(photo, scope: strip.scope(of: photo), from: self?.navigationController)
        }
        for view in [more, strip] { view.transitionModifiers = [.fade, .translate(x: 0, y: 40)] }
        let stack = UIStackView(.vertical, spacing: 6, [title, place, camera, caption, share, more, strip])
        stack.setCustomSpacing(16, after: camera)
        stack.setCustomSpacing(24, after: caption)
        stack.setCustomSpacing(28, after: share)
        stack.setCustomSpacing(12, after: more)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 32, trailing: 20)
        return stack
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loadFullImage()
    }

    /// Starts the simulated load once; when the picture arrives the postponed push starts.
    private func loadFullImage() {
        guard imageView.image == nil, !isLoading, !photo.neverLoads else { return }
        isLoading = true
        let width = max(view.bounds.width, 320)
        ArtworkLoader.load(
            photo.artwork, size: CGSize(width: width, height: width * PhotoCell.aspect), delay: Self.loadingTime
        ) { [weak self] image in
            guard let self else { return }
            imageView.image = image
            isLoading = false
            matchCutReady()
        }
    }

    private var index: Int { Photo.all.firstIndex { $0.id == photo.id } ?? 0 }

    private static func caption(of photo: Photo) -> String {
        photo.caption + " Drag a finger across the screen to go back: the picture follows it."
    }

    /// Shows the photo `delta` places on in the gallery, in place; the scope follows it.
    private func page(by delta: Int) {
        photo = Photo.all[(index + delta + Photo.all.count) % Photo.all.count]
        scope = photo.id
        view.matchScope = scope
        title = photo.title
        titleLabel.text = photo.title
        placeLabel.text = photo.place
        cameraLabel.text = photo.camera
        captionLabel.text = Self.caption(of: photo)
        let width = max(view.bounds.width, 320)
        imageView.image = photo.artwork.image(size: CGSize(width: width, height: width * PhotoCell.aspect))
    }

    private func share() {
        let sheet = ShareSheetViewController(photo: photo)
        sheet.matchCutTransition = .preset(.actionSheet(size: CGSize(width: 0, height: 430)))
        present(sheet, animated: true)
    }
}
