// Merges observations into entities (Deep Video Discovery's subject registry). Label and colour
// alike do not make two sightings one thing: on a street every grey car that passes is another
// car. A sighting continues an entity only when it could be that thing still in view -- the
// entity had not gone out of the frame (its last tracked sighting did not leave through an
// edge), the sighting did not come in through an edge, it starts near where the entity was
// last seen, and within `gapMs` of it (a thing occluded, missed for a few frames, or cut by a
// window boundary in the middle of the view); picked up again on the spot at once, even with
// its colour read differently. Never when that entity is already in the same
// window at the same time (two white cars side by side are two cars). Sightings from caption
// tags alone (no track: something parked, a captioner without tracking) have no place or
// edges, so they join a same-looking entity that is still in view, and a tracked sighting that
// did not come in joins them. Deterministic over the set of observations, so arrival order does
// not matter; ids number entities by first sighting, so in-order arrival never renumbers one.
import type { Entity, Observation, PathPoint, SizeClass } from './entity-schema.ts';
import { depthScaled } from '../../core/depth-scale.ts';
import { alike, holds, insideShare } from '../../core/frame-box.ts';
import { travelDirection } from '../../core/direction.ts';

export interface MergeOptions {
  /** Longest unseen stretch of a thing still in view after which the same label and colour is taken as a new entity. Default 10 min. */
  gapMs: number;
  /** Farthest (fraction of the frame's width/height, Euclidean) a sighting may start from where the entity was last seen. Default 0.3. */
  nearBy: number;
  /** Picked up again within this long and a sixth of `nearBy` away, it is the same thing whatever colour it read. Default 5 s (one frame or two at low rates). */
  spotMs: number;
}

export const DEFAULT_MERGE_OPTIONS: MergeOptions = { gapMs: 10 * 60_000, nearBy: 0.3, spotMs: 5000 };

interface Cluster {
  label: string;
  colour: string | null;
  obs: Observation[];
  /** The sighting seen last (latest end): where and how the thing was last seen. */
  latest: Observation;
}

const byTime = (a: Observation, b: Observation) => a.first - b.first || a.window.localeCompare(b.window) || a.index - b.index;

function clashes(c: Cluster, o: Observation, near: number): boolean {
  return c.obs.some((x) => x.window === o.window && x.first < o.last && o.first < x.last && !standsWhereItStopped(x, o, near) && !sameDeparture(x, o, near));
}

type Point = { x: number; y: number };
const apart = (a?: Point, b?: Point) => a && b ? Math.hypot(a.x - b.x, a.y - b.y) : Infinity;

/** Two pieces of one thing driving off its spot (its leading edge and its back). */
function sameDeparture(a: Observation, b: Observation, near: number): boolean {
  return apart(a.departsFrom, b.departsFrom) <= near;
}

/** The track that drove a standing thing off continues it, whatever colour it read as it went. */
function drivesOff(c: Cluster, ob: Observation, near: number): boolean {
  return !!ob.departsFrom && c.obs.some((x) => x.standing && apart(x.from, ob.departsFrom) <= near && ob.first - x.last <= STAND_JOIN_MS);
}

/**
 * A standing thing and, in the same window, the track that stopped (or started) on its spot: one
 * thing. A large thing's spot is the centre of what was learnt of it so far, which wanders over
 * its box as it is learnt (a lorry's back first, the whole of it half a minute on): a track of
 * its size that began or ended inside its box is it too. (Not a walker passing a parked van: she
 * is of another size.)
 */
function standsWhereItStopped(a: Observation, b: Observation, near: number): boolean {
  if (!a.standing === !b.standing) return false;
  const [st, tr] = a.standing ? [a, b] : [b, a];
  if (Math.min(apart(tr.from, st.from), apart(tr.to, st.from)) <= near) return true;
  const box = st.peak?.box;
  return !!box && !!tr.peak && alike(st.peak!.size, tr.peak.size) && [tr.from, tr.to].some((p) => !!p && holds(box, p));
}

/** The thing could still be in view: its last sighting did not go out through an edge. */
function stillInView(c: Cluster): boolean {
  return !(c.latest.tracked && c.latest.leaving);
}

