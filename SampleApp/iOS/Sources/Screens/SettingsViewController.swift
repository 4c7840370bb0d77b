import MatchCut
import UIKit

/// Settings in a navigation controller presented as a tall action sheet: a long table to check
/// the pull-down over a list (it only begins with the list at its top, and holds it there while it
/// pulls). One row dismisses without animation and presents another screen at once.
final class SettingsViewController: UITableViewController {
    private let toggles = ["Arc flights", "Dim behind sheets", "Haptics on release", "Show match report"]

    /// The settings in their navigation controller, ready to present.
    static func inNavigationController() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: SettingsViewController(style: .insetGrouped))
        navigation.view.roundCorners(.top, radius: 28)
        return navigation
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    /// `dismiss(animated: false)` then a presentation in the same turn.
    private func replaceWithPoster() {
        guard let presenter = navigationController?.presentingViewController else { return }
        presenter.dismiss(animated: false)
        let poster = PosterViewController(photo: Photo.all[1])
        poster.matchCutTransition = .preset(.fade)
        presenter.present(poster, animated: true)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 3 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        [toggles.count, 1, Photo.all.count][section]
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        ["Transitions", "Presentation", "Recently viewed"][section]
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        cell.accessoryView = nil
        cell.accessoryType = .none
        switch indexPath.section {
        case 0:
            content.text = toggles[indexPath.row]
            let toggle = UISwitch()
            toggle.isOn = indexPath.row % 2 == 0
            cell.accessoryView = toggle
        case 1:
            content.text = "Dismiss without animation, then present"
            content.textProperties.color = .tintColor
        default:
            let photo = Photo.all[indexPath.row]
            content.text = photo.title
            content.secondaryText = photo.place
            content.image = photo.artwork.image(size: CGSize(width: 44, height: 44))
            content.imageProperties.cornerRadius = 8
            cell.accessoryType = .disclosureIndicator
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if indexPath.section == 1 { replaceWithPoster() }
    }
}
