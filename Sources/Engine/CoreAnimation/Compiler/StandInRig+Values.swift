import Foundation
import MatchCutMatcher

extension StandInRig {
    /// Every layer's values for a stand-in drawn in `state` with its pictures at these opacities,
    /// `fraction` of the way through its pictures' change (``StandInTrack/contentFraction(at:)``).
    func values(_ state: StandInState, sourceAlpha: Double, destinationAlpha: Double, fraction: Double) -> StandInLayerValues {
        var v = StandInLayerValues()
        var clipMap = PlaneTransform.identity
        var origin = CGPoint.zero
        if let clip = state.clip {
            var c = LayerProperties()
            c.position = clip.center
            c.boundsSize = clip.size
            c.transform = clip.shape
            clipMap = clip.transformToContainer
            origin = CGPoint(x: clip.center.x - clip.size.width / 2, y: clip.center.y - clip.size.height / 2)
            let radii = Self.layerRadii(clip.cornerRadii, map: clipMap, size: clip.size)
            switch clipRadii {
            case .rounded(let mask): c.cornerRadius = Self.cornerRadius(radii, mask: mask, size: clip.size)
            case .path:
                v[.clipMask].path = AnimationPath(
                    roundedRect: CGRect(origin: .zero, size: clip.size), cornerRadii: Self.fitted(radii, in: clip.size))
            }
            v[.clip] = c
        }
        let bodyMap = state.transformToContainer
        var b = LayerProperties()
        b.boundsSize = state.size
        if clipIsShaped, let toClip = try? clipMap.inverted() {
            // The pose relative to a shaped clip: flattened, as Core Animation draws it.
            let pose = StandInState(rect: CGRect(origin: .zero, size: state.size), map: bodyMap.concatenating(toClip))
            b.position = pose.center
            b.transform = pose.shape
        } else {
            b.position = CGPoint(x: state.center.x - origin.x, y: state.center.y - origin.y)
            b.transform = state.shape
        }
        b.opacity = state.alpha
        b.backgroundColor = state.backgroundColor ?? .clear
        b.borderWidth = state.borderWidth
        b.borderColor = state.borderColor
        let radii = Self.layerRadii(state.cornerRadii, map: bodyMap, size: state.size)
        let bounds = CGRect(origin: .zero, size: state.size)
        switch bodyRadii {
        case .rounded(let mask): b.cornerRadius = Self.cornerRadius(radii, mask: mask, size: state.size)
        case .path: v[.bodyMask].path = AnimationPath(roundedRect: bounds, cornerRadii: Self.fitted(radii, in: state.size))
        }
        if hasCircleMask, let mask = state.mask, let toBody = try? bodyMap.inverted(),
            let circle = AnimationPath.circle(center: mask.center, radius: mask.radius, mappedBy: toBody)
        {
            v[.bodyMask].path = circle
        }
        v[.body] = b
        if let resting = restingShadow {
            var s = LayerProperties()
            (s.position, s.boundsSize, s.transform, s.opacity) = (b.position, b.boundsSize, b.transform, b.opacity)
            let shadow = state.shadow ?? Shadow(color: resting.color, opacity: 0, offset: resting.offset, radius: resting.radius)
            s.shadowOpacity = shadow.opacity
            s.shadowColor = shadow.color
            s.shadowOffset = shadow.offset
            s.shadowRadius = shadow.radius
            s.shadowPath = AnimationPath(roundedRect: bounds, cornerRadii: Self.fitted(radii, in: state.size))
            v[.shadow] = s
        }
        for (role, placed, alpha) in [
            (StandInLayerRole.sourceContent, placement.source(in: state.size, fraction: fraction), sourceAlpha),
            (.destinationContent, placement.destination(in: state.size, fraction: fraction), destinationAlpha),
        ] {
            let frame = placed.frame
            var c = LayerProperties()
            c.position = CGPoint(x: frame.midX, y: frame.midY)
            if let scale = placed.scale, scale > 0 {
                // Text: laid out at its own size, scaled uniformly.
                c.boundsSize = CGSize(width: frame.width / scale, height: frame.height / scale)
                c.transform = Transform3D.identity.scaled(x: scale, y: scale)
            } else {
                c.boundsSize = frame.size
            }
            c.opacity = alpha
            v[role] = c
        }
        return v
    }

    /// The key paths that can change on the layer playing `role`.
    func properties(of role: StandInLayerRole) -> [AnimatableProperty] {
        switch role {
        case .clip:
            guard hasClip else { return [] }
            return clipRadii == .path ? [.position, .boundsSize, .transform] : [.position, .boundsSize, .transform, .cornerRadius]
        case .clipMask, .bodyMask: return [.path]
        case .shadow:
            return [
                .position, .boundsSize, .transform, .opacity, .shadowOpacity, .shadowColor, .shadowOffset, .shadowRadius,
                .shadowPath,
            ]
        case .body:
            let look: [AnimatableProperty] = [.position, .boundsSize, .transform, .opacity, .backgroundColor, .borderWidth, .borderColor]
            return bodyRadii == .path ? look : look + [.cornerRadius]
        case .sourceContent: return placement.sourceIsText ? [.position, .transform, .opacity] : [.position, .boundsSize, .opacity]
        case .destinationContent:
            return placement.destinationIsText ? [.position, .transform, .opacity] : [.position, .boundsSize, .opacity]
        }
    }
}
