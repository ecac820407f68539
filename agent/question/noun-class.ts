// What kind of thing a noun names, from WordNet rather than a word list: person, vehicle or
// animal (what the detectors and the planner can follow), a light source, text (a sign, a
// notice, writing), a place (a yard, a street: where, not what), time, or some other thing.
// Each class is defined by anchors -- a lexicographer file or a hypernym synset -- in
// CLASS_ANCHORS; a noun's senses vote for classes weighted by how often WordNet saw each
// sense used, and a verb that only fits one class ("drove", "walked") can settle a tie.
import { hypernymClosure, nounLemma, nounLemmas, nounSenses, senseOffset, synsetAt, type NounSense } from './wordnet.ts';

export type NounClass = 'person' | 'vehicle' | 'animal' | 'light' | 'text' | 'place' | 'time' | 'thing';

interface Anchor { lexname?: string; hypernym?: [lemma: string, sense: number] }

/** Classes in the order they are tried for one sense: the first whose anchor the sense reaches wins. */
export const CLASS_ANCHORS: [NounClass, Anchor[]][] = [
  // A gathering is of people ("a couple", "a pair"), as a crowd is.
  ['person', [{ lexname: 'noun.person' }, { hypernym: ['person', 1] }, { hypernym: ['people', 1] }, { hypernym: ['crowd', 1] }, { hypernym: ['gathering', 1] }]],
  ['animal', [{ lexname: 'noun.animal' }, { hypernym: ['animal', 1] }]],
  ['vehicle', [{ hypernym: ['conveyance', 3] }]],
  ['light', [{ hypernym: ['source_of_illumination', 1] }, { hypernym: ['light', 2] }, { hypernym: ['sun', 1] }]],
  ['text', [{ hypernym: ['written_communication', 1] }, { hypernym: ['writing', 2] }, { hypernym: ['text', 1] }, { hypernym: ['word', 1] },
    { hypernym: ['message', 2] }, { hypernym: ['signboard', 1] }, { hypernym: ['display_panel', 1] }, { hypernym: ['poster', 1] }, { hypernym: ['notice', 1] }]],
  ['time', [{ lexname: 'noun.time' }]],
  ['place', [{ lexname: 'noun.location' }, { hypernym: ['structure', 1] }, { hypernym: ['way', 6] }, { hypernym: ['area', 1] }, { hypernym: ['tract', 1] }, { hypernym: ['geographical_area', 1] }]],
  ['thing', [{ lexname: 'noun.artifact' }, { lexname: 'noun.object' }]],
];

/**
 * Mass nouns whose WordNet senses reach no class of what they are made of: "traffic" is an
 * aggregation (noun.group) of vehicles coming and going, which only its gloss says. Read when
 * WordNet gives the noun no class.
 */
export const MASS_NOUN_CLASSES: Record<string, NounClass> = { traffic: 'vehicle', footfall: 'person', wildlife: 'animal', livestock: 'animal' };

/** Senses further down than this are too rare to name what a CCTV question is about. */
const MAX_SENSES = 6;
/** A class the verb implies wins when it holds at least this share of the heaviest class's weight. */
const PREFER_SHARE = 0.1;

let anchorOffsets: Map<number, NounClass> | undefined;

function anchors(): Map<number, NounClass> {
  if (anchorOffsets) return anchorOffsets;
  anchorOffsets = new Map();
  for (const [cls, list] of CLASS_ANCHORS) {
    for (const a of list) {
      const o = a.hypernym && senseOffset(a.hypernym[0], a.hypernym[1]);
      if (o !== undefined && !anchorOffsets.has(o)) anchorOffsets.set(o, cls);
    }
  }
  return anchorOffsets;
}

/** A set of synsets given as [lemma, sense number], looked up once, when first asked. */
function synsetSet(list: [string, number][]): () => Set<number> {
  let offsets: Set<number> | undefined;
  return () => (offsets ??= new Set(list.map(([l, n]) => senseOffset(l, n)).filter((o): o is number => o !== undefined)));
}

/** Whether a sense is one of the synsets or a kind of one. */
const reaches = (s: NounSense, offsets: Set<number>) => hypernymClosure(s.synset).some((h) => offsets.has(h.offset));

/** What stays where it is put: furniture and devices (a desk, a bench, a petrol pump, a machine), not containers (a bag, a box). */
const FIXTURES = synsetSet([['furniture', 1], ['device', 1]]);

/** Whether a noun's commonest sense of a thing is a fixture: where things stand, like a place. */
export function isFixture(word: string): boolean {
  const lemma = nounLemmas(word)[0];
  const sense = lemma ? nounSenses(lemma).slice(0, MAX_SENSES).find((x) => senseClass(x) === 'thing') : undefined;
  return !!sense && reaches(sense, FIXTURES());
}

/** Physical matter (WordNet's "that which has mass and occupies space"): what stuff, not things, reaches. */
const MATTER = synsetSet([['matter', 3]]);

