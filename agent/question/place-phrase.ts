// Place phrases in a question ("at the top left", "in the far corner", "on the left"): found
// by phrase structure -- a preposition, an optional determiner, the words of its noun phrase,
// one of them a place to WordNet -- so that a word the tagger made a verb of ("left") is read
// as the place it names, and the part of the frame the phrase names is kept as a slot.
import { isGarment } from './worn-phrase.ts';
import { isFixture, readNoun } from './noun-class.ts';
import { verbLemma } from './wordnet.ts';
import { PARTICLES } from './verb-use.ts';
import { COLOUR_WORDS } from '../../ingest/index.ts';
import {
  AUXILIARIES as AUX, COLOUR_MODIFIERS, IN_DARK_NOUNS, IN_LIGHT_NOUNS, OFF_SCALE_COLOURS, FRAME_PLACES, LIGHT_PLACE_PREPOSITIONS, LIT_WORDS, LOCATIVE_PREPOSITIONS, TIME_PREPOSITIONS, VIEW_PREPOSITIONS, VIEW_WORDS,
} from './reading-rules.ts';
import type { Token } from './read-question.ts';

/** Prepositions of where a thing is beside or outside another ("outside the shop", "by the pump", "from the desk"). */
const NEAR_PREPOSITIONS = ['outside', 'inside', 'beside', 'by', 'near', 'behind', 'from'];

export const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'its', 'their', 'his', 'her', 'our', 'my', 'your']);
const VERB_TENSES = ['PastTense', 'Participle', 'Gerund', 'Infinitive', 'PresentTense'];

/**
 * Prepositional phrases that name a place ("at the top left", "in the top right corner",
 * "on the far side"): a preposition, an optional determiner, then the words of its noun
 * phrase, at least one of them a place to WordNet. The tagger often makes a verb of a word in
 * such a phrase ("left" as the past of leave); it is taken back as a noun when the grammar
 * leaves no room for a verb there: the clause already has its finite verb before the phrase,
 * and the word is not the bare verb that do-support asks for ("did the car at the top leave").
 */
