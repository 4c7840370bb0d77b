import Foundation

extension TransitionScene {
    /// Two live screens (any views, `UIView`s included) captured as a scene file with their
    /// transition: what a device exports so that the lab replays the same transition.
    /// `alphaOf` gives a view's alpha as the app set it where the view's current one is
    /// MatchCut's (see ``SceneNode/init(capturing:alphaOf:)``).
    @MainActor
    package init<Node: ViewNode>(
        scene roots: (source: Node, destination: Node), containerSize: CGSize, transition: TransitionSpec,
        alphaOf: ((Node) -> Double?)? = nil
    ) where Node.Node == Node {
        self.init(
            containerSize: containerSize, source: SceneNode(capturing: roots.source, alphaOf: alphaOf),
            destination: SceneNode(capturing: roots.destination, alphaOf: alphaOf),
            sections: ["transition": transition.json()])
    }
}
