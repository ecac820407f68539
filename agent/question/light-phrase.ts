// The light a question asks about, read from its words (read-question.ts tokenizes them): the
// light as it was ("was the floodlight on at 21:00?", "was the yard lit?") or a change of it
// (a lamp switched, the sun or night coming, "get/go dark"). The words of light are data in
// reading-rules.ts.
import { questionOpening } from './question-opening.ts';
import { readNoun } from './noun-class.ts';
import { switchWay } from './verb-class.ts';
import { nounLemmas, nounSenses, verbLemma } from './wordnet.ts';
import {
  BECOME_VERBS, LAMP_CHANGE_VERBS, BRIGHT_WORDS, DARK_WORDS, DAWN_NOUNS, DUSK_NOUNS, FIRST_WORDS, KEPT_VERBS, LAMP_ACT_WORDS, LAMP_OFF_WORDS, LAMP_ON_WORDS, LAST_WORDS,
  LIGHT_OFF_PARTICLES, LIGHT_ON_PARTICLES, SCENE_LIT_WORDS, SCENE_PRONOUNS, STATE_ADVERBS, STATE_NEGATORS, SUDDEN_WORDS, SUN_DOWN_VERBS, SUN_UP_VERBS,
  SWITCH_VERBS, TIME_PREPOSITIONS, ASKS_SPAN, OPENERS, EVENT_NOUNS, DO_AUXILIARIES, VERB_RULES, IN_DARK_NOUNS, IN_LIGHT_NOUNS, type QuestionForm, type ReadingSlots,
} from './reading-rules.ts';
import type { Noun, Token, VerbUse } from './read-question.ts';

const stateWords = [...LAMP_ON_WORDS, ...LAMP_OFF_WORDS, ...DARK_WORDS, ...BRIGHT_WORDS, ...SCENE_LIT_WORDS];
const LAMP_ON = { to: 'light', source: 'lamp', state: true } as const;
const LAMP_OFF = { to: 'dark', source: 'lamp', state: true } as const;
/** Words that open where a lamp is, whatever the tagger made of them ("over" as an adjective). */
const WHERE_WORDS = ['over', 'above', 'by', 'near', 'beside', 'in', 'inside', 'outside', 'under', 'behind', 'along', 'across', 'round', 'around', 'at'];
/** Verbs of staying in a state ("stay on", "remain off"): the state itself. */
const STAYING_VERBS = ['stay', 'remain'];
/** A verb of staying, whatever the tagger made of it ("stay" a noun after "the light ... in the morning"). */
const staying = (t: Token) => STAYING_VERBS.includes((t.tags.has('Verb') ? t.lemma : verbLemma(t.norm)) ?? '');
/** Between the subject and its state: "still on", "not on", "last on". */
/** Words that only say how much of the light or dark there was ("broad daylight", "pitch dark", "full darkness"). */
const LIGHT_DEGREES = ['broad', 'full', 'pitch', 'total', 'complete', 'proper', 'bright', 'clear'];
const PASSED_OVER = [...STATE_ADVERBS, ...STATE_NEGATORS, ...FIRST_WORDS, ...LAST_WORDS, ...LIGHT_DEGREES];

