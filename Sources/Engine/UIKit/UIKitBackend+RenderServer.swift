#if canImport(UIKit)
    import QuartzCore
    import UIKit

    extension UIKitBackend: RenderServerBackend {
        /// Builds each stand-in's layers as ``StandInLayerRole`` describes, sets their model
        /// values and adds their animations (replacing the old ones) in one `CATransaction` with
        /// actions disabled, and sets the stage's timing.
        public func play(_ standIns: [(standIn: UIView, compiled: CompiledStandIn)], timeline: PlaybackTimeline) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for (standIn, compiled) in standIns {
                guard let parts = self.standIns[ObjectIdentifier(standIn)] else { continue }
                standIn.isHidden = false
                parts.shadow.isHidden = compiled.layer(.shadow) == nil
                for layer in compiled.layers {
                    guard let target = Self.layer(layer.role, of: parts) else { continue }
                    target.removeAllAnimations()
                    layer.model.apply(to: target)
                    target.masksToBounds = layer.masksToBounds
                    target.maskedCorners = CACornerMask(rawValue: layer.maskedCorners.rawValue)
                    for (index, animation) in layer.animations.enumerated() {
                        var shifted = animation
                        shifted.timing.beginTime += PlaybackTimeline.beginTimeBase
                        target.add(shifted.caAnimation, forKey: "matchcut.\(index)")
                    }
                }
                if compiled.layer(.bodyMask) == nil { parts.body.layer.mask = nil }
                if compiled.layer(.clipMask) == nil { parts.clip.layer.mask = nil }
            }
            setStageTiming(timeline)
            CATransaction.commit()
        }

        /// Sets the stage layer's `speed`, `beginTime` and `timeOffset` (only `timeOffset` while
        /// it stays paused).
        public func setTimeline(_ timeline: PlaybackTimeline) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            setStageTiming(timeline)
            CATransaction.commit()
        }

        /// Removes every animation of the stand-in's layers: ``apply(_:to:)`` draws it again.
        public func stopPlaying(_ standIn: UIView) {
            guard let parts = standIns[ObjectIdentifier(standIn)] else { return }
            for role in StandInLayerRole.allCases where !role.isMask {
                Self.layer(role, of: parts)?.removeAllAnimations()
            }
            // The display link draws its own masks, and clips as the stand-in was made to (the
            // render server set each layer's clipping from its compiled model).
            for layer in [parts.clip.layer, parts.body.layer] where layer.mask is PlaybackMaskLayer { layer.mask = nil }
            parts.body.layer.masksToBounds = true
            for picture in [parts.pictures.source, parts.pictures.destination] {
                (picture as? UIImageView)?.clipsToBounds = true
            }
        }

        private func setStageTiming(_ timeline: PlaybackTimeline) {
            guard let layer = stage?.layer else { return }
            let timing = timeline.layerTiming
            if layer.speed != Float(timing.speed) { layer.speed = Float(timing.speed) }
            if timing.speed != 0 {
                // The driver's clock is absolute time; the stage's parent may keep its own.
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
