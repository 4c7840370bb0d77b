#if canImport(UIKit)
    import UIKit

    /// Draws a plan's stand-ins with UIKit views, and takes the pictures the snapshot plan asks for.
    ///
    /// A stand-in is a `clip` view in the container (the clip its view's ancestors give it, or
    /// nothing) holding a `shadow` view (the drop shadow, never clipped) and a `body` view (the
    /// pose, clipped to its rounded shape), which holds the pictures. Nothing is decided here.
    /// The stand-ins hang under timeline views over the container, whose layers carry the timeline
    /// the render server plays them on, except a live view's, which keeps the app's clock
    /// (``PlaybackStage``; see `UIKitBackend+RenderServer.swift`).
    @MainActor
    public final class UIKitBackend: TransitionBackend {
        /// The platform's view type.
        package typealias View = UIView
        /// A picture: a snapshot view, an image view or a label.
        package typealias Picture = UIView

        struct StandIn {
            let clip: UIView
            let shadow: UIView
            let body: UIView
            let pictures: StandInPictures<UIView>
        }

        var standIns: [ObjectIdentifier: StandIn] = [:]
        /// The views over the container holding the played stand-ins, back to front: each layer
        /// carries the shared timeline (one unless a live view flies between them).
        var timelineViews: [UIView] = []
        /// Where the current transition's stand-ins hang.
        var playbackStage = PlaybackStage()
        /// The timeline last set, given to a timeline view when it is added.
        var timeline: PlaybackTimeline?
        /// Whether the controller hands stand-ins to Core Animation (``RenderServerBackend``)
        /// rather than drawing them every frame.
        package var playsOnRenderServer: Bool
        /// Motions compile on a background task; the display link draws until they are ready.
        package let compiling: any AnimationCompiling = BackgroundCompiling()

        /// Whether backends made from now on play on the render server (`true`). Set it to
        /// `false` early (in `application(_:didFinishLaunchingWithOptions:)`) to have every
        /// MatchCut transition drawn by the display link instead, as before render-server playback.
        public static var playsOnRenderServerByDefault = true

        /// Creates a backend; `playsOnRenderServer` lets Core Animation's render server play the
        /// stand-ins it can (``playsOnRenderServerByDefault`` when not given).
        package init(playsOnRenderServer: Bool? = nil) {
            self.playsOnRenderServer = playsOnRenderServer ?? Self.playsOnRenderServerByDefault
        }

        // MARK: - Pictures

        /// Takes the picture exactly as `request` says.
        package func takePicture(_ request: PictureRequest<UIView>) -> UIView {
            // A bar element's proxy: the element's picture.
            let view = (request.view as? MatchCutProxyView)?.element ?? request.view
            switch request.method {
            case .imageCopy:
                if let source = view as? UIImageView {
                    let copy = UIImageView(image: source.image, highlightedImage: source.highlightedImage)
                    copy.isHighlighted = source.isHighlighted
                    copy.contentMode = source.contentMode
                    copy.tintColor = source.tintColor
                    copy.tintAdjustmentMode = source.tintAdjustmentMode
                    copy.preferredSymbolConfiguration = source.preferredSymbolConfiguration
                    copy.clipsToBounds = true
                    // Light/dark variants and dynamic tints as the source's screen shows them.
                    copy.overrideUserInterfaceStyle = source.traitCollection.userInterfaceStyle
                    return copy
                }
            case .labelCopy:
                if let source = view as? UILabel {
                    let copy = UILabel()
                    copy.overrideUserInterfaceStyle = source.traitCollection.userInterfaceStyle
                    copy.attributedText = source.attributedText
                    copy.numberOfLines = source.numberOfLines
                    copy.textAlignment = source.textAlignment
                    copy.lineBreakMode = source.lineBreakMode
                    copy.adjustsFontSizeToFitWidth = source.adjustsFontSizeToFitWidth
                    // Every other property that changes how the text looks (uikit-review-5, F10.1):
                    // shrinking, a disabled (grey) or highlighted label, a shadow, the baseline.
                    copy.minimumScaleFactor = source.minimumScaleFactor
                    copy.allowsDefaultTighteningForTruncation = source.allowsDefaultTighteningForTruncation
                    copy.baselineAdjustment = source.baselineAdjustment
                    copy.isEnabled = source.isEnabled
                    copy.highlightedTextColor = source.highlightedTextColor
                    copy.isHighlighted = source.isHighlighted
                    copy.shadowColor = source.shadowColor
                    copy.shadowOffset = source.shadowOffset
                    return copy
                }
            case .snapshot(let afterScreenUpdates):
                // SwiftUI content: its host's region (``HostedContentRegion``).
                if let anchor = view as? MatchCutAnchorView, anchor.host != nil {
                    if let snapshot = anchor.contentSnapshot(afterScreenUpdates: afterScreenUpdates) { return snapshot }
                } else if let snapshot = view.snapshotView(afterScreenUpdates: afterScreenUpdates) {
                    return snapshot
                }
            case .layerRender:
                break
            }
            if let anchor = view as? MatchCutAnchorView, let image = anchor.contentImage() {
                return UIImageView(image: image)
            }
            return UIImageView(image: render(view))
        }

        /// A clear proxy in a screen for a bar element's view (``BarElementProxies``).
        package func makeProxy(standingFor element: UIView, frame: CGRect, id: String, scope: String?) -> UIView {
            let proxy = MatchCutProxyView(element: element, frame: frame)
            proxy.matchID = id
            proxy.matchScope = scope
            return proxy
        }

        /// A still picture of the window over `container`'s area, added in front of everything in it.
        package func cover(_ container: UIView) -> UIView? {
            guard let window = container.window else { return nil }
            let rect = container.convert(container.bounds, to: window)
            guard let still = window.resizableSnapshotView(from: rect, afterScreenUpdates: false, withCapInsets: .zero)
            else { return nil }
            still.frame = container.bounds
            still.isUserInteractionEnabled = false
            container.addSubview(still)
            return still
        }

        private func render(_ view: UIView) -> UIImage {
            UIGraphicsImageRenderer(bounds: view.bounds, format: .preferred()).image {
                view.layer.render(in: $0.cgContext)
            }
        }

        // MARK: - Stand-ins

        /// A clip view holding a shadow and a body with the pictures, drawn as `frame`, then added.
        package func makeStandIn(
            for track: StandInTrack, pictures: StandInPictures<UIView>, drawnAs frame: StandInFrame?,
            in container: UIView
        ) -> UIView {
            let clip = UIView()
            let shadow = UIView()
            let body = UIView()
            for view in [clip, shadow, body] { view.isUserInteractionEnabled = false }
            // A picture of a label is no element for VoiceOver: the screens' own are.
            clip.accessibilityElementsHidden = true
            clip.addSubview(shadow)
            clip.addSubview(body)
            if let source = pictures.source { body.addSubview(source) }
            if let destination = pictures.destination { body.addSubview(destination) }
            standIns[ObjectIdentifier(clip)] = StandIn(clip: clip, shadow: shadow, body: body, pictures: pictures)
            draw(frame, into: clip)
            if timelineViews.contains(where: { $0.superview == nil }) {
                // Timeline views taken out by someone else (the last transition's stand-ins were
                // not all removed): start over.
                for view in timelineViews { view.removeFromSuperview() }
                (timelineViews, playbackStage, timeline) = ([], PlaybackStage(), nil)
            }
            // In the container, or in the flight layer above the bars: a timeline view is joined
            // only in the same parent.
            switch playbackStage.place(track, in: ObjectIdentifier(container)) {
            case .appClock:
                container.addSubview(clip)
            case .timeline(let segment, let opensSegment):
                if opensSegment { timelineViews.append(makeTimelineView(in: container)) }
                timelineViews[segment].addSubview(clip)
            }
            // A text scaled up is drawn at the size it is shown, not as a stretched bitmap. Set
            // once in the window: UIKit sets a layer's contentsScale to its screen's when its view
            // moves to a window (`CALayer.contentsScale`: a view sets its layer's), so after it.
            let placement = track.placement
            for (picture, side) in [(pictures.source, TreeSide.source), (pictures.destination, .destination)] {
                guard let label = picture as? UILabel else { continue }
                // The screen's scale as UIKit just set it, times the text's largest scale; the
                // backing store kept under 4,096 pixels a side.
                let screen = max(label.contentScaleFactor, 1)
                let longest = max(label.bounds.width, label.bounds.height, 1)
                label.contentScaleFactor = min(screen * placement.largestScale(of: side), max(screen, 4096 / longest))
            }
            return clip
        }

        /// The body: a live view flies inside it.
        package func liveContentParent(of standIn: UIView) -> UIView {
            standIns[ObjectIdentifier(standIn)]?.body ?? standIn
        }

        /// Assigns the frame's ``StandInLayout`` to the clip, the shadow, the body and the pictures.
        package func apply(_ frame: borrowing StandInFrame, to standIn: UIView) {
            guard let parts = standIns[ObjectIdentifier(standIn)] else { return }
            // Mask and shadow layers are not views' layers: without this every change would start
            // an implicit 0.25 s animation and trail the pose.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
            standIn.isHidden = false
            let layout = StandInLayout(frame)
            if let clip = layout.clip {
                Self.pose(parts.clip, clip.pose)
                parts.clip.layer.masksToBounds = true
                Self.round(parts.clip.layer, clip.corners)
            } else {
                Self.pose(parts.clip, .none)
                parts.clip.layer.masksToBounds = false
            }
            Self.mask(parts.clip.layer, layout.clipMask)
            // The frame is read in place (it is large).
            for view in [parts.body, parts.shadow] {
                Self.pose(view, layout.body)
                view.alpha = CGFloat(frame.state.alpha)
            }
            let body = parts.body
            body.backgroundColor = frame.state.backgroundColor?.uiColor
            body.layer.borderWidth = layout.borderWidth
            body.layer.borderColor = frame.state.borderColor.uiColor.cgColor
            Self.round(body.layer, layout.corners)
            body.layer.masksToBounds = StandInLayout.bodyClips
            Self.mask(body.layer, layout.bodyMask)
            body.layer.cornerCurve = frame.state.cornerCurve == .continuous ? .continuous : .circular
            parts.shadow.isHidden = frame.state.shadow == nil
            if let shadow = frame.state.shadow {
                let layer = parts.shadow.layer
                layer.shadowColor = shadow.color.uiColor.cgColor
                layer.shadowOpacity = Float(shadow.opacity)
                layer.shadowOffset = shadow.offset
                layer.shadowRadius = shadow.radius
                layer.shadowPath = CGPath.make(
                    AnimationPath(roundedRect: CGRect(origin: .zero, size: layout.body.size), radii: layout.radii))
            }
            for (picture, content) in [
                (parts.pictures.source, layout.source), (parts.pictures.destination, layout.destination),
            ] {
                guard let picture else { continue }
                if let content {
                    // Bounds, centre and a uniform scale: a text keeps the size it is laid out at.
                    let size = content.layoutSize
                    picture.transform = .identity
                    // A label redraws when its size changes: rounding alone does not change it.
                    if abs(picture.bounds.width - size.width) > 0.01 || abs(picture.bounds.height - size.height) > 0.01 {
                        picture.bounds = CGRect(origin: .zero, size: size)
                    }
                    picture.center = CGPoint(x: content.frame.midX, y: content.frame.midY)
                    if let scale = content.scale { picture.transform = CGAffineTransform(scaleX: scale, y: scale) }
                }
                picture.alpha = CGFloat(content?.alpha ?? 0)
            }
            for live in body.subviews where live !== parts.pictures.source && live !== parts.pictures.destination {
                live.layer.transform = CATransform3DIdentity
                live.bounds = CGRect(origin: live.bounds.origin, size: layout.body.size)
                live.center = CGPoint(x: layout.body.size.width / 2, y: layout.body.size.height / 2)
            }
        }

        /// Hides the stand-in, without an implicit animation.
        package func hide(_ standIn: UIView) {
            guard standIns[ObjectIdentifier(standIn)] != nil else { return }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            standIn.isHidden = true
            CATransaction.commit()
        }

        /// A clear view in the container's window over the container, taking the touches
        /// `takesTouch` accepts (``TouchSurfaceView``).
        package func makeTouchSurface(over container: UIView, takesTouch: @escaping @MainActor (CGPoint) -> Bool)
            -> UIView?
        {
            guard let window = container.window else { return nil }
            let surface = TouchSurfaceView(container: container, takesTouch: takesTouch)
            surface.frame = container.convert(container.bounds, to: window)
            surface.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // Just above the window's subview that holds the container: a sheet or an alert
            // presented above it stays above the surface.
            var top: UIView = container
            while let parent = top.superview, parent !== window { top = parent }
            window.insertSubview(surface, aboveSubview: top)
            return surface
        }

        /// A clear view for flights above the bars, in front of the place's host (a navigation or
        /// tab bar controller's view); it takes no touches, VoiceOver skips what flies in it, and it
        /// resizes with the host.
        package func makeFlightLayer(at place: FlightLayerPlace<UIView>) -> UIView {
            let layer = UIView(frame: place.frame)
            layer.bounds.origin = place.boundsOrigin
            layer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            layer.isUserInteractionEnabled = false
            layer.backgroundColor = nil
            layer.accessibilityElementsHidden = true
            place.host.addSubview(layer)
            return layer
        }

        /// Removes the stand-in (a live view inside has already been put back by the ledger).
        package func removeStandIn(_ standIn: UIView) {
            standIn.removeFromSuperview()
            standIns[ObjectIdentifier(standIn)] = nil
            if standIns.isEmpty {
                for view in timelineViews { view.removeFromSuperview() }
                timelineViews = []
                playbackStage = PlaybackStage()
                timeline = nil
            }
        }

        /// A timeline view over `container`, in front of everything in it, on the current timeline.
        private func makeTimelineView(in container: UIView) -> UIView {
            // At the container's origin, whatever its bounds origin: a stand-in is posed in the
            // container's coordinates, directly in it or in a timeline view alike.
            let view = UIView(frame: CGRect(origin: .zero, size: container.bounds.size))
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.isUserInteractionEnabled = false
            view.accessibilityElementsHidden = true
            container.addSubview(view)
            if let timeline { setTiming(timeline, on: view.layer) }
            return view
        }

        // MARK: - Assigning

        private static func pose(_ view: UIView, _ pose: StandInLayout.Pose) {
            view.layer.transform = CATransform3DIdentity
            view.bounds = CGRect(origin: .zero, size: pose.size)
            view.center = pose.center
            view.layer.transform = pose.shape.caTransform3D
        }

        private static func round(_ layer: CALayer, _ corners: StandInLayout.Corners) {
            switch corners {
            case .uniform(let radius, let mask):
                layer.cornerRadius = radius
                layer.maskedCorners = CACornerMask(rawValue: mask.rawValue)
            case .path:
                layer.cornerRadius = 0  // the mask rounds it
            }
        }

        /// Gives `layer` the mask the layout decided: one mask layer of MatchCut's, reused from
        /// frame to frame (its path updated), removed when the layout has none.
        private static func mask(_ layer: CALayer, _ mask: StandInLayout.Mask) {
            let path: CGPath
            switch mask {
            case .none:
                if layer.mask is StandInMaskLayer { layer.mask = nil }
                return
            case .roundedRect(let size, let radii):
                path = CGPath.make(AnimationPath(roundedRect: CGRect(origin: .zero, size: size), radii: radii))
            case .circle(let center, let radius):
                path = CGPath(
                    ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                    transform: nil)
            }
            let shape = layer.mask as? StandInMaskLayer ?? StandInMaskLayer()
            shape.path = path
            if layer.mask !== shape { layer.mask = shape }
        }
    }

    /// The mask MatchCut gives a stand-in's layer (a rounded rect with unequal corners, a circle).
    private final class StandInMaskLayer: CAShapeLayer {}

    extension CGPath {
        /// The path `path` describes.
        static func make(_ path: AnimationPath) -> CGPath {
            let p = CGMutablePath()
            for element in path.elements {
                switch element {
                case .move(let to): p.move(to: to)
                case .line(let to): p.addLine(to: to)
                case .quadCurve(let to, let control): p.addQuadCurve(to: to, control: control)
                case .curve(let to, let c1, let c2): p.addCurve(to: to, control1: c1, control2: c2)
                case .close: p.closeSubpath()
                }
            }
            return p
        }
    }
#endif
