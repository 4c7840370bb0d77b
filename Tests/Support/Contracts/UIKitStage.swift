import Foundation
import MatchCut

/// Screens placed as UIKit places them when a transition starts: a grid and its detail in a
/// navigation controller, or a presenter and a presented screen (full screen or a partial sheet).
@MainActor
public struct UIKitStage {
    /// How the screens are arranged.
    public enum Arrangement: String, CaseIterable, Sendable {
        /// A navigation push (grid → detail).
        case push
        /// A navigation pop (detail → grid).
        case pop
        /// A full-screen presentation (the presenter's view is handed out and removed at the end).
        case present
        /// Its dismissal.
        case dismiss
        /// A partial presentation (a sheet): the presenter stays on screen, not handed out.
        case presentSheet
        /// Its dismissal.
        case dismissSheet

        /// The transition kind.
        public var kind: TransitionKind {
            switch self {
            case .push: .push
            case .pop: .pop
            case .present, .presentSheet: .present
            case .dismiss, .dismissSheet: .dismiss
            }
        }
    }

    /// The arrangement.
    public let arrangement: Arrangement
    /// The transition container (under the window).
    public let container: HeadlessView
    /// The controller left, and the one arriving.
    public let from: FakeViewController
    /// The controller arriving.
    public let to: FakeViewController
    /// The context UIKit would hand out.
    public let context: FakeTransitionContext
    /// The matched thumbnail in the grid (or presenter) and the large photo in the detail.
    public let thumbnail: HeadlessView
    /// The large photo.
    public let photo: HeadlessView

    /// Builds the screens in `harness`'s window.
    public init(
        _ arrangement: Arrangement, in harness: TransitionHarness, interactive: Bool = false, animated: Bool = true
    ) {
        self.arrangement = arrangement
        let size = harness.window.bounds.size
        let full = CGRect(origin: .zero, size: size)
        // The grid (or presenter): a bar, a few cells, the tagged thumbnail in a scoped cell.
        let grid = HeadlessView(frame: full)
        grid.name = "grid"
        grid.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
        let bar = HeadlessView(frame: CGRect(x: 0, y: 0, width: size.width, height: 100))
        bar.name = "bar"
        bar.backgroundColor = RGBAColor(red: 0.97, green: 0.97, blue: 0.97)
        grid.addSubview(bar)
        let thumbnail = ContractFixtures.photoCells(in: grid, cornerRadius: 8)[4]
        // The detail (or presented screen).
        let detail = HeadlessView(frame: full)
        detail.name = "detail"
        detail.matchScope = "item-4"
        detail.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0)
        let photo = HeadlessView(frame: CGRect(x: 0, y: 150, width: size.width, height: size.width))
        photo.name = "photo"
        photo.matchID = "photo"
        photo.backgroundColor = RGBAColor(red: 0.6, green: 0.5, blue: 0.7)
        detail.addSubview(photo)
        let caption = HeadlessView(frame: CGRect(x: 20, y: 170 + size.width, width: size.width - 40, height: 40))
        caption.name = "caption"
        caption.content = .text(TextContent("A caption"))
        caption.transitionModifiers = [.fade, .translate(x: 0, y: 30)]
        detail.addSubview(caption)
        self.thumbnail = thumbnail
        self.photo = photo

        let container = HeadlessView(frame: full)
        container.name = "container"
        harness.window.addSubview(container)
        self.container = container
        let gridVC = FakeViewController("grid", rootView: grid)
        let detailVC = FakeViewController("detail", rootView: detail)
        let sheetFrame = TransitionPreset.actionSheet().presentedFrame(in: full)
        var finalFrame = full
        let (from, to): (FakeViewController, FakeViewController)
        var fromView: HeadlessView?
        var toView: HeadlessView?
        switch arrangement {
        case .push, .present:
            (from, to) = (gridVC, detailVC)
            container.addSubview(grid)
            (fromView, toView) = (grid, detail)
        case .pop, .dismiss:
            (from, to) = (detailVC, gridVC)
            container.addSubview(detail)
            (fromView, toView) = (detail, grid)
        case .presentSheet:
            (from, to) = (gridVC, detailVC)
            harness.window.insertSubview(grid, at: 0)  // the presenter stays on screen, under the container
            (fromView, toView) = (nil, detail)
            finalFrame = sheetFrame
        case .dismissSheet:
            (from, to) = (detailVC, gridVC)
            harness.window.insertSubview(grid, at: 0)
            detail.frame = sheetFrame
            container.addSubview(detail)
            (fromView, toView) = (detail, nil)
        }
        self.from = from
        self.to = to
        context = FakeTransitionContext(
            container: container, from: from, to: to, fromView: fromView, toView: toView, animated: animated,
            // MatchCut's UIKit layer always vends its interaction controller.
            interactive: interactive, vendedInteractionController: true, clock: harness.driver)
        if toView != nil { context.finalFrames[ObjectIdentifier(to)] = finalFrame }
        // UIKit's own work at completion: the leaving view goes when the transition finished (a
        // presenter's view stays under a partial sheet, where it was never handed out).
        let leaving = fromView
        context.onComplete = { finished in
            if finished { leaving?.removeFromParent() }
        }
    }

    /// The root views: left and arriving.
    public var roots: (from: HeadlessView, to: HeadlessView) { (from.rootView, to.rootView) }

    /// The axis a dismissing or popping finger moves along, and where it starts.
    public var gesture: (axis: CGPoint, start: CGPoint, extent: Double) {
        let b = container.bounds
        switch arrangement {
        case .dismiss, .dismissSheet: return (CGPoint(x: 0, y: 1), CGPoint(x: b.midX, y: b.midY), b.height)
        default: return (CGPoint(x: 1, y: 0), CGPoint(x: 4, y: b.midY), b.width)
        }
    }
}
