import Foundation
import MatchCut

extension Lab {
    /// The page's data for one scene: frames as compact arrays
    /// `[time, [[track id, x1, y1, … x4, y4, alpha, colour, radius], …]]`.
    func pageData(name: String, scene: PlayedScene) -> JSONValue {
        var trackNames: [Int: String] = [:]
        for track in scene.tracks { trackNames[track.id] = track.name }
        let frames: [JSONValue] = scene.frames.map { frame in
            .array([
                .number(frame.time),
                .array(
                    frame.standIns.map { s in
                        var values: [JSONValue] = [.number(Double(s.id))]
                        for corner in s.quad.corners {
                            values += [.number(round4(corner.x)), .number(round4(corner.y))]
                        }
                        values.append(.number(round4(s.state.alpha)))
                        values.append(s.state.backgroundColor.map { .string($0.hexString) } ?? .null)
                        values.append(.number(round4(s.state.cornerRadii.topLeft.width)))
                        if let mask = s.state.mask {
                            values += [
                                .number(round4(mask.center.x)), .number(round4(mask.center.y)),
                                .number(round4(mask.radius)),
                            ]
                        }
                        return .array(values)
                    }),
            ])
        }
        let tracks: [JSONValue] = scene.tracks.map { t in
            .object([
                ("id", .number(Double(t.id))), ("name", .string(t.name)), ("z", .number(Double(t.zIndex))),
                ("legs", .array(t.legs.map { .array([.number(round4($0.start)), .number(round4($0.end))]) })),
            ])
        }
        return .object([
            ("name", .string(name)), ("summary", .string(scene.summary)), ("report", .string(scene.report)),
            ("width", .number(scene.size.width)), ("height", .number(scene.size.height)),
            ("duration", .number(scene.duration)), ("tracks", .array(tracks)), ("frames", .array(frames)),
        ])
    }

    /// A self-contained page: no network, no external scripts.
    func page(_ scenes: [JSONValue]) -> String {
        let data = JSONWriter(indent: nil).string(.array(scenes)).replacingOccurrences(of: "</", with: "<\\/")
        return Self.template.replacingOccurrences(of: "__DATA__", with: data)
    }

