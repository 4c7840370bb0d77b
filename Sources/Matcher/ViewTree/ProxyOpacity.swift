/// How a proxy's opacity reaches the element it stands for. A proxy is a clear view MatchCut puts
/// in a screen for an element that lives outside it (a bar button item's view in the navigation
/// bar), so that the element is matched and flies like any tagged view: hiding the proxy (the
/// engine sets its opacity below 0.01 while the element's stand-in flies) hides the element,
/// remembering the element's own opacity; showing it again gives that opacity back.
public struct ProxyOpacity: Hashable, Sendable {
    /// The element's own opacity while the proxy hides it; `nil` when it is not hidden.
    public private(set) var saved: Double?

    /// Creates the rule with nothing hidden.
    public init() {}

    /// The proxy's opacity became `opacity`: the element's opacity, `element`, follows.
    public mutating func apply(_ opacity: Double, to element: inout Double) {
        if opacity < 0.01 {
            if saved == nil { saved = element }
            element = 0
        } else if let own = saved {
            element = own
            saved = nil
        }
    }
}
