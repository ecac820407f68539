// Follows the separate moving things (blobs) of a window from frame to frame, so that a
// window with a person walking and a car passing describes both instead of one blended
// centroid, and counts come from things that entered and left. On real footage blobs break
// up (a car's windows and body as two blobs), merge (two people crossing) and vanish for a
// frame or two (rain, a car darker than the road for a moment), so a track is matched on
// three cues: its box predicted by its own motion (overlap), the distance from that
// prediction (gated by the thing's own size and speed), and its colours. A track that is
// missed coasts on its prediction for a few frames before it ends; a blob that mostly lies
// inside a matched track's box is a piece of that thing, not a new one.
import type { Track } from '../../core/window.ts';
import { depthScaled } from '../../core/depth-scale.ts';
import { travelDirection } from '../../core/direction.ts';

export interface BlobLike {
  bbox: { x: number; y: number; w: number; h: number };
  centroid: { x: number; y: number };
  size: number;
  colours: string[];
  /** What a person carries or pushes, split off their blob (ingest/detect/carried-thing.ts). */
  carried?: boolean;
}

type Box = BlobLike['bbox'];

interface Open {
  start: number;
  last: number;
  first: BlobLike;
  at: BlobLike;
  vx: number;
  vy: number;
  /** Frames it was matched in, and frames in a row it has been missed. */
  points: number;
  missed: number;
  peak: number;
  /** Box at its largest, and when. */
  peakBox: Box;
  peakTs: number;
  colourVotes: Map<string, number>;
  /** Frames its blob was split off a person as what they carried. */
  carriedPoints: number;
  /** Per class, the frames its blob was of that class by size (classBySize). */
  classVotes: Map<NonNullable<Track['objectClass']>, number>;
  /** Where it has stood since stillFrom (it has not moved further than STILL_TRAVEL from there). */
  stillAt: { x: number; y: number };
  stillFrom: number;
}

/** Smallest gate (frame fractions) between a blob and a track's predicted centre. */
const GATE = 0.08;
/** The gate grows with the thing's size (its blob's centre jumps as its parts show) and with how far it moved (the prediction's error). */
const GATE_PER_SIZE = 0.4;
const GATE_PER_STEP = 0.5;
/** Before a track has a velocity, a blob may be this far (frame fractions) from its last centre. */
const FIRST_STEP_GATE = 0.35;
/**
 * A track missed for this many frames in a row has ended, or after this long, whichever is
 * longer: at low analysis rates (0.25 fps) consecutive frames are 4 s apart, and a fixed time
 * would end every track after one frame.
 */
const MAX_MISSED = 2;
const LOST_MS = 1500;
/** A blob this much inside a matched track's box is part of that thing. */
const PART_OF = 0.6;
/** Things this close in height (frame fractions) share a lane; a thing that moved less than STILL_TRAVEL since it was first seen stands still. */
const LANE = 0.08;
/** ... and came into view this close (frame fractions, across) to where it did. */
const LANE_ALONG = 0.25;
const STILL_TRAVEL = 0.05;
const EDGE = 0.03;
const MIN_SIZE = 0.0005;

/** How a thing moved that came into view at a place: a prior for the next one there. */
export interface LanePrior { x: number; y: number; vx: number; vy: number }

/**
 * What a camera's finished tracks say about how things move in each part of its view (a lane,
 * a footpath), kept across windows: the first car of a window then has the velocity the cars
 * before it had. Only the latest few hundred are kept; a view change (a cut) clears it.
 */
export class LaneMemory {
  private priors: LanePrior[] = [];
  constructor(private readonly max = 256) {}
  add(p: LanePrior[]): void {
    this.priors.push(...p);
    if (this.priors.length > this.max) this.priors = this.priors.slice(-this.max);
  }
  list(): readonly LanePrior[] { return this.priors; }
  clear(): void { this.priors = []; }
}

export class TrackBuilder {
  private open: Open[] = [];
  private readonly done: Open[] = [];
  private lastTs: number | undefined;
  private interval = 0;
  /** The frames added, for the second pass (see tracks()). */
  private readonly frames: { ts: number; blobs: BlobLike[] }[] = [];
  private result?: Track[];
  private kept: Open[] = [];

  /** lanes: the camera's memory of how things moved before this window; priors: fixed ones (a second pass). */
  constructor(private readonly o: { lanes?: LaneMemory; priors?: readonly LanePrior[]; secondPass?: boolean } = {}) {}

