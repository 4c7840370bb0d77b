import UIKit

extension UIBarButtonItem {
    /// On iOS 26, asks the bar to draw no glass capsule behind the item (`hidesSharedBackground`),
    /// so none is left behind while the item flies. The property is newer than the SDK the sample
    /// builds with: set by key where the item answers to it.
    func hidingSharedBackground() -> UIBarButtonItem {
        if responds(to: NSSelectorFromString("setHidesSharedBackground:")) {
            setValue(true, forKey: "hidesSharedBackground")
        }
        return self
    }
}
