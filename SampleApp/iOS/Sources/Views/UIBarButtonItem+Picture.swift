import UIKit

extension UIBarButtonItem {
    /// A 32-point picture as a bar button item (its `customView` a button, which is what MatchCut
    /// flies), rounded by `cornerRadius`, running `action` when tapped. On iOS 26 the bar draws no
    /// glass capsule behind it (`hidesSharedBackground`), so none is left behind while it flies.
    static func picture(
        _ image: UIImage?, cornerRadius: CGFloat, accessibilityLabel: String, action: @escaping @MainActor () -> Void
    ) -> UIBarButtonItem {
        let button = UIButton(type: .custom)
        button.setImage(image, for: .normal)
        button.imageView?.contentMode = .scaleAspectFill
        button.layer.cornerRadius = cornerRadius
        button.clipsToBounds = true
        button.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
        button.widthAnchor.constraint(equalToConstant: 32).isActive = true
        button.heightAnchor.constraint(equalToConstant: 32).isActive = true
        button.accessibilityLabel = accessibilityLabel
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        let item = UIBarButtonItem(customView: button)
        // Newer than the SDK the sample builds with: set by key where the item answers to it.
        if item.responds(to: NSSelectorFromString("setHidesSharedBackground:")) {
            item.setValue(true, forKey: "hidesSharedBackground")
        }
        return item
    }
}