  add(ts: number, blobs: BlobLike[]): void {
    // An empty frame matters to the second pass only while something is followed (a miss):
    // a long idle window keeps none of its frames.
    if (this.o.secondPass !== false && (blobs.length || this.open.length)) this.frames.push({ ts, blobs });
    this.result = undefined;
    // The frame spacing is the shortest step seen: only active frames are added, so the
    // step across a quiet spell says nothing about it.
    if (this.lastTs !== undefined && ts > this.lastTs) this.interval = this.interval ? Math.min(this.interval, ts - this.lastTs) : ts - this.lastTs;
    this.lastTs = ts;
    // Frames without activity are never added: a track last seen long ago has ended, whatever its misses say.
    this.expire(ts);
    const candidates = blobs.filter((b) => b.size >= MIN_SIZE);
    const pairs: { t: Open; b: BlobLike; cost: number }[] = [];
    for (const t of this.open) {
      if (t.points === 1) this.usePrior(t);
      const p = predict(t, ts);
      for (const b of candidates) {
        const cost = matchCost(t, p, b);
        if (cost !== undefined) pairs.push({ t, b, cost });
      }
    }
    pairs.sort((a, b) => a.cost - b.cost);
    const usedT = new Set<Open>(), usedB = new Set<BlobLike>();
    for (const { t, b } of pairs) {
      if (usedT.has(t) || usedB.has(b)) continue;
      usedT.add(t); usedB.add(b);
      this.extend(t, ts, b);
    }
    for (const b of candidates) {
      if (usedB.has(b)) continue;
      // A piece of a thing already followed (its windscreen, its shadow): not a new thing.
      if ([...usedT].some((t) => inside(b.bbox, t.at.bbox) >= PART_OF)) continue;
      if (candidates.some((c) => c !== b && c.size > b.size && inside(b.bbox, c.bbox) >= PART_OF)) continue;
      this.open.push(this.start(ts, b));
    }
    for (const t of this.open) if (!usedT.has(t) && t.start !== ts) this.miss(t, ts, candidates);
    this.expire(ts);
  }

  /**
   * A thing seen once has no velocity yet; things that came into view at the same place before
   * it (a lane, a footpath) moved the same way, so their median velocity is its prediction. At
   * 2 fps a near car moves a third of the frame between frames, and without a prediction it
   * would be matched with the car leaving ahead of it, or the next one coming the other way.
   */
  private usePrior(t: Open): void {
    const { x, y } = t.at.centroid;
    const own = [...this.done, ...this.open].filter((o) => o !== t && o.points >= 3).map(priorOf);
    // Where they were first seen, not only at what height: a road seen at an angle has its near
    // lane come in at the left at the height where the far lane comes in at the right.
    const near = [...own, ...(this.o.priors ?? []), ...(this.o.lanes?.list() ?? [])]
      .filter((p) => Math.abs(p.y - y) < LANE && Math.abs(p.x - x) < LANE_ALONG && Math.hypot(p.vx, p.vy) > 0.05);
    if (near.length === 0) return;
    t.vx = median(near.map((o) => o.vx));
    t.vy = median(near.map((o) => o.vy));
  }

  /**
   * The window's tracks. The frames are followed a second time with what the first pass learnt
   * of how things move where (the first car of a window, or of a camera, has no car before it
   * to borrow a velocity from: followed again, it has the ones after it). What the camera
   * remembers for its next windows is added when the window closes (remember()).
   */
  tracks(): Track[] {
    if (this.result) return this.result;
    let final: Open[] = [...this.done, ...this.open];
    let interval = this.interval;
    if (this.o.secondPass !== false && this.frames.length) {
      const again = new TrackBuilder({ priors: final.filter((t) => t.points >= 3).map(priorOf), lanes: this.o.lanes, secondPass: false });
      for (const f of this.frames) again.add(f.ts, f.blobs);
      final = [...again.done, ...again.open];
      interval = again.interval;
    }
    this.kept = final.filter((t) => t.points >= 2).sort((a, b) => a.start - b.start);
    this.result = this.kept.map((t) => toTrack(t, interval));
    return this.result;
  }

  /** The window has closed: its tracks are what the camera remembers of its lanes (once; progress snapshots do not count). */
  remember(): void {
    this.tracks();
    this.o.lanes?.add(this.kept.filter((t) => t.points >= 3).map(priorOf));
  }

  private start(ts: number, b: BlobLike): Open {
    const t: Open = { start: ts, last: ts, first: b, at: b, vx: 0, vy: 0, points: 1, missed: 0, peak: b.size, peakBox: b.bbox, peakTs: ts, colourVotes: new Map(), carriedPoints: 0, classVotes: new Map(), stillAt: b.centroid, stillFrom: ts };
    vote(t, b);
    return t;
  }

