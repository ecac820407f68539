// Draws the strip model as positioned elements (so each band is a real, testable element with
// its times in data-* attributes), hour/minute ticks, and a cursor. Clicking or pressing
// Enter at the cursor calls onPick(t); Left/Right move the cursor (Shift: ten times further).
import { h } from './dom.js';
import { clock, duration } from './time.js';

const TICK_STEPS = [60_000, 300_000, 900_000, 1_800_000, 3_600_000, 10_800_000];

export function renderStrip(el, model, { from, to, tz, label, onPick }) {
  const span = to - from;
  const pct = (t) => `${((t - from) / span) * 100}%`;
  const width = (a, b) => `${((b - a) / span) * 100}%`;
  const track = h('div.track');
  for (const b of order(model.bands)) {
    const title = `${b.kind} ${clock(b.start, tz)}–${clock(b.end, tz)} (${duration(b.end - b.start)})${b.window?.caption ? `: ${b.window.caption}` : ''}${b.alert ? `: ${b.alert.question}` : ''}`;
    track.append(h(`div.band.${b.kind}`, { title, dataset: { kind: b.kind, start: String(b.start), end: String(b.end) }, style: { left: pct(b.start), width: width(b.start, b.end) } }));
  }
  if (model.future) track.append(h('div.band.future', { title: 'not yet', style: { left: pct(model.future.start), width: width(model.future.start, model.future.end) } }));
  for (const m of model.marks) {
    track.append(h(`div.mark.${m.kind}`, { title: `${m.label ?? m.kind} at ${clock(m.at, tz)}`, dataset: { kind: m.kind, at: String(m.at), label: m.label ?? '' }, style: { left: pct(m.at) } }));
  }
  const cursor = h('div.cursor', { hidden: true }, h('span'));
  track.append(cursor);
  const ticks = h('div.ticks', { 'aria-hidden': 'true' });
  const step = TICK_STEPS.find((s) => span / s <= 12) ?? 21_600_000;
  for (let t = Math.ceil(from / step) * step; t < to; t += step) ticks.append(h('span', { style: { left: pct(t) } }, clock(t, tz, false)));
  el.replaceChildren(track, ticks);
  el.classList.add('strip');
  el.tabIndex = 0;
  el.setAttribute('role', 'slider');
  el.setAttribute('aria-label', `${label}: arrow keys move, Enter plays`);
  el.dataset.from = String(from);
  el.dataset.to = String(to);

  let at = from;
  const show = (t) => {
    at = Math.max(from, Math.min(to - 1, t));
    cursor.hidden = false;
    cursor.style.left = pct(at);
    cursor.firstChild.textContent = clock(at, tz);
    el.setAttribute('aria-valuetext', clock(at, tz));
  };
  const timeAt = (x) => from + ((x - track.getBoundingClientRect().left) / track.getBoundingClientRect().width) * span;
  el.onclick = (e) => { show(timeAt(e.clientX)); onPick(at); };
  el.onmousemove = (e) => show(timeAt(e.clientX));
  el.onkeydown = (e) => {
    const stepMs = span / (e.shiftKey ? 10 : 100);
    if (e.key === 'ArrowRight') show(at + stepMs);
    else if (e.key === 'ArrowLeft') show(at - stepMs);
    else if (e.key === 'Enter' || e.key === ' ') onPick(at);
    else return;
    e.preventDefault();
  };
  el.onfocus = () => show(at);
  return { show };
}

/** Gaps and idle first, so activity, cuts and alerts are drawn on top. */
function order(bands) {
  const rank = { gap: 0, idle: 1, scene: 2, activity: 3, alert: 4 };
  return [...bands].sort((a, b) => (rank[a.kind] ?? 9) - (rank[b.kind] ?? 9));
}
