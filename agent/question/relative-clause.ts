// A relative clause that ties the subject to another thing: "the person who walked to the red
// car", "the man that got into the white van", "the woman who stood by the bus". The clause is
// read apart: its colour and noun are the other thing's ("the red car"), never the subject's,
// and what is left ("what was the person wearing?") is read as a question of its own. The
// planner finds the other thing and keeps, of the things that match the subject, those that
// came to it while it was in view (plan-things.ts). A preposition of nearness in the main clause
// does the same ("did anybody go near the red car?", nearnessOf).
import type { Token } from './read-question.ts';
import { PARTICLES, type VerbUse } from './verb-use.ts';
import { GENERIC_PERSON, GENERIC_THING, NEAR_PREPOSITIONS, NEAR_VERBS, VERB_RULES } from './reading-rules.ts';
import { classEvent, verbClasses } from './verb-class.ts';
import { readNoun } from './noun-class.ts';
import { nounLemmas, nounSenses, verbLemma } from './wordnet.ts';
import { wornBy } from './worn-phrase.ts';
import { lazyModule } from '../../core/lazy-module.ts';
import type Nlp from 'compromise';

export interface RelationReading {
  /** The clause as asked, for the answer ("who walked to the red car"). */
  words: string;
  /** The other thing's words ("the red car"). */
  phrase: string;
  /** The clause's verb lemma and its preposition ("walk", "to"). */
  verb: string;
  prep?: string;
  /**
   * The subject left the thing there (start: "who left the bag behind?") or took it away (end:
   * "who picked up the bag?"): who was at it when it came to stand, or when it went (handlingOf).
   */
  edge?: 'start' | 'end';
  /**
   * The subject got on or into it (board) or off or out of it (alight): "who got on the bus?", "did
   * anyone get out of the cab?"; or either, as the one who drives or rides in it (ride: "the van driver").
   */
  via?: 'board' | 'alight' | 'ride';
}

const PRONOUNS = new Set(['who', 'that', 'which', 'whom']);
/** Prepositions of where a thing is, before which a noun that can be a place is read as one. */
const LOCATIVE = new Set(['on', 'in', 'at', 'onto', 'into', 'outside', 'inside']);
/** Auxiliaries and adverbs that may stand between the pronoun and its verb ("who had just walked"). */
const BETWEEN = new Set(['had', 'has', 'have', 'was', 'were', 'is', 'did', 'just', 'then', 'later', 'first', 'finally']);

/**
 * The clause after the subject's noun, when it names another thing after its verb: the pronoun,
 * the verb (with particles and prepositions), and that thing's noun phrase, up to its last noun.
 * `verbAt(i)` gives the lemma of a verb at i. A clause without another thing ("the man who left")
 * is not read apart: its verb is the subject's own event.
 */
