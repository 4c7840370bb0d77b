import Foundation

/// A screen edge.
public enum ScreenEdge: Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The left edge (the leading edge in left-to-right layouts).
    case left
    /// The right edge (the trailing edge in left-to-right layouts).
    case right
}

/// What happens to a view that has no match: applied as it appears or as it leaves.
public enum Effect: Hashable, Sendable {
    /// Fade from or to transparent.
    case fade
    /// Scale from or to this factor about its centre.
    case scale(Double)
    /// Move from or to this offset, in points.
    case translate(x: Double, y: Double)
    /// Slide in from, or out to, just beyond an edge of the container.
    case slide(from: ScreenEdge)
}

/// The order in which unmatched views start their effects, each `delta` seconds after the previous.
public struct Cascade: Hashable, Sendable {
    /// The order.
    public enum Direction: Hashable, Sendable {
        /// By centre y, top first.
        case topToBottom
        /// By centre y, bottom first.
        case bottomToTop
        /// By centre x, left first.
        case leftToRight
        /// By centre x, right first.
        case rightToLeft
    }

    /// Seconds between two consecutive views.
    public var delta: Double
    /// The order.
    public var direction: Direction

    /// Creates a cascade.
    public init(delta: Double = 0.03, direction: Direction = .topToBottom) {
        self.delta = delta.isFinite ? max(delta, 0) : 0
        self.direction = direction
    }
}

/// Where a matched transition's flights are drawn relative to the bars UIKit keeps above the
/// screens (a navigation bar, a toolbar, a tab bar).
public enum FlightLevel: Hashable, Sendable {
    /// Under the bars (the default): flights run in UIKit's transition container, which a navigation
    /// or tab bar controller keeps under its bars, so an element flying into a cell behind a
    /// translucent bar passes under it, as the cell itself would.
    case underBars
    /// Above the bars: the flights (every stand-in in front of the two screens) are drawn in a
    /// clear view of MatchCut's at the front of the outermost navigation or tab bar controller's
    /// view around the container, over the container's area; the screens themselves stay under the
    /// bars. A flight can then start on a bar button item in a push, and land on one in a pop when
    /// UIKit has put it in the bar by the pop's start. What is drawn above that controller's view
    /// (a presented sheet, an alert, the app's overlays) stays above the flights. A flight that
    /// starts or lands behind a bar is drawn over it until it ends. Where no such view holds the
    /// container, or an ancestor scales or rotates it, flights stay in the container.
    case aboveBars
}

/// Options for planning a matched transition.
public struct TransitionOptions: Hashable, Sendable {
    /// The duration in seconds, or `nil` for ``automaticDuration(travel:diagonal:)``.
    public var duration: Double?
    /// The timing of matched flights and effects.
    public var timing: Timing
    /// The arc intensity of matched flights (0 straight), unless a view's modifiers say otherwise.
    public var arcIntensity: Double
    /// Effects for every tagged view that finds no match, each getting a stand-in of its own; empty
    /// (the default) leaves such views in their screen's picture, as Hero and SwiftUI's matched
    /// geometry do — a grid whose every cell is tagged cross-fades as one screen instead of leaving
    /// ghost cells over the arriving one. A view's own effect modifiers apply either way.
    public var unmatchedEffects: [Effect]
    /// A cascade for unmatched views, or `nil` for all at once.
    public var cascade: Cascade?
    /// The opacity of a black dimming layer at the forward end (0 for none).
    public var dimming: Double
    /// Reduce Motion: the same duration, nothing moving or scaling — the arriving screen dissolves
    /// in over the leaving one (going back, the leaving one dissolves away), an element in the same
    /// place on both screens is held there cross-fading its pictures, and one that changes place
    /// leaves and arrives with its screens.
    public var reduceMotion: Bool
    /// Where flights are drawn relative to the bars: under them (the default) or above them.
    public var flightLevel: FlightLevel

    /// Creates options; defaults: automatic duration, a damping-0.9 spring, straight paths, unmatched
    /// views left in their screens, no cascade, no dimming, flights under the bars.
    public init(
        duration: Double? = nil, timing: Timing = .spring(dampingRatio: 0.9), arcIntensity: Double = 0,
        unmatchedEffects: [Effect] = [], cascade: Cascade? = nil, dimming: Double = 0, reduceMotion: Bool = false,
        flightLevel: FlightLevel = .underBars
    ) {
        self.duration = duration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        self.timing = timing
        self.arcIntensity = arcIntensity.isFinite ? arcIntensity : 0
        self.unmatchedEffects = unmatchedEffects
        self.cascade = cascade
        self.dimming = dimming.isFinite ? min(max(dimming, 0), 1) : 0
        self.reduceMotion = reduceMotion
        self.flightLevel = flightLevel
    }

    /// The automatic duration, in seconds: 0.25 s plus 0.35 s × √(travel / diagonal), capped at
    /// 0.6 s, where travel is the longest distance a matched centre moves and diagonal the
    /// container's. A small hop feels quick; a flight across the screen takes its time.
    public static func automaticDuration(travel: Double, diagonal: Double) -> Double {
        guard diagonal > 0, travel.isFinite, travel > 0 else { return 0.25 }
        return 0.25 + 0.35 * min(1, travel / diagonal).squareRoot()
    }
}