const UNNAMED = new Set(['object', 'thing']);

/** Start of the window an observation's id names (`camera:startMs`). */
const windowStart = (ob: Observation) => Number(ob.window.slice(ob.window.lastIndexOf(':') + 1));

/**
 * Tracks are followed within a window, and an activity window is cut at its maximum length: a
 * thing near the edge when the window closed was last seen "leaving" (its box would be out by
 * the next frame) and, seen again from the first frame of the next window with its box still
 * at the edge, "entering". Where it is seen then is where it was heading, a frame or two on,
 * in its colour (or one light reads it as: black out of a lamp's pool, grey in it) and not
 * going back: it is that thing going on (a van driving off at 0.25 fps was cut so 20 s before
 * it was out of view), not another one coming in.
 */
function acrossCut(c: Cluster, ob: Observation, o: MergeOptions): boolean {
  const l = c.latest;
  if (!l.tracked || !ob.tracked || !l.from || !l.to || !ob.from || !ob.to || ob.window === l.window) return false;
  const gap = ob.first - l.last;
  if (gap <= 0 || gap > o.spotMs || ob.first - windowStart(ob) > o.spotMs || ob.first < windowStart(ob)) return false;
  if (!sameUnderLight(l.colour, ob.colour) && !sameUnderLight(c.colour, ob.colour)) return false;
  const life = Math.max(1, l.last - l.first), vx = (l.to.x - l.from.x) / life, vy = (l.to.y - l.from.y) / life;
  if (vx * (ob.to.x - ob.from.x) + vy * (ob.to.y - ob.from.y) < 0) return false;
  return apart({ x: l.to.x + vx * gap, y: l.to.y + vy * gap }, ob.from) <= o.nearBy / 6;
}

/** Colours without a hue, which light moves a thing between (a silver car black in the dark, grey out of a lamp's pool). */
const ACHROMATIC = new Set(['black', 'grey', 'white', 'silver']);

/** The same colour, or two a change of light can read one thing as: lightness moves, hue does not. */
function sameUnderLight(a: string | null, b: string | null): boolean {
  return a === b || (!!a && !!b && ACHROMATIC.has(a) && ACHROMATIC.has(b));
}

/** Whether `ob` could be the cluster's thing continuing, rather than another one like it. */
function continues(c: Cluster, ob: Observation, o: MergeOptions): boolean {
  if (clashes(c, ob, o.nearBy / 6)) return false;
  if (acrossCut(c, ob, o)) return true;
  if (!stillInView(c) || (ob.tracked && ob.entering)) return false;
  if (drivesOff(c, ob, o.nearBy / 6)) return true;
  const gap = ob.first - c.latest.last;
  const at = c.latest.to, from = ob.from;
  const distance = at && from ? Math.hypot(at.x - from.x, at.y - from.y) : undefined;
  // Picked up again on the spot at once (a window boundary, a frame or two missed): the same
  // thing even where its colour read differently (light, a part hidden) or a name was missing.
  const onTheSpot = distance !== undefined && distance <= o.nearBy / 6 && gap <= o.spotMs;
  const named = (l: string) => !UNNAMED.has(l);
  if (onTheSpot && (c.label === ob.label || !named(c.label) || !named(ob.label))) return true;
  if (c.label !== ob.label || (c.colour !== ob.colour && c.latest.colour !== ob.colour)) return false;
  if (otherClass(c.latest, ob) && !goesOnItsWay(c, ob, o)) return false;
  return gap <= o.gapMs && (distance === undefined || distance <= o.nearBy);
}

/** Longest a moving thing may be lost (hidden behind or merged with another) and still be taken up again on its way. */
const WAY_GAP_MS = 30_000;

/**
 * The sighting takes up the cluster's thing where it was going, whatever class its size gave
 * it: two walkers crossing merge into one blob a car's size (a "vehicle") and come apart again,
 * each going on in its own colour. So it is the thing going on when the cluster was on its way
 * (it had travelled MIN_TRAVEL, and did not stand), the sighting does not go back, and it starts
 * where the thing would be by then at its speed, or -- taken up at once -- inside the blob it
 * was last seen in (a merged blob's centre is between the two).
 */