/** Whether a sense names stuff (a substance, a material) rather than a whole thing. */
const isStuff = (s: NounSense) => reaches(s, MATTER());

const RANK = new Map(CLASS_ANCHORS.map(([c], i) => [c, i]));

/** The class one sense belongs to (the most specific anchor wins; then the order of CLASS_ANCHORS). */
export function senseClass(s: NounSense): NounClass | undefined {
  const offs = anchors();
  let best: { cls: NounClass; depth: number } | undefined;
  hypernymClosure(s.synset).forEach((h, depth) => {
    const cls = offs.get(h.offset);
    if (cls && (!best || depth < best.depth || (depth === best.depth && RANK.get(cls)! < RANK.get(best.cls)!))) best = { cls, depth };
  });
  if (best) return best.cls;
  for (const [cls, list] of CLASS_ANCHORS) if (list.some((a) => a.lexname === s.synset.lexname)) return cls;
  return undefined;
}

export interface NounReading {
  lemma: string;
  cls: NounClass;
  /** Share of the noun's weight its class holds (1 = unambiguous). */
  confidence: number;
  /** Every class a sense of it belongs to, heaviest first. */
  candidates: NounClass[];
}

const cache = new Map<string, NounReading | null>();
/** What WordNet's first sense of a noun weighs above its tag count (see readNoun). */
const FIRST_SENSE = 1;

/**
 * Reads a noun. `prefer` are classes the sentence favours (its verb); among classes that have
 * a sense, a preferred one wins; otherwise the heaviest (tag count + 1 per sense).
 */
export function readNoun(word: string, prefer: NounClass[] = []): NounReading | undefined {
  const key = `${word.toLowerCase()}|${prefer.join(',')}`;
  if (cache.has(key)) return cache.get(key) ?? undefined;
  let out: NounReading | undefined;
  // The first lemma with a class: "taxis" is read as taxis (no class) and then as taxi.
  for (const lemma of nounLemmas(word)) {
    if (out) break;
    const weights = new Map<NounClass, number>();
    // A rare proper name ("Fox" the person) is not what "fox" asks about; the Sun is.
    const senses = nounSenses(lemma).slice(0, MAX_SENSES).filter((s) => !(s.synset.proper.includes(lemma) && s.tagCount === 0));
    // Stuff (a cleanser, a bedding material) is not a thing a camera follows, however often
    // WordNet saw it: "the cleaner" is the one who cleans. It counts only for a noun that has no other sense.
    const things = senses.filter((s) => senseClass(s) && !isStuff(s));
    // WordNet lists a noun's senses commonest first: where its tag counts say little, its first
    // sense weighs one more ("walker" is a pedestrian before two frames and a shoe).
    for (const s of things.length ? things : senses) {
      const cls = senseClass(s);
      if (cls) weights.set(cls, (weights.get(cls) ?? 0) + s.tagCount + 1 + (s === senses[0] ? FIRST_SENSE : 0));
    }
    const ranked = [...weights].sort((a, b) => b[1] - a[1]);
    if (ranked.length) {
      const total = ranked.reduce((a, [, w]) => a + w, 0);
      // The verb settles it only where the noun itself leaves room ("the coach drove off", not "the dogs ran").
      const preferred = ranked.find(([c, cw]) => prefer.includes(c) && cw >= ranked[0][1] * PREFER_SHARE);
      const [cls, w] = preferred ?? ranked[0];
      const clipped = clippedVehicle(lemma, ranked.map(([c]) => c));
      // A thing that is said for a vehicle ("the family motor") is the vehicle: no machine part is what a camera is asked about.
      out = clipped.length && cls === 'thing' && !preferred
        ? { lemma, cls: 'vehicle', confidence: w / total, candidates: ['vehicle', ...ranked.map(([c]) => c)] }
        : { lemma, cls, confidence: w / total, candidates: [...ranked.map(([c]) => c), ...clipped] };
    }
  }
  const mass = out ? undefined : MASS_NOUN_CLASSES[nounLemma(word) ?? word.toLowerCase()];
  if (mass) out = { lemma: nounLemma(word) ?? word.toLowerCase(), cls: mass, confidence: 1, candidates: [mass] };
  // A closed compound WordNet lacks ("pushbike", "minicab", "e-scooter") is the kind its last noun is.
  if (!out && nounSenses(word).length === 0 && !nounLemmas(word).length) out = closedCompound(word, prefer);
  cache.set(key, out ?? null);
  return out;
}

/** The shortest head and tail a closed compound is split into. */
const COMPOUND_PART = 3;

/**
 * A word WordNet does not have, written as one word of two ("pushbike": push + bike, "minicab":
 * mini + cab), read as its tail: the longest ending of three letters or more that is a noun with
 * a class, after a head of three letters or more (or one joined by a hyphen).
 */
