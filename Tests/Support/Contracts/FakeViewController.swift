import Foundation
import MatchCut

/// A view controller as MatchCut's flows see it: a root view and a postponement.
@MainActor
public final class FakeViewController: TransitionEndpoint {
    /// Its root view.
    public let rootView: HeadlessView
    /// A name for messages.
    public let title: String
    /// `matchCutPostpone(timeout:)`'s value.
    public var postponement: Double?
    /// How many times a flow took the postponement.
    public private(set) var postponementsTaken = 0
    /// `isModalInPresentation`.
    public var isModalInPresentation = false
    /// `navigationItem.hidesBackButton`.
    public var hidesBackButton = false
    /// Whether `navigationItem` has left items in place of the back button (a `leftBarButtonItem`
    /// without `leftItemsSupplementBackButton`).
    public var leftItemsReplaceBackButton = false
    /// `matchCutAllowsPanToPop`.
    public var allowsPanToPop = true
    /// Whether it shows a navigation controller that can pop (a presented navigation stack).
    public var containsPoppableStack = false
    /// `matchCutTransition`: the transition it asks for when pushed or popped.
    public var transitionStyle: TransitionStyle?
    /// Its tagged bar button items' views (in a bar outside its root view), by transition ID.
    public var barItems: [(id: String, view: HeadlessView)] = []
    /// Whether the app hides its bar items (`UIBarButtonItem.isHidden`, a hidden toolbar).
    public var barItemsHidden = false
    /// The tagged bar items as MatchCut reads them.
    package var barElements: [BarElement<HeadlessView>] {
        barItems.map { item in
            var root = item.view
            while let parent = root.superview { root = parent }
            // On screen: in a window (a view named "window", the harness's).
            return BarElement(
                id: item.id, scope: nil, view: item.view, isOnScreen: root.name == "window", isHidden: barItemsHidden)
        }
    }

    /// The appearance callbacks UIKit sent it, in order (see ``AppearanceCallback``).
    public private(set) var appearances: [AppearanceCallback] = []
    /// What the app does in each appearance callback (a list reloading its content in
    /// `viewWillAppear`, say); called after the callback is logged.
    public var onAppearance: ((AppearanceCallback) -> Void)?

    /// UIKit sends `callback`.
    package func receive(_ callback: AppearanceCallback) {
        appearances.append(callback)
        onAppearance?(callback)
    }

    /// Creates a controller with `rootView`.
    public init(_ title: String, rootView: HeadlessView) {
        self.title = title
        self.rootView = rootView
    }

    /// Forgets the postponement.
    public func clearPostponement() {
        postponement = nil
        postponementsTaken += 1
    }
}
