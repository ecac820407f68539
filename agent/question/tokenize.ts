// The question's words as the reader reads them (read-question.ts): compromise's terms with
// their tags and lemmas, each marked as inside a time phrase (chrono, and the readers of
// agent/time for what chrono misses), a quote, a direction or a camera's word; then the tags
// the grammar leaves no room for taken back (a verb compromise made a noun, and the other way)
// and the phrases that are no subject of their own marked: a lamp's, the view's, a place's, a
// sign's words.
import type Nlp from 'compromise';
import type * as Chrono from 'chrono-node';
import { lazyModule } from '../../core/lazy-module.ts';
import { readNoun } from './noun-class.ts';
import { nounSenses, verbLemma } from './wordnet.ts';
import { AUXILIARIES as AUX, DIRECTION_PATTERNS, GENERIC_PERSON, OFF_SCALE_COLOURS, VERB_RULES } from './reading-rules.ts';
import { COLOUR_WORDS as SCALE_COLOURS } from '../../ingest/index.ts';
import { EDGE_PHRASE } from '../time/edge-of.ts';
import { FOOTAGE_SPAN } from '../time/footage-span.ts';
import { dayPartSpans } from '../time/day-part.ts';
import { clockOfName, wordedClocks } from '../time/worded-clock.ts';
import { withoutSignWords } from '../time/sign-words.ts';
import { DETERMINERS, depthPlaces, lightPlaces, placePhrases, viewPhrases } from './place-phrase.ts';
import { lampPhrases } from './light-phrase.ts';
import { PARTICLES, afterGet } from './verb-use.ts';
import { quotedText, quotes, saidPhrases, signPhrases } from './text-phrase.ts';
import { WEEKDAY_WORD, lengthBeforeEvent } from '../time/local-day.ts';
import type { Token } from './read-question.ts';

const nlp = lazyModule<typeof Nlp>('compromise');
const chrono = lazyModule<typeof Chrono>('chrono-node');
/** Classes of things that move: a subject, unlike text, a light or a place. */
const MOVING = new Set<string>(['person', 'vehicle', 'animal']);

function spans(question: string): { time: [number, number][]; quoted: [number, number][]; direction: [number, number][] } {
  // A sign's words are no time ("the GARAGE SALE SAT 9AM sign"): they are blanked first (sign-words.ts).
  // A lowercase "sat", "sun", "wed" is the word ("the van sat parked"), not a weekday (as resolve-time.ts reads it).
  const time = chrono.parse(withoutSignWords(question), new Date(0)).filter((h) => !WEEKDAY_WORD.test(h.text) && !lengthBeforeEvent(question, h) && !clockOfName(question, h))
    .map((h): [number, number] => [h.index, h.index + h.text.length]);
  const past = /\b(?:in the |during the |over the )?(?:past|last) (?:(?:\d+|an?|one|two|three|few) ?)?(?:minutes?|mins?|hours?|hrs?|days?)\b/gi;
  for (const m of question.matchAll(past)) time.push([m.index!, m.index! + m[0].length]);
  // "right now", "just now": the intensifier is part of the time phrase, not a place ("on the right").
  for (const m of question.matchAll(/\b(?:right|just) now\b/gi)) time.push([m.index!, m.index! + m[0].length]);
  // "in the first ten seconds", "the last hour of the clip": a stretch of the recording (agent/time/footage-span.ts), not which occurrence.
  const recorded = FOOTAGE_SPAN.exec(question);
  if (recorded) time.push([recorded.index, recorded.index + recorded[0].length]);
  // "at half past nine", "at ten fifteen": clocks said in words (agent/time/worded-clock.ts), which chrono does not read.
  for (const c of wordedClocks(question)) time.push([c.index, c.index + c.length]);
  // "first thing", "in the late morning": parts of the day and their shares (agent/time/day-part.ts).
  time.push(...dayPartSpans(question));
  // "at the end", "at the start of the clip": an edge of the time asked (agent/time/edge-of.ts), never a place.
  for (const m of question.matchAll(new RegExp(EDGE_PHRASE.source, 'gi'))) time.push([m.index!, m.index! + m[0].length]);
  // "just gone 9", "gone half past ten": British for just after, part of the time it comes before.
  // (Not "gone by 9", "gone at 10": a time a preposition opens is when it went.)
  for (const span of time) {
    if (!/^(?:\d|half\b|quarter\b|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|midnight|midday|noon)\b)/i.test(question.slice(span[0]))) continue;
    const before = /\b(?:(?:just|only|a bit|a little|not long)\s+)?gone\s+$/i.exec(question.slice(Math.max(0, span[0] - 24), span[0]));
    if (before) span[0] -= before[0].length;
  }
  const quoted = quotes(question).map((q): [number, number] => [q.start, q.end]);
  // Words in capitals a sign shows ("the LOADING BAY 3 notice"), as quotedText reads them.
  const shouted = quoted.length ? undefined : quotedText(question);
  const at = shouted ? question.indexOf(shouted) : -1;
  if (shouted && at >= 0) quoted.push([at, at + shouted.length]);
  const lower = question.toLowerCase();
  const direction = [...DIRECTION_PATTERNS.map(([re]) => re), /\b(?:left|right|up|down) or (?:left|right|up|down)\b/]
    .flatMap((re) => [...lower.matchAll(new RegExp(re.source, 'g'))]).map((m): [number, number] => [m.index!, m.index! + m[0].length]);
  return { time, quoted, direction };
}

