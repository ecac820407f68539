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
//
// What stood in view before the view began (a van parked when the recording starts) is part of
// the background from the first frame, and nothing says a thing stands there until it leaves.
// Then a track is born inside the view (not at its edge, carrying on no track of the window
// before, on no kept thing) and goes somewhere -- it reads a direction, or its box reaches the
// edge it moves towards (its centre held back by the ground it uncovers), or the track carrying
// it on in the next window does (a car backing off a drive turns into the road) -- and the ground it
// uncovered, unlike the background model's view of that spot, stands still where it began: a
// still track, then a settled blob whose replaced background ("was") is the thing that stood
// there. That ground is no thing put down (it used to be kept as a standing "black vehicle" and
// taken for whatever passed next): it is a hole, and what left it is kept instead, standing
// from the start of the view until the track was born (`before`: at least that long), with the
// colour the background held there and the way it went (`leftTowards`). Its colour comes when
// the hole settles, a window or two after the one that saw it go: until then the windows wait
// (awaiting; WindowBuilder holds them), and the thing is listed on each that it stood through.
// Tracks that are only the hole (standing on it, going nowhere) are dropped from the window, and
// so are tracks that are a light switching (born as it switched, over its pool, going nowhere).
import type { StationaryThing, Track } from '../../core/window.ts';
import type { TravelDirection } from '../../core/direction.ts';
import { alike, holds, insideShare } from '../../core/frame-box.ts';
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
/** A track leaves a kept thing only if it is at least this share of its size (the thing and the ground it uncovers are one blob). */
const LEAVING_SHARE = 4;
/** A standing thing with this share of its box inside a kept thing's is a piece of that thing. */
const PIECE_INSIDE = 0.8;
/** A kept thing is gone when samples over this share of its size went back to the view from before it. */
const CLEARED_SHARE = 0.4;
/** Smallest settled blob kept as a thing (fraction of the frame's samples): a bag at 320 px is a few times this. */
const MIN_SETTLED = 0.0005;
/**
 * What a thing that left put down (leftBehind) is looked for in its box grown by this share on
 * each side, is between these shares of its size (less is stray edges; more, and it did not
 * leave), and fills at least this share of its own box.
 */
const LEFT_BEHIND_MARGIN = 0.25;
const LEFT_BEHIND_SHARE: [number, number] = [0.15, 0.7];
const LEFT_BEHIND_FILL = 0.4;
/** Pieces learnt within this long of a settled thing's first, on or beside it, are that thing. */
const SETTLING_MS = 20_000;

/**
 * The ground a departure uncovered is learnt settleMs after it stood still, and the whole of it
 * within this long more (a van's length uncovered at a crawl): births and holes are remembered
 * so long, and nothing that stops on a hole before then is a thing.
 */
const HOLE_SLACK_MS = 60_000;
/** A track starting this soon and this close (frame fractions) to where one of the window before was last seen carries it on: no birth. */
const BORN_APART = 0.15;

/**
 * A piece learnt into the view that began standing this close to a light switching over it (a
 * frame or two at 0.25 fps) is the light, not a thing: the edge of a lamp's pool, which halves
 * the cells it crosses, is not relit with the rest and was kept as a thin grey "thing" for hours.
 */
const SWITCH_SLACK_MS = 12_000;
/** A switch's region is grown by this (frame fractions) for the pieces along its edge. */
const SWITCH_EDGE = 0.05;

/**
 * A piece learnt into the view lower than this (frame fractions: a row or two of the analysed
 * frame) begins no thing: it is a line of the view a passing thing or a light disturbed (a lane
 * marking the lorry drove over, the edge of a lamp's pool), not something put down. (A narrow
 * upright sliver may be: the first piece of a person learnt as she stands.)
 */
const THIN = 0.012;
/** How long a thing let go as emptied may yet be found leaving from where it stood (resumed). */
const EMPTIED_MEMORY_MS = 2 * 3600_000;

/** A frame's scene changes (see sceneChanged). */
interface Change { ts: number; settled: Blob[]; cleared: Blob[] }
type Blob = { bbox: StationaryThing['box']; centroid: { x: number; y: number }; size: number; colours: string[]; was?: string[] };

/** What the keeper and its window builder may ask of the detector's view of the camera (FrameAnalyzer). */
export interface ViewProbe {
  /** Ground a thing that stood since before the view uncovered was learnt in this box. */
  uncovered(box: StationaryThing['box']): void;
  /** What still stands in this box, learnt standing and not the view from before, outside the `except` boxes. */
  remains(box: StationaryThing['box'], except: StationaryThing['box'][], minSpan?: number): Blob | undefined;
}

