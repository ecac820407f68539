// Turns a captioned window into observations. Motion tracks give times, colour, size, place and
// direction, and a label where the object detector named the thing; caption tags give labels
// and colours but no times. A track the detector did not name takes the label of the tag object
// that matches its colour (the rollups use the same pairing);
// a thing the window lists as standing (it arrived earlier and stays: a parked car) is an
// observation at its spot for the part of the window it stood through, marked `standing` (one
// that stood there before the view began, listed only on the window that saw it go, for all
// of its stand: from the start of the view); the track it drove off by takes the way the keeper
// saw it go where the track itself reads none;
// tag objects no track or standing thing matched (a captioner without tracking) become
// observations spanning the window, one per colour it names.
import type { CaptionedWindow } from '../../core/caption.ts';
import type { StationaryThing, Track } from '../../core/window.ts';
import { startsAt } from '../../ingest/index.ts';
import { objectForTrack, normalizeWord } from '../rollups/index.ts';
import type { Observation, SizeClass } from './entity-schema.ts';

/** Peak size as a fraction of the frame -> a coarse class that survives camera changes. */
export function sizeClass(fraction: number | undefined): SizeClass {
  if (fraction === undefined || !Number.isFinite(fraction)) return 'unknown';
  return fraction < 0.01 ? 'small' : fraction < 0.05 ? 'medium' : 'large';
}

export function observationsOf(c: CaptionedWindow): Observation[] {
  const w = c.window;
  const objects = c.tags.objects.map((o) => ({ label: normalizeWord(o.label), count: o.count, colours: o.colours.map(normalizeWord) }));
  const out: Observation[] = [];
  const matched = new Set<string>();
  for (const t of w.motion.tracks ?? []) {
    const o = objectForTrack(t, objects);
    if (o) matched.add(o.label);
    const departs = departureOf(t, w.stationary ?? []);
    out.push({
      window: w.id, index: out.length, label: t.label ? normalizeWord(t.label) : o?.label ?? 'object', colour: t.colour ? normalizeWord(t.colour) : null,
      size: sizeClass(t.size), first: t.start, last: t.end, direction: t.direction === 'none' && departs?.leftTowards ? departs.leftTowards : t.direction, entering: t.entering, leaving: t.leaving, tracked: true,
      from: t.from, to: t.to, ...(t.box && t.boxAt !== undefined && t.boxAt > t.start && t.boxAt < t.end ? { via: { t: t.boxAt, x: t.box.x + t.box.w / 2, y: t.box.y + t.box.h / 2 } } : {}),
      ...(t.objectClass ? { objectClass: t.objectClass } : {}), ...(departs ? { departsFrom: departs.at } : {}),
      ...(t.box ? { peak: { size: t.size, box: t.box } } : {}),
    });
  }
  for (const st of w.stationary ?? []) {
    const first = st.before || st.resumed ? st.since : Math.max(st.since, w.start), last = Math.min(st.until ?? w.end, w.end);
    if (last <= first) continue;
    const o = objectForTrack(st, objects);
    if (o) matched.add(o.label);
    out.push({
      window: w.id, index: out.length, label: st.label ? normalizeWord(st.label) : o?.label ?? 'object', colour: st.colour ? normalizeWord(st.colour) : null,
      size: sizeClass(st.size), first, last, direction: 'none', entering: false, leaving: false, tracked: true,
      from: st.at, to: st.at, objectClass: st.objectClass, standing: true, ...(st.before ? { before: true } : {}), since: st.since, peak: { size: st.size, box: st.box },
    });
  }
  for (const o of objects.filter((x) => !matched.has(x.label) && x.count > 0)) {
    const colours: (string | null)[] = o.colours.length ? o.colours.slice(0, o.count) : [null];
    for (const colour of colours) {
      out.push({
        window: w.id, index: out.length, label: o.label, colour, size: 'unknown', first: w.start, last: w.end,
        direction: c.tags.motion.direction, entering: c.tags.motion.entering, leaving: c.tags.motion.leaving, tracked: false,
      });
    }
  }
  return out;
}

/**
 * The standing thing a track drives it off from: the window saw it go when this track began
 * (its `until`), and the track starts on it. A uniform body moving off a spot where it was
 * learnt as background shows first as its leading edge and a piece at the back, each its own
 * track, so more than one track can be the same departure.
 */
function departureOf(t: Track, standing: StationaryThing[]): StationaryThing | undefined {
  return standing.find((s) => s.until === t.start && startsAt(t, s));
}