/** Past participles and past tenses the morphy rules miss. */
const IRREGULAR_VERBS: Record<string, string> = {
  ridden: 'ride', written: 'write', hidden: 'hide', bitten: 'bite', gotten: 'get', forgotten: 'forget', risen: 'rise', gone: 'go', done: 'do',
  left: 'leave', went: 'go', came: 'come', brought: 'bring', caught: 'catch', drove: 'drive', rode: 'ride', ran: 'run', saw: 'see', took: 'take',
  fell: 'fall', rose: 'rise', stood: 'stand', sat: 'sit', got: 'get', flew: 'fly', stole: 'steal', stolen: 'steal', sped: 'speed', lit: 'light',
};

function lemmaOf(norm: string, tags: Set<string>, root: string | undefined): string {
  if (!tags.has('Verb')) return root ?? norm;
  if (IRREGULAR_VERBS[norm]) return IRREGULAR_VERBS[norm];
  if (root && root !== norm) return root;
  return verbLemma(norm) ?? (norm.endsWith('n') ? verbLemma(norm.slice(0, -1)) : undefined) ?? norm;
}

/**
 * toks[i] stands after a copula and a subject that moves, with nothing after it but a preposition
 * or the end: "were [the two people] talking (at noon)", and with the subject's own post-modifier
 * between, "was [the person in green] waiting", "was [the man with the dog] smoking". Not a noun a
 * determiner opens ("was anyone at the parking").
 */
/** Adverbs of time that stand between a copula's subject and its participle ("still sitting", "just leaving"). */
const ASPECT_ADVERBS = new Set(['still', 'just', 'already', 'now', 'yet']);

function progressive(toks: Token[], i: number): boolean {
  const prev = toks[i - 1], next = toks[i + 1];
  if (next && !next.time && !next.tags.has('Preposition')) return false;
  if (prev.tags.has('Determiner') || DETERMINERS.has(prev.norm)) return false;
  let c = i - 1;
  while (c >= 0 && !toks[c].time && ['Noun', 'Determiner', 'Value', 'Adjective', 'Adverb', 'Preposition'].some((x) => toks[c].tags.has(x)) && !toks[c].tags.has('Copula')) c--;
  if (c < 0 || !toks[c].tags.has('Copula')) return false;
  // The subject is the noun phrase the copula opens, up to its first preposition.
  const head = toks.slice(c + 1, i).findIndex((t) => t.tags.has('Preposition'));
  const subject = toks.slice(c + 1, head < 0 ? i : c + 1 + head).filter((t) => t.tags.has('Noun')).at(-1);
  // An adverb of time between ("was the parcel still sitting there") leaves no noun compound: any subject.
  if (subject && ASPECT_ADVERBS.has(prev.norm)) return true;
  return !!subject && (GENERIC_PERSON.includes(subject.norm) || MOVING.has(readNoun(subject.norm)?.cls ?? ''));
}

