#if canImport(UIKit) && canImport(SwiftUI)
    import SwiftUI
    import UIKit

    extension View {
        /// Tags this SwiftUI content for MatchCut, as `matchID` tags a `UIView`: content with the
        /// same ID (and scope) on the other screen flies into place, whether that screen is
        /// SwiftUI (a `UIHostingController`, a cell's `UIHostingConfiguration`) or UIKit.
        ///
        /// ```swift
        /// PhotoView(photo)
        ///     .matchID("photo", scope: photo.id)
        /// ```
        ///
        /// A clear anchor view behind the content marks its frame (``MatchCutAnchorView``); the
        /// picture that flies is the hosting view's region under it — what the host draws there,
        /// its background included — and the content is hidden (`.opacity(0)`) while its stand-in
        /// flies. Put the modifier on the content's outermost view (after its frame, padding and
        /// clip shape) so the anchor is the size that flies, and give the clip shape's corner
        /// radius as `cornerRadius`: the stand-in rounds its corners with it, cutting the host's
        /// background off the picture's corners.
        /// - Parameters:
        ///   - id: the transition ID.
        ///   - scope: the ID's scope (a cell's item), as `matchScope`; `nil` takes the nearest
        ///     enclosing UIKit view's scope (a `UIHostingConfiguration` cell's `matchScope`).
        ///   - cornerRadius: the content's corner radius, in points (0: square corners).
        public func matchID(_ id: String, scope: String? = nil, cornerRadius: CGFloat = 0) -> some View {
            modifier(MatchIDModifier(id: id, scope: scope, cornerRadius: cornerRadius))
        }
    }

    /// `.matchID(_:scope:)`: the content, hidden while MatchCut flies it, over its anchor.
    struct MatchIDModifier: ViewModifier {
        let id: String
        let scope: String?
        let cornerRadius: CGFloat
        @StateObject private var element = HostedElement()

        func body(content: Content) -> some View {
            content
                .opacity(element.isHidden ? 0 : 1)
                .background {
                    MatchCutAnchor(id: id, scope: scope, cornerRadius: cornerRadius, element: element)
                }
        }
    }

    /// Whether MatchCut hides a SwiftUI element now.
    @MainActor
    final class HostedElement: ObservableObject {
        @Published var isHidden = false

        /// Made by SwiftUI for the modifier's state (`@StateObject`, evaluated on the main thread).
        nonisolated init() {}
    }

    /// The anchor view, kept in step with the modifier's ID and scope.
    struct MatchCutAnchor: UIViewRepresentable {
        let id: String
        let scope: String?
        let cornerRadius: CGFloat
        let element: HostedElement

        func makeUIView(context: Context) -> MatchCutAnchorView { MatchCutAnchorView() }

        func updateUIView(_ view: MatchCutAnchorView, context: Context) {
            view.matchID = id
            view.matchScope = scope
            view.layer.cornerRadius = cornerRadius
            view.onHiddenChange = { [weak element] hidden in
                // At once, never faded by an animation of the app's (an ancestor's `.animation`).
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { element?.isHidden = hidden }
            }
        }
    }
#endif
