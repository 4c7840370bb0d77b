/// Where a transition is in its life.
///
/// `idle → preparing (postponed) → running | interactive → finishing | cancelling → ended`.
/// `ended` is reported once, through the controller's completion, with whether it finished.
public enum FlightPhase: Hashable, Sendable {
    /// No transition.
    case idle
    /// Getting ready: taking pictures and placing stand-ins, or waiting for a postponed destination
    /// to be ready (nothing but the destination is hidden meanwhile).
    case preparing
    /// Animating on its own.
    case running
    /// Driven by a gesture.
    case interactive
    /// Running to the end after a gesture's release.
    case finishing
    /// Running back to the start (a cancelled gesture, or an interruption).
    case cancelling
    /// Over: stand-ins gone, originals restored.
    case ended(finished: Bool)

    /// Whether a transition is in flight (prepared or moving).
    public var isInFlight: Bool {
        switch self {
        case .preparing, .running, .interactive, .finishing, .cancelling: true
        case .idle, .ended: false
        }
    }
}

/// What became of a request to start a transition.
public enum TransitionRequestOutcome: Hashable, Sendable {
    /// It started (or is waiting, postponed).
    case started
    /// It asked for one end of the transition in flight between the same two views — the reverse
    /// (a back tap during a push) or the original direction again (a push tapped during that
    /// push's cancellation) — and the transition turned toward that end from where it was, with
    /// its velocity; it ends cancelled or finished accordingly.
    case redirectedRunningTransition
    /// Another transition is in flight; nothing changed.
    case rejectedBusy
}
