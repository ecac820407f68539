// The verbs of a question: each main verb with its lemma, its particle ("pick up", "head off")
// and its voice ("was the bag picked up" is passive), and the event the verbs name -- by the
// rules of reading-rules.ts, else by the verb's class in WordNet (verb-class.ts). Split from
// read-question.ts, which tokenizes the question and reads the other slots.
import type { Token } from './read-question.ts';
import { verbLemma } from './wordnet.ts';
import { AUXILIARIES, COLOUR_MODIFIERS, LOCATIVE_PREPOSITIONS, TIME_PREPOSITIONS, VERB_RULES, type EventKind } from './reading-rules.ts';
import { classEvent, type VerbClass } from './verb-class.ts';
import { readNoun } from './noun-class.ts';

const AUX = AUXILIARIES;
export const PARTICLES = new Set(['off', 'away', 'out', 'down', 'up', 'in', 'into', 'by', 'past', 'through', 'across', 'along', 'here', 'there', 'round', 'over', 'on', 'back', 'home']);

export interface VerbUse {
  at: number; lemma: string; word: string; particle?: string; next?: Token; passive?: boolean;
  /** A noun phrase follows it (and its particle): it has an object ("took the bag"). */
  object?: boolean;
  /** The class WordNet gives the object's head noun ("left the parcel": thing; "left the yard": place). */
  objectClass?: string;
  /** Where the object was put follows it ("left the parcel at the door", "left the bag behind"). */
  objectPlaced?: boolean;
  /** Nothing follows it but adverbs and a time: no particle, object, place or path ("when did the van go?"). */
  bare?: boolean;
}

/** Main verbs with their particles; a verb compromise mistook for a noun after "did the ..." is taken back. */
export function verbsOf(toks: Token[]): VerbUse[] {
  const out: VerbUse[] = [];
  const main = (i: number) => {
    const t = toks[i];
    if (t.time || t.quoted || t.camera || t.direction || t.place) return false;
    // "got" of a get-passive is its auxiliary: the participle after it is the verb.
    if (GET_FORMS.has(t.norm) && toks[i + 1] && afterGet(toks, i + 1) && (toks[i + 1].tags.has('PastTense') || toks[i + 1].tags.has('Participle') || getParticiple(toks, i + 1))) return false;
    // "did the notice get removed": the tagger's adjective after "get" is the participle.
    if (getParticiple(toks, i)) return true;
    if (t.tags.has('Verb') && !(AUX.has(t.norm) && toks.slice(i + 1).some((x) => x.tags.has('Verb') && !AUX.has(x.norm)))) return !(i > 0 && /^(?:what|which)$/.test(toks[i - 1].norm) && t.norm === 'time');
    return false;
  };
  toks.forEach((t, i) => { if (main(i)) out.push(getParticiple(toks, i) ? { ...use(toks, i, verbLemma(t.norm)!), passive: true } : { ...use(toks, i, t.lemma), ...(passive(toks, i) ? { passive: true } : {}) }); });
  const aux = toks.findIndex((t) => /^(?:do|does|did|will|would|can|could)$/.test(t.norm));
  // A verb of a relative clause after the subject ("did the car [that was parked outside] leave?") is not the one do-support awaits.
  // One clause has one verb: a bare verb after the clause's own ("did the two who came out at noon stand chatting?") is the awaited one.
  const relative = (at: number) => {
    const p = toks.findIndex((t, k) => k > aux && k < at && RELATIVE_PRONOUNS.has(t.norm) && !t.time && !t.quoted);
    if (p < 0) return false;
    return !(toks[at].tags.has('Infinitive') && !toks[at].tags.has('PastTense') && out.some((v) => v.at > p && v.at < at && toks[v.at].tags.has('PastTense')));
  };
  if (aux >= 0 && !out.some((v) => v.at > aux && !AUX.has(v.lemma) && v.lemma !== 'be' && !relative(v.at))) {
    // "When did night fall?", "How long did the car stay?": the word after the subject is the verb,
    // before any phrase of time ("did a car pass after nightfall").
    const timePhrase = toks.findIndex((t, i) => i > aux + 1 && TIME_PREPOSITIONS.includes(t.norm));
    const end = timePhrase < 0 ? toks.length : timePhrase;
    // First within the subject's run of words ("did [the bus go] past the gate": the phrase after
    // it is the verb's), then back from the end ("did the man on the right leave").
    const awaited = awaitedVerb(toks, aux, subjectRunEnd(toks, aux, end)) ?? awaitedVerb(toks, aux, end);
    if (awaited) out.push(awaited);
  }
  if (!out.some((v) => !AUX.has(v.word) && v.lemma !== 'be')) {
    const p = predicateParticiple(toks);
    if (p) out.push(p);
  }
  return withoutSubjectParticiples(toks, aux, out).sort((a, b) => a.at - b.at);
}

