import MatchCut
import SwiftUI
import UIKit

/// The Favorites tab, written in SwiftUI: three photos tagged with `.matchID`, under the same
/// scopes as the gallery's cells. Switching here from the gallery (Library → Gallery, then the
/// Favorites tab, or back) flies the photos and titles between the two tabs; tapping a photo
/// pushes the UIKit photo detail, and the photo flies out of the SwiftUI card into it.
struct FavoritesView: View {
    let photos: [Photo]
    let open: @MainActor (Photo) -> Void

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                ForEach(photos, id: \.id) { photo in
                    Button {
                        open(photo)
                    } label: {
                        card(photo)
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding(16)
        }
        .background(Color(uiColor: .systemGroupedBackground))
    }

    @MainActor
    private func card(_ photo: Photo) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(uiImage: photo.artwork.image(size: CGSize(width: 358, height: 240)))
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(height: 240)
                .frame(maxWidth: .infinity)
                .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
                .matchID("photo", scope: photo.id, cornerRadius: 18)
                .accessibilityLabel(photo.title)
            Text(photo.title)
                .font(.headline)
                .matchID("title", scope: photo.id)
            Text(photo.place)
                .font(.subheadline)
                .foregroundColor(.secondary)
                .matchID("place", scope: photo.id)
        }
    }

    /// The tab: a MatchCut navigation controller holding the SwiftUI screen.
    @MainActor
    static func tab() -> UINavigationController {
        let navigation = UINavigationController()
        let favorites = Array(Photo.all.prefix(3))
        let host = UIHostingController(
            rootView: FavoritesView(photos: favorites) { [weak navigation] photo in
                PhotoDetailViewController.show(photo, scope: photo.id, from: navigation)
            })
        host.title = "Favorites"
        navigation.viewControllers = [host]
        navigation.navigationBar.prefersLargeTitles = true
        navigation.enableMatchCut(fullWidthPan: true)
        navigation.tabBarItem = UITabBarItem(
            title: "Favorites", image: UIImage(systemName: "heart"), selectedImage: UIImage(systemName: "heart.fill"))
        return navigation
    }
}
