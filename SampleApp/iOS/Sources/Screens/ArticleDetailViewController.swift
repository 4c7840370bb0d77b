import MatchCut
import UIKit

/// An article: a header picture under the status bar, then a sheet with its top corners rounded
/// holding the headline, byline, body and a pull quote in a stack view. The tab bar is hidden
/// (`hidesBottomBarWhenPushed`) and so is the navigation bar; the round back button is the app's
/// own: it asks MatchCut to pop (`matchCut?.pop()`), which during the push turns the push around
/// (UIKit would drop a `popViewController` asked for mid-transition).
final class ArticleDetailViewController: UIViewController {
    private let article: Article
    private let scope: String

    /// The article's detail; its views are scoped by `scope` (the article's ID unless given).
    init(article: Article, scope: String? = nil) {
        self.article = article
        self.scope = scope ?? article.id
        super.init(nibName: nil, bundle: nil)
        hidesBottomBarWhenPushed = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.matchScope = scope
        let header = UIImageView(image: article.artwork.image(size: CGSize(width: 420, height: 380)))
        header.contentMode = .scaleAspectFill
        header.clipsToBounds = true
        header.matchID = "hero"
        let sheet = UIView()
        sheet.backgroundColor = .systemBackground
        sheet.roundCorners(.top, radius: 28, clips: false)
        sheet.matchID = "card"
        let text = makeText()
        let scroll = UIScrollView()
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.alwaysBounceVertical = true
        view.addSubview(scroll)
        scroll.pin()
        for view in [header, sheet] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(view)
        }
        text.translatesAutoresizingMaskIntoConstraints = false
        sheet.addSubview(text)
        let content = scroll.contentLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: content.topAnchor),
            header.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            header.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            header.heightAnchor.constraint(equalToConstant: 380),
            sheet.topAnchor.constraint(equalTo: header.bottomAnchor, constant: -28),
            sheet.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            sheet.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            text.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 28),
            text.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
            text.bottomAnchor.constraint(equalTo: sheet.bottomAnchor),
        ])
        addBackButton()
    }

    private func makeText() -> UIView {
        let category = UILabel(article.category, style: .caption1, weight: .bold, color: .systemOrange, lines: 1)
        let title = UILabel(article.title, style: .largeTitle, weight: .bold)
        title.matchID = "title"
        let avatar = UIImageView(
            image: Avatar.image(initials: article.initials, palette: article.artwork.palette, diameter: 40))
        let byline = UIStackView(
            .horizontal, spacing: 10, alignment: .center,
            [
                avatar,
                UILabel("\(article.author)\n\(article.minutes) min read", style: .footnote, color: .secondaryLabel),
            ])
        byline.transitionModifiers = [.fade, .translate(x: 0, y: 20)]
        let quote = UILabel("“\(article.quote)”", style: .title3, weight: .semibold, color: .systemOrange)
        quote.transitionModifiers = [.fade, .delay(0.08)]
        var views: [UIView] = [category, title, byline]
        for (index, paragraph) in article.paragraphs.enumerated() {
            let label = UILabel(paragraph, style: .body)
            label.transitionModifiers = [.fade, .translate(x: 0, y: 40), .delay(0.03 * Double(index))]
            views.append(label)
            if index == 1 { views.append(quote) }
        }
        let stack = UIStackView(.vertical, spacing: 16, views)
        stack.setCustomSpacing(6, after: category)
        stack.setCustomSpacing(24, after: byline)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 40, trailing: 20)
        return stack
    }

    private func addBackButton() {
        var configuration = UIButton.Configuration.filled()
        configuration.image = UIImage(systemName: "chevron.backward")
        configuration.cornerStyle = .capsule
        configuration.baseBackgroundColor = .black.withAlphaComponent(0.4)
        configuration.baseForegroundColor = .white
        let back = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.goBack() })
        back.accessibilityLabel = "Back"
        back.transitionModifiers = [.fade]
        back.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(back)
        NSLayoutConstraint.activate([
            back.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            back.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            back.widthAnchor.constraint(equalToConstant: 40),
            back.heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    /// During the push, turns it around; otherwise pops.
    private func goBack() {
        guard let navigationController else { return }
        if let matchCut = navigationController.matchCut {
            matchCut.pop()
        } else {
            navigationController.popViewController(animated: true)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
