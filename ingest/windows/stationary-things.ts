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
import type { StationaryThing, Track } from '../../core/window.ts';

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

/** A track still in view at the end of the last window: it moved, and stood still from stillFrom (when it did). */
interface Tail { end: number; to: Track['to']; moved: boolean; stillFrom?: number }

export class StationaryKeeper {
  private things: StationaryThing[] = [];
  /** Gone, but still to be listed on the window that saw them go. */
  private gone: StationaryThing[] = [];
  private tails: Tail[] = [];

  /** A window closed with these tracks: new things that stopped, and standing things that left. */
  observe(tracks: Track[]): void {
    const tails: Tail[] = [];
    for (const raw of [...tracks].sort((a, b) => a.start - b.start)) {
      const left = this.things.find((s) => raw.start >= s.since && startsAt(raw, s) && (raw.direction !== 'none' || raw.leaving));
      if (left) {
        this.things = this.things.filter((s) => s !== left);
        this.gone.push({ ...left, until: raw.start });
        continue;
      }
      const t = this.continued(raw);
      if (!t.leaving) tails.push({ end: t.end, to: t.to, moved: t.stillFrom !== undefined || t.direction !== 'none', ...(t.stillFrom !== undefined ? { stillFrom: t.stillFrom } : {}) });
      const stopped = stoppedThing(t);
      if (stopped && !this.things.some((s) => overlaps(s.box, stopped.box))) this.things.push(stopped);
    }
    this.tails = tails;
    if (this.things.length > MAX_KEPT) this.things = this.things.slice(-MAX_KEPT);
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
  }
}

function stoppedThing(t: Track): StationaryThing | undefined {
  if (t.stillFrom === undefined || t.end - t.stillFrom < MIN_STAND_MS || !t.box) return undefined;
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

function overlaps(a: StationaryThing['box'], b: StationaryThing['box']): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
