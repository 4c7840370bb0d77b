import Foundation

/// Where the picture of content SwiftUI draws comes from. SwiftUI draws a view's content in its
/// hosting view's own layers, not in the anchor view MatchCut tags for it (`.matchID(_:scope:)`
/// puts a clear UIKit view behind the content, the content's size): a picture of the anchor alone
/// would be empty. The element's picture is the hosting view's region under the anchor instead.
public enum HostedContentRegion {
    /// The class names that draw SwiftUI content in UIKit: `_UIHostingView` (a
    /// `UIHostingController`'s view and SwiftUI's other hosts) and `UIHostingContentView` (a cell's
    /// `UIHostingConfiguration`). Matched as name fragments: nothing public identifies them, and
    /// the generic hosting view's runtime name carries its content type
    /// (`_TtGC7SwiftUI14_UIHostingViewV…`).
    public static let hostNameFragments = ["_UIHostingView", "UIHostingContentView", "HostingView"]

    /// Which ancestor draws the content, given the anchor's ancestors' class names nearest first:
    /// the nearest whose name contains a ``hostNameFragments`` entry; `nil` when none does (the
    /// anchor is not in SwiftUI content: its own picture is used).
    public static func hostIndex(ancestorClassNames: [String]) -> Int? {
        ancestorClassNames.firstIndex { name in hostNameFragments.contains { name.contains($0) } }
    }
}
