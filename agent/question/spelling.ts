// Typing slips in a question, mended before it is read: "teh koisk", "the parcle by the door",
// "walked accross", "the recpetion desk", "a scotter". A word is left alone when it is a word
// already: WordNet knows it in some part of speech (as it is or as an inflection), or the tagger
// knows it as a word of grammar (a determiner, a preposition, a pronoun ...). Otherwise the word
// one slip away that WordNet knows is taken, a slip being two letters swapped, a double letter
// typed single or a single one doubled, a letter added or one left out -- never one letter typed
// for another, which turns real words unknown to WordNet into other words. Of several, the slip
// kind in that order decides first, then how often the word is used. Words in capitals (a
// sign's), with digits, hyphens or apostrophes are never touched.
import nlp from 'compromise';
import { nounLemmas, verbLemma, wordUse } from './wordnet.ts';

/** Words of grammar a slip may be of: WordNet has none of them. */
const GRAMMAR_WORDS = ['the', 'and', 'that', 'this', 'there', 'their', 'they', 'them', 'then', 'than', 'what', 'when', 'which', 'where', 'who', 'with', 'from', 'into', 'onto', 'through', 'across', 'before', 'after', 'while', 'until', 'about', 'around', 'was', 'were', 'has', 'had', 'have', 'did', 'does', 'any', 'anyone', 'anybody', 'anything', 'someone', 'somebody', 'something'];
const GRAMMAR = new Set(GRAMMAR_WORDS);
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The tagger's own lexicon (irregular forms WordNet's rules do not reach: "went", "been"). */
const LEXICON: Record<string, unknown> = (nlp as unknown as { model(): { one: { lexicon: Record<string, unknown> } } }).model().one.lexicon;
const known = new Map<string, boolean>();

/** Whether a lower-case word is a word already: WordNet's, an inflection of one, or a word of grammar. */
function isWord(w: string): boolean {
  let hit = known.get(w);
  if (hit !== undefined) return hit;
  hit = GRAMMAR.has(w) || LEXICON[w] !== undefined || wordUse(w) !== undefined || nounLemmas(w).length > 0 || verbLemma(w) !== undefined
    || adjectiveStem(w) || nlp(w).has('(#Determiner|#Preposition|#Pronoun|#Conjunction|#QuestionWord|#Auxiliary|#Copula|#Modal|#Negative|#Value|#Date|#Time)');
  known.set(w, hit);
  return hit;
}

/** "darker", "brightest", "slowly": an adjective's or adverb's inflection. */
function adjectiveStem(w: string): boolean {
  for (const [end, to] of [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e'], ['ier', 'y'], ['iest', 'y'], ['ly', '']] as const) {
    if (w.endsWith(end) && w.length > end.length + 2 && wordUse(w.slice(0, -end.length) + to, 'adjective') !== undefined) return true;
  }
  return false;
}

/**
 * Words one slip from `w`, most likely slip first: two letters swapped ("teh"); a doubling
 * typed on the letter beside the double ("scotter"); a double letter typed single ("scoter" for "scooter") or a single one doubled ("accross"); then any letter
 * typed too many, or left out.
 */
function slips(w: string): string[][] {
  const swapped: string[] = [], moved: string[] = [], undoubled: string[] = [], doubled: string[] = [], extra: string[] = [], missing: string[] = [];
  for (let i = 0; i < w.length - 1; i++) if (w[i] !== w[i + 1]) swapped.push(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
  // The doubling typed on the next letter ("scotter" for "scooter").
  for (let i = 0; i < w.length - 1; i++) {
    if (w[i] !== w[i + 1]) continue;
    const single = w.slice(0, i) + w.slice(i + 1);
    if (i > 0) moved.push(single.slice(0, i) + single[i - 1] + single.slice(i));
    if (i + 1 < single.length) moved.push(single.slice(0, i + 2) + single[i + 1] + single.slice(i + 2));
  }
  for (let i = 0; i < w.length; i++) {
    undoubled.push(w.slice(0, i + 1) + w[i] + w.slice(i + 1));
    if (w[i] === w[i + 1]) doubled.push(w.slice(0, i) + w.slice(i + 1));
    else extra.push(w.slice(0, i) + w.slice(i + 1));
  }
  for (let i = 0; i <= w.length; i++) for (const c of LETTERS) missing.push(w.slice(0, i) + c + w.slice(i));
  return [swapped, moved, undoubled, doubled, extra, missing];
}

const mended = new Map<string, string | undefined>();

/** The word `w` was meant to be, or undefined when it is a word already or no single slip explains it. */
export function meantWord(w: string): string | undefined {
  if (mended.has(w)) return mended.get(w);
  let out: string | undefined;
  if (w.length >= 3 && /^[a-z]+$/.test(w) && !isWord(w)) {
    for (const kind of slips(w)) {
      const found = [...new Set(kind)].filter((c) => c.length >= 3 && (GRAMMAR.has(c) || wordUse(c) !== undefined));
      if (!found.length) continue;
      // The most used word of the kind; a word of grammar is used more than any other.
      out = found.sort((a, b) => use(b) - use(a))[0];
      break;
    }
  }
  mended.set(w, out);
  return out;
}

const use = (w: string) => (GRAMMAR.has(w) ? Number.MAX_SAFE_INTEGER - GRAMMAR_WORDS.indexOf(w) : wordUse(w) ?? 0);

/** The question with its slips mended, every other character as it was. */
export function withSlipsMended(question: string): string {
  return question.replace(/(?<![\w'’-])[a-z]+(?![\w'’-])/g, (word) => meantWord(word) ?? word);
}