/** toks[i] is a verb's bare form right after a noun phrase a determiner opens, after a copula: "was the tow zone [sign] up". */
function bareAfterCopula(toks: Token[], i: number): boolean {
  const t = toks[i];
  if (!t.tags.has('Verb') || !t.tags.has('Infinitive') || AUX.has(t.norm) || t.time || t.quoted) return false;
  const forms = (nlp(t.norm).verbs() as unknown as { conjugate(): { PastTense?: string }[] }).conjugate()[0];
  if (!forms?.PastTense || forms.PastTense === t.norm) return false;
  let c = i - 1;
  // (A sign's "no" inside the phrase too: "was the no diesel sign in view".)
  while (c >= 0 && !toks[c].time && (toks[c].tags.has('Noun') || toks[c].tags.has('Adjective') || (toks[c].norm === 'no' && c < i - 1)) && !toks[c].tags.has('Determiner')) c--;
  return c < i - 1 && c >= 1 && toks[c].tags.has('Determiner') && toks[c - 1].tags.has('Copula');
}

/** Verbs whose passive names a stay ("was parked", "was left"): VERB_RULES' passive rules. */
const PASSIVE_STAY_VERBS = new Set(VERB_RULES.filter((r) => r.passive && r.event === 'stay').flatMap((r) => r.verbs));

/**
 * "Which car was parked under the light?", "was anything parked next to the lamp?": compromise
 * makes an adjective of the participle (and of the "under" after it). After a copula, with at
 * most its subject between, a past participle of a verb whose passive names a stay is that
 * passive, as "was parked by the gate" is tagged.
 */
function passiveParticiple(toks: Token[], i: number): string | undefined {
  const t = toks[i];
  if (!t.tags.has('Adjective') || t.tags.has('Verb') || t.time || t.quoted || !/(?:ed|en|t)$/.test(t.norm)) return undefined;
  let c = i - 1;
  while (c >= 0 && !toks[c].time && !toks[c].tags.has('Copula') && ['Noun', 'Pronoun', 'Determiner'].some((x) => toks[c].tags.has(x))) c--;
  // Or right after a form of "get" ("the bag that got left behind"): a get-passive.
  if (!afterGet(toks, i) && (c < 0 || !toks[c].tags.has('Copula'))) return undefined;
  const lemma = IRREGULAR_VERBS[t.norm] ?? verbLemma(t.norm);
  return lemma && lemma !== t.norm && PASSIVE_STAY_VERBS.has(lemma) ? lemma : undefined;
}

/** The lemma of toks[i] when it opens a relative clause after a noun ("the car that picked up") as a past form compromise did not tag a verb. */
function clauseVerbAt(toks: Token[], i: number): string | undefined {
  const t = toks[i], pronoun = toks[i - 1], noun = toks[i - 2];
  if (!pronoun || !noun || !/^(?:that|who|which)$/.test(pronoun.norm) || !noun.tags.has('Noun') || noun.time) return undefined;
  if (t.tags.has('Verb') || t.time || t.quoted || !/ed$/.test(t.norm)) return undefined;
  const lemma = IRREGULAR_VERBS[t.norm] ?? verbLemma(t.norm);
  return lemma && lemma !== t.norm ? lemma : undefined;
}

/**
 * A word written with a hyphen is one word where WordNet has it as a noun, hyphen and all or
 * run together: "double-decker" (a bus), "pick-up" (a pickup), "mini-cab" (a minicab). The
 * tagger splits it ("double" an adjective, "decker" a noun): the two are put back together.
 */
