#if canImport(UIKit)
    import UIKit

    /// Draws a plan's stand-ins with UIKit views: a body view posed by each frame, holding pictures of
    /// the source and destination (or the live view).
    @MainActor
    public final class UIKitBackend: TransitionBackend {
        /// The platform's view type.
        public typealias View = UIView

        private struct Parts {
            var source: (view: UIView, relayout: Bool)?
            var destination: (view: UIView, relayout: Bool)?
            var live: UIView?
            var mask: CAShapeLayer?
        }

        private var parts: [ObjectIdentifier: Parts] = [:]

        /// Creates a backend.
        public init() {}

        /// A body view with the pictures the track shows, added in front in `container`.
        public func makeStandIn(for track: StandInTrack, source: UIView?, destination: UIView?, in container: UIView)
            -> UIView
        {
            let body = UIView()
            body.isUserInteractionEnabled = false
            var p = Parts()
            func picture(_ view: UIView?, after: Bool) -> (view: UIView, relayout: Bool)? {
                guard let view else { return nil }
                let wasHidden = view.isHidden
                view.isHidden = false
                defer { view.isHidden = wasHidden }
                let picture = SnapshotMaker.picture(of: view, afterScreenUpdates: after)
                body.addSubview(picture.view)
                return picture
            }
            switch track.content {
            case .sourceSnapshot: p.source = picture(source, after: false)
            case .destinationSnapshot: p.destination = picture(destination, after: true)
            case .both:
                p.source = picture(source, after: false)
                p.destination = picture(destination, after: true)
            case .liveView:
                if let live = source {
                    body.addSubview(live)
                    p.live = live
                }
            }
            container.addSubview(body)
            parts[ObjectIdentifier(body)] = p
            return body
        }

        /// Poses the body and its pictures.
        public func apply(_ frame: StandInFrame?, to standIn: UIView) {
            guard let frame else {
                standIn.isHidden = true
                return
            }
            let s = frame.state
            let p = parts[ObjectIdentifier(standIn)] ?? Parts()
            standIn.isHidden = false
            standIn.layer.transform = CATransform3DIdentity
            standIn.bounds = CGRect(origin: .zero, size: s.size)
            standIn.center = s.center
            standIn.layer.transform = s.shape.caTransform3D
            standIn.alpha = CGFloat(s.alpha)
            standIn.backgroundColor = s.backgroundColor?.uiColor
            // Radii and border are given as seen in the container; the layer wants its own units.
            let scale = max((s.shape.m11 * s.shape.m11 + s.shape.m12 * s.shape.m12).squareRoot(), 1e-6)
            standIn.layer.cornerRadius = s.cornerRadii.topLeft.width / scale
            standIn.layer.masksToBounds = s.masksToBounds || s.cornerRadii.topLeft.width > 0
            standIn.layer.borderWidth = s.borderWidth
            standIn.layer.borderColor = s.borderColor.uiColor.cgColor
            if let shadow = s.shadow {
                standIn.layer.shadowColor = shadow.color.uiColor.cgColor
                standIn.layer.shadowOpacity = Float(shadow.opacity)
                standIn.layer.shadowOffset = shadow.offset
                standIn.layer.shadowRadius = shadow.radius
            } else {
                standIn.layer.shadowOpacity = 0
            }
            let bounds = standIn.bounds
            if let source = p.source {
                source.view.frame = source.relayout ? bounds : (frame.sourceContentFrame ?? bounds)
                source.view.alpha = CGFloat(frame.sourceContentAlpha)
            }
            if let destination = p.destination {
                destination.view.frame = destination.relayout ? bounds : (frame.destinationContentFrame ?? bounds)
                destination.view.alpha = CGFloat(frame.destinationContentAlpha)
            }
            if let live = p.live {
                live.layer.transform = CATransform3DIdentity
                live.bounds = CGRect(origin: live.bounds.origin, size: bounds.size)
                live.center = CGPoint(x: bounds.midX, y: bounds.midY)
                live.isHidden = false
            }
            if let mask = s.mask, let toLocal = try? s.transformToContainer.inverted(),
                let center = try? toLocal.apply(to: mask.center)
            {
                let layer = p.mask ?? CAShapeLayer()
                let radius = mask.radius / scale
                layer.path =
                    UIBezierPath(
                        arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true
                    ).cgPath
                standIn.layer.mask = layer
                var updated = p
                updated.mask = layer
                parts[ObjectIdentifier(standIn)] = updated
            } else {
                standIn.layer.mask = nil
            }
        }

        /// Removes the body (a live view inside has already been put back by the ledger).
        public func removeStandIn(_ standIn: UIView) {
            standIn.removeFromSuperview()
            parts[ObjectIdentifier(standIn)] = nil
        }
    }
#endif
