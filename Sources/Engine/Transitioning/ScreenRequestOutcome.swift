/// What became of a push, pop or dismissal asked of MatchCut (`navigationController.matchCut?.push(_:)`,
/// `pop()`, `MatchCutModalTransitioning.dismissPresented()`). UIKit drops such a
/// request while a transition runs; MatchCut decides instead.
public enum ScreenRequestOutcome: Hashable, Sendable {
    /// UIKit was asked (nothing was running).
    case performed
    /// The MatchCut transition in flight turned around (its reverse was asked for).
    case turnedAround
    /// It waits for the MatchCut transition in flight and runs on the turn after it ends, if that
    /// transition finished.
    case queued
    /// Dropped: the same direction again, a dismissal during a dismissal, or a transition MatchCut
    /// does not run.
    case refused
}