function joinHyphenated(toks: Token[], question: string): void {
  for (let i = 0; i < toks.length - 1; i++) {
    const a = toks[i], b = toks[i + 1];
    if (a.time || a.quoted || b.time || b.quoted || !/^[a-z]+-$/i.test(question.slice(a.start, b.start).trim())) continue;
    const word = [`${a.norm}-${b.norm}`, `${a.norm}${b.norm}`].find((w) => nounSenses(w).length > 0);
    if (!word) continue;
    toks.splice(i, 2, { ...b, text: question.slice(a.start, b.start + b.text.length), norm: word, lemma: word, start: a.start, tags: new Set(['Noun', 'Singular']) });
  }
}

/** Pronouns for anyone or anything at all, which a question may open with, its "did" dropped. */
/** Colour words, on the namer's scale or off it. */
const COLOUR_WORDS = new Set<string>([...SCALE_COLOURS, ...Object.keys(OFF_SCALE_COLOURS)]);
export const isColourWord = (w: string) => COLOUR_WORDS.has(w);

const INDEFINITES = new Set(['anyone', 'anybody', 'anything', 'someone', 'somebody', 'something', 'everyone', 'everybody', 'nobody', 'nothing']);

/** Whether toks[0, i) is "did" (or "do", "does") and a noun phrase its determiner opens: the subject of a question with do-support. */
function doSubjectBefore(toks: Token[], i: number): boolean {
  const d = doAt(toks);
  if (d < 0) return false;
  // "did they stand chatting": a personal pronoun alone is a whole subject.
  if (d === i - 2 && toks[d + 1].tags.has('Pronoun') && !INDEFINITES.has(toks[d + 1].norm)) return true;
  return d < i - 2 && toks[d + 1].tags.has('Determiner') && toks.slice(d + 2, i).every((t) => !t.time && (t.tags.has('Noun') || t.tags.has('Adjective') || t.tags.has('Value')));
}

/** Where the question's "did" (or "do", "does") is; -1 without one. */
const doAt = (toks: Token[]) => toks.findIndex((t) => /^(?:did|do|does)$/.test(t.norm));

/** Whether a "did" before i awaits its bare verb still: its subject (and any clause on it) came between, and no bare verb. */
function doAwaits(toks: Token[], i: number): boolean {
  const d = doAt(toks);
  return d >= 0 && d < i - 2 && !toks.slice(d + 1, i).some((t) => !t.time && t.tags.has('Infinitive') && !t.tags.has('PastTense'));
}

/** Whether the noun at j is the object of a preposition: a preposition before it, or before its determiner. */
function prepositionObject(toks: Token[], j: number): boolean {
  const before = toks[j - 1]?.tags.has('Determiner') ? toks[j - 2] : toks[j - 1];
  return !!before && before.tags.has('Preposition');
}

/** Verbs a gerund follows as their complement ("get going", "keep walking", "start moving"). */
const CATENATIVE = new Set(['get', 'keep', 'start', 'begin', 'stop', 'finish', 'quit']);

/** Possessive determiners, which compromise sometimes tags as nouns. */
const POSSESSIVES = new Set(['his', 'her', 'its', 'their', 'my', 'your', 'our']);