/** A track born inside the view (see the header); heading: where it went, when that shows. */
type Birth = Pick<Track, 'start' | 'end' | 'from' | 'to' | 'frames' | 'box'> & {
  heading?: TravelDirection;
  /** Its way came from the track carrying it on (headFor): no still track in its own window found its hole. */
  late?: boolean;
  /** Found the hole it left. */
  left?: boolean;
  /** Still in view when its window closed (the next window, carrying it on, is an activity window). */
  cut?: boolean;
};

/** Ground a departure uncovered, and the thing that stood on it (before, until, leftTowards). */
interface Hole {
  thing: StationaryThing;
  /** When it was found (the still track's end or the settled piece's time): it is remembered HOLE_SLACK_MS past settleMs from then. */
  found: number;
  /** The settled pieces so far: their box, size and replaced colours by size. */
  pieces?: { box: StationaryThing['box']; size: number; was: Map<string, number> };
  /** Handed on (takeFound): its colour is known or will not be. */
  resolved: boolean;
  /** The track that left it: every piece of ground learnt within where it began is this hole's. */
  birth: Birth;
}

/** A track still in view at the end of the last window: it moved, and stood still from stillFrom (when it did). */
interface Tail {
  end: number; to: Track['to']; moved: boolean; stillFrom?: number;
  /** It stood long enough to be a stop (stoppedThing), not a slow walker's last steps. */
  stopped: boolean;
  /** The thing kept standing from it. */
  kept?: StationaryThing;
  /**
   * A vehicle's track still at its end too briefly to be a stop (stoppedThing): kept if the
   * detector learns it there (stalledThing), and then let go unkept if a track of the next window
   * carries it on (it had not stopped).
   */
  stalled?: Track;
}

export class StationaryKeeper {
  private things: StationaryThing[] = [];
  /** Gone, but still to be listed on the window that saw them go. */
  private gone: StationaryThing[] = [];
  private tails: Tail[] = [];
  /** Where and when every track of the last window ended, those at the edge too (see born). */
  private ends: Pick<Track, 'end' | 'to'>[] = [];
  private changes: Change[] = [];
  /** Lights switched lately (lightSwitched). */
  private switches: { ts: number; region?: StationaryThing['box'] }[] = [];
  /** Per kept thing, the share of its size seen going back to the view from before it, and when last. */
  private clearing = new WeakMap<StationaryThing, number>();
  private lastCleared = new WeakMap<StationaryThing, number>();
  /** Things the detector's learning began (not a track), and when their first piece was learnt. */
  private settledAt = new WeakMap<StationaryThing, number>();
  /** When the view began (the first frame, or the frame after a cut): what stood before it stood at least since then. */
  private viewStart?: number;
  private births: Birth[] = [];
  private holes: Hole[] = [];
  /** Things found standing since before the view, resolved and not yet handed on. */
  private found: StationaryThing[] = [];
  /** Things let go as nothing of them seemed to remain (letGoEmptied), with when: for a while, one of them may yet be seen leaving. */
  private emptied: StationaryThing[] = [];
  /** The end of the last window observed. */
  private lastEnd = 0;
  /** Things a departure left behind, and the time the detector was asked about them (leftBehind). */
  private readonly remainedAt = new WeakMap<StationaryThing, number>();
  /** Ground departures uncovered, learnt since the last takeUncovered. */
  private uncovered: StationaryThing['box'][] = [];

  /**
   * settleMs: how long foreground stands still before the detector learns it (its stationarySeconds).
   * view: the detector, asked what a thing that left put down where it stood (leftBehind).
   */
  constructor(private readonly settleMs = 30_000, private readonly view?: Pick<ViewProbe, 'remains'>) {}

  /** A frame's settled and cleared blobs, applied when the window they fall in closes (observe). */
  sceneChanged(ts: number, settled: Blob[], cleared: Blob[]): void {
    this.changes.push({ ts, settled, cleared });
  }

  /** A light switched at ts, over `region` (a lamp's pool) or the whole view. */
  lightSwitched(ts: number, region?: StationaryThing['box']): void {
    this.switches = [...this.switches.filter((x) => x.ts > ts - 2 * (this.settleMs + SWITCH_SLACK_MS)), { ts, region }];
  }

