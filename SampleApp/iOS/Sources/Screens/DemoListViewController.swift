import MatchCut
import UIKit

/// The Library tab's root: every demo, with what to try on it. Screens that share nothing with
/// this list (no matching IDs) are pushed with UIKit's own slide.
final class DemoListViewController: UITableViewController {
    private struct Demo {
        let title: String
        let detail: String
        let symbol: String
        let tint: UIColor
        let pushes: Bool
        let run: @MainActor (DemoListViewController, IndexPath) -> Void
    }

    private let sections: [(title: String, footer: String, demos: [Demo])] = [
        (
            "Navigation",
            "Pan from the left edge, or anywhere across the screen, to pop. A finger on a flying picture catches it.",
            [
                Demo(
                    title: "Gallery", detail: "A scrolled grid; the detail's picture arrives 300 ms late",
                    symbol: "photo.on.rectangle.angled", tint: .systemBlue, pushes: true,
                    run: { list, _ in list.show(GalleryViewController()) }),
                Demo(
                    title: "Articles", detail: "Cards in a stack view; tab bar and nav bar hidden on the detail",
                    symbol: "newspaper", tint: .systemOrange, pushes: true,
                    run: { list, _ in list.show(ArticleListViewController()) }),
                Demo(
                    title: "SwiftUI cells", detail: "UIHostingConfiguration rows with .matchID (iOS 16)",
                    symbol: "swift", tint: .systemRed, pushes: true,
                    run: { list, _ in
                        if #available(iOS 16.0, *) { list.show(SwiftUICellsViewController()) }
                    }),
            ]
        ),
        (
            "Presentations",
            "Pull down, pan from the left edge or tap outside to dismiss. The Today tab opens cards into their detail.",
            [
                Demo(
                    title: "Side panel", detail: ".slide(from: .left), 300 points wide",
                    symbol: "sidebar.left", tint: .systemIndigo, pushes: false,
                    run: { list, _ in list.presentSidePanel() }),
                Demo(
                    title: "Action sheet", detail: ".actionSheet, full width, top corners rounded",
                    symbol: "square.and.arrow.up", tint: .systemGreen, pushes: false,
                    run: { list, _ in list.presentShareSheet() }),
                Demo(
                    title: "Settings sheet", detail: "A navigation controller holding a long table",
                    symbol: "gearshape", tint: .systemGray, pushes: false,
                    run: { list, _ in
                        let settings = SettingsViewController.inNavigationController()
                        settings.matchCutTransition = .preset(.actionSheet(size: CGSize(width: 0, height: 640)))
                        list.present(settings, animated: true)
                    }),
                Demo(
                    title: "Circular reveal", detail: "Grows from this row's icon",
                    symbol: "circle.circle", tint: .systemPink, pushes: false,
                    run: { list, indexPath in
                        let poster = PosterViewController(photo: Photo.all[6])
                        poster.matchCutTransition = .preset(.circularReveal(from: list.iconCenterInWindow(at: indexPath)))
                        list.present(poster, animated: true)
                    }),
                Demo(
                    title: "Fade", detail: "A dark screen over a light one",
                    symbol: "circle.lefthalf.filled", tint: .systemGray, pushes: false,
                    run: { list, _ in
                        let poster = PosterViewController(photo: Photo.all[4])
                        poster.matchCutTransition = .preset(.fade)
                        list.present(poster, animated: true)
                    }),
                Demo(
                    title: "Diffuse", detail: "Grows out of this row's icon, fading in",
                    symbol: "sparkles", tint: .systemPurple, pushes: false,
                    run: { list, indexPath in
                        let poster = PosterViewController(photo: Photo.all[11])
                        poster.matchCutTransition = .preset(.diffuse(from: list.iconCenterInWindow(at: indexPath)))
                        list.present(poster, animated: true)
                    }),
            ]
        ),
    ]

    init() { super.init(style: .insetGrouped) }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "MatchCut"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "sidebar.left"),
            primaryAction: UIAction { [weak self] _ in self?.presentSidePanel() })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "demo")
    }

    private func show(_ controller: UIViewController) {
        navigationController?.pushViewController(controller, animated: true)
    }

    private func presentSidePanel() {
        let panel = SidePanelViewController()
        panel.matchCutTransition = .preset(.slide(from: .left, size: CGSize(width: 300, height: 0)))
        present(panel, animated: true)
    }

    private func presentShareSheet() {
        let photo = Photo.all[0]
        let sheet = ShareSheetViewController(photo: photo)
        sheet.matchCutTransition = .preset(.actionSheet(size: CGSize(width: 0, height: 430)))
        present(sheet, animated: true)
    }

    /// The centre of a row's icon, in window coordinates (where a reveal starts).
    private func iconCenterInWindow(at indexPath: IndexPath) -> CGPoint {
        let row = tableView.rectForRow(at: indexPath)
        return tableView.convert(CGPoint(x: row.minX + 34, y: row.midY), to: nil)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].demos.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let demo = sections[indexPath.section].demos[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "demo", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = demo.title
        content.secondaryText = demo.detail
        content.secondaryTextProperties.color = .secondaryLabel
        content.image = UIImage(systemName: demo.symbol)
        content.imageProperties.tintColor = demo.tint
        cell.contentConfiguration = content
        cell.accessoryType = demo.pushes ? .disclosureIndicator : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        sections[indexPath.section].demos[indexPath.row].run(self, indexPath)
    }
}