function goesOnItsWay(c: Cluster, ob: Observation, o: MergeOptions): boolean {
  const l = c.latest, gap = ob.first - l.last;
  if (!l.tracked || !ob.tracked || l.standing || ob.standing || !l.to || !ob.from || !ob.to || gap < 0 || gap > WAY_GAP_MS) return false;
  // Its way since it last stood (a car that parked an hour is going nowhere until it moves off).
  const moving = c.obs.filter((x) => x.tracked && x.from).sort((a, b) => b.first - a.first);
  const stood = moving.findIndex((x) => x.standing);
  const start = (stood < 0 ? moving : moving.slice(0, stood)).at(-1);
  const life = start ? l.last - start.first : 0;
  if (!start || life <= 0 || travelDirection(l.to.x - start.from!.x, l.to.y - start.from!.y) === 'none') return false;
  const vx = (l.to.x - start.from!.x) / life, vy = (l.to.y - start.from!.y) / life;
  if (vx * (ob.to.x - ob.from.x) + vy * (ob.to.y - ob.from.y) < 0) return false;
  const box = l.peak?.box;
  return apart({ x: l.to.x + vx * gap, y: l.to.y + vy * gap }, ob.from) <= o.nearBy / 6 || (gap <= o.spotMs && !!box && holds(box, ob.from));
}

/**
 * Two sightings perception put in different classes (a person, a vehicle), neither a mere
 * "object": a blue dog walker passing in front of the blue car parked on the drive is no more
 * sighting of that car, though both are unnamed blue things near each other within minutes.
 */
function otherClass(a: Observation, b: Observation): boolean {
  const known = (x: Observation) => x.objectClass && x.objectClass !== 'object' ? x.objectClass : undefined;
  const ka = known(a), kb = known(b);
  return !!ka && !!kb && ka !== kb;
}

function cluster(observations: Observation[], o: MergeOptions): Cluster[] {
  const clusters: Cluster[] = [];
  for (const ob of [...observations].sort(byTime)) {
    const best = clusters.filter((c) => continues(c, ob, o)).sort((a, b) => keptIn(b, ob) - keptIn(a, ob) || b.latest.last - a.latest.last)[0];
    if (best) {
      best.obs.push(ob);
      if (ob.last >= best.latest.last) best.latest = ob;
    } else {
      clusters.push({ label: ob.label, colour: ob.colour, obs: [ob], latest: ob });
    }
  }
  return clusters;
}

/**
 * 1 where the cluster holds the stand a standing sighting goes on with (standing since the same
 * moment, a window boundary ago): a stand continues the thing that stood there, before any other
 * that came near its spot since (a walker who stood in front of a parked car and walked off
 * across it was seen there last, but the car's stand is the car's).
 */
function keptIn(c: Cluster, ob: Observation): number {
  return ob.standing && ob.since !== undefined && c.obs.some((x) => x.standing && x.since === ob.since && Math.abs(ob.first - x.last) <= STAND_JOIN_MS) ? 1 : 0;
}

function commonest<T extends string>(values: T[], skip?: T): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values) if (v !== skip) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

export function describeEntity(e: Pick<Entity, 'label' | 'colour' | 'size'>): string {
  const size = e.size === 'large' || e.size === 'small' ? `${e.size} ` : '';
  return `${size}${e.colour ? `${e.colour} ` : ''}${e.label}`;
}

function toEntity(c: Cluster, camera: string, day: string, n: number): Entity {
  const obs = c.obs;
  const size: SizeClass = commonest(obs.map((x) => x.size), 'unknown') ?? 'unknown';
  const objectClass = commonest(obs.flatMap((x) => x.objectClass ? [x.objectClass] : []));
  const windows = [...new Set(obs.map((x) => x.window))];
  const standing = standingSpans(obs);
  const path = pathOf(obs);
  const directions = directionsOf(obs, path, standing);
  const peak = middlingPeak(obs);
  const seen = Math.min(...obs.map((x) => x.first));
  // Its first sighting is a stand since the view began: it was there, it did not come.
  const before = obs.some((x) => x.before && x.first === seen);
  // In view from when it stood, if the keeper had it standing before a window listed it (a bag
  // split off its carrier only once it had stood a while).
  const first = Math.min(seen, standing[0]?.from ?? Infinity);
  return {
    id: `${camera}:${day}:${n}`, camera, day, label: c.label, colour: c.colour, size, ...(objectClass ? { objectClass } : {}),
    description: describeEntity({ label: c.label, colour: c.colour, size }),
    first, last: Math.max(...obs.map((x) => x.last)),
    windows, sightings: obs.length, directions,
    entered: obs.some((x) => x.entering), left: obs.some((x) => x.leaving),
    ...(standing.length ? { standing } : {}), ...(before ? { before: true as const } : {}), ...(peak ? { peak } : {}), ...(path.length ? { path } : {}),
  };
}