  /** Whether a piece learnt at ts began standing as a light switched over it (see SWITCH_SLACK_MS). */
  private learntLight(ts: number, box: StationaryThing['box']): boolean {
    const stood = ts - this.settleMs;
    return this.switches.some((x) => Math.abs(stood - x.ts) <= SWITCH_SLACK_MS && (!x.region || overlaps(grownRegion(x.region), box)));
  }

  /**
   * A track that is a light switching: born as it switched (within a frame or two), over its
   * pool where it is known, and going nowhere. A lamp whose pool is most of what is lit at night
   * is foreground for the few frames the detector takes to follow it, and was kept as a big grey
   * "vehicle" in view for 16 s each time the garage light went on or off.
   */
  private relit(t: Track): boolean {
    if (t.direction !== 'none') return false;
    return this.switches.some((x) => t.start >= x.ts && t.start - x.ts <= SWITCH_SLACK_MS
      && (!x.region || (!!t.box && insideShare(t.box, grownRegion(x.region)) >= 0.8)));
  }

  /** The view began at ts (the first frame, or a cut; see clear). */
  viewStarted(ts: number): void {
    this.viewStart = ts;
  }

  /**
   * A window closed at `end` with these tracks: new things that stopped, and standing things that
   * left. Returns the tracks less those that are only ground a departure uncovered.
   */
  observe(tracks: Track[], end = Infinity): Track[] {
    const tails: Tail[] = [];
    const tracked = tracks.filter((t) => !this.relit(t));
    for (const raw of [...tracked].sort((a, b) => a.start - b.start)) {
      // Moved off it: a walker at 0.25 fps covers under MIN_TRAVEL in a 30 s window, and so has
      // no direction, yet ends off the spot. Not a blob that stays on it (a parked truck's
      // shrinks and its centre wanders while the detector learns it piece by piece).
      const movedOff = (s: StationaryThing) => apart(raw.from, raw.to) > STILL_TRAVEL && !startsAt({ from: raw.to }, s);
      // A track carrying on one that moved through the window before (a walker passing in front
      // of a stopped lorry, cut by a window) is no departure of what stands where it is picked up.
      // Of the things it could have left, the one nearest its size: a person who stood in front of
      // a parked car walks off from the car's spot too. And one no smaller than a part of it: a
      // walker passing a parked van is no van leaving.
      // Unless it also picks up where a thing kept as it stood at that window's end was last seen:
      // a cleaner's trolley, split off him, stalled for the last frames of a window (the blob
      // they make together held its centre back) and was kept standing; the next window's track
      // of it, moving on beside him, carried on him too and was no departure, so the trolley
      // stood in the lobby until midnight.
      // A thing kept as it stalled at the window's end that moves on in this one had not stopped
      // (the shop front's lorry, kept where it crept at a window's end, still crawled on to the
      // kerb, and its box there swallowed the parcel put down at the door).
      const crept = this.tails.find((x) => x.stalled && x.kept && this.things.includes(x.kept) && pickedUpAfter(x, raw, BORN_APART));
      if (crept) { this.things = this.things.filter((s) => s !== crept.kept); this.clearing.delete(crept.kept!); }
      const carries = this.carriesOn(raw);
      const resumes = (s: StationaryThing) => this.tails.some((x) => x.kept === s && pickedUpAfter(x, raw, BORN_APART));
      const left = nearestInSize(raw.size, this.things.filter((s) => (!carries || resumes(s)) && raw.start >= s.since && startsAt(raw, s)
        && raw.size * LEAVING_SHARE >= s.size && (raw.direction !== 'none' || raw.leaving || movedOff(s)) && !this.stillHeld(s)));
      if (left) {
        this.things = this.things.filter((s) => s !== left);
        this.clearing.delete(left);
        this.gone.push({ ...left, until: raw.start });
        this.leftBehind(left, end);
        continue;
      }
      const t = this.continued(raw);
      if (t === raw && this.born(raw)) this.births.push({ start: raw.start, end: raw.end, from: raw.from, to: raw.to, frames: raw.frames, box: raw.box, heading: headingOf(raw), cut: end - raw.end <= CONTINUE_MS });
      else this.headFor(raw);
      const stopped = stoppedThing(t);
      const tail: Tail | undefined = t.leaving ? undefined : { end: t.end, to: t.to, moved: t.stillFrom !== undefined || t.direction !== 'none', ...(t.stillFrom !== undefined ? { stillFrom: t.stillFrom } : {}), stopped: !!stopped, ...(!stopped && t.stillFrom !== undefined && t.box && t.objectClass === 'vehicle' ? { stalled: t } : {}) };
      if (tail) tails.push(tail);
      // What stands over a kept thing is that thing (a piece of it learnt later: of its size, or
      // inside its box), unless it is of another size and stands out of it: a person who stops in
      // front of a parked car, her head above its roof.
      if (!stopped || this.things.some((s) => overlaps(s.box, stopped.box) && (alike(s.size, stopped.size) || insideShare(stopped.box, s.box) >= PIECE_INSIDE))) continue;
      if (this.holeAt(stopped.box) || this.departedFrom(stopped.box, stopped.size, t.end)) continue;
      // Things that met in one blob and parted: its centre stood while they passed each other (two
      // walkers crossing), and as it ended, tracks set off from inside its box.
      if (tracked.some((o) => o !== raw && o.start >= t.end && o.start - t.end <= CONTINUE_MS && holds(stopped.box, o.from) && apart(o.from, o.to) > STILL_TRAVEL)) continue;
      this.things.push(stopped);
      if (tail) tail.kept = stopped;
    }
    this.tails = tails;
    this.ends = tracked.map((t) => ({ end: t.end, to: t.to }));
    for (const c of this.changes.filter((x) => x.ts < end)) this.applyChange(c, end);
    this.changes = this.changes.filter((x) => x.ts >= end);
    this.letGoEmptied(tracked);
    if (this.things.length > MAX_KEPT) this.things = this.things.slice(-MAX_KEPT);
    const ghost = (t: Track) => !headingOf(t) && this.holes.some((h) => t.start >= h.thing.until! && startsAt(t, h.thing) && startsAt({ from: t.to }, h.thing));
    const out = tracked.filter((t) => !ghost(t));
    const life = this.settleMs + HOLE_SLACK_MS;
    for (const h of this.holes) if (!h.resolved && (h.pieces || end - h.found > life)) this.resolve(h);
    this.holes = this.holes.filter((h) => end - h.found <= life);
    this.births = this.births.filter((b) => end - b.start <= life);
    if (Number.isFinite(end)) this.lastEnd = end;
    return out;
  }

