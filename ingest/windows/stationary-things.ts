// Things that arrived and stay: a car that drove in and parked, a bag put down. Live
// detection learns a standing thing into its background after stationarySeconds, so from then
// on the windows are idle and would say only "No movement" while a truck stands in view for an
// hour. The keeper remembers each track that stopped in view (moved, then stood still until
// its end, not at the edge of the frame) as a stationary thing, hands the things standing
// during a window to that window, and lets one go when a later track starts where it stands
// and moves away (it drove off) or when the view changes (a cut).
//
// Tracks are followed within a window, and an activity window is cut at maxActivitySeconds:
// at low analysis rates a person who walks in and stops has the walk in one window and the
// standing in the next, a track that never moved. So the keeper also remembers the tracks
// still in view when a window closed, and a track that stands still from its start where one
// of those was last seen, a frame or two later, continues it: moved there, then stood.
//
// Tracks miss two things the background model sees (ingest/detect/scene-changes.ts): a thing
// put down out of a moving blob (a bag is part of its carrier's blob until it is learnt into
// the view, and never has a track of its own), and a departure whose track starts on no one
// spot (two people who stood side by side leave as one blob). So what the detector learnt into
// the view ("settled") where nothing is kept is a thing that stands there since it stopped
// changing, and what went back to the view from before it was learnt ("cleared") over most of
// a kept thing's box means that thing has gone, whatever track took it away.
import type { StationaryThing, Track } from '../../core/window.ts';
import { classBySize } from './track-builder.ts';

/** A thing must have stood still this long at the end of its track to be kept. */
const MIN_STAND_MS = 5000;
/** A departing track starts within its box grown by this much (fraction of its size on each side). */
const NEAR = 0.5;
/** At most this many are kept per camera (a busy car park); the oldest go first. */
const MAX_KEPT = 16;
const EDGE = 0.03;
/** A track picked up this soon after one of the window before ended (a frame or two at 0.25 fps) may continue it ... */
const CONTINUE_MS = 10_000;
/** ... starting this close to where that one was last seen (frame fractions), and moving less than this over its life. */
const CONTINUE_NEAR = 0.05;
const STILL_TRAVEL = 0.05;
/**
 * A stand must also last this many of the track's frame steps: a walker crossing at 0.25 fps
 * moves a fiftieth of the frame a step, so two steps stay within STILL_TRAVEL of where they
 * began and a track cut by a window then ends "still" for 8 s (a ghost left on the walker's way).
 */
const MIN_STAND_STEPS = 3;
/** A kept thing is gone when samples over this share of its size went back to the view from before it. */
const CLEARED_SHARE = 0.4;
/** Smallest settled blob kept as a thing (fraction of the frame's samples): a bag at 320 px is a few times this. */
const MIN_SETTLED = 0.0005;
/** Pieces learnt within this long of a settled thing's first, on or beside it, are that thing. */
const SETTLING_MS = 20_000;

/** A frame's scene changes (see sceneChanged). */
interface Change { ts: number; settled: Blob[]; cleared: Blob[] }
type Blob = { bbox: StationaryThing['box']; centroid: { x: number; y: number }; size: number; colours: string[] };

/** A track still in view at the end of the last window: it moved, and stood still from stillFrom (when it did). */
interface Tail { end: number; to: Track['to']; moved: boolean; stillFrom?: number }

export class StationaryKeeper {
  private things: StationaryThing[] = [];
  /** Gone, but still to be listed on the window that saw them go. */
  private gone: StationaryThing[] = [];
  private tails: Tail[] = [];
  private changes: Change[] = [];
  /** Per kept thing, the share of its size seen going back to the view from before it. */
  private clearing = new WeakMap<StationaryThing, number>();
  /** Things the detector's learning began (not a track), and when their first piece was learnt. */
  private settledAt = new WeakMap<StationaryThing, number>();

  /** settleMs: how long foreground stands still before the detector learns it (its stationarySeconds). */
  constructor(private readonly settleMs = 30_000) {}

  /** A frame's settled and cleared blobs, applied when the window they fall in closes (observe). */
  sceneChanged(ts: number, settled: Blob[], cleared: Blob[]): void {
    this.changes.push({ ts, settled, cleared });
  }

