import UIKit

/// An illustration drawn in code, standing in for a photo: a gradient sky, a sun, and land with
/// edges and detail, so a transition is judged on real pictures rather than flat colours. Every
/// position is relative to the size, so the same artwork reads the same as a thumbnail and full
/// screen.
struct Artwork: Hashable, Sendable {
    /// What the picture shows.
    enum Scene: Hashable, Sendable {
        case mountains, sea, dunes, city, forest, planet
    }

    var scene: Scene
    var palette: Palette
    var seed: UInt64

    /// The artwork drawn at `size` points (screen scale), from a cache.
    @MainActor
    func image(size: CGSize) -> UIImage { ArtworkCache.image(for: self, size: size) }

    /// The artwork drawn at `size` points, uncached.
    func render(size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            draw(in: context.cgContext, rect: CGRect(origin: .zero, size: size))
        }
    }
}

/// Drawn artworks by artwork and size in whole points.
@MainActor
enum ArtworkCache {
    private struct Key: Hashable {
        var artwork: Artwork
        var width: Int
        var height: Int
    }

    private static var images: [Key: UIImage] = [:]

    static func image(for artwork: Artwork, size: CGSize) -> UIImage {
        let key = Key(artwork: artwork, width: Int(size.width.rounded()), height: Int(size.height.rounded()))
        if let image = images[key] { return image }
        let image = artwork.render(size: CGSize(width: key.width, height: key.height))
        images[key] = image
        return image
    }
}
