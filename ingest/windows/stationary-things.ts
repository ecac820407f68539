// Things that arrived and stay: a car that drove in and parked, a bag put down. Live
// detection learns a standing thing into its background after stationarySeconds, so from then
// on the windows are idle and would say only "No movement" while a truck stands in view for an
// hour. The keeper remembers each track that stopped in view (moved, then stood still until
// its end, not at the edge of the frame) as a stationary thing, hands the things standing
// during a window to that window, and lets one go when a later track starts where it stands
// and moves away (it drove off) or when the view changes (a cut).
import type { StationaryThing, Track } from '../../core/window.ts';

/** A thing must have stood still this long at the end of its track to be kept. */
const MIN_STAND_MS = 5000;
/** A departing track starts within its box grown by this much (fraction of its size on each side). */
const NEAR = 0.5;
/** At most this many are kept per camera (a busy car park); the oldest go first. */
const MAX_KEPT = 16;
const EDGE = 0.03;

export class StationaryKeeper {
  private things: StationaryThing[] = [];
  /** Gone, but still to be listed on the window that saw them go. */
  private gone: StationaryThing[] = [];

  /** A window closed with these tracks: new things that stopped, and standing things that left. */
  observe(tracks: Track[]): void {
    for (const t of [...tracks].sort((a, b) => a.start - b.start)) {
      const left = this.things.find((s) => t.start >= s.since && startsAt(t, s) && (t.direction !== 'none' || t.leaving));
      if (left) {
        this.things = this.things.filter((s) => s !== left);
        this.gone.push({ ...left, until: t.start });
        continue;
      }
      const stopped = stoppedThing(t);
      if (stopped && !this.things.some((s) => overlaps(s.box, stopped.box))) this.things.push(stopped);
    }
    if (this.things.length > MAX_KEPT) this.things = this.things.slice(-MAX_KEPT);
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
  }
}

function stoppedThing(t: Track): StationaryThing | undefined {
  if (t.stillFrom === undefined || t.end - t.stillFrom < MIN_STAND_MS || !t.box) return undefined;
  const b = t.box;
  if (b.x <= EDGE || b.x + b.w >= 1 - EDGE) return undefined; // half out of view: passing, not parked
  return {
    since: t.stillFrom, colour: t.colour, at: t.to, box: { ...b, x: b.x + (t.to.x - (b.x + b.w / 2)), y: b.y + (t.to.y - (b.y + b.h / 2)) },
    size: t.size, objectClass: t.objectClass ?? 'object', ...(t.label ? { label: t.label } : {}),
  };
}

/** Whether a track starts on a standing thing (inside its box grown by NEAR): how it drives off. */
export function startsAt(t: Pick<Track, 'from'>, s: Pick<StationaryThing, 'box'>): boolean {
  const b = s.box, gx = b.w * NEAR, gy = b.h * NEAR;
  return t.from.x >= b.x - gx && t.from.x <= b.x + b.w + gx && t.from.y >= b.y - gy && t.from.y <= b.y + b.h + gy;
}

function overlaps(a: StationaryThing['box'], b: StationaryThing['box']): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