export function relativeOf(question: string, toks: Token[], verbAt: (i: number) => string | undefined): { relation: RelationReading; start: number; end: number } | undefined {
  for (let i = 1; i < toks.length - 2; i++) {
    const t = toks[i], prev = toks[i - 1];
    if (!PRONOUNS.has(t.norm) || t.time || t.quoted || !prev.tags.has('Noun') || prev.time) continue;
    let v = i + 1;
    while (toks[v] && BETWEEN.has(toks[v].norm)) v++;
    const verb = toks[v] && !toks[v].time ? verbAt(v) : undefined;
    if (!verb) continue;
    let k = v + 1;
    const preps: string[] = [];
    while (toks[k] && !toks[k].time && (toks[k].tags.has('Preposition') || toks[k].tags.has('Particle') || PARTICLES.has(toks[k].norm) || /^(?:right|straight)$/.test(toks[k].norm))) preps.push(toks[k++].norm);
    const from = k;
    let last = -1;
    while (toks[k] && !toks[k].time && !toks[k].quoted && (toks[k].tags.has('Determiner') || toks[k].tags.has('Adjective') || toks[k].tags.has('Noun') || toks[k].tags.has('Value'))) {
      if (toks[k].tags.has('Noun')) last = k;
      k++;
    }
    // The other thing is a thing: "the car that drove through at half past nine" names a time
    // (WordNet's "half" is a time), and "the car that parks on the drive" a place (a drive is
    // also a machine's, a place after "on", "in", "at"): the clause is the subject's own event.
    const head = last >= from ? readNoun(toks[last].norm, preps.some((p) => LOCATIVE.has(p)) ? ['place'] : []) : undefined;
    // "who crossed reception": a bare singular noun, as an institution is named, is where, not another thing.
    const bare = last === from && !toks[last].tags.has('Plural') && !toks[last].tags.has('Pronoun') && !GENERIC_PERSON.includes(toks[last].norm) && !GENERIC_THING.includes(toks[last].norm);
    if (last < from || head?.cls === 'time' || head?.cls === 'place' || bare || toks[last].depth) continue;
    // What the other thing wears is its own ("picked up the woman in purple": not a purple car).
    if (wornBy(toks, last) !== undefined && toks[last + 1]?.norm !== 'who') {
      let k = last + 2;
      while (toks[k] && !toks[k].time && !toks[k].quoted && (['Determiner', 'Possessive', 'Adjective', 'Noun'].some((x) => toks[k].tags.has(x)) || toks[k].norm === 'in')) last = k++;
    }
    const endAt = toks[last + 1]?.start ?? question.length;
    const phrase = question.slice(toks[from].start, endAt).replace(/[\s,?!.]+$/, '').trim();
    const words = question.slice(t.start, endAt).replace(/[\s,?!.]+$/, '').trim();
    // "the van that dropped the parcel off", "the man who picked up the box": a thing (not one that
    // moves of itself) left or taken is tied to the subject when it came to stand or went (handover).
    const particle = preps.find((p) => PARTICLES.has(p));
    const edge = head?.cls !== 'thing' ? undefined : LEAVING_VERBS.has(verb) ? 'start' as const : classEvent(verb, particle)?.cls === 'take' ? 'end' as const : undefined;
    // "the passenger who got off the last bus", "who alighted from the coach": off (or on) a vehicle, as boardingOf reads it.
    const ways = BOARDING[verb], way = preps.find((p) => p !== 'of' && p !== 'from') ?? '';
    const via = ways && (head?.cls === 'vehicle' || head?.candidates.includes('vehicle')) ? (ways.board.includes(way) ? 'board' as const : ways.alight.includes(way) ? 'alight' as const : undefined) : undefined;
    return { relation: { words, phrase, verb, ...(preps.length ? { prep: preps.join(' ') } : {}), ...(edge ? { edge } : {}), ...(via ? { via } : {}) }, start: t.start, end: endAt };
  }
  return undefined;
}

const MOVING = new Set(['person', 'vehicle', 'animal']);
const nlp = lazyModule<typeof Nlp>('compromise');
const NEAR = NEAR_PREPOSITIONS.map((p) => p.split(' '));

/**
 * A relation in the main clause: a verb (or "be") then a preposition of nearness and another
 * thing that moves ("did anybody go near the red car?", "was anyone next to the white van?",
 * "did a man walk up to the bus?"), or a verb of nearness and its object ("did anyone approach
 * the red car?"). The phrase is read apart as a relative clause is; what is left ("did anybody
 * go?") is the subject's own event. Only a thing of a kind that moves (a person, a vehicle, an
 * animal): "past the gate", "to the door" are places.
 */
export function nearnessOf(question: string, toks: Token[], verbs: VerbUse[]): { relation: RelationReading; start: number; end: number } | undefined {
  for (const v of verbs) {
    if (!placesSubject(v.lemma)) continue;
    let k = v.at + 1;
    // After an adverb ("went right up to"); after "be", its subject ("was there anyone beside").
    const passable = (t: Token) => (t.tags.has('Adverb') && !PARTICLES.has(t.norm)) ||
      (v.lemma === 'be' && !t.time && ['There', 'Determiner', 'Noun', 'Pronoun', 'Adjective', 'Value', 'Preposition'].some((x) => t.tags.has(x)));
    const nearAt = (at: number) => NEAR.find((w) => w.every((x, n) => toks[at + n] && !toks[at + n].time && !toks[at + n].quoted && toks[at + n].norm === x));
    while (toks[k] && passable(toks[k]) && !nearAt(k)) k++;
    const words = nearAt(k);
    const object = !words && NEAR_VERBS.includes(v.lemma);
    // "Was the bag taken by a man in red?": after a passive, "by" names who did it.
    if ((!words && !object) || (v.passive && words?.[0] === 'by')) continue;
    // A subject before the phrase: "did anybody go", "was anyone", "who went" ("went near the van" has none).
    if (!toks.slice(0, k).some((t) => !t.time && (t.tags.has('Noun') || t.tags.has('Pronoun') || /^(?:who|what|which)$/.test(t.norm)))) continue;
    const from = k + (words?.length ?? 0);
    const np = nounPhrase(toks, from);
    if (!np) continue;
    const head = readNoun(toks[np.last].norm);
    if (!head || !MOVING.has(head.cls) || toks[np.last].place || toks[np.last].camera) continue;
    const start = toks[words ? k : from].start, endAt = toks[np.last + 1]?.start ?? question.length;
    const clean = (s: string) => s.replace(/[\s,?!.]+$/, '').trim();
    const phrase = clean(question.slice(toks[from].start, endAt));
    // "approach the red car" is said "that approached the red car" after the subject.
    const said = words ? clean(question.slice(start, endAt)) : `that ${pastOf(v.lemma)} ${phrase}`;
    return { relation: { words: said, phrase, verb: v.lemma, ...(words ? { prep: words.join(' ') } : {}) }, start, end: endAt };
  }
  return undefined;
}