/** "at 22:30", "at noon", "at 9 pm": a clock time, one moment (not "at night", a part of the day). */
function atMoment(toks: Token[]): boolean {
  return toks.some((t, i) => t.norm === 'at' && t.time && toks[i + 1]?.time && CLOCK_WORD.test(toks[i + 1].norm));
}
const CLOCK_WORD = /\d|^(?:noon|midday|midnight|half|quarter|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/;

/**
 * A lamp's state in the words after its subject: a word of state ("on", "out", "lit"), or a
 * participle with its particle: "left on", "kept off" are a state; "switched on", "turned off"
 * are the act of switching, which asks the state only at a moment in a yes/no question ("were
 * the lights switched on at 22:30?": were they on then). Asked when, "lit" is the act too
 * ("when was the lamp lit?": when it was switched on), but not asked over which stretch ("between
 * what times was the lamp lit?": while it was on).
 */
function lampState(t: Token, next: Token | undefined, form: QuestionForm, moment: boolean, span: boolean): ReadingSlots['light'] {
  // "did the light stay on", "has the lamp remained off": staying so is being so.
  if (staying(t) && next && !next.time && (LAMP_ON_WORDS.includes(next.norm) || LAMP_OFF_WORDS.includes(next.norm))) {
    return LAMP_ON_WORDS.includes(next.norm) ? LAMP_ON : LAMP_OFF;
  }
  const participle = t.tags.has('Verb') && (t.tags.has('PastTense') || t.tags.has('Participle'));
  if (participle && next && !next.time && (LAMP_ON_WORDS.includes(next.norm) || LAMP_OFF_WORDS.includes(next.norm))) {
    const state = KEPT_VERBS.includes(t.lemma) || (SWITCH_VERBS.includes(t.lemma) && form === 'yes-no' && moment);
    return state ? (LAMP_ON_WORDS.includes(next.norm) ? LAMP_ON : LAMP_OFF) : undefined;
  }
  if (form === 'when' && !span && LAMP_ACT_WORDS.includes(t.norm)) return undefined;
  if (LAMP_ON_WORDS.includes(t.norm)) return LAMP_ON;
  return LAMP_OFF_WORDS.includes(t.norm) ? LAMP_OFF : undefined;
}

/** Words before dark or light that say how far the day had got ("already dark", "fully light"): the day's own light. */
const DAYS_COURSE = /^(?:already|still|fully|properly|completely|yet)$/;

/**
 * The light as it was: after its copula a subject that is a lamp (a 'light' noun) or the scene
 * ("it", a place, a camera's name), then its state, not a word that modifies a noun or state
 * word after it ("the porch light lit": light is part of the subject). Asked yes or no, at a
 * moment or over a range; asked when or how long, the periods a lamp was on or off ("when was
 * the floodlight on?"). A "not" on the way ("was the lamp not on") is the question's negation.
 */
function lightStateOf(toks: Token[], nouns: Noun[], usedColour: Set<number>, form: QuestionForm, span: boolean): ReadingSlots['light'] {
  // After its copula, or the "did" of a verb of staying ("how long did the light stay on?").
  const copula = toks.findIndex((t) => !t.time && t.tags.has('Copula'));
  const c = copula >= 0 ? copula : toks.findIndex((t, i) => !t.time && DO_AUXILIARIES.has(t.norm) && toks.slice(i + 1).some((x) => STAYING_VERBS.includes(x.lemma)));
  const periods = form === 'when' || form === 'how-long';
  if (c < 0 || !(form === 'yes-no' || periods)) return undefined;
  const moment = atMoment(toks);
  let subject: 'lamp' | 'scene' | undefined;
  for (let i = c + 1; i < toks.length; i++) {
    const t = toks[i], next = toks[i + 1];
    // A time after the lamp and before its state is when ("the light over the garage in the early morning stay on").
    if (t.time && subject === 'lamp' && periods) continue;
    if (t.time || t.quoted) break;
    // "was it still dark out": outdoors, after the scene's state; no lamp "out".
    const outdoors = subject === 'scene' && !!next && /^(?:out|outside)$/.test(next.norm);
    const modifies = next && !next.time && !outdoors && (next.tags.has('Noun') || stateWords.includes(next.norm));
    // A participle before its particle ("switched on") modifies nothing.
    const lamp = subject === 'lamp' && !usedColour.has(i) && (!modifies || t.tags.has('Verb') || staying(t)) ? lampState(t, next, form, moment, span) : undefined;
    if (lamp) return lamp;
    // "From what time to what time was the garage lit up?": a place lit over a stretch is its lamps on.
    if (subject === 'scene' && periods && span && SCENE_LIT_WORDS.includes(t.norm)) return LAMP_ON;
    if (subject === 'scene' && !periods) {
      const light = inLight(toks, i);
      if (light) return { to: light, state: true };
    }
    // "When was it fully dark?", "by what time was it light?": when it got so (not a stretch).
    if (subject === 'scene' && form === 'when' && !span && !usedColour.has(i) && !modifies && (DARK_WORDS.includes(t.norm) || BRIGHT_WORDS.includes(t.norm))) {
      const daysCourse = DAYS_COURSE.test(toks[i - 1]?.norm ?? '') || outdoors;
      return { to: DARK_WORDS.includes(t.norm) ? 'dark' : 'light', ...(daysCourse ? { source: 'sun' as const } : {}) };
    }
    if (subject === 'scene' && !periods && !usedColour.has(i) && !modifies) {
      // "Dark out", "light outside": the day's own light, whatever lamps were on.
      // So is how far the day had got: "already dark", "still light", "fully dark", "dark yet".
      const daysCourse = DAYS_COURSE.test(toks[i - 1]?.norm ?? '') || next?.norm === 'yet';
      const sky = outdoors || daysCourse ? { source: 'sun' as const } : {};
      if (DARK_WORDS.includes(t.norm)) return { to: 'dark', state: true, ...sky };
      if (BRIGHT_WORDS.includes(t.norm) || SCENE_LIT_WORDS.includes(t.norm)) return { to: 'light', state: true, ...sky };
    }
    if (PASSED_OVER.includes(t.norm) || t.tags.has('Determiner') || t.tags.has('Possessive')) continue;
    // Where the lamp is, after it ("the lights over the pumps on", "the lamp by the door lit"):
    // passed over to its state.
    if (subject === 'lamp' && (t.tags.has('Preposition') || WHERE_WORDS.includes(t.norm)) && !stateWords.includes(t.norm)) {
      let j = i + 1;
      while (j < toks.length && !toks[j].time && !stateWords.includes(toks[j].norm) && ['Determiner', 'Adjective', 'Noun', 'Possessive'].some((x) => toks[j].tags.has(x))) j++;
      if (j > i + 1) { i = j - 1; continue; }
    }
    // compromise tags "lights" in "were the yard lights on" a verb; WordNet knows it for a lamp.
    const lampWord = !t.tags.has('Noun') && readNoun(t.norm)?.cls === 'light';
    // A word that describes the lamp before it ("the outside light"), none of a state.
    if (!subject && !lampWord && t.tags.has('Adjective') && !stateWords.includes(t.norm) && !usedColour.has(i)) continue;
    if (!t.tags.has('Noun') && !t.tags.has('Pronoun') && !lampWord && !t.camera) break;
    // The last noun is the head: "the yard lights" are lamps, "the porch" a place, a camera's name its view.
    const cls = lampWord ? 'light' : t.camera ? 'place' : nouns.find((n) => n.word === t.norm)?.cls;
    subject = cls === 'light' ? 'lamp' : cls === 'place' || SCENE_PRONOUNS.includes(t.norm) ? 'scene' : undefined;
  }
  return undefined;
}

/** "in darkness", "in the dark", "in total darkness", "in daylight" at toks[i]: the light a scene is in (not "in the dark corner"). */
export function inLight(toks: Token[], i: number): 'dark' | 'light' | undefined {
  if (toks[i]?.norm !== 'in' || toks[i].time) return undefined;
  let j = i + 1;
  while (toks[j] && !toks[j].time && (toks[j].tags.has('Determiner') || STATE_ADVERBS.includes(toks[j].norm) || ['total', 'complete', 'full', 'pitch'].includes(toks[j].norm))) j++;
  const n = toks[j], after = toks[j + 1];
  if (!n || n.time || (after && !after.time && after.tags.has('Noun'))) return undefined;
  return IN_DARK_NOUNS.includes(n.norm) ? 'dark' : IN_LIGHT_NOUNS.includes(n.norm) ? 'light' : undefined;
}

/**
 * A lamp's noun phrase and its verb of switching: "the security light switch on", "the porch
 * lamp turned off", "the street lights come on". The tagger reads "light" there as an
 * adjective and "switch" as a noun (the light switch); a word WordNet reads as a light source,
 * after the words that open its noun phrase and before a verb of switching and its particle of
 * light, is the phrase's head noun, and the word after it is its verb. Any modifier may stand
 * before it ("security", "porch", "car park").
 */
export function lampPhrases(toks: Token[]): void {
  const particles = [...LIGHT_ON_PARTICLES, ...LIGHT_OFF_PARTICLES];
  toks.forEach((t, i) => {
    const verb = toks[i + 1], particle = toks[i + 2], prev = toks[i - 1];
    if (!verb || !particle || !prev || t.time || t.quoted || verb.time || !particles.includes(particle.norm)) return;
    if (!(prev.tags.has('Determiner') || prev.tags.has('Noun') || prev.tags.has('Adjective') || prev.tags.has('Possessive'))) return;
    if (readNoun(t.norm)?.cls !== 'light') return;
    const lemma = verb.tags.has('Verb') ? verb.lemma : verbLemma(verb.norm);
    if (!lemma || !(LAMP_CHANGE_VERBS.includes(lemma) || STAYING_VERBS.includes(lemma))) return;
    for (const x of ['Adjective', 'Verb', 'PresentTense', 'Infinitive']) t.tags.delete(x);
    t.tags.add('Noun');
    t.lemma = readNoun(t.norm)!.lemma;
    if (!verb.tags.has('Verb')) { verb.tags.delete('Noun'); verb.tags.delete('Singular'); verb.tags.add('Verb'); verb.tags.add('Infinitive'); verb.lemma = lemma; }
  });
  // Where the lamp is said between it and its verb ("the light over the car park get switched
  // on"), the tagger may read it as an adverb: after "the", a word WordNet reads as a light
  // source, with a verb of switching and its particle of light later on, is the lamp.
  const switched = toks.some((t, i) => !t.time && LAMP_CHANGE_VERBS.includes(t.tags.has('Verb') ? t.lemma : verbLemma(t.norm) ?? '') && particles.includes(toks[i + 1]?.norm ?? ''));
  toks.forEach((t, i) => {
    // After "the", or after a noun that modifies it there ("the street light over the shelter").
    // Not one that is itself the verb with its particle ("did the lobby light up").
    const opened = toks[i - 1]?.tags.has('Determiner') || (toks[i - 1]?.tags.has('Noun') && !toks[i - 1].time && toks[i - 2]?.tags.has('Determiner') && !particles.includes(toks[i + 1]?.norm ?? ''));
    if (!switched || t.time || t.quoted || t.tags.has('Noun') || !opened || readNoun(t.norm)?.cls !== 'light') return;
    for (const x of ['Adjective', 'Adverb', 'Verb', 'PresentTense', 'Infinitive']) t.tags.delete(x);
    t.tags.add('Noun');
    t.lemma = readNoun(t.norm)!.lemma;
  });
}

/** The light changing: a lamp switched, the sun or night coming, or "get/go dark"; or, first, the light as it was. */
export function lightOf(toks: Token[], verbs: VerbUse[], nouns: Noun[], usedColour: Set<number>, lower: string, form: QuestionForm): ReadingSlots['light'] {
  const state = lightStateOf(toks, nouns, usedColour, form, ASKS_SPAN.test(questionOpening(lower, toks)));
  if (state) return state;
  const sudden = SUDDEN_WORDS.some((w) => new RegExp(`\\b${w}\\b`).test(lower)) || undefined;
  const lamp = nouns.find((n) => n.cls === 'light' && n.lemma !== 'sun');
  for (const v of verbs) {
    if (lamp && v.particle && LIGHT_ON_PARTICLES.includes(v.particle)) return { to: 'light', source: 'lamp', sudden: true };
    if (lamp && v.particle && LIGHT_OFF_PARTICLES.includes(v.particle)) return { to: 'dark', source: 'lamp', sudden: true };
    // "kill the security light", "cut the lights", "douse the lamp": a verb one of whose senses is switching.
    const way = lamp && !v.particle ? switchWay(v.lemma) : undefined;
    if (way) return { to: way === 'on' ? 'light' : 'dark', source: 'lamp', sudden: true };
    if (['darken', 'dim', 'blacken'].includes(v.lemma)) return { to: 'dark', ...(lamp ? { source: 'lamp' as const } : {}), ...(sudden ? { sudden } : {}) };
    if (['brighten', 'lighten'].includes(v.lemma) || (lamp && v.lemma === 'light')) return { to: 'light', ...(lamp ? { source: 'lamp' as const } : {}), ...(sudden ? { sudden } : {}) };
    // "When did the lobby light up?", "when was the hall lit?", "when did it get lit?": a scene lit
    // is its lights coming on (a lamp's own is the line above); "did anyone light a cigarette" has an object.
    if (v.lemma === 'light' && (v.particle === 'up' || (!v.particle && !v.object))) return { to: 'light', sudden: true };
    // "get any darker", "go a bit dim", "go from dim to bright": the state it became, past words of degree and where it came from.
    const became = becameState(toks, v.at + 1);
    const after = became ?? toks.slice(v.at + 1, v.at + 3).find((t) => !t.tags.has('Adverb') || DARK_WORDS.includes(t.norm) || BRIGHT_WORDS.includes(t.norm));
    const afterAt = after ? toks.indexOf(after) : -1;
    const asState = after && !usedColour.has(afterAt) && !(toks[afterAt + 1] && toks[afterAt + 1].tags.has('Noun') && !toks[afterAt + 1].time);
    const dark = BECOME_VERBS.includes(v.lemma) && asState && DARK_WORDS.includes(after!.norm);
    const bright = BECOME_VERBS.includes(v.lemma) && asState && (BRIGHT_WORDS.includes(after!.norm) || SCENE_LIT_WORDS.includes(after!.norm)) && v.lemma !== 'be';
    // "did it get any darker or brighter?": either way.
    const other = asState && toks[afterAt + 1]?.norm === 'or' ? toks[afterAt + 2] : undefined;
    if ((dark || bright) && other && (dark ? BRIGHT_WORDS : DARK_WORDS).includes(other.norm)) return { to: 'either' };
    if (dark) return { to: 'dark', ...(sudden ? { sudden } : {}) };
    if (bright) return { to: 'light', ...(sudden ? { sudden } : {}) };
    // "the daylight faded", "the light failed": light going is the dark coming.
    const daylight = toks.findIndex((t, i) => i < v.at && !t.time && DAYLIGHT_NOUNS.includes(t.norm));
    if (daylight >= 0 && !lamp && FADE_VERBS.includes(v.lemma)) return { to: 'dark', source: 'sun' };
  }
  // "after dark", "before dawn", "until sunset": a time given by the light, not the change asked about.
  const timed = (i: number) => TIME_PREPOSITIONS.includes(toks[i - 1]?.norm ?? '') || (TIME_PREPOSITIONS.includes(toks[i - 2]?.norm ?? '') && toks[i - 1].tags.has('Determiner'));
  const sky = toks.findIndex((t, i) => (t.norm === 'sun' || t.norm === 'night' || t.norm === 'day') && !timed(i));
  if (sky >= 0) {
    const v = verbs.find((x) => x.at > sky);
    if (v && (SUN_DOWN_VERBS.includes(v.lemma) && toks[sky].norm !== 'day' && (toks[sky].norm !== 'sun' || v.particle === 'down' || v.lemma === 'set' || v.lemma === 'sink'))) return { to: 'dark', source: 'sun' };
    if (v && toks[sky].norm !== 'night' && (SUN_UP_VERBS.includes(v.lemma) && (v.lemma !== 'come' || v.particle === 'up' || v.particle === 'out'))) return { to: 'light', source: 'sun' };
  }
  const named = toks.find((t, i) => !t.time && (DUSK_NOUNS.includes(t.norm) || DAWN_NOUNS.includes(t.norm)) && t.norm !== 'evening' && !timed(i));
  if (named) return { to: DUSK_NOUNS.includes(named.norm) ? 'dark' : 'light', source: 'sun' };
  // "What time was first light?": the two-word noun of dawn (and "last light" of dusk).
  const edgeLight = toks.findIndex((t, i) => /^(?:first|last)$/.test(t.norm) && toks[i + 1]?.norm === 'light' && !timed(i));
  if (edgeLight >= 0 && !nouns.some((n) => n.cls === 'light' && n.word !== 'light')) return { to: toks[edgeLight].norm === 'first' ? 'light' : 'dark', source: 'sun' };
  return changeOfLight(toks, verbs, usedColour, lamp !== undefined);
}

/** Words of degree between a verb of becoming and its state ("any", "a bit", "much"). */
const DEGREE_WORDS = new Set(['any', 'much', 'a', 'bit', 'little', 'lot', 'slightly', 'noticeably', 'really', 'very', 'quite', 'even', 'all', 'more', 'fully', 'properly']);
/** The light of the day itself, not a lamp ("the daylight faded"). */
const DAYLIGHT_NOUNS = ['daylight', 'sunlight', 'daylights', 'light'];
/** Verbs of light going ("fade", "fail", "die away"). */
const FADE_VERBS = ['fade', 'fail', 'die', 'dwindle', 'wane', 'ebb', 'disappear', 'vanish', 'go'];

/**
 * The word of state a verb of becoming goes to from i: past words of degree ("get any darker",
 * "go a bit dim"), and past where it came from ("go from dim to bright": bright).
 */
function becameState(toks: Token[], i: number): Token | undefined {
  let j = i;
  while (toks[j] && !toks[j].time && DEGREE_WORDS.has(toks[j].norm)) j++;
  if (toks[j]?.norm === 'from') {
    const to = toks.findIndex((t, k) => k > j && k <= j + 3 && t.norm === 'to');
    return to > 0 && toks[to + 1] && !toks[to + 1].time ? toks[to + 1] : undefined;
  }
  return j > i && toks[j] && !toks[j].time ? toks[j] : undefined;
}

/** Verbs of changing ("change", "vary", "flicker"), from the change rule of VERB_RULES. */
const CHANGE_VERBS = [...VERB_RULES.filter((r) => r.event === 'change').flatMap((r) => r.verbs), 'vary', 'fluctuate', 'alter'];

/**
 * A noun of light as a phenomenon or a quality, not a lamp: one of its commonest senses is a
 * sense of "light" itself ("lighting", "brightness", "illumination"). WordNet has these as
 * states and attributes, which no class of noun-class.ts takes.
 */
function namesLight(word: string): boolean {
  return nounLemmas(word).some((l) => nounSenses(l).slice(0, 4).some((s) => s.synset.words.includes('light')));
}

/**
 * A change of the light asked without its way: "did anything change in the lighting?", "was
 * there a change in brightness?", "did the lights flicker?" -- a verb or noun of change with a
 * noun of light or a lamp. Either a darkening or a brightening answers.
 */
function changeOfLight(toks: Token[], verbs: VerbUse[], usedColour: Set<number>, lamp: boolean): ReadingSlots['light'] {
  const change = verbs.some((v) => CHANGE_VERBS.includes(v.lemma)) || toks.some((t) => !t.time && !t.quoted && EVENT_NOUNS[t.lemma] === 'change');
  // The tagger makes an adjective of "light" before a verb it reads as a noun ("did the light change"); not of a colour ("light grey").
  const light = lamp || toks.some((t, i) => !t.time && !t.quoted && !usedColour.has(i) && (t.tags.has('Noun') || t.tags.has('Adjective')) && namesLight(t.norm));
  return change && light ? { to: 'either' } : undefined;
}