  /** Whether a departure's thing is still waiting for its colour (the windows that list it wait too). */
  awaiting(): boolean {
    // Also a birth that may yet show its way in the next window, or that showed it there and
    // whose ground has not settled: the window that saw it go is to list what stood there.
    const life = this.settleMs + HOLE_SLACK_MS;
    return this.holes.some((h) => !h.resolved)
      || this.births.some((b) => (!b.heading && b.cut && this.lastEnd - b.end <= CONTINUE_MS) || (b.late && !b.left && this.lastEnd - b.start <= life));
  }

  /** Hands on what waits for its colour as it is (end of stream, a gap in the footage). */
  resolvePending(): void {
    for (const h of this.holes) if (!h.resolved) this.resolve(h);
  }

  /** The things found standing since before the view (see the header) since the last call, colour and all. */
  takeFound(): StationaryThing[] {
    const out = this.found;
    this.found = [];
    return out;
  }

  /**
   * A track born inside the view after it began: not at the edge, on no kept thing, and carrying
   * on none of the window before (a walker cut by a window is picked up where she was).
   */
  private born(t: Track): boolean {
    if (t.entering || this.viewStart === undefined || t.start <= this.viewStart) return false;
    if (this.things.some((s) => startsAt(t, s))) return false;
    // One that ended at the edge is carried on too: a car turning in off the road touched the
    // bottom of the view as the window closed, and its drive up onto the drive was no birth.
    return !this.ends.some((x) => pickedUpAfter(x, t, BORN_APART));
  }

  /**
   * A birth that went nowhere yet in its window (a car backing off the drive towards the camera,
   * cut by the window before it turns into the road) takes the way of the track that carries it
   * on, picked up a frame or two after it ended near where it was last seen.
   */
  private headFor(t: Track): void {
    const way = headingOf(t);
    if (!way) return;
    const b = this.births.find((x) => !x.heading && pickedUpAfter(x, t, BORN_APART));
    if (b) { b.heading = way; b.late = true; }
  }

  /**
   * A track picked up a frame or two after one still moving at the end of the window before ended
   * near where it starts: that one, going on (one that had stopped there and now moves has left;
   * a walker's last two short steps at 0.25 fps are no stop).
   */
  private carriesOn(t: Track): boolean {
    return this.tails.some((x) => x.moved && !x.stopped && pickedUpAfter(x, t, BORN_APART));
  }