/**
 * Whether a verb can put its subject beside something: "be", a verb of nearness, of going or
 * coming, or of staying -- by WordNet's class (verb-class.ts) or the event rules -- not "what
 * happened to the red car".
 */
function placesSubject(lemma: string): boolean {
  if (lemma === 'be' || NEAR_VERBS.includes(lemma)) return true;
  if (verbClasses(lemma).some((c) => c === 'move' || c === 'linger')) return true;
  return VERB_RULES.some((r) => r.verbs.includes(lemma) && ['appear', 'leave', 'pass', 'stay'].includes(r.event));
}

/** A verb's past tense, as compromise conjugates it ("approach" -> "approached"). */
function pastOf(lemma: string): string {
  const forms = (nlp(lemma).verbs() as unknown as { conjugate(): { PastTense?: string }[] }).conjugate()[0];
  return forms?.PastTense ?? lemma;
}

/** The noun phrase from toks[from]: determiners, adjectives, nouns, numbers, to its last noun. */
function nounPhrase(toks: Token[], from: number): { last: number } | undefined {
  let k = from, last = -1;
  while (toks[k] && !toks[k].time && !toks[k].quoted && (toks[k].tags.has('Determiner') || toks[k].tags.has('Adjective') || toks[k].tags.has('Noun') || toks[k].tags.has('Value'))) {
    if (toks[k].tags.has('Noun')) last = k;
    k++;
  }
  return last >= from ? { last } : undefined;
}

/** Verbs whose passive says a thing stays ("a bag left", "a parcel dropped"): in the active, what the subject did to it (VERB_RULES). */
const LEAVING_VERBS = new Set(VERB_RULES.filter((r) => r.passive && r.event === 'stay').flatMap((r) => r.verbs));
/** Particles that close such a clause: "left the bag behind", "put the box down". */
const CLOSING_PARTICLES = ['behind', 'down', 'there', 'here', 'up', 'off', 'away'];
/** Words that may open the object's noun phrase besides a determiner: "their bag", "his case". */
const OWNERS = new Set(['their', 'his', 'her', 'its', 'my', 'your', 'our', 'a', 'an', 'the', 'this', 'that', 'some', 'any']);

/**
 * A thing the subject left or took: "who left the bag behind?", "who abandoned the suitcase?",
 * "which person forgot their bag?", "who put the box down?", "who picked up the parcel?". A verb
 * whose passive says a thing stays (a bag left, dropped, forgotten) -- or a verb of taking
 * (verb-class.ts) -- in the active, asked who (or which person, or whether someone did: "did
 * somebody forget a bag?"), with a thing as its object:
 * not a place ("who left the lobby?") nor a thing that moves of itself. The subject is who was
 * at the thing when it came to stand (put down out of their hands: edge start) or when it went
 * (taken: edge end). The clause is read apart, as a relative clause is.
 */
/** Words after which going is going away ("walked off", "made away", "ran out"). */
const AWAY_WORDS = new Set(['off', 'away', 'out']);

/** Whether the verb is of going away ("walked off", "left", "went", "made off") and "with" follows its particles. */
function goingWith(toks: Token[], v: VerbUse): boolean {
  let k = v.at + 1;
  while (toks[k] && !toks[k].time && (PARTICLES.has(toks[k].norm) || toks[k].tags.has('Particle')) && toks[k].norm !== 'with') k++;
  if (toks[k]?.norm !== 'with') return false;
  const away = !!v.particle && AWAY_WORDS.has(v.particle);
  return away || v.lemma === 'leave' || v.lemma === 'go' || classEvent(v.lemma, v.particle)?.event === 'leave';
}

