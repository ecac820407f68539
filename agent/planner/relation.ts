// The subject tied to another thing by a relative clause: "the person who walked to the red
// car", "the man that got into the white van". The other thing is found as "when did the red
// car appear?" finds it (the same matching, the longest stay of those that match: a thing
// walked to stands); of the things that match the subject, those whose path (entity `path`,
// centres at moments) comes beside it while it is in view are the ones meant, closest first.
// Which verb it was (walk to, get into, stand by) does not change what is looked for: every
// such clause puts the two together in the frame at one time. A thing left or taken ("who left
// the bag behind?", "who picked up the bag?") is one that stood, and who did it is who was at
// it when it came to stand or when it went (handover): a bag put down out of its carrier's
// blob is learnt into the view where the carrier just was.
import { asksAnyone, parseIntent, type Intent } from '../question/intent.ts';
import { kindKnown, matchesSubject } from '../question/subject.ts';
import type { PathPoint } from '../question/frame-place.ts';
import type { PlanRun } from './plan-run.ts';
import { waited, type Thing } from './plan-things.ts';
import { pace } from './thing-pace.ts';
import { vehicleAt } from './boarding.ts';
import { classEvent } from '../question/verb-class.ts';

/**
 * How near (centre to centre, in fractions of the frame) counts as beside it: a car's half
 * length and a step. Entities carry no box, only centres.
 */
export const REACH = 0.2;

export interface Related {
  /** The other thing, when it was seen. */
  target?: Thing;
  /** Things of any kind that came beside it, closest first (the answer names them when none matches the subject). */
  near: { thing: Thing; distance: number; at: number }[];
}

/** Where a path was at t: straight between its points, held at its ends. */
export function positionAt(path: PathPoint[], t: number): { x: number; y: number } | undefined {
  if (!path.length) return undefined;
  if (t <= path[0].t) return path[0];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1], b = path[i];
    if (t <= b.t) {
      const f = b.t === a.t ? 1 : (t - a.t) / (b.t - a.t);
      return { x: a.x + f * (b.x - a.x), y: a.y + f * (b.y - a.y) };
    }
  }
  return path.at(-1);
}

/** The closest `t` came to `target` while both were in view, and when; undefined when they never were at once. */
export function closestApproach(t: Thing, target: Thing): { distance: number; at: number } | undefined {
  if (!t.path?.length || !target.path?.length || t.camera !== target.camera) return undefined;
  let best: { distance: number; at: number } | undefined;
  for (const p of t.path) {
    if (p.t < target.first || p.t > target.last) continue;
    const q = positionAt(target.path, p.t)!;
    const distance = Math.hypot(p.x - q.x, p.y - q.y);
    if (!best || distance < best.distance) best = { distance, at: p.t };
  }
  return best;
}

/**
 * How long before a thing was known to stand it may have been put down: a still thing is learnt
 * into the view (and kept as standing) stationarySeconds after it stopped changing, 30 s by
 * default, and a frame or two later at the low analysis rates. Its taker was at it as long
 * before it was last seen standing (the view cleared once it was carried off).
 */
export const HANDOVER_MS = 60_000;
/** ... and this long after that moment (a frame or two). */
const HANDOVER_SLACK_MS = 10_000;
/** A relation's other thing said as anyone at all ("met somebody", "talked to a person"). */
const INDEFINITE_OTHER = /^(?:some|any)(?:one|body)$|^(?:a|another|some)\s+(?:person|people|other person)$/i;
/** A path is looked at this often between its points for how close it came. */
const STEP_MS = 1000;

/** The stretch of time in which a thing was put down (start) or taken (end): before it was known to stand, or to be gone. */
export function handover(target: Thing, edge: 'start' | 'end'): { from: number; to: number; at: number } {
  const stands = target.standing?.length ? target.standing : [{ from: target.first, to: target.last }];
  const at = edge === 'start' ? stands[0].from : stands.at(-1)!.to;
  return { from: at - HANDOVER_MS, to: at + HANDOVER_SLACK_MS, at };
}

