import Foundation
import MatchCut

/// Screens and set-ups the contract suites share: a navigation controller on a grid of scoped
/// photo cells (with its detail and a screen that shares nothing), and a presenter with a sheet.
@MainActor
public enum ContractFixtures {
    /// A grid with scoped photo cells (`thumbnail 0…5`, tagged `photo`, scopes `item-0…5`), the
    /// detail of item 2 (a large `photo`), and a settings screen that shares nothing.
    public static func screens(size: CGSize) -> (
        grid: FakeViewController, detail: FakeViewController, settings: FakeViewController
    ) {
        let full = CGRect(origin: .zero, size: size)
        let grid = HeadlessView(frame: full)
        grid.name = "grid"
        grid.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
        photoCells(in: grid)
        let detail = HeadlessView(frame: full)
        detail.name = "detail"
        detail.matchScope = "item-2"
        detail.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0)
        let photo = HeadlessView(frame: CGRect(x: 0, y: 150, width: size.width, height: size.width))
        photo.name = "photo"
        photo.matchID = "photo"
        photo.backgroundColor = RGBAColor(red: 0.4, green: 0.5, blue: 0.7)
        detail.addSubview(photo)
        let settings = HeadlessView(frame: full)
        settings.name = "settings"
        settings.backgroundColor = RGBAColor(red: 0.95, green: 0.95, blue: 0.97)
        let row = HeadlessView(frame: CGRect(x: 0, y: 120, width: size.width, height: 44))
        row.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
        settings.addSubview(row)
        return (
            FakeViewController("grid", rootView: grid), FakeViewController("detail", rootView: detail),
            FakeViewController("settings", rootView: settings)
        )
    }

    /// A zoomed photo of item 2 (scope `item-2`, a `photo` at (20, 300, 350×500) on black): it
    /// matches the grid's cell 2 and the detail's photo.
    public static func zoomScreen(size: CGSize) -> FakeViewController {
        let root = HeadlessView(frame: CGRect(origin: .zero, size: size))
        root.name = "zoom"
        root.matchScope = "item-2"
        root.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0)
        let zoomed = HeadlessView(frame: CGRect(x: 20, y: 300, width: 350, height: 500))
        zoomed.name = "zoomed photo"
        zoomed.matchID = "photo"
        zoomed.backgroundColor = RGBAColor(red: 0.4, green: 0.5, blue: 0.7)
        root.addSubview(zoomed)
        return FakeViewController("zoom", rootView: root)
    }

    /// Six scoped cells in three columns (scopes `item-0…5`), each holding a 120-point image
    /// tagged `photo` and named `thumbnail N`, added to `grid`; returns the images.
    @discardableResult
    public static func photoCells(in grid: HeadlessView, cornerRadius: CGFloat = 0) -> [HeadlessView] {
        (0..<6).map { i in
            let cell = HeadlessView(
                frame: CGRect(x: 8 + Double(i % 3) * 128, y: 110 + Double(i / 3) * 128, width: 120, height: 120))
            cell.matchScope = "item-\(i)"
            let image = HeadlessView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
            image.name = "thumbnail \(i)"
            image.matchID = "photo"
            image.cornerRadius = cornerRadius
            image.backgroundColor = RGBAColor(red: 0.2 + 0.1 * Double(i), green: 0.5, blue: 0.7)
            cell.addSubview(image)
            grid.addSubview(cell)
            return image
        }
    }

    /// A navigation controller showing the grid, with MatchCut's coordination, in a new harness
    /// whose violations go to `report` (with the seed).
    public static func navigation(seed: Int = 0, report: @escaping (String) -> Void) -> (
        harness: TransitionHarness, nav: FakeNavigationController, grid: FakeViewController,
        detail: FakeViewController, settings: FakeViewController
    ) {
        let harness = TransitionHarness()
        harness.onViolation = { report("seed \(seed): \($0)") }
        let (grid, detail, settings) = screens(size: harness.window.bounds.size)
        let nav = FakeNavigationController(root: grid, in: harness)
        nav.coordination = FakeNavigationController.Coordination(
            stack: nav, backend: { harness.backend }, driver: { harness.driver })
        harness.endTurn()
        harness.backend.noteScreen(harness.window)
        return (harness, nav, grid, detail, settings)
    }

    /// A flow on the fakes: `arrangement` staged in a new harness (`prepare` may change it), UIKit's
    /// duration question, the start inside a commit, `during` once started, then run until UIKit
    /// was told it completed. Violations go to `report`, except an original shown mid-flight when
    /// `appShowsOriginals` (an app showing it itself).
    package static func flow(
        _ arrangement: UIKitStage.Arrangement, interactive: Bool = false, animated: Bool = true,
        style: TransitionStyle = .matched(TransitionOptions()), appShowsOriginals: Bool = false,
        report: @escaping (String) -> Void, prepare: (UIKitStage) -> Void = { _ in },
        during: ((TransitionFlow<FakeTransitionContext, ContractBackend>, TransitionHarness) -> Void)? = nil
    ) -> (TransitionHarness, UIKitStage, TransitionFlow<FakeTransitionContext, ContractBackend>) {
        let harness = TransitionHarness()
        harness.onViolation = {
            if !appShowsOriginals || !$0.contains("shows the original") { report("\(arrangement): \($0)") }
        }
        let stage = UIKitStage(arrangement, in: harness, interactive: interactive, animated: animated)
        stage.context.onViolation = harness.report
        prepare(stage)
        harness.endTurn()
        harness.backend.noteScreen(harness.window)
        let flow = TransitionFlow<FakeTransitionContext, ContractBackend>(
            kind: arrangement.kind, style: style, backend: harness.backend, driver: harness.driver)
        harness.watch(flow.controller, source: stage.roots.from, destination: stage.roots.to)
        _ = flow.duration(using: stage.context)
        harness.startInCommit {
            stage.context.starting {
                if interactive { flow.startInteractive(stage.context) } else { flow.animate(using: stage.context) }
            }
        }
        during?(flow, harness)
        harness.run(until: { !stage.context.completions.isEmpty })
        return (harness, stage, flow)
    }

    /// A menu presenting a sheet (a title inside) with `style`, in a new harness whose violations
    /// go to `report` (with the seed); the hint is remembered in `hintRecord` (a new one by default).
    package static func presentation(
        _ style: TransitionStyle, seed: Int = 0, hintRecord: PullDownHintRecord = PullDownHintRecord(),
        report: @escaping (String) -> Void, presentedContent: ((HeadlessView) -> Void)? = nil
    ) -> (harness: TransitionHarness, presentation: FakePresentation) {
        let harness = TransitionHarness()
        harness.onViolation = { report("seed \(seed) \(style): \($0)") }
        let size = harness.window.bounds.size
        let menu = HeadlessView(frame: CGRect(origin: .zero, size: size))
        menu.name = "menu"
        menu.backgroundColor = RGBAColor(red: 0.95, green: 0.95, blue: 0.97)
        for i in 0..<5 {
            let row = HeadlessView(frame: CGRect(x: 0, y: 120 + Double(i) * 50, width: size.width, height: 44))
            row.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
            menu.addSubview(row)
        }
        let sheet = HeadlessView(frame: CGRect(origin: .zero, size: size))
        sheet.name = "sheet"
        sheet.backgroundColor = RGBAColor(red: 0.2, green: 0.6, blue: 0.7)
        let title = HeadlessView(frame: CGRect(x: 20, y: 24, width: 200, height: 30))
        title.content = .text(TextContent("Share"))
        sheet.addSubview(title)
        presentedContent?(sheet)
        let p = FakePresentation(
            presenter: FakeViewController("menu", rootView: menu),
            presented: FakeViewController("sheet", rootView: sheet), style: style, in: harness,
            hintRecord: hintRecord)
        harness.endTurn()
        harness.backend.noteScreen(harness.window)
        return (harness, p)
    }
}

extension GestureScript {
    /// The script as a recognizer's samples, one per script sample (began, changed…, ended), in
    /// the space its start is given in; velocities from the sample-to-sample motion at 60 Hz.
    package func panSamples() -> [PanSample] {
        var result: [PanSample] = []
        var previous = CGPoint.zero
        for (i, s) in samples.enumerated() {
            let velocity = CGPoint(x: (s.translation.x - previous.x) * 60, y: (s.translation.y - previous.y) * 60)
            previous = s.translation
            let location = CGPoint(x: start.x + s.translation.x, y: start.y + s.translation.y)
            result.append(
                PanSample(
                    state: i == 0 ? .began : .changed, location: location, translation: s.translation,
                    velocity: velocity))
        }
        let last = result[result.count - 1]
        result.append(
            PanSample(state: .ended, location: last.location, translation: last.translation, velocity: releaseVelocity))
        return result
    }
}
