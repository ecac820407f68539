// Reads a bound question into what the builtin verifier can check: who or what (a COCO
// label, a person- or vehicle-sized thing, or anything that moves), colours, and quoted text.
// Words it does not know are left to a VLM; the builtin verifier says which parts it could not
// check in its answer instead of pretending.
import { COLOUR_WORDS } from '../../ingest/index.ts';

export type SizeClass = 'small' | 'medium' | 'large';

export interface Wanted {
  /** Words the subject was read from ("person", "red car"), for answers. */
  subject: string;
  /** COCO labels that satisfy the subject; empty = anything that moves. */
  labels: string[];
  /** Track sizes that stand in for the labels when no detector saw the thing (synthetic footage, small objects). */
  sizes: SizeClass[];
  colours: string[];
  texts: string[];
  /** The question names a thing the builtin facts cannot tell (only a VLM can). */
  unverifiable: string[];
}

const PERSON = ['person', 'people', 'persons', 'anyone', 'anybody', 'someone', 'somebody', 'man', 'men', 'woman', 'women', 'pedestrian', 'pedestrians', 'intruder', 'intruders', 'child', 'children', 'visitor'];
const VEHICLE: Record<string, string[]> = {
  car: ['car'], cars: ['car'], vehicle: ['car', 'truck', 'bus', 'motorcycle'], vehicles: ['car', 'truck', 'bus', 'motorcycle'],
  van: ['car', 'truck'], truck: ['truck'], lorry: ['truck'], bus: ['bus'], motorcycle: ['motorcycle'], motorbike: ['motorcycle'],
};
/** COCO classes a person may name directly; sizes cannot stand in for them. */
const ITEMS = ['bicycle', 'bike', 'dog', 'cat', 'backpack', 'handbag', 'suitcase', 'umbrella', 'bird', 'horse', 'skateboard', 'bottle', 'knife'];
const ANYTHING = ['anything', 'something', 'object', 'objects', 'thing', 'movement', 'motion', 'activity', 'moving'];
const COLOUR_SYNONYMS: Record<string, string> = { gray: 'grey', silver: 'grey', golden: 'yellow', gold: 'yellow', violet: 'purple', pink: 'red', dark: 'black' };
const NOT_CHECKABLE = ['open', 'closed', 'carrying', 'holding', 'wearing', 'fallen', 'fire', 'smoke', 'running', 'fighting'];

export function wantedOf(question: string): Wanted {
  const texts = [...question.matchAll(/"([^"]+)"|“([^”]+)”|'([^']{2,})'/g)].map((m) => (m[1] ?? m[2] ?? m[3]).trim()).filter(Boolean);
  const words = question.replace(/"[^"]*"|“[^”]*”|'[^']{2,}'/g, ' ').toLowerCase().match(/[a-z]+/g) ?? [];
  const labels = new Set<string>(), sizes = new Set<SizeClass>(), colours = new Set<string>(), subject: string[] = [], unverifiable: string[] = [];
  for (const w of words) {
    const colour = (COLOUR_WORDS as readonly string[]).includes(w) ? w : COLOUR_SYNONYMS[w];
    if (colour) { colours.add(colour); subject.push(w); continue; }
    if (PERSON.includes(w)) { labels.add('person'); sizes.add('small').add('medium'); subject.push(w); continue; }
    if (VEHICLE[w]) { for (const l of VEHICLE[w]) labels.add(l); sizes.add('large'); subject.push(w); continue; }
    if (ITEMS.includes(w)) { labels.add(w === 'bike' ? 'bicycle' : w); subject.push(w); continue; }
    if (ANYTHING.includes(w)) { subject.push(w); continue; }
    if (NOT_CHECKABLE.includes(w)) unverifiable.push(w);
  }
  return { subject: subject.join(' ') || 'movement', labels: [...labels], sizes: [...sizes], colours: [...colours], texts, unverifiable };
}
