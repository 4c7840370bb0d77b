// The page's modes. Plain: a player per scene, the featured one first. `#selftest`: every drawn body's box equals the
// engine's quad's box (0.5 pt) at several frames per scene, nothing else is drawn, and pointing
// at the front stand-in names it with its values; and the Web Animations stage's bodies have
// the exact player's boxes (1.5 px) at 25/50/75 % of each scene without a gesture
// (`#webanim-result`).
// `#shot=N`: scene N's panels at its middle instant at 1:1 (for a screenshot). `#verify`:
// reads each scene's screenshot (`shots/FILE.png` beside the page) and judges its probes.
// Results go into the page (`#selftest-result`, `#pixel-result`) as `PASS …` or `FAIL …`.
const mode = location.hash;
if (mode.startsWith("#shot=")) {
  document.body.className = "shot";
  const scene = scenes[Number(mode.slice(6))];
  if (scene) buildPanels(scene, div("panels", document.body));
} else if (mode === "#verify") {
  document.body.className = "shot";
  verify();
} else {
  const list = document.getElementById("scenes");
  scenes.forEach((scene, i) => players.push(makePlayer(scene, i, list)));
  // The page opens on the scene that shows the most: a card opening into its article.
  const featured = players.find(p => p.scene.file === "card-to-detail-push.json");
  if (featured && mode !== "#selftest") list.insertBefore(featured.box, list.firstChild);
  if (mode === "#selftest") { selftest(); webAnimationCheck(); }
}
function selftest() {
  const failures = [];
  let checks = 0;
  players.forEach(player => {
    const frames = player.scene.frames.concat([player.scene.middle]);
    player.setScale(1);
    for (let k = 0; k < frames.length; k += Math.max(1, Math.floor(frames.length / 6))) {
      const frame = frames[k];
      player.stage.draw(frame);
      const origin = player.stage.root.getBoundingClientRect();
      const shown = Object.values(player.stage.parts).filter(p => p.host.style.display !== "none");
      if (shown.length !== frame[3].length) failures.push(player.scene.file + " t=" + frame[0] + ": drew " + shown.length + " of " + frame[3].length);
      for (const s of frame[3]) {
        const xs = [s.q[0], s.q[2], s.q[4], s.q[6]], ys = [s.q[1], s.q[3], s.q[5], s.q[7]];
        const want = [Math.min(...xs), Math.min(...ys), Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
        const b = player.stage.parts[s.i].body.getBoundingClientRect();
        const got = [b.left - origin.left, b.top - origin.top, b.width, b.height];
        checks++;
        if (got.some((v, j) => Math.abs(v - want[j]) > 0.5)) failures.push(player.scene.file + " t=" + frame[0] + " #" + s.i + ": drew " + JSON.stringify(got.map(v => +v.toFixed(2))) + ", engine " + JSON.stringify(want.map(v => +v.toFixed(2))));
      }
    }
    // Pointing at a stand-in names it and shows its values.
    const last = frames[frames.length - 1], front = last[3][last[3].length - 1];
    player.stage.draw(last);
    if (front) {
      player.showInfo(player.stage.parts[front.i].body);
      const name = player.scene.tracks.find(t => t.id === front.i).name;
      checks++;
      if (!player.info().startsWith(name) || !player.info().includes("alpha")) failures.push(player.scene.file + ": pointing at " + name + " shows " + JSON.stringify(player.info().slice(0, 60)));
      player.showInfo(null);
    }
    player.setScale(Math.min(0.5, 420 / player.scene.height));
    player.draw(player.time);
  });
  document.getElementById("selftest-result").textContent =
    (failures.length ? "FAIL " : "PASS ") + checks + " checks in " + players.length + " scenes: every drawn stand-in's box is the engine's quad's; pointing at one names it\n" + failures.slice(0, 20).join("\n");
}
function loadPixels(src) {
  return new Promise(resolve => {
    const img = new Image();
    img.onload = () => {
      const c = document.createElement("canvas"); c.width = img.width; c.height = img.height;
      const g = c.getContext("2d"); g.drawImage(img, 0, 0);
      try { resolve({ w: img.width, h: img.height, data: g.getImageData(0, 0, img.width, img.height).data }); } catch (e) { resolve(null); }
    };
    img.onerror = () => resolve(null);
    img.src = src;
  });
}
function judge(scene, built, image) {
  const px = (panel, p) => {
    const x = Math.floor(built.panels[panel].x + p[0]), y = Math.floor(p[1]), k = (y * image.w + x) * 4;
    return [image.data[k], image.data[k + 1], image.data[k + 2]];
  };
  const diff = (a, b) => Math.max(...a.map((v, i) => Math.abs(v - b[i])));
  const results = [];
  for (const probe of built.probes) {
    const r = { kind: probe.kind, name: probe.name };
    if (probe.kind === "corner" || probe.kind === "clip") {
      const outs = probe.outs || [probe.out], ins = probe.ins || [probe.in];
      const shows = ins.filter(p => diff(px(0, p), px(probe.panel, p)) >= 24).length;
      const leaks = outs.filter(p => diff(px(0, p), px(probe.panel, p)) > 10);
      r.verdict = !shows ? "inconclusive" : leaks.length ? "fail" : "pass";
      r.detail = (leaks.length ? leaks.length + " of " + outs.length + " points outside show it, e.g. at (" + leaks[0].map(v => v.toFixed(1)) + ")" : outs.length + " point" + (outs.length > 1 ? "s" : "") + " outside show what is behind, e.g. (" + outs[0].map(v => v.toFixed(1)) + ")") + "; drawn at " + shows + " of " + ins.length + " points inside";
    } else if (probe.kind === "text") {
      let drawn = 0, stray = 0;
      const inBox = (x, y, m) => probe.boxes.some(b => x >= b[0] - m && x <= b[2] + m && y >= b[1] - m && y <= b[3] + m);
      for (const b of probe.boxes) for (let y = Math.ceil(b[1]); y < b[3]; y++) for (let x = Math.ceil(b[0]); x < b[2]; x++) {
        if (diff(px(0, [x, y]), px(probe.panel, [x, y])) > 40) drawn++;
      }
      for (let y = 1; y < scene.height - 1; y += 3) for (let x = 1; x < scene.width - 1; x += 3) {
        if (!inBox(x, y, 4) && diff(px(0, [x, y]), px(probe.panel, [x, y])) > 40) { stray++; if (stray < 4) r.where = (r.where || "") + " (" + x + "," + y + ")"; }
      }
      // Compositing may antialias an edge differently once text is gone: a few stray pixels are allowed.
      r.verdict = drawn >= 20 && stray <= drawn / 20 ? "pass" : "fail";
      r.detail = drawn + " glyph pixels drawn in " + probe.boxes.length + " boxes, " + stray + " changed elsewhere" + (r.where || "");
    } else if (probe.kind === "one text") {
      const [a, b, none] = probe.panels;
      let inkA = 0, inkB = 0, both = 0;
      for (let y = Math.max(1, Math.floor(probe.box[1])); y < Math.min(scene.height - 1, probe.box[3]); y++) {
        for (let x = Math.max(1, Math.floor(probe.box[0])); x < Math.min(scene.width - 1, probe.box[2]); x++) {
          const bg = px(none, [x, y]), inA = diff(px(a, [x, y]), bg) > 60, inB = diff(px(b, [x, y]), bg) > 60;
          if (inA) inkA++;
          if (inB) inkB++;
          if (inA && inB) both++;
        }
      }
      // Shared ink over all ink (intersection over union); two texts apart share little.
      const overlap = both / Math.max(1, inkA + inkB - both);
      r.verdict = inkA >= 20 && inkB >= 20 ? (overlap >= 0.5 ? "pass" : "fail") : "inconclusive";
      r.detail = inkA + " and " + inkB + " ink pixels, " + (100 * overlap).toFixed(0) + " % shared";
    } else if (probe.kind === "opaque") {
      const leaks = probe.points.filter(p => diff(px(0, p), px(probe.panel, p)) > 10);
      r.verdict = leaks.length ? "fail" : "pass";
      r.detail = probe.points.length + " points inside it" + (leaks.length ? ", " + leaks.length + " show what is behind, e.g. at (" + leaks[0].map(v => v.toFixed(1)) + ")" : ", none shows what is behind");
    } else if (probe.kind === "dimming") {
      let bad = 0, darkening = 0;
      for (const p of probe.points) {
        const a = px(0, p), b = px(probe.panel, p);
        if (a.some((v, i) => Math.abs(v - b[i] * (1 - probe.alpha)) > 8)) bad++;
        darkening += (b[0] + b[1] + b[2] - a[0] - a[1] - a[2]) / 3 / probe.points.length;
      }
      r.verdict = probe.points.length >= 5 && bad === 0 && (probe.alpha < 0.1 || darkening >= 10) ? "pass" : "fail";
      r.detail = probe.points.length + " points darkened by " + darkening.toFixed(1) + " levels on average, " + bad + " off by more than 8";
    }
    results.push(r);
  }
  return results;
}
async function verify() {
  const out = document.getElementById("pixel-result"), lines = [], tally = {};
  let failed = false;
  for (const scene of scenes) {
    const holder = div("panels", document.body);
    const built = buildPanels(scene, holder);
    const image = await loadPixels("shots/" + scene.file.replace(/\.json$/, "") + ".png");
    if (!image || image.w < built.width || image.h < scene.height) {
      failed = true; lines.push(scene.file + ": FAIL no screenshot of " + built.width + " × " + scene.height + " px");
      holder.remove(); continue;
    }
    for (const r of judge(scene, built, image)) {
      const t = tally[r.kind] = tally[r.kind] || { pass: 0, fail: 0, inconclusive: 0 };
      t[r.verdict]++;
      if (r.verdict === "fail") failed = true;
      lines.push(scene.file + ": " + r.kind + " " + r.verdict + ": " + r.name + ": " + r.detail);
    }
    holder.remove();
  }
  for (const kind of ["corner", "clip", "text", "dimming", "opaque", "one text"]) {
    if (!tally[kind] || tally[kind].pass === 0) { failed = true; lines.unshift("no " + kind + " check passed"); }
  }
  const counts = Object.entries(tally).map(([k, t]) => k + " " + t.pass + " passed" + (t.fail ? ", " + t.fail + " FAILED" : "") + (t.inconclusive ? ", " + t.inconclusive + " inconclusive" : "")).join("; ");
  out.textContent = (failed ? "FAIL " : "PASS ") + scenes.length + " scenes at their middle instant: " + counts + "\n" + lines.join("\n");
}