/**
 * The directions it moved in, in order, as its windows saw them; where none saw it go any way,
 * its whole path's: a trolley pushed slowly across covers too little of the frame in any one
 * window to be said to go anywhere, but goes from one side to the other over several. Not of a
 * thing that stood most of its time (a parcel left at a door, then carried off): what moved it
 * at the end was its carrier, seen going of its own.
 */
function directionsOf(obs: Observation[], path: PathPoint[], standing: { from: number; to: number }[]): string[] {
  const seen = obs.map((x) => x.direction).filter((d) => d !== 'none').filter((d, i, all) => d !== all[i - 1]);
  if (seen.length || path.length < 2) return seen;
  const life = path.at(-1)!.t - path[0].t, stood = standing.reduce((a, s) => a + (s.to - s.from), 0);
  if (life <= 0 || stood >= STOOD_SHARE * life) return [];
  const whole = travelDirection(path.at(-1)!.x - path[0].x, path.at(-1)!.y - path[0].y);
  return whole === 'none' ? [] : [whole];
}

/** A thing that stood for at least this share of its time is given no direction from its whole path. */
const STOOD_SHARE = 0.5;

/** Of its sightings' peaks, the middling one by size scaled for depth: not one merged with a passer-by, nor one cut by the frame's edge. */
function middlingPeak(obs: Observation[]): Entity['peak'] {
  const peaks = obs.flatMap((o) => o.peak ? [o.peak] : []).sort((a, b) => depthScaled(a.size, a.box) - depthScaled(b.size, b.box));
  return peaks[Math.floor(peaks.length / 2)];
}

/** Off the straight line between its neighbours by less than this (fraction of the frame, at its own time), a point of a path adds nothing. */
const PATH_TOLERANCE = 0.02;
/** Most points an entity's path keeps (an evenly spaced sample beyond it): it travels to the agent in every browse. */
const PATH_MAX = 16;

/**
 * Where the thing was: each tracked sighting's first and last centre at its times (a standing
 * one's spot at both ends of its stand) and its centre when it was largest, in time order; a point on the way between its
 * neighbours is dropped (a thing parked all day is two points, not two per window).
 */
function pathOf(obs: Observation[]): PathPoint[] {
  const round = (v: number) => Math.round(v * 100) / 100; // a hundredth of the frame: ample for its thirds
  const points = obs.flatMap((o) => o.from && o.to ? [{ t: o.first, ...o.from }, ...(o.via ? [o.via] : []), { t: o.last, ...o.to }] : [])
    .map((p) => ({ t: p.t, x: round(p.x), y: round(p.y) })).sort((a, b) => a.t - b.t);
  const kept: PathPoint[] = [];
  points.forEach((p, i) => {
    const prev = kept.at(-1), next = points[i + 1];
    if (prev && next && next.t > prev.t) {
      const u = (p.t - prev.t) / (next.t - prev.t);
      if (Math.hypot(prev.x + u * (next.x - prev.x) - p.x, prev.y + u * (next.y - prev.y) - p.y) <= PATH_TOLERANCE) return;
    }
    kept.push(p);
  });
  if (kept.length <= PATH_MAX) return kept;
  return Array.from({ length: PATH_MAX }, (_, i) => kept[Math.round((i * (kept.length - 1)) / (PATH_MAX - 1))]);
}

