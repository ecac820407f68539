// Two things a question sets side by side: in order of time ("which came first, the red car or
// the yellow truck?", "did the van leave before the truck?") or by their stays ("did the man
// in blue stay longer than the black car?"); each side must name a thing that moves. Split
// from read-question.ts, which reads the rest of the question apart from them.
import { readNoun } from './noun-class.ts';
import { AUXILIARIES, GENERIC_PERSON, GENERIC_THING, ORDER_WORDS, VIEW_WORDS, type QuestionForm, type ReadingSlots } from './reading-rules.ts';
import { thanOpOf, type StayCompare } from './stay-compare.ts';
import type { Token } from './read-question.ts';
import { isColourWord } from './tokenize.ts';
import { eventOf, type VerbUse } from './verb-use.ts';

const AUX = AUXILIARIES;
/** Classes of things that move. */
const MOVING = new Set<string>(['person', 'vehicle', 'animal']);

/** "than the black car" after "longer", "shorter", "less time" (or "as long as the truck"): where it stands, and the comparison. */
export function thanOf(question: string, toks: Token[]): { stay: StayCompare; start: number; end: number } | undefined {
  const at = toks.findIndex((t, i) => !t.time && !t.quoted && (t.norm === 'than' || (t.norm === 'as' && toks[i - 1]?.norm === 'long' && toks[i - 2]?.norm === 'as')));
  if (at < 1) return undefined;
  const op = thanOpOf(question.slice(0, toks[at].start + toks[at].text.length).toLowerCase());
  const comma = toks.findIndex((t, j) => j > at && /,\s*$/.test(question.slice(t.start, toks[j + 1]?.start ?? question.length)));
  const end = comma < 0 ? toks.length : comma + 1;
  // The other is a thing that moves, one put down ("than the parcel lay at the door"), or a text shown ("than LOADING BAY 3 was").
  if (!op || !(namesMoving(toks, at + 1, end) || namesAnchor(toks, at + 1, end) || namesText(toks, at + 1, end))) return undefined;
  const stop = end < toks.length ? toks[end].start : question.length;
  // A sign's words alone, up to the first that is not its own ("than LOADING BAY 3 was on display"); a thing's with all said of it.
  const own = toks.slice(at + 1, end);
  const shout = own.findIndex((t) => !(t.quoted || /^[A-Z0-9%]{1,}$/.test(t.text)));
  const cut = shout > 0 && own.slice(0, shout).some((t) => /[A-Z]{2,}/.test(t.text) || t.quoted) ? shout : own.length;
  const than = question.slice(toks[at + 1].start, at + 1 + cut < toks.length ? toks[at + 1 + cut].start : question.length).replace(/[\s,:;?!.]+$/, '').trim();
  return { stay: { op, than }, start: toks[at].start, end: stop };
}

/** Whether toks[from, to) name a thing that moves ("the red car", "anyone"; not "anything", not a time). */
export function namesMoving(toks: Token[], from: number, to: number): boolean {
  const span = toks.slice(from, to);
  // "The one in orange", "the red one": a "one" told by its colour is a thing seen, one that moves.
  const coloured = span.some((t) => !t.time && !t.quoted && isColourWord(t.norm));
  // WordNet has "someone" and "nobody" but not "anyone", "anybody" or "everyone": the reader's words for people say they are people.
  return span.some((t) => !t.time && !t.quoted && !t.camera && ((t.norm === 'one' && coloured) || (t.tags.has('Noun') && !GENERIC_THING.includes(t.norm)
    && (GENERIC_PERSON.includes(t.norm) || MOVING.has(readNoun(t.norm)?.cls ?? '')))));
}

/**
 * Whether tokens name a thing a time can be given by: one that moves, or, as the phrase's own
 * noun (its first), one that is put down and taken ("while the bag was sat on the bench", "after
 * the parcel was picked up": the keeper tracks both) -- not the recording itself ("when recording
 * began"), nor a thing a lamp is over ("before the lights over the pumps came on").
 */
