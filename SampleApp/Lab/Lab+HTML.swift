import Foundation
import MatchCut

extension Lab {
    /// The lab's page: a player per scene. Self-contained: no network, no external scripts; the
    /// scenes' data is a JSON script element.
    func page(_ scenes: [JSONValue], failed: [(file: String, lines: [String])] = []) -> String {
        let data = JSONWriter(indent: nil).string(.array(scenes)).replacingOccurrences(of: "</", with: "<\\/")
        let script = [
            PageScript.stage, PageScript.webAnimations, PageScript.player, PageScript.timeline, PageScript.probes, PageScript.markupProbes,
            PageScript.checks,
        ].joined(separator: "\n")
        return Self.template.replacingOccurrences(of: "__CSS__", with: Markup.css + "\n" + Self.css)
            .replacingOccurrences(of: "__SCRIPT__", with: script)
            .replacingOccurrences(of: "__DATA__", with: data)
            .replacingOccurrences(of: "__FAILED__", with: failed.map(Self.failedScene).joined())
    }

    /// A scene that could not be played, with its errors.
    static func failedScene(_ scene: (file: String, lines: [String])) -> String {
        "<div class=\"scene failed\"><h2>\(Markup.escape(scene.file)) could not be played</h2><pre>"
            + scene.lines.map(Markup.escape).joined(separator: "\n") + "</pre></div>"
    }

    static let css = """
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
        h1 { font-size: 24px; margin: 0 0 6px; } h2 { font-size: 17px; margin: 0 0 2px; }
        .intro { max-width: 1000px; color: #3a3a3c; }
        .scene.failed { border-left: 4px solid #ff3b30; } .scene.failed pre { white-space: pre-wrap; color: #c41e16; }
        .scene { background: #fff; border-radius: 14px; padding: 16px; margin: 0 0 20px; box-shadow: 0 1px 3px #0002; }
        .head .file { color: #6e6e73; font-size: 12px; } .head .description { color: #3a3a3c; margin-top: 4px; }
        .head .demo { color: #8a5a00; background: #fff4d6; display: inline-block; padding: 2px 8px; border-radius: 6px; margin-top: 4px; }
        .cols { display: flex; gap: 24px; margin-top: 12px; align-items: flex-start; flex-wrap: wrap; }
        .wrap { position: relative; overflow: hidden; border-radius: 4px; box-shadow: 0 0 0 1px #c7c7cc; }
        .wrap .mc-stage { transform-origin: 0 0; }
        .overlay { position: absolute; left: 0; top: 0; pointer-events: none; overflow: visible; }
        .controls { display: flex; gap: 6px; align-items: center; margin: 8px 0 4px; }
        .controls input[type=range] { width: 150px; }
        .clock { font: 12px ui-monospace, monospace; color: #3a3a3c; }
        .info { font: 11px ui-monospace, monospace; white-space: pre-wrap; background: #f7f7f9; border-radius: 6px; padding: 6px 8px; margin-top: 6px; max-width: 420px; min-height: 4.5em; }
        .timeline { display: grid; position: relative; column-gap: 8px; row-gap: 2px; align-items: center; }
        .timeline .tname { font-size: 11px; color: #3a3a3c; line-height: 1.25; overflow-wrap: anywhere; }
        .timeline svg { display: block; cursor: pointer; }
        .timeline .tick, .timeline .mark { font-size: 9px; fill: #6e6e73; }
        .timeline .heads { position: absolute; top: 0; height: 100%; pointer-events: none; overflow: visible; }
        .legend { font-size: 11px; color: #6e6e73; margin: 6px 0; }
        details pre { font-size: 11px; background: #f7f7f9; padding: 8px; border-radius: 6px; max-width: 640px; overflow: auto; white-space: pre-wrap; }
        body.shot { margin: 0; background: #fff; } body.shot > :not(.panels):not(script) { display: none; }
        .panels { position: absolute; left: 0; top: 0; } .panel { position: absolute; top: 0; }
        .mc-notext .mc-t { visibility: hidden; }
        .wa-title { font-size: 12px; font-weight: 600; color: #3a3a3c; margin-bottom: 4px; }
        .wa-stage .wa-layer { left: calc(var(--px) * 1px - var(--bw) * 0.5px); top: calc(var(--py) * 1px - var(--bh) * 0.5px); width: calc(var(--bw) * 1px); height: calc(var(--bh) * 1px); outline: calc(var(--bdw) * 1px) solid var(--bdc); outline-offset: calc(var(--bdw) * -1px); }
        .wa-stage .wa-shadow { border-radius: calc(var(--spr) * 1px) !important; box-shadow: calc(var(--sx) * 1px) calc(var(--sy) * 1px) calc(var(--sr) * 2px) color-mix(in srgb, var(--sc) calc(var(--so) * 100%), transparent); }
        """

    static let template = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>MatchCut lab</title>
        <style>
        __CSS__
        </style></head>
        <body>
        <h1>MatchCut lab</h1>
        <p class="intro">Every scene played by the real engine, headless, at 60 frames per second, and drawn as the device draws it: each stand-in is a clip holding a shadow and a body that shows the source and destination pictures of its views (an opaque arriving picture dissolves in over the leaving one; text is scaled, never stretched). Play (it stops on the last frame), step, scrub, change the speed, enlarge the stage; point at the stage to name a stand-in and see its values. Beside it, the render server's view: the same transition compiled into Core Animation animations and played by the browser's own animation engine (Web Animations).</p>
        <p class="legend">Timeline: one axis in seconds. Bars are each stand-in's moves in plan time; the red line is the clock, the dashed blue line plan time (progress × duration: a finger moves it back and forth), dotted pink lines where the finger lands and lifts. Click the timeline to seek.</p>
        __FAILED__
        <div id="scenes"></div>
        <pre id="selftest-result"></pre>
        <pre id="pixel-result"></pre>
        <pre id="webanim-result"></pre>
        <script id="data" type="application/json">__DATA__</script>
        <script>
        __SCRIPT__
        </script>
        </body></html>
        """
}
