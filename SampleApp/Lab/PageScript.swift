import Foundation

/// The lab page's code, in real files under `SampleApp/Lab/Page/` — the HTML template, its CSS
/// and its scripts — embedded in the lab when it is built (SwiftPM's `.embedInCode`); CI checks
/// the scripts' syntax (`Tests/Browser/run-browser-test.sh`). The scripts, in the order they run:
/// the stage that draws one frame of stand-ins (`stage.js`), the render server's stage of
/// compiled animations (`web-animations.js`), the player (`player.js`), the timeline
/// (`timeline.js`), the pixel probes (`probes.js`, `markup-probes.js`) and the page's modes
/// (`checks.js`).
enum PageScript {
    /// The page, with `__CSS__`, `__FAILED__`, `__DATA__` and `__SCRIPT__` to fill in.
    static let template = text(PackageResources.page_html)
    /// The page's own styles.
    static let css = text(PackageResources.page_css)
    /// The scripts, joined in running order.
    static let script = [
        PackageResources.stage_js, PackageResources.web_animations_js, PackageResources.player_js,
        PackageResources.timeline_js, PackageResources.probes_js, PackageResources.markup_probes_js,
        PackageResources.checks_js,
    ].map(text).joined(separator: "\n")

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
