// The part of the frame a question names ("at the top left", "on the right") as a region, and
// whether a thing seen moving or standing was there. Left/centre/right and top/middle/bottom
// are thirds of the frame; a place that names one axis only spans the other whole. A thing's
// whereabouts is its path: its centre at moments, straight in between (a track's first and
// last centre, a standing thing's spot at both ends of its stand). It was in the region when
// its path enters it at all (a walker who crossed the whole frame was on the left too); the
// share of its time it spent there tells the one that stood there ("the car parked at the top
// left") from one that only drove through.
import type { Intent } from './intent-schema.ts';

export type Place = NonNullable<Intent['place']>;
/** The thing's centre (fractions of the frame) at time t (epoch ms). */
export interface PathPoint { t: number; x: number; y: number }
export interface Region { x0: number; x1: number; y0: number; y1: number }

const THIRDS = { left: 0, centre: 1, right: 2, top: 0, middle: 1, bottom: 2 } as const;

/** The region a place names; undefined when its words name no part of the frame ("at the gate"). A landmark found on the footage is its box ("under the light": where it lit). */
export function regionOf(place: Place | undefined): Region | undefined {
  if (place?.box) return { x0: place.box.x, x1: place.box.x + place.box.w, y0: place.box.y, y1: place.box.y + place.box.h };
  if (!place || (!place.x && !place.y)) return undefined;
  const x = place.x ? THIRDS[place.x] : undefined, y = place.y ? THIRDS[place.y] : undefined;
  return {
    x0: x === undefined ? -Infinity : x / 3, x1: x === undefined ? Infinity : (x + 1) / 3,
    y0: y === undefined ? -Infinity : y / 3, y1: y === undefined ? Infinity : (y + 1) / 3,
  };
}

/** "at the top left of the view", "on the left of the view", "in the middle of the view". */
export function placeWords(place: Place): string {
  if (place.box) {
    const pc = (v: number) => Math.round(v * 100);
    const b = place.box;
    return `in the area the light lit (x ${pc(b.x)}–${pc(b.x + b.w)} %, y ${pc(b.y)}–${pc(b.y + b.h)} % of the view)`;
  }
  if (place.x === 'centre' && place.y === 'middle') return 'in the middle of the view';
  if (place.x && place.y) return `at the ${place.y} ${place.x} of the view`;
  if (place.x) return place.x === 'centre' ? 'in the centre of the view' : `on the ${place.x} of the view`;
  return place.y === 'middle' ? 'in the middle band of the view' : `at the ${place.y} of the view`;
}

/** Of the segment a→b, the part (as parameters 0..1) inside the region: Liang–Barsky clipping. */
function clip(a: { x: number; y: number }, b: { x: number; y: number }, r: Region): [number, number] | undefined {
  let u0 = 0, u1 = 1;
  const edges: [number, number][] = [[a.x - b.x, a.x - r.x0], [b.x - a.x, r.x1 - a.x], [a.y - b.y, a.y - r.y0], [b.y - a.y, r.y1 - a.y]];
  for (const [p, q] of edges) {
    if (p === 0) { if (q < 0) return undefined; continue; }
    const u = q / p;
    if (p < 0) u0 = Math.max(u0, u); else u1 = Math.min(u1, u);
    if (u0 > u1) return undefined;
  }
  return [u0, u1];
}

const at = (a: PathPoint, b: PathPoint, t: number): PathPoint => {
  const u = b.t === a.t ? 0 : (t - a.t) / (b.t - a.t);
  return { t, x: a.x + u * (b.x - a.x), y: a.y + u * (b.y - a.y) };
};

/** The path during [from, to] (its points there, and where it was at either end of the span). */
export function pathDuring(path: PathPoint[], from = -Infinity, to = Infinity): PathPoint[] {
  const out: PathPoint[] = [];
  path.forEach((p, i) => {
    const prev = path[i - 1];
    if (prev && prev.t < from && p.t > from) out.push(at(prev, p, from));
    if (p.t >= from && p.t <= to) out.push(p);
    if (prev && prev.t < to && p.t > to) out.push(at(prev, p, to));
  });
  return out;
}

