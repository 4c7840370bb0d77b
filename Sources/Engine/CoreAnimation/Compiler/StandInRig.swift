import Foundation
import MatchCutMatcher

/// How one stand-in's layers are built for a whole motion: the choices that cannot change while
/// it plays (which layers exist, how radii are drawn, what cannot be animated), made from states
/// sampled over the motion.
struct StandInRig: Sendable {
    /// How a layer draws its corner radii.
    enum Radii: Equatable, Sendable {
        /// `cornerRadius` on the corners in the mask (circular and equal there, 0 elsewhere).
        case rounded(CornerMask)
        /// A mask path: unequal or elliptical radii.
        case path
    }

    /// The layers, parents before children.
    var roles: [StandInLayerRole]
    /// Whether the stand-in is drawn through a clip, and whether that clip is ever shaped (then the
    /// body's pose relative to it is flattened, as Core Animation draws it).
    var hasClip: Bool
    var clipIsShaped: Bool
    var clipRadii: Radii
    var bodyRadii: Radii
    /// Whether the body is masked by a circle (a circular reveal).
    var hasCircleMask: Bool
    /// The shadow's colour, offset and radius where the state has none (its opacity is then 0).
    var restingShadow: Shadow?
    /// Where the pictures sit in the body (the display link places them by the same).
    var placement: PicturePlacement
    /// Why Core Animation cannot play it; what it plays only approximately.
    var unsupported: [String] = []
    var approximations: [String] = []

    /// The rig for a stand-in showing `content`, its pictures placed by `placement`, whose states
    /// over the motion include `samples`.
    init(content: StandInContent, placement: PicturePlacement, samples: [StandInState]) {
        self.placement = placement
        if content == .liveView {
            unsupported.append("a live view: its own layer keeps its look and its own animations, which the layers would replace")
        }
        let clipped = samples.filter { $0.clip != nil }.count
        hasClip = clipped > 0
        clipIsShaped = samples.contains { $0.clip.map { $0.shape != .identity } ?? false }
        if clipped > 0, clipped < samples.count { unsupported.append("the clip appears or disappears mid-motion") }
        let masked = samples.filter { $0.mask != nil }.count
        hasCircleMask = masked > 0
        if masked > 0, masked < samples.count { unsupported.append("the circular mask appears or disappears mid-motion") }
        let behind = samples.contains { s in
            if (try? s.quad()) == nil { return true }
            if let clip = s.clip, (try? clip.quad()) == nil { return true }
            return false
        }
        if behind { unsupported.append("a corner goes behind the viewer") }
        clipRadii = Self.radii(
            samples.compactMap { s in s.clip.map { Self.layerRadii($0.cornerRadii, map: $0.transformToContainer, size: $0.size) } })
        bodyRadii = Self.radii(samples.map { Self.layerRadii($0.cornerRadii, map: $0.transformToContainer, size: $0.size) })
        if hasCircleMask, bodyRadii == .path {
            unsupported.append("a circular mask with unequal or elliptical corner radii")
        }
        restingShadow = samples.lazy.compactMap(\.shadow).first
        if case .path = bodyRadii, samples.contains(where: { $0.borderWidth > 0 }) {
            approximations.append("the border of unequal or elliptical corners is cut by the mask, not rounded")
        }
        var roles: [StandInLayerRole] = [.clip]
        if hasClip, clipRadii == .path { roles.append(.clipMask) }
        if restingShadow != nil { roles.append(.shadow) }
        roles.append(.body)
        if hasCircleMask || bodyRadii == .path { roles.append(.bodyMask) }
        switch content {
        case .sourceSnapshot, .liveView: roles.append(.sourceContent)
        case .destinationSnapshot: roles.append(.destinationContent)
        case .both: roles += [.sourceContent, .destinationContent]
        }
        self.roles = roles
    }

    /// A layer's radii in its own points from the radii seen in the container: each corner's
    /// divided by how much `map` (the layer's own points to the container) stretches each axis
    /// there.
    static func layerRadii(_ radii: CornerRadii, map: PlaneTransform, size: CGSize) -> CornerRadii {
        func own(_ r: CGSize, _ x: CGFloat, _ y: CGFloat) -> CGSize {
            guard r.width != 0 || r.height != 0 else { return .zero }
            let s = map.axisScales(at: CGPoint(x: x, y: y))
            return CGSize(width: r.width / max(s.x, 1e-12), height: r.height / max(s.y, 1e-12))
        }
        let (w, h) = (size.width, size.height)
        return CornerRadii(
            topLeft: own(radii.topLeft, 0, 0), topRight: own(radii.topRight, w, 0),
            bottomRight: own(radii.bottomRight, w, h), bottomLeft: own(radii.bottomLeft, 0, h))
    }

    /// `cornerRadius` and `maskedCorners` when every sample's radii are circular and equal on the
    /// same corners (the others square); a mask path otherwise.
    static func radii(_ samples: [CornerRadii]) -> Radii {
        let masks: [CornerMask] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
        var rounded: CornerMask = []
        for s in samples {
            for (corner, r) in zip(masks, s.corners) where r.width > 1e-9 || r.height > 1e-9 { rounded.insert(corner) }
        }
        guard !rounded.isEmpty else { return .rounded(.all) }
        for s in samples {
            let used = zip(masks, s.corners).filter { rounded.contains($0.0) }.map(\.1)
            let r = used[0].width
            let tolerance = 1e-7 * max(1, abs(r))
            guard used.allSatisfy({ abs($0.width - r) <= tolerance && abs($0.height - r) <= tolerance }) else {
                return .path
            }
        }
        return .rounded(rounded)
    }

    /// The one radius of `radii` drawn as `cornerRadius` under `mask` on a layer of `size`: the
    /// mean of the rounded corners' radii, at most half the shorter side (as Core Animation draws
    /// it; a larger radius only matters to a layer that has all but collapsed).
    static func cornerRadius(_ radii: CornerRadii, mask: CornerMask, size: CGSize) -> CGFloat {
        min(cornerRadius(radii, mask: mask), max(min(size.width, size.height), 0) / 2)
    }

    /// Radii that fit a layer of `size`: each at most half of its side (what shows of a larger one).
    static func fitted(_ radii: CornerRadii, in size: CGSize) -> CornerRadii {
        let (w, h) = (max(size.width, 0) / 2, max(size.height, 0) / 2)
        func fit(_ r: CGSize) -> CGSize { CGSize(width: min(r.width, w), height: min(r.height, h)) }
        return CornerRadii(
            topLeft: fit(radii.topLeft), topRight: fit(radii.topRight), bottomRight: fit(radii.bottomRight),
            bottomLeft: fit(radii.bottomLeft))
    }

    /// The mean of the radii of the corners in `mask`.
    static func cornerRadius(_ radii: CornerRadii, mask: CornerMask) -> CGFloat {
        var (sum, count) = (CGFloat(0), 0)
        for (corner, r) in [
            (CornerMask.topLeft, radii.topLeft), (.topRight, radii.topRight), (.bottomRight, radii.bottomRight),
            (.bottomLeft, radii.bottomLeft),
        ] where mask.contains(corner) {
            sum += r.width + r.height
            count += 1
        }
        return count == 0 ? 0 : sum / CGFloat(2 * count)
    }
}
