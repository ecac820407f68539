// Whether the words a question uses for a sign's text ("the closing sign", "the tow zone
// notice") are the words the sign showed ("CAR PARK CLOSES 23:00"): word by word, by lemma, so
// an inflection or another part of speech of the same word matches ("closing" ~ CLOSES,
// "closed" ~ CLOSE, "parking" ~ PARK, "deliveries" ~ DELIVERY). WordNet's morphy gives the
// lemmas (wordnet.ts); a word it does not know is its own lemma. Every word asked must be on
// the sign; the sign may say more. A word asking for a time ("closing time", "opening hours")
// is on a sign that shows a clock.
import { nounLemma, verbLemma } from './wordnet.ts';

/** The lemmas one word can have: itself, as a verb, as a noun. */
function lemmasOf(word: string): Set<string> {
  const w = word.toLowerCase();
  const out = new Set([w]);
  for (const l of [verbLemma(w), nounLemma(w)]) if (l) out.add(l);
  return out;
}

const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** Words that ask for a time of day; a sign showing a clock says one ("the closing-time notice": CLOSES 23:00). */
const TIME_WORDS = new Set(['time', 'hour', 'hours']);
const CLOCK_ON_SIGN = /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:am|pm)\b/i;

/** Every word of `asked` shares a lemma with some word of `seen`; a word of time is a clock the sign shows. */
export function sameWords(asked: string, seen: string): boolean {
  const want = wordsOf(asked), have = wordsOf(seen).map(lemmasOf);
  if (!want.length || !have.length) return false;
  const clock = CLOCK_ON_SIGN.test(seen);
  // A sign of nothing but a time is no answer to words of time alone.
  if (want.every((w) => TIME_WORDS.has(w))) return false;
  return want.every((w) => {
    if (TIME_WORDS.has(w) && clock) return true;
    const mine = lemmasOf(w);
    return have.some((h) => [...mine].some((l) => h.has(l)));
  });
}
