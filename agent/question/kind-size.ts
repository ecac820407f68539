// Size as the last word on a kind the detector could not name: a thing it left unnamed may
// still be no bus, because beside the cars it named on the same camera it is far too small for
// one. Sizes are judged against where each thing stands (further away is higher in the frame
// and smaller, roughly with the square of the height of its lowest point, as in
// ingest/windows/track-builder.ts classBySize), and compared by the typical side-on area of
// each kind: a bus is several cars, a motorcycle a fraction of one.
import { labelClass, nounsAgree, senseClass, type NounClass } from './noun-class.ts';
import { hypernymClosure, nounLemma, nounSenses, synsetAt, type Synset } from './wordnet.ts';
import { specificNoun } from './subject.ts';
import type { Intent } from './intent-schema.ts';
import { depthScaled } from '../../core/depth-scale.ts';

/** Typical side-on area of each kind the detector names (m^2: length x height). */
export const TYPICAL_AREA_M2: Record<string, number> = {
  bicycle: 1.8 * 1.1, motorcycle: 2.1 * 1.2, car: 4.5 * 1.5, truck: 8 * 3, bus: 12 * 3.2, train: 60 * 3.8, boat: 8 * 2.5,
  person: 0.5 * 1.7, dog: 0.9 * 0.6, cat: 0.5 * 0.3, horse: 2.4 * 1.6, cow: 2.5 * 1.5, sheep: 1.3 * 0.9, bird: 0.3 * 0.2,
};

/**
 * Typical side-on area of kinds finer than those the detector names, which its kind's size
 * would misjudge: the detector's "truck" runs from a pickup to an articulated lorry, sized as a
 * box lorry; a van or a pickup is about half of one. Used for a noun that is one of these (or a
 * kind of one: a "moving van" is a van), else its kind's size; the finest first (a minivan is a van).
 */
export const FINER_AREA_M2: Record<string, number> = { minivan: 5 * 1.7, pickup: 5.3 * 1.8, 'delivery truck': 5.5 * 2.3, van: 5.5 * 2.3 };

/** The area a thing the noun names would have: of the finest kind it is that has a size. */
export function areaOf(noun: string, kind: string): number {
  // A compound WordNet lacks is the kind its head is ("delivery van": a van).
  const lemma = nounLemma(noun) ?? nounLemma(noun.split(/\s+/).pop()!) ?? noun;
  const senses = nounSenses(lemma).slice(0, MAX_SENSES).map((x) => x.synset);
  const up = new Set(senses.flatMap((x) => [x.offset, ...hypernymClosure(x).map((h) => h.offset)]));
  // Each finer kind by its senses of a class ("van": the vehicle, not the vanguard).
  const finer = Object.keys(FINER_AREA_M2).find((k) => nounSenses(k).some((x) => !!senseClass(x) && up.has(x.synset.offset)));
  return finer ? FINER_AREA_M2[finer] : TYPICAL_AREA_M2[kind];
}

/** How far (as a factor of area) a thing may be from what a kind would measure there, and still be one. */
export const SIZE_TOLERANCE = 3;

export interface SizedSighting { label?: string; size: number; box?: { x: number; y: number; w: number; h: number } }

/** Size over (bottom edge)^2: the same for one kind near the camera and far from it. */
export function scaledSize(s: SizedSighting): number | undefined {
  return s.box ? depthScaled(s.size, s.box) : undefined;
}

/** How far apart (in the height of their lowest points) two things stand for one to be judged beside the other unscaled. */
export const NEAR_DEPTH = 0.1;

const bottomOf = (s: SizedSighting) => (s.box ? s.box.y + s.box.h : undefined);

/**
 * Whether an unnamed sighting is too small or too large to be the kind `noun` names, judged
 * against the sightings the detector named on the same camera (refs): each named one says how
 * big a thing of the asked kind would be there; the median of those says. Those that stand at
 * its own depth say it when there are any (within NEAR_DEPTH): the scaling by depth is rough,
 * and on a street seen at an angle a near car scales to half a far one. Undefined when
 * nothing can tell (no named neighbour of a known size, or no size for the kind asked).
 */
export function tooUnlikeBySize(noun: string, cls: NounClass, s: SizedSighting, refs: SizedSighting[]): boolean | undefined {
  const median = sizeRatio(noun, cls, s, refs);
  return median === undefined ? undefined : median < 1 / SIZE_TOLERANCE || median > SIZE_TOLERANCE;
}

/**
 * A sighting's size over what a thing of the kind `noun` names would measure where it stands,
 * judged against the named refs (as tooUnlikeBySize): 1 is just the size, 2 twice it.
 */