/** Verbs the rules name: a participle of one is worth taking back from the tagger's adjective. */
const RULE_VERBS = new Set(VERB_RULES.flatMap((r) => r.verbs));

/**
 * A participle the tagger made an adjective of, after a copula and its subject and before no
 * noun it could modify: "when was the man in purple last spotted?", "was anything moving at
 * noon?", "when was the car last observed?" -- the passive or progressive of a verb the rules
 * name ("deserted", "closed" stay adjectives: no rule names them).
 */
function predicateParticiple(toks: Token[]): VerbUse | undefined {
  const copula = toks.findIndex((t) => !t.time && t.tags.has('Copula'));
  if (copula < 0) return undefined;
  for (let i = copula + 2; i < toks.length; i++) {
    const t = toks[i], next = toks[i + 1];
    if (t.time || t.quoted || t.camera || t.place || !t.tags.has('Adjective') || !/(?:ed|en|ing)$/.test(t.norm)) continue;
    if (next && !next.time && next.tags.has('Noun')) continue;
    const lemma = verbLemma(t.norm);
    if (lemma && lemma !== t.norm && RULE_VERBS.has(lemma)) return { ...use(toks, i, lemma), ...(t.norm.endsWith('ing') ? {} : { passive: true }) };
  }
  return undefined;
}

/** The word do-support awaits, back from `end`: one WordNet has as a verb, right after a noun, adjective or pronoun. */
function awaitedVerb(toks: Token[], aux: number, end: number): VerbUse | undefined {
  for (let i = end - 1; i > aux + 1; i--) {
    const t = toks[i];
    if (t.time || t.quoted || PARTICLES.has(t.norm)) continue;
    const lemma = t.tags.has('Noun') || t.tags.has('Adjective') ? verbLemma(t.norm) : undefined;
    if (lemma && toks[i - 1] && (toks[i - 1].tags.has('Noun') || toks[i - 1].tags.has('Adjective') || toks[i - 1].tags.has('Pronoun'))) return use(toks, i, lemma);
    if (t.tags.has('Noun') || t.tags.has('Verb')) return undefined;
  }
  return undefined;
}

/**
 * After "did"/"does" the main verb is the bare one: an -ing form right after the subject's noun
 * and before it describes the subject ("did the bloke hanging around out front finally leave?",
 * "when did the man walking the dog leave?"), and is no verb of the question's own. One after
 * the main verb stays ("did anyone see a man running?").
 */
function withoutSubjectParticiples(toks: Token[], aux: number, verbs: VerbUse[]): VerbUse[] {
  if (aux < 0 || !/^(?:do|does|did)$/.test(toks[aux].norm)) return verbs;
  const main = verbs.find((v) => v.at > aux && toks[v.at].tags.has('Infinitive'));
  if (!main) return verbs;
  const described = (v: VerbUse) => v.at > aux && v.at < main.at && toks[v.at].tags.has('Gerund')
    && !!toks[v.at - 1] && (toks[v.at - 1].tags.has('Noun') || toks[v.at - 1].tags.has('Pronoun'));
  return verbs.filter((v) => !described(v));
}

/** Where the run of words after the auxiliary ends: at the first determiner or preposition after a noun of it. */
function subjectRunEnd(toks: Token[], aux: number, end: number): number {
  let noun = false;
  for (let i = aux + 1; i < end; i++) {
    if (noun && (toks[i].tags.has('Determiner') || toks[i].tags.has('Preposition'))) return i;
    if (toks[i].tags.has('Noun') || toks[i].tags.has('Pronoun')) noun = true;
  }
  return end;
}

