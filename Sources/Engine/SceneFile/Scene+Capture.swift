import Foundation

extension Scene {
    /// Two live screens (any views, `UIView`s included) captured as a scene file with their
    /// transition: what a device exports so that the lab replays the same transition.
    @MainActor
    public init<Node: ViewNode>(scene roots: (source: Node, destination: Node), containerSize: CGSize, transition: TransitionSpec)
    where Node.Node == Node {
        self.init(
            containerSize: containerSize, source: SceneNode(capturing: roots.source),
            destination: SceneNode(capturing: roots.destination), sections: ["transition": transition.json()])
    }
}
