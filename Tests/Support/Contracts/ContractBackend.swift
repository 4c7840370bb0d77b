import Foundation
import MatchCut

/// The headless backend with a check on every picture: one that comes out blank where there was
/// something to show is a violation — the view showed content on screen before the transition (a
/// picture taken after it was hidden), or its model has content now (a picture of a view never
/// drawn, taken without committing first).
@MainActor
public final class ContractBackend: TransitionBackend {
    /// The backend doing the work.
    package let base: HeadlessBackend
    /// What each view showed before the transition began, by identity: whether it had ink.
    public var shownBefore: [ObjectIdentifier: Bool] = [:]
    /// Called with each violation.
    public var onViolation: (String) -> Void = { _ in }
    /// Violations so far.
    public private(set) var violations: [String] = []

    /// Wraps `base`.
    package init(_ base: HeadlessBackend) {
        self.base = base
    }

    /// Records what every view of `window`'s tree shows now (call before the transition begins).
    public func noteScreen(_ window: HeadlessView) {
        shownBefore.removeAll()
        var stack = [window]
        while let view = stack.popLast() {
            shownBefore[ObjectIdentifier(view)] = !view.isHidden && view.alpha > 0 && view.hasVisibleInk
            stack.append(contentsOf: view.subviews)
        }
    }

    /// Takes the picture and checks it (a picture taken during a commit, when the commit ends).
    package func takePicture(_ request: PictureRequest<HeadlessView>) -> HeadlessPicture {
        let pictured = request.view
        let hasContentNow = !pictured.isHidden && pictured.alpha > 0 && pictured.hasVisibleInk
        let showedContent = shownBefore[ObjectIdentifier(request.view)] == true || hasContentNow
        let picture = base.takePicture(request)
        let check = { [weak self] in
            guard let self, showedContent, picture.isBlank else { return }
            let message = "blank picture (\(picture.method)) of \(request.view.name ?? "a view") that showed content"
            violations.append(message)
            onViolation(message)
        }
        if picture.isResolved { check() } else { base.screen?.whenCommitted(check) }
        return picture
    }

    /// As the base.
    public func cover(_ container: HeadlessView) -> HeadlessView? { base.cover(container) }

    /// As the base.
    public func makeProxy(standingFor element: HeadlessView, frame: CGRect, id: String, scope: String?) -> HeadlessView {
        base.makeProxy(standingFor: element, frame: frame, id: id, scope: scope)
    }

    /// As the base.
    package func makeStandIn(
        for track: StandInTrack, pictures: StandInPictures<HeadlessPicture>, drawnAs frame: StandInFrame?,
        in container: HeadlessView
    ) -> HeadlessView {
        base.makeStandIn(for: track, pictures: pictures, drawnAs: frame, in: container)
    }

    /// As the base.
    public func liveContentParent(of standIn: HeadlessView) -> HeadlessView { base.liveContentParent(of: standIn) }
    /// As the base.
    public func apply(_ frame: borrowing StandInFrame, to standIn: HeadlessView) { base.apply(frame, to: standIn) }
    /// As the base.
    public func hide(_ standIn: HeadlessView) { base.hide(standIn) }
    /// As the base.
    public func removeStandIn(_ standIn: HeadlessView) { base.removeStandIn(standIn) }
    /// As the base.
    public func makeTouchSurface(
        over container: HeadlessView, takesTouch: @escaping @MainActor (CGPoint) -> Bool
    ) -> HeadlessView? {
        base.makeTouchSurface(over: container, takesTouch: takesTouch)
    }

    /// As the base.
    package func makeFlightLayer(at place: FlightLayerPlace<HeadlessView>) -> HeadlessView { base.makeFlightLayer(at: place) }
}