export function handlingOf(question: string, toks: Token[], verbs: VerbUse[], form: string): { relation: RelationReading; start: number; end: number } | undefined {
  if (form !== 'who' && form !== 'what' && form !== 'yes-no') return undefined;
  for (const v of verbs) {
    if (v.passive) continue;
    // "Who walked off with the bag?", "who made off with the parcel?": going away with a thing is taking it.
    const goneWith = goingWith(toks, v);
    const taking = goneWith || (!LEAVING_VERBS.has(v.lemma) && classEvent(v.lemma, v.particle)?.cls === 'take');
    if (!LEAVING_VERBS.has(v.lemma) && !taking) continue;
    // Asked about someone: "who ...", "which person / man ...", "did somebody ..." before the verb.
    const before = toks.slice(0, v.at).filter((t) => !t.time);
    const someone = before.some((t) => /^(?:who|whom)$/.test(t.norm) || GENERIC_PERSON.includes(t.norm)) || before.some((t) => t.tags.has('Noun') && readNoun(t.norm)?.cls === 'person');
    if (!someone) continue;
    let k = v.at + 1;
    while (toks[k] && !toks[k].time && (PARTICLES.has(toks[k].norm) || toks[k].tags.has('Particle')) && !OWNERS.has(toks[k].norm)) k++;
    if (goneWith && toks[k]?.norm === 'with') k++;
    const from = k;
    while (toks[k] && !toks[k].time && OWNERS.has(toks[k].norm)) k++;
    const np = nounPhrase(toks, k) ?? (toks[k] && GENERIC_THING.includes(toks[k].norm) ? { last: k } : undefined);
    if (!np) continue;
    const head = toks[np.last];
    const cls = GENERIC_THING.includes(head.norm) ? 'thing' : readNoun(head.norm)?.cls;
    if (cls !== 'thing' || head.camera || head.time) continue;
    let end = np.last + 1;
    while (toks[end] && !toks[end].time && CLOSING_PARTICLES.includes(toks[end].norm)) end++;
    const endAt = toks[end]?.start ?? question.length;
    const clean = (x: string) => x.replace(/[\s,?!.]+$/, '').trim();
    // "their bag" is the thing asked about, as "the bag" is.
    const phrase = clean(question.slice(toks[from].start, toks[np.last + 1]?.start ?? question.length)).replace(/^(?:their|his|her|its|my|your|our)\b/i, 'the');
    // Said in the past whatever the question's tense ("did somebody forget a bag": "that forgot a bag").
    const after = toks[v.at + 1] && toks[v.at + 1].start < endAt ? ` ${clean(question.slice(toks[v.at + 1].start, endAt))}` : '';
    return { relation: { words: `that ${pastOf(v.lemma)}${after}`, phrase, verb: v.lemma, ...(v.particle ? { prep: v.particle } : {}), edge: taking ? 'end' : 'start' }, start: toks[v.at].start, end: endAt };
  }
  return undefined;
}

/** Words that may close a reduced relative clause after its verb: "the bag the woman left behind". */
const CLAUSE_PARTICLES = new Set([...PARTICLES, 'behind']);
/** Determiners that open the clause's own subject: "the box the courier dropped", "the car his wife drove". */
const CLAUSE_SUBJECT = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'my', 'your', 'our', 'this', 'that', 'some']);

/**
 * A relative clause with no pronoun after a noun the question is about: "the box [the courier
 * dropped] on the step", "the bag [the woman left behind]", "the car [the man got into]". A noun,
 * then a noun phrase a determiner opens, then a verb in the past: the noun phrase is the clause's
 * subject, never the question's, and the clause says which thing is meant by what someone did to
 * it -- which the thing's own reading (a thing put down stood) already carries. The span to cut:
 * the clause's subject, its verb and the particles (or a stranded preposition) closing it.
 */
/** Words that open what a clause's subject wears ("the woman in purple", "the man with the red hat"). */
const WORN_OPENERS = new Set(['in', 'with', 'wearing']);