  /** A window closed at `end` with these tracks: new things that stopped, and standing things that left. */
  observe(tracks: Track[], end = Infinity): void {
    const tails: Tail[] = [];
    for (const raw of [...tracks].sort((a, b) => a.start - b.start)) {
      // Moved off it: a walker at 0.25 fps covers under MIN_TRAVEL in a 30 s window, and so has
      // no direction, yet ends off the spot. Not a blob that stays on it (a parked truck's
      // shrinks and its centre wanders while the detector learns it piece by piece).
      const movedOff = (s: StationaryThing) => apart(raw.from, raw.to) > STILL_TRAVEL && !startsAt({ from: raw.to }, s);
      const left = this.things.find((s) => raw.start >= s.since && startsAt(raw, s) && (raw.direction !== 'none' || raw.leaving || movedOff(s)));
      if (left) {
        this.things = this.things.filter((s) => s !== left);
        this.clearing.delete(left);
        this.gone.push({ ...left, until: raw.start });
        continue;
      }
      const t = this.continued(raw);
      if (!t.leaving) tails.push({ end: t.end, to: t.to, moved: t.stillFrom !== undefined || t.direction !== 'none', ...(t.stillFrom !== undefined ? { stillFrom: t.stillFrom } : {}) });
      const stopped = stoppedThing(t);
      if (stopped && !this.things.some((s) => overlaps(s.box, stopped.box))) this.things.push(stopped);
    }
    this.tails = tails;
    for (const c of this.changes.filter((x) => x.ts < end)) this.applyChange(c);
    this.changes = this.changes.filter((x) => x.ts >= end);
    if (this.things.length > MAX_KEPT) this.things = this.things.slice(-MAX_KEPT);
  }

  private applyChange(c: Change): void {
    for (const b of c.cleared) {
      for (const s of this.things.filter((x) => x.since < c.ts && overlaps(x.box, b.bbox))) {
        // Gone on the frame most of it was seen gone (a frame or two after the first of it, at
        // the latest), so that the window listing its end is the one that saw it go.
        const share = (this.clearing.get(s) ?? 0) + (b.size * insideShare(b.bbox, s.box)) / Math.max(1e-6, s.size);
        this.clearing.set(s, share);
        if (share < CLEARED_SHARE) continue;
        this.things = this.things.filter((x) => x !== s);
        this.gone.push({ ...s, until: c.ts });
        this.clearing.delete(s);
      }
    }
    for (const b of c.settled) {
      // Grown like a departure's start (startsAt): a sliver of a kept person learnt a frame
      // after the rest lies just beside the box its track gave it.
      const near = this.things.find((s) => overlaps(grown(s.box), b.bbox));
      const piece = near && this.settledAt.get(near);
      // A thing is learnt piece by piece over a few frames (its parts stopped changing at
      // slightly different times): a later piece adds to the thing the first one began.
      if (near && piece !== undefined && c.ts - piece <= SETTLING_MS) this.replace(near, grownBy(near, b));
      if (near) continue;
      const st = settledThing(b, c.ts - this.settleMs);
      if (st) { this.things.push(st); this.settledAt.set(st, c.ts); }
    }
  }

  private replace(old: StationaryThing, next: StationaryThing): void {
    this.things = this.things.map((s) => s === old ? next : s);
    this.settledAt.set(next, this.settledAt.get(old)!);
    this.settledAt.delete(old);
  }

  /**
   * A track that stood still from its first frame, where a moving one of the window before was
   * last seen a frame or two earlier, is that thing standing on: it stood from when that one
   * stopped (or was last seen moving).
   */
  private continued(t: Track): Track {
    if (t.stillFrom !== undefined || t.direction !== 'none' || apart(t.from, t.to) > STILL_TRAVEL) return t;
    const p = this.tails.find((x) => x.moved && t.start > x.end && t.start - x.end <= CONTINUE_MS && apart(x.to, t.from) <= CONTINUE_NEAR);
    return p ? { ...t, stillFrom: p.stillFrom ?? p.end } : t;
  }

  /** The things standing at some time in [start, end), and those that left in it (with until). */
  during(start: number, end: number): StationaryThing[] {
    const out = [...this.gone, ...this.things].filter((s) => s.since < end && (s.until ?? Infinity) >= start);
    this.gone = this.gone.filter((s) => s.until! >= end);
    return out.sort((a, b) => a.since - b.since);
  }

  /** The view changed: what stood in the old view says nothing about the new one. */
  clear(): void {
    this.things = [];
    this.gone = [];
    this.tails = [];
    this.changes = [];
    this.clearing = new WeakMap();
    this.settledAt = new WeakMap();
  }
}

