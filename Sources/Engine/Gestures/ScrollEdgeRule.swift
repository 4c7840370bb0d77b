import Foundation

/// What a transition's pan needs to know about a scroll view under the finger.
public struct ScrollState: Hashable, Sendable {
    /// The content offset, in points.
    public var contentOffset: CGPoint
    /// The content size, in points.
    public var contentSize: CGSize
    /// The visible size, in points.
    public var boundsSize: CGSize
    /// The adjusted content inset: top, left, bottom, right.
    public var inset: (top: Double, left: Double, bottom: Double, right: Double)

    /// Creates a state.
    public init(
        contentOffset: CGPoint, contentSize: CGSize, boundsSize: CGSize,
        inset: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0)
    ) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.boundsSize = boundsSize
        self.inset = inset
    }

    /// Whether the content can scroll horizontally.
    public var scrollsHorizontally: Bool { contentSize.width + inset.left + inset.right > boundsSize.width + 0.5 }
    /// Whether the content can scroll vertically.
    public var scrollsVertically: Bool { contentSize.height + inset.top + inset.bottom > boundsSize.height + 0.5 }
    /// Whether the content is at its top (or pulled past it).
    public var isAtTop: Bool { contentOffset.y <= -inset.top + 0.5 }
    /// Whether the content is at its left edge.
    public var isAtLeft: Bool { contentOffset.x <= -inset.left + 0.5 }
    /// Whether the content is at its right edge.
    public var isAtRight: Bool { contentOffset.x + boundsSize.width >= contentSize.width + inset.right - 0.5 }

    /// Compares every field.
    public static func == (a: ScrollState, b: ScrollState) -> Bool {
        a.contentOffset == b.contentOffset && a.contentSize == b.contentSize && a.boundsSize == b.boundsSize
            && a.inset == b.inset
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(contentOffset.x)
        hasher.combine(contentOffset.y)
        hasher.combine(contentSize.width)
        hasher.combine(contentSize.height)
        hasher.combine(boundsSize.width)
        hasher.combine(boundsSize.height)
        hasher.combine(inset.top)
        hasher.combine(inset.left)
        hasher.combine(inset.bottom)
        hasher.combine(inset.right)
    }
}

/// Who gets a pan that starts over a scroll view: the scroll view keeps it unless it is at the
/// edge the transition pulls from and the pan goes that way.
public enum ScrollEdgeRule {
    /// Whether a pull-down-to-dismiss may begin over `scroll`: the pan goes down, and the scroll
    /// view cannot scroll vertically or is at its top.
    public static func pullDownMayBegin(over scroll: ScrollState, velocity: CGPoint) -> Bool {
        guard velocity.y > 0, velocity.y > abs(velocity.x) else { return false }
        return !scroll.scrollsVertically || scroll.isAtTop
    }

    /// Whether a pan-to-pop may begin over `scroll`: the pan goes toward the trailing side, and the
    /// scroll view cannot scroll horizontally or is at its leading edge.
    public static func popMayBegin(over scroll: ScrollState, velocity: CGPoint, isRightToLeft: Bool = false) -> Bool {
        let forward = isRightToLeft ? -velocity.x : velocity.x
        guard forward > 0, abs(velocity.x) > abs(velocity.y) else { return false }
        return !scroll.scrollsHorizontally || (isRightToLeft ? scroll.isAtRight : scroll.isAtLeft)
    }
}
