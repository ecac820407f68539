// Follows the separate moving things (blobs) of a window from frame to frame: nearest
// neighbour to a constant-velocity prediction, gated by distance. Each track says what
// colour it was, which way it went, and whether it entered or left the view, so a window
// with a person walking and a car passing describes both instead of one blended centroid.
import type { Track } from '../../core/window.ts';

export interface BlobLike {
  bbox: { x: number; y: number; w: number; h: number };
  centroid: { x: number; y: number };
  size: number;
  colours: string[];
}

interface Open {
  start: number;
  last: number;
  first: BlobLike;
  at: BlobLike;
  vx: number;
  vy: number;
  points: number;
  peak: number;
  colourVotes: Map<string, number>;
}

/** How far (in frame fractions) a blob may be from a track's predicted position. */
const GATE = 0.22;
/**
 * A track not seen for this long has ended (it left, stopped or was hidden) -- or for 2.5
 * frame intervals, whichever is longer: at low analysis rates (0.25 fps) consecutive frames
 * are 4 s apart and a fixed 3 s would end every track after one frame.
 */
const LOST_MS = 3000;
const LOST_FRAMES = 2.5;
const MIN_TRAVEL = 0.15;
const EDGE = 0.03;
const MIN_SIZE = 0.0005;

export class TrackBuilder {
  private open: Open[] = [];
  private readonly done: Open[] = [];
  private lastTs: number | undefined;
  private interval = 0;

  add(ts: number, blobs: BlobLike[]): void {
    if (this.lastTs !== undefined && ts > this.lastTs) this.interval = ts - this.lastTs;
    this.lastTs = ts;
    this.expire(ts);
    const candidates = blobs.filter((b) => b.size >= MIN_SIZE);
    const pairs: { t: Open; b: BlobLike; d: number }[] = [];
    for (const t of this.open) {
      const dt = (ts - t.last) / 1000;
      const px = t.at.centroid.x + t.vx * dt, py = t.at.centroid.y + t.vy * dt;
      for (const b of candidates) {
        const d = Math.hypot(b.centroid.x - px, b.centroid.y - py);
        if (d <= GATE) pairs.push({ t, b, d });
      }
    }
    pairs.sort((a, b) => a.d - b.d);
    const usedT = new Set<Open>(), usedB = new Set<BlobLike>();
    for (const { t, b } of pairs) {
      if (usedT.has(t) || usedB.has(b)) continue;
      usedT.add(t); usedB.add(b);
      this.extend(t, ts, b);
    }
    for (const b of candidates) if (!usedB.has(b)) this.open.push(this.start(ts, b));
  }

  tracks(): Track[] {
    return [...this.done, ...this.open]
      .filter((t) => t.points >= 2)
      .sort((a, b) => a.start - b.start)
      .map(toTrack);
  }

  private start(ts: number, b: BlobLike): Open {
    const t: Open = { start: ts, last: ts, first: b, at: b, vx: 0, vy: 0, points: 1, peak: b.size, colourVotes: new Map() };
    vote(t, b);
    return t;
  }

  private extend(t: Open, ts: number, b: BlobLike): void {
    const dt = (ts - t.last) / 1000;
    if (dt > 0) {
      // Smoothed velocity: blobs jitter as the coarse grid cells they cover change.
      t.vx = 0.5 * t.vx + 0.5 * ((b.centroid.x - t.at.centroid.x) / dt);
      t.vy = 0.5 * t.vy + 0.5 * ((b.centroid.y - t.at.centroid.y) / dt);
    }
    t.last = ts;
    t.at = b;
    t.points++;
    t.peak = Math.max(t.peak, b.size);
    vote(t, b);
  }

  private expire(ts: number): void {
    const keep: Open[] = [];
    const lost = Math.max(LOST_MS, LOST_FRAMES * this.interval);
    for (const t of this.open) (ts - t.last > lost ? this.done : keep).push(t);
    this.open = keep;
  }
}

function vote(t: Open, b: BlobLike): void {
  const c = b.colours[0];
  if (c) t.colourVotes.set(c, (t.colourVotes.get(c) ?? 0) + 1);
}

function toTrack(t: Open): Track {
  const dx = t.at.centroid.x - t.first.centroid.x, dy = t.at.centroid.y - t.first.centroid.y;
  let direction: Track['direction'] = 'none';
  if (Math.abs(dx) >= Math.abs(dy) && Math.abs(dx) >= MIN_TRAVEL) direction = dx > 0 ? 'left-to-right' : 'right-to-left';
  else if (Math.abs(dy) >= MIN_TRAVEL) direction = dy > 0 ? 'top-to-bottom' : 'bottom-to-top';
  const atEdge = (b: BlobLike) => b.bbox.x <= EDGE || b.bbox.x + b.bbox.w >= 1 - EDGE;
  const colours = [...t.colourVotes.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return {
    start: t.start, end: t.last, colour: colours[0] ?? null, direction,
    entering: atEdge(t.first), leaving: atEdge(t.at) && t.points > 1,
    from: { x: r(t.first.centroid.x), y: r(t.first.centroid.y) }, to: { x: r(t.at.centroid.x), y: r(t.at.centroid.y) },
    size: r(t.peak), frames: t.points,
  };
}