  private extend(t: Open, ts: number, b: BlobLike): void {
    const dt = (ts - t.last) / 1000;
    if (dt > 0) {
      const vx = (b.centroid.x - t.at.centroid.x) / dt, vy = (b.centroid.y - t.at.centroid.y) / dt;
      // The first step sets the velocity; later ones smooth it (blobs jitter as the coarse
      // grid cells they cover change).
      const w = t.points === 1 ? 1 : 0.5;
      t.vx = (1 - w) * t.vx + w * vx;
      t.vy = (1 - w) * t.vy + w * vy;
    }
    t.last = ts;
    t.at = b;
    t.points++;
    t.missed = 0;
    if (Math.hypot(b.centroid.x - t.stillAt.x, b.centroid.y - t.stillAt.y) > STILL_TRAVEL) { t.stillAt = b.centroid; t.stillFrom = ts; }
    if (b.size > t.peak) { t.peak = b.size; t.peakBox = b.bbox; t.peakTs = ts; }
    vote(t, b);
  }

  /**
   * Not matched this frame. Hidden inside a blob that another track took (two people passing
   * each other) it is not missing; otherwise it coasts, unless its prediction left the view.
   */
  private miss(t: Open, ts: number, blobs: BlobLike[]): void {
    const p = predict(t, ts);
    if (blobs.some((b) => inside(p, b.bbox) >= PART_OF)) return;
    t.missed++;
    const cx = p.x + p.w / 2, cy = p.y + p.h / 2;
    if (cx < 0 || cx > 1 || cy < 0 || cy > 1) t.missed = MAX_MISSED + 1;
  }

  private expire(ts: number): void {
    const keep: Open[] = [];
    const lost = Math.max(LOST_MS, (MAX_MISSED + 0.5) * this.interval);
    for (const t of this.open) (t.missed > MAX_MISSED || ts - t.last > lost ? this.done : keep).push(t);
    this.open = keep;
  }
}

/** Where a track came into view and how it moved there. */
function priorOf(t: Open): LanePrior {
  return { x: t.first.centroid.x, y: t.first.centroid.y, vx: t.vx, vy: t.vy };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** The track's box moved on by its velocity to time ts. */
function predict(t: Open, ts: number): Box {
  const dt = (ts - t.last) / 1000, b = t.at.bbox;
  return { x: b.x + t.vx * dt, y: b.y + t.vy * dt, w: b.w, h: b.h };
}

/** Lower is better; undefined when the blob cannot be this track. */
function matchCost(t: Open, p: Box, b: BlobLike): number | undefined {
  const px = p.x + p.w / 2 + (t.at.centroid.x - (t.at.bbox.x + t.at.bbox.w / 2));
  const py = p.y + p.h / 2 + (t.at.centroid.y - (t.at.bbox.y + t.at.bbox.h / 2));
  const d = Math.hypot(b.centroid.x - px, b.centroid.y - py);
  const dt = Math.max(0, b === t.at ? 0 : (p.x - t.at.bbox.x) ** 2 + (p.y - t.at.bbox.y) ** 2) ** 0.5;
  const base = GATE + GATE_PER_SIZE * Math.max(t.at.bbox.w, t.at.bbox.h) + GATE_PER_STEP * dt;
  const gate = t.points === 1 ? Math.max(FIRST_STEP_GATE, base) : base;
  const overlap = iou(p, b.bbox);
  if (d > gate && overlap === 0) return undefined;
  // Something standing still is matched by overlap only: a car driving past a parked one is not it.
  if (t.points >= 3 && Math.hypot(t.at.centroid.x - t.first.centroid.x, t.at.centroid.y - t.first.centroid.y) < STILL_TRAVEL && overlap === 0) return undefined;
  // A thing keeps its colours: a blob of other colours is less likely the same thing.
  const colour = colourAgreement(t, b);
  // A thing seldom grows or shrinks by more than 3x between frames.
  const ratio = Math.max(b.size, t.at.size) / Math.max(1e-6, Math.min(b.size, t.at.size));
  // A thing seen once has no motion of its own to predict from: where a followed thing's
  // prediction fits the blob as well, the blob is that thing's.
  const unproven = t.points === 1 ? 0.2 : 0;
  return d / gate - 0.5 * overlap + 0.3 * (1 - colour) + (ratio > 3 ? 0.3 : 0) + unproven;
}

function colourAgreement(t: Open, b: BlobLike): number {
  if (!b.colours.length || t.colourVotes.size === 0) return 1;
  const total = [...t.colourVotes.values()].reduce((a, c) => a + c, 0);
  return b.colours.reduce((a, c) => a + (t.colourVotes.get(c) ?? 0) / total, 0) > 0.2 ? 1 : 0;
}

function iou(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x), h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const i = w * h;
  return i / (a.w * a.h + b.w * b.h - i);
}

/** Fraction of box a that lies inside box b. */
function inside(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x), h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w <= 0 || h <= 0 ? 0 : (w * h) / Math.max(1e-9, a.w * a.h);
}

