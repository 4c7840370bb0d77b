import Foundation
import MatchCut

/// A social card feed at the top (a stories rail, then cards built from nested stacks), pushing a
/// post's detail screen.
///
/// The feed is a collection view holding the stories rail (a horizontal collection view of eight
/// story cells) and three card cells (two on screen, the second in part; one prefetched below). A card is a rounded
/// container around a vertical stack: a header (avatar tagged `avatar`, a stack of the name tagged
/// `name` and a time row, a more button), a clipped media view (image tagged `photo`, page dots,
/// a mute button), the text tagged `body`, a link preview (hidden on some cards), a reactions row,
/// four action buttons and two comments, each a stack in a stack in a stack. Cards are scoped
/// `post-N`; the post's detail screen shows the same card with twelve comments, so four views pair.
@MainActor
enum FeedShape {
    static let cardHeight = 560.0
    static let tappedPost = 0

    static func scene() -> BenchmarkScene {
        let builder = ScreenBuilder()
        let feed = screen(builder)
        let detail = postDetail(builder, scope: "post-\(tappedPost)")
        return BenchmarkScene(shape: "feed", source: feed, destination: detail, kinds: builder.kinds)
    }

    /// The feed screen.
    static func screen(_ b: ScreenBuilder) -> HeadlessView {
        let w = ScreenBuilder.width
        let root = b.view(CGRect(x: 0, y: 0, width: w, height: ScreenBuilder.height), in: nil)
        let collection = b.view(root.bounds, in: root, kind: .collectionView)
        collection.appearance.masksToBounds = true
        // The stories rail under the navigation bar.
        let railCell = b.view(CGRect(x: 0, y: 91, width: w, height: 100), in: collection)
        let railContent = b.view(railCell.bounds, in: railCell)
        let rail = b.view(railContent.bounds, in: railContent, kind: .collectionView)
        rail.appearance.masksToBounds = true
        for i in 0..<8 {
            let story = b.view(CGRect(x: 8 + Double(i) * 76, y: 8, width: 72, height: 88), in: rail)
            let content = b.view(story.bounds, in: story)
            let ring = b.view(CGRect(x: 4, y: 0, width: 64, height: 64), in: content)
            ring.cornerRadius = 32
            b.image(CGRect(x: 3, y: 3, width: 58, height: 58), in: ring, cornerRadius: 29)
            b.label(CGRect(x: 0, y: 68, width: 72, height: 16), in: content)
        }
        b.scrollIndicators(in: rail)
        for post in 0..<3 {
            let cell = b.view(
                CGRect(x: 0, y: 191 + Double(post) * cardHeight, width: w, height: cardHeight), in: collection)
            let content = b.view(cell.bounds, in: cell)
            card(
                b, scope: "post-\(post)", comments: 2,
                frame: CGRect(x: 12, y: 6, width: w - 24, height: cardHeight - 12), in: content)
        }
        b.scrollIndicators(in: collection)
        b.navigationBar(in: root, backButton: false)
        b.tabBar(in: root, items: 5)
        return root
    }

    /// The post's detail screen: the card with twelve comments in a scroll view, and a comment bar.
    static func postDetail(_ b: ScreenBuilder, scope: String) -> HeadlessView {
        let w = ScreenBuilder.width
        let h = ScreenBuilder.height
        let root = b.view(CGRect(x: 0, y: 0, width: w, height: h), in: nil)
        let scroll = b.view(root.bounds, in: root)
        scroll.appearance.masksToBounds = true
        scroll.bounds.origin.y = -91
        let content = b.view(CGRect(x: 0, y: 0, width: w, height: 1_400), in: scroll)
        card(b, scope: scope, comments: 12, frame: CGRect(x: 0, y: 0, width: w, height: 1_400), in: content)
        b.scrollIndicators(in: scroll)
        b.navigationBar(in: root)
        let bar = b.view(CGRect(x: 0, y: h - 90, width: w, height: 90), in: root)
        b.blur(bar.bounds, in: bar)
        b.image(CGRect(x: 12, y: 10, width: 32, height: 32), in: bar, cornerRadius: 16)
        b.textField(CGRect(x: 52, y: 8, width: w - 110, height: 36), in: bar)
        b.button(CGRect(x: w - 50, y: 8, width: 40, height: 36), in: bar, title: false)
        return root
    }

