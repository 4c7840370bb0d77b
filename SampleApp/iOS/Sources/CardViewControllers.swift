import MatchCut
import UIKit

/// A card that opens into its detail in three phases (tutorial 003).
final class CardListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cards"
        view.backgroundColor = .secondarySystemBackground
        let card = UIView(frame: CGRect(x: 20, y: 140, width: view.bounds.width - 40, height: 380))
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 10
        card.matchID = "card"
        let image = UIView(frame: CGRect(x: 0, y: 0, width: card.bounds.width, height: 240))
        image.backgroundColor = .systemIndigo
        image.layer.cornerRadius = 10
        image.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        image.matchID = "card-image"
        card.addSubview(image)
        let title = UILabel(frame: CGRect(x: 16, y: 256, width: card.bounds.width - 32, height: 32))
        title.text = "Today"
        title.font = .preferredFont(forTextStyle: .title1)
        title.matchID = "card-title"
        card.addSubview(title)
        view.addSubview(card)
        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
    }

    @objc private func open() {
        navigationController?.matchCut?.preset = .cardToDetail
        navigationController?.pushViewController(CardDetailViewController(), animated: true)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.matchCut?.preset = nil
    }
}

final class CardDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let background = UIView(frame: view.bounds)
        background.backgroundColor = .systemBackground
        background.matchID = "card"
        view.addSubview(background)
        let image = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 360))
        image.backgroundColor = .systemIndigo
        image.matchID = "card-image"
        view.addSubview(image)
        let title = UILabel(frame: CGRect(x: 20, y: 380, width: view.bounds.width - 40, height: 40))
        title.text = "Today"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.matchID = "card-title"
        view.addSubview(title)
        // Wait (at most half a second) for the content before flying, as an image loader would.
        matchCutPostpone(timeout: 0.5)
        DispatchQueue.main.async { [weak self] in self?.matchCutReady() }
    }
}

/// A simple modal for the presets.
final class ModalViewController: UIViewController {
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        let label = UILabel(frame: view.bounds.insetBy(dx: 20, dy: 20))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.text = "\(title ?? "")\nPull down or tap outside to dismiss"
        label.numberOfLines = 0
        label.textAlignment = .center
        view.addSubview(label)
    }
}
