// The timeline: one axis in seconds for the clock (the recording: when the finger lands and
// lifts, the playhead) and for plan time (each track's legs, the plan playhead at progress ×
// duration, which a finger moves back and forth). Full track names wrap beside their rows.
// Under it, curves on the same axis: the progress and its velocity, and each matched
// element's speed (each moving stand-in's when nothing is matched), so a jump, a dead spell or
// a hard stop shows at a glance. Clicking the axis seeks.
const COLORS = ["#5856d6", "#ff9500", "#34c759", "#ff2d55", "#007aff", "#af52de", "#a2845e", "#30b0c7"];
function makeTimeline(scene, parent, seek) {
  const frames = scene.frames, W = 420, rowH = 18;
  const touches = scene.gesture ? scene.gesture.touches : [];
  const end = Math.max(frames.length ? frames[frames.length - 1][0] : 0, scene.duration, touches.length ? touches[touches.length - 1][0] : 0, 0.05) * 1.04;
  const x = t => W * t / end;
  const grid = div("timeline", parent);
  grid.style.gridTemplateColumns = "190px " + W + "px";
  function row(label, height, title) {
    const name = div("tname", grid); name.textContent = label; if (title) name.title = title;
    const svg = svgEl("svg", { width: W, height }, grid);
    svg.addEventListener("click", e => seek(e.offsetX / W * end));
    return svg;
  }
  // The axis.
  const axis = row("seconds (clock and plan)", 18);
  for (let t = 0; t <= end + 1e-9; t += end > 1.5 ? 0.25 : 0.1) {
    svgEl("line", { x1: x(t), x2: x(t), y1: 12, y2: 18, stroke: "#999" }, axis);
    svgEl("text", { x: x(t) + 2, y: 10, class: "tick" }, axis).textContent = t.toFixed(t % 1 === 0 ? 0 : 2).replace(/0$/, "");
  }
  // The tracks: legs in plan time.
  for (const track of scene.tracks) {
    const svg = row(track.name, rowH, track.role + ", z " + track.z + "; pictures: " + track.pictures);
    svgEl("line", { x1: 0, x2: W, y1: rowH / 2, y2: rowH / 2, stroke: "#e5e5ea" }, svg);
    for (const leg of track.legs) {
      svgEl("rect", { x: x(leg[0]), y: 4, width: Math.max(2, x(leg[1]) - x(leg[0])), height: rowH - 8, rx: 3, fill: "#5c6bc0" }, svg);
    }
  }
  // The finger.
  if (touches.length) {
    const svg = row(scene.gesture.type + " finger: lands, moves, lifts", rowH);
    touches.forEach(t => svgEl("circle", { cx: x(t[0]), cy: rowH / 2, r: 3, fill: "#ff2d55" }, svg));
  }
  const tap = scene.gesture ? scene.gesture.tap : null;
  if (tap !== null && tap !== undefined) {
    const svg = row("back button: tapped", rowH);
    svgEl("circle", { cx: x(tap), cy: rowH / 2, r: 4, fill: "#ff2d55" }, svg);
  }
  // Curves on the same axis.
  function curve(svg, points, color, lo, hi, h, dash) {
    const y = v => h - 4 - (h - 8) * (v - lo) / Math.max(hi - lo, 1e-9);
    const pts = points.filter(p => p[1] !== null).map(p => x(p[0]).toFixed(1) + "," + y(p[1]).toFixed(1));
    if (pts.length) svgEl("polyline", { points: pts.join(" "), fill: "none", stroke: color, "stroke-width": 1.5, "stroke-dasharray": dash || "" }, svg);
    return y;
  }
  const ticks = frames.filter(f => f[1] !== null);
  const progress = ticks.map(f => [f[0], f[1]]), velocity = ticks.map(f => [f[0], f[2]]);
  const pLo = Math.min(0, ...progress.map(p => p[1])), pHi = Math.max(1, ...progress.map(p => p[1]));
  const vMax = Math.max(1e-6, ...velocity.map(p => Math.abs(p[1])));
  const pv = row("progress (solid, " + pLo.toFixed(2) + "…" + pHi.toFixed(2) + ") and its velocity (dashed, ±" + vMax.toFixed(2) + " /s)", 70);
  const zero = curve(pv, [], "", -vMax, vMax, 70)(0);
  svgEl("line", { x1: 0, x2: W, y1: zero, y2: zero, stroke: "#e5e5ea" }, pv);
  curve(pv, progress, "#007aff", pLo, pHi, 70);
  curve(pv, velocity, "#ff9500", -vMax, vMax, 70, "4 3");
  // Speeds, from the centres of consecutive frames.
  const speeds = {};
  for (let k = 1; k < frames.length; k++) {
    const dt = frames[k][0] - frames[k - 1][0];
    if (dt <= 0) continue;
    for (const s of frames[k][3]) {
      const before = frames[k - 1][3].find(b => b.i === s.i);
      if (!before) continue;
      (speeds[s.i] = speeds[s.i] || []).push([frames[k][0], Math.hypot(s.g[0] - before.g[0], s.g[1] - before.g[1]) / dt]);
    }
  }
  let shown = scene.tracks.filter(t => t.role.startsWith("matched pair") && speeds[t.id]);
  const matched = shown.length > 0;
  if (!matched) shown = scene.tracks.filter(t => (speeds[t.id] || []).some(p => p[1] > 1));
  const sMax = Math.max(1, ...shown.flatMap(t => speeds[t.id].map(p => p[1])));
  const label = shown.length ? (matched ? "speed of each matched element" : "nothing matched; speed of each moving stand-in") + " (0…" + Math.round(sMax) + " pt/s): " : "no stand-in moves";
  const sp = row("", 70);
  const names = grid.children[grid.children.length - 2];
  names.innerHTML = "";
  names.appendChild(document.createTextNode(label));
  shown.forEach((t, i) => {
    const key = document.createElement("span"); key.style.color = COLORS[i % COLORS.length]; key.textContent = "■ " + t.name + " ";
    names.appendChild(key);
    curve(sp, speeds[t.id], COLORS[i % COLORS.length], 0, sMax, 70);
  });
  // The playheads and the finger's marks, over every row.
  const over = svgEl("svg", { class: "heads" }, grid);
  over.style.left = "190px"; over.style.width = W + "px";
  const marks = [];
  if (touches.length) {
    marks.push(["finger lands", touches[0][0]], ["finger lifts", touches[touches.length - 1][0]]);
  }
  if (tap !== null && tap !== undefined) marks.push(["back tapped", tap]);
  for (const [name, t] of marks) {
    svgEl("line", { x1: x(t), x2: x(t), y1: 0, y2: "100%", stroke: "#ff2d55", "stroke-dasharray": "2 3" }, over);
    svgEl("text", { x: x(t) + 3, y: "99%", class: "mark" }, over).textContent = name;
  }
  const plan = svgEl("line", { y1: 0, y2: "100%", stroke: "#007aff", "stroke-width": 1.5, "stroke-dasharray": "5 3" }, over);
  const clock = svgEl("line", { y1: 0, y2: "100%", stroke: "#ff3b30", "stroke-width": 1.5 }, over);
  return {
    mark(t, p) {
      clock.setAttribute("x1", x(t)); clock.setAttribute("x2", x(t));
      const planX = p === null ? -10 : x(p * scene.duration);
      plan.setAttribute("x1", planX); plan.setAttribute("x2", planX);
    },
  };
}