export function sizeRatio(noun: string, cls: NounClass, s: SizedSighting, refs: SizedSighting[]): number | undefined {
  const kind = sizedKind(noun, cls, refs);
  const own = scaledSize(s);
  if (!kind || own === undefined) return undefined;
  const depth = bottomOf(s)!;
  const beside = refs.filter((r) => { const b = bottomOf(r); return b !== undefined && Math.abs(b - depth) <= NEAR_DEPTH && !!r.label && !!TYPICAL_AREA_M2[r.label]; });
  const ratios = (beside.length ? beside : refs).flatMap((r) => {
    const area = r.label ? TYPICAL_AREA_M2[r.label] : undefined, scaled = scaledSize(r);
    return area && scaled ? [own / (scaled * areaOf(noun, kind) / area)] : [];
  }).sort((a, b) => a - b);
  return ratios.length ? ratios[Math.floor(ratios.length / 2)] : undefined;
}

/** The kind most things of a class on a camera are: what the others are taken for when the detector named none of them. */
const COMMONEST_KIND: Partial<Record<NounClass, string>> = { vehicle: 'car' };
/** Fewer others than this of the class on the camera say nothing of how big its commonest kind is there. */
const MIN_OTHERS = 3;

/**
 * Whether an unnamed thing is too small or too large to be the kind `noun` names, judged
 * against the other things of its class on the camera when the detector named none there: most
 * vehicles passing a camera are cars, so the middling other one (by size scaled for depth) says
 * how big a car is there, and from it how big the kind asked would be (a lorry several cars, a
 * motorbike a fraction of one). Undefined for a class without a commonest kind or with too few
 * others.
 */
export function tooUnlikeAmong(noun: string, cls: NounClass, s: SizedSighting, others: SizedSighting[]): boolean | undefined {
  const ratio = sizeRatioAmong(noun, cls, s, others);
  return ratio === undefined ? undefined : ratio < 1 / SIZE_TOLERANCE || ratio > SIZE_TOLERANCE;
}

/**
 * Whether the noun names the kind the others of its class are taken for (a car, among
 * vehicles): sized against them, every one of them measures about one, so size tells none apart.
 */
export function isCommonestKind(noun: string, cls: NounClass): boolean {
  const common = COMMONEST_KIND[cls];
  return !!common && sizedKind(noun, cls, [{ label: common, size: 0 }]) === common && areaOf(noun, common) === TYPICAL_AREA_M2[common];
}

/** A thing's size over what the kind asked would measure there, judged against the others of its class (as tooUnlikeAmong). */
export function sizeRatioAmong(noun: string, cls: NounClass, s: SizedSighting, others: SizedSighting[]): number | undefined {
  const common = COMMONEST_KIND[cls];
  const refs = others.filter((o) => o.box).sort((a, b) => scaledSize(a)! - scaledSize(b)!);
  if (!common || refs.length < MIN_OTHERS) return undefined;
  // One a third of the way up alone: any of the others may be another kind (or the thing itself,
  // seen again as it left), so none is taken for a car by standing beside it; and of the kinds of
  // the class the commonest is the smallest but one or two (cars, among vans and lorries): the
  // middling one of a street's vehicles counted the lorry and the vans, and was no car.
  return sizeRatio(noun, cls, s, [{ ...refs[Math.floor(refs.length / 3)], label: common }]);
}

/**
 * The kind of TYPICAL_AREA_M2 a noun is sized as: of its senses in the class, the one nearest
 * in WordNet to what the detector named on the camera (a scooter beside cars and a bus is the
 * motor scooter, a wheeled vehicle, not the water scooter WordNet lists first, a boat), and the
 * kind nearest that sense (a scooter is about a bicycle). A sense that is itself a kind the
 * detector names is the one meant, however much nearer another sense is to what was named:
 * beside the coach alone, "car" is the car, not the railway car (nearer the bus in WordNet,
 * and about a bicycle's size). The nearest decides only between such senses ("bike": a
 * motorcycle or a bicycle), or where none is one ("scooter"). Without anything named, the
 * first kind a sense of the noun is, or is a kind of.
 */
export function sizedKind(noun: string, cls: NounClass, refs: SizedSighting[]): string | undefined {
  const named = [...new Set(refs.map((r) => r.label).filter((l): l is string => !!l && labelClass(l) === cls))].flatMap(firstSense);
  if (!named.length) return Object.keys(TYPICAL_AREA_M2).find((l) => nounsAgree(noun, l, cls));
  const kinds = Object.keys(TYPICAL_AREA_M2).filter((k) => labelClass(k) === cls);
  const all = nounSenses(nounLemma(noun) ?? noun).slice(0, MAX_SENSES).filter((x) => senseClass(x) === cls);
  const kindOf = (x: Synset) => kinds.find((k) => firstSense(k).some((n) => n.offset === x.offset));
  const own = all.filter((x) => kindOf(x.synset) !== undefined);
  // Else of the senses WordNet saw used, when any were ("bus" the coach, not the old banger).
  const senses = (own.length ? own : all.some((x) => x.tagCount > 0) ? all.filter((x) => x.tagCount > 0) : all).map((x) => x.synset);
  if (!senses.length) return undefined;
  const sense = nearest(senses, (x) => Math.min(...named.map((n) => pathLength(x, n))))!;
  const steps = (k: string) => Math.min(...firstSense(k).map((n) => pathLength(sense, n)));
  const kind = nearest(kinds, steps);
  return kind !== undefined && steps(kind) <= MAX_KIND_STEPS ? kind : undefined;
}