/** Every colour a blob names gets a vote, the first (most common) two: the thing's colour is what it shows most often. */
function vote(t: Open, b: BlobLike): void {
  if (b.carried) t.carriedPoints++;
  const cls = classBySize(b.bbox, b.size);
  t.classVotes.set(cls, (t.classVotes.get(cls) ?? 0) + 1);
  b.colours.forEach((c, i) => t.colourVotes.set(c, (t.colourVotes.get(c) ?? 0) + (i === 0 ? 2 : 1)));
}

/**
 * At the edge, or would be one frame on (back) at its speed: at 2 fps a car at the right
 * third of the view is gone by the next frame, and a wall or a post at the edge hides it
 * before its box ever touches the border.
 */
function edgeWithin(b: BlobLike, vx: number, vy: number, seconds: number): boolean {
  const x0 = Math.min(b.bbox.x, b.bbox.x + vx * seconds), x1 = Math.max(b.bbox.x + b.bbox.w, b.bbox.x + b.bbox.w + vx * seconds);
  const y0 = Math.min(b.bbox.y, b.bbox.y + vy * seconds), y1 = Math.max(b.bbox.y + b.bbox.h, b.bbox.y + b.bbox.h + vy * seconds);
  return x0 <= EDGE || x1 >= 1 - EDGE || y0 <= EDGE || y1 >= 1 - EDGE;
}

function toTrack(t: Open, interval: number): Track {
  const dx = t.at.centroid.x - t.first.centroid.x, dy = t.at.centroid.y - t.first.centroid.y;
  const direction: Track['direction'] = travelDirection(dx, dy);
  const step = Math.min(interval, 2000) / 1000;
  // The velocity over its whole life: the smoothed one jitters with the blob.
  const life = (t.last - t.start) / 1000, vx = life > 0 ? dx / life : 0, vy = life > 0 ? dy / life : 0;
  const colours = [...t.colourVotes.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return {
    start: t.start, end: t.last, colour: colours[0] ?? null, direction,
    entering: edgeWithin(t.first, -vx, -vy, step), leaving: t.points > 1 && edgeWithin(t.at, vx, vy, step),
    from: { x: r(t.first.centroid.x), y: r(t.first.centroid.y) }, to: { x: r(t.at.centroid.x), y: r(t.at.centroid.y) },
    size: r(t.peak), frames: t.points,
    box: { x: r(t.peakBox.x), y: r(t.peakBox.y), w: r(t.peakBox.w), h: r(t.peakBox.h) }, boxAt: t.peakTs,
    // Carried beside a person most of the frames it was seen: a thing carried, whatever its size.
    objectClass: 2 * t.carriedPoints > t.points ? 'object' : classOfMost(t),
    ...(t.stillFrom > t.start ? { stillFrom: t.stillFrom } : {}),
  };
}

/**
 * The class most of its frames' blobs were by size: a person who merged with what they carry
 * for a frame or two at a door is still a person, as the largest box alone would not say. A tie
 * goes to the class of its largest box.
 */
function classOfMost(t: Open): NonNullable<Track['objectClass']> {
  const atPeak = classBySize(t.peakBox, t.peak);
  const most = Math.max(...t.classVotes.values());
  return (t.classVotes.get(atPeak) ?? 0) === most ? atPeak : [...t.classVotes].find(([, n]) => n === most)![0];
}

/** Size over (bottom edge)^2 from which a thing is vehicle-sized, and under which person-sized. */
const VEHICLE_AT = 0.03, PERSON_AT = 0.015;

/**
 * What a thing is when nothing named it, from its size judged against where it stands: on a
 * camera looking down at the ground, things further away stand higher in the frame and look
 * smaller, roughly with the square of the height of their lowest point. So a person walking
 * close to the camera (big, low in the frame) and a car far off (small, high up) are told
 * apart where one size threshold gets both wrong. Much taller than wide is a person whatever
 * its size (3x in fractions of the frame: 1.7x in pixels on 16:9, 2.3x on 4:3). In between
 * vehicle and person sizes: people walking together (two side by side, a walker with a dog) when
 * taller than wide (in pixels on 16:9), as a vehicle seen from the side or behind is not; else
 * 'object'. Smaller than a person there is a person far off, unless squat (a bag, a far car).
 */
export function classBySize(box: Box, size: number): NonNullable<Track['objectClass']> {
  if (box.h > 3 * box.w) return 'person';
  const scaled = depthScaled(size, box);
  if (scaled >= VEHICLE_AT) return 'vehicle';
  // Small for where it stands is a person far off -- unless it is squat, wider than tall in
  // pixels: a bag or a parcel on the ground, or a car far away, is no one.
  return (scaled < PERSON_AT && box.h >= SQUAT * UPRIGHT * box.w) || box.h > UPRIGHT * box.w ? 'person' : 'object';
}
/** A box under this share of square (height over width, in pixels) is squat. */
const SQUAT = 0.8;
/** Height over width, in fractions of a 16:9 frame, above which a box is taller than wide in pixels. */
const UPRIGHT = 16 / 9;