  /** A hole still remembered over or beside this box (grown like a departure's start: a sliver of it is learnt a frame after the rest). */
  private holeAt(box: StationaryThing['box']): Hole | undefined {
    return this.holes.find((h) => overlaps(grown(h.pieces?.box ?? h.thing.box), box) || within(box, h.birth));
  }

  /**
   * Ground standing still (a stopped track or a settled blob) where tracks were born since at
   * most settleMs and HOLE_SLACK_MS before, one of which went somewhere: the thing that stood
   * there left, and this is where it stood. Kept as a hole; true when so.
   */
  private departedFrom(box: StationaryThing['box'], size: number, ts: number): Hole | undefined {
    const from = this.births.filter((b) => b.start <= ts && ts - b.start <= this.settleMs + HOLE_SLACK_MS && (startsAt(b, { box }) || within(box, b)));
    const led = from.find((b) => b.heading);
    if (!led || this.viewStart === undefined) return undefined;
    const until = Math.min(...from.map((b) => b.start));
    // Where a thing was let go as emptied not long before, that thing left now: it stood from when
    // it was kept (a tanker let go at night when a walker passed in front of it, too dark for the
    // detector to hold much of it, drove off forty minutes later: not a thing parked since midnight).
    this.emptied = this.emptied.filter((g) => ts - g.until! <= EMPTIED_MEMORY_MS);
    const was = this.emptied.filter((g) => g.until! <= until && overlaps(grown(g.box), box)).at(-1);
    const thing = { ...holeShaped(box, size), until, leftTowards: led.heading!, ...(was ? { since: was.since, resumed: true as const } : { since: this.viewStart, before: true as const }) };
    const hole: Hole = { thing, found: ts, resolved: false, birth: led };
    led.left = true;
    this.holes.push(hole);
    return hole;
  }

  /**
   * Where ground that a thing standing since before the view uncovered was learnt, since the last
   * call. The detector's long background there is that thing ("the view from before" it, held for
   * hours as for anything learnt standing): told so, it learns the ground instead, or anything of
   * the thing's colour passing the spot would match it and be learnt as it passed (the blue dog
   * walker crossing the drive the blue car had left, eight hours on).
   */
  takeUncovered(): StationaryThing['box'][] {
    const out = this.uncovered;
    this.uncovered = [];
    return out;
  }

  /** A settled piece of a hole: its box and size, and the colours the background held there. */
  private addPiece(h: Hole, b: Blob): void {
    this.uncovered.push(b.bbox);
    const p = h.pieces ?? { box: b.bbox, size: 0, was: new Map<string, number>() };
    p.box = union(p.box, b.bbox);
    p.size += b.size;
    const was = b.was?.[0];
    if (was) p.was.set(was, (p.was.get(was) ?? 0) + b.size);
    h.pieces = p;
  }

