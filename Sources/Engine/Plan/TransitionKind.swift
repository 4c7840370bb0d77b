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
    /// A tab bar controller switching to a tab after the selected one (toward the trailing end of
    /// the bar: to the right, left to right). The arriving screen fades in above the leaving one.
    case tabForward
    /// A tab bar controller switching to a tab before the selected one (toward the leading end of
    /// the bar). The leaving screen fades out above the arriving one.
    case tabBack

    /// Push, present and a switch to a later tab go forward (the destination arrives on top); pop,
    /// dismiss and a switch to an earlier tab go back.
    public var isForward: Bool { self == .push || self == .present || self == .tabForward }

    /// Whether it returns to a screen the user came from (a pop or a dismissal): the item the
    /// leaving screen shows is brought into view in a list it returns to. A tab
    /// switch returns nowhere: the other tab's lists keep their place.
    public var returns: Bool { self == .pop || self == .dismiss }

    /// Whether it switches tabs.
    public var switchesTabs: Bool { self == .tabForward || self == .tabBack }

    /// The transition that undoes this one.
    public var reversed: TransitionKind {
        switch self {
        case .push: .pop
        case .pop: .push
        case .present: .dismiss
        case .dismiss: .present
        case .tabForward: .tabBack
        case .tabBack: .tabForward
        }
    }
}