const RELATIVE_PRONOUNS = new Set(['that', 'which', 'who']);

/** The forms of "get" that make a passive of a past participle after them ("got left behind", "get dropped off"). */
const GET_FORMS = new Set(['get', 'gets', 'got', 'gotten', 'getting']);

/** Whether the word at i follows a form of "get" (adverbs between): "the bag that got left behind" is a passive. */
/** A participle the tagger made an adjective of, right after a form of "get" ("got removed", "get taken"). */
function getParticiple(toks: Token[], i: number): boolean {
  const t = toks[i];
  if (!t || t.time || t.quoted || t.tags.has('Verb') || !t.tags.has('Adjective') || !/(?:ed|en)$/.test(t.norm)) return false;
  const lemma = verbLemma(t.norm);
  return !!lemma && lemma !== t.norm && afterGet(toks, i);
}

export function afterGet(toks: Token[], i: number): boolean {
  let g = i - 1;
  while (g >= 0 && toks[g].tags.has('Adverb') && !PARTICLES.has(toks[g].norm)) g--;
  return g >= 0 && GET_FORMS.has(toks[g].norm) && !toks[g].time && !toks[g].quoted;
}

/**
 * A past participle after a form of "be" with only its subject between ("was a bag left",
 * "is there a bag left behind"), or right after the noun it describes and a "there is": the
 * passive. "Did the car leave", "has anyone left" are active.
 */
function passive(toks: Token[], i: number): boolean {
  const t = toks[i];
  if (!t.tags.has('PastTense') && !t.tags.has('Participle')) return false;
  if (afterGet(toks, i)) return true;
  let be = i - 1;
  // "had the bag been picked up": "been" right before it (the tagger gives it no copula tag) is the perfect's "be".
  if (/^(?:been|being)$/.test(toks[i - 1]?.norm ?? '')) return true;
  while (be >= 0 && !toks[be].tags.has('Copula')) be--;
  if (be < 0) return false;
  // "was the vehicle that left at 20:10": a relative pronoun is the verb's own subject, so it is active.
  return toks.slice(be + 1, i).every((x) => !x.tags.has('Verb') && !x.time && !RELATIVE_PRONOUNS.has(x.norm));
}

/** "Out front", "out back": outside the front or the back of a building. */
const OUTSIDE_SIDES = new Set(['front', 'back', 'side']);