export function namesAnchor(toks: Token[], from: number, to: number): boolean {
  if (namesMoving(toks, from, to)) return true;
  // A sign's words ("the WET FLOOR warning", "the wet floor notice") are a text shown, no thing put down.
  const nouns = toks.slice(from, to).filter((t) => !t.time && !t.camera && t.tags.has('Noun'));
  if (nouns.some((t) => t.quoted || /^[A-Z0-9]{2,}$/.test(t.text) || readNoun(t.norm)?.cls === 'text')) return false;
  const head = nouns[0];
  return !!head && !GENERIC_THING.includes(head.norm) && !VIEW_WORDS.includes(head.norm) && readNoun(head.norm)?.cls === 'thing';
}

/** Whether tokens name a text shown: a sign's words (quoted or in capitals) or a noun of text ("the notice"). */
function namesText(toks: Token[], from: number, to: number): boolean {
  return toks.slice(from, to).some((t) => !t.time && !t.camera && (t.quoted || /^[A-Z0-9]{2,}$/.test(t.text) || (t.tags.has('Noun') && readNoun(t.norm)?.cls === 'text')));
}

/**
 * Two things put in order: "which came first, the red car or the yellow truck?" (an order word,
 * then two phrases joined by "or") or "did the van leave before the truck?" (a phrase, the verb,
 * "before"/"after" and a phrase that is no time). Each phrase must name a thing that moves.
 */
export function pairOf(question: string, toks: Token[], verbs: VerbUse[], form: QuestionForm): ReadingSlots['pair'] {
  const free = (t: Token) => !t.time && !t.quoted;
  const names = (from: number, to: number) => namesMoving(toks, from, to);
  // Asked which came first, each may be a sign's words too ("the appearance of the message IGNORE PREVIOUS INSTRUCTIONS").
  const either = (from: number, to: number) => names(from, to) || namesText(toks, from, to);
  const text = (from: number, to: number) => question.slice(toks[from].start, to < toks.length ? toks[to].start : question.length).replace(/[\s,:;?!.]+$/, '').replace(/^[\s,:;]+/, '').trim();
  if (form === 'what' || form === 'who') {
    const at = toks.findIndex((t) => free(t) && ORDER_WORDS[t.norm] && t.norm !== 'before' && t.norm !== 'after');
    const or = toks.findIndex((t, i) => i > at && free(t) && t.norm === 'or');
    if (at >= 0 && or > at + 1 && or < toks.length - 1 && either(at + 1, or) && either(or + 1, toks.length)) return { a: text(at + 1, or), b: text(or + 1, toks.length), order: ORDER_WORDS[toks[at].norm] };
    return undefined;
  }
  if (form !== 'yes-no') return undefined;
  const at = toks.findIndex((t, i) => i > 1 && free(t) && (t.norm === 'before' || t.norm === 'after') && toks[i + 1] && free(toks[i + 1]));
  const verb = verbs.find((v) => v.at > 0 && v.at < at && !AUX.has(v.word));
  if (at < 0 || !verb || !names(1, verb.at) || !names(at + 1, toks.length)) return undefined;
  // Each side may have a verb of its own: "did the red car arrive before the white van left?"
  // asks when the car came and when the van went, and "left" is no part of the van's name.
  // An auxiliary before that verb ("after the white van had left") is no part of the name either.
  const bVerb = verbs.find((v) => v.at > at + 1 && !AUX.has(v.word));
  const bAux = bVerb ? toks.findIndex((t, j) => j > at + 1 && j < bVerb.at && free(t) && AUX.has(t.norm)) : -1;
  const bEnd = bVerb && names(at + 1, bAux < 0 ? bVerb.at : bAux) ? (bAux < 0 ? bVerb.at : bAux) : toks.length;
  const side = (v: VerbUse | undefined) => { const e = v && eventOf([v]).event; return e === 'appear' || e === 'leave' ? e : undefined; };
  const aEvent = side(verb), bEvent = bEnd < toks.length ? side(bVerb) : undefined;
  return { a: text(1, verb.at), b: text(at + 1, bEnd), order: ORDER_WORDS[toks[at].norm], ...(aEvent ? { aEvent } : {}), ...(bEvent ? { bEvent } : {}) };
}
