// Clip probes inside pictures and the backdrop: a view that masks to bounds (known from the
// scene, `data-masks`, not from the style under test) and a child reaching out of it. Points
// of the child outside the clip (away from its rounded corners) must show what is behind once
// the child is taken away; points inside both must show the child.
function spread(list, n) { return list.length <= n ? list : Array.from({ length: n }, (_, i) => list[Math.floor(i * list.length / n)]); }
function box(e, origin) { const r = e.getBoundingClientRect(); return [r.left - origin.left, r.top - origin.top, r.right - origin.left, r.bottom - origin.top]; }
// Whether nothing between `e` and `root` rotates, skews or adds perspective (its box is exact).
function axisAligned(e, root) {
  for (; e && e !== root; e = e.parentElement) {
    const t = getComputedStyle(e).transform;
    if (t === "none") continue;
    const m = t.match(/^matrix\(([^)]*)\)$/);
    if (!m) return false;
    const v = m[1].split(",").map(Number);
    if (Math.abs(v[1]) > 1e-9 || Math.abs(v[2]) > 1e-9) return false;
  }
  return true;
}
// Clipping by ancestors inside pictures and the backdrop: a view that masks to bounds and a
// child reaching out of it. Points of the child outside the clip (away from its rounded
// corners), and points inside both.
function markupClipProbes(scene, root, limit) {
  const origin = root.getBoundingClientRect(), views = Array.from(root.querySelectorAll(".mc-v")), found = [];
  for (const e of views) {
    if (found.length >= limit) break;
    if (!e.dataset.masks || !axisAligned(e, root)) continue;
    const E = box(e, origin), r = parseFloat(getComputedStyle(e).borderTopLeftRadius) || 0;
    const k = (E[2] - E[0]) / Math.max(e.offsetWidth, 1), m = r * k + 3;
    for (const d of e.children) {
      if (!d.classList.contains("mc-v") || !axisAligned(d, root)) continue;
      const D = box(d, origin), outs = [], ins = [];
      for (let y = Math.ceil(D[1]) + 0.5; y < D[3]; y += 2) for (let x = Math.ceil(D[0]) + 0.5; x < D[2]; x += 2) {
        const p = [x, y];
        if (!inStage(scene, p, 2)) continue;
        const nearX = x < E[0] + m || x > E[2] - m, nearY = y < E[1] + m || y > E[3] - m;
        const inside = x > E[0] + 3 && x < E[2] - 3 && y > E[1] + 3 && y < E[3] - 3 && !(nearX && nearY);
        const outside = (x < E[0] - 3 || x > E[2] + 3 || y < E[1] - 3 || y > E[3] + 3) && !(nearX && nearY);
        if (inside) ins.push(p);
        else if (outside) outs.push(p);
      }
      if (outs.length >= 4 && ins.length) {
        found.push({ view: views.indexOf(d), name: (d.dataset.name || "a view") + " in " + (e.dataset.name || "a view"), outs: spread(outs, 4000), ins: spread(ins, 4000) });
        break;
      }
    }
  }
  return found;
}