function closedCompound(word: string, prefer: NounClass[]): NounReading | undefined {
  const w = word.toLowerCase();
  const hyphen = w.indexOf('-');
  const starts = hyphen > 0 ? [hyphen + 1] : Array.from({ length: Math.max(0, w.length - 2 * COMPOUND_PART + 1) }, (_, i) => i + COMPOUND_PART);
  for (const at of starts) {
    const tail = readNoun(w.slice(at), prefer);
    if (tail) return { ...tail, confidence: tail.confidence / 2 };
  }
  return undefined;
}

/**
 * Classes the other words of a sentence choose among a noun's senses (Lesk's idea, narrowly): a
 * sense is chosen when another word names that sense itself (a synonym) or one directly above or
 * below it, or is a word of its gloss. "The coach" that came past "the bus stop" is the bus
 * ("bus" is a word of that very sense), and one that stopped for "the passengers" too ("a
 * vehicle carrying many passengers"), not the trainer, though WordNet saw the trainer used more.
 */
export function contextClasses(word: string, others: string[]): NounClass[] {
  const lemma = nounLemmas(word)[0];
  if (!lemma) return [];
  const words = new Set(others.flatMap((w) => nounLemmas(w)).filter((w) => w !== lemma));
  if (!words.size) return [];
  const out: NounClass[] = [];
  for (const s of nounSenses(lemma).slice(0, MAX_SENSES)) {
    const cls = senseClass(s);
    if (!cls || out.includes(cls)) continue;
    const near = [s.synset, ...s.synset.hypernyms.map(synsetAt)];
    const gloss = new Set(s.synset.gloss.toLowerCase().split(/[^a-z]+/).flatMap((w) => w.length > 2 ? nounLemmas(w).slice(0, 1) : []));
    const named = near.some((x) => x.words.some((w) => words.has(w))) || [...words].some((w) => gloss.has(w))
      || [...words].some((w) => nounSenses(w).slice(0, MAX_SENSES).some((o) => o.synset.hypernyms.includes(s.synset.offset)));
    if (named) out.push(cls);
  }
  return out;
}

/**
 * The share of a noun's use (WordNet's tag counts, +1 a sense, over its commonest senses, with or
 * without a class) its senses of the class hold: "notice" is half a text, "sale" a sale (its
 * one sense of text, a sales agreement, is rare), though a text is the only class it has.
 */
export function classShare(word: string, cls: NounClass): number {
  const lemma = nounLemmas(word)[0];
  const senses = lemma ? nounSenses(lemma).slice(0, MAX_SENSES) : [];
  const total = senses.reduce((a, s) => a + s.tagCount + 1, 0);
  return total ? senses.filter((s) => senseClass(s) === cls).reduce((a, s) => a + s.tagCount + 1, 0) / total : 0;
}

/**
 * A noun said for the vehicle it names in a compound ("a red motor" for a motor vehicle): where
 * none of its own senses moves and WordNet has "<noun> vehicle" as a vehicle, a vehicle is a
 * candidate after its own classes, for when the footage has none of those (intent otherClasses).
 */
function clippedVehicle(lemma: string, own: NounClass[]): NounClass[] {
  if (own.some((c) => c === 'vehicle' || c === 'person' || c === 'animal')) return [];
  const compound = nounSenses(`${lemma}_vehicle`)[0];
  return compound && senseClass(compound) === 'vehicle' ? ['vehicle'] : [];
}

/** Whether a detector's label ("car", "cell phone") names a thing of the class. */
export function labelClass(label: string): NounClass | undefined {
  return readNoun(label.trim().replace(/\s+/g, '_'))?.cls ?? readNoun(label.trim().split(/\s+/).at(-1) ?? '')?.cls;
}

function lemmaOf(word: string): string | undefined {
  return nounLemma(word.trim().replace(/\s+/g, '_')) ?? nounLemma(word.trim().split(/\s+/).at(-1) ?? '');
}

/**
 * The senses a question's noun can mean here: those of the class it was read as, and of them
 * the ones WordNet saw used where there are any ("bus" the coach, not "bus" the old banger).
 */
function askedSenses(word: string, cls: NounClass | undefined): NounSense[] {
  const lemma = lemmaOf(word);
  const senses = lemma ? nounSenses(lemma).slice(0, MAX_SENSES).filter((s) => !cls || senseClass(s) === cls) : [];
  const used = senses.filter((s) => s.tagCount > 0);
  return used.length ? used : senses;
}

/**
 * Whether a detector's label can be what a question's noun asks for: the label's own sense
 * (a detector means "car" the automobile) is a sense of the noun, or a kind of it, or the
 * noun's sense a kind of the label's ("coach" and "bus"; "vehicle" and "car"), by WordNet.
 * A car is not a bus, though both are vehicles. `cls`: the class the noun was read as.
 */
export function nounsAgree(asked: string, label: string, cls?: NounClass): boolean {
  const lemma = lemmaOf(label);
  const own = lemma ? nounSenses(lemma)[0]?.synset : undefined;
  if (!own) return false;
  const up = new Set(hypernymClosure(own).map((h) => h.offset));
  return askedSenses(asked, cls).some((s) => up.has(s.synset.offset) || hypernymClosure(s.synset).some((h) => h.offset === own.offset));
}
