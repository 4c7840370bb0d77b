// Pixel probes for a scene at its middle instant, chosen from the engine's own numbers (quads,
// corner radii, clips, the dimming's opacity) and the page's text boxes. The scene is drawn
// in panels side by side: as it is, and with one thing taken away — a stand-in's body, every
// text, the dimming — so that "what is behind" is seen, not guessed:
// - a rounded corner: just inside the corner of the quad but outside the rounded shape, the
// pixel equals the panel without that stand-in; just inside the shape it differs;
// - a clip: a point of the stand-in's body outside its clip equals the panel without it; a
// point inside both differs;
// - text: glyph boxes differ from the panel without text (and nothing else does);
// - dimming: outside everything in front of it, each pixel is the panel without dimming
// darkened by the dimming's opacity;
// - an opaque flight (both pictures opaque): inside its body, each pixel equals the panel where
// everything behind it is taken away and the stage is magenta;
// - one text: a label flying to a label with the same string, drawn with only its source's
// text and with only its destination's, inks the same pixels.
// A probe whose "inside" point does not differ (something in front covers it) is inconclusive.
const GAP = 10;
function pts(q) { return [[q[0], q[1]], [q[2], q[3]], [q[4], q[5]], [q[6], q[7]]]; }
function isParallelogram(q) { const c = pts(q); return Math.hypot(c[0][0] + c[2][0] - c[1][0] - c[3][0], c[0][1] + c[2][1] - c[1][1] - c[3][1]) < 0.5; }
// How far p is inside a rounded parallelogram (negative: outside), in points.
function inset(p, q, radii) {
  const c = pts(q), ex = [c[1][0] - c[0][0], c[1][1] - c[0][1]], ey = [c[3][0] - c[0][0], c[3][1] - c[0][1]];
  const det = ex[0] * ey[1] - ex[1] * ey[0];
  if (Math.abs(det) < 1e-9) return -1e9;
  const dx = p[0] - c[0][0], dy = p[1] - c[0][1];
  const W = Math.hypot(ex[0], ex[1]), H = Math.hypot(ey[0], ey[1]);
  const u = (dx * ey[1] - dy * ey[0]) / det * W, v = (ex[0] * dy - ex[1] * dx) / det * H;
  let d = Math.min(u, v, W - u, H - v);
  const centres = [[radii[0], radii[0]], [W - radii[1], radii[1]], [W - radii[2], H - radii[2]], [radii[3], H - radii[3]]];
  centres.forEach(([cx, cy], k) => {
    const r = radii[k];
    if (r <= 0) return;
    const zone = [u < cx && v < cy, u > cx && v < cy, u > cx && v > cy, u < cx && v > cy][k];
    if (zone) d = Math.min(d, r - Math.hypot(u - cx, v - cy));
  });
  return d;
}
function inStage(scene, p, m) { return p[0] >= m && p[1] >= m && p[0] <= scene.width - m && p[1] <= scene.height - m; }
function roleOf(scene, id) { const t = scene.tracks.find(t => t.id === id); return t ? t.role : ""; }
function nameOf(scene, id) { const t = scene.tracks.find(t => t.id === id); return t ? t.name : "#" + id; }
// Corner probes of a stand-in: [out, in] pairs.
function cornerProbes(scene, s) {
  if (s.m || s.a < 0.95 || !isParallelogram(s.q)) return [];
  const c = pts(s.q), out = [];
  for (let k = 0; k < 4; k++) {
    const r = s.r[k];
    if (r < 10) continue;
    const unit = (a, b) => { const l = Math.hypot(b[0] - a[0], b[1] - a[1]); return [(b[0] - a[0]) / l, (b[1] - a[1]) / l]; };
    const u = unit(c[k], c[(k + 1) % 4]), v = unit(c[k], c[(k + 3) % 4]);
    const at = f => [c[k][0] + f * r * (u[0] + v[0]), c[k][1] + f * r * (u[1] + v[1])];
    const pOut = at(0.12), pIn = at(0.6);
    if (!inStage(scene, pOut, 2) || !inStage(scene, pIn, 2)) continue;
    if (s.k && (inset(pOut, s.k, s.k.slice(8)) < 2 || inset(pIn, s.k, s.k.slice(8)) < 2)) continue;
    out.push({ corner: ["top-left", "top-right", "bottom-right", "bottom-left"][k], radius: r, out: pOut, in: pIn });
  }
  return out;
}
// A clip probe of a stand-in: points of its body outside its clip, and points inside both.
function clipProbe(scene, s) {
  if (!s.k || s.a < 0.95 || !isParallelogram(s.q) || !isParallelogram(s.k)) return null;
  const c = pts(s.q), kr = s.k.slice(8), outs = [], ins = [];
  for (let a = 0.01; a < 1; a += 0.02) for (let b = 0.01; b < 1; b += 0.02) {
    const p = [c[0][0] + a * (c[1][0] - c[0][0]) + b * (c[3][0] - c[0][0]), c[0][1] + a * (c[1][1] - c[0][1]) + b * (c[3][1] - c[0][1])];
    if (!inStage(scene, p, 2) || inset(p, s.q, s.r) < 3) continue;
    const d = inset(p, s.k, kr);
    if (d <= -3) outs.push(p);
    if (d >= 3) ins.push(p);
  }
  return outs.length && ins.length ? { outs: spread(outs, 16), ins: spread(ins, 24) } : null;
}
// The scene's panels at its middle instant, and the probes that read them.
function buildPanels(scene, parent) {
  const frame = scene.middle, list = frame[3], panels = [], probes = [];
  function panel(name, modify) {
    const holder = div("panel", parent);
    holder.style.left = panels.length * (scene.width + GAP) + "px";
    const stage = new Stage(scene, holder);
    stage.draw(frame);
    if (modify) modify(stage);
    panels.push({ name, stage, x: panels.length * (scene.width + GAP) });
    return panels.length - 1;
  }
  panel("as drawn");
  const front = list.slice().reverse().filter(s => !roleOf(scene, s.i).startsWith("dimming"));
  let corners = 0, clips = 0;
  for (const s of front) {
    const cp = corners < 3 ? cornerProbes(scene, s) : [], kp = clips < 2 ? clipProbe(scene, s) : null;
    if (!cp.length && !kp) continue;
    const v = panel("without " + nameOf(scene, s.i), stage => { stage.parts[s.i].body.style.visibility = "hidden"; });
    if (cp.length) corners++;
    if (kp) clips++;
    cp.forEach(p => probes.push({ kind: "corner", panel: v, name: nameOf(scene, s.i) + " " + p.corner + " (radius " + p.radius.toFixed(1) + ")", out: p.out, in: p.in }));
    if (kp) probes.push({ kind: "clip", panel: v, name: nameOf(scene, s.i) + " outside its clip", outs: kp.outs, ins: kp.ins });
  }
  // Clipping inside pictures and the backdrop.
  for (const c of markupClipProbes(scene, panels[0].stage.root, 2)) {
    const v = panel("without " + c.name, stage => { stage.root.querySelectorAll(".mc-v")[c.view].style.visibility = "hidden"; });
    probes.push({ kind: "clip", panel: v, name: c.name + ", outside it", outs: c.outs, ins: c.ins });
  }
  // An opaque flight (both pictures opaque, the stand-in not faded): inside its body, the
  // pixels do not change when everything behind it is taken away and the stage turns magenta.
  list.forEach((s, order) => {
    const track = scene.tracks.find(t => t.id === s.i);
    if (!track || !track.opaque || s.a < 0.999 || !isParallelogram(s.q)) return;
    const front = list.slice(order + 1), points = [];
    for (let a = 0.03; a < 1; a += 0.06) for (let b = 0.03; b < 1; b += 0.06) {
      const c = pts(s.q), p = [c[0][0] + a * (c[1][0] - c[0][0]) + b * (c[3][0] - c[0][0]), c[0][1] + a * (c[1][1] - c[0][1]) + b * (c[3][1] - c[0][1])];
      if (!inStage(scene, p, 2) || inset(p, s.q, s.r) < 3 || (s.k && inset(p, s.k, s.k.slice(8)) < 3)) continue;
      if (front.some(f => !isParallelogram(f.q) || inset(p, f.q, [0, 0, 0, 0]) > -4)) continue;
      points.push(p);
    }
    if (points.length < 5) return;
    const v = panel("behind " + nameOf(scene, s.i) + " changed", stage => {
      stage.root.style.background = "#ff00ff";
      stage.root.firstChild.style.visibility = "hidden";
      for (const id in stage.parts) if (Number(id) !== s.i) stage.parts[id].host.style.visibility = "hidden";
    });
    probes.push({ kind: "opaque", panel: v, name: nameOf(scene, s.i), points: spread(points, 40) });
  });
  // One text: a label flying to a label with the same string (its first such pair) shows one
  // text. Drawn with only its source picture, then only its destination's (each opaque),
  // then neither: the two texts' ink must be the same pixels, where two texts of different
  // sizes or places would each add their own.
  const plain = html => { const d = document.createElement("div"); d.innerHTML = html; return d.textContent.trim(); };
  const morph = list.find(s => {
    const t = scene.tracks.find(t => t.id === s.i);
    return t && t.source && t.destination && /^label .*→ label /.test(t.pictures) && plain(t.source) === plain(t.destination)
      && s.a > 0.5 && isParallelogram(s.q);
  });
  if (morph) {
    const only = side => panel("only the " + side + " text of " + nameOf(scene, morph.i), stage => {
      const p = stage.parts[morph.i];
      for (const other of ["source", "destination"]) if (p[other]) p[other].wrapper.style.visibility = other === side ? "visible" : "hidden";
      if (p[side]) p[side].wrapper.style.opacity = "1";
    });
    const a = only("source"), b = only("destination"), none = only("no");
    const c = pts(morph.q), xs = c.map(p => p[0]), ys = c.map(p => p[1]);
    probes.push({ kind: "one text", panel: a, panels: [a, b, none], name: nameOf(scene, morph.i), box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] });
  }
  // Text: the glyph boxes of every visible label. A label in the bars is left out where a flight
  // drawn above the bars covers it (its track marked "above": it is meant to hide it).
  const base = panels[0].stage.root, origin = base.getBoundingClientRect(), boxes = [];
  const above = list.filter(s => { const t = scene.tracks.find(t => t.id === s.i); return t && t.above && s.a > 0; }).map(s => {
    const c = pts(s.q), xs = c.map(p => p[0]), ys = c.map(p => p[1]);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  });
  const coveredAbove = b => above.some(q => q[0] < b[2] && b[0] < q[2] && q[1] < b[3] && b[1] < q[3]);
  for (const span of base.querySelectorAll(".mc-t span")) {
    let opacity = 1;
    for (let e = span; e && e !== base; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
    if (opacity < 0.3) continue;
    const inBars = span.closest(".mc-bars") !== null;
    const range = document.createRange(); range.selectNodeContents(span);
    for (const r of range.getClientRects()) {
      const b = [Math.max(r.left - origin.left, 0), Math.max(r.top - origin.top, 0), Math.min(r.right - origin.left, scene.width), Math.min(r.bottom - origin.top, scene.height)];
      if (b[2] - b[0] >= 2 && b[3] - b[1] >= 2 && !(inBars && coveredAbove(b))) boxes.push(b);
    }
  }
  if (boxes.length) {
    const v = panel("without text", stage => stage.root.classList.add("mc-notext"));
    probes.push({ kind: "text", panel: v, name: boxes.length + " glyph boxes", boxes });
  }
  // Dimming.
  const dk = list.findIndex(s => roleOf(scene, s.i) === "dimming");
  if (dk >= 0 && list[dk].bg) {
    const d = list[dk], alpha = d.a * parseInt(d.bg.slice(7, 9), 16) / 255;
    const v = panel("without dimming", stage => { stage.parts[d.i].body.style.visibility = "hidden"; });
    const points = [];
    for (let y = 6; y < scene.height - 6; y += 24) for (let x = 6; x < scene.width - 6; x += 24) {
      const p = [x + 0.5, y + 0.5];
      if (list.slice(dk + 1).some(s => isParallelogram(s.q) ? inset(p, s.q, [0, 0, 0, 0]) > -4 : true)) continue;
      points.push(p);
    }
    probes.push({ kind: "dimming", panel: v, name: "dimming at opacity " + alpha.toFixed(3), alpha, points });
  }
  return { panels, probes, width: panels.length * (scene.width + GAP) - GAP };
}