/** The closest `t` came to where `target` was during [from, to], its path followed step by step; undefined when it was not in view then. */
export function closestDuring(t: Thing, target: Thing, from: number, to: number): { distance: number; at: number } | undefined {
  const p = t.path ?? [];
  if (!p.length || !target.path?.length || t.camera !== target.camera) return undefined;
  const lo = Math.max(from, p[0].t), hi = Math.min(to, p.at(-1)!.t);
  let best: { distance: number; at: number } | undefined;
  for (let ts = lo; ts <= hi; ts += STEP_MS) {
    const a = positionAt(p, ts)!, b = positionAt(target.path, ts)!;
    const distance = Math.hypot(a.x - b.x, a.y - b.y);
    if (!best || distance < best.distance) best = { distance, at: ts };
  }
  return best;
}

/** Finds the other thing and says which of `things` came beside it; one left or taken ("who left the bag behind?"): who was at it then. */
export async function relatedTo(run: PlanRun, all: Thing[], gather: (run: PlanRun) => Promise<{ all: Thing[]; matches: Thing[] }>): Promise<Related> {
  const relation = run.intent.relation!;
  const sub = run.sub(parseIntent(`When did ${relation.phrase} appear?`));
  const found = await gather(sub);
  // A thing left or taken is one that stood: of those that match, or, when what moved matched first, of all that stood and match.
  // Someone who stood a while is no thing left, nor a sign put up; what never moved of itself (put down) comes first.
  const stood = (t: Thing) => !!t.standing?.length && t.shows === undefined && !['person', 'animal'].includes(t.detected ?? t.objectClass ?? '');
  // Of all that stood, too: what was put down never moved of itself, so an arrival ("when did the
  // bag appear?") may not match it at all (the lobby's bag, carried in inside its carrier's blob).
  const candidates0 = !relation.edge ? found.matches
    : [...new Set([...found.matches.filter(stood), ...found.all.filter((t) => stood(t) && matchesSubject(seen(t), sub.intent))])];
  // "the one in green who met somebody": anyone at all, but another than the one asked of.
  const other = INDEFINITE_OTHER.test(relation.phrase.trim()) ? candidates0.filter((t) => !matchesSubject(seen(t), run.intent)) : [];
  const candidates = other.length ? other : candidates0;
  // One that stood a while before one that paused (a cleaner's trolley stalled for 16 s is no bag left for hours).
  const target = [...candidates].sort((a, b) => Number(waited(b)) - Number(waited(a)) || Number(a.moving) - Number(b.moving) || (b.last - b.first) - (a.last - a.first))[0];
  if (!target) return { near: [] };
  return { target, near: MEETING_VERBS.has(relation.verb ?? '') ? metWith(all, target) : nearOf(all, target, relation.edge) };
}

/**
 * Verbs of two people meeting ("the one who met somebody", "who chatted with the man in black"):
 * they stood or walked together a while, which in a wide view may be a step or two apart.
 */
const MEETING_VERBS = new Set(['meet', 'chat', 'talk', 'speak', 'greet', 'join', 'natter', 'converse', 'hug']);
/** How near two who met stood, centre to centre (a conversation's distance in a wide view). */
const MET_REACH = 0.3;

/** Things of `all` that were within a meeting's reach of `target` at some moment both were in view, closest first. */
export function metWith(all: Thing[], target: Thing): Related['near'] {
  return within(all, target, MET_REACH, (thing) => closestDuring(thing, target, Math.max(thing.first, target.first), Math.min(thing.last, target.last)));
}

/** Things of `all` (not `target` itself) whose closest measured distance to it is within `reach`, closest first. */
function within(all: Thing[], target: Thing, reach: number, closest: (t: Thing) => { distance: number; at: number } | undefined): Related['near'] {
  return all.filter((t) => t !== target && !sameThing(t, target))
    .map((thing) => ({ thing, ...closest(thing) }))
    .filter((n): n is Related['near'][number] => n.distance !== undefined && n.distance <= reach)
    .sort((a, b) => a.distance - b.distance);
}