function stoppedThing(t: Track): StationaryThing | undefined {
  const step = t.frames && t.frames > 1 ? (t.end - t.start) / (t.frames - 1) : 0;
  if (t.stillFrom === undefined || t.end - t.stillFrom < Math.max(MIN_STAND_MS, MIN_STAND_STEPS * step) || !t.box) return undefined;
  // Its box where it stands: the track's box is from when it was largest, which for a thing
  // that walked in from the edge may be where it came in.
  const b = { ...t.box, x: t.box.x + (t.to.x - (t.box.x + t.box.w / 2)), y: t.box.y + (t.to.y - (t.box.y + t.box.h / 2)) };
  if (b.x <= EDGE || b.x + b.w >= 1 - EDGE) return undefined; // half out of view: passing, not parked
  return {
    since: t.stillFrom, colour: t.colour, at: t.to, box: b,
    size: t.size, objectClass: t.objectClass ?? 'object', ...(t.label ? { label: t.label } : {}),
  };
}

/**
 * A thing the detector learnt into the view with no kept thing there: it stood still from
 * `since`. Not at the edge (half out of view). Its class from its box: a standing person is
 * more than twice as tall as wide, so a thing less tall than that (in pixels, on a 16:9 frame)
 * is no person whatever its size (a bag, a box): on sample boxes, a 24x22 px bag at 480 px read
 * 1.8 times taller than wide in frame fractions, a person 5-7 times.
 */
function settledThing(b: Blob, since: number): StationaryThing | undefined {
  if (b.size < MIN_SETTLED || b.bbox.x <= EDGE || b.bbox.x + b.bbox.w >= 1 - EDGE) return undefined;
  return shaped({ since, colour: b.colours[0] ?? null }, b.bbox, b.centroid, b.size);
}

/** A settled thing with a later piece of it added: the union of their boxes, their sizes summed. */
function grownBy(s: StationaryThing, b: Blob): StationaryThing {
  const x0 = Math.min(s.box.x, b.bbox.x), y0 = Math.min(s.box.y, b.bbox.y);
  const x1 = Math.max(s.box.x + s.box.w, b.bbox.x + b.bbox.w), y1 = Math.max(s.box.y + s.box.h, b.bbox.y + b.bbox.h);
  const size = s.size + b.size, k = b.size / size;
  const at = { x: s.at.x + (b.centroid.x - s.at.x) * k, y: s.at.y + (b.centroid.y - s.at.y) * k };
  return shaped(s, { x: x0, y: y0, w: x1 - x0, h: y1 - y0 }, at, size);
}

function shaped(s: Pick<StationaryThing, 'since' | 'colour'>, bx: StationaryThing['box'], c: StationaryThing['at'], size: number): StationaryThing {
  const r = (v: number) => Math.round(v * 1000) / 1000;
  const box = { x: r(bx.x), y: r(bx.y), w: r(bx.w), h: r(bx.h) };
  const objectClass = box.h < NOT_TALL * box.w ? 'object' : classBySize(box, size);
  return { since: s.since, colour: s.colour, at: { x: r(c.x), y: r(c.y) }, box, size: r(size), objectClass };
}
/** Height over width, in fractions of a 16:9 frame, under which a thing is under twice as tall as wide in pixels. */
const NOT_TALL = 2 * (16 / 9);

/**
 * Whether a track starts on a standing thing (inside its box grown by NEAR): how it drives off.
 * At low analysis rates it is first seen a step away (a person walking off moves a twentieth
 * of the frame between frames at 0.25 fps): where it was one frame before its first counts too.
 */
export function startsAt(t: Pick<Track, 'from'> & Partial<Pick<Track, 'to' | 'frames'>>, s: Pick<StationaryThing, 'box'>): boolean {
  const b = s.box, gx = b.w * NEAR, gy = b.h * NEAR;
  const within = (p: { x: number; y: number }) => p.x >= b.x - gx && p.x <= b.x + b.w + gx && p.y >= b.y - gy && p.y <= b.y + b.h + gy;
  if (within(t.from)) return true;
  if (!t.to || !t.frames || t.frames < 2) return false;
  const k = 1 / (t.frames - 1);
  return within({ x: t.from.x - (t.to.x - t.from.x) * k, y: t.from.y - (t.to.y - t.from.y) * k });
}

const apart = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/** The box grown by NEAR of its size on each side. */
function grown(b: StationaryThing['box']): StationaryThing['box'] {
  return { x: b.x - b.w * NEAR, y: b.y - b.h * NEAR, w: b.w * (1 + 2 * NEAR), h: b.h * (1 + 2 * NEAR) };
}

/** Fraction of box a that lies inside box b. */
function insideShare(a: StationaryThing['box'], b: StationaryThing['box']): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x), h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w <= 0 || h <= 0 ? 0 : (w * h) / Math.max(1e-9, a.w * a.h);
}

function overlaps(a: StationaryThing['box'], b: StationaryThing['box']): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