export function placePhrases(toks: Token[]): void {
  toks.forEach((p, i) => {
    // "after dark", "before dawn": a preposition of time opens a time, never a place.
    // "outside the shop", "beside the pump": the tagger may make an adjective or adverb of a preposition of where before a determiner.
    const where = NEAR_PREPOSITIONS.includes(p.norm) && DETERMINERS.has(toks[i + 1]?.norm ?? '');
    if (!(p.tags.has('Preposition') || where) || p.tags.has('QuestionWord') || p.time || p.quoted || p.direction || TIME_PREPOSITIONS.includes(p.norm)) return;
    const finiteBefore = toks.slice(0, i).some((t) => t.tags.has('Verb') && !t.tags.has('Infinitive') && !t.time);
    const doSupport = toks.slice(0, i).some((t) => /^(?:do|does|did)$/.test(t.norm));
    let j = i + 1;
    if (toks[j] && (toks[j].tags.has('Determiner') || DETERMINERS.has(toks[j].norm))) j++;
    const phrase: number[] = [];
    for (let k = j; k < toks.length; k++) {
      const t = toks[k];
      // A pronoun is a whole noun phrase: "when it left" has no place in it.
      // "there", "here" (which the tagger may make a noun) stand for a place of their own.
      if (t.time || t.quoted || t.camera || t.norm === 'there' || t.norm === 'here' || t.tags.has('Preposition') || t.tags.has('Determiner') || t.tags.has('Pronoun') || AUX.has(t.norm)) break;
      // "did the man on the right leave": the tagger's noun is the verb do-support still waits for.
      const verbAwaited = doSupport && !toks.slice(0, k).some((x) => x.tags.has('Verb') && !AUX.has(x.norm) && !x.place);
      // ... and so is a place-noun ("walk", "park") when no verb comes after it: "did the person in green walk?"
      const laterVerb = toks.slice(k + 1).some((x) => !x.time && !x.quoted && !AUX.has(x.norm) && !PARTICLES.has(x.norm) && !x.tags.has('Preposition') && !x.tags.has('Particle') && verbLemma(x.norm) !== undefined);
      if (verbAwaited && verbLemma(t.norm) === t.norm && (readNoun(t.norm)?.cls !== 'place' || !laterVerb)) break;
      if (t.tags.has('Noun') || t.tags.has('Adjective')) { phrase.push(k); continue; }
      const bare = t.tags.has('Infinitive') || (t.tags.has('PresentTense') && !t.norm.endsWith('s'));
      const nounToo = readNoun(t.norm)?.cls === 'place';
      if (t.tags.has('Verb') && VERB_TENSES.some((x) => t.tags.has(x)) && nounToo && finiteBefore && !(doSupport && bare) && phrase.length) { phrase.push(k); continue; }
      break;
    }
    // Modifiers come before the head noun: an adjective after it ("the yard overnight") is not the place's.
    while (phrase.length && !toks[phrase.at(-1)!].tags.has('Noun') && readNoun(toks[phrase.at(-1)!].norm)?.cls !== 'place') phrase.pop();
    // "the person in green", "the lady in dark red": a colour after "in", with no determiner, is what
    // someone wears (WordNet has "green" for a village green), never a place.
    // So is one after "a" ("in a maroon"), the garment left unsaid.
    if ((!DETERMINERS.has(toks[i + 1]?.norm ?? '') || /^an?$/.test(toks[i + 1]?.norm ?? '')) && phrase.length && phrase.every((k) => isColourWord(toks[k].norm))) return;
    // "the guy in the green top", "the woman in a red fleece": a coloured head that is some kind of
    // clothing (in any sense WordNet has) is what someone wears, not the top of the view.
    if (p.norm === 'in' && phrase.length > 1 && phrase.some((k) => isColourWord(toks[k].norm)) && isGarment(toks[phrase.at(-1)!].norm, Infinity)) return;
    // After "in", "on", "at" a head noun that WordNet reads as a thing or a place ("the loading
    // bay", "the pavement") is the place; never one it reads as a person, vehicle or animal.
    // "in darkness", "in the dark", "in daylight": the light the scene is in (light-phrase.ts), no place.
    if (phrase.length && [...IN_DARK_NOUNS, ...IN_LIGHT_NOUNS].includes(toks[phrase.at(-1)!].norm)) return;
    const head = phrase.at(-1), headReading = head !== undefined && toks[head].tags.has('Noun') ? readNoun(toks[head].norm) : undefined;
    // So after a preposition of a path ("go past the petrol station", "through the car wash").
    const placeHead = [...LOCATIVE_PREPOSITIONS, ...PATH_PREPOSITIONS].includes(p.norm) && headReading?.cls === 'thing' && headReading.candidates.includes('place');
    // "the car at the pump", "the courier at the desk": a fixture (furniture, a machine) is where things stand, as a place is.
    const fixtureHead = [...LOCATIVE_PREPOSITIONS, ...NEAR_PREPOSITIONS].includes(p.norm) && headReading?.cls === 'thing' && isFixture(toks[head!].norm);
    if (!placeHead && !fixtureHead && !phrase.some((k) => readNoun(toks[k].norm)?.cls === 'place')) return;
    p.place = true;
    if (where) { p.tags.delete('Adjective'); p.tags.delete('Adverb'); p.tags.add('Preposition'); }
    for (const k of phrase) {
      const t = toks[k];
      t.place = true;
      if (t.tags.has('Verb')) { t.tags.delete('Verb'); for (const x of VERB_TENSES) t.tags.delete(x); t.tags.add('Noun'); t.lemma = t.norm; }
    }
  });
}

/** Longest phrase after a preposition read as a light's place ("the car park street light"). */
const MAX_LIGHT_PHRASE = 4;

/**
 * A place given by a light: "parked under the light", "stood beneath the street lamp", "in the
 * lit area", "by the floodlight" -- a preposition of place, an optional determiner, and a noun
 * phrase whose head is a light source to WordNet, or that a word of light marks lit (LIT_WORDS).
 * Where that is, the words do not say: the planner finds where the light lit on the footage
 * (plan-landmark.ts). The preposition is marked `landmark`, the phrase `place` (no subject, no
 * lamp asked about); the tagger's adjective for "under" and verb for "lit" are taken back.
 */