  private resolve(h: Hole): void {
    h.resolved = true;
    const p = h.pieces, colour = p ? [...p.was.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null : null;
    // The settled pieces are the ground it uncovered: its box, better than the still track's (the largest blob, its way out too).
    h.thing = { ...h.thing, ...(p ? holeShaped(p.box, p.size) : {}), colour };
    this.found.push(h.thing);
  }

  private applyChange(c: Change, end: number): void {
    for (const b of c.cleared) {
      // Beside it too (its box grown): a small thing's box is rough, and a carrier that picked it
      // up hid it as it went, so the view came back a sample or two at a time, around its edges.
      for (const s of this.things.filter((x) => x.since < c.ts && (this.remainedAt.get(x) ?? -Infinity) <= c.ts && overlaps(grown(x.box), b.bbox))) {
        // Gone on the frame most of it was seen gone (a frame or two after the first of it, at
        // the latest), so that the window listing its end is the one that saw it go.
        const share = (this.clearing.get(s) ?? 0) + (b.size * insideShare(b.bbox, s.box)) / Math.max(1e-6, s.size);
        this.clearing.set(s, share);
        this.lastCleared.set(s, c.ts);
        if (share < CLEARED_SHARE) continue;
        this.things = this.things.filter((x) => x !== s);
        this.gone.push({ ...s, until: c.ts });
        this.clearing.delete(s);
        this.leftBehind(s, end);
      }
    }
    for (const b of c.settled) {
      // Ground a departure uncovered, learnt: no thing put down, but what stood there.
      const hole = this.holeAt(b.bbox) ?? (this.things.some((s) => overlaps(grown(s.box), b.bbox)) ? undefined : this.departedFrom(b.bbox, b.size, c.ts));
      if (hole) { if (!hole.resolved) this.addPiece(hole, b); continue; }
      // Grown like a departure's start (startsAt): a sliver of a kept person learnt a frame
      // after the rest lies just beside the box its track gave it.
      const near = this.things.filter((s) => overlaps(grown(s.box), b.bbox));
      // A thing is learnt piece by piece over a few frames (its parts stopped changing at
      // slightly different times, settleMs after it stopped): a later piece adds to the thing
      // the first one began. Learnt long after, only what lies on a kept thing is that thing: a
      // parcel put down beside a lorry that stopped half an hour before is a thing of its own.
      // A lorry pulling in is learnt front first, its back half a minute later at a crawl: in
      // the thing's own colour, a piece beside it is more of it while that is under settleMs.
      const settling = near.find((s) => {
        const dt = c.ts - (this.settledAt.get(s) ?? s.since + this.settleMs);
        return dt <= SETTLING_MS || (dt < this.settleMs && !!s.colour && s.colour === b.colours[0]);
      });
      if (settling && this.settledAt.has(settling)) this.replace(settling, grownBy(settling, b));
      if (settling || near.some((s) => overlaps(s.box, b.bbox))) continue;
      if (this.learntLight(c.ts, b.bbox)) continue;
      // Learnt inside a vehicle's track that had just stopped as its window closed: that vehicle
      // stands there, learnt strip by strip. A tanker crawling onto the forecourt at 0.25 fps
      // stopped on the window's last frame; the rows of its flank, alike from frame to frame, were
      // learnt as it crept, and were kept as four thin "objects" that outlived it by four hours.
      // Not a walker's box: what is learnt in it is what they put down (the courier's parcel).
      const stalled = this.tails.find((x) => !x.kept && x.stalled && insideShare(b.bbox, x.stalled.box!) >= PIECE_INSIDE && c.ts - x.end <= this.settleMs + SETTLING_MS);
      if (stalled) {
        const st = stalledThing(stalled.stalled!, c.ts - this.settleMs);
        if (st) { this.things.push(st); stalled.kept = st; continue; }
      }
      const st = settledThing(b, c.ts - this.settleMs);
      if (st) { this.things.push(st); this.settledAt.set(st, c.ts); }
    }
  }

  /**
   * A kept thing of which some, or the ground beside it, went back to the view from before it
   * (less than CLEARED_SHARE: what the detector held learnt of it was a sliver, or it went back
   * a few samples a frame as its carrier uncovered it) and over whose box nothing is left: no
   * track in the window (nothing moving there) and nothing held learnt standing there. It has
   * gone, when it was last seen going (or when the window before, which listed it, ended). A
   * neighbour who waited at the door for the parcel was kept as a sliver learnt while she stood;
   * the track she left on took the parcel (nearest in size), and she was kept standing there till
   * midnight. A thing only ever partly learnt is judged by what is held of it, however thin.
   */
  private letGoEmptied(tracks: Track[]): void {
    if (!this.view) return;
    for (const s of this.things.filter((x) => this.clearing.has(x))) {
      const area = grown(s.box);
      if (tracks.some((t) => (t.box && overlaps(t.box, area)) || holds(area, t.from) || holds(area, t.to))) continue;
      if (this.view.remains(s.box, this.things.filter((x) => x !== s).map((x) => x.box), 1)) continue;
      this.things = this.things.filter((x) => x !== s);
      // Listed on the window that found it gone: the one before listed it standing to its end.
      const gone = { ...s, until: Math.max(this.lastCleared.get(s)!, this.lastEnd) };
      this.gone.push(gone);
      this.emptied.push(gone);
      this.clearing.delete(s);
    }
  }

  /**
   * What a thing that left put down where it stood, kept standing from when that thing stood
   * there: the courier and the parcel they carried to the door stopped as one blob and were kept
   * as one thing, and when the courier walked off the parcel went with them. What the detector
   * still holds learnt there (not gone back to the view from before) is that parcel: a solid
   * piece, a share of the thing that left, outside what else is kept standing.
   */
  private leftBehind(s: StationaryThing, now: number): void {
    const m = LEFT_BEHIND_MARGIN, box = { x: s.box.x - s.box.w * m, y: s.box.y - s.box.h * m, w: s.box.w * (1 + 2 * m), h: s.box.h * (1 + 2 * m) };
    const r = this.view?.remains(box, this.things.map((t) => t.box));
    if (!r || r.size < LEFT_BEHIND_SHARE[0] * s.size || r.size > LEFT_BEHIND_SHARE[1] * s.size) return;
    // Solid: its samples fill much of its box (samples lie evenly over the frame, so a full box
    // holds its area's share of them), not stray edges of what left.
    if (r.size < LEFT_BEHIND_FILL * r.bbox.w * r.bbox.h) return;
    const st = settledThing(r, s.since);
    if (!st) return;
    this.things.push(st);
    // What went back to the view before now (the ground its carrier uncovered, beside it) was not it.
    this.remainedAt.set(st, now);
  }

  /**
   * Whether the detector still holds most of a kept thing learnt where it stands (not gone back
   * to the view from before): then whatever set off from its spot was not it. The courier who put
   * a parcel down at the door and walked off from beside it took the parcel with them at 11:05,
   * four and a half hours before the neighbour did.
   */
  private stillHeld(s: StationaryThing): boolean {
    const r = this.view?.remains(s.box, this.things.filter((x) => x !== s).map((x) => x.box));
    return !!r && r.size >= LEFT_BEHIND_SHARE[1] * s.size;
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
    // And it ends where that one was last seen: a walker slow enough that her last few steps at
    // 1 fps read as still has moved on by half that again a few frames later.
    const p = this.tails.find((x) => x.moved && pickedUpAfter(x, t, CONTINUE_NEAR) && apart(x.to, t.to) <= STILL_TRAVEL / 2);
    return p ? { ...t, stillFrom: p.stillFrom ?? p.end } : t;
  }

  /** The things standing at some time in [start, end), and those that left in it (with until). */
  during(start: number, end: number): StationaryThing[] {
    const out = [...this.gone, ...this.things].filter((s) => s.since < end && (s.until ?? Infinity) >= start);
    this.gone = this.gone.filter((s) => s.until! >= end);
    return out.sort((a, b) => a.since - b.since);
  }

  /** The view changed: what stood in the old view says nothing about the new one (what left it is handed on as it is). */
  clear(): void {
    this.resolvePending();
    this.holes = [];
    this.births = [];
    this.uncovered = [];
    this.viewStart = undefined;
    this.things = [];
    this.gone = [];
    this.emptied = [];
    this.tails = [];
    this.ends = [];
    this.changes = [];
    this.switches = [];
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
 * A track that stopped on its window's last frames (stalled) and that the detector then learnt
 * into the view: the thing stands in the track's box (where it was largest, as it came to a
 * halt; what was learnt lies inside it), from when it stopped or the first piece of it stood.
 */
function stalledThing(t: Track, learnt: number): StationaryThing | undefined {
  const b = t.box!;
  if (b.x <= EDGE || b.x + b.w >= 1 - EDGE) return undefined;
  return {
    since: Math.max(t.start, Math.min(t.stillFrom ?? t.end, learnt)), colour: t.colour, at: { x: b.x + b.w / 2, y: b.y + b.h / 2 }, box: b,
    size: t.size, objectClass: t.objectClass ?? 'object', ...(t.label ? { label: t.label } : {}),
  };
}

/**
 * A thing the detector learnt into the view with no kept thing there: it stood still from
 * `since`. Not at the edge (half out of view). Its class from its box (shapeClass): a standing
 * person is more than twice as tall as wide, so a thing less tall than that (in pixels, on a 16:9
 * frame) is no person whatever its size (a bag, a box): on sample boxes, a 24x22 px bag at 480 px
 * read 1.8 times taller than wide in frame fractions, a person 5-7 times.
 */
function settledThing(b: Blob, since: number): StationaryThing | undefined {
  if (b.size < MIN_SETTLED || b.bbox.x <= EDGE || b.bbox.x + b.bbox.w >= 1 - EDGE) return undefined;
  if (b.bbox.h < THIN) return undefined;
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
  return { since: s.since, colour: s.colour, at: { x: r(c.x), y: r(c.y) }, box, size: r(size), objectClass: shapeClass(box, size) };
}

/**
 * A standing thing's class from its box: by its size where it stands (classBySize), but nothing
 * that is not tall is a person (a bag). A van learnt into the view as it stood is a vehicle: it
 * was kept as an "object" through the idle windows it stood in, which outvoted its track.
 */
function shapeClass(box: StationaryThing['box'], size: number): StationaryThing['objectClass'] {
  const c = classBySize(box, size);
  if (c === 'person' && box.h < NOT_TALL * box.w) return 'object';
  // A flat strip is no vehicle: a sign on a wall high in the frame is vehicle-sized by depth.
  return c === 'vehicle' && box.h < FLAT * box.w ? 'object' : c;
}
/** Height over width, in fractions of a 16:9 frame, under which a thing is under a quarter as tall as wide in pixels (a sign, a strip). */
const FLAT = 0.25 * (16 / 9);
/** Height over width, in fractions of a 16:9 frame, under which a thing is under twice as tall as wide in pixels. */
const NOT_TALL = 2 * (16 / 9);

/** Where a thing stood that left a hole: a vehicle by its size, but nothing person-sized that is not tall is a person (a bag). */
function holeShaped(bx: StationaryThing['box'], size: number): Pick<StationaryThing, 'at' | 'box' | 'size' | 'objectClass'> & { colour: string | null } {
  const r = (v: number) => Math.round(v * 1000) / 1000;
  const box = { x: r(bx.x), y: r(bx.y), w: r(bx.w), h: r(bx.h) };
  return { at: { x: r(box.x + box.w / 2), y: r(box.y + box.h / 2) }, box, size: r(size), objectClass: shapeClass(box, size), colour: null };
}

/**
 * The way a track born inside the view went: its direction, or else the edge its box reached
 * while its centre moved towards it (a thing driving off its spot is one blob with the ground it
 * uncovers, whose centre stays behind).
 */
export function headingOf(t: Track): TravelDirection | undefined {
  if (t.direction !== 'none') return t.direction;
  const b = t.box, dx = t.to.x - t.from.x, dy = t.to.y - t.from.y;
  if (!b) return undefined;
  if (b.x <= EDGE && dx < 0) return 'right-to-left';
  if (b.x + b.w >= 1 - EDGE && dx > 0) return 'left-to-right';
  if (b.y + b.h >= 1 - EDGE && dy > 0) return 'top-to-bottom';
  if (b.y <= EDGE && dy < 0) return 'bottom-to-top';
  return undefined;
}

function union(a: StationaryThing['box'], b: StationaryThing['box']): StationaryThing['box'] {
  const x0 = Math.min(a.x, b.x), y0 = Math.min(a.y, b.y);
  return { x: x0, y: y0, w: Math.max(a.x + a.w, b.x + b.w) - x0, h: Math.max(a.y + a.h, b.y + b.h) - y0 };
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

/** Whether t starts a frame or two (CONTINUE_MS) after x ended, within `near` of where x was last seen: x going on. */
function pickedUpAfter(x: Pick<Track, 'end' | 'to'>, t: Pick<Track, 'start' | 'from'>, near: number): boolean {
  return t.start > x.end && t.start - x.end <= CONTINUE_MS && apart(x.to, t.from) <= near;
}


/** The thing whose size is nearest `size` (by ratio). */
function nearestInSize(size: number, things: StationaryThing[]): StationaryThing | undefined {
  const off = (s: StationaryThing) => Math.abs(Math.log(Math.max(1e-6, s.size) / Math.max(1e-6, size)));
  return things.reduce<StationaryThing | undefined>((best, s) => (!best || off(s) < off(best) ? s : best), undefined);
}

/**
 * Whether ground learnt at `box` lies within what a birth covered where it began: a car backing
 * off the drive uncovers its spot a strip at a time from the far end, and the first strip learnt
 * is half a car from the centre it started at (its box while it left reaches over all of it).
 */
function within(box: StationaryThing['box'], b: Birth): boolean {
  return !!b.box && insideShare(box, b.box) >= 0.5 && b.from.x >= b.box.x && b.from.x <= b.box.x + b.box.w;
}

/** The box grown by NEAR of its size on each side. */
function grown(b: StationaryThing['box']): StationaryThing['box'] {
  return { x: b.x - b.w * NEAR, y: b.y - b.h * NEAR, w: b.w * (1 + 2 * NEAR), h: b.h * (1 + 2 * NEAR) };
}

function overlaps(a: StationaryThing['box'], b: StationaryThing['box']): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

const grownRegion = (r: StationaryThing['box']): StationaryThing['box'] => ({ x: r.x - SWITCH_EDGE, y: r.y - SWITCH_EDGE, w: r.w + 2 * SWITCH_EDGE, h: r.h + 2 * SWITCH_EDGE });