/** Takes back verbs compromise made of nouns: "what text was shown", "the yard lights come on". */
function retag(toks: Token[]): void {
  toks.forEach((t, i) => {
    const prev = toks[i - 1], next = toks[i + 1];
    // A possessive before a noun phrase ("on his first pass") is no noun ("his" is not "hi", a greeting).
    if (POSSESSIVES.has(t.norm) && t.tags.has('Noun') && next && !next.time) { t.tags.delete('Noun'); t.tags.delete('Singular'); t.tags.add('Possessive'); t.lemma = t.norm; return; }
    // "anything moving at the depot?": an -ing word right after an indefinite is its verb, not an adjective.
    if (prev && INDEFINITES.has(prev.norm) && t.tags.has('Adjective') && /ing$/.test(t.norm) && !t.time && !t.quoted && verbLemma(t.norm)) { t.tags.delete('Adjective'); t.tags.add('Verb'); t.tags.add('Gerund'); t.lemma = verbLemma(t.norm)!; return; }
    // "go past the shop": "past" before a noun phrase is its preposition ("in the past hour" keeps its adjective).
    if (t.norm === 'past' && t.tags.has('Noun') && next && !next.time && (next.tags.has('Determiner') || next.tags.has('Possessive')) && !prev?.tags.has('Determiner')) { t.tags.delete('Noun'); t.tags.delete('Singular'); t.tags.add('Preposition'); return; }
    // "did the shop put its sign out?": after "did" and its subject, a word that is a verb's bare
    // form with an object or particle after it is that verb, not the subject's last noun (a "put" is an option to sell).
    // So is one with a gerund after it ("how long did the pair stand chatting?": a "stand" is a booth).
    // After a subject with a phrase on it ("did the group standing on the left walk off?"), a bare
    // verb with its particle is the one "did" awaits too.
    // (The subject's own noun before it: "did the black cab off ..." keeps its cab.)
    const awaitsWithParticle = !!next && PARTICLES.has(next.norm) && !next.time && doAwaits(toks, i) && toks.slice(doAt(toks) + 1, i).some((x) => x.tags.has('Noun') && !x.time);
    if (t.tags.has('Noun') && (prev?.tags.has('Noun') || (awaitsWithParticle && prev?.tags.has('Adjective'))) && next && !t.time && !t.quoted && (next.tags.has('Possessive') || next.tags.has('Determiner') || PARTICLES.has(next.norm) || (/ing$/.test(next.norm) && !!verbLemma(next.norm))) && verbLemma(t.norm) === t.norm && (doSubjectBefore(toks, i) || awaitsWithParticle)) {
      for (const x of ['Noun', 'Singular']) t.tags.delete(x);
      t.tags.add('Verb'); t.tags.add('Infinitive'); t.lemma = t.norm;
      return;
    }
    // "did the two who came out of the gate at lunchtime stand chatting?", "did the pair at 9 wait?":
    // a subject's phrase or clause ends with its time, and the bare verb after it is the one "did" awaits.
    // So is one after what the subject wears ("did the worker in blue cross back over?": no Blue Cross).
    const afterWorn = !!prev && isColourWord(prev.norm) && toks[i - 2]?.norm === 'in' && (!next || PARTICLES.has(next.norm) || next.norm === 'back' || next.tags.has('Preposition'));
    if (t.tags.has('Noun') && (prev?.time || afterWorn) && !t.time && !t.quoted && verbLemma(t.norm) === t.norm && doAwaits(toks, i) && !(next?.tags.has('Verb') && !next.tags.has('Gerund'))) {
      for (const x of ['Noun', 'Singular']) t.tags.delete(x);
      t.tags.add('Verb'); t.tags.add('Infinitive'); t.lemma = t.norm;
      return;
    }
    const participle = passiveParticiple(toks, i);
    if (participle) { t.tags.delete('Adjective'); for (const x of ['Verb', 'PastTense', 'Passive']) t.tags.add(x); t.lemma = participle; return; }
    // "the car that picked up the woman": compromise makes a noun of "picked up" (a pickup). A
    // relative pronoun after a noun opens a clause, whose first word, a verb's past form, is that verb
    // (and a particle word after it its particle).
    const clauseVerb = clauseVerbAt(toks, i);
    if (clauseVerb) {
      for (const x of ['Noun', 'Singular', 'Adjective']) t.tags.delete(x);
      for (const x of ['Verb', 'PastTense']) t.tags.add(x);
      t.lemma = clauseVerb;
      if (next && PARTICLES.has(next.norm) && next.tags.has('Noun')) { next.tags.delete('Noun'); next.tags.delete('Singular'); next.tags.add('Particle'); next.lemma = next.norm; }
      return;
    }
    // "anything drive by the shop?", "anyone walk past at 3?": a question that drops its "did" opens
    // with an indefinite pronoun, and the word after it is the verb's bare form, where WordNet has one;
    // so is the word after one that is the subject of "did" ("did anything stir": no "stir" of a thing).
    // "did anything else go left to right?": "else" after the pronoun is part of it.
    const elseAt = prev?.norm === 'else' && !!toks[i - 2] && INDEFINITES.has(toks[i - 2].norm) ? 1 : 0;
    const pronoun = toks[i - 1 - elseAt], k = i - elseAt;
    const indefiniteSubject = k === 1 || (k >= 2 && /^(?:did|do|does|will|would|could|can)$/.test(toks[k - 2].norm));
    if (!t.tags.has('Verb') && pronoun && INDEFINITES.has(pronoun.norm) && indefiniteSubject && !t.time && !t.quoted && verbLemma(t.norm) === t.norm) {
      for (const x of ['Noun', 'Singular', 'Adjective']) t.tags.delete(x);
      t.tags.add('Verb'); t.tags.add('Infinitive'); t.lemma = t.norm;
      return;
    }
    // "at the bus stop", "by the car park": after a preposition and the noun it opens, a word that
    // makes a WordNet compound with that noun is its head, not a verb (no verb follows a preposition's object);
    // not after a colour ("dressed in red cross the yard": the Red Cross is no place here).
    if (t.tags.has('Verb') && prev?.tags.has('Noun') && !prev.time && !COLOUR_WORDS.has(prev.norm) && prepositionObject(toks, i - 1) && nounSenses(`${prev.lemma}_${t.norm}`).length > 0) {
      for (const x of ['Verb', 'Infinitive', 'PresentTense', 'PhrasalVerb']) t.tags.delete(x);
      t.tags.add('Noun'); t.tags.add('Singular'); t.lemma = t.norm;
      return;
    }
    // "out of shot", "the end of play": no verb but a gerund follows "of"; a word WordNet has as a noun is that noun.
    if (t.tags.has('Verb') && prev?.norm === 'of' && !t.tags.has('Gerund') && !/ing$/.test(t.norm) && readNoun(t.norm)) {
      for (const x of ['Verb', 'PastTense', 'Infinitive', 'PresentTense', 'PhrasalVerb', 'Passive']) t.tags.delete(x);
      t.tags.add('Noun'); t.tags.add('Singular'); t.lemma = t.norm;
      return;
    }
    // "the person in green loitering at the stop": after what someone wears, an -ing word is their participle, not a noun.
    if (t.tags.has('Noun') && /ing$/.test(t.norm) && prev && isColourWord(prev.norm) && toks[i - 2]?.norm === 'in') {
      const lemma = verbLemma(t.norm);
      if (lemma) { for (const x of ['Noun', 'Singular']) t.tags.delete(x); t.tags.add('Verb'); t.tags.add('Gerund'); t.lemma = lemma; return; }
    }
    // "left standing", "kept waiting": an -ing word right after a main verb is its participle, not a noun.
    // "were the two people talking", "was the man smoking": one right after a subject that moves, after its copula, too (not "was the parking lot").
    if (t.tags.has('Noun') && /ing$/.test(t.norm) && prev && ((prev.tags.has('Verb') && !prev.tags.has('Copula') && !AUX.has(prev.norm)) || progressive(toks, i))) {
      const lemma = verbLemma(t.norm);
      if (lemma) { t.tags.delete('Noun'); t.tags.add('Verb'); t.tags.add('Gerund'); t.lemma = lemma; return; }
    }
    // "were there any motorbikes": a word a determiner opens and nothing follows is its noun, when WordNet has one.
    if (t.tags.has('Verb') && !next && prev && /^(?:any|a|an|the|some|no|every|many|several|those|these)$/.test(prev.norm) && readNoun(t.norm)) {
      t.tags.delete('Verb'); t.tags.add('Noun'); t.lemma = t.norm; return;
    }
    // "How long was the tow zone sign up?": a verb's bare form cannot follow a copula and its
    // subject ("was [the tow zone] sign"), so a word WordNet has as a noun ends that noun phrase. Not a
    // participle that is its bare form ("was the poster put up"), nor a word compromise cannot
    // conjugate on its own ("was the car park empty").
    if (bareAfterCopula(toks, i) && readNoun(t.norm)) { t.tags.delete('Verb'); t.tags.add('Noun'); t.lemma = t.norm; return; }
    // "did someone put the box down?": an article or a possessive opens a noun phrase, and no verb's
    // bare or present form follows one; a word WordNet has as a noun is that noun (not a participle: "the parked van").
    if (t.tags.has('Verb') && prev && /^(?:a|an|the|his|her|their|my|your|its|our)$/.test(prev.norm) && !['PastTense', 'Gerund', 'Participle'].some((x) => t.tags.has(x)) && !/(?:ed|ing)$/.test(t.norm) && readNoun(t.norm)) {
      t.tags.delete('Verb'); t.tags.delete('PhrasalVerb'); t.tags.add('Noun'); t.lemma = t.norm; return;
    }
    if (!t.tags.has('Verb') || AUX.has(t.norm) || !next || PARTICLES.has(t.norm)) return;
    const nextIsVerb = next.tags.has('Verb') && !next.tags.has('Particle');
    const afterWh = prev && /^(?:what|which)$/.test(prev.norm) && nextIsVerb;
    // Not a verb that takes a gerund ("the van that stopped at the kiosk get going again").
    // Nor a past tense before a participle ("the blue van sat parked", "the man stood waiting"): a verb of posture and its state.
    const postured = t.tags.has('PastTense') && ['PastTense', 'Participle', 'Gerund'].some((x) => next.tags.has(x));
    const compound = prev && prev.norm !== 'else' && (prev.tags.has('Determiner') || prev.tags.has('Noun') || prev.tags.has('Adjective')) && nextIsVerb && !AUX.has(next.norm) && !next.tags.has('Auxiliary')
      && !((CATENATIVE.has(t.lemma) || doSubjectBefore(toks, i)) && next.tags.has('Gerund')) && !postured;
    if (afterWh || compound) { t.tags.delete('Verb'); t.tags.add('Noun'); t.lemma = t.norm; }
  });
}

