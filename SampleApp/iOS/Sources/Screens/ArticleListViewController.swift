import MatchCut
import UIKit

/// Article cards in a vertical stack view, under a large title. A card flies into its detail: the
/// picture into the header, the headline into the headline, the card itself into the detail's
/// sheet. "Turn around" pushes the first article and calls `turnAround()` 200 ms in. The round
/// picture at the top left is a bar button item: it pushes the featured article with the flights
/// above the bars, so the picture flies out of the navigation bar into the article's header.
final class ArticleListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Articles"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Turn around", image: nil,
            primaryAction: UIAction { [weak self] _ in self?.pushThenTurnAround() }, menu: nil)
        navigationItem.leftBarButtonItem = featuredItem()
        // Beside the Back button, not in its place (a custom left item replaces it otherwise).
        navigationItem.leftItemsSupplementBackButton = true
        let cards = Article.all.map { article in
            let card = ArticleCardView(article: article)
            card.onTap = { [weak self] in self?.open(article) }
            return card
        }
        let stack = UIStackView(.vertical, spacing: 24, cards)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 32, trailing: 20)
        let scroll = UIScrollView()
        scroll.alwaysBounceVertical = true
        view.addSubview(scroll)
        scroll.pin()
        scroll.addSubview(stack)
        stack.pin(to: scroll.contentLayoutGuide)
        stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive = true
    }

    /// The featured article's picture as a bar button item. Its detail is opened with its own
    /// scope ("featured"), so only the item and the header share a tag: the rest of the detail
    /// slides in with its screen. Back flies the header into the bar when UIKit has put the item
    /// back in the bar by the time the pop starts (else MatchCut's UIKit-like slide).
    private func featuredItem() -> UIBarButtonItem {
        let article = Article.all[0]
        let item = UIBarButtonItem.picture(
            article.artwork.image(size: CGSize(width: 32, height: 32)), cornerRadius: 16,
            accessibilityLabel: "Featured: \(article.title)"
        ) { [weak self] in
            let detail = ArticleDetailViewController(article: article, scope: "featured")
            detail.matchCutTransition = .matched(TransitionOptions(flightLevel: .aboveBars))
            if let matchCut = self?.navigationController?.matchCut {
                matchCut.push(detail)
            } else {
                self?.navigationController?.pushViewController(detail, animated: true)
            }
        }
        item.matchID = "hero"
        item.matchScope = "featured"
        return item
    }

    private func open(_ article: Article) {
        // MatchCut's push: refused (not dropped by UIKit) during a transition, queued after a pop.
        let detail = ArticleDetailViewController(article: article)
        if let matchCut = navigationController?.matchCut {
            matchCut.push(detail)
        } else {
            navigationController?.pushViewController(detail, animated: true)
        }
    }

    /// The programmatic version of a back button tapped mid-push: the push goes back as if it had
    /// never happened (UIKit is told it was cancelled).
    private func pushThenTurnAround() {
        open(Article.all[0])
        after(0.2) { [weak self] in
            let turned = self?.navigationController?.matchCut?.turnAround() ?? false
            if !turned { print("MatchCut sample: no transition in flight to turn around") }
        }
    }
}
