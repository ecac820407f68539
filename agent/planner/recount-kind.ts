// A count of one kind ("how many cars went left to right?") taken again on the recording. The
// recount (recount.ts) follows every crossing of short footage, and the detector names the
// largest few sightings of each piece it rewinds. A crossing named another kind (the coach, to a
// count of cars) is not counted; one left unnamed is judged by its size against those named of
// its class on the same footage (kind-size.ts), and counted only when the kind asked is what most
// of those named were, there and in the index (a car among named cars; no unnamed one is a bus). With nothing named of
// the class, the recount does not answer.
import { nameAgrees, specificNoun } from '../question/subject.ts';
import { labelClass } from '../question/noun-class.ts';
import { tooUnlikeBySize } from '../question/kind-size.ts';
import type { Sighting, Thing } from './plan-things.ts';
import type { PlanRun } from './plan-run.ts';

type Crossing = Sighting & { camera: string };

/** The crossings of the kind asked, or undefined when the recount named none of its class (nothing to judge sizes by). */
export function crossingsOfKind(run: Pick<PlanRun, 'intent'>, crossings: Crossing[], indexed: Thing[]): Crossing[] | undefined {
  const noun = specificNoun(run.intent), cls = run.intent.objectClass;
  const named = crossings.filter((s) => s.label && labelClass(s.label) === cls);
  if (!noun || !cls || !named.length) return undefined;
  // An unnamed crossing counts when its size fits and the kind asked is what the detector named
  // most of its class here: size cannot tell kinds of a like size apart (two cars close behind
  // each other are the size of a small bus), so what an unnamed one most likely is comes from
  // what the named ones were. Where size cannot tell, a count of one kind does not guess.
  const names = [...named.map((s) => s.label!), ...indexed.map((t) => t.detected ?? t.label).filter((l) => labelClass(l) === cls)];
  const usual = names.filter((l) => nameAgrees(run.intent, l)).length * 2 > names.length;
  return crossings.filter((s) => s.label ? nameAgrees(run.intent, s.label) : usual && tooUnlikeBySize(noun, cls, s, named) === false);
}
