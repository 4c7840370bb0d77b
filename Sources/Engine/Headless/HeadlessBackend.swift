import Foundation

/// The reference backend: stand-ins are ``HeadlessView``s whose geometry reproduces each frame's
/// pose exactly (bounds = size, position = centre, transform = shape), drawn through their clip,
/// so what tests measure through the view tree is what a device would show. Pictures are frozen
/// copies of what the pictured views showed (see ``HeadlessScreen``).
@MainActor
package final class HeadlessBackend: TransitionBackend {
    /// What the screen last showed, or `nil` to picture views as they are (the lab).
    package var screen: HeadlessScreen?
    /// The window whose tree a committing picture commits (the container's root when `nil`).
    package var window: HeadlessView?
    /// Stand-ins currently in a container (in no particular order).
    package var liveStandIns: [HeadlessView] { Array(standIns.values.map(\.host)) }
    /// How many pictures of each kind were taken.
    package private(set) var pictureCounts = PictureCounts()
    /// A clock in nanoseconds for ``pictureSeconds``, or `nil` (the default) to time nothing: the
    /// backend reads no clock unless the start benchmark hands it one.
    package var pictureClock: (() -> UInt64)?
    /// Seconds spent taking pictures and covers (copying the pictured subtrees, logging them) by
    /// ``pictureClock``: the fake's stand-in for UIKit's snapshots, which the start benchmark
    /// reports apart from MatchCut's own work. 0 without a clock.
    package private(set) var pictureSeconds = 0.0
    /// Every picture taken, in order, with the request's view and method (for checks).
    package private(set) var pictureLog: [(view: HeadlessView, picture: HeadlessPicture)] = []

    /// A class: every frame finds it and changes its frame in place, copying nothing.
    private final class StandIn {
        let host: HeadlessView
        let body: HeadlessView
        let pictures: StandInPictures<HeadlessPicture>
        /// The frame it was last drawn as, when ``isDrawn`` (``frame``).
        var lastDrawn = StandInFrame(blank: StandInState(center: .zero, size: .zero))
        /// Whether it was drawn since it was made or last hidden.
        var isDrawn = false
        /// The frame it was last drawn as, or `nil` when it is hidden or was never drawn. Stored
        /// apart from the flag so that a frame is written over the last in place (an optional
        /// was copied through two temporaries every frame).
        var frame: StandInFrame? { isDrawn ? lastDrawn : nil }
        /// The masks the layers have now (a layer keeps its mask until told otherwise).
        var masks: (clip: StandInLayout.Mask, body: StandInLayout.Mask) = (.none, .none)
        /// Where it hangs: under a timeline layer, or on the app's clock (``PlaybackStage``).
        let slot: PlaybackStage.Slot

        /// Remembers `frame` as drawn, and the masks its layout gave the layers.
        func remember(_ frame: borrowing StandInFrame, masks: (clip: StandInLayout.Mask, body: StandInLayout.Mask)) {
            lastDrawn = copy frame
            isDrawn = true
            self.masks = masks
        }

        init(
            host: HeadlessView, body: HeadlessView, pictures: StandInPictures<HeadlessPicture>,
            slot: PlaybackStage.Slot
        ) {
            (self.host, self.body, self.pictures, self.slot) = (host, body, pictures, slot)
        }
    }

    /// Where the stand-ins of the current transition hang. The model keeps the hosts flat in the
    /// container and the timeline layers implicit: each stand-in remembers its slot, and a
    /// timeline write counts once per timeline layer, as on iOS.
    private var stage = PlaybackStage()
    /// How many timeline layers the stand-ins hang under now (``PlaybackStage/segments``).
    package var timelineLayers: Int { stage.segments }

    /// Stand-ins by their host's identity.
    private var standIns: [ObjectIdentifier: StandIn] = [:]
    /// Whether the controller hands stand-ins to the render server model (see
    /// `RenderServerBackend`); off by default, so stand-ins are drawn every frame.
    package var playsOnRenderServer: Bool
    /// Where motions are compiled: at once by default (deterministic); a test can defer it.
    package var compiling: any AnimationCompiling = ImmediateCompiling()
    /// The render server's model: what it plays and every layer write counted.
    package internal(set) var renderServer = HeadlessRenderServer()

    /// Creates a backend; `playsOnRenderServer` hands compiled animations to the render server
    /// model instead of drawing every frame.
    package init(screen: HeadlessScreen? = nil, playsOnRenderServer: Bool = false) {
        self.screen = screen
        self.playsOnRenderServer = playsOnRenderServer
    }

    /// Takes the picture as asked: a copy of the view as the screen last showed it (without
    /// updates), or after committing (with; during a commit, as that commit ends).
    package func takePicture(_ request: PictureRequest<HeadlessView>) -> HeadlessPicture {
        let started = pictureClock?()
        defer { timePicture(since: started) }
        // A proxy's picture is the element's it stands for.
        var request = request
        if let element = request.view.proxyTarget { request.need.view = element }
        let picture: HeadlessPicture
        switch request.method {
        case .imageCopy, .labelCopy:
            pictureCounts.copies += 1
            picture = HeadlessPicture(content: request.view.copySubtree().withoutCompositedContent(), method: "copy")
        case .layerRender:
            pictureCounts.layerRenders += 1
            picture = HeadlessPicture(
                content: request.view.copySubtree().withoutCompositedContent(), method: "layerRender")
        case .snapshot(let after):
            if after {
                pictureCounts.committing += 1
                if let screen, screen.isCommitting {
                    let view = request.view
                    let pending = HeadlessPicture(pendingUntilCommit: "snapshot+commit (during a commit)")
                    screen.whenCommitted { [unowned self] in
                        pending.box.content = shown(view)
                        pending.box.isResolved = true
                    }
                    picture = pending
                } else {
                    commit(around: request.view)
                    picture = HeadlessPicture(content: shown(request.view), method: "snapshot+commit")
                }
            } else {
                pictureCounts.snapshots += 1
                picture = HeadlessPicture(content: shown(request.view), method: "snapshot")
            }
        }
        pictureLog.append((request.view, picture))
        return picture
    }

    /// Adds the time since `started` (``pictureClock``'s) to ``pictureSeconds``.
    private func timePicture(since started: UInt64?) {
        guard let started, let now = pictureClock?() else { return }
        pictureSeconds += Double(now &- started) / 1e9
    }

    /// A still picture of what the screen shows over `container`'s area (the committed window,
    /// lined up), added in front of everything in it; without a screen model, an empty view.
    package func cover(_ container: HeadlessView) -> HeadlessView? {
        let started = pictureClock?()
        defer { timePicture(since: started) }
        let cover = HeadlessView(frame: container.bounds)
        cover.name = HeadlessBackend.coverName
        cover.isExcludedFromMatching = true
        if let screen {
            var top = container
            while let parent = top.superview { top = parent }
            let root = window ?? top
            if let shown = screen.committedCopy(of: root)?.copySubtree(),
                let quad = try? root.convertedQuad(root.bounds, to: container)
            {
                let origin = quad.boundingBox.origin
                shown.geometry = LayerGeometry(frame: CGRect(origin: origin, size: root.bounds.size))
                cover.addSubview(shown)
            }
        }
        container.addSubview(cover)
        return cover
    }

    /// The name a cover has (checks on committed screens recognise it by it).
    package static let coverName = "cover"

    /// A clear headless view standing for `element` (``HeadlessView/proxyTarget``).
    package func makeProxy(standingFor element: HeadlessView, frame: CGRect, id: String, scope: String?) -> HeadlessView {
        let proxy = HeadlessView(frame: frame)
        proxy.name = "proxy of \(element.name ?? id)"
        proxy.matchID = id
        proxy.matchScope = scope
        proxy.proxyTarget = element
        return proxy
    }

    /// A transparent view in the container's window (its root), over the container's area, taking
    /// the touches `takesTouch` accepts (``HeadlessView/touchFilter``), just above the window's
    /// subview that holds the container: what is presented above it (a sheet, an alert) stays above
    /// the surface. `nil` when the container is the root or cannot be converted.
    package func makeTouchSurface(
        over container: HeadlessView, takesTouch: @escaping @MainActor (CGPoint) -> Bool
    ) -> HeadlessView? {
        var top = container
        while let parent = top.superview { top = parent }
        let root = window ?? top
        guard root !== container, root.contains(container),
            let frame = try? container.convertedRect(container.bounds, to: root)
        else { return nil }
        let surface = HeadlessView(frame: frame)
        surface.name = HeadlessBackend.touchSurfaceName
        surface.isExcludedFromMatching = true
        surface.touchFilter = { [unowned surface, weak container] point in
            guard let container, let local = try? surface.convertedPoint(point, to: container) else { return false }
            return takesTouch(local)
        }
        var holder = container
        while let parent = holder.superview, parent !== root { holder = parent }
        root.insertSubview(surface, at: (root.subviews.firstIndex { $0 === holder } ?? root.subviews.count - 1) + 1)
        return surface
    }

    /// A clear view in front of the place's host, at its frame and bounds origin; it takes no
    /// touches.
    package func makeFlightLayer(at place: FlightLayerPlace<HeadlessView>) -> HeadlessView {
        let layer = HeadlessView(frame: place.frame)
        layer.bounds.origin = place.boundsOrigin
        layer.name = HeadlessBackend.flightLayerName
        layer.isExcludedFromMatching = true
        layer.isUserInteractionEnabled = false
        place.host.addSubview(layer)
        return layer
    }

    /// The name MatchCut's layer for flights above the bars has.
    package static let flightLayerName = "MatchCut flight layer"

    /// The name MatchCut's touch surface has.
    package static let touchSurfaceName = "MatchCut touch surface"

    private func commit(around view: HeadlessView) {
        guard let screen else { return }
        var top = view
        while let parent = top.superview { top = parent }
        screen.commit(window ?? top)
    }

    /// The view as pictured: as last committed with a screen model, as it is without one.
    private func shown(_ view: HeadlessView) -> HeadlessView? {
        guard let screen else { return view.copySubtree().withoutCompositedContent() }
        return screen.committedCopy(of: view)?.copySubtree().withoutCompositedContent()
    }

    /// The masks a stand-in's clip and body layers have now, as last drawn (`nil` for a view that
    /// is not a stand-in).
    package func masks(of standIn: HeadlessView) -> (clip: StandInLayout.Mask, body: StandInLayout.Mask)? {
        standIns[ObjectIdentifier(standIn)]?.masks
    }

    /// The pictures a stand-in shows.
    package func pictures(of standIn: HeadlessView) -> StandInPictures<HeadlessPicture>? {
        standIns[ObjectIdentifier(standIn)]?.pictures
    }

    /// A host (the clip) holding a body (the pose), drawn as `frame`, then added in front.
    package func makeStandIn(
        for track: StandInTrack, pictures: StandInPictures<HeadlessPicture>, drawnAs frame: StandInFrame?,
        in container: HeadlessView
    ) -> HeadlessView {
        let host = HeadlessView()
        host.name = "stand-in: \(track.name)"
        host.isExcludedFromMatching = true
        let body = HeadlessView()
        body.name = track.name
        host.addSubview(body)
        standIns[ObjectIdentifier(host)] = StandIn(
            host: host, body: body, pictures: pictures, slot: stage.place(track, in: ObjectIdentifier(container)))
        draw(frame, into: host)
        container.addSubview(host)
        return host
    }

    /// The body: a live view flies inside it.
    package func liveContentParent(of standIn: HeadlessView) -> HeadlessView {
        standIns[ObjectIdentifier(standIn)]?.body ?? standIn
    }

    /// Assigns the frame's layout (`StandInLayout`): the host to the clip, the body to the pose and look.
    package func apply(_ frame: borrowing StandInFrame, to standIn: HeadlessView) {
        guard let record = standIns[ObjectIdentifier(standIn)] else { return }
        renderServer.writes.applied += HeadlessRenderServer.propertiesPerApply
        // The frame is read in place: it is large, and this runs for every stand-in every frame.
        let layout = StandInLayout(frame)
        // The one mask each layer has, as the layout decides it (a dropped circle is removed).
        record.remember(frame, masks: (layout.clipMask, layout.bodyMask))
        let host = record.host
        let body = record.body
        // Each view's geometry and appearance are written whole, in one call made where the
        // accesses go unchecked (``HeadlessView/setLayer(_:_:)``). A stand-in's views are
        // MatchCut's own: everything not set here keeps its default (hiding sets `isHidden`, which
        // the next frame sets back).
        var hostLook = ViewAppearance()
        if let clip = layout.clip {
            hostLook.masksToBounds = true
            hostLook.cornerRadius = Self.radius(clip.corners)
            host.setLayer(
                LayerGeometry(
                    bounds: CGRect(origin: .zero, size: clip.pose.size), position: clip.pose.center,
                    transform: clip.pose.shape), hostLook)
        } else {
            host.setLayer(LayerGeometry(bounds: .zero, position: .zero), hostLook)
        }
        var look = ViewAppearance()
        look.alpha = frame.state.alpha
        look.backgroundColor = frame.state.backgroundColor
        look.cornerRadius = Self.radius(layout.corners)
        look.masksToBounds = StandInLayout.bodyClips
        look.borderWidth = layout.borderWidth
        look.borderColor = frame.state.borderColor
        look.shadow = frame.state.shadow
        body.setLayer(
            LayerGeometry(
                bounds: CGRect(origin: .zero, size: layout.body.size), position: layout.body.center,
                transform: layout.body.shape), look)
        // A live view fills its stand-in.
        body.stretchSubviews(to: frame.state.size)
    }

    /// The frame `standIn` was last drawn as, or `nil` when it is hidden or unknown.
    package func lastFrame(of standIn: HeadlessView) -> StandInFrame? { standIns[ObjectIdentifier(standIn)]?.frame }

    /// Hides the stand-in: ``lastFrame(of:)`` says `nil` until it is drawn again (the last frame's
    /// storage is kept and written over then).
    package func hide(_ standIn: HeadlessView) {
        guard let record = standIns[ObjectIdentifier(standIn)] else { return }
        renderServer.writes.applied += 1
        record.isDrawn = false
        standIn.isHidden = true
    }

    /// The one radius a headless view holds (a path's largest).
    private static func radius(_ corners: StandInLayout.Corners) -> CGFloat {
        switch corners {
        case .uniform(let radius, _): radius
        case .path(let radii): radii.corners.map { max($0.width, $0.height) }.max() ?? 0
        }
    }

    /// Removes the stand-in from its container.
    package func removeStandIn(_ standIn: HeadlessView) {
        standIn.removeFromSuperview()
        standIns[ObjectIdentifier(standIn)] = nil
        renderServer.played[ObjectIdentifier(standIn)] = nil
        // The timeline layers go with the last stand-in.
        if standIns.isEmpty { stage = PlaybackStage() }
    }

    /// The local time of `view`'s layer at `time` (seconds of the frame driver's clock), as Core
    /// Animation composes it (``LayerTiming/localTime(absoluteTime:chain:)``): a stand-in under a
    /// timeline layer, and everything in it, runs on the timeline; anything else (a live view's
    /// stand-in and the live view in it, the app's screens) on the clock itself.
    package func layerTime(of view: HeadlessView, at time: TimeInterval) -> TimeInterval {
        var node: HeadlessView? = view
        while let current = node {
            if let record = standIns[ObjectIdentifier(current)], case .timeline = record.slot {
                return LayerTiming.localTime(absoluteTime: time, chain: [renderServer.timeline])
            }
            node = current.superview
        }
        return time
    }

    /// The visible stand-ins as drawn, back to front: each frame's quad measured through the
    /// stand-in's own views (clip host, then body) in `container`.
    package func render(in container: HeadlessView) -> [StandInFrame] {
        container.subviews.compactMap { host in
            guard let record = standIns[ObjectIdentifier(host)], var frame = record.frame, !host.isHidden,
                record.body.alpha > 0,
                let quad = try? record.body.convertedQuad(record.body.bounds, to: container)
            else { return nil }
            frame.quad = quad
            return frame
        }
    }
}
