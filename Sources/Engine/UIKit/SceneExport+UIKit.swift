#if canImport(UIKit)
    import UIKit

    extension UIView {
        /// This view's hierarchy and `destination`'s, as a scene file for the lab: IDs, geometry and
        /// appearance, no pixels. Attach it to a bug report; `matchcut-lab match` and `play` replay it.
        /// Both roots are placed in a container the size of this view's window (or of this view).
        public func matchCutSceneFile(destination: UIView) -> String {
            let size = window?.bounds.size ?? bounds.size
            let scene = Scene(
                containerSize: size, source: SceneNode(capturing: self), destination: SceneNode(capturing: destination))
            return SceneEncoder().encode(scene)
        }
    }
#endif
