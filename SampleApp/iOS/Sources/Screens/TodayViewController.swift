import MatchCut
import UIKit

/// The Today tab: a dated header and big story cards in a stack view. A card opens into its
/// detail with `matchCutTransition = .preset(.cardToDetail)` (shrink, widen, grow). The round button in the header
/// presents the first story and calls the presentation's `turnAround()` 350 ms in.
final class TodayViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let cards = Story.all.map { story in
            let card = StoryCardView(story: story)
            card.onTap = { [weak self] in self?.open(story) }
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 1.2).isActive = true
            return card
        }
        let note = UILabel(
            "Pull a story down, or pan from its left edge, to close it — also while it is still opening.",
            style: .footnote, color: .secondaryLabel)
        let stack = UIStackView(.vertical, spacing: 28, [makeHeader()] + cards + [note])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 32, trailing: 20)
        let scroll = UIScrollView()
        scroll.alwaysBounceVertical = true
        view.addSubview(scroll)
        scroll.pin()
        scroll.addSubview(stack)
        stack.pin(to: scroll.contentLayoutGuide)
        stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive = true
    }

    private func makeHeader() -> UIView {
        let formatter = DateFormatter()
        formatter.setLocalizedDateFormatFromTemplate("EEEEdMMMM")
        let date = UILabel(
            formatter.string(from: Date()).uppercased(), style: .footnote, weight: .semibold, color: .secondaryLabel)
        let title = UILabel("Today", style: .largeTitle, weight: .bold)
        var configuration = UIButton.Configuration.tinted()
        configuration.image = UIImage(systemName: "arrow.uturn.backward")
        configuration.cornerStyle = .capsule
        let test = UIButton(
            configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.presentThenTurnAround() })
        test.accessibilityLabel = "Present, then turn around"
        let titles = UIStackView(.vertical, spacing: 2, [date, title])
        return UIStackView(.horizontal, spacing: 12, alignment: .center, [titles, test])
    }

    private func open(_ story: Story) {
        let detail = StoryDetailViewController(story: story)
        detail.matchCutTransition = .preset(.cardToDetail)
        present(detail, animated: true)
    }

    /// The programmatic version of the close button tapped while the card is still opening.
    private func presentThenTurnAround() {
        let detail = StoryDetailViewController(story: Story.all[0])
        detail.matchCutTransition = .preset(.cardToDetail)
        present(detail, animated: true)
        after(0.35) {
            let turned = (detail.transitioningDelegate as? MatchCutModalTransitioning)?.turnAround() ?? false
            if !turned { print("MatchCut sample: no presentation in flight to turn around") }
        }
    }
}
