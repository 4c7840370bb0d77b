#if canImport(UIKit)
    import QuartzCore
    import UIKit

    extension UIKitBackend: RenderServerBackend {
        /// Builds each stand-in's layers as ``StandInLayerRole`` describes, sets their model
        /// values and adds their animations (replacing the old ones) in one `CATransaction` with
        /// actions disabled, and sets the timeline layers' timing.
        package func play(_ standIns: [(standIn: UIView, compiled: CompiledStandIn)], timeline: PlaybackTimeline) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for (standIn, compiled) in standIns {
                guard let parts = self.standIns[ObjectIdentifier(standIn)] else { continue }
                standIn.isHidden = false
                parts.shadow.isHidden = compiled.layer(.shadow) == nil
                for layer in compiled.layers {
                    guard let target = Self.layer(layer.role, of: parts) else { continue }
                    target.removeAllAnimations()
                    if layer.role.isPicture {
                        // A picture keeps its own look and clipping, as on the display link.
                        layer.model.applyPose(to: target)
                    } else {
                        layer.model.apply(to: target)
                        target.masksToBounds = layer.masksToBounds
                        target.maskedCorners = CACornerMask(rawValue: layer.maskedCorners.rawValue)
                    }
                    for (index, animation) in layer.animations.enumerated() {
                        var shifted = animation
                        shifted.timing.beginTime += PlaybackTimeline.beginTimeBase
                        target.add(shifted.caAnimation, forKey: "matchcut.\(index)")
                    }
                }
                if compiled.layer(.bodyMask) == nil { parts.body.layer.mask = nil }
                if compiled.layer(.clipMask) == nil { parts.clip.layer.mask = nil }
            }
            setTimelineLayers(timeline)
            CATransaction.commit()
        }

        /// Sets the timeline layers' `speed`, `beginTime` and `timeOffset` (only `timeOffset`
        /// while they stay paused).
        package func setTimeline(_ timeline: PlaybackTimeline) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            setTimelineLayers(timeline)
            CATransaction.commit()
        }

        /// Removes every animation of the stand-in's layers: ``apply(_:to:)`` draws it again.
        package func stopPlaying(_ standIn: UIView) {
            guard let parts = standIns[ObjectIdentifier(standIn)] else { return }
            for role in StandInLayerRole.allCases where !role.isMask {
                Self.layer(role, of: parts)?.removeAllAnimations()
            }
            // The display link draws its own masks; it sets the clipping of the clip and the body
            // every frame, and the render server never touched the pictures' own.
            for layer in [parts.clip.layer, parts.body.layer] where layer.mask is PlaybackMaskLayer { layer.mask = nil }
        }

        private func setTimelineLayers(_ timeline: PlaybackTimeline) {
            self.timeline = timeline
            for view in timelineViews { setTiming(timeline, on: view.layer) }
        }

        /// One timeline layer's timing (in its parent's time, converted from the driver's clock).
        func setTiming(_ timeline: PlaybackTimeline, on layer: CALayer) {
            let timing = timeline.layerTiming
            if layer.speed != Float(timing.speed) { layer.speed = Float(timing.speed) }
            if timing.speed != 0 {
                // The driver's clock is absolute time; the container may keep its own.
                layer.beginTime = layer.superlayer?.convertTime(timing.beginTime, from: nil) ?? timing.beginTime
            }
            layer.timeOffset = timing.timeOffset
        }

        /// The layer playing `role` (a mask is made when first asked for).
        private static func layer(_ role: StandInLayerRole, of parts: StandIn) -> CALayer? {
            switch role {
            case .clip: return parts.clip.layer
            case .shadow: return parts.shadow.layer
            case .body: return parts.body.layer
            case .clipMask: return mask(of: parts.clip.layer)
            case .bodyMask: return mask(of: parts.body.layer)
            case .sourceContent:
                return
                    (parts.pictures.source
                    ?? parts.body.subviews.first {
                        $0 !== parts.pictures.destination
                    })?.layer
            case .destinationContent: return parts.pictures.destination?.layer
            }
        }

        private static func mask(of layer: CALayer) -> CAShapeLayer {
            if let mask = layer.mask as? PlaybackMaskLayer { return mask }
            let mask = PlaybackMaskLayer()
            layer.mask = mask
            return mask
        }
    }

    /// A mask whose path the render server animates.
    private final class PlaybackMaskLayer: CAShapeLayer {}
#endif