export function use(toks: Token[], i: number, lemma: string): VerbUse {
  let j = i + 1;
  while (toks[j] && toks[j].tags.has('Adverb') && !PARTICLES.has(toks[j].norm) && !COLOUR_MODIFIERS.includes(toks[j].norm)) j++;
  const p = toks[j];
  // "move in the top right corner", "parked on the left": a preposition opening a place phrase, not a particle.
  // So is one before a bare singular noun ("anything moving in reception", "anyone waiting at reception").
  const bareNoun = toks[j + 1] && !toks[j + 1].time && !toks[j + 1].quoted && toks[j + 1].tags.has('Singular') && !toks[j + 1].tags.has('Pronoun');
  const locative = p && (p.place || p.view || bareNoun) && LOCATIVE_PREPOSITIONS.includes(p.norm);
  // "gone by noon": "by" before a time is a deadline, not a particle ("pull out this afternoon",
  // "switched on this evening" keep theirs).
  // Not one a preposition opens ("go by in the morning", "came by at 3"): that time is when, not by when.
  const opensTime = p && p.norm === 'by' && toks[j + 1]?.time && !WHEN_PREPOSITIONS.has(toks[j + 1].norm);
  // "moving out front", "waiting out back": where, in the idiom for outside a house or shop, not a
  // way out ("pulled out the front gate" is: the article, or a noun after, makes it a path).
  // "out the front" too, its article before the side.
  const k = toks[j + 1]?.norm === 'the' ? j + 2 : j + 1;
  const side = toks[k], after = toks[k + 1];
  const outside = p && p.norm === 'out' && !!side && OUTSIDE_SIDES.has(side.norm) && !(after && !after.time && after.tags.has('Noun'));
  // "came down the road", "walked up the street": along a way, not coming down or up (a sign "came down").
  const along = p && ALONG_WAY.has(p.norm) && !!toks[j + 1]?.tags.has('Determiner') && !!toks[j + 2] && !toks[j + 2].time && readNoun(toks[j + 2].norm)?.cls === 'place';
  const particle = p && PARTICLES.has(p.norm) && !p.time && !locative && !opensTime && !outside && !along ? p.norm : undefined;
  const o = toks[particle ? j + 1 : j];
  const object = !!o && !o.time && !o.place && (o.tags.has('Determiner') || o.tags.has('Noun') || o.tags.has('Pronoun'));
  // "turn the car park light off", "pick the parcel up": the particle after the object, ending the clause.
  // "was the car away (for long)": being takes "away" after its subject.
  const trailing = !particle && object ? splitParticle(toks, j, lemma === 'be' || lemma === 'is' ? BE_PARTICLES : SPLIT_PARTICLES) : undefined;
  // "were the kids out of sight": out of the view, not "was the lamp out" (a lamp's state, light-phrase.ts).
  const split = trailing === 'out' && !outOfView(toks, j) ? undefined : trailing;
  // "before noon", "by ten": a preposition of time opens a time, which the verb may still be bare before.
  const bare = toks.slice(j).every((t, k, rest) => t.time || ((TIME_PREPOSITIONS.includes(t.norm) || t.norm === 'by') && !!rest[k + 1]?.time));
  const said = particle ?? split;
  const head = object ? objectHead(toks, particle ? j + 1 : j) : undefined;
  return {
    at: i, lemma: lemma === 'be' || lemma === 'is' ? 'be' : lemma, word: toks[i].norm, ...(said ? { particle: said } : {}), next: toks[i + 1], ...(object ? { object } : {}),
    ...(head?.cls ? { objectClass: head.cls } : {}), ...(head?.placed ? { objectPlaced: true } : {}), ...(bare ? { bare } : {}),
  };
}

/** Words after an object that say where it was put ("at the door", "by the bench", "behind"). */
const PUT_PLACES = new Set([...LOCATIVE_PREPOSITIONS, 'by', 'beside', 'near', 'next', 'outside', 'under', 'behind', 'there']);

/**
 * The object noun phrase opening at j: the class of its head (its last noun before a preposition,
 * a particle or a time) and whether a place it was put follows it (a preposition of place, "behind", "there").
 */
function objectHead(toks: Token[], j: number): { cls?: string; placed: boolean } {
  let head: Token | undefined, k = j;
  for (; k < toks.length && k - j < MAX_SPLIT_OBJECT; k++) {
    const t = toks[k];
    if (t.time || t.quoted || t.tags.has('Preposition') || PARTICLES.has(t.norm) || t.tags.has('Verb')) break;
    if (t.tags.has('Noun')) head = t;
  }
  const after = toks[k];
  const placed = !!after && !after.time && PUT_PLACES.has(after.norm);
  return { ...(head ? { cls: readNoun(head.norm)?.cls } : {}), placed };
}

/** Particles that, before a way ("the road"), say only along it. */
const ALONG_WAY = new Set(['down', 'up']);

/** Prepositions that open a time saying when ("in the morning", "at 3", "around noon"), which "by" before them is not the deadline of. */
const WHEN_PREPOSITIONS = new Set(['in', 'at', 'on', 'during', 'around', 'about', 'from', 'between', 'through', 'throughout', 'over']);

/** Particles that may stand after a verb's object ("turn the light off", "pick the bag up"). */
const SPLIT_PARTICLES = new Set(['on', 'off', 'up', 'down']);
/** Particles that may stand after the subject of "be" ("was the car away?"); the light's "on" and "off" are read as a lamp's state (light-phrase.ts). */
const BE_PARTICLES = new Set(['away', 'out']);

/** Words for the view a thing is out of ("out of sight", "out of shot", "out of the picture"). */
const VIEW_NOUNS = new Set(['sight', 'view', 'shot', 'frame', 'picture', 'camera']);

