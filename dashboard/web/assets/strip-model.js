// The activity strip as data (no DOM, unit-tested): from a camera's windows, the recorded
// segments and alerts over [from, to), the bands and marks the strip draws --
//   bands: activity, scene (the window after a cut), idle, gap (no recording), alert
//   marks:  cut (a view change), light (lights on/off, dusk, dawn)
// Times are epoch ms; everything is clipped to [from, to) and, for gaps, to `now`.

/** Segments closer than this are one recording (segment boundaries never line up exactly). */
export const JOIN_MS = 1500;

/** Recorded [start, end) spans merged from segments [{start, durationMs}]. */
export function recordedSpans(segments) {
  const spans = [];
  for (const s of [...segments].sort((a, b) => a.start - b.start)) {
    const end = s.start + s.durationMs;
    const last = spans.at(-1);
    if (last && s.start <= last.end + JOIN_MS) last.end = Math.max(last.end, end);
    else spans.push({ start: s.start, end });
  }
  return spans;
}

/** The parts of [from, to) not covered by spans. */
export function gapsIn(spans, from, to) {
  const gaps = [];
  let t = from;
  for (const s of spans) {
    if (s.end <= t) continue;
    if (s.start >= to) break;
    if (s.start > t) gaps.push({ start: t, end: s.start });
    t = Math.max(t, s.end);
  }
  if (t < to) gaps.push({ start: t, end: to });
  return gaps;
}

const clip = (b, from, to) => (b.end <= from || b.start >= to ? null : { ...b, start: Math.max(b.start, from), end: Math.min(b.end, to) });

export function stripModel({ windows, segments, alerts = [], from, to, now = Date.now() }) {
  const bands = [], marks = [];
  for (const w of windows) {
    const b = clip({ kind: w.kind, start: w.start, end: w.end, window: w }, from, to);
    if (b) bands.push(b);
    if (w.kind === 'scene' && w.start >= from && w.start < to) marks.push({ kind: 'cut', at: w.start, window: w });
    for (const e of w.lighting?.events ?? []) if (e.ts >= from && e.ts < to) marks.push({ kind: 'light', at: e.ts, label: e.event, window: w });
  }
  const until = Math.min(to, now);
  if (until > from) for (const g of gapsIn(recordedSpans(segments), from, until)) bands.push({ kind: 'gap', ...g });
  for (const a of alerts) {
    const b = clip({ kind: 'alert', start: a.start, end: a.end ?? Math.max(a.updated, a.start + 1000), alert: a }, from, to);
    if (b) bands.push(b);
  }
  return { bands, marks, future: now < to ? { start: Math.max(now, from), end: to } : null };
}

/** Segments [{start, durationMs, name}] from an HLS playlist with EXT-X-PROGRAM-DATE-TIME. */
export function segmentsFromPlaylist(text) {
  const out = [];
  let pdt, dur;
  for (const line of text.split('\n')) {
    if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) pdt = Date.parse(line.slice(25).trim());
    else if (line.startsWith('#EXTINF:')) dur = parseFloat(line.slice(8)) * 1000;
    else if (line && !line.startsWith('#')) {
      if (Number.isFinite(pdt) && Number.isFinite(dur)) out.push({ start: pdt, durationMs: dur, name: line.trim() });
      pdt = dur = undefined;
    }
  }
  return out;
}
