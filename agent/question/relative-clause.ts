// A relative clause that ties the subject to another thing: "the person who walked to the red
// car", "the man that got into the white van", "the woman who stood by the bus". The clause is
// read apart: its colour and noun are the other thing's ("the red car"), never the subject's,
// and what is left ("what was the person wearing?") is read as a question of its own. The
// planner finds the other thing and keeps, of the things that match the subject, those that
// came to it while it was in view (plan-things.ts).
import type { Token } from './read-question.ts';
import { PARTICLES } from './verb-use.ts';
import { readNoun } from './noun-class.ts';

export interface RelationReading {
  /** The clause as asked, for the answer ("who walked to the red car"). */
  words: string;
  /** The other thing's words ("the red car"). */
  phrase: string;
  /** The clause's verb lemma and its preposition ("walk", "to"). */
  verb: string;
  prep?: string;
}

const PRONOUNS = new Set(['who', 'that', 'which', 'whom']);
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
    // (WordNet's "half" is a time), and the clause is the subject's own event.
    const head = last >= from ? readNoun(toks[last].norm) : undefined;
    if (last < from || head?.cls === 'time') continue;
    const endAt = toks[last + 1]?.start ?? question.length;
    const phrase = question.slice(toks[from].start, endAt).replace(/[\s,?!.]+$/, '').trim();
    const words = question.slice(t.start, endAt).replace(/[\s,?!.]+$/, '').trim();
    return { relation: { words, phrase, verb, ...(preps.length ? { prep: preps.join(' ') } : {}) }, start: t.start, end: endAt };
  }
  return undefined;
}
