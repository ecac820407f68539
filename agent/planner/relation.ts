// The subject tied to another thing by a relative clause: "the person who walked to the red
// car", "the man that got into the white van". The other thing is found as "when did the red
// car appear?" finds it (the same matching, the longest stay of those that match: a thing
// walked to stands); of the things that match the subject, those whose path (entity `path`,
// centres at moments) comes beside it while it is in view are the ones meant, closest first.
// Which verb it was (walk to, get into, stand by) does not change what is looked for: every
// such clause puts the two together in the frame at one time.
import { asksAnyone, parseIntent, type Intent } from '../question/intent.ts';
import { kindKnown, matchesSubject } from '../question/subject.ts';
import type { PathPoint } from '../question/frame-place.ts';
import type { PlanRun } from './plan-run.ts';
import type { Thing } from './plan-things.ts';

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

/** Finds the other thing and says which of `things` came beside it. */
export async function relatedTo(run: PlanRun, all: Thing[], gather: (run: PlanRun) => Promise<{ matches: Thing[] }>): Promise<Related> {
  const relation = run.intent.relation!;
  const { matches } = await gather(run.sub(parseIntent(`When did ${relation.phrase} appear?`)));
  const target = [...matches].sort((a, b) => (b.last - b.first) - (a.last - a.first))[0];
  if (!target) return { near: [] };
  const near = all.filter((t) => t !== target && !sameThing(t, target))
    .map((thing) => ({ thing, ...closestApproach(thing, target) }))
    .filter((n): n is Related['near'][number] => n.distance !== undefined && n.distance <= REACH)
    .sort((a, b) => a.distance - b.distance);
  return { target, near };
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
  const near = related.near.map((n) => n.thing);
  const kept = near.filter((t) => matches.includes(t));
  if (kept.length || !asksAnyone(intent)) return kept;
  const anyKind = { ...intent, objectClass: undefined, subjectClass: undefined };
  return near.filter((t) => t.moving && !kindKnown(seen(t)) && walkerPace(t, all) && matchesSubject({ colour: t.colour, direction: t.direction }, anyKind));
}

const seen = (t: Thing) => ({ colour: t.colour, detected: t.detected, label: t.label, objectClass: t.objectClass });

/** How far a thing moved per second (frame widths), along its path. */
function pace(t: Thing): number | undefined {
  const p = t.path ?? [];
  if (p.length < 2 || p.at(-1)!.t <= p[0].t) return undefined;
  let d = 0;
  for (let i = 1; i < p.length; i++) d += Math.hypot(p[i].x - p[i - 1].x, p[i].y - p[i - 1].y);
  return d / ((p.at(-1)!.t - p[0].t) / 1000);
}

/** How much faster than the fastest person classed on the camera a walker may seem to go. */
const WALKER_PACE_FACTOR = 2;

/** No faster than people perception classed on the same camera walk (true when none was, or its pace is unknown). */
function walkerPace(t: Thing, all: Thing[]): boolean {
  const own = pace(t);
  const people = all.filter((x) => x.camera === t.camera && x.moving && kindKnown(seen(x)) && (x.detected ?? x.objectClass) === 'person').map(pace).filter((v): v is number => v !== undefined);
  return own === undefined || !people.length || own <= WALKER_PACE_FACTOR * Math.max(...people);
}
