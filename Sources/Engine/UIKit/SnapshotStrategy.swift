#if canImport(UIKit)
    import UIKit

    /// How a view is pictured inside its stand-in.
    public enum SnapshotStrategy: Hashable, Sendable {
        /// Image views are copied, labels re-laid out, anything else snapshotted.
        case automatic
        /// `snapshotView(afterScreenUpdates:)`.
        case snapshotView
        /// The layer rendered into an image.
        case layerRender
        /// A `UIImageView` with the same image, content mode and tint (sharp at any size).
        case imageCopy
        /// A `UILabel` with the same text, laid out to the stand-in's size (text never stretches).
        case labelCopy
    }

    /// Makes the views that picture originals inside stand-ins.
    @MainActor
    enum SnapshotMaker {
        /// A picture of `view`, and whether it must be laid out to its stand-in's bounds instead of
        /// being scaled by the fit mode.
        static func picture(of view: UIView, afterScreenUpdates: Bool) -> (view: UIView, relayout: Bool) {
            var strategy = view.snapshotStrategy
            if strategy == .automatic {
                strategy = view is UIImageView ? .imageCopy : view is UILabel ? .labelCopy : .snapshotView
            }
            switch strategy {
            case .imageCopy:
                if let source = view as? UIImageView {
                    let copy = UIImageView(image: source.image)
                    copy.contentMode = source.contentMode
                    copy.tintColor = source.tintColor
                    copy.clipsToBounds = true
                    return (copy, false)
                }
            case .labelCopy:
                if let source = view as? UILabel {
                    let copy = UILabel()
                    copy.attributedText = source.attributedText
                    copy.numberOfLines = source.numberOfLines
                    copy.textAlignment = source.textAlignment
                    copy.lineBreakMode = source.lineBreakMode
                    copy.adjustsFontSizeToFitWidth = source.adjustsFontSizeToFitWidth
                    return (copy, true)
                }
            case .layerRender:
                return (UIImageView(image: render(view)), false)
            case .snapshotView, .automatic:
                break
            }
            if let snapshot = view.snapshotView(afterScreenUpdates: afterScreenUpdates) { return (snapshot, false) }
            return (UIImageView(image: render(view)), false)
        }

        static func render(_ view: UIView) -> UIImage {
            let format = UIGraphicsImageRendererFormat.preferred()
            return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
                view.layer.render(in: context.cgContext)
            }
        }
    }
#endif
