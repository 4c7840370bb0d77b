// The stage: draws one scene's frames as the device does. The backdrop (the container's other
// views) first, then every stand-in in the frame's order (back to front), each built as the
// backends build it — host (clip) › shadow, body › source picture, destination picture,
// border — and given the styles the lab computed for that frame (``StandInStyle``). A
// picture's markup is inserted once; frames only assign styles.
"use strict";
const scenes = JSON.parse(document.getElementById("data").textContent);
const SVG = "http://www.w3.org/2000/svg";
function div(className, parent) {
  const e = document.createElement("div");
  if (className) e.className = className;
  if (parent) parent.appendChild(e);
  return e;
}
function svgEl(name, attrs, parent) {
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
class Stage {
  constructor(scene, parent) {
    this.scene = scene;
    this.tracks = {};
    for (const t of scene.tracks) this.tracks[t.id] = t;
    this.root = div("mc-stage", parent);
    this.root.style.width = scene.width + "px";
    this.root.style.height = scene.height + "px";
    this.backdrop = div("mc-fill", this.root);
    this.backdrop.innerHTML = scene.backdrop;
    this.backdropShown = 0;
    this.layer = div("mc-fill", this.root);
    // Bars outside the container (a navigation bar, a tab bar): above every flight, unless the
    // flights are drawn above the bars (tracks marked "above", in a layer of their own).
    if (scene.bars) div("mc-fill mc-bars", this.root).innerHTML = scene.bars;
    // Only for a scene with flights above the bars: other stages stay as they were.
    this.above = scene.tracks.some(t => t.above) ? div("mc-fill", this.root) : this.layer;
    this.parts = {};
    this.frame = null;
  }
  part(id) {
    let p = this.parts[id];
    if (p) return p;
    const track = this.tracks[id] || {};
    p = { host: div("mc-host") };
    p.host.dataset.standin = id;
    p.shadow = div("mc-shadow", p.host);
    p.body = div("mc-body", p.host);
    for (const side of ["source", "destination"]) {
      if (!track[side]) continue;
      const wrapper = div("mc-pic", p.body), inner = div("mc-inner", wrapper);
      inner.innerHTML = track[side];
      p[side] = { wrapper, inner };
    }
    p.border = div("mc-fill mc-border", p.body);
    this.parts[id] = p;
    return p;
  }
  draw(frame) {
    this.frame = frame;
    // A screen shown live mid-flight (a list it returns to scrolling) changes the backdrop.
    const backdrop = (frame && frame[4]) || 0;
    if (backdrop !== this.backdropShown && this.scene.backdrops) {
      this.backdrop.innerHTML = this.scene.backdrops[backdrop] || this.scene.backdrop;
      this.backdropShown = backdrop;
    }
    const seen = new Set();
    const orders = new Map();
    (frame ? frame[3] : []).forEach((s) => {
      const p = this.part(s.i), st = s.st;
      const layer = (this.tracks[s.i] || {}).above ? this.above : this.layer;
      const order = orders.get(layer) || 0;
      orders.set(layer, order + 1);
      seen.add(s.i);
      p.host.style.cssText = st[0];
      p.shadow.style.cssText = st[1] === null ? "display:none" : st[1];
      p.body.style.cssText = st[2];
      p.border.style.cssText = st[3] === null ? "display:none" : st[3];
      [["source", 4], ["destination", 6]].forEach(([side, k]) => {
        if (!p[side]) return;
        p[side].wrapper.style.cssText = st[k] === null ? "display:none" : st[k];
        p[side].inner.style.cssText = st[k + 1] || "";
      });
      if (layer.children[order] !== p.host) layer.insertBefore(p.host, layer.children[order] || null);
    });
    for (const id in this.parts) if (!seen.has(Number(id))) this.parts[id].host.style.display = "none";
  }
  standIn(id) { return this.frame ? this.frame[3].find(s => s.i === id) : null; }
}