export function reducedRelative(question: string, toks: Token[]): { start: number; end: number } | undefined {
  for (let i = 1; i < toks.length - 2; i++) {
    const head = toks[i], open = toks[i + 1];
    if (!head.tags.has('Noun') || head.time || head.quoted || !CLAUSE_SUBJECT.has(open.norm) || open.time) continue;
    if (!toks.slice(0, i).some((t) => t.tags.has('Determiner') || CLAUSE_SUBJECT.has(t.norm))) continue;
    let k = i + 2, last = -1;
    const word = (t: Token | undefined) => !!t && !t.time && !t.quoted && !t.tags.has('Verb') && !t.tags.has('PastTense') && (t.tags.has('Noun') || (t.tags.has('Adjective') && !/ed$/.test(t.norm)));
    while (word(toks[k])) {
      if (toks[k].tags.has('Noun')) last = k;
      k++;
    }
    // What the clause's subject wears is its own ("the bag the woman in purple came back for").
    const subject = last;
    if (last === k - 1 && WORN_OPENERS.has(toks[k]?.norm ?? '')) {
      let w = k + 1;
      while (word(toks[w]) || (toks[w]?.tags.has('Determiner') && word(toks[w + 1]))) w++;
      if (w > k + 1) { k = w; last = k - 1; }
    }
    const verb = toks[k];
    // The tagger makes an adjective or a noun of some past forms ("the van the driver parked", "the car the woman drove").
    const past = !!verb && (verb.tags.has('PastTense') || (verb.tags.has('Adjective') && /ed$/.test(verb.norm)));
    if (last < 0 || last !== k - 1 || !past || verb.time || verb.tags.has('Copula') || verb.tags.has('Auxiliary')) continue;
    const who = readNoun(toks[subject].norm)?.cls;
    if (who !== 'person' && !GENERIC_PERSON.includes(toks[subject].norm)) continue;
    let end = k + 1;
    // Its particles ("left behind", "dropped off"), and a preposition left with no object ("got into").
    while (toks[end] && !toks[end].time && (CLAUSE_PARTICLES.has(toks[end].norm) || toks[end].tags.has('Particle'))) {
      const after = toks[end + 1];
      if (toks[end].tags.has('Preposition') && after && (after.tags.has('Determiner') || after.tags.has('Noun'))) break;
      end++;
    }
    return { start: open.start, end: toks[end]?.start ?? question.length };
  }
  return undefined;
}

/** Particles that put someone on or into a vehicle, or take them off or out of it. */
const ON = ['on', 'in', 'into', 'onto', 'aboard'], OFF = ['off', 'out'];
/** Verbs with those particles (or none: "board the bus", "catch a bus"). */
const BOARDING: Record<string, { board: string[]; alight: string[] }> = {
  ...Object.fromEntries(['get', 'hop', 'jump', 'climb', 'step', 'pile'].map((v) => [v, { board: ON, alight: OFF }])),
  board: { board: [''], alight: [] },
  catch: { board: [''], alight: [] },
  embark: { board: ['', 'on', 'onto'], alight: [] },
  // "alighted from the bus", "disembarked from the coach": off it.
  alight: { board: [], alight: [''] },
  disembark: { board: [], alight: [''] },
};
/** The verb boarding is read as, in the clause's own form: "get on" leave, "got off" arrived, "catching" leaving. */
const SAID: Record<'board' | 'alight', Record<'ing' | 'past' | 'base', string>> = {
  board: { ing: 'leaving', past: 'left', base: 'leave' },
  alight: { ing: 'arriving', past: 'arrived', base: 'arrive' },
};

/**
 * Whether a noun names a person by a vehicle they drive or ride in: one of its person senses' gloss
 * names a vehicle ("driver": the operator of a motor vehicle; "passenger": a traveler riding in a
 * vehicle; "chauffeur": paid to drive a privately owned car).
 */
function ridesIn(word: string): boolean {
  const lemma = nounLemmas(word)[0];
  if (!lemma || readNoun(word)?.cls !== 'person') return false;
  return nounSenses(lemma).slice(0, 3).some((s) => s.synset.lexname === 'noun.person'
    && s.synset.gloss.toLowerCase().split(/[^a-z]+/).some((w) => w.length > 2 && readNoun(w)?.cls === 'vehicle' && !/^(?:operat|driv|rid|travel)/.test(w)));
}

/**
 * A person named by the vehicle they drive or ride in: "the van driver", "the driver of the white
 * van", "the bus passengers" -- seen only getting out of it or into it, so the one who came into
 * view at it or went from view at it (via 'ride'). The vehicle's words are cut, so its colour is
 * not taken for the person's.
 */
