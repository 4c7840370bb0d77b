import Foundation

/// Everything one transition holds while it runs, in one value: a fresh one at `begin`, dropped
/// whole at its end, so nothing of one transition can reach the next (a stand-in, a pending
/// gesture, a compile, a finger's catch). ``TransitionController`` reads and writes it through
/// accessors named as its parts.
struct InFlightTransition<View: MutableViewNode> where View.Node == View {
    /// The request being run.
    var request: TransitionRequest<View>?
    /// Its match report and the pictures it took.
    var report: MatchReport<View>?
    var snapshotPlan: SnapshotPlan<View>?
    /// Its stand-ins, in the plan's order, and for each the stand-ins of the pairs nested in it.
    var standIns: [(track: StandInTrack, view: View)] = []
    var nested: [[Int]] = []
    /// When a postponed start gives up waiting, in the driver's seconds.
    var deadline: Double?
    /// Frames still to wait for a commit before the pictures.
    var framesBeforePictures = 0
    /// The still picture over the container while the start is prepared; MatchCut's touch surface.
    var cover: View?
    var touchSurface: View?
    /// MatchCut's view above the bars the flights are drawn in (``FlightLevel/aboveBars``), or `nil`.
    var flightLayer: View?
    /// What a gesture did before the stand-ins were in place.
    var pendingProgress: Double?
    var pendingFollow: (translation: CGPoint, location: CGPoint?)?
    var pendingCatch = false
    var pendingRelease: (toEnd: Bool, velocity: Double, finger: CGPoint)?
    /// How the progress moves; a finger carrying an element; where a catch found the stand-ins.
    var motion: Motion = .paused(progress: 0)
    var following: Following?
    var caughtCenters: [CGPoint]?
    var catchLocation: CGPoint?
    /// For each stand-in, whether the render server plays it; the plan compiled once.
    var served: [Bool] = []
    var compiledPlan: CompiledTransition?
    /// Until when the start waits for a list's cell to show the item it returns to
    /// (``ListReveal/Outcome/waitsForCell``), in the driver's seconds; `nil` when not waiting.
    var cellWaitDeadline: Double?
    /// The stand-ins that land in a scrolling list, following it as it scrolls.
    var listFollowing = ListFollowing<View>()
    /// The destination root's stand-in, once the live screen shows in its place (going back, when a
    /// list a flight lands in has scrolled: its picture would show the list where it was).
    var liveDestinationRoot: Int?
    /// The observations of those lists' scrolling, and a check at the next frame after a scroll.
    var listObservations: [AnyObject] = []
    var afterListLayout: AnyObject?
}