export function lightPlaces(toks: Token[]): void {
  toks.forEach((p, i) => {
    if (!LIGHT_PLACE_PREPOSITIONS.includes(p.norm) || p.time || p.quoted || p.direction || p.camera) return;
    // "to" only as the second word of "next to", "close to".
    if (p.norm === 'to' && !/^(?:next|close|near)$/.test(toks[i - 1]?.norm ?? '')) return;
    let j = i + 1;
    if (toks[j] && (toks[j].tags.has('Determiner') || DETERMINERS.has(toks[j].norm))) j++;
    const phrase: number[] = [];
    for (let k = j; k < toks.length && phrase.length < MAX_LIGHT_PHRASE; k++) {
      const t = toks[k];
      if (t.time || t.quoted || t.camera || t.tags.has('Preposition') || t.tags.has('Determiner') || t.tags.has('Pronoun') || AUX.has(t.norm)) break;
      if (!(t.tags.has('Noun') || t.tags.has('Adjective') || LIT_WORDS.includes(t.norm) || readNoun(t.norm)?.cls === 'light')) break;
      phrase.push(k);
    }
    const head = phrase.length ? toks[phrase.at(-1)!] : undefined;
    if (!head) return;
    const headCls = readNoun(head.norm)?.cls;
    // "the light blue car": a light's word that modifies something else is none.
    const lit = headCls === 'light' || LIT_WORDS.includes(head.norm) || (phrase.some((k) => LIT_WORDS.includes(toks[k].norm)) && (headCls === 'place' || headCls === 'thing'));
    if (!lit) return;
    // "next to": both words are the place's, "to" opens it.
    if (p.norm === 'to') toks[i - 1].place = true;
    p.place = true;
    p.landmark = 'light';
    p.tags.delete('Adjective'); p.tags.delete('Adverb'); p.tags.add('Preposition');
    for (const k of phrase) {
      const t = toks[k];
      t.place = true;
      if (t.tags.has('Verb')) { t.tags.delete('Verb'); for (const x of VERB_TENSES) t.tags.delete(x); t.tags.add(k === phrase.at(-1) ? 'Noun' : 'Adjective'); t.lemma = t.norm; }
    }
  });
}

const VIEW_PHRASES = VIEW_WORDS.map((w) => w.split(' '));

/**
 * Noun phrases that name the camera's whole view ("the hall", "the car park", "the depot
 * camera") are read as a camera's own name is (`camera`): the scene, never a subject or a
 * place in the frame. Only a phrase of view words alone: "the loading area" and "the street
 * lights" are no view. A preposition of being that opens one ("in the hall") is marked
 * `view`: being there is presence, as "in view" is, and it finishes no phrasal verb.
 */
export function viewPhrases(toks: Token[]): void {
  const free = (t: Token | undefined) => !!t && !t.time && !t.quoted;
  const viewAt = (i: number) => VIEW_PHRASES.find((w) => w.every((x, k) => free(toks[i + k]) && toks[i + k].norm === x && toks[i + k].tags.has('Noun')))?.length ?? 0;
  for (let i = 0; i < toks.length; i++) {
    if (!free(toks[i]) || (i > 0 && !(DETERMINERS.has(toks[i - 1].norm) || toks[i - 1].tags.has('Determiner') || toks[i - 1].tags.has('Preposition')))) continue;
    let end = i;
    for (let n = viewAt(end) || (toks[end].camera ? 1 : 0); n > 0; n = viewAt(end) || (toks[end]?.camera ? 1 : 0)) end += n;
    if (end === i || (free(toks[end]) && toks[end].tags.has('Noun'))) continue;
    for (let k = i; k < end; k++) toks[k].camera = true;
    const prep = toks[i - 1]?.tags.has('Preposition') ? toks[i - 1] : toks[i - 2]?.tags.has('Preposition') && DETERMINERS.has(toks[i - 1].norm) ? toks[i - 2] : undefined;
    if (prep && free(prep) && VIEW_PREPOSITIONS.includes(prep.norm)) prep.view = true;
    i = end - 1;
  }
}

const COLOURS = new Set<string>(COLOUR_WORDS);
/** Prepositions of the way a thing goes, past or through a place. */
const PATH_PREPOSITIONS = ['past', 'through', 'across', 'along', 'into', 'around'];
const isColourWord = (w: string) => COLOURS.has(w) || !!OFF_SCALE_COLOURS[w] || COLOUR_MODIFIERS.includes(w);

export interface PlaceReading { words: string; x?: 'left' | 'centre' | 'right'; y?: 'top' | 'middle' | 'bottom'; landmark?: 'light' }

