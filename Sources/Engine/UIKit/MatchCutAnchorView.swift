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

        /// What VoiceOver lands on for the content: the host's accessibility element whose frame
        /// is the most inside the anchor's (SwiftUI's elements live in the host, not in the
        /// anchor); `nil` when none overlaps it.
        func contentAccessibilityElement() -> NSObject? {
            guard let host else { return nil }
            let frame = UIAccessibility.convertToScreenCoordinates(bounds, in: self)
            var best: (element: NSObject, overlap: CGFloat)?
            var queue: [NSObject] = [host]
            var visited = 0
            while !queue.isEmpty, visited < 2_000 {
                let object = queue.removeFirst()
                visited += 1
                if object !== host, object.isAccessibilityElement {
                    let overlap = frame.intersection(object.accessibilityFrame)
                    let area = overlap.isNull ? 0 : overlap.width * overlap.height
                    if area > (best?.overlap ?? 0) { best = (object, area) }
                    continue
                }
                if let elements = object.accessibilityElements as? [NSObject] {
                    queue += elements
                } else if let view = object as? UIView {
                    queue += view.subviews.filter { $0 !== self }
                }
            }
            return best?.element
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

        /// A picture of the content: the host's region under the anchor (`nil` outside SwiftUI:
        /// logged, the flight would be blank).
        func contentSnapshot(afterScreenUpdates: Bool) -> UIView? {
            guard let host else {
                MatchCutLog.anchorWithoutHost(matchID)
                return nil
            }
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
