// "a orange car" → "an orange car": answers are put together from words (a colour, a size, a
// label) behind a fixed "a"; the article is set by the sound of the word that follows.

/** Words spelt with a vowel that start with a consonant sound ("a unit", "a one-way", "a European"), and the reverse ("an hour"). */
const CONSONANT_VOWELS = /^(?:one\b|once\b|uni|use|usu|uti|ura|ure|uro|ubi|eu|ewe)/i;
const VOWEL_CONSONANTS = /^(?:hour|honest|honou?r|heir)/i;

function vowelSound(word: string): boolean {
  if (VOWEL_CONSONANTS.test(word)) return true;
  return /^[aeiou]/i.test(word) && !CONSONANT_VOWELS.test(word);
}

/** The text with each lone "a" / "A" before a word of vowel sound made "an" / "An" (and an "an" before a consonant sound made "a"). */
export function withArticles(text: string): string {
  return text.replace(/(^|[\s(;:,])([Aa])(n?) (?=([A-Za-z][\w-]*))/g, (m, lead: string, a: string, n: string, next: string) => {
    const want = vowelSound(next) ? 'n' : '';
    return want === n ? m : `${lead}${a}${want} `;
  });
}
