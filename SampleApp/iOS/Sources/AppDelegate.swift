import MatchCut
import UIKit

/// The sample app: a menu of the classic transitions, each a real screen.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let navigation = UINavigationController(rootViewController: MenuViewController())
        navigation.enableMatchCut(fullWidthPan: true)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The list of demos.
final class MenuViewController: UITableViewController {
    private let demos: [(title: String, make: @MainActor (MenuViewController) -> Void)] = [
        (
            "Photo grid → detail (pan to pop)",
            { $0.navigationController?.pushViewController(PhotoGridViewController(), animated: true) }
        ),
        (
            "Card → detail (three phases)",
            { $0.navigationController?.pushViewController(CardListViewController(), animated: true) }
        ),
        (
            "Circular reveal",
            { menu in menu.presentCircularReveal(ModalViewController(title: "Revealed"), from: CGPoint(x: 320, y: 120))
            }
        ),
        ("Action sheet", { menu in menu.presentActionSheet(ModalViewController(title: "Action sheet")) }),
        (
            "Side panel",
            { menu in
                menu.presentSlide(ModalViewController(title: "Panel"), from: .left, size: CGSize(width: 260, height: 0))
            }
        ),
        ("Fade", { menu in menu.presentFade(ModalViewController(title: "Faded in")) }),
        (
            "Diffuse from a tap",
            { menu in menu.presentDiffuse(ModalViewController(title: "Diffused"), from: CGPoint(x: 60, y: 300)) }
        ),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "MatchCut"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { demos.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = demos[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        demos[indexPath.row].make(self)
    }
}