/**
 * How long before the first window listing a stand the keeper's since may begin it: a thing is
 * kept a few frames to a window after it stopped. One kept far longer (since yesterday, or in
 * windows not merged here) is counted from these sightings.
 */
const SINCE_REACH_MS = 60_000;

/** A window boundary between two standing observations is not a break in the stand. */
const STAND_JOIN_MS = 2000;

/**
 * Its stands, each from when the keeper has it standing (`since`): a thing is kept only once it
 * stood a while, so the first window listing it may begin half a minute after it stopped (a bag
 * put down at 14:00:34 is first listed by the window from 14:01:04), and its carrier's blob may
 * have hidden it until then.
 */
function standingSpans(obs: Observation[]): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  for (const x of obs.filter((y) => y.standing).sort((a, b) => a.first - b.first)) {
    const prev = out[out.length - 1];
    if (prev && x.first <= prev.to + STAND_JOIN_MS) prev.to = Math.max(prev.to, x.last);
    else out.push({ from: x.since !== undefined && x.since >= x.first - SINCE_REACH_MS ? Math.min(x.first, x.since) : x.first, to: x.last });
  }
  return out;
}

/** Entities of one camera and day from all its observations, numbered by first sighting. */
export function mergeEntities(camera: string, day: string, observations: Observation[], o: MergeOptions = DEFAULT_MERGE_OPTIONS): Entity[] {
  return joinKept(cluster(observations, o)).map((c, i) => toEntity(c, camera, day, i + 1));
}

/**
 * Clusters the stationary keeper says are one thing: a stand listed in one window and a stand in
 * the next (at its end) standing since the same moment, the first one's box inside the later
 * one's. A lorry is learnt a piece at a time: the window it stopped in listed its first piece, a
 * person-sized sliver, and the next the whole lorry; the sliver clashed with the lorry's own
 * track in its window and the class told the two apart, and a lorry that pulled in became a
 * 'person' standing for half a minute as well.
 */
function joinKept(clusters: Cluster[]): Cluster[] {
  // Stands by when they began: only those can be one kept thing.
  const bySince = new Map<number, { c: number; ob: Observation }[]>();
  clusters.forEach((c, i) => c.obs.forEach((ob) => {
    if (!ob.standing || ob.since === undefined) return;
    const group = bySince.get(ob.since) ?? [];
    group.push({ c: i, ob });
    bySince.set(ob.since, group);
  }));
  // Each cluster goes into the earliest it is one with (clusters are in order of first sighting).
  const into = clusters.map((_, i) => i);
  const root = (i: number): number => (into[i] === i ? i : root(into[i]));
  for (const group of bySince.values()) {
    for (const a of group) for (const b of group) {
      if (a.c === b.c || !sameKept(a.ob, b.ob) || !ownStand(clusters[a.c], a.ob) || !ownStand(clusters[b.c], b.ob)) continue;
      const [x, y] = [root(a.c), root(b.c)];
      if (x !== y) into[Math.max(x, y)] = Math.min(x, y);
    }
  }
  const out = new Map<number, Cluster>();
  clusters.forEach((c, i) => {
    const r = root(i), keep = out.get(r);
    if (!keep) { out.set(r, { ...c, obs: [...c.obs] }); return; }
    keep.obs.push(...c.obs);
    if (c.latest.last > keep.latest.last) keep.latest = c.latest;
  });
  return [...out.values()].map((c) => ({ ...c, obs: c.obs.sort(byTime) }));
}

/**
 * A stand of the cluster's own colour (or one light reads it as): one of another colour came into
 * it by a track that joins two things (the person who carried a parcel off is on the parcel's
 * way out, her stand beside it is hers), and says nothing of which clusters are one thing.
 */
function ownStand(c: Cluster, ob: Observation): boolean {
  return sameUnderLight(c.colour, ob.colour);
}

/** `a` stood in a window and `b`, the same kept thing grown, in the next. */
function sameKept(a: Observation, b: Observation): boolean {
  return !!a.standing && !!b.standing && a.since !== undefined && a.since === b.since && a.window !== b.window
    && Math.abs(b.first - a.last) <= STAND_JOIN_MS && !!a.peak && !!b.peak && insideShare(a.peak.box, b.peak.box) >= 0.8;
}
