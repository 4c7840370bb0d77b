import Foundation
import Testing

@testable import MatchCut

/// Where SwiftUI content's picture comes from: the nearest SwiftUI host above the anchor, by the
/// runtime names UIKit gives them (names of the form the runtime reports; Docs/DeviceChecklist.md,
/// row 58, confirms them on a device).
@Suite struct HostedContentRegionTests {
    @Test func theNearestSwiftUIHostDrawsTheContent() {
        // A `UIHostingController` screen: the anchor in SwiftUI's platform-view wrapper, in the
        // generic hosting view (its mangled runtime name), in the window.
        let screen = [
            "_TtC7SwiftUIP33_A34643117F00277B93DEBAB70EC0697122_UIShapeHitTestingView",
            "_TtGC7SwiftUI16PlatformViewHostGV7SwiftUIP10$1a2c1b2b828PlatformViewRepresentableAdaptor_",
            "_TtGC7SwiftUI14_UIHostingViewV15MatchCutSample13FavoritesView_", "UIViewControllerWrapperView",
            "UINavigationTransitionView", "UILayoutContainerView", "UIWindow",
        ]
        #expect(HostedContentRegion.hostIndex(ancestorClassNames: screen) == 2)
        // A `UIHostingConfiguration` cell: its content view hosts the SwiftUI content.
        let cell = [
            "_TtGC7SwiftUI16PlatformViewHostGV7SwiftUIP10$1a2c1b2b828PlatformViewRepresentableAdaptor_",
            "_TtGC7SwiftUI20UIHostingContentViewGVS_…", "UICollectionViewListCell", "UICollectionView",
        ]
        #expect(HostedContentRegion.hostIndex(ancestorClassNames: cell) == 1)
        // A SwiftUI screen inside a cell's SwiftUI: the nearest host draws it.
        #expect(HostedContentRegion.hostIndex(ancestorClassNames: ["A", "_UIHostingView", "UIHostingContentView"]) == 1)
        // Not in SwiftUI at all: the anchor's own picture.
        #expect(HostedContentRegion.hostIndex(ancestorClassNames: ["UIView", "UIStackView", "UIWindow"]) == nil)
        #expect(HostedContentRegion.hostIndex(ancestorClassNames: []) == nil)
    }
}
