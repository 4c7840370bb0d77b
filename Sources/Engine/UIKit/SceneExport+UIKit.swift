#if canImport(UIKit)
    import UIKit

    extension UIView {
        /// This view's hierarchy and `destination`'s, with `transition`, as a scene file for the
        /// lab: IDs, geometry, appearance and modifiers, no pixels. Attach it to a bug report;
        /// `matchcut-lab match` and `play` replay it. Both roots are placed in a container the size
        /// of this view's window (or of this view).
        public func matchCutSceneFile(destination: UIView, transition: TransitionSpec = TransitionSpec()) -> String {
            let size = window?.bounds.size ?? bounds.size
            return SceneEncoder().encode(TransitionScene(scene: (self, destination), containerSize: size, transition: transition))
        }
    }

    extension MatchCutTransition {
        /// The transition in flight as a scene file (its two screens, their modifiers, its kind and
        /// style), or `nil` before it has started.
        public func sceneFile() -> String? { flow.sceneFile().map { SceneEncoder().encode($0) } }
    }
#endif