interface Term { text: string; normal: string; implicit?: string; tags: string[]; root?: string; offset: { start: number } }

/**
 * compromise splits "wasn't", "didn't" into the auxiliary (its implicit "was", "did") and an
 * empty term for "not": both are kept, as "was" and "not", so a contracted auxiliary is an
 * auxiliary ("didn't anything move" has its verb) and its negation is seen where it stands.
 */
function expandNegations(terms: Term[]): Term[] {
  return terms.map((t, i) => {
    const next = terms[i + 1];
    if (!t.normal && t.implicit === 'not') return { ...t, text: "n't", normal: 'not' };
    return next && !next.normal && next.implicit === 'not' && t.implicit ? { ...t, normal: t.implicit } : t;
  });
}

export function tokenize(question: string, cameraWords: Set<string>): Token[] {
  const { time, quoted, direction } = spans(question);
  const inside = (at: number, ss: [number, number][]) => ss.some(([a, b]) => at >= a && at < b);
  const doc = nlp(question);
  doc.compute('root');
  const terms = (doc.json({ offset: true }) as { terms: Term[] }[]).flatMap((s) => s.terms);
  const toks = expandNegations(terms).filter((t) => t.normal).map((t): Token => {
    const tags = new Set(t.tags);
    // "the cleaner's first trip": a possessive noun is looked up as its noun.
    const word = t.normal.replace(/[^a-z0-9:'\-]/g, '');
    const norm = tags.has('Possessive') && tags.has('Noun') ? word.replace(/'s$/, '') : word;
    return {
      text: t.text, norm, tags, lemma: lemmaOf(norm, tags, t.root), start: t.offset.start,
      time: inside(t.offset.start, time) || tags.has('Date') && !/^(?:night|dawn|dusk|sunrise|sunset)$/.test(norm),
      quoted: inside(t.offset.start, quoted), camera: cameraWords.has(norm), direction: inside(t.offset.start, direction),
    };
  });
  joinHyphenated(toks, question);
  retag(toks);
  lampPhrases(toks);
  viewPhrases(toks);
  lightPlaces(toks);
  placePhrases(toks);
  depthPlaces(toks);
  saidPhrases(toks);
  signPhrases(toks);
  return toks;
}