    /// A card: 75 views with two comments, 12 more per comment.
    static func card(_ b: ScreenBuilder, scope: String, comments: Int, frame: CGRect, in parent: HeadlessView) {
        let container = b.view(frame, in: parent)
        container.matchScope = scope
        container.cornerRadius = 12
        let w = frame.width - 24
        let stack = b.stack(CGRect(x: 12, y: 12, width: w, height: frame.height - 24), in: container)

        let header = b.stack(CGRect(x: 0, y: 0, width: w, height: 40), in: stack)
        b.tag(b.image(CGRect(x: 0, y: 0, width: 40, height: 40), in: header, cornerRadius: 20), "avatar", scope: scope)
        let names = b.stack(CGRect(x: 48, y: 0, width: w - 48 - 40, height: 40), in: header)
        b.tag(b.label(CGRect(x: 0, y: 2, width: 200, height: 18), in: names), "name", scope: scope)
        let when = b.stack(CGRect(x: 0, y: 22, width: 200, height: 16), in: names)
        b.label(CGRect(x: 0, y: 0, width: 80, height: 16), in: when)
        b.image(CGRect(x: 84, y: 2, width: 12, height: 12), in: when)
        b.button(CGRect(x: w - 32, y: 4, width: 32, height: 32), in: header, title: false)

        let media = b.view(CGRect(x: 0, y: 48, width: w, height: 180), in: stack)
        media.cornerRadius = 8
        media.appearance.masksToBounds = true
        b.tag(b.image(media.bounds, in: media), "photo", scope: scope)
        let dots = b.view(CGRect(x: w / 2 - 40, y: 160, width: 80, height: 12), in: media)
        for i in 0..<4 { b.view(CGRect(x: Double(i) * 20 + 6, y: 2, width: 8, height: 8), in: dots).cornerRadius = 4 }
        b.button(CGRect(x: w - 36, y: 144, width: 28, height: 28), in: media, title: false)

        b.tag(b.label(CGRect(x: 0, y: 236, width: w, height: 36), in: stack), "body", scope: scope)
        let link = b.stack(CGRect(x: 0, y: 276, width: w, height: 56), in: stack)
        b.image(CGRect(x: 0, y: 0, width: 56, height: 56), in: link, cornerRadius: 6)
        let linkText = b.stack(CGRect(x: 64, y: 0, width: w - 64, height: 56), in: link)
        b.label(CGRect(x: 0, y: 4, width: w - 64, height: 20), in: linkText)
        b.label(CGRect(x: 0, y: 28, width: w - 64, height: 16), in: linkText)
        link.isHidden = scope.hasSuffix("0")

        let reactions = b.stack(CGRect(x: 0, y: 340, width: w, height: 20), in: stack)
        for i in 0..<3 {
            b.image(CGRect(x: Double(i) * 14, y: 0, width: 20, height: 20), in: reactions, cornerRadius: 10)
        }
        b.label(CGRect(x: 56, y: 2, width: 200, height: 16), in: reactions)

        let actions = b.stack(CGRect(x: 0, y: 364, width: w, height: 32), in: stack)
        for i in 0..<4 { b.button(CGRect(x: Double(i) * w / 4, y: 0, width: w / 4 - 4, height: 32), in: actions) }

        let thread = b.stack(CGRect(x: 0, y: 400, width: w, height: Double(comments) * 60), in: stack)
        for i in 0..<comments {
            let comment = b.stack(CGRect(x: 0, y: Double(i) * 60, width: w, height: 56), in: thread)
            b.image(CGRect(x: 0, y: 0, width: 28, height: 28), in: comment, cornerRadius: 14)
            let column = b.stack(CGRect(x: 36, y: 0, width: w - 36, height: 56), in: comment)
            let bubble = b.view(CGRect(x: 0, y: 0, width: w - 36, height: 36), in: column)
            bubble.cornerRadius = 12
            let lines = b.stack(CGRect(x: 8, y: 2, width: w - 52, height: 32), in: bubble)
            b.label(CGRect(x: 0, y: 0, width: 120, height: 14), in: lines)
            b.label(CGRect(x: 0, y: 16, width: w - 52, height: 16), in: lines)
            let footer = b.stack(CGRect(x: 0, y: 38, width: w - 36, height: 16), in: column)
            b.label(CGRect(x: 0, y: 0, width: 40, height: 16), in: footer)
            b.button(CGRect(x: 48, y: 0, width: 40, height: 16), in: footer, title: false)
        }
    }
}
