// How fast a tracked thing went, and of several people a question could mean, the one a noun of
// manner names by pace ("which way did the cyclist go?": the one who went by at a rider's pace
// beside those who walked). See question/kind-pace.ts for the paces of kinds.
import { paceOverWalking, verbPaceOverWalking } from '../question/kind-pace.ts';
import { nearestFit } from '../question/kind-size.ts';
import type { Intent } from '../question/intent.ts';
import type { Thing } from './plan-things.ts';

/** How far a thing moved per second (in frame widths and heights), along its path. */
export function pace(t: Pick<Thing, 'path'>): number | undefined {
  const p = t.path ?? [];
  if (p.length < 2 || p.at(-1)!.t <= p[0].t) return undefined;
  let d = 0;
  for (let i = 1; i < p.length; i++) d += Math.hypot(p[i].x - p[i - 1].x, p[i].y - p[i - 1].y);
  return d / ((p.at(-1)!.t - p[0].t) / 1000);
}

/**
 * Pace in the thing's own heights per second: a walker near the camera crosses more of the frame
 * each second than one far away, but about as many of their own heights. Raw pace when its box
 * is not known.
 */
export function bodyPace(t: Pick<Thing, 'path' | 'peak'>): number | undefined {
  const v = pace(t), h = t.peak?.box?.h;
  return v === undefined ? undefined : h && h > 0 ? v / h : v;
}

/** Fewer people than this moving on the camera say nothing of how fast a walker goes there. */
const MIN_WALKERS = 3;
/** How far apart in pace two candidates may go and still be told apart by it no better than by chance. */
const SAME_PACE = 1.5;
/** A noun whose pace is within this factor of walking is no word on pace (a pedestrian is anyone on foot). */
const PACE_MATTERS = 1.5;

/**
 * Of the candidates for one person a noun or verb of manner names ("the cyclist", "the jogger",
 * "the man on the bike", "who ran past"), those
 * whose pace over a walker's on the camera (the lower median of the people moving there) best
 * fits the noun's typical pace, and those about as fast as it; all of them when the noun says
 * nothing of pace, the question asks of many, or the camera has too few walkers to judge.
 */
export function likeliestByPace(intent: Pick<Intent, 'labels' | 'objectClass' | 'many' | 'kind' | 'form' | 'verb'>, things: Thing[], all: Thing[]): Thing[] {
  if (intent.objectClass !== 'person' || intent.many || intent.form === 'how-many' || intent.kind === 'count' || intent.kind === 'list') return things;
  // The noun first ("the cyclist", "the man on the bike"), then the verb ("which way did she run?").
  const expected = intent.labels.map(paceOverWalking).find((v) => v !== undefined) ?? verbPaceOverWalking(intent.verb);
  if (expected === undefined || (expected < PACE_MATTERS && expected > 1 / PACE_MATTERS)) return things;
  // A walker's pace on each camera, once: the lower median of the people moving there.
  const paces = new Map<string, number[]>();
  for (const o of all) {
    const v = o.moving && (o.detected ?? o.objectClass) === 'person' ? bodyPace(o) : undefined;
    if (v !== undefined && v > 0) paces.set(o.camera, [...(paces.get(o.camera) ?? []), v]);
  }
  const walking = new Map([...paces].flatMap(([camera, vs]) => vs.length >= MIN_WALKERS ? [[camera, vs.sort((a, b) => a - b)[Math.floor((vs.length - 1) / 2)]] as const] : []));
  return nearestFit(things, (t) => {
    const own = bodyPace(t), walk = walking.get(t.camera);
    return own === undefined || walk === undefined ? undefined : own / walk / expected;
  }, SAME_PACE);
}