export function riderOf(question: string, toks: Token[]): { relation: RelationReading; start: number; end: number } | undefined {
  // A vehicle in any of its senses ("cab" is first a driver's compartment to WordNet).
  const vehicle = (t: Token | undefined) => !!t && !t.time && !t.quoted && !t.camera && t.tags.has('Noun') && !!readNoun(t.norm)?.candidates.includes('vehicle');
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (t.time || t.quoted || !t.tags.has('Noun') || !ridesIn(t.norm)) continue;
    // "the van driver": the vehicle right before.
    if (vehicle(toks[i - 1])) {
      return { relation: { words: `of the ${toks[i - 1].norm}`, phrase: `the ${toks[i - 1].norm}`, verb: 'ride', via: 'ride' }, start: toks[i - 1].start, end: t.start };
    }
    // "the driver of the white van": a noun phrase after "of" whose head is a vehicle.
    if (toks[i + 1]?.norm !== 'of') continue;
    let k = i + 2;
    while (toks[k] && !toks[k].time && !toks[k].quoted && !vehicle(toks[k]) && ['Determiner', 'Possessive', 'Adjective', 'Noun'].some((x) => toks[k].tags.has(x))) k++;
    if (!vehicle(toks[k])) continue;
    const end = toks[k + 1]?.start ?? question.length;
    const phrase = question.slice(toks[i + 2].start, toks[k].start + toks[k].text.length).replace(/^(?:a|an|their|his|her|its|my|your|our)\b/i, 'the');
    return { relation: { words: `of ${phrase}`, phrase, verb: 'ride', via: 'ride' }, start: toks[i + 1].start, end };
  }
  return undefined;
}

/**
 * Getting on or into a vehicle, or off or out of it: "when did the man in grey get on the bus?",
 * "how many got off the double-decker?", "did anyone get out of the cab?", "did he catch a bus?".
 * A verb of boarding with its particle, and a vehicle as its object: the subject went from view at
 * the vehicle (board) or came into view at it (alight). The clause is cut and the verb said as
 * leaving or arriving in the clause's own form, so the rest reads as a question of its own.
 */
export function boardingOf(question: string, toks: Token[]): { relation: RelationReading; start: number; end: number; said: string } | undefined {
  for (let at = 1; at < toks.length - 1; at++) {
    const t = toks[at];
    // A relative clause's verb ties its noun to the vehicle ("the man who got into the van": relativeOf), not the question's subject
    // (a "who" that opens the question asks it: "who got off the last bus?").
    if (t.time || t.quoted || t.tags.has('Passive') || (at > 1 && PRONOUNS.has(toks[at - 1].norm))) continue;
    // The tagger may make a noun of the verb ("did the lady hop on the bus"): WordNet has it.
    const lemma = t.tags.has('Verb') ? t.lemma : verbLemma(t.norm);
    const ways = lemma ? BOARDING[lemma] : undefined;
    if (!ways) continue;
    let k = at + 1;
    const particle = toks[k] && !toks[k].time && (PARTICLES.has(toks[k].norm) || toks[k].norm === 'onto' || toks[k].norm === 'aboard') ? toks[k++].norm : '';
    if (particle === 'out' && toks[k]?.norm === 'of') k++;
    if (!particle && ways.alight.includes('') && toks[k]?.norm === 'from') k++;
    const via = ways.board.includes(particle) ? 'board' as const : ways.alight.includes(particle) ? 'alight' as const : undefined;
    if (!via) continue;
    const from = k;
    while (toks[k] && !toks[k].time && OWNERS.has(toks[k].norm)) k++;
    const np = nounPhrase(toks, k);
    // A vehicle in any of its senses ("cab" is first a driver's compartment to WordNet).
    const head = np ? readNoun(toks[np.last].norm) : undefined;
    if (!np || !head || !(head.cls === 'vehicle' || head.candidates.includes('vehicle')) || toks[np.last].camera) continue;
    const endAt = toks[np.last + 1]?.start ?? question.length;
    const clean = (x: string) => x.replace(/[\s,?!.]+$/, '').trim();
    const phrase = clean(question.slice(toks[from].start, endAt)).replace(/^(?:a|an|any|their|his|her|its|my|your|our)\b/i, 'the');
    const said = SAID[via][t.tags.has('Gerund') || /ing$/.test(t.norm) ? 'ing' : t.tags.has('PastTense') ? 'past' : 'base'];
    // Said after the subject in the answer: "the person in grey that got on the bus".
    const words = ['that', pastOf(lemma!), particle, particle === 'out' ? 'of' : '', phrase].filter(Boolean).join(' ');
    return { relation: { words, phrase, verb: lemma!, ...(particle ? { prep: particle } : {}), via }, start: t.start, end: endAt, said };
  }
  return undefined;
}

