// The question reader: compromise tags the words (parts of speech, verb lemmas, negation,
// numbers), chrono-node marks the time phrases (resolved apart, in agent/time), WordNet says
// what each noun is a kind of, and the rules of reading-rules.ts turn that into slots --
// form, event, subject (class, colours with their modifiers), which occurrence, direction,
// light change, negation, text -- and then into the kind of answer asked for. Order of words
// matters only where English makes it matter (a modifier before its colour, a particle after
// its verb); no rule is matched against a whole question. The words themselves, their tags
// and what marks them as time, quote, place or view, come from tokenize.ts.
import type Nlp from 'compromise';
import { COLOUR_WORDS } from '../../ingest/index.ts';
import { contextClasses, readNoun, type NounClass } from './noun-class.ts';
import { nounSenses, verbLemma } from './wordnet.ts';
import {
  AGAIN_VERBS, AGAIN_WORDS, ANYONE_IDIOMS, PREDICATE_DENYING, ASKS_COLOUR, BUSIEST_WORDS, ASKS_DIRECTION, BACK_VERBS, COLOUR_MODIFIERS, COMPARE_WORDS, DENYING_ADJECTIVES, DIRECTION_PATTERNS,
  AFTER_A_WAIT, AUXILIARIES, BARE_PLACE_PREPOSITIONS, ORDINALS, RETURN_NOUNS, SEEING_IDIOMS, TIME_PREPOSITIONS, DO_AUXILIARIES, STOPPING_ARRIVALS, EVENT_NOUNS, FIRST_WORDS, GENERIC_PERSON, GENERIC_THING, KIND_RULES, LAST_WORDS, LIGHTNESS_NEIGHBOURS, NEGATORS, OFF_SCALE_COLOURS,
  APPROXIMATORS, ASKS_SPAN, CONFIRM_TAG, CROSSING, CROSSING_CLAUSE, RESIDENT, AT_ONCE, BRIGHT_WORDS, DARK_WORDS, OPENERS, PLACE_PREDICATES, impliedBy, GROUP_SIZES, GROUP_WORDS, LIST_VERBS, MINIMIZERS, NOT_BINDERS, PRESENT_WORDS, WEAR_VERBS, SUMMARY_PATTERN, TEXT_VERBS, VERB_IMPLIES,
  type AnswerKind, type QuestionForm, type ReadingSlots,
} from './reading-rules.ts';
import { lazyModule } from '../../core/lazy-module.ts';
import { DETERMINERS, placeOf, type PlaceReading } from './place-phrase.ts';
import { anchorOf, type AnchorReading } from './anchor-phrase.ts';
import { pedalCycle } from './kind-pace.ts';
import { boardingOf, handlingOf, nearnessOf, reducedRelative, relativeOf, riderOf, type RelationReading } from './relative-clause.ts';
import { stayLengthOf, type StayCompare } from './stay-compare.ts';
import { wornBy } from './worn-phrase.ts';
import { inPlainShape } from './question-shapes.ts';
import { questionOpening } from './question-opening.ts';
import { lightOf } from './light-phrase.ts';
import { eventOf, outOfWhat, PARTICLES, use, verbsOf, type VerbUse } from './verb-use.ts';
import { classEvent } from './verb-class.ts';
import { quotedText, saidText, textHint } from './text-phrase.ts';
import { namesAnchor, pairOf, thanOf } from './pair-phrase.ts';
import { isColourWord, tokenize } from './tokenize.ts';

export type { VerbUse } from './verb-use.ts';

const nlp = lazyModule<typeof Nlp>('compromise');

export interface Token {
  text: string;
  /** Lowercase, without punctuation. */
  norm: string;
  tags: Set<string>;
  /** Lemma: compromise's root, else WordNet's morphy, else the word. */
  lemma: string;
  start: number;
  /** Inside a time phrase ("this morning", "at 3 pm") or a quote: not a subject, verb or modifier. */
  time: boolean;
  quoted: boolean;
  /** Words a sign was said to say ("the sign saying ..."), text-phrase.ts. */
  said?: boolean;
  /** A camera's word (id, name, location) or a phrase for its view ("the hall", "the scene"): the scene, never a subject, verb or place in the frame. */
  camera: boolean;
  /** A preposition of being that opens a phrase for the view ("in the hall"): presence, as "in view". */
  view?: boolean;
  /** Part of a direction phrase ("from left to right", "left or right"): not a verb ("left"). */
  direction: boolean;
  /** Inside a place phrase ("at the top left", "in the far corner"): a place, never a verb. */
  place?: boolean;
  /** Opens a place given by a light ("under the lamp", "in the lit area"): where the light lit (place-phrase.ts). */
  landmark?: 'light';
  /** A word of a place given by depth ("past the camera", "along the back"): FRAME_PLACES says its part of the view (place-phrase.ts depthPlaces). */
  depth?: boolean;
}

export interface Noun {
  word: string; lemma: string; cls?: NounClass; generic: boolean; plural?: boolean;
  /** A plural the question points at: "the kids", "those two lads" (not "the people", anyone at all). */
  definite?: boolean;
  /** Other classes a sense of it belongs to, heaviest first ("coach": person, then vehicle). */
  others?: NounClass[];
  /** It modifies the noun right after it, the head of their compound ("the van driver", "the family car"). */
  modifier?: boolean;
}

export interface QuestionReading extends ReadingSlots {
  kind: AnswerKind;
  /** Why that kind (the rule that chose it). */
  rule: string;
  edge?: 'start' | 'end';
  which?: 'first' | 'last';
  /** Base colour names the detectors use ("red"), and as asked ("dark red"). */
  colours: string[];
  colourPhrases: string[];
  /** Colour names a lightness modifier also reaches ("dark grey": black), as the detectors name colours. */
  colourNear?: string[];
  /** The subject's nouns as asked, with their WordNet class. */
  nouns: Noun[];
  direction?: 'left-to-right' | 'right-to-left' | 'top-to-bottom' | 'bottom-to-top';
  /** Where in the view or the scene, from a place phrase ("at the top left": x left, y top). */
  place?: PlaceReading;
  /** Text quoted, shouted or named by a modifier of a sign ("the delivery notice"). */
  text?: string;
  verb?: { lemma: string; particle?: string };
  /** The end of its kind's sizes an adjective picks ("the big lorry": the largest of the lorries that could be it). */
  size?: 'large' | 'small';
  timePhrases: string[];
  /** A relative clause tying the subject to another thing ("who walked to the red car"). */
  relation?: RelationReading;
}

const AUX = AUXILIARIES;
const COLOURS = new Set<string>(COLOUR_WORDS);
/** Classes of things that move: a subject, unlike text, a light or a place. */
const MOVING = new Set<string>(['person', 'vehicle', 'animal']);


