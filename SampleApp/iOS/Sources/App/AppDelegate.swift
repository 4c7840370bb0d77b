import MatchCut
import UIKit

/// The sample app: a MatchCut tab bar controller (tabs switch with matched flights, and with a
/// horizontal swipe) whose first tab is a MatchCut navigation controller (large titles, pan to pop
/// from anywhere), whose second is a SwiftUI screen of favourite photos (the gallery's photos fly
/// between the two tabs), and whose third is a "today" feed presenting cards modally.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let library = UINavigationController(rootViewController: DemoListViewController())
        library.navigationBar.prefersLargeTitles = true
        library.enableMatchCut(fullWidthPan: true)
        library.tabBarItem = UITabBarItem(
            title: "Library", image: UIImage(systemName: "square.grid.2x2"),
            selectedImage: UIImage(systemName: "square.grid.2x2.fill"))
        let today = TodayViewController()
        today.tabBarItem = UITabBarItem(
            title: "Today", image: UIImage(systemName: "doc.text.image"),
            selectedImage: UIImage(systemName: "doc.text.image.fill"))
        let tabs = UITabBarController()
        tabs.viewControllers = [library, FavoritesView.tab(), today]
        tabs.enableMatchCut(swipesBetweenTabs: true)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