/** Senses of a noun looked at: rarer ones are not what a question about a camera means. */
const MAX_SENSES = 6;
/** How far in WordNet a kind of known size may be from the sense asked and still size it: a sister kind ("scooter": bicycle). */
const MAX_KIND_STEPS = 2;

const firstSense = (label: string) => nounSenses(nounLemma(label) ?? label).slice(0, 1).map((x) => x.synset);

/** The first of the items with the least score (ties keep the items' order). */
function nearest<T>(items: T[], score: (t: T) => number): T | undefined {
  return items.length ? items.reduce((best, t) => (score(t) < score(best) ? t : best)) : undefined;
}

/** Hypernyms of a synset with how many steps up each is (itself at 0). */
function depths(s: Synset): Map<number, number> {
  const out = new Map<number, number>([[s.offset, 0]]);
  const queue = [s];
  while (queue.length) {
    const x = queue.shift()!;
    for (const h of x.hypernyms) if (!out.has(h)) { out.set(h, out.get(x.offset)! + 1); queue.push(synsetAt(h)); }
  }
  return out;
}

/** Steps between two synsets through their nearest common hypernym (Infinity when none). */
function pathLength(a: Synset, b: Synset): number {
  const da = depths(a), db = depths(b);
  let best = Infinity;
  for (const [o, d] of da) { const e = db.get(o); if (e !== undefined) best = Math.min(best, d + e); }
  return best;
}

/**
 * Of sightings that match a question for a specific kind ("a bus"), those the detector did not
 * name but that are far too small or large for one beside those it named of the same class in
 * the same look are dropped; named ones, and any the size cannot judge, are kept.
 */
export function keepBySize<T>(intent: Pick<Intent, 'labels' | 'objectClass'>, items: T[], sized: (t: T) => SizedSighting | undefined, refs: SizedSighting[]): T[] {
  const noun = specificNoun(intent), cls = intent.objectClass;
  if (!noun || !cls) return items;
  const same = refs.filter((r) => r.label && labelClass(r.label) === cls);
  return items.filter((t) => { const s = sized(t); return !s || !!s.label || tooUnlikeBySize(noun, cls, s, same) !== true; });
}

/** How far apart in size (scaled for depth) two sightings of one thing may measure: the blob grows and shrinks as it moves. */
const SAME_SIZE = 1.5;

/**
 * Of candidates for one thing of a kind, those about the size of the one whose size (`ratio`, as
 * sizeRatio gives it) fits the kind best; any `ratio` cannot judge are kept. A van-sized thing
 * is no answer to which the lorry was, when a lorry-sized one is there too.
 */
/**
 * Of candidates, those near the largest (or the smallest) by size scaled for depth: "the big
 * lorry" is the biggest of the vehicles that could be it, whatever the others are taken for.
 * Any whose size is not known are kept; all are when fewer than two are known.
 */
export function saidSize<T>(things: T[], size: 'large' | 'small', sighting: (t: T) => SizedSighting | undefined): T[] {
  const known = things.flatMap((t) => { const s = sighting(t), v = s && scaledSize(s); return v ? [{ t, v }] : []; });
  if (known.length < 2) return things;
  const end = size === 'large' ? Math.max(...known.map((k) => k.v)) : Math.min(...known.map((k) => k.v));
  const far = new Set(known.filter((k) => Math.abs(Math.log(k.v / end)) > Math.log(SAME_SIZE)).map((k) => k.t));
  return things.filter((t) => !far.has(t));
}

export function likeliestBySize<T>(things: T[], ratio: (t: T) => number | undefined): T[] {
  return nearestFit(things, ratio, SAME_SIZE);
}

/**
 * Of candidates each with a `ratio` of how it measures over what the thing asked would (1 a
 * perfect fit), those within `spread` (a factor) of the best fitting one; any `ratio` cannot
 * judge are kept, and all are when fewer than two can be judged.
 */
export function nearestFit<T>(things: T[], ratio: (t: T) => number | undefined, spread: number): T[] {
  const judged = things.flatMap((t) => { const r = ratio(t); return r === undefined || !(r > 0) ? [] : [{ t, r }]; });
  if (judged.length < 2) return things;
  const best = judged.reduce((a, b) => (Math.abs(Math.log(b.r)) < Math.abs(Math.log(a.r)) ? b : a));
  const far = new Set(judged.filter((j) => Math.abs(Math.log(j.r / best.r)) > Math.log(spread)).map((j) => j.t));
  return things.filter((t) => !far.has(t));
}