/** The first place phrase, with the part of the frame its words name. */
export function placeOf(toks: Token[]): PlaceReading | undefined {
  for (let at = 0; at < toks.length; at++) {
    if (!toks[at].place || !toks[at].tags.has('Preposition')) continue;
    const out = placeAt(toks, at);
    // "went past the shop": what a thing passes is where it went by, not where it stood; it is a
    // place only when it names a part of the view ("right past the camera": the bottom).
    if (toks[at].norm === 'past' && !(out?.x || out?.y)) continue;
    return out;
  }
  return undefined;
}

function placeAt(toks: Token[], at: number): PlaceReading | undefined {
  let end = at + 1;
  // A determiner opens the phrase ("at the door"); after its words one opens the next ("this morning").
  while (toks[end] && (toks[end].place || (end === at + 1 && DETERMINERS.has(toks[end].norm))) && !toks[end].tags.has('Preposition')) end++;
  const words = toks.slice(at + 1, end);
  // A preposition with no words of a place after it ("cross back over at any point") names none.
  if (!words.length && !toks[at].landmark) return undefined;
  const out: PlaceReading = { words: words.map((t) => t.norm).join(' '), ...(toks[at].landmark ? { landmark: toks[at].landmark } : {}) };
  for (const t of words) {
    // "camera", "back" say a part of the view only said as depth ("along the back", not "at the back of the van").
    const axis = DEPTH_WORDS.has(t.norm) && !t.depth ? undefined : FRAME_PLACES[t.norm];
    if (axis?.x && !out.x) out.x = axis.x;
    if (axis?.y && !out.y) out.y = axis.y;
  }
  return out;
}

/** The words of FRAME_PLACES that say a depth. */
const DEPTH_WORDS = new Set(['camera', 'lens', 'back', 'background', 'distance']);

/** Prepositions of nearness that, before "the camera", say near it: close in the view's foreground. */
const BY_CAMERA = new Set(['near', 'beside', 'towards', 'toward']);
/** "past", "by" the camera are only in view ("what went past the camera?") unless said close ("right past the camera"). */
const PAST_CAMERA = new Set(['past', 'by']), CLOSE_BEFORE = new Set(['right', 'just', 'close', 'straight', 'directly']);
/** Prepositions that open the view's far part ("along the back", "in the distance"). */
const AT_DEPTH = new Set(['along', 'at', 'in', 'across', 'on']);
/** Words for the far part of the view. */
const FAR_WORDS = new Set(['back', 'background', 'distance']);

/**
 * Places given by depth, on a camera looking down at the ground: "right past the camera",
 * "close to the camera" are near it, at the bottom of the view, where things are biggest;
 * "along the back", "in the background", "in the distance" far off, at its top. Marked as
 * place phrases (the view's own word "camera" is then no view), with FRAME_PLACES for their axis.
 */
export function depthPlaces(toks: Token[]): void {
  const free = (t: Token | undefined) => !!t && !t.time && !t.quoted;
  toks.forEach((p, i) => {
    if (!free(p)) return;
    const closeTo = p.norm === 'to' && /^(?:close|next|up|right)$/.test(toks[i - 1]?.norm ?? '');
    const j = toks[i + 1] && DETERMINERS.has(toks[i + 1].norm) ? i + 2 : i + 1;
    const head = toks[j];
    if (!free(head) || toks[j + 1]?.norm === 'of') return;
    const close = BY_CAMERA.has(p.norm) || closeTo || (PAST_CAMERA.has(p.norm) && CLOSE_BEFORE.has(toks[i - 1]?.norm ?? ''));
    const near = close && (head.norm === 'camera' || head.norm === 'lens');
    const far = AT_DEPTH.has(p.norm) && FAR_WORDS.has(head.norm) && j > i + 1;
    if (!near && !far) return;
    if (closeTo) toks[i - 1].place = true;
    p.place = true;
    p.tags.add('Preposition');
    for (let k = i + 1; k <= j; k++) { toks[k].place = true; toks[k].camera = false; }
    head.depth = true;
    if (head.tags.has('Verb') || head.tags.has('Adverb')) { head.tags.delete('Verb'); head.tags.delete('Adverb'); head.tags.add('Noun'); head.lemma = head.norm; }
  });
}