/** Things of `all` that came beside `target` while it was in view, or, with an edge, at it when it was put down (start) or taken (end); closest first. */
export function nearOf(all: Thing[], target: Thing, edge?: 'start' | 'end'): Related['near'] {
  const window = edge ? handover(target, edge) : undefined;
  return within(all, target, REACH, (thing) => (window ? closestDuring(thing, target, window.from, window.to) : closestApproach(thing, target)));
}

const sameThing = (a: Thing, b: Thing) => a.camera === b.camera && a.first === b.first && a.last === b.last && a.colour === b.colour;

/**
 * Of the things that came beside the other thing, those the question's subject can be: those
 * that match it, closest first. Asked about anyone at all ("did anybody go near the red car?")
 * and none known to be a person came, a thing whose kind nothing named -- no detector's name,
 * no class perception gave it, only its size -- that moved at a walker's pace and came beside
 * it may be someone (a walker the tracker saw as one medium blob): it answers, described as it
 * was seen. A walker's pace is that of the people perception did class on the same camera.
 */
export function relatedMatches(intent: Intent, related: Related, matches: Thing[], all: Thing[]): Thing[] {
  // "The car that picked up the woman in purple", "the motor that collected her": a vehicle that
  // takes a person is the one they went from view at (got into, boarding.ts).
  const target = related.target;
  if (target && intent.objectClass === 'vehicle' && (target.objectClass === 'person' || target.detected === 'person') && takesSomeone(intent.relation)) {
    const into = vehicleAt(target, matches, 'board');
    if (into) return [into];
  }
  const near = related.near.map((n) => n.thing);
  const kept = near.filter((t) => matches.includes(t));
  if (kept.length) return kept;
  // "The van that dropped the parcel off": a vehicle stands off where its driver carries the thing,
  // never beside it. One in view while the thing was put down (or taken) is the one, nearest in time first.
  const edge = intent.relation?.edge;
  if (edge && related.target && intent.objectClass === 'vehicle') {
    const w = handover(related.target, edge);
    return matches.filter((t) => t.first <= w.to && t.last >= w.from).sort((a, b) => gapTo(a, w.at) - gapTo(b, w.at));
  }
  if (!asksAnyone(intent)) return kept;
  const anyKind = { ...intent, objectClass: undefined, subjectClass: undefined };
  return near.filter((t) => t.moving && !kindKnown(seen(t)) && walkerPace(t, all) && matchesSubject({ colour: t.colour, direction: t.direction }, anyKind));
}

/** How far from `at` a thing was in view (0 when it was then). */
const gapTo = (t: Thing, at: number) => Math.max(0, t.first - at, at - t.last);

const seen = (t: Thing) => ({ colour: t.colour, detected: t.detected, label: t.label, objectClass: t.objectClass });

/** How much faster than the fastest person classed on the camera a walker may seem to go. */
const WALKER_PACE_FACTOR = 2;

/** No faster than people perception classed on the same camera walk (true when none was, or its pace is unknown). */
function walkerPace(t: Thing, all: Thing[]): boolean {
  const own = pace(t);
  const people = all.filter((x) => x.camera === t.camera && x.moving && kindKnown(seen(x)) && (x.detected ?? x.objectClass) === 'person').map(pace).filter((v): v is number => v !== undefined);
  return own === undefined || !people.length || own <= WALKER_PACE_FACTOR * Math.max(...people);
}

/** A clause of taking ("that picked up", "that collected", "that fetched"): said of a vehicle and a person, the person got in. */
function takesSomeone(relation: Intent['relation']): boolean {
  return !!relation?.verb && classEvent(relation.verb, relation.prep)?.cls === 'take';
}
