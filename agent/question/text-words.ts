// Whether the words a question uses for a sign's text ("the closing sign", "the tow zone
// notice") are the words the sign showed ("CAR PARK CLOSES 23:00"): word by word, by lemma, so
// an inflection or another part of speech of the same word matches ("closing" ~ CLOSES,
// "closed" ~ CLOSE, "parking" ~ PARK, "deliveries" ~ DELIVERY). WordNet's morphy gives the
// lemmas (wordnet.ts); a word it does not know is its own lemma. Every word asked must be on
// the sign; the sign may say more.
import { nounLemma, verbLemma } from './wordnet.ts';

/** The lemmas one word can have: itself, as a verb, as a noun. */
function lemmasOf(word: string): Set<string> {
  const w = word.toLowerCase();
  const out = new Set([w]);
  for (const l of [verbLemma(w), nounLemma(w)]) if (l) out.add(l);
  return out;
}

const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** Every word of `asked` shares a lemma with some word of `seen`. */
export function sameWords(asked: string, seen: string): boolean {
  const want = wordsOf(asked), have = wordsOf(seen).map(lemmasOf);
  if (!want.length || !have.length) return false;
  return want.every((w) => {
    const mine = lemmasOf(w);
    return have.some((h) => [...mine].some((l) => h.has(l)));
  });
}
