// Pace as a word on which person a noun of manner names: a cyclist rides past at several times
// a walker's pace, a jogger runs at about twice it. WordNet says what kind of traveller a noun
// is (a biker is a cyclist, a cyclist a rider; a jogger a runner), PACE_ANCHORS how fast each
// kind typically goes; the footage says how fast each candidate went beside the others of its
// class on the camera (most of whom walk), so no camera calibration is needed.
import { hypernymClosure, nounLemma, nounSenses, senseOffset } from './wordnet.ts';
import { senseClass } from './noun-class.ts';

/** Typical pace (m/s) of kinds of traveller, each a WordNet sense [lemma, sense number]; the nearest one a noun is a kind of decides. */
export const PACE_ANCHORS: [lemma: string, sense: number, metresPerSecond: number][] = [
  ['pedestrian', 1, 1.4], ['runner', 2, 3], ['skater', 1, 3.5], ['rider', 1, 5], ['motorcyclist', 1, 10],
  // What a person rides ("the man on the bike"): they go at its pace.
  ['bicycle', 1, 5], ['motorcycle', 1, 10], ['horse', 1, 4],
];

/** Verbs of manner of motion with their typical pace (m/s): "which way did the man run?" is the one who ran. */
export const PACE_VERBS: Record<string, number> = {
  walk: 1.4, stroll: 1, amble: 1, wander: 1, saunter: 1, march: 1.6, run: 3, jog: 2.8, sprint: 6, dash: 5, race: 5, rush: 3,
  cycle: 5, bike: 5, pedal: 5, ride: 5, skate: 3.5, skateboard: 3.5, scoot: 3,
};

/** A walker's pace (m/s): what the others of the class on a camera mostly go at. */
export const WALKING_PACE = 1.4;

/** Senses of a noun looked at (rarer ones are not what a question about a camera means). */
const MAX_SENSES = 4;

const paceCache = new Map<string, number | null>();

/**
 * The typical pace of what a noun names, over a walker's (a cyclist about 3.6, a jogger about
 * 2), from the first of its senses (a person, or what a person rides) that is a kind of traveller
 * or conveyance PACE_ANCHORS gives; undefined when none is (a guard, a courier: their pace says
 * nothing of who they are).
 */
export function paceOverWalking(noun: string): number | undefined {
  if (!paceCache.has(noun)) {
    const lemma = nounLemma(noun) ?? nounLemma(noun.split(/\s+/).pop()!) ?? noun;
    const anchors = new Map(PACE_ANCHORS.flatMap(([l, n, v]) => { const o = senseOffset(l, n); return o === undefined ? [] : [[o, v] as const]; }));
    let found: number | undefined;
    for (const s of nounSenses(lemma).slice(0, MAX_SENSES)) {
      const cls = senseClass(s);
      if (cls !== 'person' && cls !== 'vehicle' && cls !== 'animal') continue;
      const hit = [s.synset, ...hypernymClosure(s.synset)].find((h) => anchors.has(h.offset));
      if (hit) { found = anchors.get(hit.offset)! / WALKING_PACE; break; }
    }
    paceCache.set(noun, found ?? null);
  }
  return paceCache.get(noun) ?? undefined;
}

/** The typical pace a verb of manner of motion says, over a walker's; undefined for one that says none ("come", "go"). */
export function verbPaceOverWalking(verb: string | undefined): number | undefined {
  const v = verb ? PACE_VERBS[verb] : undefined;
  return v === undefined ? undefined : v / WALKING_PACE;
}

/**
 * Whether a noun names a pedal cycle ("bike", "pushbike", "bicycle", "tandem"): ridden, it is seen
 * as its rider -- person-sized, at a rider's pace -- so it is looked for among people. Its
 * commonest sense decides (a "bike" is first a motorcycle in WordNet, then a bicycle: either of
 * its two first senses).
 */
export function pedalCycle(noun: string): boolean {
  const bicycle = senseOffset('bicycle', 1);
  if (bicycle === undefined) return false;
  const lemma = nounLemma(noun) ?? noun;
  return nounSenses(lemma).slice(0, 2).some((s) => [s.synset, ...hypernymClosure(s.synset)].some((h) => h.offset === bicycle));
}