export interface PlaceFit {
  /** The path enters the region at some moment. */
  there: boolean;
  /** The share of the path's time spent in the region (for a single moment: 1 there, 0 not). */
  share: number;
}

/** Whether (and for how much of its time) a path during [from, to] was in the region. */
export function placeFit(path: PathPoint[] | undefined, region: Region, from?: number, to?: number): PlaceFit {
  const p = pathDuring(path ?? [], from, to);
  if (!p.length) return { there: false, share: 0 };
  if (p.length === 1) { const there = !!clip(p[0], p[0], region); return { there, share: there ? 1 : 0 }; }
  let there = false, inside = 0;
  for (let i = 1; i < p.length; i++) {
    const u = clip(p[i - 1], p[i], region);
    if (!u) continue;
    there = true;
    inside += (u[1] - u[0]) * (p[i].t - p[i - 1].t);
  }
  const span = p.at(-1)!.t - p[0].t;
  return { there, share: span > 0 ? inside / span : there ? 1 : 0 };
}

/** A sighting's path on rewound frames: its centre in its first and in its last frame. */
export function sightingPath(s: { first: number; last: number; from: { x: number; y: number }; to: { x: number; y: number } }): PathPoint[] {
  return [{ t: s.first, ...s.from }, { t: s.last, ...s.to }];
}

export interface Span { from: number; to: number }

/** A path's fit over several stretches of time (each clipped on its own: nothing is drawn across the gaps). */
export function placeFitOver(path: PathPoint[] | undefined, region: Region, spans: Span[]): PlaceFit {
  let there = false, inside = 0, total = 0;
  for (const s of spans) {
    const p = pathDuring(path ?? [], s.from, s.to);
    if (!p.length) continue;
    const fit = placeFit(p, region), span = p.at(-1)!.t - p[0].t;
    there ||= fit.there;
    inside += fit.share * span; total += span;
  }
  return { there, share: total > 0 ? inside / total : there ? 1 : 0 };
}

/**
 * Of candidates (already matching the subject), those seen in the part of the frame the place
 * names during the stretches of time that count (`spansOf`: the range asked, or where a thing
 * stood): all that were there at some moment when the question is about any of them; when it
 * asks about one ("the car at the top left"), those that spent at least half as much of their
 * time there as the best (the parked one, not the one that drove through). No region: all.
 */
export function inPlace<T>(things: T[], place: Place | undefined, pathOf: (t: T) => PathPoint[] | undefined, o: { one?: boolean; spansOf?: (t: T) => Span[] } = {}): T[] {
  const region = regionOf(place);
  if (!region) return things;
  const all: Span[] = [{ from: -Infinity, to: Infinity }];
  const fits = things.map((t) => ({ t, fit: placeFitOver(pathOf(t), region, o.spansOf?.(t) ?? all) })).filter((f) => f.fit.there);
  const best = Math.max(0, ...fits.map((f) => f.fit.share));
  return fits.filter((f) => !o.one || f.fit.share >= best / 2).map((f) => f.t);
}

const CELLS: Place[] = (['top', 'middle', 'bottom'] as const).flatMap((y) => (['left', 'centre', 'right'] as const).map((x) => ({ words: '', x, y })));

/** The ninth of the frame a path spent most of its time in ("at the bottom right of the view"), if it has one. */
export function mostlyAt(path: PathPoint[] | undefined, from?: number, to?: number): Place | undefined {
  if (!path?.length) return undefined;
  const fits = CELLS.map((c) => ({ c, fit: placeFit(path, regionOf(c)!, from, to) })).filter((f) => f.fit.there);
  return fits.sort((a, b) => b.fit.share - a.fit.share)[0]?.c;
}
