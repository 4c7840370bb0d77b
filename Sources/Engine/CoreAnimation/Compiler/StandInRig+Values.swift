import Foundation
import MatchCutMatcher

extension StandInRig {
    /// Every layer's values for a stand-in drawn in `state` with its pictures at these opacities,
    /// `fraction` of the way through its pictures' change (``StandInTrack/contentFraction(at:)``).
    func values(_ state: StandInState, sourceAlpha: Double, destinationAlpha: Double, fraction: Double) -> StandInLayerValues {
        var v = StandInLayerValues()
        var clipMap = PlaneTransform.identity
        var origin = CGPoint.zero
        // Written in place: a layer's values are large.
        if let clip = state.clip {
            v[.clip].position = clip.center
            v[.clip].boundsSize = clip.size
            v[.clip].transform = clip.shape
            clipMap = clip.transformToContainer
            origin = CGPoint(x: clip.center.x - clip.size.width / 2, y: clip.center.y - clip.size.height / 2)
            let radii = Self.layerRadii(clip.cornerRadii, map: clipMap, size: clip.size)
            switch clipRadii {
            case .rounded(let mask): v[.clip].cornerRadius = Self.cornerRadius(radii, mask: mask, size: clip.size)
            case .path:
                v[.clipMask].path = AnimationPath(
                    roundedRect: CGRect(origin: .zero, size: clip.size), cornerRadii: Self.fitted(radii, in: clip.size))
            }
        }
        let bodyMap = state.transformToContainer
        v[.body].boundsSize = state.size
        if clipIsShaped, let toClip = try? clipMap.inverted() {
            // The pose relative to a shaped clip: flattened, as Core Animation draws it.
            let pose = StandInState(rect: CGRect(origin: .zero, size: state.size), map: bodyMap.concatenating(toClip))
            v[.body].position = pose.center
            v[.body].transform = pose.shape
        } else {
            v[.body].position = CGPoint(x: state.center.x - origin.x, y: state.center.y - origin.y)
            v[.body].transform = state.shape
        }
        v[.body].opacity = state.alpha
        v[.body].backgroundColor = state.backgroundColor ?? .clear
        v[.body].borderWidth = state.borderWidth
        v[.body].borderColor = state.borderColor
        let radii = Self.layerRadii(state.cornerRadii, map: bodyMap, size: state.size)
        let bounds = CGRect(origin: .zero, size: state.size)
        switch bodyRadii {
        case .rounded(let mask): v[.body].cornerRadius = Self.cornerRadius(radii, mask: mask, size: state.size)
        case .path: v[.bodyMask].path = AnimationPath(roundedRect: bounds, cornerRadii: Self.fitted(radii, in: state.size))
        }
        if hasCircleMask, let mask = state.mask, let toBody = try? bodyMap.inverted(),
            let circle = AnimationPath.circle(center: mask.center, radius: mask.radius, mappedBy: toBody)
        {
            v[.bodyMask].path = circle
        }
        if let resting = restingShadow {
            let pose = v.pose(.body)
            (v[.shadow].position, v[.shadow].boundsSize, v[.shadow].transform) = (pose.position, pose.boundsSize, pose.transform)
            v[.shadow].opacity = state.alpha
            let shadow = state.shadow ?? Shadow(color: resting.color, opacity: 0, offset: resting.offset, radius: resting.radius)
            v[.shadow].shadowOpacity = shadow.opacity
            v[.shadow].shadowColor = shadow.color
            v[.shadow].shadowOffset = shadow.offset
            v[.shadow].shadowRadius = shadow.radius
            v[.shadow].shadowPath = AnimationPath(roundedRect: bounds, cornerRadii: Self.fitted(radii, in: state.size))
        }
        for (role, placed, alpha) in [
            (StandInLayerRole.sourceContent, placement.source(in: state.size, fraction: fraction), sourceAlpha),
            (.destinationContent, placement.destination(in: state.size, fraction: fraction), destinationAlpha),
        ] {
            let frame = placed.frame
            v[role].position = CGPoint(x: frame.midX, y: frame.midY)
            if let scale = placed.scale, scale > 0 {
                // Text: laid out at its own size, scaled uniformly.
                v[role].boundsSize = CGSize(width: frame.width / scale, height: frame.height / scale)
                v[role].transform = Transform3D.identity.scaled(x: scale, y: scale)
            } else {
                v[role].boundsSize = frame.size
            }
            v[role].opacity = alpha
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
