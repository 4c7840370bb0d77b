#if canImport(UIKit)
    import UIKit

    /// The UIKit view MatchCut sees for SwiftUI content tagged with `.matchID(_:scope:)`: clear,
    /// behind the content and its size (SwiftUI lays a `.background` out at its content's frame),
    /// carrying the ID and scope. MatchCut matches, measures and hides it like any tagged view;
    /// the rest is done for the content it stands for:
    /// - **its picture** is the hosting view's region under it (``HostedContentRegion``): SwiftUI
    ///   draws the content in the host's layers, so a picture of the anchor alone is empty;
    /// - **hiding it** (MatchCut sets its `alpha` to 0 while its stand-in flies, and back after)
    ///   hides the content (`.opacity(0)`), and SwiftUI is asked to apply that at once (its host is
    ///   laid out: undocumented that this renders the change before the next picture;
    ///   Docs/DeviceChecklist.md, row 58).
    @MainActor
    public final class MatchCutAnchorView: UIView {
        /// Told `true` when MatchCut hides the element, `false` when it shows it again.
        var onHiddenChange: ((Bool) -> Void)?
        /// Whether the content is hidden now.
        private(set) var hidesContent = false

        /// A clear anchor that takes no touches and is not an accessibility element (the content
        /// is).
        init() {
            super.init(frame: .zero)
            backgroundColor = .clear
            isUserInteractionEnabled = false
            isAccessibilityElement = false
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        /// The anchor's alpha: 0 (below 0.01, as hit-testing counts it) hides the content.
        override public var alpha: CGFloat {
            didSet { alphaChanged() }
        }

        private func alphaChanged() {
            let hidden = alpha < 0.01
            guard hidden != hidesContent else { return }
            hidesContent = hidden
            onHiddenChange?(hidden)
            guard let host else { return }
            host.setNeedsLayout()
            host.layoutIfNeeded()
        }

        /// The view that draws the content: the nearest SwiftUI hosting view above the anchor.
        var host: UIView? {
            var names: [String] = []
            var views: [UIView] = []
            var next = superview
            while let view = next {
                names.append(NSStringFromClass(type(of: view)))
                views.append(view)
                next = view.superview
            }
            return HostedContentRegion.hostIndex(ancestorClassNames: names).map { views[$0] }
        }

        /// A picture of the content: the host's region under the anchor (`nil` outside SwiftUI).
        func contentSnapshot(afterScreenUpdates: Bool) -> UIView? {
            guard let host else { return nil }
            return host.resizableSnapshotView(
                from: convert(bounds, to: host), afterScreenUpdates: afterScreenUpdates, withCapInsets: .zero)
        }

        /// The content rendered from the model (`CALayer.render(in:)` of the host's region), or
        /// `nil` outside SwiftUI.
        func contentImage() -> UIImage? {
            guard let host else { return nil }
            let rect = convert(bounds, to: host)
            return UIGraphicsImageRenderer(bounds: CGRect(origin: .zero, size: rect.size), format: .preferred()).image {
                $0.cgContext.translateBy(x: -rect.minX, y: -rect.minY)
                host.layer.render(in: $0.cgContext)
            }
        }
    }
#endif