function formOf(lower: string, toks: Token[]): QuestionForm {
  // "Roughly how many ...", "about when ...": an approximator asks the same question, less exactly.
  // A time said first ("from 4pm to 10pm how many vans went past?") does not open the question.
  // (Its preposition too: "before 10am, how many people ...".)
  const q = questionOpening(lower, toks);
  // "How many hours was the lamp on?" counts time: how long.
  if (/^(?:for )?how many (?:hours|minutes|seconds)\b/.test(q)) return 'how-long';
  if (/^(?:how many|how much(?! time)|how often|what number of|what is the number of|count\b|tally\b)/.test(q)) return 'how-many';
  if (/^(?:for )?how long\b|^how much time\b|^what (?:was|is) the duration\b/.test(q)) return 'how-long';
  if (ASKS_DIRECTION.test(q)) return 'which-way';
  // "By what time ...": the moment it was so by.
  if (/^(?:at |by |around |about )?(?:when|what time|which time|what hour|how early|how late)\b/.test(q)) return 'when';
  // "what's the last time the van was seen?", "what was the first time anyone came in?"
  if (/^what(?:'s| is| was) the (?:\w+ )?time\b/.test(q)) return 'when';
  // "During which hours ...", "between what times ...", "from when to when ...": when, over a range.
  if (ASKS_SPAN.test(q)) return 'when';
  if (/^(?:who|whom)\b/.test(q)) return 'who';
  if (/^(?:what|which)\b/.test(q)) return 'what';
  // "The price came off the board at what time?", "the van left when?": the question word said last.
  if (/(?:^|[\s,])(?:at )?(?:about |roughly |around |approximately )?(?:what time|when)(?: exactly| roughly| was that| was it)?\s*[?!.]*\s*$/.test(q)) return 'when';
  // The first word where the question opens ("before 8pm, did ...": did).
  const opens = lower.length - q.length;
  const first = toks.find((t) => !t.time && t.start >= opens) ?? toks.find((t) => !t.time);
  if (first && AUX.has(first.norm.replace(/n't$/, ''))) return 'yes-no';
  // "(Could you see) whether anyone was in reception": an indirect yes-or-no question.
  if (/^(?:whether|if)\b/.test(q)) return 'yes-no';
  // "More than two people out front before 10?", "under five through reception?": a number compared, the verb left out.
  if (/^(?:(?:more|fewer|less|no more|no fewer|no less)\s+than|at least|at most|over|under)\s+\S/.test(q) && /\?\s*$/.test(lower)) return 'yes-no';
  // "Anything parked at the dock?", "Anyone at the gate after 6?": the auxiliary left out.
  if (first && /\?\s*$/.test(lower) && (first.tags.has('Noun') || first.tags.has('Pronoun') || first.tags.has('Determiner')) && !first.tags.has('Imperative')) return 'yes-no';
  if (first && first.tags.has('Imperative')) return 'command';
  return 'other';
}

/** Whether the noun phrase ending at toks[i] opens with "the", "those" or "these" ("the two kids", "those lads in red"). */
function pointedAt(toks: Token[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && !toks[k].time && !toks[k].quoted && ['Adjective', 'Value', 'Noun'].some((x) => toks[k].tags.has(x)) && !toks[k].tags.has('Determiner')) k--;
  return k >= 0 && /^(?:the|those|these)$/.test(toks[k].norm);
}

/** Colours with their modifiers; the modifier tokens are consumed (so "dark red" is not a light level). */
function coloursOf(toks: Token[]): { colours: string[]; phrases: string[]; near: string[]; used: Set<number> } {
  const colours: string[] = [], phrases: string[] = [], near: string[] = [], used = new Set<number>();
  toks.forEach((t, i) => {
    // A colour inside a place phrase is the place's ("on the green", "by the red door"), not the subject's.
    if (t.time || t.quoted || t.place) return;
    // A colour off the namer's scale ("silver") is its nearest name, and reaches the others it is named by.
    const [base, ...shades] = COLOURS.has(t.norm) ? [t.norm] : OFF_SCALE_COLOURS[t.norm] ?? [];
    if (!base) return;
    const prev = toks[i - 1];
    const mod = prev && COLOUR_MODIFIERS.includes(prev.norm) ? prev.norm : undefined;
    if (mod) used.add(i - 1);
    used.add(i);
    if (!colours.includes(base)) colours.push(base);
    // "dark grey" is grey, or black as the detector names it: the neighbour its lightness reaches.
    const reach = [...shades, ...((mod && LIGHTNESS_NEIGHBOURS[mod]?.[base]) || [])];
    for (const c of reach) if (!near.includes(c)) near.push(c);
    phrases.push(mod ? `${mod} ${t.norm}` : t.norm);
  });
  return { colours, phrases, near: near.filter((c) => !colours.includes(c)), used };
}

/**
 * Whether toks[i] modifies a lamp's noun: the nouns after it, to the end of their run, end in a
 * light source ("the security light", "the car park floodlight"). It says which lamp, and is
 * no subject of its own ("security" is a document to WordNet, "car" a vehicle).
 */
function modifiesLamp(toks: Token[], i: number, used: Set<number>): boolean {
  let j = i + 1;
  // The tagger may make an adjective or a verb of the lamp ("the security lights"); WordNet has it.
  const nounish = (k: number) => !!toks[k] && !toks[k].time && !toks[k].quoted && !used.has(k) && (toks[k].tags.has('Noun') || readNoun(toks[k].norm)?.cls === 'light');
  while (nounish(j)) j++;
  return j > i + 1 && readNoun(toks[j - 1].norm)?.cls === 'light';
}

/**
 * Whether the head of a compound is what it is about, not its modifier: a head that can move, of
 * another class ("the van driver" is a person, "the family motor" a car); of one class, the
 * modifier says which kind ("the pickup truck" is a pickup).
 */
function headOverrules(n: Noun, head: Noun | undefined): boolean {
  if (!n.modifier || !head) return false;
  const moves = (c: NounClass | undefined) => !!c && MOVING.has(c);
  return (moves(head.cls) || !!head.others?.some(moves)) && head.cls !== n.cls;
}

function nounsOf(toks: Token[], used: Set<number>, prefer: NounClass[], verbWords: Set<number>, verbs: VerbUse[]): Noun[] {
  const out: Noun[] = [];
  toks.forEach((t, i) => {
    // "no one", "no-one" (the tagger splits it, and reads "one" as a number): nobody, a person
    // (its lemma the one word, which the planner knows for no kind of person: "No no one was there").
    if (t.norm === 'one' && toks[i - 1]?.norm === 'no' && !t.time && !t.quoted) return void out.push({ word: 'no one', lemma: 'nobody', cls: 'person', generic: true });
    // "the one in white", "that one wearing the cap": "one" with what it wears is a person.
    if (t.norm === 'one' && !t.time && !t.quoted && !used.has(i) && /^(?:the|that|this)$/.test(toks[i - 1]?.norm ?? '') && (toks[i + 1]?.norm === 'in' && isColourWord(toks[i + 2]?.norm ?? '') || /^(?:wearing|dressed)$/.test(toks[i + 1]?.norm ?? ''))) {
      return void out.push({ word: 'one', lemma: 'person', cls: 'person', generic: false });
    }
    // "the two who came out of the gate", "the three of them": a number after "the" with no noun of
    // its own stands for the things counted, people when a "who" follows it.
    if (!t.time && !t.quoted && !used.has(i) && t.tags.has('Cardinal') && /^(?:the|those|these)$/.test(toks[i - 1]?.norm ?? '') && !toks[i + 1]?.tags.has('Noun') && Number(t.tags.has('NumericValue') ? t.norm : NaN) !== 1 && t.norm !== 'one') {
      const who = /^(?:who|of)$/.test(toks[i + 1]?.norm ?? '');
      if (!who && !toks[i + 1]?.tags.has('Verb')) return;
      return void out.push({ word: t.norm, lemma: who ? 'people' : 'anything', ...(who ? { cls: 'person' as const } : {}), generic: true, plural: true, definite: true });
    }
    // A noun inside a place phrase names the place ("in the car park"), not what was there.
    if (t.time || t.quoted || t.camera || t.place || used.has(i) || verbWords.has(i) || DETERMINERS.has(t.norm) || !(t.tags.has('Noun') || t.tags.has('Pronoun'))) return;
    if (modifiesLamp(toks, i, used)) return;
    // A bare singular noun after "in" or "at" names a place as an institution does ("in reception",
    // "at school", "in town"), whatever else WordNet knows it for: a thing there has its article.
    if (BARE_PLACE_PREPOSITIONS.includes(toks[i - 1]?.norm ?? '') && !t.tags.has('Plural') && !toks[i + 1]?.tags.has('Noun') && !GENERIC_THING.includes(t.norm) && !GENERIC_PERSON.includes(t.norm)) return;
    if (toks[i - 1] && /^(?:what|which)$/.test(toks[i - 1].norm) && /^(?:time|way|direction|side|colou?rs?)$/.test(t.norm)) return;
    if (/^colou?rs?$/.test(t.norm) && toks[i + 1]?.norm === 'of') return;
    // "not a soul", "was there a soul about?": anyone at all.
    if (ANYONE_IDIOMS.includes(t.norm)) return void out.push({ word: t.norm, lemma: 'anyone', cls: 'person', generic: true });
    // "the people carrier": a word for anyone before a singular noun modifies it (headOverrules weighs which is meant).
    const nextNoun = toks[i + 1] && toks[i + 1].tags.has('Noun') && toks[i + 1].tags.has('Singular') && !toks[i + 1].time && !toks[i + 1].quoted && !toks[i + 1].place && !GENERIC_PERSON.includes(toks[i + 1].norm);
    if (GENERIC_PERSON.includes(t.norm)) return void out.push({ word: t.norm, lemma: t.norm, cls: 'person', generic: true, ...(t.norm === 'people' ? { plural: true } : {}), ...(nextNoun ? { modifier: true } : {}) });
    if (GENERIC_THING.includes(t.norm)) return void out.push({ word: t.norm, lemma: t.norm, generic: true });
    // An event noun is no subject ("any movement"), unless it is made of things that move ("any traffic": vehicles passing).
    if (t.tags.has('Pronoun') || t.tags.has('Value') || (EVENT_NOUNS[t.lemma] && !MOVING.has(readNoun(t.norm)?.cls ?? ''))) return;
    // Described by what it wears ("the cleaner in blue"), it is a person, when a sense of it is one;
    // what it wears describes it, and is no subject ("the guard in a yellow jacket").
    const worn = wornBy(toks, i);
    for (const k of worn ?? []) used.add(k);
    // The question's other words may name one of its senses ("the coach" past "the bus stop").
    // (Not a word for anyone or anything at all: "people" is in the gloss of every group.)
    const context = contextClasses(t.norm, toks.filter((o, k) => k !== i && !o.time && !o.quoted && o.tags.has('Noun') && !GENERIC_PERSON.includes(o.norm) && !GENERIC_THING.includes(o.norm)).map((o) => o.norm));
    // A place does not come or go: the subject of a verb of motion that WordNet has first as a place
    // and also as a vehicle is the vehicle ("when did the cab drop him off?": a cab is first a driver's compartment).
    const moves = verbs.some((v) => v.at > i && MOTION_EVENTS.has(eventOf([v]).event ?? '')) && readNoun(t.norm)?.cls === 'place' ? ['vehicle' as const] : [];
    const r = readNoun(t.norm, [...context, ...(worn ? ['person' as const] : []), ...moves, ...prefer]);
    const plural = t.tags.has('Plural') || (r !== undefined && r.lemma !== t.norm && !t.tags.has('Singular'));
    // A pedal cycle ridden is seen as its rider: looked for among people, at a rider's pace (kind-pace.ts).
    const cls = r?.cls === 'vehicle' && pedalCycle(r.lemma) ? 'person' : r?.cls;
    const others = r?.candidates.filter((c) => c !== cls);
    // A noun right before another of its phrase modifies it: the last is the head ("the van driver" is a person).
    const next = toks[i + 1];
    // A plural may modify a singular after it ("the people carrier", "the goods van").
    const modifier = !!next && (!plural || (next.tags.has('Singular') && !next.tags.has('Plural'))) && next.tags.has('Noun') && !next.time && !next.quoted && !next.camera && !next.place && !used.has(i + 1) && !verbWords.has(i + 1);
    const definite = plural && pointedAt(toks, i);
    out.push({ word: t.norm, lemma: r?.lemma ?? t.lemma, ...(cls ? { cls } : {}), generic: false, ...(plural ? { plural } : {}), ...(definite ? { definite } : {}), ...(others?.length ? { others } : {}), ...(modifier ? { modifier } : {}) });
  });
  return out;
}

/**
 * "Did the van come back?", "has the coach returned?", "was the van back?", "did it come again?"
 * (not "the back gate"); with the index of a "back" that says so, which is then no noun.
 */
/** Verbs whose "back" goes away, to where the thing came from. */
const GOING_BACK = new Set(['go', 'head', 'make', 'set']);

function againOf(toks: Token[], verbs: VerbUse[]): { again: boolean; back?: number; returning?: boolean } {
  const backAt = (from: number) => toks.findIndex((t, i) => i > from && t.norm === 'back');
  // "did he cross back over": "back" after any verb of moving across, not only those listed (but
  // "go back inside", "head back" go away to where it came from: a leaving).
  const verb = verbs.find((v) => AGAIN_VERBS.includes(v.lemma) || ((BACK_VERBS.includes(v.lemma) || (MOTION_EVENTS.has(eventOf([v]).event ?? '') && !GOING_BACK.has(v.lemma))) && (v.particle === 'back' || (toks[v.at + 1]?.norm === 'back' && !toks[v.at + 2]?.tags.has('Noun')))));
  if (verb) return { again: true, ...(verb.particle === 'back' ? { back: backAt(verb.at) } : {}) };
  // "Did the man walk back in?": the tagger made a noun of the verb and a verb of "back".
  const after = toks.findIndex((t, i) => i > 0 && t.norm === 'back' && !toks[i - 1].time && BACK_VERBS.includes(verbLemma(toks[i - 1].norm) ?? toks[i - 1].lemma));
  if (after > 0) return { again: true, back: after };
  // "back" after its subject with a copula before: "was the van back (at five)?"
  // Not "out (the) back", outside the back of a building.
  const outBack = (i: number) => toks[i - 1]?.norm === 'out' || (toks[i - 1]?.norm === 'the' && toks[i - 2]?.norm === 'out');
  const back = toks.findIndex((t, i) => t.norm === 'back' && !t.time && !t.quoted && !t.place && !outBack(i) && !(toks[i + 1] && toks[i + 1].tags.has('Noun') && !toks[i + 1].time));
  if (back > 0 && toks.slice(0, back).some((t) => t.tags.has('Copula'))) return { again: true, back };
  const words = ` ${toks.filter((t) => !t.time && !t.quoted && !t.place).map((t) => t.norm).join(' ')} `;
  // A noun of coming back may be where the tagger put it ("on the way back").
  const all = ` ${toks.filter((t) => !t.time && !t.quoted).map((t) => t.norm).join(' ')} `;
  const returning = RETURN_NOUNS.some((w) => all.includes(` ${w} `));
  return { again: returning || AGAIN_WORDS.some((w) => words.includes(` ${w} `)), ...(returning ? { returning } : {}) };
}

/**
 * "What went past the camera?", "who came in?", "what was parked there?": the wh-word opens the
 * question and the verb follows it at once (or after a form of "be" / "have"), so it is the
 * subject ('self'), and the nouns after the verb are what it went past, not what went. "What
 * cars went past?", "which red vans came in?": it determines the subject, the words between it
 * and the verb ('determiner').
 */
function whSubjectOf(toks: Token[], verbs: VerbUse[], form: QuestionForm): 'self' | 'determiner' | undefined {
  if (form !== 'what' && form !== 'who') return undefined;
  const at = toks.findIndex((t) => !t.time && /^(?:what|which|who|whom)$/.test(t.norm));
  if (at < 0 || toks.slice(0, at).some((t) => !t.time)) return undefined;
  const next = toks[at + 1];
  if (!next) return undefined;
  if (verbs.some((v) => v.at === at + 1 && !AUX.has(v.word))) return 'self';
  if ((next.tags.has('Copula') || /^(?:has|have|had)$/.test(next.norm)) && verbs.some((v) => v.at === at + 2 && v.lemma !== 'be')) return 'self';
  const verb = verbs.find((v) => v.at > at + 1);
  // "What vehicles were seen?", "which cars have gone?": the auxiliaries before the main verb (a passive, a perfect) are not the subject's.
  let end = verb?.at ?? at + 1;
  while (verb && !AUX.has(verb.word) && end - 1 > at + 1 && AUX.has(toks[end - 1].norm)) end--;
  const between = verb ? toks.slice(at + 1, end) : [];
  const nounPhrase = between.length > 0 && between.every((t) => !t.time && (t.tags.has('Noun') || t.tags.has('Adjective'))) && between.some((t) => t.tags.has('Noun'));
  return nounPhrase && !AUX.has(verb!.word) ? 'determiner' : undefined;
}

/**
 * "List the vans seen today", "show me all the cars this morning", "name every vehicle that
 * went past": a command of listing (LIST_VERBS) whose subject is several -- a plural, or one
 * quantified by all / every / each. "Show me the van" asks for one thing, not a list.
 */
function listingOf(toks: Token[], nouns: Noun[], form: QuestionForm): boolean {
  if (form !== 'command') return false;
  const first = toks.find((t) => !t.time);
  if (!first || !LIST_VERBS.includes(first.norm)) return false;
  const head = nouns.find((n) => !n.generic) ?? nouns[0];
  return !!head?.plural || toks.some((t) => !t.time && /^(?:all|every|each)$/.test(t.norm));
}

/**
 * The lemma of a word read as the past tense of a verb ("left" -> "leave", "drove" -> "drive"):
 * compromise conjugates irregular verbs, which WordNet's dict files (no exception lists) cannot.
 */
function pastVerbLemma(word: string): string | undefined {
  const doc = nlp(`it ${word}`);
  doc.compute('root');
  const t = (doc.json() as { terms: { tags: string[]; root?: string; normal: string }[] }[])[0]?.terms[1];
  return t?.tags.includes('Verb') ? t.root ?? t.normal : undefined;
}

/** The object of the verb at `at`: the first of the question's nouns after it, before a phrase of time. */
function objectOf(toks: Token[], at: number, nouns: Noun[]): Noun | undefined {
  for (const t of toks.slice(at + 1)) {
    if (t.time) return undefined;
    const n = nouns.find((x) => x.word === t.norm && !x.generic);
    if (n) return n;
  }
  return undefined;
}

/**
 * "Which vehicle came after the white van left?", "what car arrived before the lights went off?":
 * one thing asked by a wh-word that determines a singular noun, at a time given by another event,
 * is the one next to that event: the first after it, the last before it.
 */
function nextOf(toks: Token[], side: ReadOptions['anchorSide'], form: QuestionForm): 'first' | 'last' | undefined {
  if (!side || side === 'during' || side === 'at' || form !== 'what') return undefined;
  const at = toks.findIndex((t) => !t.time && /^(?:what|which)$/.test(t.norm));
  const noun = toks[at + 1];
  const singular = at >= 0 && !!noun && noun.tags.has('Noun') && !noun.tags.has('Plural') && !noun.tags.has('Pronoun') && !noun.time && !noun.quoted;
  return singular ? (side === 'after' ? 'first' : 'last') : undefined;
}

/**
 * Verbs of a relative clause right after a noun, before the question's own verb: "when did the
 * car that was parked outside finally leave?" (parked describes the car). None when no verb
 * follows the clause's.
 */
function describingVerbs(toks: Token[], verbs: VerbUse[]): VerbUse[] {
  // "the person in green loitering at the stop ... leave": a participle after the subject (a clause
  // with its pronoun left out) describes it while a verb after it is the question's.
  // Not a progressive ("was the guard going ..."), nor after a word for anything at all ("anything moving on the road").
  const reduced = verbs.filter((v) => {
    const prev = toks[v.at - 1];
    // After a copula it is the progressive ("was the guard going"), unless the question goes on to
    // ask which time it was so ("when were the one in white waiting for the bus last on camera?").
    const copula = toks.slice(0, v.at).some((t) => t.tags.has('Copula'));
    const rest = ` ${toks.slice(v.at + 1).filter((t) => !t.time).map((t) => t.norm).join(' ')} `;
    const askedWhen = copula && toks.slice(v.at + 1).some((t) => !t.time && (LAST_WORDS.includes(t.norm) || FIRST_WORDS.includes(t.norm))) && PRESENT_WORDS.some((w) => / /.test(w) && rest.includes(` ${w} `));
    if (!toks[v.at].tags.has('Gerund') || !prev || (copula && !askedWhen) || GENERIC_THING.includes(prev.norm) || GENERIC_PERSON.includes(prev.norm)) return false;
    if (!prev.tags.has('Noun') && !isColourWord(prev.norm)) return false;
    return askedWhen || verbs.some((w) => w.at > v.at && !AUX.has(w.word) && w.lemma !== 'be' && !toks[w.at].tags.has('Gerund') && ['Infinitive', 'PastTense', 'PresentTense'].some((x) => toks[w.at].tags.has(x)));
  });
  if (reduced.length) return reduced;
  const r = toks.findIndex((t, i) => i > 0 && RELATIVE_WORDS.has(t.norm) && !t.time && !t.quoted && (toks[i - 1].tags.has('Noun') || toks[i - 1].tags.has('Cardinal') || isColourWord(toks[i - 1].norm)));
  // Only where do-support (or a copula) before the subject awaits a verb after it ("did the car ...
  // leave", "were the one in purple who walked through ... gone").
  if (r < 0) return [];
  const after = verbs.filter((v) => v.at > r && !AUX.has(v.word) && v.lemma !== 'be' && !PARTICLES.has(v.lemma));
  // After a copula, the verb awaited is a participle of state ("gone", "parked"), not a progressive ("wearing").
  const copula = toks.slice(0, r).some((t) => t.tags.has('Copula')) && !!after.at(-1) && !toks[after.at(-1)!.at].tags.has('Gerund');
  if (!toks.slice(0, r).some((t) => DO_AUXILIARIES.has(t.norm)) && !copula) return [];
  // The bare verb after the clause's own is the question's ("did the two who came out ... stand chatting?": not "chatting").
  const main = after.findIndex((v, k) => k > 0 && toks[v.at].tags.has('Infinitive') && !toks[v.at].tags.has('PastTense'));
  if (main > 0) return after.slice(0, main);
  return after.length >= 2 ? after.slice(0, -1) : [];
}
const RELATIVE_WORDS = new Set(['that', 'which', 'who']);
/** A price asked ("how much was a litre of unleaded?", "what was diesel going for?", "what did it cost?"): what a sign says. */
const PRICE = /\bhow much (?:was|were|is|are|did|does|do)\b(?!.*\b(?:there|about|around)\s*\??$)|^what (?:was|were|is|are)\b.*\b(?:going|selling) for\b|\bwhat did .*\bcost\b/;

/** A word of AFTER_A_WAIT outside the question's times and quotes ("finally", "at last"). */
function endsWait(toks: Token[]): boolean {
  const free = ` ${toks.filter((t) => !t.time && !t.quoted).map((t) => t.norm).join(' ')} `;
  return AFTER_A_WAIT.some((w) => free.includes(` ${w} `));
}

/** Nouns after an ordinal that make it one thing's coming again ("the second time", "his third pass"). */
const AGAIN_NOUNS = /^(?:time|times|visit|pass|trip|walk|lap|round|go|attempt|run|appearance)$/;

/** "The second of the two white cars", "the third van": which one in order of coming, of several things. */
function ordinalOf(toks: Token[]): number | undefined {
  const k = toks.findIndex((t, i) => !t.time && !t.quoted && ORDINALS[t.norm] !== undefined && i > 0 && /^(?:the|that|this)$/.test(toks[i - 1].norm)
    && !!toks[i + 1] && !toks[i + 1].time && (toks[i + 1].norm === 'of' || (toks[i + 1].tags.has('Noun') && !AGAIN_NOUNS.test(toks[i + 1].norm)) || (isColourWord(toks[i + 1].norm) && !!toks[i + 2]?.tags.has('Noun'))));
  return k < 0 ? undefined : ORDINALS[toks[k].norm];
}

function whichOf(toks: Token[]): 'first' | 'last' | undefined {
  // "next to the lamp" is a place, not the next of several.
  const free = toks.filter((t) => !t.time && !t.quoted && !t.place);
  if (free.some((t) => FIRST_WORDS.includes(t.norm))) return 'first';
  if (free.some((t) => LAST_WORDS.includes(t.norm)) || /\bmost recent(?:ly)?\b/.test(free.map((t) => t.norm).join(' '))) return 'last';
  return undefined;
}

/** "more than three cars", "at least 2 people": compromise reads the number; the words before it say how it compares. */
/** The numbers the question says outside its times and quotes ("more than three", "two people"), where each starts. */
/** Nouns of a number, which the tagger does not read as one: "a dozen", "half a dozen", "a couple of", "a score". */
const NUMBER_NOUNS: Record<string, number> = { dozen: 12, score: 20, couple: 2 };
const NUMBER_NOUN = new RegExp(`\\b(half )?an? (${Object.keys(NUMBER_NOUNS).join('|')})\\b(?! of (?:the|them|those|these)\\b)`, 'gi');

function saidNumbers(question: string, toks: Token[]): { n: number; start: number }[] {
  const nums = nlp(question).numbers().json({ offset: true }) as { number?: { num?: number }; offset: { start: number } }[];
  const nouns = [...question.matchAll(NUMBER_NOUN)].map((m) => ({ n: NUMBER_NOUNS[m[2].toLowerCase()] * (m[1] ? 0.5 : 1), start: m.index!, end: m.index! + m[0].length }));
  const free = (at: number) => { const tok = toks.find((t) => t.start === at); return !!tok && !tok.time && !tok.quoted; };
  return [
    ...nums.flatMap((x) => typeof x.number?.num === 'number' && free(x.offset.start) && !nouns.some((m) => x.offset.start >= m.start && x.offset.start < m.end) ? [{ n: x.number.num, start: x.offset.start }] : []),
    ...nouns.filter((m) => free(m.start)).map(({ n, start }) => ({ n, start })),
  ].sort((a, b) => a.start - b.start);
}

function compareOf(question: string, toks: Token[]): ReadingSlots['compare'] {
  for (const { n, start } of saidNumbers(question, toks)) {
    const before = question.slice(0, start).toLowerCase();
    const op = COMPARE_WORDS.find(([re]) => re.test(before))?.[1];
    if (op) return { op, n };
  }
  return undefined;
}

/**
 * "Did anyone come through as a pair?", "did two people arrive together?", "were three people
 * in a group?": yes or no, whether at least the group's size was in view at once -- the size a
 * group word names ("a pair"), else a number said for the subject ("two people"), else two.
 */
function groupOf(question: string, lower: string, toks: Token[], form: QuestionForm): ReadingSlots['compare'] {
  if (form !== 'yes-no' || !GROUP_WORDS.test(lower)) return undefined;
  const named = toks.find((t) => !t.time && !t.quoted && GROUP_SIZES[t.norm]);
  if (named) return { op: '>=', n: GROUP_SIZES[named.norm] };
  return { op: '>=', n: Math.max(2, saidNumbers(question, toks)[0]?.n ?? 2) };
}

/**
 * The "not" on the auxiliary that opens a yes/no question ("wasn't the light on?", "didn't
 * anyone come?", "isn't there a van?", "was not the lamp lit?"): in English it asks the same as
 * the positive question, expecting a yes, so it negates nothing. A "not" after the subject ("was
 * the light not on?") or a negative word ("nobody", "empty") does.
 */
function openingNegator(toks: Token[], form: QuestionForm): Token | undefined {
  if (form !== 'yes-no') return undefined;
  const free = toks.filter((t) => !t.time);
  const [aux, next, after] = free;
  if (!aux || !AUX.has(aux.norm)) return undefined;
  const not = next?.norm === 'not' ? next : next?.norm === 'there' && after?.norm === 'not' ? after : undefined;
  if (!not) return undefined;
  // "Was there not anyone in the yard?": a "not" said in full before "anyone" makes it "no one";
  // "was there not a soul", "wasn't there a single person": a minimizer (after its "a") always does.
  let at = free.indexOf(not) + 1;
  while (free[at] && ['there', 'a', 'an'].includes(free[at].norm)) at++;
  const bound = free[at]?.norm ?? '';
  const binds = (not.text.toLowerCase() === 'not' && NOT_BINDERS.includes(bound)) || MINIMIZERS.includes(bound);
  return binds ? undefined : not;
}

/**
 * A word that denies only as the predicate ("was the street completely still?"): after a copula
 * and its subject, with nothing after it but a time ("still at 16:00:05", "still at noon"), not
 * before what it modifies ("still there", "still parked", "still on", "still in the hall").
 */
function closingPredicate(toks: Token[], verbs: VerbUse[]): Token | undefined {
  const copula = toks.findIndex((t) => !t.time && t.tags.has('Copula'));
  if (copula < 0) return undefined;
  // After a verb of its own it says how that was done ("was anyone standing still?": standing, not stillness).
  return toks.find((t, i) => i > copula + 1 && !t.time && !t.quoted && PREDICATE_DENYING[t.norm] && !verbs.some((v) => v.at > copula && v.at < i && v.lemma !== 'be')
    // A preposition may open the time ("still at noon": the tagger leaves "at" out of it), not stand before one ("still on at 22:00").
    && toks.slice(i + 1).every((x, k, rest) => x.time || (x.tags.has('Preposition') && !!rest[k + 1]?.time && !rest[k + 1].tags.has('Preposition'))));
}

export interface ReadOptions {
  /** Words naming cameras (ids, names, locations): not subjects. */
  cameraWords?: string[];
  /** The stay comparison already read off the question ("than the black car", cut out of it). */
  stay?: StayCompare;
  /** A "who" opened a clause cut out of the question ("the cleaner who walked to the van"): the subject is someone. */
  someone?: boolean;
  /** Passing each other was read off the question (CROSSING): the things asked of are those that did. */
  crossing?: boolean;
  /** A relation was cut out of the question: its verb had a complement there, and is no bare verb ("did anybody go [near the red car]"). */
  related?: boolean;
  /** The side of a time given by another event, cut out of the question ("after the white van left"). */
  anchorSide?: 'after' | 'before' | 'during' | 'at';
  /** A tag asked whether the statement holds ("..., right?", cut off it): a yes-or-no question. */
  confirm?: boolean;
}

/** Verbs of text that also take any object: "show me the white van" asks for the van, "what did the sign show" for text. */
const SHOW_VERBS = ['show', 'display'];

/** The question with its first third-person pronoun ("it", "she", "they") put back as the phrase it stands for; undefined without one. */
function pronounFor(question: string, phrase: string): string | undefined {
  // "Was it still dark when the van came in?": the "it" of the light (or the weather) stands for nothing.
  if (LIGHT_IT.test(question)) return undefined;
  const m = /\b(?:it|he|she|they|him|her|them)\b/i.exec(question);
  return m ? `${question.slice(0, m.index)}${phrase}${question.slice(m.index + m[0].length)}` : undefined;
}

/** "it" as the subject of the light: "was it (still) dark", "was it getting light", "is it daylight yet". */
const LIGHT_IT = new RegExp(`\\bit\\s+(?:(?:was|is|were|had|has)\\s+)?(?:(?:still|already|yet|fully|properly|quite|very|really|pretty|getting|growing|going|turning|becoming|been|broad|full|pitch|total|complete)\\s+)*(?:${[...DARK_WORDS, ...BRIGHT_WORDS].join('|')})\\b`, 'i');

/** The question without a clause read apart, or with `said` in its place (`bare` is it without its closing "?", which is kept). */
function cutOut(cleaned: string, bare: string, clause: { start: number; end: number }, said = ''): string {
  const rest = `${bare.slice(0, clause.start)} ${said} ${bare.slice(clause.end)}`.replace(/\s+/g, ' ').replace(/[\s,]+$/, '').trim();
  return `${rest}${cleaned.slice(bare.length)}`;
}

/**
 * The noun a place's predicate is said of, after their copula: "was reception empty?", "was the
 * shop floor quiet at noon?" -- the head of its noun phrase. Not a thing that moves ("was the van
 * empty?"), nor an object ("was the notice board empty?").
 */
function predicatedPlaces(toks: Token[], nouns: Noun[]): Noun[] {
  const copula = toks.findIndex((t) => !t.time && t.tags.has('Copula'));
  if (copula < 0) return [];
  const said = toks.findIndex((t, i) => i > copula + 1 && !t.time && !t.quoted && PLACE_PREDICATES.includes(t.norm));
  if (said < 0) return [];
  const between = toks.slice(copula + 1, said);
  if (!between.every((t) => !t.time && !t.quoted && ['Determiner', 'Noun', 'Adjective', 'Possessive'].some((x) => t.tags.has(x)))) return [];
  const head = between.filter((t) => t.tags.has('Noun')).at(-1);
  const noun = head && nouns.find((n) => n.word === head.norm);
  if (!noun || (noun.cls && (MOVING.has(noun.cls) || noun.cls === 'thing'))) return [];
  // A word only ever for writing is what holds it ("was the notice empty?"); one mostly for something else is not ("reception").
  return noun.cls === 'text' && (readNoun(noun.word)?.confidence ?? 0) >= SURELY_TEXT ? [] : [noun];
}

/** How much of a noun's use must be for writing for "empty" to be said of its words, not of a place. */
const SURELY_TEXT = 0.8;

/** Events of a thing coming, going, passing or stopping: what a place does not do. */
const MOTION_EVENTS = new Set(['appear', 'leave', 'pass', 'stay']);

/** Adjectives of size said of a thing ("the big lorry", "a little dog"), and the end of the kind's sizes they pick. */
const SIZE_WORDS: Record<string, 'large' | 'small'> = {
  big: 'large', bigger: 'large', biggest: 'large', large: 'large', larger: 'large', largest: 'large', huge: 'large', massive: 'large', giant: 'large', enormous: 'large',
  small: 'small', smaller: 'small', smallest: 'small', little: 'small', tiny: 'small',
};

/**
 * The size said right before the subject's noun, past its colours ("the big orange lorry"): which
 * end of its kind's sizes is meant. Not of a person: "the tiny figure along the back" is far off.
 */
function sizeOf(toks: Token[], subject: Noun): 'large' | 'small' | undefined {
  const at = toks.findIndex((t) => t.norm === subject.word && !t.time && !t.quoted);
  let k = at - 1;
  while (k >= 0 && (COLOURS.has(toks[k].norm) || COLOUR_MODIFIERS.includes(toks[k].norm) || OFF_SCALE_COLOURS[toks[k].norm])) k--;
  return at > 0 && k >= 0 && !toks[k].time ? SIZE_WORDS[toks[k].norm] : undefined;
}

/** "the other way", "the opposite direction", "back the way it came": a way against the one before. */
const OTHER_WAY = /\b(?:the )?(?:other|opposite|reverse) (?:way|direction)\b|\bback the way (?:it|they|he|she|we|you) came\b/;

/** Verbs whose "for" names what is awaited or sought: "waiting for the bus", "looking for the van". */
const AWAITING_VERBS = new Set(['wait', 'queue', 'look', 'search', 'watch', 'hang', 'stand']);

/** The words of what a verb of waiting is for ("waiting for the delayed bus"), when its subject comes before it. */
function awaitedNouns(toks: Token[], verbs: VerbUse[]): number[] {
  const out: number[] = [];
  for (const v of verbs) {
    if (!AWAITING_VERBS.has(v.lemma)) continue;
    let k = v.at + 1;
    while (toks[k] && !toks[k].time && (toks[k].tags.has('Adverb') || PARTICLES.has(toks[k].norm)) && toks[k].norm !== 'for') k++;
    if (toks[k]?.norm !== 'for' || toks[k].time) continue;
    if (!toks.slice(0, v.at).some((t) => !t.time && (t.tags.has('Noun') || t.tags.has('Pronoun') || (t.norm === 'one' && t.tags.has('Value'))))) continue;
    for (k++; toks[k] && !toks[k].time && !toks[k].quoted && ['Determiner', 'Possessive', 'Adjective', 'Noun', 'Value'].some((x) => toks[k].tags.has(x)); k++) out.push(k);
  }
  return out;
}

/**
 * A noun that names a gathering (WordNet has it in noun.group among its first senses: a huddle,
 * a crowd, a throng) before "of" and a noun of things the camera follows: its index. The things
 * are what is asked about, gathered ("was there a huddle of people at the door?").
 */
function collectiveNouns(toks: Token[]): number[] {
  const out: number[] = [];
  toks.forEach((t, i) => {
    if (!t.tags.has('Noun') || t.time || t.quoted || toks[i + 1]?.norm !== 'of') return;
    let k = i + 2;
    while (toks[k] && (toks[k].tags.has('Determiner') || toks[k].tags.has('Adjective'))) k++;
    const of = toks[k];
    // Of many: a gathering is of plural things ("the van of the builder" is his van).
    if (!of || of.time || !of.tags.has('Noun') || !(of.tags.has('Plural') || GATHERED.has(of.norm)) || !['person', 'animal', 'vehicle'].includes(readNoun(of.norm)?.cls ?? '')) return;
    if (nounSenses(t.norm).slice(0, COLLECTIVE_SENSES).some((n) => n.synset.lexname === 'noun.group')) out.push(i);
  });
  return out;
}
/** Plurals without a plural's ending. */
const GATHERED = new Set(['people', 'folk', 'folks', 'police', 'cattle', 'sheep', 'children', 'men', 'women']);
/** How many of a noun's first senses are looked at for a gathering. */
const COLLECTIVE_SENSES = 3;

/** "Is the van still there?": still as 'yet', not as 'motionless' after a verb of posture ("standing still"). */
function stillThere(toks: Token[]): boolean {
  return toks.some((t, i) => t.norm === 'still' && !(i > 0 && ['stand', 'sit', 'keep', 'hold', 'stay', 'remain', 'lie', 'wait', 'stop'].includes(toks[i - 1].lemma)));
}

/**
 * The anchor's thing read with the rest of the question's nouns: asked on its own ("when did the
 * coach leave?") its noun may read as another sense than the question meant ("the coach" past
 * "the stop" is the vehicle). Kept only where the context chose a class.
 */
function withContextClass<T extends { anchor: AnchorReading; start: number; end: number }>(a: T, toks: Token[]): T {
  const inPhrase = toks.filter((t) => t.start >= a.start && t.start < a.end && t.tags.has('Noun') && !t.time && !t.quoted && a.anchor.phrase.includes(t.text));
  const head = inPhrase.at(-1);
  if (!head || a.anchor.light) return a;
  const others = toks.filter((o) => o !== head && !o.time && !o.quoted && o.tags.has('Noun') && !GENERIC_PERSON.includes(o.norm) && !GENERIC_THING.includes(o.norm)).map((o) => o.norm);
  const context = contextClasses(head.norm, others);
  const cls = context.length ? readNoun(head.norm, context)?.cls : undefined;
  return cls && cls !== readNoun(head.norm)?.cls ? { ...a, anchor: { ...a.anchor, cls } } : a;
}

/** A noun phrase put first, then the question about it with a pronoun for it: "the light over the garage, how long did it stay on?". */
const FRONTED = /^((?:the|a|an|that|this|those|these)\b[^,;?]{1,80}),\s*((?:(?:roughly|about|approximately|around|just|so|between|from|by|until|till) )?(?:what|when|which|how|who|where|did|does|do|was|were|is|are|has|had|have)\b.*)$/i;
/** Words of a question that point back to the time of a thing put first. */
const POINTS_BACK = /\s*\b(?:(?:by|at|around|just|right)\s+)?(?:then|that (?:point|moment|time))\b/i;
const STANDS_FOR = /\b(?:it|they|them|he|she|him|(?:that|this) one)\b/i;

/**
 * Context put first, up to the comma before the question proper: "the school run, between half 8
 * and 9 in the morning, how many people did we see go past the house?" -- phrases with no verb
 * of their own (a topic, a time). (A clause of time put first, "while the bag was on the bench,
 * did a bus stop?", is an anchor, read where it stands; see anchor-phrase.ts.)
 */
const LEADING = /^([^?;]{1,160}?),\s*((?:what|when|which|how|who|where|did|does|do|was|were|is|are|has|had|have|any|anyone|anybody|anything|can|could)\b.*)$/i;
const TIME_CLAUSE = /^(?:after|before|while|whilst|when|since|until|till|once|during|as soon as)\b/i;

/**
 * The question asked of a fronted noun phrase, that phrase put where its pronoun stands; context
 * put first with no pronoun for it is put after the question, where a time or a topic is read as
 * said last; undefined when nothing is fronted.
 */
/**
 * "Whose bag was it that got left on the floor?", "whose parcel was dropped off?": the owner of a
 * thing left somewhere is who left it -- the thing, the participle of leaving and the rest.
 */
const WHOSE = /^whose ([a-z][a-z ]{0,40}?) (?:was it (?:that |which )?|is it (?:that |which )?|was |is )(?:(?:got|was|were|had been|has been) )?(left|dropped|dumped|abandoned|forgotten|put|placed|set|lost)\b(.*)$/i;

/** "How many of the vans", "which of those cars": of a plural the question counts or picks among. */
const PARTITIVE = /\b(how many|which|how much) of (?:the|those|these) (?=\S+(?:\s+\S+)?s\b)/i;
/**
 * After a fronted lamp, its switching both ways asked ("..., on at what time and off at what
 * time?", "lights in reception: switched on when in the morning, and switched off when at
 * night?"): the stretch it was on; the part of the day said with each end only places that end.
 */
const SWITCHED = String.raw`(?:(?:switched|turned|came|went|was it|were they)\s+)?`;
const ASKED_WHEN = String.raw`(?:at\s+)?(?:what time|when)\b`;
/** One end asked: "on at what time", "switched on when", "what time on". */
const END_ASKED = (state: string) => String.raw`(?:${SWITCHED}${state}\s+${ASKED_WHEN}|${ASKED_WHEN}\s+${SWITCHED}${state}\b)[^,?]{0,25}?`;
const ELLIPTICAL_ON_OFF = new RegExp(String.raw`^([^?;,:–—]{1,80}?)\s*(?:[,:–—]|\s-+)\s*${END_ASKED('(on|off)')}\s*(?:,|and|,\s*and)\s*${END_ASKED('(?:off|on)')}\s*\??$`, 'i');

/** Words of standing still, and the indefinite subjects they may be said of as who stood ("anybody stationary?"). */
const STILL_WORDS = new Set(['stationary', 'still', 'motionless', 'static', 'immobile']);
const INDEFINITE_PEOPLE = new Set(['anyone', 'anybody', 'someone', 'somebody', 'anything', 'something', 'people']);

/** Words that only open the talk, before a colon or a comma ("quick one:", "ok so,"). */
const DISCOURSE = /^(?:(?:quick (?:one|question)|ok(?:ay)?|so|right|hey|sorry|please|one more)\s*)+[:,]\s*/i;

const SWITCHING = '(?:go|went|come|came|switch(?:ed)?|turn(?:ed)?|get|got|flick(?:ed)?|click(?:ed)?)';
const ON_AND_OFF = new RegExp(`^(?:at )?(?:what time|when) did (.+?) ${SWITCHING} (on|off)\\b,?\\s*and (?:at )?(?:what time|when) did (?:it|they|that|those|the \\w+) ${SWITCHING} (?:back )?(off|on)\\s*[?!.]*$`, 'i');
const ON_AND_OFF_SHORT = new RegExp(`^(?:at )?(?:what time|when) did (.+?) ${SWITCHING} (on|off) and (?:then )?(off|on)\\b(.*)$`, 'i');

/** A question of time with no verb after a fronted noun phrase: "the garage light tonight, from what time till what time?". */
const ELLIPTICAL = /^([^?;,]{1,80}),\s*(?:(on|off|lit|out|up|there|showing|open|closed) )?((?:(?:from|between|during|over) )?(?:what|which) (?:time|times|hours?)(?: (?:to|till|until|til|and) (?:what|which) (?:time|times|hours?))?|from when (?:to|till|until|til) when|when|how long)\s*\??$/i;

/** The verbless question after a fronted noun phrase, with "was <phrase> on" (a lamp) or "there" (a thing) put in. */
function ellipticalTopic(question: string): string | undefined {
  const m = ELLIPTICAL.exec(question);
  if (!m || TIME_CLAUSE.test(m[1].trim())) return undefined;
  const toks = tokenize(m[1], new Set());
  // A lamp's noun the tagger made a verb of ("the pump lights") is no verb.
  const lampNoun = (v: VerbUse) => v.at > 0 && !toks[v.at - 1].time && readNoun(toks[v.at].norm)?.cls === 'light';
  if (verbsOf(toks).some((v) => !AUX.has(v.word) && !lampNoun(v)) || !toks.some((t) => (t.tags.has('Noun') || readNoun(t.norm)?.cls === 'light') && !t.time)) return undefined;
  // "..., on from when till when?": the state said, else a lamp's being on (a word of it anywhere in
  // the phrase: "the garage light tonight", "the lamp over the door") or a thing's being there.
  const lamp = toks.some((t) => !t.time && readNoun(t.norm)?.cls === 'light');
  return `${m[3].trim()} was ${m[1].trim()} ${m[2] ?? (lamp ? 'on' : 'there')}?`;
}

/** "that" standing alone for the fronted phrase ("..., what time did that go up?"): before a verb or at the end, not a determiner. */
function demonstrativeAt(question: string): number {
  const toks = tokenize(question.replace(/[?!.\s]+$/, ''), new Set());
  const k = toks.findIndex((t, i) => t.norm === 'that' && (!toks[i + 1] || toks[i + 1].tags.has('Verb')) && i > 0 && !toks[i - 1].tags.has('Noun'));
  return k < 0 ? -1 : toks[k].start;
}

export function frontedTopic(question: string): string | undefined {
  const elliptical = ellipticalTopic(question);
  if (elliptical) return elliptical;
  const m = FRONTED.exec(question);
  // "The brown car at twenty past four, was it still daylight then?": the "it" is the light's; the thing put first gives the time.
  // Another pronoun after it is the thing ("the red van, was it dark when it left?").
  const lightIt = m && LIGHT_IT.exec(m[2]);
  if (m && lightIt) {
    const after = lightIt.index + lightIt[0].length, other = STANDS_FOR.exec(m[2].slice(after));
    if (other) return `${m[2].slice(0, after + other.index)}${m[1]}${m[2].slice(after + other.index + other[0].length)}`;
    return `${m[2].replace(POINTS_BACK, '').replace(/[?!.\s]+$/, '')} while ${m[1].trim()} was there?`;
  }
  if (m && STANDS_FOR.test(m[2])) return m[2].replace(STANDS_FOR, m[1]);
  // "The two walking together at 8.40, was the garage light on then?": the thing put first gives the time "then" points to.
  if (m && POINTS_BACK.test(m[2])) return `${m[2].replace(POINTS_BACK, '').replace(/[?!.\s]+$/, '')} while ${m[1].trim()} ${/^(?:the|those|these)\s+(?:two|three|four|pair|couple|group|\w+s)\b/i.test(m[1].trim()) ? 'were' : 'was'} there?`;
  const that = m ? demonstrativeAt(m[2]) : -1;
  if (m && that >= 0) return `${m[2].slice(0, that)}${m[1]}${m[2].slice(that + 4)}`;
  const lead = LEADING.exec(question);
  if (!lead || TIME_CLAUSE.test(lead[1].trim()) || OPENERS.test(lead[1].toLowerCase() + ',')) return undefined;
  const leadToks = tokenize(lead[1], new Set());
  if (verbsOf(leadToks).some((v) => !AUX.has(v.word))) return undefined;
  // "silver car in the night - was the shelter lamp lit?": a thing that moves put first, and a lamp
  // asked of with no time of its own: the lamp while the thing was there.
  const mover = leadToks.some((t) => !t.time && t.tags.has('Noun') && ['vehicle', 'person', 'animal'].includes(readNoun(t.norm)?.cls ?? ''));
  if (mover && LAMP_ASKED.test(lead[2])) {
    const thing = /^(?:the|a|an|that|this|those|these)\b/i.test(lead[1].trim()) ? lead[1].trim() : `the ${lead[1].trim()}`;
    return `${lead[2].replace(/[?!.\s]+$/, '')} while ${thing} was there?`;
  }
  return `${lead[2].replace(/[?!.\s]+$/, '')}, ${lead[1].trim()}?`;
}

/** A yes-no question of whether a lamp was lit ("was the shelter lamp lit?", "were the pump lights on?"). */
const LAMP_ASKED = /^(?:was|were|is|are|had)\s+(?:the|that|this|its|their)\s+[a-z ]{0,30}?\b(?:lamps?|lights?|floodlights?|streetlights?|lanterns?)\s+(?:still\s+|already\s+)?(?:lit|on|off|out|shining|working)\b[^,?]*\??$/i;

export function readQuestion(question: string, opts: ReadOptions = {}): QuestionReading {
  // "When did whoever was at the door leave?": a free relative is a person and its clause.
  // "During the van's visit", "the van sat there; did anyone pass meanwhile?": shapes said plainly first (question-shapes.ts).
  const cleaned = inPlainShape(SEEING_IDIOMS.reduce((q, [re, verb]) => q.replace(re, verb), question.replace(/\s+/g, ' ').trim().replace(/(?<=\S\s)whoever\b/gi, 'the person who')));
  // "How many of the green buses ...": of those, the partitive is the things counted.
  if (PARTITIVE.test(cleaned)) return readQuestion(cleaned.replace(PARTITIVE, '$1 '), opts);
  // "The depot's security lamp in the evening, on at what time and off at what time?": the stretch it was on.
  const onOff = ELLIPTICAL_ON_OFF.exec(cleaned);
  if (onOff) return readQuestion(`between what times was ${onOff[1].trim()} ${(onOff[2] ?? onOff[3]).toLowerCase()}?`, opts);
  // "Quick one: ...", "ok, so ...": words that only open the talk, before a colon or comma.
  const opened = DISCOURSE.exec(cleaned);
  if (opened && cleaned.length > opened[0].length + 3) return readQuestion(cleaned.slice(opened[0].length), opts);
  const topic = frontedTopic(cleaned);
  if (topic) return readQuestion(topic, opts);
  // "What time did the floodlight go on and what time did it go off?", "when did it come on and
  // off?": its switching both ways is the stretch it was on (or, off first, off).
  const both = ON_AND_OFF.exec(cleaned) ?? ON_AND_OFF_SHORT.exec(cleaned);
  if (both && both[2].toLowerCase() !== both[3].toLowerCase()) return readQuestion(`between what times was ${both[1]} ${both[2].toLowerCase()}${(both[4] ?? '').replace(/[?!.\s]+$/, '')}?`, opts);
  // "The two who passed each other": the clause is cut out, and the things asked of are those that did.
  const crossingClause = opts.crossing ? undefined : CROSSING_CLAUSE.exec(cleaned);
  if (crossingClause && !/\b(?:before|after|while|when|until|since)\s+\S+(?:\s+\S+)?\s*$/i.test(cleaned.slice(0, crossingClause.index))) {
    return readQuestion(`${cleaned.slice(0, crossingClause.index)}${cleaned.slice(crossingClause.index + crossingClause[0].length)}`, { ...opts, crossing: true });
  }
  // "Whose bag was it that got left on the floor?": who left it.
  const whose = WHOSE.exec(cleaned);
  if (whose) return readQuestion(`who ${whose[2]} the ${whose[1]}${whose[3]}`, opts);
  // "No vans came after 4, right?": the statement, asked whether it holds.
  const tag = CONFIRM_TAG.exec(cleaned);
  if (tag) return readQuestion(`${cleaned.slice(0, tag.index)}?`, { ...opts, confirm: true });
  const lower = cleaned.toLowerCase();
  const bare = cleaned.replace(/[?!]+$/, '');
  const toks = tokenize(bare, new Set((opts.cameraWords ?? []).map((w) => w.toLowerCase())));
  // "What colour was the box the courier dropped?": a clause with no pronoun names its own subject, not the question's.
  const reduced = reducedRelative(bare, toks);
  if (reduced) return readQuestion(cutOut(cleaned, bare, reduced), opts);
  const asked = formOf(lower, toks);
  const form = opts.confirm && (asked === 'other' || asked === 'command') ? 'yes-no' : asked;
  const verbs = verbsOf(toks);
  if (opts.related) for (const v of verbs) delete v.bare;
  const found = anchorOf(bare, toks, verbs, { names: (a, b) => namesAnchor(toks, a, b), eventOf: (v) => eventOf([v as VerbUse]).event, verbLemma: pastVerbLemma, aux: AUX });
  const anchored = found && withContextClass(found, toks);
  // "Did the man in blue arrive before the red car?" puts two things in order; "did anyone come
  // after the truck left?" asks about anyone, in the time after the truck: the rest of the
  // question is read on its own, and the anchor is kept beside it.
  // "Did the man in blue stay longer than the black car?": the other thing is read apart too.
  const than = thanOf(bare, toks);
  if (than) {
    return readQuestion(cutOut(cleaned, bare, than), { ...opts, stay: than.stay });
  }
  // "What was the person who walked to the red car wearing?": the clause ties the subject to another
  // thing, whose words are not the subject's ("red" is the car's); the rest is read on its own.
  // "Did anybody go near the red car?": a preposition of nearness does the same in the main clause.
  // "Who left the bag behind?": the thing left (or taken) is read apart too; what is left may be only "who?".
  // "When did the man get on the bus?": gone from view at the vehicle; the clause is said as leaving.
  // "The van driver", "the driver of the white van": the one seen getting out of it or into it.
  // A clause inside the anchor's own words is the anchor's ("after the woman in purple got into the car").
  const outsideAnchor = <T extends { start: number; end: number }>(c: T | undefined) => (c && anchored && c.start >= anchored.start && c.end <= anchored.end ? undefined : c);
  const rider = opts.related ? undefined : outsideAnchor(riderOf(bare, toks));
  if (rider) return { ...readQuestion(cutOut(cleaned, bare, rider), { ...opts, related: true }), relation: rider.relation, ...(anchored ? { anchor: anchored.anchor } : {}) };
  const boarding = outsideAnchor(boardingOf(bare, toks));
  if (boarding) {
    return { ...readQuestion(cutOut(cleaned, bare, boarding, boarding.said), { ...opts, related: true }), relation: boarding.relation, ...(anchored ? { anchor: anchored.anchor } : {}) };
  }
  const related = outsideAnchor(relativeOf(bare, toks, (i) => (toks[i].tags.has('Verb') && !AUX.has(toks[i].norm) ? toks[i].lemma : undefined)) ?? nearnessOf(bare, toks, verbs) ?? handlingOf(bare, toks, verbs, form));
  if (related) {
    const rest = cutOut(cleaned, bare, related);
    const someone = /^(?:who|whom)\b/i.test(related.relation.words) || !!related.relation.edge;
    if (rest.split(' ').length >= 2 || related.relation.edge) return { ...readQuestion(rest, { ...opts, ...(someone ? { someone } : {}), related: true }), relation: related.relation, ...(anchored ? { anchor: anchored.anchor } : {}) };
  }
  const ordered = anchored && pairOf(cleaned, toks, verbs, form);
  if (anchored && !(ordered && /^(?:the|this|that|these|those)\b/i.test(ordered.a))) {
    const rest = cutOut(cleaned, bare, anchored);
    // "When the white van left, which way did it go?": the pronoun is the anchor's thing, asked about at its own moment.
    const own = anchored.anchor.side === 'at' && !anchored.anchor.light ? pronounFor(rest, anchored.anchor.phrase) : undefined;
    // Its clause stays, about "it", for what it says of the moment ("when the dog walker came
    // back later on, which way were they heading?": the coming back, the later of two).
    const clause = bare.slice(anchored.start, anchored.end).replace(/[\s,]+$/, '');
    const itsMoment = clause.includes(anchored.anchor.phrase) ? ` ${clause.replace(anchored.anchor.phrase, 'it')}` : '';
    if (own) return readQuestion(`${own.replace(/[?!.\s]+$/, '')}${itsMoment}${own.match(/[?!.]+$/)?.[0] ?? ''}`, opts);
    // "The OPEN sign, how many hours was it showing before it got swapped?": how long a thing was there before its own going is its stay.
    const ownStay = form === 'how-long' && anchored.anchor.side === 'before' && !anchored.anchor.light ? pronounFor(rest, anchored.anchor.phrase) : undefined;
    if (ownStay) return readQuestion(ownStay, opts);
    if (rest.split(' ').length >= 2) return { ...readQuestion(rest, { ...opts, anchorSide: anchored.anchor.side }), anchor: anchored.anchor };
  }
  const prefer = [...new Set([...(opts.someone ? ['person' as const] : []), ...verbs.map(impliedBy).filter((c): c is NounClass => !!c)])];
  const { colours, phrases, near, used } = coloursOf(toks);
  const again = againOf(toks, verbs);
  if (again.back !== undefined && again.back >= 0) used.add(again.back);
  // A word read as the verb, or as its particle, is no noun ("did anything drive past?": the tagger's nouns).
  const verbWords = new Set(verbs.filter((v) => !AUX.has(v.word) && v.lemma !== 'be').flatMap((v) => [v.at, ...(v.particle && v.next ? [toks.indexOf(v.next)] : [])]));
  // "Were three people waiting for the bus?": what is waited for is not who waited.
  for (const k of awaitedNouns(toks, verbs)) used.add(k);
  // "A huddle of people", "a crowd of kids": the collective is of the noun after it.
  for (const k of collectiveNouns(toks)) used.add(k);
  const nouns = nounsOf(toks, used, prefer, verbWords, verbs);
  for (const n of predicatedPlaces(toks, nouns)) n.cls = 'place';
  // A clause that describes the subject ("the car [that was parked outside all evening]") names
  // no event of the question's own while a verb after it does; one of staying says it stood.
  const described = describingVerbs(toks, verbs);
  const named = eventOf(verbs.filter((v) => !described.includes(v)));
  const stoodBefore = described.some((v) => eventOf([v]).event === 'stay');
  let { event } = named;
  // "drop out of view", "slip out of shot": any verb going out of the view leaves it (out of a
  // place may be coming into the view: "come out of the house").
  if (verbs.some((v) => !AUX.has(v.word) && outOfWhat(toks, v.at + 1) === 'view')) event = 'leave';
  const { verb } = named;
  // "the parked car", "the waiting man": a participle before the noun names a stay when no verb names an event.
  if (!event) {
    const part = toks.findIndex((t, i) => !t.time && !t.quoted && /(?:ed|ing)$/.test(t.norm) && toks[i + 1]?.tags.has('Noun') && !COLOURS.has(t.norm));
    const lemma = part >= 0 ? pastVerbLemma(toks[part].norm) ?? verbLemma(toks[part].norm.replace(/ing$/, '')) : undefined;
    const named = lemma ? eventOf([use(toks, part, lemma)]).event : undefined;
    if (named === 'stay') event = named;
  }
  const free = toks.filter((t) => !t.time && !t.quoted);
  // A word of emptiness that is the clause's verb ("when did the man clear off?") denies nothing.
  // Its own copula: one before it with no verb of another clause between ("whoever was trying the door clear off": not).
  const copulaBefore = (t: Token) => {
    const at = toks.indexOf(t), copula = toks.findIndex((x, i) => i < at && !x.time && x.tags.has('Copula'));
    return copula >= 0 && !verbs.some((v) => v.at > copula && v.at < at && !AUX.has(v.word) && v.lemma !== 'be');
  };
  // "Anybody stationary at 12:07?", "anyone still by the door?": a word of stillness said of
  // anyone at all asks who stood, not whether the place was still.
  const standingAnyone = free.find((t) => STILL_WORDS.has(t.norm) && INDEFINITE_PEOPLE.has(toks[toks.indexOf(t) - 1]?.norm ?? ''));
  const denying = standingAnyone ? undefined : free.find((t) => DENYING_ADJECTIVES[t.norm] && (copulaBefore(t) || !verbs.some((v) => toks[v.at] === t))) ?? closingPredicate(toks, verbs);
  if (!event && standingAnyone) event = 'stay';
  if (!event) event = free.map((t) => EVENT_NOUNS[t.lemma] ?? EVENT_NOUNS[t.norm]).find(Boolean) ?? (denying ? DENYING_ADJECTIVES[denying.norm] ?? PREDICATE_DENYING[denying.norm] : undefined);
  // Coming back with a verb of no event of its own ("when did the guard walk back?"): it came again.
  // So is a noun of coming back ("when did the coach make its return trip?").
  if (!event && again.again && (again.returning || verbs.some((v) => v.particle === 'back' || toks[v.at + 1]?.norm === 'back'))) event = 'appear';
  // "in view", "around", and being in the view itself: "how many people were in the hall?".
  if (!event && (PRESENT_WORDS.some((w) => new RegExp(`\\b${w}\\b`).test(lower)) || toks.some((t) => t.view))) event = 'present';
  // "Who was at the gate?", "What is at the dock now?", "how many people were out front?": being somewhere is presence.
  if (!event && verbs.some((v) => v.lemma === 'be') && ['what', 'who', 'yes-no', 'how-many'].includes(form)) event = 'present';
  const ordinal = ordinalOf(toks);
  const which = ordinal ? 'first' : whichOf(toks) ?? nextOf(toks, opts.anchorSide, form);
  // Seen is being in view: counted, what was in view ("how many people could be seen at 12:00:12?");
  // asked when, the first or last moment of it ("when was the van last seen?": when it left).
  // So is being there asked when, first or last ("when did we last have the woman in red on camera?").
  if (event === 'seen' || (event === 'present' && which && form === 'when')) event = form === 'how-many' ? 'present' : which === 'last' ? 'leave' : 'appear';
  const rhetorical = openingNegator(toks, form);
  // A negative word and a denying predicate cancel ("the hall was never empty": someone was always there).
  const negatedWord = free.some((t) => t !== rhetorical && (NEGATORS.includes(t.norm) || t.tags.has('Negative'))) || /\bno one\b/.test(lower);
  const light = lightOf(toks, verbs, nouns, used, lower, form);
  // "Who ...?" asks about a person whatever else is named ("who was at the back gate?").
  if (form === 'who' && !nouns.some((n) => n.cls === 'person')) nouns.unshift({ word: 'who', lemma: 'who', cls: 'person', generic: true });
  const wh = whSubjectOf(toks, verbs, form);
  const listing = listingOf(toks, nouns, form);
  const busiest = BUSIEST_WORDS.find(([re]) => re.test(lower))?.[1];
  const pair = pairOf(cleaned, toks, verbs, form);
  // The wh-word is the subject: what follows the verb is not ("the camera" it went past).
  if (wh === 'self') nouns.splice(0, nouns.length, ...nouns.filter((n) => n.word === 'who'));
  // "When did someone pick up the bag?": what a verb of taking takes is what leaves, and the question's subject.
  // Taking has something taken: the verb's object, or its subject in the passive ("when was the
  // bag picked up?"); "when did the van take off?" takes nothing.
  const takes = event === 'leave' && !!verb && (verb.passive || !!verb.object) && classEvent(verb.lemma, verb.particle)?.cls === 'take';
  // Leaving where it had stood; "again" there is moving on once more ("when did the van that
  // stopped at the kiosk get going again?"), not a second coming.
  const leavesStand = event === 'leave' && (endsWait(toks) || takes || stoodBefore);
  // So does a verb that puts or takes down its object ("when did someone put the bag down?").
  const taking = (takes || (named.handles && !!verb?.object)) && !verb!.passive;
  const taken = taking ? objectOf(toks, verb!.at, nouns) : undefined;
  const subject = taken ?? nouns.find((n, k) => n.cls && MOVING.has(n.cls) && !headOverrules(n, nouns[k + 1])) ?? nouns.find((n) => n.cls === 'text') ?? nouns.find((n) => n.cls === 'light') ?? nouns.find((n) => n.cls === 'thing' && !n.generic);
  // A subject that names no kind ("did anything drive past?", "what drove in?") is of the kind its verb says does it.
  // Not a passive one's: what "was parked" may be any thing that stands ("is anything parked there?").
  const implied = subject || opts.someone ? undefined : verbs.filter((v) => !v.passive).map(impliedBy).find((c) => c && MOVING.has(c));
  // "What did the shop sign say?": asked what a sign said, the words before "sign" say which sign
  // it is, not what it said (whoever knew its words would not ask them); quoted or shouted words are.
  const asksWords = form === 'what' && verbs.some((v) => TEXT_VERBS.includes(v.lemma));
  const text = quotedText(cleaned) ?? saidText(toks) ?? (asksWords ? undefined : textHint(toks));
  const place = placeOf(toks);
  // "more than ten seconds" is a stay's length, not a count.
  const stay = opts.stay ?? stayLengthOf(lower);
  const counted = stay ? undefined : compareOf(cleaned.replace(/[?!]+$/, ''), toks);
  const group = stay || counted ? undefined : groupOf(cleaned, lower, toks, form);
  const compare = counted ?? group;
  const slots: ReadingSlots = {
    form, ...(event ? { event } : {}), ...(light ? { light } : {}), negated: negatedWord !== (!!denying && !counted),
    ...(subject?.cls ?? implied ? { subjectClass: subject?.cls ?? implied } : {}), genericSubject: !subject || subject.generic,
    asksDirection: form === 'which-way' || ASKS_DIRECTION.test(lower),
    hasText: !!quotedText(cleaned), asksPrice: PRICE.test(lower), textVerb: verbs.some((v) => TEXT_VERBS.includes(v.lemma) && v.particle !== 'up' && !(SHOW_VERBS.includes(v.lemma) && subject?.cls && MOVING.has(subject.cls))),
    ...(which ? { which } : {}), ...(ordinal ? { ordinal } : {}), ...(leavesStand || (event === 'appear' && verbs.some((v) => STOPPING_ARRIVALS.some(([l, p]) => v.lemma === l && v.particle === p))) ? { stood: true } : {}), ...(compare ? { compare } : {}), ...(stay ? { stay } : {}), ...(stillThere(toks) ? { still: true } : {}), ...(AT_ONCE.test(lower) || GROUP_WORDS.test(lower) ? { atOnce: true } : {}), ...(group ? { group: true } : {}), summary: SUMMARY_PATTERN.test(lower), again: again.again && !(leavesStand && !again.back), ...(OTHER_WAY.test(lower) ? { otherWay: true } : {}), ...(opts.crossing || CROSSING.test(lower) ? { crossing: true } : {}), ...(RESIDENT.test(lower) || verbs.some((v) => ['come', 'get', 'arrive'].includes(v.lemma) && v.particle === 'home') ? { resident: true } : {}), whSubject: !!wh, ...(listing ? { listing } : {}), asksColour: ASKS_COLOUR.test(lower) || (form === 'what' && verbs.some((v) => WEAR_VERBS.includes(v.lemma))), ...(busiest ? { busiest } : {}), ...(pair ? { pair } : {}), counts: form === 'how-many' || verbs.some((v) => v.lemma === 'count' || v.lemma === 'tally') || /\bnumber of\b/.test(lower),
  };
  const rule = [...KIND_RULES].sort((a, b) => b.priority - a.priority).find((r) => r.when(slots))!;
  const direction = slots.asksDirection ? undefined : DIRECTION_PATTERNS.find(([re]) => re.test(lower))?.[1];
  const edge = rule.kind === 'leave' || (rule.kind === 'text' && event === 'leave') ? 'end' : rule.kind === 'appear' || rule.kind === 'text' ? 'start' : undefined;
  return {
    ...slots, kind: rule.kind, rule: rule.why, ...(edge ? { edge } : {}), ...(which ? { which } : {}),
    colours, colourPhrases: phrases, ...(near.length ? { colourNear: near } : {}), nouns: subject ? [subject, ...nouns.filter((n) => n !== subject)] : nouns,
    ...(direction ? { direction } : {}), ...(place ? { place } : {}), ...(text ? { text } : {}), ...(subject && subject.cls !== 'person' && sizeOf(toks, subject) ? { size: sizeOf(toks, subject) } : {}),
    ...(verb ? { verb: { lemma: verb.lemma, ...(verb.particle ? { particle: verb.particle } : {}) } } : {}),
    timePhrases: [...new Set(toks.filter((t) => t.time).map((t) => t.text))],
  };
}
