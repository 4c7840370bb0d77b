/// Which way a transition goes.
public enum TransitionKind: String, Hashable, Sendable, CaseIterable {
    /// A navigation push.
    case push
    /// A navigation pop.
    case pop
    /// A modal presentation.
    case present
    /// A modal dismissal.
    case dismiss

    /// Push and present go forward (the destination arrives on top); pop and dismiss go back.
    public var isForward: Bool { self == .push || self == .present }

    /// The transition that undoes this one.
    public var reversed: TransitionKind {
        switch self {
        case .push: .pop
        case .pop: .push
        case .present: .dismiss
        case .dismiss: .present
        }
    }
}