    static let template = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>MatchCut lab</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f4f4f6; color: #222; }
        h1 { font-size: 22px; } h2 { font-size: 16px; margin: 0 0 4px; }
        .scene { display: flex; gap: 20px; background: #fff; border-radius: 12px; padding: 16px; margin-bottom: 20px; box-shadow: 0 1px 3px #0002; }
        .stage { border: 1px solid #ccc; background: #fafafa; }
        .controls { display: flex; gap: 8px; align-items: center; margin: 8px 0; }
        .controls input[type=range] { width: 200px; }
        pre { font-size: 11px; background: #f7f7f9; padding: 8px; border-radius: 6px; max-width: 560px; overflow: auto; white-space: pre-wrap; }
        .timeline text { font-size: 9px; fill: #555; }
        .summary { color: #555; font-size: 12px; }
        </style></head>
        <body>
        <h1>MatchCut lab</h1>
        <p>Every built-in scene played by the real engine, headless, at 60 frames per second. Play, scrub, change the speed; the timeline shows each stand-in's moves (in plan time).</p>
        <div id="scenes"></div>
        <pre id="selftest-result"></pre>
        <script id="data" type="application/json">__DATA__</script>
        <script>
        "use strict";
        const scenes = JSON.parse(document.getElementById("data").textContent);
        const SVG = "http://www.w3.org/2000/svg";
        const players = [];
        function el(name, attrs, parent) {
          const e = document.createElementNS(SVG, name);
          for (const k in attrs) e.setAttribute(k, attrs[k]);
          if (parent) parent.appendChild(e);
          return e;
        }
        function frameAt(scene, t) {
          const f = scene.frames;
          let lo = 0, hi = f.length - 1;
          if (hi < 0) return null;
          while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (f[mid][0] <= t + 1e-9) lo = mid; else hi = mid - 1; }
          return f[lo];
        }
        scenes.forEach((scene, index) => {
          const box = document.createElement("div"); box.className = "scene";
          const left = document.createElement("div");
          const h = document.createElement("h2"); h.textContent = scene.name; left.appendChild(h);
          const svg = el("svg", { class: "stage", width: 260, height: 260 * scene.height / scene.width, viewBox: "0 0 " + scene.width + " " + scene.height });
          left.appendChild(svg);
          const defs = el("defs", {}, svg);
          const layer = el("g", {}, svg);
          const controls = document.createElement("div"); controls.className = "controls";
          const button = document.createElement("button"); button.textContent = "Play";
          const scrub = document.createElement("input"); scrub.type = "range"; scrub.min = 0; scrub.step = "any";
          const first = scene.frames.length ? scene.frames[0][0] : 0;
          const last = scene.frames.length ? scene.frames[scene.frames.length - 1][0] : 0;
          scrub.min = first; scrub.max = last; scrub.value = first;
          const speed = document.createElement("select");
          for (const s of [0.1, 0.25, 0.5, 1, 2]) { const o = document.createElement("option"); o.value = s; o.textContent = s + "×"; if (s === 1) o.selected = true; speed.appendChild(o); }
          const clock = document.createElement("span");
          controls.append(button, scrub, speed, clock); left.appendChild(controls);
          const summary = document.createElement("div"); summary.className = "summary"; summary.textContent = scene.summary; left.appendChild(summary);
          // The timeline: one bar per leg of each track, in plan time.
          const rowH = 12, tw = 300, total = Math.max(scene.duration, 1e-3);
          const timeline = el("svg", { class: "timeline", width: tw + 130, height: scene.tracks.length * rowH + 4 });
          scene.tracks.forEach((track, row) => {
            el("text", { x: 0, y: row * rowH + 9 }, timeline).textContent = track.name.slice(0, 22);
            for (const leg of track.legs) {
              el("rect", { x: 130 + tw * leg[0] / total, y: row * rowH + 2, width: Math.max(1, tw * (leg[1] - leg[0]) / total), height: rowH - 4, fill: "#5c6bc0", rx: 2 }, timeline);
            }
          });
          left.appendChild(timeline);
          const right = document.createElement("div");
          const report = document.createElement("pre"); report.textContent = scene.report; right.appendChild(report);
          box.append(left, right);
          document.getElementById("scenes").appendChild(box);
          const shapes = {};
          const player = { scene, time: first, playing: false, svg, shapes };
          player.draw = function (t) {
            player.time = Math.min(Math.max(t, first), last);
            scrub.value = player.time;
            clock.textContent = player.time.toFixed(3) + " s";
            const frame = frameAt(scene, player.time);
            const seen = new Set();
            if (frame) frame[1].forEach((s, order) => {
              const id = s[0];
              seen.add(id);
              let shape = shapes[id];
              if (!shape) {
                shape = el("polygon", { "data-id": id, stroke: "#0003", "stroke-width": 1 }, layer);
                shapes[id] = shape;
              }
              layer.appendChild(shape);
              shape.setAttribute("points", [s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8]].join(" "));
              shape.setAttribute("fill", s[10] ? s[10].slice(0, 7) : "#b0bec5");
              shape.setAttribute("fill-opacity", s[9] * (s[10] ? parseInt(s[10].slice(7, 9), 16) / 255 : 0.6));
              if (s.length > 12) {
                let clip = document.getElementById("clip-" + index + "-" + id);
                if (!clip) { clip = el("clipPath", { id: "clip-" + index + "-" + id }, defs); el("circle", {}, clip); }
                const c = clip.firstChild; c.setAttribute("cx", s[12]); c.setAttribute("cy", s[13]); c.setAttribute("r", s[14]);
                shape.setAttribute("clip-path", "url(#clip-" + index + "-" + id + ")");
              } else {
                shape.removeAttribute("clip-path");
              }
              shape.style.display = "";
            });
            for (const id in shapes) if (!seen.has(Number(id))) shapes[id].style.display = "none";
          };
          let previous = null;
          function tick(now) {
            if (!player.playing) return;
            if (previous !== null) {
              let t = player.time + (now - previous) / 1000 * Number(speed.value);
              if (t > last) t = first;
              player.draw(t);
            }
            previous = now;
            requestAnimationFrame(tick);
          }
          button.onclick = () => {
            player.playing = !player.playing;
            button.textContent = player.playing ? "Pause" : "Play";
            previous = null;
            if (player.playing) requestAnimationFrame(tick);
          };
          scrub.oninput = () => player.draw(Number(scrub.value));
          player.draw(first);
          players.push(player);
        });
        // For tests: seek a player, and read back what the browser drew.
        window.matchcut = {
          count: players.length,
          seek(i, t) { players[i].draw(t); },
          frames(i) { return players[i].scene.frames; },
          drawn(i) {
            const out = {};
            for (const id in players[i].shapes) {
              const shape = players[i].shapes[id];
              if (shape.style.display === "none") continue;
              const b = shape.getBBox();
              out[id] = [b.x, b.y, b.width, b.height];
            }
            return out;
          },
        };
        // Self-test (index.html#selftest): at several recorded times per scene, every drawn polygon's
        // box equals the engine's quad's box within 0.5 px, and nothing else is drawn.
        if (location.hash === "#selftest") {
          const failures = [];
          let checks = 0;
          players.forEach((player, i) => {
            const frames = player.scene.frames;
            for (let k = 0; k < frames.length; k += Math.max(1, Math.floor(frames.length / 6))) {
              const [t, standIns] = frames[k];
              window.matchcut.seek(i, t);
              const drawn = window.matchcut.drawn(i);
              if (Object.keys(drawn).length !== standIns.length) failures.push(player.scene.name + " t=" + t + ": drew " + Object.keys(drawn).length + " of " + standIns.length);
              for (const s of standIns) {
                const xs = [s[1], s[3], s[5], s[7]], ys = [s[2], s[4], s[6], s[8]];
                const want = [Math.min(...xs), Math.min(...ys), Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
                const got = drawn[s[0]];
                checks++;
                if (!got || got.some((v, j) => Math.abs(v - want[j]) > 0.5)) failures.push(player.scene.name + " t=" + t + " #" + s[0] + ": drew " + JSON.stringify(got) + ", engine " + JSON.stringify(want));
              }
            }
          });
          document.getElementById("selftest-result").textContent =
            (failures.length ? "FAIL " : "PASS ") + checks + " checks in " + players.length + " scenes\\n" + failures.slice(0, 20).join("\\n");
        }
        </script>
        </body></html>
        """
}

private func round4(_ v: Double) -> Double { (v * 10_000).rounded() / 10_000 }

extension Lab {
    /// `count` frames of a played scene side by side, as one SVG image.
    func filmstripSVG(_ scene: PlayedScene, frames count: Int) -> String {
        let w = scene.size.width
        let h = scene.size.height
        let gap = 20.0
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Double(count) * (w + gap)) \(h + 40)\" "
            + "width=\"\(Double(count) * 160)\" height=\"\(160 * (h + 40) / (w + gap))\">\n"
        guard let first = scene.frames.first, let last = scene.frames.last else { return svg + "</svg>\n" }
        for i in 0..<count {
            let t = count == 1 ? first.time : first.time + (last.time - first.time) * Double(i) / Double(count - 1)
            let frame = scene.frames.min { abs($0.time - t) < abs($1.time - t) }!
            let x = Double(i) * (w + gap)
            // A nested viewport per frame clips what flies outside the screen.
            svg += "<svg x=\"\(x)\" y=\"0\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">"
            svg += "<rect width=\"\(w)\" height=\"\(h)\" fill=\"#fafafa\" stroke=\"#999\"/>\n"
            for s in frame.standIns {
                let points = s.quad.corners.map { "\(round2($0.x)),\(round2($0.y))" }.joined(separator: " ")
                let color = s.state.backgroundColor.map { String($0.hexString.prefix(7)) } ?? "#b0bec5"
                svg +=
                    "<polygon points=\"\(points)\" fill=\"\(color)\" fill-opacity=\"\(round2(s.state.alpha))\" stroke=\"#0003\"/>\n"
            }
            svg += "</svg><text x=\"\(x + 4)\" y=\"\(h + 28)\" font-size=\"22\" font-family=\"sans-serif\">"
            svg += "\(String(format: "%.3f", frame.time)) s</text>\n"
        }
        return svg + "</svg>\n"
    }
}

private func round2(_ v: Double) -> Double { (v * 100).rounded() / 100 }
