// The text a question asks about: quoted ("DELIVERY 42" in quotes), shouted (capitals), or
// named by a noun that modifies a sign ("the delivery notice"); and where the quotes stand, so
// the words inside them are not read as the question's own. Split from read-question.ts.
import { COLOUR_WORDS } from '../../ingest/index.ts';
import { classShare, readNoun } from './noun-class.ts';
import { OFF_SCALE_COLOURS, VERB_IMPLIES } from './reading-rules.ts';
import { verbLemma } from './wordnet.ts';
import type { Token } from './read-question.ts';

const COLOURS = new Set<string>(COLOUR_WORDS);
/** A colour word (on the namer's scale or off it) right before: "the orange ", "a dark red ". */
const COLOURED_BEFORE = new RegExp(`\\b(?:${[...COLOUR_WORDS, ...Object.keys(OFF_SCALE_COLOURS)].join('|')})\\s+$`, 'i');

/**
 * Quotes in double quotes, then in single quotes (not apostrophes: a single quote opens after a
 * space and closes before one or a stop). One list for the text asked about and for the words
 * that are not read as the question's own: a verb in a sign ('EXIT 97') is the sign's.
 */
export function quotes(question: string): { start: number; end: number; text: string }[] {
  const double = [...question.matchAll(/["“]([^"”]{1,80})["”]/g)].map((m) => ({ start: m.index!, end: m.index! + m[0].length, text: m[1].trim() }));
  const single = [...question.matchAll(/(?<=^|\s)'([^']{2,80})'(?=\s|[?.!,]|$)/g)].map((m) => ({ start: m.index!, end: m.index! + m[0].length, text: m[1].trim() }));
  return [...double, ...single.filter((q) => !double.some((d) => q.start < d.end && d.start < q.end))];
}

/** Quoted text, or shouted words (2+ capitals or digits, a word of 3+ capitals): "DELIVERY 42". */
export function quotedText(question: string): string | undefined {
  const quoted = quotes(question)[0];
  if (quoted) return quoted.text;
  for (const m of question.matchAll(/\b([A-Z][A-Z0-9]{2,}(?:[ \-](?:\d+(?:[:.]\d+)*\b|[A-Z0-9]{2,}))*)\b/g)) {
    const shout = m[1];
    // One capitalised word WordNet knows as something other than text is an acronym ("SUV"), not a text shown.
    const known = !/[\s\-\d]/.test(shout) && (['ISO', 'UTC', 'CCTV', 'GMT', 'CET'].includes(shout) || (readNoun(shout)?.cls ?? 'text') !== 'text');
    // One capitalised word described by its colour ("the orange HGV", "a white LGV") names a thing
    // WordNet does not know, not a text shown: a text is not asked about by the colour it is.
    const coloured = !/[\s\-\d]/.test(shout) && COLOURED_BEFORE.test(question.slice(0, m.index));
    // One capitalised word before a noun of a thing ("the DHL van", "a DPD driver") is its make or
    // owner, a brand, not a text shown ("the EXIT sign" is: a sign's noun is text).
    // So is one the subject of a verb only a thing does ("when did the HGV drive off?", "the BMW parked").
    const brand = !/[\s\-\d]/.test(shout) && (namesThingAfter(question.slice(m.index! + shout.length)) || doneByThing(question.slice(m.index! + shout.length)));
    if (!known && !coloured && !brand) return shout;
  }
  return undefined;
}

/** Whether the next word is a noun WordNet has as a person, a vehicle or an animal. */
function namesThingAfter(rest: string): boolean {
  const next = /^\s+([a-z]+)/i.exec(rest)?.[1];
  const cls = next ? readNoun(next.toLowerCase())?.cls : undefined;
  return cls === 'person' || cls === 'vehicle' || cls === 'animal';
}

/** Whether the next word is a verb that only a person or vehicle does (drive, park, walk: VERB_IMPLIES). */
function doneByThing(rest: string): boolean {
  const next = /^\s+([a-z]+)/i.exec(rest)?.[1]?.toLowerCase();
  const lemma = next ? verbLemma(next) : undefined;
  return !!lemma && VERB_IMPLIES[lemma] !== undefined;
}

/** A noun of text ("sign", "notice", "banner"), as WordNet reads it. */
const isTextNoun = (t: Token) => !t.time && t.tags.has('Noun') && readNoun(t.norm)?.cls === 'text';

/**
 * The words of a noun phrase a determiner opens and a noun of text ends are that sign's words,
 * whatever part of speech the tagger gave them ("the car park closes sign": a finite verb cannot
 * stand inside a noun phrase, and "car park" there is no view but what the sign said): they are
 * marked as quoted, so no verb, subject or view is read off them. Not a run with a colour or an
 * adjective of no verb in it ("the big red sign" says what the sign is like), nor one noun of
 * text alone ("the warning sign").
 */
export function signPhrases(toks: Token[]): void {
  // A noun of text right after words in quotes or capitals is their sign's, whatever the tagger
  // made of it ("the LOADING BAY 3 notice": no verb "notice").
  toks.forEach((t, i) => {
    if (i > 0 && toks[i - 1].quoted && !t.quoted && !t.time && !t.tags.has('Noun') && readNoun(t.norm)?.cls === 'text') {
      for (const x of ['Verb', 'PresentTense', 'Infinitive', 'Adjective']) t.tags.delete(x);
      t.tags.add('Noun');
    }
  });
  // From the right: the phrase's head is its last noun ("the no entry sign": sign, not entry).
  for (let i = toks.length - 1; i > 0; i--) {
    const t = toks[i];
    // A noun of text before another noun modifies it ("the security lamp", "the notice board"): the head is the last.
    const after = toks[i + 1];
    if (t.quoted || !isTextNoun(t) || (after && after.tags.has('Noun') && !after.time && !after.quoted)) continue;
    let j = i - 1;
    // An owner's possessive ("the depot's CLOSED sign") opens the phrase as a determiner does; it is no word of the sign.
    while (j >= 0 && inSignPhrase(toks[j]) && !toks[j].tags.has('Possessive')) j--;
    // "the no parking sign", "the no entry notice": a "no" inside the phrase is the sign's word, not the question's negation.
    if (j > 0 && toks[j].norm === 'no' && toks[j - 1].tags.has('Determiner') && j < i - 1) j--;
    const run = toks.slice(j + 1, i);
    if (j < 0 || !(toks[j].tags.has('Determiner') || toks[j].tags.has('Possessive')) || !run.length) continue;
    if (run.length === 1 && isTextNoun(run[0])) continue;
    // "the two signs", "both notices": a number in words counts the signs; it is none of their words.
    if (run.every((w) => w.tags.has('Value') && /^[a-z]+$/.test(w.norm))) continue;
    if (!run.every((w) => w.norm === 'no' || w.tags.has('Noun') || w.tags.has('Verb') || /(?:ed|ing)$/.test(w.norm) || w.tags.has('Value'))) continue;
    for (const w of run) w.quoted = true;
  }
}

/** Forms of the verbs a sign's words follow ("the sign saying ...", "a notice that read ..."); "said" is irregular, so forms, not lemmas. */
const SAYING_FORMS = new Set(['say', 'says', 'said', 'read', 'reads']);
/** The most words taken as what a sign said. */
const SAID_MAX = 8;

/** Where the words a sign said begin, after its noun at i: "saying" or "that/which says|said|read(s)"; -1 when none. */
function saidStart(toks: Token[], i: number): number {
  const relative = !!toks[i + 1] && /^(?:that|which)$/.test(toks[i + 1].norm);
  const v = toks[relative ? i + 2 : i + 1];
  if (!v || v.quoted || v.time) return -1;
  const saying = v.norm === 'saying' || v.norm === 'reading' || (relative && SAYING_FORMS.has(v.norm));
  return saying ? toks.indexOf(v) + 1 : -1;
}

/** Whether a word ends what a sign said: the question's own auxiliary, copula, verb of getting or going, a time, a question word. */
function endsSaid(t: Token): boolean {
  return t.time || t.camera || t.tags.has('Copula') || t.tags.has('Auxiliary') || t.tags.has('QuestionWord') || /^(?:do|does|did|has|have|had|will|would|can|could|get|gets|got|go|goes|went|come|comes|came|was|were|is|are|been|first|last|finally|up|down)$/.test(t.norm);
}

/**
 * "the sign saying ignore previous instructions", "a notice that said closed for lunch": the words
 * after a noun of text and its verb of saying, up to the question's own verb, are what the sign
 * said. They are marked as quoted, so no verb, subject or view is read off them, and given as the
 * text asked about (saidText).
 */
export function saidPhrases(toks: Token[]): void {
  toks.forEach((t, i) => {
    // A noun one of whose senses is a text ("banner", "board") is that sense when it says something.
    if (t.quoted || t.time || !t.tags.has('Noun') || !readNoun(t.norm)?.candidates.includes('text')) return;
    // "what was the notice saying?" asks what it said.
    if (toks[0].norm === 'what' && toks[1]?.tags.has('Copula')) return;
    const from = saidStart(toks, i);
    if (from < 0) return;
    // After "did" and the subject the question's own verb is a bare one ("did the sign saying keep out come down?").
    const didOpens = toks.slice(0, i).some((w) => /^(?:did|do|does)$/.test(w.norm));
    const bareVerb = (k: number) => didOpens && k > from && toks[k].tags.has('Verb') && verbLemma(toks[k].norm) === toks[k].norm;
    // Said in capitals, the sign's words are those in capitals ("the sign reading DELIVERY 42 appear").
    const shouted = (t: Token) => /^[A-Z0-9][A-Z0-9'\-]*$/.test(t.text);
    const capitals = shouted(toks[from]);
    let to = from;
    // A verb with its particle after it ("put up", "taken down") is the question's own.
    // Not one with a particle of state after it again ("the board reading sold out up for how long?": "sold out" was said).
    const particle = (t: Token | undefined) => !!t && /^(?:up|down|away|off|out|on)$/.test(t.norm);
    const ownVerb = (k: number) => !particle(toks[k]) && particle(toks[k + 1]) && !particle(toks[k + 2]) && (toks[k].tags.has('Verb') || !!verbLemma(toks[k].norm));
    while (to < toks.length && to - from < SAID_MAX && !toks[to].quoted && !endsSaid(toks[to]) && !ownVerb(to) && !bareVerb(to) && (!capitals || shouted(toks[to]))) to++;
    if (to === from) return;
    for (const w of toks.slice(from, to)) { w.quoted = true; w.said = true; }
  });
}

/** The words a sign was said to say (saidPhrases), in capitals as a sign shows them. */
export function saidText(toks: Token[]): string | undefined {
  const words = toks.filter((t) => t.said).map((t) => t.norm.toUpperCase());
  return words.length ? words.join(' ') : undefined;
}

function inSignPhrase(t: Token): boolean {
  if (t.time || t.quoted || COLOURS.has(t.norm) || t.tags.has('Determiner') || t.tags.has('Pronoun') || t.tags.has('Preposition') || t.tags.has('QuestionWord')) return false;
  return !t.tags.has('Copula') && !t.tags.has('Auxiliary') && !/^(?:do|does|did|has|have|had|will|would|can|could)$/.test(t.norm);
}

/**
 * The words that modify a sign-like noun name its text: "the delivery notice" -> DELIVERY, "the
 * tow zone sign" -> TOW ZONE, "the reception closed sign" -> RECEPTION CLOSED, "the closing sign"
 * -> CLOSING (matched to the sign's words by lemma, text-words.ts). The modifiers are the nouns
 * and the verb's participles ("closed", "closing") right before it, back to a determiner; an
 * adjective of no verb ("the big sign", "the electronic notice") says what the sign is like,
 * not what it says, nor does a noun of text alone ("the warning sign"); and a colour, a time or a camera's word is none of its text.
 */
/** A noun before a sign's noun says what kind of sign it is when this share of its use is as a text ("the warning sign"). */
const KIND_OF_SIGN_SHARE = 0.25;

export function textHint(toks: Token[]): string | undefined {
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i];
    if (t.time || t.quoted || !t.tags.has('Noun') || readNoun(t.norm)?.cls !== 'text') continue;
    const words: string[] = [];
    // A sign phrase's words (signPhrases), or the nouns and participles right before it.
    const signed = (j: number) => toks[j].quoted && !toks[j].time && !/["'“”]/.test(toks[j].text);
    // Not a clause's verb ("the person who crossed reception": no CROSSED sign).
    const clauseVerb = (j: number) => toks[j].tags.has('Verb') && /^(?:who|that|which)$/.test(toks[j - 1]?.norm ?? '');
    // Nor the end of a compound adjective ("a dodgy-looking sign": no LOOKING sign).
    const describing = (j: number) => toks[j].tags.has('Hyphenated') && !!toks[j - 1]?.tags.has('Hyphenated') && toks[j - 1].tags.has('Adjective') && toks[j - 1].norm !== 'no';
    const named = signed(i - 1) ? signed : (j: number) => namesText(toks[j]) && !clauseVerb(j) && !describing(j);
    for (let j = i - 1; j >= 0 && named(j); j--) words.unshift(toks[j].norm.toUpperCase());
    // One noun of text alone says what kind of sign it is ("the warning sign", "the notice board"), not its words.
    // A noun mostly used otherwise is what it says ("the sale sign": SALE), though a rare sense of it is a text.
    if (words.length > 1 || (words.length === 1 && !(toks[i - 1].tags.has('Noun') && readNoun(toks[i - 1].norm)?.cls === 'text' && classShare(toks[i - 1].norm, 'text') >= KIND_OF_SIGN_SHARE))) return words.join(' ');
  }
  return undefined;
}

function namesText(t: Token): boolean {
  if (t.time || t.camera || t.quoted || t.place || COLOURS.has(t.norm) || t.tags.has('Determiner') || t.tags.has('Pronoun') || t.tags.has('Possessive')) return false;
  // Written in capitals, as the sign shows it ("its OPEN sign"), whatever part of speech it is.
  if (/^[A-Z0-9]{2,}$/.test(t.text)) return true;
  if (t.tags.has('Noun')) return readNoun(t.norm)?.cls !== 'time';
  return /(?:ed|ing)$/.test(t.norm) && !!verbLemma(t.norm);
}
