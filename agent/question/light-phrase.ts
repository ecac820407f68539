// The light a question asks about, read from its words (read-question.ts tokenizes them): the
// light as it was ("was the floodlight on at 21:00?", "was the yard lit?") or a change of it
// (a lamp switched, the sun or night coming, "get/go dark"). The words of light are data in
// reading-rules.ts.
import { readNoun } from './noun-class.ts';
import {
  BECOME_VERBS, BRIGHT_WORDS, DARK_WORDS, DAWN_NOUNS, DUSK_NOUNS, LAMP_OFF_WORDS, LAMP_ON_WORDS, LIGHT_OFF_PARTICLES, LIGHT_ON_PARTICLES,
  SCENE_LIT_WORDS, SCENE_PRONOUNS, STATE_ADVERBS, STATE_NEGATORS, SUDDEN_WORDS, SUN_DOWN_VERBS, SUN_UP_VERBS, type QuestionForm, type ReadingSlots,
} from './reading-rules.ts';
import type { Noun, Token, VerbUse } from './read-question.ts';

/**
 * The light as it was, in a yes/no question: after its copula a subject that is a lamp (a
 * 'light' noun) or the scene ("it", a place), then a word of state, not one that modifies a
 * noun or state word after it ("the porch light lit": light is part of the subject). A verb
 * between ("was the lamp switched on") makes it a change, read below.
 */
function lightStateOf(toks: Token[], nouns: Noun[], usedColour: Set<number>, form: QuestionForm): ReadingSlots['light'] {
  const c = toks.findIndex((t) => !t.time && t.tags.has('Copula'));
  if (form !== 'yes-no' || c < 0) return undefined;
  const stateWords = [...LAMP_ON_WORDS, ...LAMP_OFF_WORDS, ...DARK_WORDS, ...BRIGHT_WORDS, ...SCENE_LIT_WORDS];
  let subject: 'lamp' | 'scene' | undefined;
  for (const t of toks.slice(c + 1)) {
    if (t.time || t.quoted) break;
    const next = toks[toks.indexOf(t) + 1];
    const modifies = next && !next.time && (next.tags.has('Noun') || stateWords.includes(next.norm));
    if (subject && !usedColour.has(toks.indexOf(t)) && !modifies) {
      if (subject === 'lamp' && LAMP_ON_WORDS.includes(t.norm)) return { to: 'light', source: 'lamp', state: true };
      if (subject === 'lamp' && LAMP_OFF_WORDS.includes(t.norm)) return { to: 'dark', source: 'lamp', state: true };
      if (subject === 'scene' && DARK_WORDS.includes(t.norm)) return { to: 'dark', state: true };
      if (subject === 'scene' && (BRIGHT_WORDS.includes(t.norm) || SCENE_LIT_WORDS.includes(t.norm))) return { to: 'light', state: true };
    }
    if (STATE_ADVERBS.includes(t.norm) || STATE_NEGATORS.includes(t.norm) || t.tags.has('Determiner') || t.tags.has('Possessive')) continue;
    // compromise tags "lights" in "were the yard lights on" a verb; WordNet knows it for a lamp.
    const lampWord = !t.tags.has('Noun') && readNoun(t.norm)?.cls === 'light';
    if (!t.tags.has('Noun') && !t.tags.has('Pronoun') && !lampWord) break;
    // The last noun is the head: "the yard lights" are lamps, "the porch" a place.
    const cls = lampWord ? 'light' : nouns.find((n) => n.word === t.norm)?.cls;
    subject = cls === 'light' ? 'lamp' : cls === 'place' || SCENE_PRONOUNS.includes(t.norm) ? 'scene' : undefined;
  }
  return undefined;
}

/** The light changing: a lamp switched, the sun or night coming, or "get/go dark"; or, first, the light as it was. */
export function lightOf(toks: Token[], verbs: VerbUse[], nouns: Noun[], usedColour: Set<number>, lower: string, form: QuestionForm): ReadingSlots['light'] {
  const state = lightStateOf(toks, nouns, usedColour, form);
  if (state) return state;
  const sudden = SUDDEN_WORDS.some((w) => new RegExp(`\\b${w}\\b`).test(lower)) || undefined;
  const lamp = nouns.find((n) => n.cls === 'light' && n.lemma !== 'sun');
  for (const v of verbs) {
    if (lamp && v.particle && LIGHT_ON_PARTICLES.includes(v.particle)) return { to: 'light', source: 'lamp', sudden: true };
    if (lamp && v.particle && LIGHT_OFF_PARTICLES.includes(v.particle)) return { to: 'dark', source: 'lamp', sudden: true };
    if (['darken', 'dim', 'blacken'].includes(v.lemma)) return { to: 'dark', ...(lamp ? { source: 'lamp' as const } : {}), ...(sudden ? { sudden } : {}) };
    if (['brighten', 'lighten'].includes(v.lemma) || (lamp && v.lemma === 'light')) return { to: 'light', ...(lamp ? { source: 'lamp' as const } : {}), ...(sudden ? { sudden } : {}) };
    const after = toks.slice(v.at + 1, v.at + 3).find((t) => !t.tags.has('Adverb') || DARK_WORDS.includes(t.norm) || BRIGHT_WORDS.includes(t.norm));
    const afterAt = after ? toks.indexOf(after) : -1;
    const asState = after && !usedColour.has(afterAt) && !(toks[afterAt + 1] && toks[afterAt + 1].tags.has('Noun') && !toks[afterAt + 1].time);
    if (BECOME_VERBS.includes(v.lemma) && asState && DARK_WORDS.includes(after!.norm)) return { to: 'dark', ...(sudden ? { sudden } : {}) };
    if (BECOME_VERBS.includes(v.lemma) && asState && BRIGHT_WORDS.includes(after!.norm) && v.lemma !== 'be') return { to: 'light', ...(sudden ? { sudden } : {}) };
  }
  const sky = toks.findIndex((t) => t.norm === 'sun' || t.norm === 'night' || t.norm === 'day');
  if (sky >= 0) {
    const v = verbs.find((x) => x.at > sky);
    if (v && (SUN_DOWN_VERBS.includes(v.lemma) && toks[sky].norm !== 'day' && (toks[sky].norm !== 'sun' || v.particle === 'down' || v.lemma === 'set' || v.lemma === 'sink'))) return { to: 'dark', source: 'sun' };
    if (v && toks[sky].norm !== 'night' && (SUN_UP_VERBS.includes(v.lemma) && (v.lemma !== 'come' || v.particle === 'up' || v.particle === 'out'))) return { to: 'light', source: 'sun' };
  }
  const named = toks.find((t) => !t.time && (DUSK_NOUNS.includes(t.norm) || DAWN_NOUNS.includes(t.norm)) && t.norm !== 'evening');
  if (named) return { to: DUSK_NOUNS.includes(named.norm) ? 'dark' : 'light', source: 'sun' };
  return undefined;
}