/** Whether the "out" after the subject from j is "out of" the view. */
function outOfView(toks: Token[], j: number): boolean {
  const out = toks.findIndex((t, k) => k >= j && t.norm === 'out');
  return out >= 0 && outOfWhat(toks, out) !== undefined;
}

/** What the "out" at toks[out] is out of: the view ("out of sight", "out of shot"), a place ("out of the yard"), or neither. */
export function outOfWhat(toks: Token[], out: number): 'view' | 'place' | undefined {
  const at = toks[out + 2]?.tags.has('Determiner') ? out + 3 : out + 2;
  const of = toks[out + 1], next = toks[at];
  if (toks[out]?.norm !== 'out' || of?.norm !== 'of' || !next) return undefined;
  if (VIEW_NOUNS.has(next.norm)) return 'view';
  // "what time was the red car out of the yard?", "out of the car park": out of a place is gone from it too.
  let end = at;
  while (toks[end + 1] && !toks[end + 1].time && toks[end + 1].tags.has('Noun')) end++;
  const phrase = toks.slice(at, end + 1);
  return !phrase.some((t) => t.time) && (readNoun(phrase.map((t) => t.norm).join('_'), ['place'])?.cls ?? readNoun(phrase.at(-1)!.norm, ['place'])?.cls) === 'place' ? 'place' : undefined;
}
/** The longest object noun phrase a particle is looked for after ("the car park light"). */
const MAX_SPLIT_OBJECT = 5;

/** A particle right after the object noun phrase opening at j, where the clause ends or a time or another phrase follows. */
function splitParticle(toks: Token[], j: number, particles: Set<string>): string | undefined {
  let k = j;
  while (toks[k] && k - j < MAX_SPLIT_OBJECT && !toks[k].time && !toks[k].quoted && !particles.has(toks[k].norm)
    && (toks[k].tags.has('Determiner') || toks[k].tags.has('Adjective') || toks[k].tags.has('Noun') || toks[k].tags.has('Pronoun') || toks[k].tags.has('Value'))) k++;
  const p = toks[k], after = toks[k + 1];
  if (k === j || !p || !particles.has(p.norm) || p.time) return undefined;
  return !after || after.time || after.tags.has('Preposition') || after.tags.has('Conjunction') ? p.norm : undefined;
}

export interface VerbEvent { event?: EventKind; verb?: VerbUse; priority: number; /** The verb's WordNet class, when that (not a rule) named the event. */ cls?: VerbClass; /** The verb moves its object (VerbRule.handles). */ handles?: boolean }

/**
 * The event the verbs name: the highest rule of VERB_RULES that holds; when none does, the
 * first verb whose class in WordNet names one ("picked up", "chatting", "wheeled in"), below
 * every rule so a listed verb elsewhere in the question still decides.
 */
export function eventOf(verbs: VerbUse[]): VerbEvent {
  let best: VerbEvent = { priority: -1 };
  for (const v of verbs) {
    for (const r of VERB_RULES) {
      if (!r.verbs.includes(v.lemma) || (r.particles && !r.particles.includes(v.particle ?? '')) || (r.passive && !v.passive) || (r.words && !r.words.includes(v.word)) || (r.bare && !v.bare)) continue;
      // The object a rule's class is of: the verb's own, or its particle's when the rule names particles ("got into the car").
      if (r.objectClasses && (v.passive || !(v.objectPlaced || (r.particles && v.object)) || !r.objectClasses.includes(v.objectClass ?? ''))) continue;
      if (r.notObjectClasses && v.object && r.notObjectClasses.includes(v.objectClass ?? '')) continue;
      if (r.priority > best.priority) best = { event: r.event, verb: v, priority: r.priority, ...(r.handles ? { handles: true } : {}) };
    }
  }
  if (best.event) return best;
  for (const v of verbs) {
    if (AUX.has(v.word) || v.lemma === 'be') continue;
    const c = classEvent(v.lemma, v.particle);
    // Taking takes something: "was the bag picked up", "took the bag"; "the lorry was unloading" names no leaving.
    if (c && (c.cls !== 'take' || v.passive || v.object)) return { event: c.event, verb: v, priority: 0, cls: c.cls };
  }
  return best;
}

