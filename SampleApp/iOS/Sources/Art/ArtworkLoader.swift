import UIKit

/// A stand-in for a network image loader: the picture arrives `delay` seconds after it is asked
/// for, on the main actor, as a decoded image would.
@MainActor
enum ArtworkLoader {
    static func load(
        _ artwork: Artwork, size: CGSize, delay: TimeInterval, completion: @escaping @MainActor (UIImage) -> Void
    ) {
        after(delay) { completion(artwork.render(size: size)) }
    }
}

/// Runs `body` on the main actor after `seconds`.
@MainActor
func after(_ seconds: TimeInterval, _ body: @escaping @MainActor () -> Void) {
    Task { @MainActor in
        try? await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1_000_000_000))
        body()
    }
}
