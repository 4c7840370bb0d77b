// A player per scene, opening at its middle instant: the stage (enlargeable), play/pause that
// plays from the start and stops on the last frame, frame
// steps, a scrubber, speeds, the clock and plan time, and an inspector naming the stand-in (or
// original view) under the pointer with its values, its engine quad outlined; beside it the
// render server's stage (``webAnimations``), which the player's clock moves too.
const players = [];
function fmt(v, d) { return v === null || v === undefined ? "–" : Number(v).toFixed(d === undefined ? 1 : d); }
function describe(scene, s, target) {
  const t = scene.tracks.find(t => t.id === s.i) || {};
  const q = s.q, lines = [];
  lines.push(t.name + "  (" + t.role + ", z " + t.z + ")");
  lines.push("pictures: " + t.pictures);
  lines.push("quad: " + [0, 2, 4, 6].map(k => "(" + fmt(q[k]) + ", " + fmt(q[k + 1]) + ")").join(" "));
  lines.push("centre (" + fmt(s.g[0]) + ", " + fmt(s.g[1]) + "), size " + fmt(s.g[2]) + " × " + fmt(s.g[3]));
  lines.push("alpha " + fmt(s.a, 3) + ", source picture " + fmt(s.c[0], 3) + ", destination picture " + fmt(s.c[1], 3));
  lines.push("corner radii " + s.r.map(r => fmt(r)).join(" / ") + (s.bg ? ", background " + s.bg : ""));
  if (s.k) lines.push("clipped by its ancestors: quad (" + fmt(s.k[0]) + ", " + fmt(s.k[1]) + ") … (" + fmt(s.k[4]) + ", " + fmt(s.k[5]) + "), radii " + s.k.slice(8).map(r => fmt(r)).join(" / "));
  if (s.m) lines.push("circular mask at (" + fmt(s.m[0]) + ", " + fmt(s.m[1]) + "), radius " + fmt(s.m[2]));
  const named = target && target.closest("[data-name]");
  if (named) lines.push("under the pointer, in its picture: " + named.dataset.name);
  return lines.join("\n");
}
function makePlayer(scene, index, parent) {
  const box = div("scene", parent);
  const head = div("head", box);
  const h = document.createElement("h2"); h.textContent = scene.title; head.appendChild(h);
  const file = div("file", head); file.textContent = scene.file + " · " + scene.summary;
  if (scene.description) { const p = div("description", head); p.textContent = scene.description; }
  if (scene.demo) { const p = div("demo", head); p.textContent = "A diagnostics demo: the match report's warnings are what it shows."; }
  const cols = div("cols", box), left = div("left", cols), right = div("right", cols);
  const title = div("wa-title", left); title.textContent = "As the device draws it (the exact motion, display link)";
  const wrap = div("wrap", left);
  const stage = new Stage(scene, wrap);
  const overlay = svgEl("svg", { class: "overlay", width: scene.width, height: scene.height }, stage.root);
  const outline = svgEl("polygon", { fill: "none", stroke: "#ff2d55", "stroke-width": 2, "vector-effect": "non-scaling-stroke" }, overlay);
  const clipOutline = svgEl("polygon", { fill: "none", stroke: "#ff9500", "stroke-width": 1.5, "stroke-dasharray": "6 4", "vector-effect": "non-scaling-stroke" }, overlay);
  const controls = div("controls", left);
  const button = (label, title) => { const b = document.createElement("button"); b.textContent = label; b.title = title; controls.appendChild(b); return b; };
  const back = button("◀︎", "previous frame"), play = button("Play", "play to the last frame"), next = button("▶︎", "next frame");
  const scrub = document.createElement("input"); scrub.type = "range"; scrub.step = "any"; controls.appendChild(scrub);
  const speed = document.createElement("select"); speed.title = "playback speed";
  for (const s of [0.1, 0.25, 0.5, 1, 2]) { const o = document.createElement("option"); o.value = s; o.textContent = s + "×"; if (s === 1) o.selected = true; speed.appendChild(o); }
  controls.appendChild(speed);
  const enlarge = button("Enlarge", "show the stage at full size");
  const clock = div("clock", left);
  const info = div("info", left); info.textContent = "Point at the stage to name a stand-in and show its values.";
  const frames = scene.frames;
  const first = frames.length ? frames[0][0] : 0, last = frames.length ? frames[frames.length - 1][0] : 0;
  scrub.min = first; scrub.max = last; scrub.value = first;
  const player = { scene, stage, box, time: first, playing: false, hovered: null, scale: 0, moved: false };
  player.setScale = k => {
    player.scale = k;
    wrap.style.width = scene.width * k + "px"; wrap.style.height = scene.height * k + "px";
    stage.root.style.transform = "scale(" + k + ")";
    enlarge.textContent = k < 1 ? "Enlarge" : "Shrink";
    if (player.webAnimations) player.webAnimations.setScale(k);
  };
  player.setScale(Math.min(0.5, 420 / scene.height));
  enlarge.onclick = () => player.setScale(player.scale < 1 ? 1 : Math.min(0.5, 420 / scene.height));
  player.showInfo = target => {
    const host = target && target.closest ? target.closest("[data-standin]") : null;
    const s = host ? stage.standIn(Number(host.dataset.standin)) : null;
    if (s) {
      info.textContent = describe(scene, s, target);
      outline.setAttribute("points", [0, 2, 4, 6].map(k => s.q[k] + "," + s.q[k + 1]).join(" "));
      clipOutline.setAttribute("points", s.k ? [0, 2, 4, 6].map(k => s.k[k] + "," + s.k[k + 1]).join(" ") : "");
    } else {
      const named = target && target.closest ? target.closest("[data-name]") : null;
      info.textContent = named ? "an original view (not a stand-in): " + named.dataset.name : "Point at the stage to name a stand-in and show its values.";
      outline.setAttribute("points", ""); clipOutline.setAttribute("points", "");
    }
    player.hovered = target;
  };
  player.info = () => info.textContent;
  stage.root.addEventListener("mousemove", e => player.showInfo(e.target));
  stage.root.addEventListener("mouseleave", () => player.showInfo(null));
  player.draw = t => {
    player.time = Math.min(Math.max(t, first), last);
    scrub.value = player.time;
    const frame = frameAt(scene, player.time);
    stage.draw(frame);
    const p = frame ? frame[1] : null;
    clock.textContent = "clock " + player.time.toFixed(3) + " s · plan " + (p === null ? "–" : (p * scene.duration).toFixed(3) + " s") + " · progress " + fmt(p, 3) + " · velocity " + fmt(frame ? frame[2] : null, 2) + " /s";
    if (player.timeline) player.timeline.mark(player.time, p);
    if (player.hovered) player.showInfo(player.hovered);
    if (player.webAnimations) player.webAnimations.seek(player.time);
  };
  const step = d => {
    const k = frames.findIndex(f => f[0] >= player.time - 1e-9);
    const i = Math.min(Math.max((k < 0 ? frames.length - 1 : k) + d, 0), frames.length - 1);
    stop(); player.draw(frames[i][0]);
  };
  const stop = () => { player.playing = false; play.textContent = "Play"; };
  let previous = null;
  function tick(now) {
    if (!player.playing) return;
    if (previous !== null) {
      const t = player.time + (now - previous) / 1000 * Number(speed.value);
      player.draw(t);
      if (t >= last) { stop(); return; }
    }
    previous = now;
    requestAnimationFrame(tick);
  }
  play.onclick = () => {
    if (player.playing) { stop(); return; }
    // The page opens mid-flight; Play then starts from the beginning.
    if (player.time >= last - 1e-9 || !player.moved) player.draw(first);
    player.moved = true;
    player.playing = true; play.textContent = "Pause"; previous = null;
    requestAnimationFrame(tick);
  };
  back.onclick = () => { player.moved = true; step(-1); };
  next.onclick = () => { player.moved = true; step(1); };
  scrub.oninput = () => { stop(); player.moved = true; player.draw(Number(scrub.value)); };
  player.timeline = makeTimeline(scene, right, t => { stop(); player.moved = true; player.draw(t); });
  const details = document.createElement("details"); right.appendChild(details);
  const summary = document.createElement("summary"); summary.textContent = "Match report"; details.appendChild(summary);
  const report = document.createElement("pre"); report.textContent = scene.report; details.appendChild(report);
  player.webAnimations = makeWebAnimationPanel(player, cols);
  if (player.webAnimations) { cols.insertBefore(player.webAnimations.col, right); player.webAnimations.setScale(player.scale); }
  // Opens at its middle instant: something in flight, not the first frame.
  player.draw(scene.middle ? scene.middle[0] : first);
  return player;
}
