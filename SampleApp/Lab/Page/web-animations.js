// The render server's stage: the scene's compiled Core Animation layers (``CompiledStandIn``)
// built as elements following ``StandInLayerRole``'s tree (clip › shadow, body › contents; a
// mask layer becomes its parent's `clip-path`) and played by the browser's own animation
// engine (Web Animations), beside the exact frames.
//
// Each layer's geometry lives in registered custom properties (`--px`, `--py` position,
// `--bw`, `--bh` bounds size, `--cr` corner radius, shadow and border values), so sub-paths
// such as `position.x` animate one component, as Core Animation's do; `left`/`top`/`width`/
// `height` follow from them with the anchor point at the centre (`transform-origin`).
// `transform` is CSS `matrix3d` with Core Animation's m11…m44 in order (the same memory
// order), which browsers interpolate by decomposition, as Core Animation does. A basic
// animation is two keyframes with its cubic Bézier; a keyframe animation its keyframes at
// its key times with an easing per segment; a spring is two keyframes with a `linear()` easing
// sampling the spring's closed form 120 times a second (Web Animations has no spring); a
// group's children get its begin time. What cannot be mapped is skipped and listed.
for (const [name, syntax, initialValue] of [["--px", "<number>", "0"], ["--py", "<number>", "0"], ["--bw", "<number>", "0"],
  ["--bh", "<number>", "0"], ["--cr", "<number>", "0"], ["--bdw", "<number>", "0"], ["--bdc", "<color>", "black"],
  ["--so", "<number>", "0"], ["--sr", "<number>", "3"], ["--sx", "<number>", "0"], ["--sy", "<number>", "-3"],
  ["--sc", "<color>", "black"], ["--spr", "<number>", "0"]]) {
  try { CSS.registerProperty({ name, syntax, inherits: true, initialValue }); } catch (e) { /* registered already */ }
}
function waColor(c) { return "rgba(" + c.slice(0, 3).map(v => +(v * 255).toFixed(3)).join(",") + "," + +c[3].toFixed(5) + ")"; }
// One Core Animation value as CSS properties (camelCase for element.animate), or null when unmapped.
function waProps(keyPath, v) {
  const n = x => String(+Number(x).toFixed(6));
  switch (keyPath) {
    case "position": return { "--px": n(v[0]), "--py": n(v[1]) };
    case "position.x": return { "--px": n(v) };
    case "position.y": return { "--py": n(v) };
    case "bounds.size": return { "--bw": n(v[0]), "--bh": n(v[1]) };
    case "bounds.size.width": return { "--bw": n(v) };
    case "bounds.size.height": return { "--bh": n(v) };
    case "transform": return { transform: "matrix3d(" + v.map(n).join(",") + ")" };
    case "opacity": return { opacity: n(v) };
    case "cornerRadius": return { "--cr": n(v) };
    case "backgroundColor": return { backgroundColor: waColor(v) };
    case "borderWidth": return { "--bdw": n(v) };
    case "borderColor": return { "--bdc": waColor(v) };
    case "shadowOpacity": return { "--so": n(v) };
    case "shadowRadius": return { "--sr": n(v) };
    case "shadowOffset": return { "--sx": n(v[0]), "--sy": n(v[1]) };
    case "shadowColor": return { "--sc": waColor(v) };
    // The shadow's shape: the layer's box rounded by the path's first corner (an approximation).
    case "shadowPath": { const m = /^M\s*(-?[\d.e+-]+)/.exec(v); return { "--spr": m ? n(m[1]) : "0" }; }
    case "path": return { clipPath: v ? "path('" + v + "')" : "none" };
    default: return null;
  }
}
function waSetProps(el, props) {
  for (const k in props) {
    if (k.startsWith("--")) el.style.setProperty(k, props[k]); else el.style[k] = props[k];
  }
}
// The fraction of a spring's change at t seconds (SpringAnimation's closed form, WebKit's SpringSolver).
function waSpring(a, t) {
  const m = a.mass, k = a.stiffness, v0 = a.initialVelocity, critical = 2 * Math.sqrt(k * m);
  const c = a.allowsOverdamping ? a.damping : Math.min(a.damping, critical);
  const w0 = Math.sqrt(k / m), z = c / critical;
  if (z < 1 - 1e-9) {
    const wd = w0 * Math.sqrt(1 - z * z);
    return 1 - Math.exp(-z * w0 * t) * (Math.cos(wd * t) + ((z * w0 - v0) / wd) * Math.sin(wd * t));
  }
  if (z <= 1 + 1e-9) return 1 - (1 + (w0 - v0) * t) * Math.exp(-w0 * t);
  const s = Math.sqrt(z * z - 1), r1 = -w0 * (z - s), r2 = -w0 * (z + s);
  const B = (-v0 - r1) / (r2 - r1), A = 1 - B;
  return 1 - (A * Math.exp(r1 * t) + B * Math.exp(r2 * t));
}
function waBezier(f) { return f ? "cubic-bezier(" + f.join(",") + ")" : "linear"; }
function waAdd(a, b, sign) {
  if (typeof a === "number") return a + sign * b;
  return Array.isArray(a) ? a.map((x, i) => x + sign * b[i]) : null;
}
class WebAnimationStage {
  constructor(scene, parent) {
    this.scene = scene;
    this.root = div("mc-stage wa-stage", parent);
    this.root.style.width = scene.width + "px";
    this.root.style.height = scene.height + "px";
    div("mc-fill", this.root).innerHTML = scene.backdrop;
    this.layer = div("mc-fill", this.root);
    this.bodies = {};
    this.supported = new Set();
    this.unmapped = new Set();
    this.displayLink = [];
    this.animations = [];
    const compiled = scene.compiled;
    this.duration = compiled ? compiled.duration : 0;
    if (!compiled) return;
    const tracks = {};
    scene.tracks.forEach((t, i) => { tracks[t.id] = { track: t, order: i }; });
    const z = s => tracks[s.track] ? tracks[s.track].track.z : 0;
    const standIns = compiled.standIns.map((s, i) => [s, i]).sort((a, b) => z(a[0]) - z(b[0]) || a[1] - b[1]).map(p => p[0]);
    for (const s of standIns) this.build(s, tracks[s.track] ? tracks[s.track].track : {});
  }
  build(standIn, track) {
    if (standIn.unsupported.length) this.displayLink.push(standIn.name + ": " + standIn.unsupported.join("; "));
    else this.supported.add(standIn.track);
    const els = {};
    for (const layer of standIn.layers) {
      const parentRole = { clip: null, clipMask: "clip", shadow: "clip", body: "clip", bodyMask: "body", sourceContent: "body", destinationContent: "body" }[layer.role];
      if (parentRole === undefined) { this.unmapped.add("layer role " + layer.role); continue; }
      const isMask = layer.role === "clipMask" || layer.role === "bodyMask";
      let el;
      if (isMask) {
        el = els[parentRole];
        if (!el) continue;
        // A mask shape layer is its parent's clip-path, in the parent's points: it must cover the parent's bounds.
        const m = layer.model, pm = parentRole === "clip" ? els.clipModel : els.bodyModel;
        if (pm && (Math.abs(m.position[0] - m["bounds.size"][0] / 2) > 0.01 || Math.abs(m.position[1] - m["bounds.size"][1] / 2) > 0.01 || m.transform.some((v, i) => Math.abs(v - (i % 5 === 0 ? 1 : 0)) > 1e-9))) this.unmapped.add("a mask layer's own position or transform");
        waSetProps(el, waProps("path", m.path));
      } else {
        el = div("wa-layer wa-" + layer.role, parentRole ? els[parentRole] : this.layer);
        el.dataset.standin = standIn.track;
        el.dataset.role = layer.role;
        els[layer.role] = el;
        if (layer.role === "clip") els.clipModel = layer.model;
        if (layer.role === "body") { els.bodyModel = layer.model; this.bodies[standIn.track] = el; }
        for (const keyPath in layer.model) if (keyPath !== "path") waSetProps(el, waProps(keyPath, layer.model[keyPath]));
        if (layer.masksToBounds) el.style.overflow = "hidden";
        const corners = [["TopLeft", 1], ["TopRight", 2], ["BottomLeft", 4], ["BottomRight", 8]];
        for (const [corner, bit] of corners) el.style["border" + corner + "Radius"] = layer.maskedCorners & bit ? "calc(var(--cr) * 1px)" : "0";
        const side = { sourceContent: "source", destinationContent: "destination" }[layer.role];
        if (side && track[side]) {
          const inner = div("mc-inner", el), size = track[side + "Size"];
          inner.innerHTML = track[side];
          if (size) {
            inner.style.width = size[0] + "px"; inner.style.height = size[1] + "px";
            inner.style.transform = "scale(calc(var(--bw) / " + size[0] + "), calc(var(--bh) / " + size[1] + "))";
          } else { inner.style.width = "100%"; inner.style.height = "100%"; }
        }
      }
      for (const a of layer.animations) this.animate(el, a, layer.model, 0);
    }
  }
  // One compiled animation as Web Animations on `el`; `offset` is an enclosing group's begin time.
  animate(el, a, model, offset) {
    const speed = a.speed === undefined ? 1 : a.speed;
    if (a.timeOffset) this.unmapped.add("timeOffset");
    if (speed <= 0) { this.unmapped.add("speed " + speed); return; }
    const d = (a.duration > 0 ? a.duration : 0.25) / speed;
    const count = a.repeatDuration ? a.repeatDuration / d : a.repeatCount > 0 ? (a.repeatCount >= 3.4e38 ? Infinity : a.repeatCount) : 1;
    const timing = {
      delay: (offset + a.beginTime) * 1000, duration: d * 1000,
      fill: { removed: "none", forwards: "forwards", backwards: "backwards", both: "both" }[a.fillMode] || "none",
      iterations: a.autoreverses ? count * 2 : count, direction: a.autoreverses ? "alternate" : "normal",
    };
    if (a.cumulative) this.unmapped.add("cumulative");
    if (a.additive) { this.unmapped.add("additive animations"); return; }
    if (a.type === "group") {
      if (a.timingFunction) this.unmapped.add("a group's timing function");
      for (const child of a.animations) this.animate(el, child, model, offset + a.beginTime);
      return;
    }
    const key = a.keyPath, base = model[key.replace(/\.(x|y|width|height)$/, "")];
    if (waProps(key, key === "path" || key === "shadowPath" ? "" : (Array.isArray(base) ? base : 0)) === null) { this.unmapped.add(key); return; }
    const resolve = (v, fallback) => v === null || v === undefined ? fallback : v;
    const current = /\.(x|y|width|height)$/.test(key) ? base[/\.(x|width)$/.test(key) ? 0 : 1] : base;
    let keyframes, easing = "linear";
    if (a.type === "basic" || a.type === "spring") {
      const from = resolve(a.from, a.to !== null && a.by ? waAdd(a.to, a.by, -1) : current);
      const to = resolve(a.to, a.by ? waAdd(from, a.by, 1) : current);
      if (from === null || to === null) { this.unmapped.add("by-values of " + key); return; }
      keyframes = [waProps(key, from), waProps(key, to)];
      if (a.type === "basic") easing = waBezier(a.timingFunction);
      else {
        // Web Animations has no spring: its closed form, sampled 120 times a second, as a linear() easing.
        const n = Math.max(2, Math.ceil(a.duration * 120)), samples = [];
        for (let i = 0; i <= n; i++) samples.push(+waSpring(a, a.duration * i / n).toFixed(5));
        easing = "linear(" + samples.join(", ") + ")";
      }
    } else if (a.type === "keyframe") {
      if (a.path) { this.unmapped.add("keyframe animations along a path"); return; }
      if (a.calculationMode !== "linear" && a.calculationMode !== "discrete") this.unmapped.add("calculationMode " + a.calculationMode + " (played linear)");
      const values = a.values, times = a.keyTimes && a.keyTimes.length === values.length ? a.keyTimes : values.map((_, i) => values.length > 1 ? i / (values.length - 1) : 0);
      keyframes = values.map((v, i) => {
        const k = waProps(key, v);
        k.offset = Math.min(Math.max(times[i], 0), 1);
        if (a.calculationMode === "discrete") k.easing = "step-end";
        else if (a.timingFunctions && a.timingFunctions[i]) k.easing = waBezier(a.timingFunctions[i]);
        return k;
      });
      for (let i = 1; i < keyframes.length; i++) keyframes[i].offset = Math.max(keyframes[i].offset, keyframes[i - 1].offset);
      easing = waBezier(a.timingFunction);
    } else { this.unmapped.add("animation type " + a.type); return; }
    timing.easing = easing;
    const animation = el.animate(keyframes, timing);
    animation.pause();
    this.animations.push(animation);
  }
  seek(t) { for (const a of this.animations) { a.pause(); a.currentTime = t * 1000; } }
  play(t) { const start = document.timeline.currentTime - t * 1000; for (const a of this.animations) a.startTime = start; }
  pause() { for (const a of this.animations) a.pause(); }
  time() { return this.animations.length ? this.animations[0].currentTime / 1000 : 0; }
}
// The stage in a scene's box: its own play/pause and scrubber; the exact player moves it too.
function makeWebAnimationPanel(player, parent) {
  const scene = player.scene;
  if (!scene.compiled) return null;
  const col = div("wa-col", parent);
  const title = div("wa-title", col); title.textContent = "Render server (Web Animations)";
  const wrap = div("wrap", col);
  const stage = new WebAnimationStage(scene, wrap);
  const controls = div("controls", col);
  const play = document.createElement("button"); play.textContent = "Play"; play.title = "play the compiled animations with the browser's clock"; controls.appendChild(play);
  const scrub = document.createElement("input"); scrub.type = "range"; scrub.step = "any"; scrub.min = 0; scrub.max = stage.duration; scrub.value = 0; controls.appendChild(scrub);
  const clock = div("clock", col);
  const notes = div("info wa-notes", col);
  const lines = ["The compiled Core Animation layers, played by the browser's Web Animations engine: what the render server would show."];
  if (scene.gesture) lines.push("Gestures are shown only in the exact player: this plays the transition as compiled, without the finger.");
  if (stage.displayLink.length) lines.push("Stays on the display link (only its first pose here): " + stage.displayLink.join("; "));
  lines.push("Not mapped: " + (stage.unmapped.size ? Array.from(stage.unmapped).join(", ") : "nothing in this scene") + ". Always approximate: shadowPath (the layer's box with the path's first corner radius) and a shadow's blur (CSS blur = 2 × shadowRadius).");
  notes.textContent = lines.join("\n");
  const panel = { stage, col, playing: false };
  const show = () => { const t = stage.time(); scrub.value = t; clock.textContent = "time " + t.toFixed(3) + " s of " + stage.duration.toFixed(3) + " s"; };
  panel.seek = t => { panel.stop(); stage.seek(Math.min(Math.max(t, 0), stage.duration)); show(); };
  panel.stop = () => { if (panel.playing) stage.pause(); panel.playing = false; play.textContent = "Play"; };
  function tick() {
    if (!panel.playing) return;
    if (stage.time() >= stage.duration) { panel.seek(stage.duration); return; }
    show();
    requestAnimationFrame(tick);
  }
  play.onclick = () => {
    if (panel.playing) { panel.stop(); show(); return; }
    const t = stage.time() >= stage.duration - 1e-6 ? 0 : stage.time();
    stage.play(t); panel.playing = true; play.textContent = "Pause";
    requestAnimationFrame(tick);
  };
  scrub.oninput = () => panel.seek(Number(scrub.value));
  panel.setScale = k => {
    wrap.style.width = scene.width * k + "px"; wrap.style.height = scene.height * k + "px";
    stage.root.style.transform = "scale(" + k + ")";
  };
  panel.seek(0);
  return panel;
}
// The page's self-check: at 25, 50 and 75 % of each scene without a gesture, every body the compiler
// supports has the exact player's box (1.5 px).
function webAnimationCheck() {
  const failures = [];
  let boxes = 0, scenesChecked = 0, worst = 0, where = "";
  for (const player of players) {
    const panel = player.webAnimations, scene = player.scene;
    if (!panel || scene.gesture || !scene.frames.length) continue;
    scenesChecked++;
    panel.setScale(1);
    const last = scene.frames[scene.frames.length - 1][0];
    for (const f of [0.25, 0.5, 0.75]) {
      const frame = frameAt(scene, f * last);
      panel.seek(frame[0]);
      const origin = panel.stage.root.getBoundingClientRect();
      for (const s of frame[3]) {
        const el = panel.stage.bodies[s.i];
        if (!el || !panel.stage.supported.has(s.i)) continue;
        const xs = [s.q[0], s.q[2], s.q[4], s.q[6]], ys = [s.q[1], s.q[3], s.q[5], s.q[7]];
        const want = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
        const b = el.getBoundingClientRect();
        const got = [b.left - origin.left, b.top - origin.top, b.right - origin.left, b.bottom - origin.top];
        const diff = Math.max(...got.map((v, j) => Math.abs(v - want[j])));
        boxes++;
        if (diff > worst) { worst = diff; where = scene.file + " t=" + frame[0] + " #" + s.i; }
        if (!(diff <= 1.5)) failures.push(scene.file + " t=" + frame[0] + " #" + s.i + ": Web Animations " + JSON.stringify(got.map(v => +v.toFixed(2))) + ", exact " + JSON.stringify(want.map(v => +v.toFixed(2))));
      }
    }
    panel.setScale(player.scale);
    panel.seek(0);
  }
  if (!boxes) failures.push("no box was compared");
  document.getElementById("webanim-result").textContent = (failures.length ? "FAIL " : "PASS ") + boxes + " stand-in bodies in " + scenesChecked + " scenes at 25/50/75 %: Web Animations agrees with the exact player, worst difference " + worst.toFixed(3) + " px (" + where + ")\n" + failures.slice(0, 20).join("\n");
}
